"""A match-level agreement in a multiplayer match needs every other player (or a judge)."""

from __future__ import annotations

import pytest

from bot.app.match import MatchService
from bot.core.errors import MatchError
from tests.matches_helpers import ALICE, BOB, CAROL, CHANNEL, alice, bob, carol, judge, start


@pytest.mark.parametrize("kind", ["match_draw", "match_end"])
async def test_every_other_player_must_agree(service: MatchService, kind: str) -> None:
    await start(service, players=(ALICE, BOB, CAROL))
    proposed = await service.propose(channel_id=CHANNEL, actor=alice, kind=kind)
    assert proposed.pending is not None and proposed.pending.waiting_for == ("bob", "carol")

    partly = await service.confirm(channel_id=CHANNEL, actor=bob)
    assert partly.status == "pending" and not partly.match_over
    assert partly.match.result is None
    assert partly.match.pending is not None and partly.match.pending.waiting_for == ("carol",)
    with pytest.raises(MatchError, match="waiting for confirmation"):
        await service.report(
            channel_id=CHANNEL,
            actor=bob,
            events=[{"event": "concede", "player": BOB}],
            idempotency_key="held-off",
        )

    done = await service.confirm(channel_id=CHANNEL, actor=carol)
    assert done.status == "applied" and done.match_over
    assert done.match.result is not None


async def test_a_judge_settles_it_alone(service: MatchService) -> None:
    await start(service, players=(ALICE, BOB, CAROL))
    await service.propose(channel_id=CHANNEL, actor=alice, kind="match_draw")
    done = await service.confirm(channel_id=CHANNEL, actor=judge)
    assert done.match_over and done.match.result is not None
    assert done.match.result.reason == "intentional_draw"
