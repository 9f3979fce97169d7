"""A first end-to-end check: /match start through discord.py answers and posts a scoreboard."""

from __future__ import annotations

from tests.discord.conftest import Arbiter


async def test_match_start_announces_the_chooser_and_posts_a_scoreboard(arbiter: Arbiter) -> None:
    result = await arbiter.harness.slash(
        "match start",
        user=arbiter.alice,
        channel=arbiter.table,
        options={"opponent": arbiter.bob, "game": "magic"},
    )
    assert "Match #1 started" in (result.content or "")
    assert not result.ephemeral
    assert [b["label"] for b in result.response.buttons] == ["Play first", "Play second"]
    posted = result.channel_messages
    assert posted and posted[0].embeds[0].title.startswith("Match #1: Magic")
