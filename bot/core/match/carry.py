"""What a stored game remembers besides its rules state, kept in the same JSON column.

- Terrus starting vitae, printed on each clade (Terrus 4.3), carries from one game of a match
  to the next. A game's starting vitae is what it opened with, or a player's first known
  vitae, or a `total` reported before anything else in that game (how a player changes it).
- Each Terrus city's last reported structures and Relics, for the scoreboard.

The rules state is rebuilt from the log; these are rebuilt the same way (see `rebuild`).
Games whose starting life does not carry over (`SetupRules.carries_starting_life`) store the
rules state alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bot.core.rules import EventKind, GameSetup, GameState, parse_setup
from bot.core.rules import Report as RulesReport
from bot.core.rules.games import game_of
from bot.core.rules.snapshot import dump_state

OPENING = "opening_vitae"  # what the game opened with: carried from the previous game
STARTING = "starting_vitae"  # what it carries to the next game
BEGUN = "begun"  # players whose vitae a report of this game has changed (true: everyone's)
CITY = "city"  # player -> {"structures": n, "relics": n}, as last reported


def carries(setup: GameSetup) -> bool:
    """Whether a game's starting life carries to the next game of the match (Terrus 4.3)."""
    return game_of(setup.system).setup.carries_starting_life


def store(previous: Mapping[str, Any], state: GameState, report: RulesReport) -> dict[str, Any]:
    """The game's new JSON: `state` dumped, with what `previous` kept updated by `report`."""
    if not carries(state.setup):
        return dump_state(state)
    return {**dump_state(state), **after(previous, report)}


def opening(setup: GameSetup, carried: Mapping[str, int]) -> dict[str, Any]:
    """The extras a new game starts with."""
    known = {p: v for p, v in setup.starting_life.items() if v is not None}
    start = {**known, **carried} if carries(setup) else {}
    return {OPENING: dict(carried), STARTING: start} if start else {}


def opening_vitae(setup: GameSetup, carried: Mapping[str, int]) -> dict[str, int]:
    """A game's opening vitae, in full, when it differs from the match's setup; else {}."""
    known = {p: v for p, v in setup.starting_life.items() if v is not None}
    full = {**known, **carried}
    return full if carries(setup) and full != known else {}


def opening_setup(setup: GameSetup, stored: Mapping[str, Any]) -> GameSetup:
    """The match's setup with this game's carried starting vitae, to replay the game from."""
    carried = stored.get(OPENING) or {}
    if not carried:
        return setup
    return parse_setup({**setup.to_dict(), "starting_life": dict(carried)})


def carried_vitae(setup: GameSetup, stored: Mapping[str, Any]) -> dict[str, int]:
    """The starting life (Terrus vitae) the next game of the match opens with."""
    if not carries(setup):
        return {}
    return dict(stored.get(STARTING) or {})


def sets_starting_vitae(kept: Mapping[str, Any], report: RulesReport) -> bool:
    """Whether `report` only sets starting vitae (Terrus 4.3): each event the first vitae
    total of a player in this game. That is setting up, not playing: it begins nothing."""
    begun = kept.get(BEGUN)
    touched = begun or ()
    return begun is not True and all(
        event.kind is EventKind.LIFE
        and event.value is not None
        and event.value > 0
        and event.player not in touched
        for event in report.events
    )


def after(kept: Mapping[str, Any], report: RulesReport) -> dict[str, Any]:
    begun = kept.get(BEGUN)
    # Stored before it was kept per player, `true`: every player's vitae had been changed.
    everyone = begun is True
    touched = [] if everyone or not begun else list(begun)
    result: dict[str, Any] = {
        OPENING: dict(kept.get(OPENING) or {}),
        STARTING: dict(kept.get(STARTING) or {}),
        BEGUN: True if everyone else touched,
        CITY: {p: dict(c) for p, c in (kept.get(CITY) or {}).items()},
    }
    for event in report.events:
        player = event.player or ""
        if event.kind is EventKind.LIFE:
            # A player's first vitae report of a game, if a total, is their starting vitae.
            fresh = not everyone and player not in touched
            total = event.value is not None and event.value > 0
            if total and (player not in result[STARTING] or fresh):
                result[STARTING][player] = event.value
            if fresh:
                touched.append(player)
        elif event.kind is EventKind.TURN_START:
            city = result[CITY].setdefault(player, {})
            for what in ("structures", "relics"):
                if getattr(event, what) is not None:
                    city[what] = getattr(event, what)
    return result


def rebuild(
    previous: Mapping[str, Any], state: GameState, reports: Iterable[RulesReport]
) -> dict[str, Any]:
    """The game's JSON rebuilt from the reports that still stand (after an undo)."""
    if not carries(state.setup):
        return dump_state(state)
    setup = opening_setup(state.setup, previous)
    kept = opening(setup, previous.get(OPENING) or {})
    for report in reports:
        kept = after(kept, report)
    return {**dump_state(state), **kept}


def city(stored: Mapping[str, Any], player: str) -> tuple[int | None, int | None]:
    counts = (stored.get(CITY) or {}).get(player) or {}
    return counts.get("structures"), counts.get("relics")


def cities(stored: Mapping[str, Any]) -> dict[str, tuple[int | None, int | None]]:
    """Each player's structures and Relics last reported (Terrus), by name (`city`)."""
    return {player: city(stored, player) for player in stored.get(CITY) or {}}
