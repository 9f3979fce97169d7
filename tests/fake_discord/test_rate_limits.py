"""Arbiter against Discord's rate limits: a fake Discord on loopback that enforces them as
Discord does (tests/fake_discord/server.py) and the real bot talking to it through
discord.py's own HTTP client. The full loads are benchmarks/discord_limits.py; here are short
ones (each under ~10 s)."""

from __future__ import annotations

import math
import re
from pathlib import Path

import aiohttp

from tests.fake_discord import load
from tests.fake_discord.arbiter import LiveArbiter
from tests.fake_discord.server import BOT_ID, FakeDiscord


def url(tmp_path: Path, name: str = "arbiter.db") -> str:
    return f"sqlite+aiosqlite:///{tmp_path / name}"


async def test_the_fake_discord_answers_429_as_discord_does() -> None:
    async with FakeDiscord(global_limit=6) as fake, aiohttp.ClientSession() as session:
        bot = {"Authorization": "Bot token"}
        statuses = []
        for _ in range(6):  # a channel's message bucket: 5 in 5 s
            async with session.post(
                f"{fake.base}/channels/1/messages", json={"content": "hi"}, headers=bot
            ) as response:
                statuses.append(response.status)
                headers, body = response.headers, await response.json()
        assert statuses == [200] * 5 + [429]
        assert body["global"] is False and 0 < body["retry_after"] <= 5
        assert headers["X-RateLimit-Limit"] == "5" and headers["X-RateLimit-Remaining"] == "0"
        assert float(headers["X-RateLimit-Reset-After"]) > 0 and headers["X-RateLimit-Bucket"]
        assert headers["X-RateLimit-Scope"] == "user" and headers["Via"]  # discord.py checks Via

        # The global limit (6 a second here): the 7th bot-token request this second.
        async with session.get(f"{fake.base}/users/@me", headers=bot) as response:
            body = await response.json()
            assert response.status == 429 and body["global"] is True
            assert response.headers["X-RateLimit-Global"] == "true"
            assert response.headers["X-RateLimit-Scope"] == "global"
            assert int(response.headers["Retry-After"]) == math.ceil(body["retry_after"])
        # Interaction responses are exempt.
        async with session.post(
            f"{fake.base}/interactions/1/fake-1-1/callback", json={"type": 5}
        ) as response:
            assert response.status == 200


async def test_without_the_budget_discord_answers_429_and_the_bot_counts_each(
    tmp_path: Path,
) -> None:
    """What the budget prevents: the same load unpaced gets 429s (discord.py retries them),
    and every 429, retries included, is counted as an invalid request. The limit is 5 a second,
    a third of what this load offers: on a machine so loaded that the bot sent only 16 requests
    a second (61 in 3.7 s), a limit of 10 was never crossed and the test failed."""
    async with FakeDiscord(global_limit=5) as fake:
        figures = await load.busy_tables(
            fake, url(tmp_path), tables=20, seconds=3, mean_interval=1.0, paced=False
        )
    assert figures.limited > 0
    assert figures.invalid_counted == figures.limited


async def test_a_busy_server_stays_within_discords_limits_and_every_board_ends_right(
    tmp_path: Path,
) -> None:
    """30 tables reporting every second against a global limit of 10 a second (the budget
    paces at 6: the fake shares this process's event loop, and a loaded test machine stalls
    it now and then): boards take turns, none is left behind, and answers are not held up."""
    async with FakeDiscord(global_limit=10) as fake:
        figures = await load.busy_tables(
            fake, url(tmp_path), tables=30, seconds=5, mean_interval=1.0, rest_rate=6
        )
    assert figures.reports > 80
    # Unpaced, a load like this is answered 429 for about a tenth of its requests. Paced, a
    # 429 is the exception: on a quiet machine none; a loaded one, whose stalls bunch
    # requests paced apart (the fake counts them when its loop reads them), may see one or
    # two. The budget's own pace is asserted exactly in tests/test_pacing.py.
    assert figures.limited <= max(2, figures.bot_requests // 33), figures  # at most ~3%
    assert figures.response_max < 3.0  # Discord's deadline for the first answer
    assert figures.unanswered_reports == figures.unshown_reports == 0
    assert figures.boards_right == figures.boards_caught_up == 30
    assert figures.board_edits < figures.reports  # changes that waited were drawn together


async def test_a_large_round_start_opens_and_pings_every_table_within_the_budget(
    tmp_path: Path,
) -> None:
    """40 tables at 20 requests a second (the 64-table round at 40 is the benchmark's)."""
    async with FakeDiscord(global_limit=25) as fake:
        figures = await load.round_start(fake, url(tmp_path), tables=40, rest_rate=20)
    assert figures.threads == figures.pinged_tables == figures.boards == 40
    assert figures.limited == 0
    assert figures.progress, "the deferred answer shows the progress"
    assert all(re.fullmatch(r"Round 1: opened \d+ of 40 tables\.\.\.", p) for p in figures.progress)
    assert "Round 1 pairings" in figures.answer and "Table 40" in figures.answer


async def test_forty_mentions_in_each_of_three_channels_are_all_answered_without_a_429(
    tmp_path: Path,
) -> None:
    """Quick rulings asked in chat (issue #29): a reply waits for its turn in the paced budget
    like every other message Arbiter posts, so a rush of mentions draws no 429 from Discord
    (each one counts towards the ban of the bot's IP) and every mention is answered, in its
    channel. A channel here takes 10 messages in half a second and the bot 40 requests a
    second (the budget paces at 30), so the rush lasts seconds; discord.py alone kept to each
    channel's limit, and 3 channels of it came to 60 a second."""
    async with FakeDiscord(global_limit=40, channel_limit=10, channel_window=0.5) as fake:
        arbiter = LiveArbiter(
            fake, url(tmp_path), rest_rate=30, rest_channel_limit=10, rest_channel_window=0.5
        )
        await arbiter.start(channels=3)
        try:
            started = fake.clock()
            asked: dict[int, int] = {}  # each mention's id: its channel
            for n in range(40):
                for c, channel in enumerate(arbiter.channels):
                    member = arbiter.member(arbiter.user_id(40 * c + n))  # 5 rulings a minute each
                    text = f"<@{BOT_ID}> magic: I concede"
                    mention = arbiter.message(channel, member, text, mentions_arbiter=True)
                    asked[mention] = int(channel["id"])
            await arbiter.wait()
            snapshot = await fake.snapshot()
        finally:
            await arbiter.stop()
    assert snapshot.limited(started) == []
    replies = {
        int(message.data["message_reference"]["message_id"]): message.data
        for message in fake.messages.values()
        if "message_reference" in message.data
    }
    assert replies.keys() == asked.keys()
    for mention, reply in replies.items():
        assert int(reply["channel_id"]) == asked[mention]
        assert reply["embeds"][0]["title"] == "Quick ruling: game over"
