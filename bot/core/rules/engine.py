"""The rules core's entry points: read a game's setup, start a game, apply a report at its
checkpoint, replay a log. Each asks the registry (bot.core.rules.games) for the game's rules.

Everything here is pure and deterministic; `adjudicate` is the async face the bot awaits.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bot.core.messages import N_, Message
from bot.core.rules import guards, lasting, stack, triggers
from bot.core.rules.counters import apply_counters
from bot.core.rules.errors import RuleError
from bot.core.rules.event_reading import ANOTHER_CAST_ALONE
from bot.core.rules.game_rules import GameRules
from bot.core.rules.games import GAMES, Tracked, game_of, listed
from bot.core.rules.resolution import Claims, resolve
from bot.core.rules.setup import GameSetup, read_setup
from bot.core.rules.state import GameState, Note, Outcome, Unjudged, Verdict, frozen
from bot.core.rules.vocabulary import STACK_EVENTS, Event, EventKind, Report, Standing, System


def rules_for(system: System) -> GameRules:
    return game_of(system).rules


def parse_setup(data: Mapping[str, Any]) -> GameSetup:
    """Read the game part of a game file (everything but "reports" and "expect")."""
    raw = data.get("system")
    known = ", ".join(GAMES)
    if raw is None:  # a file without it: say so, not "Unknown game system None"
        raise RuleError(
            Message('"system" is missing: it is one of {known}.', known=known), field="system"
        )
    if not isinstance(raw, str) or System(raw) not in GAMES:
        raise RuleError(
            Message(
                "Unknown game system {system}; use one of: {known}.", system=repr(raw), known=known
            ),
            field="system",
        )
    game = game_of(raw)
    with_variants = [g.names.short_title for g in GAMES.values() if g.setup.variants]
    with_ranges = [g.names.short_title for g in GAMES.values() if g.setup.range_of_influence]
    return read_setup(
        data,
        game.system,
        game.setup,
        variant_games=listed(with_variants, "and"),
        influence_games=listed(with_ranges),
        title=game.names.short_title,
    )


def new_game(setup: GameSetup) -> GameState:
    players = setup.players
    champions = Tracked.CHAMPION in game_of(setup.system).tracks
    return GameState(
        setup=setup,
        standings=frozen(dict.fromkeys(players, Standing.PLAYING)),
        life=frozen(setup.starting_life),
        poison=frozen(dict.fromkeys(players, 0)),
        commander_damage=frozen({}),
        # In a game of champions, each player starts controlling their own.
        champion_control=frozen({p: (p,) for p in players} if champions else {}),
        seats=players,
    )


# Events about an object that may outlive its controller or owner in a report: a player who
# has left takes their objects along, so what they would do does not happen (MTG CR 800.4a).
_OBJECT_EVENTS = STACK_EVENTS | {EventKind.RESOLVE}
# A player no longer in the game, by how they left it: the refusal of a report about them.
_LEFT_ALREADY = {
    Standing.WON: N_(
        "{name} has already left this game (won); report only about players still in it."
    ),
    Standing.LOST: N_(
        "{name} has already left this game (lost); report only about players still in it."
    ),
    Standing.DREW: N_(
        "{name} has already left this game (drew); report only about players still in it."
    ),
}


def _check_event(event: Event, state: GameState, rules: GameRules, *, nested: bool = False) -> None:
    """Refuse an event the game cannot take. The effects of a trigger or spell are checked as
    events of the game; whether the players they name are still in it is judged as the
    object resolves (bot.core.rules.stack), as is its controller's leaving."""
    setup = state.setup
    if event.kind not in rules.allowed_events(setup):
        raise RuleError(rules.refusal(event.kind, setup), field="event")
    named = [("player", event.player), ("controller", event.controller)]
    named += [("commander", event.commander), ("owner", event.owner)]
    named += [("players", name) for name in event.players or ()]
    for key, name in named:
        if name is None:
            continue
        if name not in setup.players:
            raise RuleError(
                Message(
                    "{name} is not a player in this game (players: {players}).",
                    name=repr(name),
                    players=", ".join(setup.players),
                ),
                field=key,
            )
        if nested or event.kind in _OBJECT_EVENTS:
            continue
        if state.standings[name] is not Standing.PLAYING:
            raise RuleError(
                Message(
                    _LEFT_ALREADY[state.standings[name]],
                    name=name,
                ),
                field=key,
            )
    if event.another_cast is not None and not nested:  # only checked as its spell resolves
        raise RuleError(Message(ANOTHER_CAST_ALONE), field="another_cast")
    rules.check_event(event, state)
    for effect in event.effects or ():
        _check_event(effect, state, rules, nested=True)


def apply_report(state: GameState, report: Report, *, _fed: bool = False) -> Verdict:
    """Apply one report: its immediate outcomes first, then, if the game is still going, the
    end conditions of the checkpoint that follows it (replay-format.md, "Timing within a
    report"): a game that has ended or restarted is not judged again."""
    if state.is_over:
        raise RuleError(
            Message("This game is already over; no more reports can change it."), field="event"
        )
    if not report.events:
        raise RuleError(Message("A report needs at least one event."), field="event")
    game = game_of(state.setup.system)
    rules = game.rules
    effects = rules.shared.effects
    for event in report.events:
        _check_event(event, state, rules)
    # A resolving object's effects are events of this report.
    reported = report.events
    current, report, notes = stack.take_resolving(state, report, effects)
    for event in report.events:
        if event not in reported:
            _check_event(event, current, rules)
    report, guarded = guards.guard(current, report, effects)
    counted = _begin_turns(
        apply_counters(current, report, game.names.life, game.names.life_of), report
    )
    if any(event.kind is EventKind.SUDDEN_DEATH for event in report.events):
        counted = counted.evolve(sudden_death=True)
    counted, ending = lasting.begin_and_end(counted, report)
    counted, reset_notes = lasting.reset_life(current, counted, report, effects)
    counted, cast_notes = stack.cast(counted, report, effects)
    cast_notes = guarded + reset_notes + cast_notes
    number = state.reports_applied + 1
    current = _told(counted.evolve(reports_applied=number), notes + cast_notes)
    notes += cast_notes

    claims = Claims()
    for event in report.events:
        rules.claim(event, current, claims)
    current, held, _ = lasting.restrain(current, claims, rules.shared)
    current = _told(current, held)
    immediate = resolve(current, claims, rules.shared, number)
    before_settling = current
    current, settled = _settle(current, immediate, claims, rules)
    notes += held + settled
    restarted = current.restarts > state.restarts
    outcomes = immediate
    unjudged: tuple[Unjudged, ...] = ()
    if not (current.is_over or restarted):
        current, later, later_notes = _checkpoint(current, report, rules, number, ending)
        outcomes, notes = outcomes + later, notes + later_notes
        fed = None if current.is_over or _fed else lasting.feedback(current, report, effects)
        if fed is not None:
            # Two triggers feeding each other, nobody may decline: what they come to, judged
            # as part of this report (lasting.feedback).
            loop, told = fed
            current = _told(current, (told,))
            looped = apply_report(current.evolve(reports_applied=number - 1), loop, _fed=True)
            current, outcomes = looped.state, outcomes + looped.outcomes
            notes += (told, *looped.notes)
        # The engine's own triggers go on the stack after the report's (bot.core.rules.triggers):
        # of the sources that left in this report, whatever took them, and state triggers.
        leaving = triggers.on_leaving(state, current, ending)
        if not current.is_over:
            engine_made = leaving + triggers.on_state(current)
            triggering = triggers.with_triggers(report, engine_made)
            current, put = stack.put_triggers(current, triggering, effects)
        else:
            put = stack.too_late(triggers.with_triggers(report, leaving), effects)
        current, notes = _told(current, put), notes + put
    else:
        leaving = triggers.on_leaving(state, current, ending)
        late = () if restarted else stack.too_late(triggers.with_triggers(report, leaving), effects)
        current, notes = _told(current, late), notes + late
        if immediate or restarted:
            unjudged = _unjudged(before_settling, report, rules)
    return Verdict(
        state=current,
        outcomes=outcomes,
        notes=notes,
        immediate=immediate,
        unjudged=unjudged,
        restarted=restarted,
    )


def _told(state: GameState, notes: tuple[Note, ...]) -> GameState:
    return state.evolve(notes=state.notes + notes) if notes else state


def _unjudged(state: GameState, report: Report, rules: GameRules) -> tuple[Unjudged, ...]:
    """What the checkpoint would have claimed on the state the report left, had it been
    reached (through the continuous effects in force): told to people, never applied."""
    claims = Claims()
    rules.check_state(state, claims, report.events)
    lasting.restrain(state, claims, rules.shared)
    said = [(claims.wins, Standing.WON), (claims.losses, Standing.LOST)]
    return tuple(
        Unjudged(player, standing, reason)
        for claimed, standing in said
        for player, reasons in claimed.items()
        for reason in reasons
    )


def _begin_turns(state: GameState, report: Report) -> GameState:
    """A turn beginning seats the players still in the game anew (MTG CR 801.2c)."""
    if any(event.kind is EventKind.TURN_START for event in report.events):
        return state.evolve(seats=state.playing)
    return state


def _checkpoint(
    state: GameState,
    report: Report,
    rules: GameRules,
    number: int,
    ending: tuple[Event, ...] = (),
) -> tuple[GameState, tuple[Outcome, ...], tuple[Note, ...]]:
    """The end conditions read off the state when a player would next receive priority or
    Opportunity. Players leaving can make one hold for others (a Grand Archive player whose
    only champion left with its owner): like repeated state-based actions, the state is
    judged again, still before anyone receives priority or Opportunity. So are effects whose
    source leaves by a state-based action (`ending`): they still hold at the first check and
    are gone at the next (MTG CR 704.3); and a replacement of losing that changed the state."""
    all_outcomes: tuple[Outcome, ...] = ()
    all_notes: tuple[Note, ...] = ()
    # What happened in the report (a draw from an empty library) is seen by the first check
    # only: a repeated check looks for what happened since the last one (MTG CR 704.5b).
    events = report.events
    while True:
        claims = Claims()
        rules.check_state(state, claims, events)
        events = ()
        state, held, replaced = lasting.restrain(state, claims, rules.shared)
        state = _told(state, held)
        outcomes = resolve(state, claims, rules.shared, number)
        state, notes = _settle(state, outcomes, claims, rules)
        all_outcomes, all_notes = all_outcomes + outcomes, all_notes + held + notes
        effects, ended = rules.shared.effects, bool(ending)
        if ending and effects is not None:
            state, gone = lasting.end_at_checkpoint(state, ending, effects)
            state, all_notes, ending = _told(state, gone), all_notes + gone, ()
        if state.is_over or not (outcomes or ended or replaced):
            return state, all_outcomes, all_notes


def _settle(
    state: GameState, outcomes: tuple[Outcome, ...], claims: Claims, rules: GameRules
) -> tuple[GameState, tuple[Note, ...]]:
    """Record the outcomes, then let the game apply what follows from them."""
    standings = dict(state.standings)
    standings.update({o.player: o.standing for o in outcomes})
    judged = state.evolve(standings=frozen(standings), outcomes=state.outcomes + outcomes)
    after, notes = rules.after_checkpoint(judged, outcomes, claims)
    effects = rules.shared.effects
    if effects is not None and not after.is_over:
        # MTG CR 800.4a: what a player who left controlled or owned leaves with them.
        left = [o.player for o in outcomes if o.standing in (Standing.LOST, Standing.DREW)]
        after, from_stack = stack.leave(after, left, effects)
        after, from_effects = lasting.leave(after, left, effects)
        notes += from_stack + from_effects
    return after.evolve(notes=after.notes + notes), notes


async def adjudicate(state: GameState, report: Report) -> Verdict:
    """The bot's entry point: the same pure evaluation, awaitable from the event loop."""
    return apply_report(state, report)


def replay(setup: GameSetup, reports: Iterable[Report]) -> GameState:
    """Fold a whole log of reports into the game state it leads to."""
    state = new_game(setup)
    for report in reports:
        state = apply_report(state, report).state
    return state
