"""What a request does to a match, decided purely: `decide(state, command, actor, policy)`.

One small function per command. Each returns the `Decision` (the next state, the rows to
store, the answer) or a `Refusal`; bot.store.matches writes a decision in one transaction.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, replace
from typing import Any

from bot.core.match import carry, scoring
from bot.core.match.commands import (
    Actor,
    CancelBatch,
    Choose,
    Command,
    ConcedeMatch,
    Confirm,
    Dispute,
    GuildPolicy,
    Propose,
    RecordResult,
    ResolveBatch,
    SendReport,
    ShowIn,
    StartBatch,
    Undo,
)
from bot.core.match.decision import (
    AppendReport,
    BeginBatch,
    Change,
    CloseBatch,
    CloseWaiting,
    CollectInBatch,
    Decision,
    DropGame,
    MarkReport,
    OpenWaiting,
    RecordAgreement,
    Refusal,
    Refused,
    Reply,
    ShowBoard,
    ShowWaiting,
    StartGame,
    StoreGame,
)
from bot.core.match.report_reading import (
    batch_consent,
    check_player_or_judge,
    confirmers_of,
    in_match,
    judge,
)
from bot.core.match.state import (
    CurrentGame,
    LoggedReport,
    MatchState,
    OpenBatch,
    Roster,
    Waiting,
)
from bot.core.match.statuses import (
    GameStatus,
    MatchStatus,
    PendingKind,
    PendingStatus,
    ReplyStatus,
    ReportStatus,
)
from bot.core.rules import GameState, Standing, Verdict, parse_report, replay
from bot.core.rules import Report as RulesReport
from bot.core.rules.games import IntentionalDraws, game_of

NOTHING_WAITS = "Nothing here is waiting for confirmation any more."
REPORT_WAITS = (
    "A report is waiting for confirmation. Confirm or dispute it first (the buttons on its "
    "message, or in /match status), or undo it if it was yours."
)

# A swiss playoff match cannot end in a draw (shared/spec/league-format.md, Playoffs).
NO_DRAW = {
    PendingKind.MATCH_DRAW: "A playoff match cannot end in a draw: there is no intentional "
    "draw. Play the match out.",
    PendingKind.MATCH_END: "A playoff match cannot end in a draw, and the game wins are level "
    "({score}). Play on, or call a judge: they record the winner with /league result.",
}
RESULT_CLOSED = (
    "This match's league round is over (the next round is paired), so its result is closed; "
    "a judge can change it with /league result."
)

ANY_GUILD = GuildPolicy()


def decide(
    state: MatchState, command: Command, actor: Actor, policy: GuildPolicy = ANY_GUILD
) -> Decision | Refusal:
    try:
        if isinstance(command, ShowIn):  # Arbiter's own note: no actor's
            return show_in(state, command)
        return _decided(state, command, in_match(state.roster, actor), policy)
    except Refused as refused:
        return refused.refusal


# -- the commands -------------------------------------------------------------------------------


def _decided(state: MatchState, command: Command, actor: Actor, policy: GuildPolicy) -> Decision:
    match command:
        case SendReport():
            return report(state, command, actor, policy)
        case ResolveBatch():
            return resolve_batch(state, command, actor, policy)
        case Confirm():
            return confirm(state, command, actor)
        case Dispute():
            return dispute(state, command, actor)
        case StartBatch():
            return start_batch(state, actor)
        case CancelBatch():
            return cancel_batch(state, actor)
        case Undo():
            return undo(state, command, actor)
        case Choose():
            return choose(state, command, actor)
        case Propose():
            return propose(state, command, actor)
        case ConcedeMatch():
            return concede_match(state, command, actor)
        case RecordResult():
            return record_result(state, command, actor)
    raise AssertionError(f"not a command: {command!r}")  # ShowIn: decided by `decide`


def report(state: MatchState, command: SendReport, actor: Actor, policy: GuildPolicy) -> Decision:
    """A report: collected into the open batch, waiting for those it takes out, or applied."""
    if state.waiting is not None:
        raise Refused(REPORT_WAITS)
    _refuse_a_game_begun_after_time(state)
    if state.batch is not None:
        return _collected(state, state.batch, command, actor)
    verdict = judge(state.game.state, command.report)
    awaited = confirmers_of(state.roster, actor, verdict) if policy.confirmation_required else ()
    return _recorded(state, command.report, verdict, actor.user_id, command.key, awaited)


def resolve_batch(
    state: MatchState, command: ResolveBatch, actor: Actor, policy: GuildPolicy
) -> Decision:
    """The batch's events judged as one simultaneous report; a player's consent covers only
    the events they reported (report_reading.batch_consent)."""
    batch = _open_batch(state, actor)
    if not batch.events:
        raise Refused("The batch is empty: report events first, or /batch cancel.")
    events = tuple(parse_report(dict(e)).events[0] for e in batch.events)
    together = RulesReport(events, simultaneous=True)
    verdict = judge(state.game.state, together)
    consented = batch_consent(state.roster, state.game.state, together, batch.origins, verdict)
    # Credited to the first of its reporters not asked to confirm (their own events are not
    # what they confirm), else to whoever reported first: not to whoever resolved it.
    awaited = confirmers_of(state.roster, actor, verdict, consented)
    asked = {state.roster.users.get(p) for p in awaited}
    reporters = [origin[0] for origin in batch.origins] or list(batch.reporters)
    credited = next(iter([u for u in reporters if u not in asked] or reporters), actor.user_id)
    if not policy.confirmation_required:
        awaited = ()
    unbatched = replace(state, batch=None)
    recorded = _recorded(unbatched, together, verdict, credited, command.key, awaited)
    closed = CloseBatch(batch.id, batch.keys, ReportStatus.MERGED)
    return replace(recorded, before=state, changes=(closed, *recorded.changes))


def confirm(state: MatchState, command: Confirm, actor: Actor) -> Decision:
    """What happens on Confirm: what waits takes effect once every awaited player confirmed
    it (each player a report takes out, every other side's player for a proposal), or a judge
    did; until then the confirmation is recorded. A report then takes effect as if made now."""
    waiting = _waiting_for(state, command.pending_id, actor)
    name = state.roster.names.get(actor.user_id)
    confirmed = waiting.confirmed if name is None else tuple(sorted({*waiting.confirmed, name}))
    if not actor.is_judge and any(p not in confirmed for p in waiting.awaited):
        recorded = replace(waiting, confirmed=confirmed)
        answer = Reply(
            ReplyStatus.PENDING,
            state.game.number,
            waiting.would_decide,
            pending_id=waiting.id,
            report_id=waiting.report_id,
        )
        changes = (RecordAgreement(waiting.id, confirmed),)
        return Decision(state, _next(state, waiting=recorded), changes, answer)
    closed = [CloseWaiting(waiting.id, PendingStatus.CONFIRMED, actor.user_id)]
    if waiting.kind is PendingKind.REPORT:
        return _confirmed_report(state, waiting, closed)
    return _agreed(state, waiting.kind, closed, waiting.would_decide)


def dispute(state: MatchState, command: Dispute, actor: Actor) -> Decision:
    """What waits is refused: a waiting report is set aside and has no effect."""
    waiting = _waiting_for(state, command.pending_id, actor)
    changes = tuple(_set_aside(waiting, actor, PendingStatus.DISPUTED))
    answer = Reply(ReplyStatus.DISPUTED, state.game.number)
    return Decision(state, _next(state, waiting=None), changes, answer)


def proposal_text(kind: PendingKind, game: CurrentGame) -> str:
    if kind is PendingKind.MATCH_DRAW:
        return "the match ends as an intentional draw"
    # Between games (nothing reported in the current one) no game is in progress to draw.
    if game.has_reports:
        return (
            "the match ends now; the game in progress counts as a draw and the match goes "
            "to whoever has more game wins"
        )
    return "the match ends now, before the next game; it goes to whoever has more game wins"


def propose(state: MatchState, command: Propose, actor: Actor) -> Decision:
    """A match draw or an early end. A judge's takes effect at once (ending the match
    whatever waits); a player's waits for the other sides' players, and the same proposal
    from one of them is their agreement."""
    name = state.roster.names.get(actor.user_id)
    if name is None and not actor.is_judge:
        raise Refused("Only this match's players or a judge can do that.", not_allowed=True)
    if not state.terms.draw_allowed and (
        command.kind is PendingKind.MATCH_DRAW or len(set(state.wins)) == 1
    ):
        score = "-".join(map(str, state.wins))
        raise Refused(NO_DRAW[command.kind].format(score=score))
    waiting = state.waiting
    if waiting is not None:
        if waiting.kind is command.kind and name in waiting.still_awaited:
            return confirm(state, Confirm(waiting.id), actor)
        if not (actor.is_judge and command.kind is PendingKind.MATCH_END):
            raise Refused(
                "Something is already waiting for confirmation; settle it first (its Confirm "
                "or Dispute buttons, or /undo if it is yours)."
            )
    withdrawn = _set_aside(waiting, actor)
    game = state.game
    played = game_of(state.roster.setup.system)
    if (
        command.kind is PendingKind.MATCH_DRAW
        and played.tournament.intentional_draws is IntentionalDraws.BEFORE_FIRST_GAME
        and (game.number > 1 or game.has_reports)
    ):
        raise Refused(
            f"{played.names.title} allows an intentional draw only before the first game "
            "begins. End the match early with /match end instead."
        )
    text = (proposal_text(command.kind, game),)
    if actor.is_judge and name is None:
        return _agreed(state, command.kind, withdrawn, text)
    own_team = state.roster.setup.team_of(name) if name else ()
    others = tuple(p for p in state.roster.setup.players if p not in own_team)
    proposal = Waiting(0, command.kind, actor.user_id, others, (), text)
    opened = OpenWaiting(command.kind, actor.user_id, others, text)
    answer = Reply(ReplyStatus.PENDING, game.number, text)
    return Decision(state, _next(state, waiting=proposal), (*withdrawn, opened), answer)


def start_batch(state: MatchState, actor: Actor) -> Decision:
    check_player_or_judge(state.roster, actor)
    if state.batch is not None:
        raise Refused(
            "A batch is already open here: add reports, then /batch resolve or /batch cancel."
        )
    if state.waiting is not None:
        raise Refused("A report is waiting for confirmation; settle it first.")
    opened = OpenBatch(0, (), (), (), ())  # its id is assigned by the store
    changes = (BeginBatch(state.game.number, actor.user_id),)
    return Decision(
        state, _next(state, batch=opened), changes, Reply(ReplyStatus.BATCH, state.game.number)
    )


def cancel_batch(state: MatchState, actor: Actor) -> Decision:
    changes = _cancelled(_open_batch(state, actor))
    return Decision(
        state, _next(state, batch=None), changes, Reply(ReplyStatus.BATCH, state.game.number)
    )


def _open_batch(state: MatchState, actor: Actor) -> OpenBatch:
    check_player_or_judge(state.roster, actor)
    if state.batch is None:
        raise Refused("No batch is open here. Start one with /batch start.")
    return state.batch


def _cancelled(batch: OpenBatch | None) -> tuple[Change, ...]:
    return () if batch is None else (CloseBatch(batch.id, batch.keys, ReportStatus.CANCELLED),)


def concede_match(state: MatchState, command: ConcedeMatch, actor: Actor) -> Decision:
    """The other side wins the match; the conceder keeps the games they won (MTR 2.5)."""
    roster, setup = state.roster, state.roster.setup
    who = command.player if command.player is not None else actor.user_id
    name = roster.names.get(who) if isinstance(who, int) else who
    if name is None or name not in setup.players:
        raise Refused("Only a player of this match can concede it.")
    if roster.names.get(actor.user_id) != name and not actor.is_judge:
        raise Refused(f"Only {name} or a judge can concede the match for {name}.", not_allowed=True)
    if len(setup.teams) != 2:
        raise Refused("In a multiplayer match, concede the game with /concede; the others play on.")
    winner = 1 - next(i for i, team in enumerate(setup.teams) if name in team)
    score = scoring.after_concession(state.best_of, scoring.Score(state.wins, state.draws), winner)
    end = scoring.MatchEnd(winner, "concession", score.text())
    return _ended(state, _set_aside(state.waiting, actor), GameStatus.UNPLAYED, score, end)


def record_result(state: MatchState, command: RecordResult, actor: Actor) -> Decision:
    """A judge's result ends the match at once, with the winner and the game score the judge
    gave (the match's thread, its history and the league then say the same); whatever waited
    is withdrawn and an open batch cancelled."""
    if not actor.is_judge:
        raise Refused("Only a judge can record a match's result.", not_allowed=True)
    teams = state.roster.setup.teams
    side = next((i for i, team in enumerate(teams) if command.winner in team), None)
    if command.winner is not None and side is None:
        raise Refused(f"{command.winner} is not a player of this match.")
    given = command.wins is not None
    score = scoring.Score(command.wins or state.wins, command.draws if given else state.draws)
    if len(score.wins) != len(teams) or min(score.wins) < 0 or score.draws < 0:
        raise Refused("The result needs each side's game wins, none below zero.")
    stopped = GameStatus.UNFINISHED if state.game.has_reports else GameStatus.UNPLAYED
    end = scoring.MatchEnd(side, "judge", score.text())
    return _ended(state, _set_aside(state.waiting, actor), stopped, score, end)


def show_in(state: MatchState, command: ShowIn) -> Decision:
    """A message now shows the match (its scoreboard) or what waits in it. Not a change of
    the match: its version stays (what a retry is recognised by, bot.store.requests), and its
    claim still fails if the match changed since it was read."""
    if command.pending_id is None:
        after = replace(state, scoreboard_message_id=command.message_id)
        shown: Change = ShowBoard(command.message_id)
    else:
        waiting = state.waiting
        if waiting is None or waiting.id != command.pending_id:
            raise Refused(NOTHING_WAITS)  # settled meanwhile: its message shows nothing now
        after = replace(state, waiting=replace(waiting, message_id=command.message_id))
        shown = ShowWaiting(waiting.id, command.message_id)
    return Decision(state, after, (shown,), Reply(ReplyStatus.SHOWN, state.game.number))


def withdraw(state: MatchState, waiting: Waiting, actor: Actor) -> Decision:
    """A waiting report taken back by whoever made it (or a judge): it never takes effect."""
    if waiting.requested_by != actor.user_id and not actor.is_judge:
        raise Refused(
            "Only whoever made the waiting report, or a judge, can withdraw it.", not_allowed=True
        )
    changes = tuple(_set_aside(waiting, actor))
    return Decision(state, _next(state, waiting=None), changes, Reply(ReplyStatus.WITHDRAWN, 0))


def choose(state: MatchState, command: Choose, actor: Actor) -> Decision:
    """Play or draw, said by the game's chooser (or a judge) before it begins (MTR 2.2)."""
    game = state.game
    chooser = game.chooser or ""
    if state.roster.names.get(actor.user_id) != chooser and not actor.is_judge:
        raise Refused(f"{chooser} chooses play or draw for game {game.number}.", not_allowed=True)
    if game.choice is not None and not game.has_reports and _first_player_by_rule(state):
        raise Refused(
            f"{game.first_player} plays first in game {game.number}: that is settled, nothing "
            "is left to choose."
        )
    if game.choice is not None or (game.has_reports and game.first_player is not None):
        raise Refused(f"Game {game.number} has already begun; the choice is made before it starts.")
    _refuse_a_game_begun_after_time(state)
    chosen = replace(
        game,
        choice="play" if command.play_first else "draw",
        first_player=(
            chooser if command.play_first else scoring.next_opponent(state.roster.setup, chooser)
        ),
    )
    changes = (StoreGame(chosen, ended=False),)
    return Decision(
        state, _next(state, game=chosen), changes, Reply(ReplyStatus.CHOSEN, game.number)
    )


def _first_player_by_rule(state: MatchState) -> bool:
    """Where the game says so (Grand Archive multiplayer): after game 1 the first player who
    lost goes first, nobody chooses (after a game with no loser the chooser still may, and that
    reads the same)."""
    setup = state.roster.setup
    first_out_starts = game_of(setup.system).tournament.first_out_starts
    return first_out_starts and setup.is_multiplayer and state.game.number > 1


def undo(state: MatchState, command: Undo, actor: Actor) -> Decision:
    """Take back the last applied report (its reporter, or a judge; once it ended its game,
    those who won that game): it stays in the log, marked undone, and its game is rebuilt
    from the reports that still stand. One that ended its game takes that result back (and
    the match's, reopening it); the game begun since, still empty, is dropped. What waits
    for confirmation is withdrawn instead."""
    if state.status is not MatchStatus.ACTIVE and state.terms.result_closed:
        raise Refused(RESULT_CLOSED)
    if state.waiting is not None:
        return withdraw(state, state.waiting, actor)
    if state.batch is not None:
        raise Refused("A batch is open: /batch resolve or /batch cancel it before undoing.")
    game = command.game
    if not command.log:
        # Someone who may not undo hears that first, not that there is nothing to undo.
        check_player_or_judge(state.roster, actor)
        raise Refused(f"Game {game.number} has no report to undo yet.")
    last = command.log[-1]
    _check_may_undo(state.roster, game, last, actor)
    standing = [r.report for r in command.log[:-1]]
    replayed = replay(carry.opening_setup(state.roster.setup, game.stored), standing)
    stored = carry.rebuild(game.stored, replayed, standing)
    rebuilt = replace(game, stored=stored, state=replayed, has_reports=bool(standing))
    after = _next(state, game=rebuilt)
    if game.status is GameStatus.OVER:
        after = _unscored(after, game.state)
    dropped: list[Change] = [DropGame(state.game.number)] if game.number < state.game.number else []
    changes = (
        *dropped,
        StoreGame(after.game, ended=False),
        MarkReport(last.id, ReportStatus.UNDONE, actor.user_id),
    )
    answer = Reply(ReplyStatus.UNDONE, game.number)
    return Decision(state, after, changes, answer, undone=last.report)


def reopens(state: MatchState) -> bool:
    """Whether a finished match may still take its last report back: a game report finished
    it (it won the match, or ended the last game after time)."""
    reason = (state.result or {}).get("reason")
    return reason == "games" or (reason == "early_end" and state.game.status is GameStatus.OVER)


def _check_may_undo(roster: Roster, game: CurrentGame, last: LoggedReport, actor: Actor) -> None:
    if actor.is_judge:
        return
    winners = [o.player for o in game.state.outcomes if o.standing is Standing.WON]
    if game.status is GameStatus.OVER and winners:
        # Taking back a settled game takes a win away: that is for those who won it.
        if roster.names.get(actor.user_id) not in winners:
            raise Refused(
                f"Game {game.number} is settled: only {', '.join(winners)} (who won it) "
                "or a judge can take its last report back.",
                not_allowed=True,
            )
        return
    if last.reporter_id != actor.user_id:
        raise Refused(
            f"Only <@{last.reporter_id}>, who made the last report, or a judge can undo it.",
            not_allowed=True,
        )


def _unscored(state: MatchState, ended: GameState) -> MatchState:
    """The game that ended in `ended` is playing again: its result leaves the score, and the
    match is active again."""
    winner = scoring.game_result(ended)
    return replace(
        state,
        game=replace(state.game, status=GameStatus.PLAYING),
        wins=tuple(w - (i == winner) for i, w in enumerate(state.wins)),
        draws=state.draws - (winner is None),
        status=MatchStatus.ACTIVE,
        result=None,
    )


def _refuse_a_game_begun_after_time(state: MatchState) -> None:
    """Once time is called on the match's round, a game not begun by then (a later game
    with no choice of play or draw and nothing reported: a first report or choice would
    begin it now) is not played (MTG MTR 2.4, GA End of Round): the match ends on the games
    won. Game 1 is left to the judge (a table started after time)."""
    game = state.game
    if state.terms.time_called and game.number > 1 and game.choice is None and not game.has_reports:
        score = scoring.score_line(state.roster.setup.teams, state.wins, state.draws)
        rules = game_of(state.roster.setup.system).tournament.time_rule
        raise Refused(
            f"Time was called before game {game.number} began, and no new game starts after "
            f"time ({rules}): nothing was recorded. The match ends on the games played "
            f"({score}): /match end records it."
        )


def _set_aside(
    waiting: Waiting | None, actor: Actor, how: PendingStatus = PendingStatus.WITHDRAWN
) -> list[Change]:
    """What waited never takes effect: withdrawn (a waiting report undone) or disputed."""
    if waiting is None:
        return []
    changes: list[Change] = [CloseWaiting(waiting.id, how, actor.user_id)]
    if waiting.report_id is not None:
        marked = ReportStatus.DISPUTED if how is PendingStatus.DISPUTED else ReportStatus.UNDONE
        changes.append(MarkReport(waiting.report_id, marked, actor.user_id))
    return changes


# -- the steps the commands share ---------------------------------------------------------------


def _next(state: MatchState, **changed: Any) -> MatchState:
    """The state after a write: the next version, with `changed`."""
    return replace(state, version=state.version + 1, **changed)


def _told(status: ReplyStatus, state: MatchState, verdict: Verdict) -> Reply:
    return Reply(
        status,
        state.game.number,
        tuple(o.explain() for o in verdict.outcomes),
        tuple(f"{n.text} ({', '.join(n.citations)})" for n in verdict.notes),
        game_over=verdict.game_over and status is ReplyStatus.APPLIED,
    )


def _recorded(
    state: MatchState,
    events: RulesReport,
    verdict: Verdict,
    reporter: int,
    key: str,
    awaited: tuple[str, ...],
) -> Decision:
    """A judged report joins the log, credited to `reporter` under the request's `key`. It
    waits for confirmation by `awaited`, those it takes out who did not consent to it
    (nobody when a judge stands behind it or the guild waives it)."""
    if awaited:
        answer = _told(ReplyStatus.PENDING, state, verdict)
        outcomes = answer.outcomes
        # Its id is assigned by the store.
        waiting = Waiting(0, PendingKind.REPORT, reporter, awaited, (), outcomes, report=events)
        after = _next(state, waiting=waiting)
        played: tuple[Change, ...] = (OpenWaiting(PendingKind.REPORT, reporter, awaited, outcomes),)
    else:
        after, played, answer = _play(state, events, verdict)
    status = ReportStatus.PENDING if awaited else ReportStatus.APPLIED
    row = AppendReport(state.game.number, reporter, key, events.to_dict(), status, asdict(answer))
    finished = after.status is not MatchStatus.ACTIVE
    return Decision(state, after, (row, *played), answer, finished=finished)


def _collected(state: MatchState, batch: OpenBatch, command: SendReport, actor: Actor) -> Decision:
    """A report collected into the open batch; each event is checked on its own now, so a
    typo is refused when it is made."""
    events = command.report.events
    for event in events:
        judge(state.game.state, RulesReport((event,)))
    grown = replace(
        batch,
        events=(*batch.events, *(e.to_dict() for e in events)),
        origins=(*batch.origins, *((actor.user_id, actor.is_judge) for _ in events)),
        reporters=(*batch.reporters, actor.user_id),
        keys=(*batch.keys, command.key),
    )
    answer = Reply(ReplyStatus.BATCHED, state.game.number)
    changes = (
        AppendReport(
            state.game.number,
            actor.user_id,
            command.key,
            command.report.to_dict(),
            ReportStatus.BATCHED,
            asdict(answer),
        ),
        CollectInBatch(grown.id, grown.events, grown.origins, grown.reporters, grown.keys),
    )
    return Decision(state, _next(state, batch=grown), changes, answer)


def _play(
    state: MatchState, events: RulesReport, verdict: Verdict
) -> tuple[MatchState, tuple[Change, ...], Reply]:
    """Apply a judged report to the game; end the game, and the match, when it ends them."""
    answer = _told(ReplyStatus.APPLIED, state, verdict)
    game = state.game
    # Play begins, and whoever chose plays first unless they said otherwise (MTR 2.2); not
    # with starting life that carries over (Terrus vitae: setting up), while nothing else is
    # reported.
    setting_up = (
        carry.carries(state.roster.setup)
        and game.first_player is None
        and carry.sets_starting_vitae(game.stored, events)
    )
    played = replace(
        game,
        stored=carry.store(game.stored, verdict.state, events),
        state=verdict.state,
        first_player=game.first_player or (None if setting_up else game.chooser),
        has_reports=True,
    )
    if not verdict.game_over:
        return _next(state, game=played), (StoreGame(played, ended=False),), answer
    over = replace(played, status=GameStatus.OVER)
    score = scoring.Score(state.wins, state.draws).counting(scoring.game_result(verdict.state))
    scored = _next(state, game=over, wins=score.wins, draws=score.draws)
    ended = scoring.match_end(state.best_of, score, state.terms.time_called)
    if ended is not None:
        answer = replace(answer, match_over=True)
        return _finished(scored, ended), (StoreGame(over, ended=True),), answer
    upcoming = scoring.next_game(state.roster.setup, over)
    changes = (StoreGame(over, ended=True), StartGame(upcoming))
    answer = replace(answer, next_chooser=upcoming.chooser)
    return replace(scored, game=upcoming), changes, answer


def _finished(state: MatchState, end: scoring.MatchEnd) -> MatchState:
    result = end.result(state.roster.setup)
    return replace(state, status=MatchStatus.FINISHED, result=result, waiting=None, batch=None)


def _waiting_for(state: MatchState, pending_id: int | None, actor: Actor) -> Waiting:
    """What Confirm and Dispute settle, once the actor may settle it."""
    waiting = state.waiting
    if waiting is None or (pending_id is not None and pending_id != waiting.id):
        raise Refused(NOTHING_WAITS)
    name = state.roster.names.get(actor.user_id)
    if not actor.is_judge and (name is None or name not in waiting.awaited):
        who = ", ".join(waiting.awaited)
        raise Refused(f"Only {who} or a judge can confirm or dispute this.", not_allowed=True)
    return waiting


def _confirmed_report(state: MatchState, waiting: Waiting, closed: Sequence[Change]) -> Decision:
    """A confirmed report takes effect: judged against the game as it stands."""
    assert waiting.report is not None and waiting.report_id is not None
    verdict = judge(state.game.state, waiting.report)
    after, played, stored = _play(replace(state, waiting=None), waiting.report, verdict)
    applied = MarkReport(waiting.report_id, ReportStatus.APPLIED, None, asdict(stored))
    answer = replace(stored, report_id=waiting.report_id)
    changes = (*closed, *played, applied)
    finished = after.status is not MatchStatus.ACTIVE
    return Decision(state, after, changes, answer, finished=finished)


def _agreed(
    state: MatchState, kind: PendingKind, closed: Sequence[Change], outcomes: tuple[str, ...]
) -> Decision:
    """A match draw or an early end, agreed: the match ends without its games (MTR 2.4-2.5)."""
    current = scoring.Score(state.wins, state.draws)
    if kind is PendingKind.MATCH_DRAW:
        end = scoring.MatchEnd(None, "intentional_draw", scoring.intentional_draw_text(current))
        return _ended(state, closed, GameStatus.UNPLAYED, current, end, outcomes)
    in_progress = state.game.has_reports
    final = scoring.after_early_end(current, in_progress)
    stopped = GameStatus.UNFINISHED if in_progress else GameStatus.UNPLAYED
    end = scoring.MatchEnd(final.leader(), "early_end", final.text())
    return _ended(state, closed, stopped, final, end, outcomes)


def _ended(
    state: MatchState,
    closed: Sequence[Change],
    stopped: GameStatus,
    score: scoring.Score,
    end: scoring.MatchEnd,
    outcomes: tuple[str, ...] = (),
) -> Decision:
    """The match ends without its games played out: after what waited is `closed`, an open
    batch is cancelled and the current game stops as `stopped`."""
    game = replace(state.game, status=stopped)
    after = _finished(_next(state, game=game, wins=score.wins, draws=score.draws), end)
    changes = (*closed, *_cancelled(state.batch), StoreGame(game, ended=True))
    # A game that never began (nothing reported in it) is not over: it was not played.
    over = state.game.has_reports
    answer = Reply(ReplyStatus.APPLIED, game.number, outcomes, game_over=over, match_over=True)
    return Decision(state, after, changes, answer, finished=True)
