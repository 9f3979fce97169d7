"""The match domain decides every request purely: `decide(state, command, actor, policy)`, no
database. What each decision changes (state, rows, answer) is checked here; the store's
round trip of each kind of decision is tests/test_match_store.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.core.match import decision as rows
from bot.core.match.commands import (
    Actor,
    ChangeSettings,
    Choose,
    Confirm,
    Dispute,
    GuildPolicy,
    ImportMatch,
    PlayerSpec,
    Propose,
    RecordResult,
    ResolveBatch,
    SendReport,
    ServerSettings,
    StartMatch,
    Undo,
)
from bot.core.match.decide import ANY_GUILD, decide
from bot.core.match.decision import Decision, Refusal
from bot.core.match.report_reading import read_report
from bot.core.match.server_settings import change_settings
from bot.core.match.start import imported, start
from bot.core.match.state import (
    CurrentGame,
    LeagueTerms,
    LoggedReport,
    MatchState,
    OpenBatch,
    Roster,
    Seat,
)
from bot.core.match.statuses import GameStatus, MatchStatus, PendingKind, PendingStatus
from bot.core.rules import new_game, parse_report, parse_setup
from bot.core.rules.snapshot import dump_state

ALICE, BOB, CAROL, DAVE, JUDGE = 1, 2, 3, 4, 99
alice, bob, carol, dave = Actor(ALICE), Actor(BOB), Actor(CAROL), Actor(DAVE)
judge = Actor(JUDGE, is_judge=True)
NAMES = {ALICE: "alice", BOB: "bob", CAROL: "carol", DAVE: "dave"}


def match(*users: int, best_of: int = 3, life: int = 20, **more: Any) -> MatchState:
    names = [NAMES[u] for u in users]
    setup = parse_setup({"system": "magic", "players": names, "starting_life": life})
    seats = tuple(Seat(i, NAMES[u], u, i) for i, u in enumerate(users))
    opening = new_game(setup)
    game = CurrentGame(
        1,
        GameStatus.PLAYING,
        names[0],
        "MTG MTR 2.2",
        None,
        None,
        dump_state(opening),
        opening,
        False,
    )
    state = MatchState(
        id=1,
        guild_id=7,
        channel_id=8,
        version=1,
        status=MatchStatus.ACTIVE,
        roster=Roster(setup, seats),
        best_of=best_of,
        wins=(0,) * len(users),
        draws=0,
        game=game,
        waiting=None,
        batch=None,
        result=None,
        scoreboard_message_id=None,
    )
    return replace(state, **more)


def sent(state: MatchState, actor: Actor, *events: dict[str, Any], key: str = "k") -> SendReport:
    return SendReport(read_report(state.roster, actor, list(events)), key)


def life(user: int, value: int) -> dict[str, Any]:
    return {"event": "life", "player": user, "set": value}


def decided(
    state: MatchState, command: Any, actor: Actor, policy: GuildPolicy = ANY_GUILD
) -> Decision:
    outcome = decide(state, command, actor, policy)
    assert isinstance(outcome, Decision), outcome
    return outcome


def kinds(decision: Decision) -> list[str]:
    return [type(change).__name__ for change in decision.changes]


def stored(decision: Decision) -> MatchState:
    """The state as the store leaves it (ids assigned: a new confirmation is #5)."""
    after = decision.after
    if after.waiting is not None and after.waiting.id == 0:
        after = replace(after, waiting=replace(after.waiting, id=5, report_id=50))
    return after


def test_a_plain_report_is_applied_and_claims_the_next_version() -> None:
    state = match(ALICE, BOB)
    done = decided(state, sent(state, alice, life(ALICE, 17)), alice)
    assert done.after.version == 2 and done.after.game.state.life["alice"] == 17
    assert kinds(done) == ["AppendReport", "StoreGame"]
    assert done.answer.status == "applied" and not done.answer.game_over


def test_a_report_that_takes_out_another_player_waits_for_them() -> None:
    state = match(ALICE, BOB)
    waits = decided(state, sent(state, alice, life(BOB, 0)), alice)
    assert waits.answer.status == "pending"
    assert waits.after.waiting is not None and waits.after.waiting.awaited == ("bob",)
    assert waits.after.game.state.life["bob"] == 20  # nothing applied yet
    assert kinds(waits) == ["AppendReport", "OpenWaiting"]
    # A guild that waives confirmation: applied at once, the game is over.
    waived = decided(state, sent(state, alice, life(BOB, 0)), alice, GuildPolicy(False))
    assert waived.answer.game_over and waived.after.game.number == 2


def test_nothing_else_is_reported_while_a_report_waits() -> None:
    state = stored(decided(match(ALICE, BOB), sent(match(ALICE, BOB), alice, life(BOB, 0)), alice))
    refusal = decide(state, sent(state, alice, life(ALICE, 3)), alice)
    assert isinstance(refusal, Refusal) and "waiting for confirmation" in refusal.message.english()


def test_what_happens_on_confirm() -> None:
    first = match(ALICE, BOB)
    state = stored(decided(first, sent(first, alice, life(BOB, 0)), alice))
    # Only the player it takes out (or a judge) may confirm.
    refusal = decide(state, Confirm(5), alice)
    assert isinstance(refusal, Refusal) and refusal.not_allowed
    stale = decide(state, Confirm(4), bob)
    assert isinstance(stale, Refusal) and "any more" in stale.message.english()

    confirmed = decided(state, Confirm(5), bob)
    after = confirmed.after
    assert after.waiting is None and after.wins == (1, 0) and after.game.number == 2
    assert after.game.chooser == "bob"  # the loser chooses play or draw (MTR 2.2)
    assert confirmed.answer.game_over and confirmed.answer.next_chooser == "bob"
    assert confirmed.answer.report_id == 50
    assert kinds(confirmed) == ["CloseWaiting", "StoreGame", "StartGame", "MarkReport"]
    closed = confirmed.changes[0]
    assert isinstance(closed, rows.CloseWaiting) and closed.status is PendingStatus.CONFIRMED


def test_a_confirmation_that_wins_the_match_finishes_it() -> None:
    state = match(ALICE, BOB, best_of=3, wins=(1, 0))
    waiting = stored(decided(state, sent(state, alice, life(BOB, 0)), alice))
    done = decided(waiting, Confirm(None), judge)
    assert done.finished and done.after.status is MatchStatus.FINISHED
    assert done.after.result is not None and done.after.result["winners"] == ["alice"]
    assert done.answer.match_over and kinds(done) == ["CloseWaiting", "StoreGame", "MarkReport"]


def test_after_time_is_called_no_new_game_starts() -> None:
    state = match(ALICE, BOB, terms=LeagueTerms(time_called=True))
    done = decided(state, sent(state, alice, life(BOB, 0)), alice, GuildPolicy(False))
    assert done.after.status is MatchStatus.FINISHED and done.after.game.number == 1
    assert done.after.result is not None and done.after.result["reason"] == "early_end"


def test_a_playoff_match_that_may_not_be_drawn_refuses_a_draw_and_a_level_end() -> None:
    state = match(ALICE, BOB, terms=LeagueTerms(draw_allowed=False), wins=(1, 1))
    for kind in (PendingKind.MATCH_DRAW, PendingKind.MATCH_END):
        refused = decide(state, Propose(kind), judge)
        assert isinstance(refused, Refusal) and "cannot end in a draw" in refused.message.english()
    ahead = replace(state, wins=(2, 1))
    assert isinstance(decide(ahead, Propose(PendingKind.MATCH_END), judge), Decision)


def test_a_finished_match_whose_round_is_closed_cannot_be_undone() -> None:
    first = match(ALICE, BOB, best_of=1)
    report = sent(first, alice, life(BOB, 0))
    won = decided(first, report, alice, GuildPolicy(False))
    assert won.after.status is MatchStatus.FINISHED
    log = Undo(won.after.game, (LoggedReport(5, ALICE, report.report),))
    assert isinstance(decide(won.after, log, alice), Decision)
    closed = replace(won.after, terms=LeagueTerms(result_closed=True))
    refused = decide(closed, log, alice)
    assert isinstance(refused, Refusal) and "league round is over" in refused.message.english()


def test_a_dispute_sets_the_waiting_report_aside() -> None:
    first = match(ALICE, BOB)
    state = stored(decided(first, sent(first, alice, life(BOB, 0)), alice))
    disputed = decided(state, Dispute(5), bob)
    assert disputed.after.waiting is None and disputed.after.game == state.game
    assert kinds(disputed) == ["CloseWaiting", "MarkReport"]


def test_a_proposal_waits_for_every_other_player() -> None:
    state = match(ALICE, BOB, CAROL, DAVE, best_of=1)
    proposed = stored(decided(state, Propose(PendingKind.MATCH_DRAW), alice))
    assert proposed.waiting is not None
    assert proposed.waiting.awaited == ("bob", "carol", "dave")
    agreed = stored(decided(proposed, Confirm(5), bob))
    assert agreed.waiting is not None and agreed.waiting.confirmed == ("bob",)
    # The same proposal from another awaited player is their agreement.
    again = stored(decided(agreed, Propose(PendingKind.MATCH_DRAW), carol))
    assert again.waiting is not None and again.waiting.still_awaited == ("dave",)
    done = decided(again, Confirm(5), dave)
    assert done.after.status is MatchStatus.FINISHED
    assert done.after.result is not None and done.after.result["reason"] == "intentional_draw"
    assert done.after.game.status is GameStatus.UNPLAYED


def test_a_judge_ends_the_match_whatever_waits() -> None:
    first = match(ALICE, BOB)
    state = stored(decided(first, sent(first, alice, life(ALICE, 12), key="a"), alice))
    state = stored(decided(state, sent(state, alice, life(BOB, 0), key="b"), alice))
    ended = decided(state, Propose(PendingKind.MATCH_END), judge)
    assert ended.after.status is MatchStatus.FINISHED
    assert ended.after.game.status is GameStatus.UNFINISHED  # reports stood: a draw
    assert ended.after.draws == 1
    assert kinds(ended)[:2] == ["CloseWaiting", "MarkReport"]  # the waiting report: undone


def test_a_judges_result_ends_the_match_as_the_judge_recorded_it() -> None:
    """A league's fix on a match still being played: alice leads 1-0 in games, the judge
    records bob winning 2-0. The match ends so (not "alice, match ended early"), and what
    waited is withdrawn."""
    first = match(ALICE, BOB, wins=(1, 0))
    state = stored(decided(first, sent(first, alice, life(BOB, 0)), alice))
    refusal = decide(state, RecordResult("bob", (0, 2)), alice)
    assert isinstance(refusal, Refusal) and refusal.not_allowed
    stranger = decide(state, RecordResult("zed"), judge)
    assert isinstance(stranger, Refusal) and "zed is not a player" in stranger.message.english()

    ended = decided(state, RecordResult("bob", (0, 2)), judge)
    assert ended.after.status is MatchStatus.FINISHED and ended.after.wins == (0, 2)
    assert ended.after.result == {
        "winner_side": 1,
        "winners": ["bob"],
        "score": "0-2",
        "reason": "judge",
        "citations": [],
    }
    assert kinds(ended)[:2] == ["CloseWaiting", "MarkReport"]  # the waiting report: undone
    # A draw keeps the games as they stand unless the judge gives them.
    drawn = decided(match(ALICE, BOB, wins=(1, 1)), RecordResult(None), judge)
    assert drawn.after.result is not None and drawn.after.result["winners"] == []
    assert drawn.after.wins == (1, 1) and drawn.after.game.status is GameStatus.UNPLAYED


def test_a_batch_collects_then_resolves_with_each_players_own_consent() -> None:
    state = match(ALICE, BOB, batch=OpenBatch(3, (), (), (), ()))
    added = stored(decided(state, sent(state, alice, life(ALICE, 0), key="a"), alice))
    added = stored(decided(added, sent(added, bob, life(BOB, 0), key="b"), bob))
    assert added.batch is not None and added.batch.keys == ("a", "b")
    assert added.game == state.game  # nothing is applied while collecting
    resolved = decided(added, ResolveBatch("r"), alice)
    # Each reported their own loss: both consented, so nothing waits; the game is drawn.
    assert resolved.after.waiting is None and resolved.after.draws == 1
    assert kinds(resolved)[:2] == ["CloseBatch", "AppendReport"]
    empty = decide(state, ResolveBatch("r"), alice)
    assert isinstance(empty, Refusal) and "empty" in empty.message.english()


def test_a_bad_event_is_refused_with_the_rules_message() -> None:
    state = match(ALICE, BOB)
    bad = decide(
        state,
        SendReport(parse_report({"event": "poison", "player": "alice", "delta": -1}), "k"),
        alice,
    )
    assert isinstance(bad, Refusal)


def test_a_report_that_takes_out_several_players_waits_for_each_of_them() -> None:
    state = match(ALICE, BOB, CAROL, best_of=1)
    waits = stored(decided(state, sent(state, alice, life(BOB, 0), life(CAROL, 0)), alice))
    assert waits.waiting is not None and waits.waiting.awaited == ("bob", "carol")
    one = decided(waits, Confirm(5), bob)
    assert one.answer.status == "pending" and one.answer.report_id == 50
    assert one.after.waiting is not None and one.after.waiting.still_awaited == ("carol",)
    assert one.after.game == state.game  # nothing applied yet
    done = decided(stored(one), Confirm(5), carol)
    assert done.after.status is MatchStatus.FINISHED
    assert done.after.result is not None and done.after.result["winners"] == ["alice"]


def test_a_batch_resolved_by_another_is_credited_to_its_reporter() -> None:
    state = match(ALICE, BOB, batch=OpenBatch(3, (), (), (), ()))
    added = stored(decided(state, sent(state, alice, life(BOB, 0), key="a"), alice))
    resolved = decided(added, ResolveBatch("r"), bob)
    row = resolved.changes[1]
    assert isinstance(row, rows.AppendReport) and row.reporter_id == ALICE
    assert resolved.after.waiting is not None and resolved.after.waiting.requested_by == ALICE


def test_the_chooser_plays_first_or_second_before_the_game_begins() -> None:
    state = match(ALICE, BOB)  # alice chooses game 1
    refusal = decide(state, Choose(True), bob)
    assert isinstance(refusal, Refusal) and refusal.not_allowed
    second = decided(state, Choose(False), alice)
    assert second.after.game.choice == "draw" and second.after.game.first_player == "bob"
    begun = decided(state, sent(state, alice, life(ALICE, 19)), alice).after
    late = decide(begun, Choose(True), alice)
    assert isinstance(late, Refusal) and "already begun" in late.message.english()


# -- starting, undoing, importing, settings ------------------------------------------------------


def starting(*users: int, **more: Any) -> StartMatch:
    players = tuple(PlayerSpec(u, NAMES[u]) for u in users)
    return StartMatch(7, 8, "magic", players, draw=lambda setup: setup.players[-1], **more)


def test_a_start_is_a_new_match_with_its_first_game_drawn_by_the_caller() -> None:
    started = start(starting(ALICE, BOB), alice)
    assert isinstance(started, Decision) and started.before is None
    assert kinds(started) == ["CreateMatch", "StartGame"]
    after = started.after
    assert after.version == 0 and after.best_of == 3 and after.wins == (0, 0)
    assert [p.name for p in after.roster.players] == ["alice", "bob"]
    assert after.game.chooser == "bob" and after.game.chooser_rule == "random (secrets)"
    seeded = start(starting(ALICE, BOB, first_chooser=("alice", "higher seed")), alice)
    assert isinstance(seeded, Decision) and seeded.after.game.chooser == "alice"


def test_a_start_is_refused_for_outsiders_repeated_seats_and_bad_options() -> None:
    outsider = start(starting(ALICE, BOB), carol)
    assert isinstance(outsider, Refusal) and outsider.not_allowed
    assert isinstance(start(starting(ALICE, BOB), judge), Decision)
    twice = start(StartMatch(7, 8, "magic", (PlayerSpec(ALICE, "a"),) * 2), alice)
    assert isinstance(twice, Refusal) and "only one seat" in twice.message.english()
    for bad in ({"best_of": 4}, {"best_of": True}, {"starting_life": 0}):
        assert isinstance(start(starting(ALICE, BOB, **bad), alice), Refusal), bad
    unknown = start(StartMatch(7, 8, "chess", starting(ALICE, BOB).players), alice)
    assert isinstance(unknown, Refusal)


def logged(state: MatchState, *reports: tuple[int, int, dict[str, Any]]) -> Undo:
    return Undo(
        state.game,
        tuple(LoggedReport(i, who, read_report(state.roster, judge, [e])) for i, who, e in reports),
    )


def test_undo_takes_the_last_report_back_and_rebuilds_the_game_from_the_rest() -> None:
    state = match(ALICE, BOB)
    for key, event in (("a", life(ALICE, 17)), ("b", life(BOB, 12))):
        state = decided(state, sent(state, alice, event, key=key), alice).after
    log = logged(state, (1, ALICE, life(ALICE, 17)), (2, BOB, life(BOB, 12)))
    refusal = decide(state, log, alice)  # bob's report: bob or a judge takes it back
    assert isinstance(refusal, Refusal) and refusal.not_allowed
    undone = decided(state, log, bob)
    assert undone.after.game.state.life == {"alice": 17, "bob": 20}
    assert undone.after.version == state.version + 1 and undone.undone is not None
    assert kinds(undone) == ["StoreGame", "MarkReport"]
    nothing = decide(state, Undo(state.game, ()), alice)
    assert isinstance(nothing, Refusal) and "no report to undo" in nothing.message.english()


def test_undoing_the_report_that_won_the_match_reopens_it_at_that_game() -> None:
    state = match(ALICE, BOB, wins=(1, 0))
    won = decided(state, sent(state, alice, life(BOB, 0)), alice, GuildPolicy(False)).after
    assert won.status is MatchStatus.FINISHED
    log = logged(state, (1, ALICE, life(BOB, 0)))
    over = replace(log, game=won.game)
    loser = decide(won, over, bob)  # a settled game: only who won it, or a judge
    assert isinstance(loser, Refusal) and loser.not_allowed
    reopened = decided(won, over, alice)
    after = reopened.after
    assert after.status is MatchStatus.ACTIVE and after.result is None and after.wins == (1, 0)
    assert after.game.status is GameStatus.PLAYING and after.game.state.life["bob"] == 20


def test_undo_reaches_back_into_the_game_before_while_the_new_one_is_empty() -> None:
    state = match(ALICE, BOB)
    ended = decided(state, sent(state, alice, life(BOB, 0)), alice, GuildPolicy(False))
    assert ended.after.game.number == 2
    over = next(c for c in ended.changes if isinstance(c, rows.StoreGame)).game
    log = Undo(over, (LoggedReport(1, ALICE, read_report(state.roster, alice, [life(BOB, 0)])),))
    reopened = decided(ended.after, log, alice)
    assert kinds(reopened) == ["DropGame", "StoreGame", "MarkReport"]
    assert reopened.after.game.number == 1 and reopened.after.wins == (0, 0)


def test_undo_withdraws_what_waits_and_is_refused_while_a_batch_is_open() -> None:
    first = match(ALICE, BOB)
    waiting = stored(decided(first, sent(first, alice, life(BOB, 0)), alice))
    withdrawn = decided(waiting, Undo(waiting.game, ()), alice)
    assert withdrawn.after.waiting is None and kinds(withdrawn) == ["CloseWaiting", "MarkReport"]
    batched = match(ALICE, BOB, batch=OpenBatch(3, (), (), (), ()))
    refusal = decide(batched, Undo(batched.game, ()), alice)
    assert isinstance(refusal, Refusal) and "batch" in refusal.message.english()


def test_a_match_document_is_imported_as_it_was_played() -> None:
    document = {
        "system": "magic",
        "players": ["alice", "bob"],
        "starting_life": 20,
        "user_ids": {"alice": ALICE, "bob": BOB},
        "games": [
            {"reports": [{"event": "life", "player": "bob", "set": 0}]},
            {"reports": [{"event": "life", "player": "alice", "set": 5}]},
        ],
    }
    made = imported(ImportMatch(7, 8, document, None, None, "import:x"), alice)
    assert made.before is None and not made.finished
    assert kinds(made) == [
        "CreateMatch",
        *("StartGame", "AppendReport") * 2,
    ]
    keys = [c.key for c in made.changes if isinstance(c, rows.AppendReport)]
    assert keys == ["import:x:1", "import:x:2"]
    after = made.after
    assert after.version == 2 and after.wins == (1, 0) and after.game.number == 2
    assert after.game.state.life["alice"] == 5 and after.roster.users.get("bob") == BOB


def test_settings_change_only_what_is_given_and_refuse_an_unknown_game() -> None:
    current = ServerSettings(7, judge_role_id=5, default_game="magic")
    changed = change_settings(current, ChangeSettings(confirmation_required=False))
    assert changed == ServerSettings(7, 5, False, "magic")
    cleared = change_settings(current, ChangeSettings(judge_role_id=6, clear_judge_role=True))
    assert isinstance(cleared, ServerSettings) and cleared.judge_role_id is None
    refusal = change_settings(current, ChangeSettings(default_game="chess"))
    assert (
        isinstance(refusal, Refusal)
        and "grand-archive, magic or terrus" in refusal.message.english()
    )
