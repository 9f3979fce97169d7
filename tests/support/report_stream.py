"""A bot process that reports without end, for the crash-safety test to kill.

    python -m tests.support.report_stream DATABASE_URL CHANNEL_ID KEY_PREFIX [COUNT]

Starts a two-player Magic match in CHANNEL_ID through the real MatchService, prints
``STARTED <match id>``, then reports one life loss after another (alternating players,
idempotency keys ``KEY_PREFIX-0``, ``KEY_PREFIX-1``, ...) and prints ``ACK <key>``, flushed,
as soon as each report call has returned: the moment the bot would answer on Discord. The
test reads those lines and SIGKILLs the process part-way through, or restarts the database
server under it (tests/test_match_reliability).
"""

from __future__ import annotations

import asyncio
import sys

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.store.database import Database

ALICE, BOB = 1101, 1102
STARTING_LIFE = 1_000_000  # nobody dies, however long the stream runs


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def stream(url: str, channel_id: int, prefix: str, count: int) -> None:
    database = Database(url)
    try:
        service = MatchService(database)
        view = await service.start_match(
            guild_id=1,
            channel_id=channel_id,
            system="magic",
            players=[PlayerSpec(ALICE, "alice"), PlayerSpec(BOB, "bob")],
            actor=Actor(ALICE),
            starting_life=STARTING_LIFE,
        )
        say(f"STARTED {view.id}")
        for i in range(count):
            user = ALICE if i % 2 == 0 else BOB
            key = f"{prefix}-{i}"
            await service.report(
                channel_id=channel_id,
                actor=Actor(user),
                events=[{"event": "life", "player": user, "delta": -1}],
                idempotency_key=key,
            )
            say(f"ACK {key}")
        say("DONE")
    finally:
        await database.close()


def main(argv: list[str]) -> None:
    url, channel_id, prefix = argv[0], int(argv[1]), argv[2]
    count = int(argv[3]) if len(argv) > 3 else 1_000_000
    asyncio.run(stream(url, channel_id, prefix, count))


if __name__ == "__main__":
    main(sys.argv[1:])
