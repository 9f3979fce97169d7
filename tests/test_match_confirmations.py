"""Confirmations and undo through the match service.

A report that ends the game or eliminates a player, made by someone else, waits for an
eliminated player or a judge; it can be disputed. Undo reverts the last report of the game,
which stays in the log marked "undone". Every test runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import pytest

from bot.app.match import MatchService
from bot.core.errors import MatchError, NoActiveMatch, NotAllowed
from bot.store.database import Database
from bot.store.tables.matches import APPLIED, DISPUTED, PENDING, UNDONE
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    JUDGE_ID,
    alice,
    bob,
    carol,
    concede,
    db_rows,
    judge,
    life,
    log_of,
    report,
    start,
    stranger,
)

DECK_OUT_BOB = {"event": "deck_out", "player": BOB}


# -- confirmations ---------------------------------------------------------------------------


async def test_opponents_game_ending_report_waits_for_confirmation(
    service: MatchService,
) -> None:
    view = await start(service)
    answer = await report(service, alice, DECK_OUT_BOB)

    assert answer.status == "pending"
    assert not answer.game_over and not answer.match_over
    assert answer.pending_id is not None
    pending = answer.match.pending
    assert pending is not None and pending.id == answer.pending_id
    assert pending.kind == "report"
    assert pending.requested_by == ALICE
    assert pending.confirmers == ("bob",)
    assert any(line.english().startswith("bob loses") for line in pending.would_decide)
    # Nothing has happened yet.
    assert answer.match.wins == (0, 0)
    assert answer.match.game.number == 1
    assert answer.match.player("bob").standing == "playing"
    assert [status for _, status, _ in await log_of(service, view.id)] == [PENDING]


async def test_reports_are_blocked_while_one_is_pending(
    service: MatchService, database: Database
) -> None:
    await start(service)
    await report(service, alice, DECK_OUT_BOB)
    before = await db_rows(database)
    for who in (alice, bob, judge):
        with pytest.raises(MatchError, match="waiting for confirmation"):
            await report(service, who, life(ALICE, 5))
    with pytest.raises(MatchError, match="waiting for confirmation"):
        await service.open_batch(channel_id=CHANNEL, actor=alice)
    assert await db_rows(database) == before


async def test_the_eliminated_player_confirms(service: MatchService) -> None:
    view = await start(service)
    await report(service, alice, DECK_OUT_BOB)
    answer = await service.confirm(channel_id=CHANNEL, actor=bob)

    assert answer.status == "applied" and answer.game_over
    assert any(o.english().startswith("bob loses") for o in answer.outcomes)
    assert answer.match.pending is None
    assert answer.match.wins == (1, 0)
    assert answer.match.game.number == 2 and answer.match.game.chooser == "bob"
    assert answer.next_chooser == "bob"
    assert [status for _, status, _ in await log_of(service, view.id)] == [APPLIED]
    # Reports flow again.
    follow = await report(service, alice, life(BOB, 19))
    assert follow.status == "applied" and follow.game_number == 2


async def test_a_judge_confirms(service: MatchService) -> None:
    await start(service)
    pending = await report(service, alice, DECK_OUT_BOB)
    answer = await service.confirm(channel_id=CHANNEL, actor=judge, pending_id=pending.pending_id)
    assert answer.status == "applied" and answer.match.wins == (1, 0)


@pytest.mark.parametrize("who", ["stranger", "reporter", "reporter-teammate"])
async def test_only_eliminated_players_or_judges_confirm(
    service: MatchService, database: Database, who: str
) -> None:
    if who == "reporter-teammate":
        await start(
            service,
            variant="two-headed-giant",
            players=(ALICE, BOB, CAROL, 104),
            teams=[[ALICE, CAROL], [BOB, 104]],
        )
    else:
        await start(service)
    await report(service, alice, DECK_OUT_BOB)
    before = await db_rows(database)
    actor = {"stranger": stranger, "reporter": alice, "reporter-teammate": carol}[who]

    with pytest.raises(NotAllowed, match="or a judge can confirm"):
        await service.confirm(channel_id=CHANNEL, actor=actor)
    with pytest.raises(NotAllowed, match="or a judge can confirm"):
        await service.dispute(channel_id=CHANNEL, actor=actor)
    assert await db_rows(database) == before


async def test_dispute_marks_the_report_and_changes_nothing(service: MatchService) -> None:
    view = await start(service)
    await report(service, alice, life(BOB, 12))
    await report(service, alice, DECK_OUT_BOB)

    disputed = await service.dispute(channel_id=CHANNEL, actor=bob)
    assert disputed.pending is None
    assert disputed.wins == (0, 0) and disputed.game.number == 1
    assert disputed.player("bob").standing == "playing"
    assert disputed.player("bob").life == 12
    log = await service.log(view.id)
    assert [r.status for r in log] == [APPLIED, DISPUTED]
    assert log[1].changed_by == BOB

    # Nothing waits any more; play goes on.
    with pytest.raises(MatchError, match="Nothing here is waiting"):
        await service.confirm(channel_id=CHANNEL, actor=bob)
    answer = await report(service, bob, life(BOB, 10))
    assert answer.status == "applied"


async def test_confirming_a_stale_confirmation_is_refused(service: MatchService) -> None:
    await start(service)
    first = await report(service, alice, DECK_OUT_BOB)
    await service.dispute(channel_id=CHANNEL, actor=bob)
    await report(service, alice, DECK_OUT_BOB)
    with pytest.raises(MatchError, match="Nothing here is waiting"):
        await service.confirm(channel_id=CHANNEL, actor=bob, pending_id=first.pending_id)


@pytest.mark.parametrize(
    "event",
    [concede(ALICE), {"event": "deck_out", "player": ALICE}, life(ALICE, 0)],
    ids=["concede", "deck_out", "life"],
)
async def test_self_reports_apply_at_once(service: MatchService, event: dict) -> None:
    await start(service)
    answer = await report(service, alice, event)
    assert answer.status == "applied" and answer.game_over
    assert answer.match.wins == (0, 1)
    assert answer.match.pending is None


async def test_reports_that_eliminate_nobody_apply_at_once(service: MatchService) -> None:
    await start(service)
    answer = await report(service, alice, life(BOB, 1))
    assert answer.status == "applied" and answer.match.player("bob").life == 1


async def test_guild_can_turn_confirmation_off(service: MatchService) -> None:
    await service.update_settings(GUILD, confirmation_required=False)
    await start(service)
    answer = await report(service, alice, DECK_OUT_BOB)
    assert answer.status == "applied" and answer.game_over
    assert answer.match.wins == (1, 0)


async def test_confirmation_policy_is_per_guild(service: MatchService) -> None:
    await service.update_settings(GUILD + 1, confirmation_required=False)
    await start(service)  # in GUILD, which keeps the default
    answer = await report(service, alice, DECK_OUT_BOB)
    assert answer.status == "pending"


async def test_judge_reports_apply_at_once(service: MatchService) -> None:
    view = await start(service)
    answer = await report(service, judge, DECK_OUT_BOB)
    assert answer.status == "applied" and answer.game_over
    log = await service.log(view.id)
    assert log[0].reporter_id == JUDGE_ID and log[0].status == APPLIED


async def test_pending_confirmation_survives_a_restart(
    service: MatchService, database: Database
) -> None:
    await start(service)
    pending = await report(service, alice, DECK_OUT_BOB)

    restarted = MatchService(database)
    active = await restarted.active_matches()
    assert len(active) == 1
    assert active[0].pending is not None and active[0].pending.id == pending.pending_id
    assert active[0].pending.confirmers == ("bob",)

    answer = await restarted.confirm(channel_id=CHANNEL, actor=bob, pending_id=pending.pending_id)
    assert answer.status == "applied" and answer.match.wins == (1, 0)


async def test_confirmation_message_id_is_kept(service: MatchService) -> None:
    await start(service)
    pending = await report(service, alice, DECK_OUT_BOB)
    assert pending.pending_id is not None
    await service.set_confirmation_message(
        channel_id=CHANNEL,
        match_id=pending.match.id,
        pending_id=pending.pending_id,
        message_id=424242,
    )
    view = await MatchService(service.db).status(channel_id=CHANNEL)
    assert view.pending is not None and view.pending.message_id == 424242


async def test_a_message_noted_for_a_confirmation_settled_meanwhile_is_not_kept(
    service: MatchService, database: Database
) -> None:
    """The message of a confirmation is noted after its answer is out; one confirmed before
    that (another process, a quick press) keeps no message, and nothing else changes."""
    view = await start(service)
    pending = await report(service, alice, DECK_OUT_BOB)
    assert pending.pending_id is not None
    await service.confirm(channel_id=CHANNEL, actor=bob, pending_id=pending.pending_id)
    before = await db_rows(database)
    await service.set_confirmation_message(
        channel_id=CHANNEL, match_id=view.id, pending_id=pending.pending_id, message_id=7
    )
    assert await db_rows(database) == before


async def test_a_board_noted_for_a_finished_match_changes_nothing_else(
    service: MatchService, database: Database
) -> None:
    """A board posted again after the match finished (its message was deleted) is noted
    without reopening anything: the match keeps its result, when it finished and its
    version (a note is no change of the match: a retry is still recognised against the
    change before it)."""
    view = await start(service)
    await report(service, bob, concede(BOB))
    await report(service, bob, concede(BOB))
    before = await db_rows(database)
    await service.set_scoreboard(channel_id=CHANNEL, match_id=view.id, message_id=4242)
    after = await db_rows(database)
    (match_before,), (match_after,) = before["match"], after["match"]
    assert match_after == {**match_before, "scoreboard_message_id": 4242}
    assert match_before["finished_at"] is not None
    assert {k: v for k, v in after.items() if k != "match"} == {
        k: v for k, v in before.items() if k != "match"
    }


# -- undo ------------------------------------------------------------------------------------


async def test_reporter_undoes_their_report(service: MatchService) -> None:
    view = await start(service)
    await report(service, alice, life(BOB, 17))
    await report(service, alice, {"event": "life", "player": BOB, "delta": -5})

    undone = await service.undo(channel_id=CHANNEL, actor=alice)
    assert undone.player("bob").life == 17  # rebuilt from the reports that still stand
    assert undone.game.reports == 1

    log = await service.log(view.id)
    assert [r.status for r in log] == [APPLIED, UNDONE]
    assert log[1].changed_by == ALICE
    assert log[1].payload == {"event": "life", "player": "bob", "delta": -5}

    again = await service.undo(channel_id=CHANNEL, actor=alice)
    assert again.player("bob").life == 20
    assert [r.status for r in await service.log(view.id)] == [UNDONE, UNDONE]


async def test_judge_undoes_anyones_report(service: MatchService) -> None:
    view = await start(service)
    await report(service, bob, life(BOB, 9))
    undone = await service.undo(channel_id=CHANNEL, actor=judge)
    assert undone.player("bob").life == 20
    log = await service.log(view.id)
    assert log[0].status == UNDONE and log[0].changed_by == JUDGE_ID


@pytest.mark.parametrize("who", ["opponent", "stranger"])
async def test_others_cannot_undo(service: MatchService, database: Database, who: str) -> None:
    await start(service)
    await report(service, alice, life(BOB, 9))
    before = await db_rows(database)
    with pytest.raises(NotAllowed, match="who made the last report, or a judge"):
        await service.undo(channel_id=CHANNEL, actor=bob if who == "opponent" else stranger)
    assert await db_rows(database) == before


async def test_undo_withdraws_a_pending_report(service: MatchService, database: Database) -> None:
    view = await start(service)
    await report(service, alice, DECK_OUT_BOB)

    before = await db_rows(database)
    with pytest.raises(NotAllowed, match="made the waiting report, or a judge"):
        await service.undo(channel_id=CHANNEL, actor=bob)
    assert await db_rows(database) == before

    withdrawn = await service.undo(channel_id=CHANNEL, actor=alice)
    assert withdrawn.pending is None
    assert withdrawn.player("bob").standing == "playing"
    assert [r.status for r in await service.log(view.id)] == [UNDONE]
    answer = await report(service, alice, life(ALICE, 15))
    assert answer.status == "applied"


async def test_nothing_to_undo(service: MatchService, database: Database) -> None:
    await start(service)
    before = await db_rows(database)
    with pytest.raises(MatchError, match="Game 1 has no report to undo"):
        await service.undo(channel_id=CHANNEL, actor=alice)
    assert await db_rows(database) == before


async def test_undo_reopens_the_game_the_last_report_ended(service: MatchService) -> None:
    view = await start(service)
    await report(service, bob, concede(BOB))  # a mistake: game 1 ends, game 2 begins
    assert (await service.match(view.id)).game.number == 2
    # Taking a settled game back takes alice's win away: hers to agree to (or a judge's),
    # not bob's alone, though he made the report.
    with pytest.raises(NotAllowed, match="only alice \\(who won it\\) or a judge"):
        await service.undo(channel_id=CHANNEL, actor=bob)
    assert (await service.match(view.id)).wins == (1, 0)

    reopened = await service.undo(channel_id=CHANNEL, actor=alice)
    assert reopened.game.number == 1 and reopened.game.status == "playing"
    assert reopened.wins == (0, 0) and reopened.player("bob").standing == "playing"
    assert [r.status for r in await service.log(view.id)] == [UNDONE]
    # Play goes on in game 1, and game 2 begins afresh when it ends.
    again = await report(service, alice, concede(ALICE))
    assert again.game_over and again.match.game.number == 2 and again.match.wins == (0, 1)


async def test_undo_after_game_two_began_only_undoes_game_two(service: MatchService) -> None:
    view = await start(service)
    await report(service, bob, concede(BOB))
    await report(service, alice, life(ALICE, 19))
    undone = await service.undo(channel_id=CHANNEL, actor=alice)
    assert undone.game.number == 2 and undone.player("alice").life == 20
    assert undone.wins == (1, 0)
    assert [r.status for r in await service.log(view.id)] == [APPLIED, UNDONE]


async def test_undo_reopens_a_match_the_last_report_finished(service: MatchService) -> None:
    view = await start(service, best_of=1)
    over = await report(service, bob, concede(BOB))
    assert over.match_over
    with pytest.raises(NotAllowed):
        await service.undo(channel_id=CHANNEL, actor=bob)  # the recorded loser cannot
    reopened = await service.undo(channel_id=CHANNEL, actor=judge)
    assert reopened.id == view.id and reopened.status == "active" and reopened.result is None
    assert reopened.wins == (0, 0)
    assert (await report(service, alice, life(BOB, 19))).status == "applied"


async def test_undo_waits_for_an_open_batch(service: MatchService) -> None:
    await start(service)
    await report(service, bob, concede(BOB))
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    with pytest.raises(MatchError, match="batch is open"):
        await service.undo(channel_id=CHANNEL, actor=alice)
    assert (await service.status(channel_id=CHANNEL)).game.number == 2


async def test_a_match_decided_by_concession_is_not_undone(service: MatchService) -> None:
    await start(service)
    await service.concede_match(channel_id=CHANNEL, actor=bob)
    with pytest.raises(NoActiveMatch):
        await service.undo(channel_id=CHANNEL, actor=bob)


async def test_undone_game_ending_report_is_not_counted_in_export(service: MatchService) -> None:
    view = await start(service)
    await report(service, alice, life(BOB, 4))
    await service.undo(channel_id=CHANNEL, actor=alice)
    document = await service.export(view.id)
    assert document["games"][0]["reports"] == []
    assert [entry["status"] for entry in document["log"]] == [UNDONE]


@pytest.mark.parametrize("first", ["stranger-confirms", "bad-report", "reporter-confirms"])
async def test_a_refusal_first_after_a_restart_leaves_the_match_working(
    service: MatchService, database: Database, first: str
) -> None:
    await start(service)
    pending = await report(service, alice, DECK_OUT_BOB)

    restarted = MatchService(database)
    before = await db_rows(database)
    with pytest.raises(MatchError):
        if first == "stranger-confirms":
            await restarted.confirm(channel_id=CHANNEL, actor=stranger)
        elif first == "reporter-confirms":
            await restarted.confirm(channel_id=CHANNEL, actor=alice)
        else:
            await report(restarted, bob, {"event": "poison", "player": BOB, "set": -1})
    assert await db_rows(database) == before

    answer = await restarted.confirm(channel_id=CHANNEL, actor=bob, pending_id=pending.pending_id)
    assert answer.status == "applied" and answer.match.wins == (1, 0)
    assert [p.name for p in answer.match.players] == ["alice", "bob"]


async def test_a_player_whose_team_wins_in_the_same_report_is_not_asked_to_confirm(
    service: MatchService,
) -> None:
    """carol reports an effect that makes alice lose at once, and bob's life at 0 in the same
    report: at the checkpoint bob loses and alice's team wins, alice too (MTG CR 104.2c). Only
    bob is out, so only bob (or a judge) confirms."""
    await start(service, players=(ALICE, BOB, CAROL), teams=[[ALICE, CAROL], [BOB]])
    effect = {"event": "effect", "outcome": "lose", "player": ALICE}
    answer = await report(service, carol, effect, life(BOB, 0))
    assert answer.status == "pending"
    assert answer.match.pending is not None and answer.match.pending.confirmers == ("bob",)
