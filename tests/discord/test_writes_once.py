"""Every writing interaction goes through the request log, through discord.py on SQLite and
PostgreSQL: a second delivery of the same interaction (a gateway replay, two shards, a retry
that arrives late) is answered with the first answer and changes nothing, also for the writes
that are not a match's (seasons, web links, a judge's close of a live league match)."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash
from tests.discord.test_requests import answer_sent, model_redelivery
from tests.discord_harness import InteractionResult


async def twice_at_once(arbiter: Arbiter, payload: dict[str, Any]) -> list[InteractionResult]:
    """The same INTERACTION_CREATE delivered twice before either is answered."""
    pending = [arbiter.harness.dispatch(payload, expect_response=False) for _ in range(2)]
    return [await p.wait() for p in pending]


async def test_a_late_copy_of_season_end_does_not_end_the_next_season(
    arbiter_on: Arbiter,
) -> None:
    """`/ratings season end` arrives again after the next season has started (Discord
    delivering it twice, or a retry arriving late): Spring's end is told again; Summer runs on."""
    arbiter = arbiter_on
    model_redelivery(arbiter)
    await slash(arbiter, "ratings season start", arbiter.admin, name="Spring")
    end = arbiter.harness.slash_payload(
        "ratings season end", user=arbiter.admin, channel=arbiter.table
    )
    ended = await arbiter.harness.dispatch(end).wait()
    assert "Season **Spring** has ended" in (ended.content or ""), ended
    await slash(arbiter, "ratings season start", arbiter.admin, name="Summer")

    late = await arbiter.harness.dispatch(end, expect_response=False).wait()

    assert answer_sent(late) == answer_sent(ended)
    board = await arbiter.bot.ratings.leaderboard(
        guild_id=arbiter.harness.guild_id, system=None, ladder_format=None, season=None, page=1
    )
    assert board.season == "Summer"  # still the current season
