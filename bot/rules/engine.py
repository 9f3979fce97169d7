"""The rules core's entry points: start a game, apply a report at its checkpoint, replay a log.

Everything here is pure and deterministic; `adjudicate` is the async face the bot awaits.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.rules import grand_archive, magic, terrus
from bot.rules.counters import apply_counters
from bot.rules.errors import RuleError
from bot.rules.game_rules import GameRules
from bot.rules.resolution import Claims, resolve
from bot.rules.setup import GameSetup
from bot.rules.state import GameState, Note, Outcome, Verdict, frozen
from bot.rules.vocabulary import Event, Report, Standing, System

_RULES: dict[System, GameRules] = {
    System.GRAND_ARCHIVE: grand_archive.RULES,
    System.MAGIC: magic.RULES,
    System.TERRUS: terrus.RULES,
}


def rules_for(system: System) -> GameRules:
    return _RULES[system]


def new_game(setup: GameSetup) -> GameState:
    players = setup.players
    return GameState(
        setup=setup,
        standings=frozen(dict.fromkeys(players, Standing.PLAYING)),
        life=frozen(setup.starting_life),
        poison=frozen(dict.fromkeys(players, 0)),
        commander_damage=frozen({}),
        champion_control=frozen(
            {p: (p,) for p in players} if setup.system is System.GRAND_ARCHIVE else {}
        ),
    )


def _check_event(event: Event, state: GameState, rules: GameRules) -> None:
    setup = state.setup
    if event.kind not in rules.allowed_events(setup):
        raise RuleError(rules.refusal(event.kind, setup), field="event")
    for key in ("player", "controller", "commander"):
        name = getattr(event, key)
        if name is None:
            continue
        if name not in setup.players:
            raise RuleError(
                f"{name!r} is not a player in this game (players: {', '.join(setup.players)}).",
                field=key,
            )
        if state.standings[name] is not Standing.PLAYING:
            raise RuleError(
                f"{name} has already left this game ({state.standings[name].value}); "
                "report only about players still in it.",
                field=key,
            )


def apply_report(state: GameState, report: Report) -> Verdict:
    """Apply one report and judge every end condition at the checkpoint that follows it."""
    if state.is_over:
        raise RuleError("This game is already over; no more reports can change it.", field="event")
    if not report.events:
        raise RuleError("A report needs at least one event.", field="event")
    rules = rules_for(state.setup.system)
    for event in report.events:
        _check_event(event, state, rules)
    counted = apply_counters(state, report)

    claims = Claims()
    for event in report.events:
        rules.claim(event, counted, claims)
    rules.check_state(counted, claims)
    number = state.reports_applied + 1
    current = counted.evolve(reports_applied=number)
    all_outcomes: tuple[Outcome, ...] = ()
    all_notes: tuple[Note, ...] = ()
    while True:
        outcomes = resolve(current, claims, rules.shared, number)
        current, notes = _settle(current, outcomes, claims, rules)
        all_outcomes, all_notes = all_outcomes + outcomes, all_notes + notes
        if not outcomes or current.is_over:
            break
        # Players leaving can make an end condition hold for others (a Grand Archive player
        # whose only champion left with its owner): like repeated state-based actions, judge
        # the state again, still before anyone receives priority or Opportunity.
        claims = Claims()
        rules.check_state(current, claims)
    return Verdict(state=current, outcomes=all_outcomes, notes=all_notes)


def _settle(
    state: GameState, outcomes: tuple[Outcome, ...], claims: Claims, rules: GameRules
) -> tuple[GameState, tuple[Note, ...]]:
    """Record the outcomes, then let the game apply what follows from them."""
    standings = dict(state.standings)
    standings.update({o.player: o.standing for o in outcomes})
    judged = state.evolve(standings=frozen(standings), outcomes=state.outcomes + outcomes)
    after, notes = rules.after_checkpoint(judged, outcomes, claims)
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
