"""A bot killed while it opens a league's tables, for the restart test to resume
(tests/discord/test_table_starts.py).

    python -m tests.support.table_start_killed DATABASE_URL round|playoff

Runs the real ArbiterBot, driven through discord.py by the test harness, on DATABASE_URL: a
league of four in its channel (it prints ``CHANNEL <id>``), then `/league round start`; or, for
`playoff`, one round played and then `/league playoff start`. The first table whose players are
about to be told (its welcome message, sent only after the commit that links its match) makes
the process print ``LINKED <thread id>`` and SIGKILL itself: nothing after that commit runs, no
handler, no `finally`, no claim let go, exactly as a machine that lost power.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from typing import Any

from tests.discord.conftest import running_arbiter
from tests.discord.test_leagues import League
from tests.discord.test_playoffs import four_players_one_round
from tests.discord_harness import RestCall

MESSAGES = ("POST", "/channels/{channel_id}/messages")


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def killed(url: str, stage: str) -> None:
    async with running_arbiter(url) as arbiter:
        league = League(arbiter)
        say(f"CHANNEL {league.channel.id}")
        if stage == "playoff":
            await four_players_one_round(arbiter, league)
        else:
            await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
            for person in league.people[:4]:
                await league.slash("league join", person)
        post = arbiter.harness._routes[MESSAGES]

        def die_before_the_ping(call: RestCall) -> Any:
            thread = call.param("channel_id")
            if thread in league.threads and (call.json or {}).get("allowed_mentions", {}).get(
                "users"
            ):
                say(f"LINKED {thread}")
                os.kill(os.getpid(), signal.SIGKILL)
            return post(call)

        arbiter.harness.route(*MESSAGES, die_before_the_ping)
        if stage == "playoff":
            await league.slash("league playoff start", arbiter.admin, size=4)
        else:
            await league.slash("league round start", arbiter.admin)
        say("NOT KILLED")


if __name__ == "__main__":
    asyncio.run(killed(sys.argv[1], sys.argv[2]))
