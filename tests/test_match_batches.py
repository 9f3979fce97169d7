"""Who must confirm a batch: everyone who reported into it counts as its reporter, and a
judge's penalty in it is never the penalised player's to veto."""

from __future__ import annotations

from bot.app.match import MatchService
from bot.app.match.views import ReportAnswer
from tests.matches_helpers import BOB, CHANNEL, alice, bob, concede, judge, key, life, report, start


async def _resolve(service: MatchService) -> ReportAnswer:
    return await service.resolve_batch(channel_id=CHANNEL, actor=alice, idempotency_key=key())


async def test_a_judges_penalty_in_a_batch_applies_at_once(service: MatchService) -> None:
    await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, judge, {"event": "penalty", "player": BOB})
    answer = await _resolve(service)
    assert answer.status == "applied" and answer.game_over
    assert answer.match.pending is None and answer.match.wins == (1, 0)


async def test_a_players_own_concession_in_a_batch_needs_no_confirmation(
    service: MatchService,
) -> None:
    await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, bob, concede(BOB))
    answer = await _resolve(service)  # resolved by alice, but bob reported his own concession
    assert answer.status == "applied" and answer.match.wins == (1, 0)


async def test_taking_someone_else_out_in_a_batch_still_waits_for_them(
    service: MatchService,
) -> None:
    await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, alice, life(BOB, 0))
    answer = await _resolve(service)
    assert answer.status == "pending"
    assert answer.match.pending is not None and answer.match.pending.confirmers == ("bob",)
    assert (await service.status(channel_id=CHANNEL)).player("alice").life == 20
