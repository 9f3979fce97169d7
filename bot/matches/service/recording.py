"""Judging a report and storing it: who may report, parsing the events, the rules' verdict, the
stored answer, and finishing the game and the match when the verdict ends them. Shared by
reports, batches and confirmations.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import object_session

from bot.matches import carry, game_end, scoring
from bot.matches.errors import MatchError, NotAllowed
from bot.matches.models import APPLIED, FINISHED, PENDING, Game, Match, Report, utcnow
from bot.matches.service.settings import read_settings
from bot.matches.service.unit import Actor, Roster, Unit
from bot.matches.service.waiting import open_confirmation
from bot.matches.views import ReportAnswer
from bot.rules import (
    EventKind,
    GameSetup,
    GameState,
    RuleError,
    Standing,
    Verdict,
    apply_report,
    parse_report,
)
from bot.rules import Report as RulesReport


def first_player_of(game: Game) -> str | None:
    """Who plays first once the game is under way: with no stated choice, the chooser."""
    return game.first_player or game.chooser


def _to_names(roster: Roster, event: Mapping[str, Any]) -> dict[str, Any]:
    """Events may name players by Discord user id (int) or by their name in the match."""
    named = dict(event)
    for key in ("player", "controller", "commander"):
        if key in named:
            named[key] = _to_name(roster, named[key])
    if isinstance(named.get("players"), list):  # a loop's players
        named["players"] = [_to_name(roster, who) for who in named["players"]]
    return named


def _to_name(roster: Roster, who: object) -> object:
    if isinstance(who, int) and not isinstance(who, bool):
        name = roster.name_of(who)
        if name is None:
            raise MatchError(f"<@{who}> is not playing in this match.")
        return name
    return who


def _check_reporter(roster: Roster, actor: Actor) -> None:
    if roster.name_of(actor.user_id) is None and not actor.is_judge:
        raise NotAllowed(
            "Only this match's players or a judge can report on it. Ask a player or a judge."
        )


def _check_may_report(roster: Roster, actor: Actor, report: RulesReport) -> None:
    _check_reporter(roster, actor)
    own = roster.name_of(actor.user_id)
    for event in report.events:
        if event.kind is EventKind.PENALTY and not actor.is_judge:
            raise NotAllowed("Only a judge can give a game loss penalty; call a judge.")
        if event.kind is EventKind.CONCEDE and event.player != own and not actor.is_judge:
            raise NotAllowed(f"Only {event.player} or a judge can concede for {event.player}.")


def checked_report(
    roster: Roster, actor: Actor, events: Sequence[Mapping[str, Any]]
) -> RulesReport:
    """The report parsed, once its reporter may send it. Who may report comes first: a
    stranger hears what to do, not what is wrong with the event (that they are not
    playing, say)."""
    _check_reporter(roster, actor)
    report = _parse(roster, events)
    _check_may_report(roster, actor, report)
    return report


def _parse(roster: Roster, events: Sequence[Mapping[str, Any]]) -> RulesReport:
    if not events:
        raise MatchError("Report at least one event.")
    if not all(isinstance(event, Mapping) for event in events):
        raise MatchError('Each event must be an object with an "event" field.')
    named = [_to_names(roster, event) for event in events]
    raw = named[0] if len(named) == 1 else {"simultaneous": named}
    try:
        return parse_report(raw)
    except RuleError as error:
        raise MatchError(error.message) from None


def judge(state: GameState, report: RulesReport) -> Verdict:
    try:
        return apply_report(state, report)
    except RuleError as error:
        raise MatchError(error.message) from None


async def record(
    unit: Unit,
    session: AsyncSession,
    match: Match,
    roster: Roster,
    game: Game,
    verdict: Verdict,
    report: RulesReport,
    actor: Actor,
    key: str,
    *,
    consented: frozenset[str] | None = None,
    reporter_id: int | None = None,
) -> ReportAnswer:
    """Store a judged report. It waits for confirmation when it takes someone out who did
    not consent to it, unless a judge stands behind it. Who consented: the reporter, or
    for a batch `consented` (see bot.matches.consent). `reporter_id`: who the report is
    credited to when that is not the actor (a batch resolved by someone else)."""
    seq = await unit.bump(session, match)
    credited = actor if reporter_id is None else Actor(reporter_id)
    confirmers = confirmers_of(roster, actor, verdict, consented)
    needs_confirmation = bool(confirmers)
    if needs_confirmation:
        settings = await read_settings(session, match.guild_id)
        needs_confirmation = settings.confirmation_required
    row = report_row(
        match, game, seq, credited, key, report, PENDING if needs_confirmation else APPLIED
    )
    if needs_confirmation:
        session.add(row)
        await session.flush()
        pending = await open_confirmation(
            session,
            match,
            report_id=row.id,
            requested_by=credited.user_id,
            confirmers=confirmers,
            would_decide=[o.explain() for o in verdict.outcomes],
        )
        row.answer = answer_fields("pending", game.number, verdict, pending_id=pending.id)
    else:
        finished = await apply_verdict(unit, session, match, roster, game, verdict, report)
        # Stored with the row in its one INSERT; the report id is the row's own id.
        row.answer = answer_fields("applied", game.number, verdict, **finished)
        session.add(row)
    await session.flush()
    answer = {**(row.answer or {}), "report_id": row.id}
    return ReportAnswer(**answer, match=await unit.view(session, match))


def report_row(
    match: Match,
    game: Game,
    seq: int,
    actor: Actor,
    key: str,
    report: RulesReport,
    status: str,
    answer: dict[str, Any] | None = None,
) -> Report:
    """A report's row in the log, not yet stored."""
    assert match.id is not None  # the match is stored before anything is reported on it
    return Report(
        match_id=match.id,
        game_number=game.number,
        seq=seq,
        reporter_id=actor.user_id,
        idempotency_key=key,
        payload=report.to_dict(),
        status=status,
        answer=answer,
        # Its default, given here: pydantic inspects a default factory on every call.
        created_at=utcnow(),
    )


def confirmers_of(
    roster: Roster, actor: Actor, verdict: Verdict, consented: frozenset[str] | None = None
) -> list[str]:
    """Who must confirm a judged report before it takes effect (the guild may waive it): the
    players it takes out who did not consent to it. Nobody when a judge reports it."""
    if actor.is_judge:
        return []
    if consented is None:
        consented = frozenset({name} if (name := roster.name_of(actor.user_id)) else ())
    return [
        o.player
        for o in verdict.outcomes
        if verdict.state.standings[o.player] is not Standing.WON and o.player not in consented
    ]


def answer_fields(
    status: str,
    game_number: int,
    verdict: Verdict,
    *,
    pending_id: int | None = None,
    match_over: bool = False,
    next_chooser: str | None = None,
) -> dict[str, Any]:
    return {
        "status": status,
        "report_id": None,  # the row's own id, added when answering
        "game_number": game_number,
        "outcomes": tuple(o.explain() for o in verdict.outcomes),
        "notes": tuple(f"{n.text} ({', '.join(n.citations)})" for n in verdict.notes),
        "game_over": verdict.game_over and status == "applied",
        "match_over": match_over,
        "next_chooser": next_chooser,
        "pending_id": pending_id,
    }


async def apply_verdict(
    unit: Unit,
    session: AsyncSession,
    match: Match,
    roster: Roster,
    game: Game,
    verdict: Verdict,
    report: RulesReport,
) -> dict[str, Any]:
    """Store the new game state; finish the game, and the match, when the verdict ends them."""
    game.first_player = first_player_of(game)
    game.state = carry.store(game.state, verdict.state, report)
    if not verdict.game_over:
        return {}
    return await _finish_game(unit, session, match, roster, game, verdict.state, "over")


async def _finish_game(
    unit: Unit,
    session: AsyncSession,
    match: Match,
    roster: Roster,
    game: Game,
    state: GameState,
    status: str,
) -> dict[str, Any]:
    game.status = status
    game.ended_at = utcnow()
    score = game_end.score_after(match.wins, match.draws, state)
    match.wins, match.draws = list(score.wins), score.draws
    ended = game_end.decided_by_games(match.best_of, score)
    assert match.id is not None
    if ended is None and await unit.time_is_called(session, match.id):
        ended = game_end.ended_at_time(score)
    if ended is not None:
        finish_match(match, roster.setup, ended.winner, ended.reason, ended.score)
        return {"match_over": True}
    next_game = game_end.next_game(roster.setup, match.id, game, game.state, state)
    match.current_game = next_game.number
    session.add(next_game)
    await session.flush()
    # The session holds its rows weakly: keep this one for the answer's view, which would
    # otherwise read it back.
    session.info["next_game"] = next_game
    return {"next_chooser": next_game.chooser}


def finish_match(
    match: Match, setup: GameSetup, winner: int | None, reason: str, score: str
) -> None:
    match.status = FINISHED
    match.finished_at = utcnow()
    session = object_session(match)
    if session is not None:  # its roster is let go once this commits
        session.info.setdefault("ended", []).append(match.id)
    match.pending_id = None
    match.batch_id = None
    match.result = scoring.match_result(setup, winner, reason, score)
