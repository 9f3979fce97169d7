"""Reading a report: who may send it, its events with the players named as the match names
them, the rules engine's verdict on them, and who must confirm it (outside a batch, each
player it takes out other than its reporter; in a batch, a player's consent covers only the
events they reported)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.match.commands import Actor
from bot.core.match.decision import Refused
from bot.core.match.state import Roster
from bot.core.messages import N_, Message, user_mention
from bot.core.rules import (
    EventKind,
    GameState,
    RuleError,
    Standing,
    Verdict,
    apply_report,
    parse_report,
)
from bot.core.rules import Report as RulesReport

NOT_A_PLAYER = N_("Only this match's players or a judge can do that here.")
NOT_A_REPORTER = N_(
    "Only this match's players or a judge can report on it. Ask a player or a judge."
)


def in_match(roster: Roster, actor: Actor) -> Actor:
    """`actor` as this match sees them: a judge who plays in it is one of its players here,
    as nobody referees their own match (their reports wait for their opponents like anyone's)."""
    if actor.is_judge and roster.names.get(actor.user_id) is not None:
        return Actor(actor.user_id)
    return actor


def read_report(roster: Roster, actor: Actor, events: Sequence[Mapping[str, Any]]) -> RulesReport:
    """The report parsed, once its reporter may send it (Refused otherwise). Who may report
    comes first: a stranger hears what to do, not what is wrong with the event."""
    actor = in_match(roster, actor)
    check_player_or_judge(roster, actor, NOT_A_REPORTER)
    if not events:
        raise Refused(Message("Report at least one event."))
    if not all(isinstance(event, Mapping) for event in events):
        raise Refused(Message('Each event must be an object with an "event" field.'))
    named = [_to_names(roster, event) for event in events]
    raw = named[0] if len(named) == 1 else {"simultaneous": named}
    try:
        parsed = parse_report(raw)
    except RuleError as error:
        raise Refused(error.text) from None
    own = roster.names.get(actor.user_id)
    for event in parsed.events:
        if event.kind is EventKind.PENALTY and not actor.is_judge:
            raise Refused(
                Message("Only a judge can give a game loss penalty; call a judge."),
                not_allowed=True,
            )
        if event.kind is EventKind.CONCEDE and event.player != own and not actor.is_judge:
            raise Refused(
                Message(
                    "Only {player} or a judge can concede for {player}.", player=event.player or ""
                ),
                not_allowed=True,
            )
    return parsed


def _to_names(roster: Roster, event: Mapping[str, Any], *, nested: bool = False) -> dict[str, Any]:
    """Events may name players by Discord user id (int) or by their name in the match; so
    may the effects of a trigger or spell (which never hold effects of their own)."""
    named = dict(event)
    for key in ("player", "controller", "commander", "owner"):
        if key in named:
            named[key] = _to_name(roster, named[key])
    if isinstance(named.get("players"), list):  # a loop's players
        named["players"] = [_to_name(roster, who) for who in named["players"]]
    if not nested and isinstance(named.get("effects"), list):  # a trigger's or spell's
        named["effects"] = [
            _to_names(roster, effect, nested=True) if isinstance(effect, Mapping) else effect
            for effect in named["effects"]
        ]
    return named


def _to_name(roster: Roster, who: object) -> object:
    if isinstance(who, int) and not isinstance(who, bool):
        name = roster.names.get(who)
        if name is None:
            raise Refused(Message("{who} is not playing in this match.", who=user_mention(who)))
        return name
    return who


def check_player_or_judge(roster: Roster, actor: Actor, refusal: str = NOT_A_PLAYER) -> None:
    if roster.names.get(actor.user_id) is None and not actor.is_judge:
        raise Refused(Message(refusal), not_allowed=True)


def judge(state: GameState, events: RulesReport) -> Verdict:
    try:
        return apply_report(state, events)
    except RuleError as error:
        raise Refused(error.text) from None


def confirmers_of(
    roster: Roster, actor: Actor, verdict: Verdict, consented: frozenset[str] | None = None
) -> tuple[str, ...]:
    """Who must confirm a judged report before it takes effect (the guild may waive it): the
    players it takes out who did not consent to it. Nobody when a judge reports it."""
    if actor.is_judge:
        return ()
    if consented is None:
        consented = frozenset({name} if (name := roster.names.get(actor.user_id)) else ())
    return tuple(
        o.player
        for o in verdict.outcomes
        if verdict.state.standings[o.player] is not Standing.WON and o.player not in consented
    )


# How a game ends for a player, worst first.
_AS_BAD = {Standing.LOST: 0, Standing.DREW: 1, Standing.WON: 2, Standing.PLAYING: 3}


def batch_consent(
    roster: Roster,
    state: GameState,
    report: RulesReport,
    origins: Sequence[Sequence[Any]],
    verdict: Verdict,
) -> frozenset[str]:
    """The players the batch `report` takes out (judged as `verdict` against `state`) who
    consented to it. `origins[i]` is [user id, reported as a judge] for `report.events[i]`.

    A batch gathers events from several reporters into one checkpoint; it must not let one
    player's harmless report count as consent to what another reported about them. A player
    consented when the events they reported themselves, with the judges' events, already take
    them out at least as badly as the whole batch does (a loss covers a loss or a draw; a draw
    covers a draw). Otherwise (an event someone else reported decides it, or nothing that
    player reported takes them out) the player, or a judge, confirms, exactly as outside a
    batch. An event with no origin on record (a batch opened before origins were kept) is
    nobody's."""
    consented = set()
    for outcome in verdict.outcomes:
        if outcome.standing is Standing.WON:
            continue
        user_id = roster.users.get(outcome.player)
        own = tuple(
            event
            for event, origin in zip(report.events, origins, strict=False)
            if origin[1] or (user_id is not None and origin[0] == user_id)
        )
        if not own:
            continue
        try:
            alone = apply_report(state, RulesReport(own, simultaneous=len(own) > 1))
        except RuleError:
            continue
        if any(
            o.player == outcome.player and _AS_BAD[o.standing] <= _AS_BAD[outcome.standing]
            for o in alone.outcomes
        ):
            consented.add(outcome.player)
    return frozenset(consented)
