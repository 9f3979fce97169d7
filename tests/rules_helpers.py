"""Small helpers for tests of the rules core that play Magic reports by hand."""

from __future__ import annotations

from typing import Any

from bot.core.rules import GameState, Verdict, apply_report, new_game, parse_report, parse_setup

JSON = dict[str, Any]


def game(*players: str, **setup: Any) -> GameState:
    """A new Magic game of `players` (setup fields as in a game file)."""
    return new_game(parse_setup({"system": "magic", "players": list(players), **setup}))


def play(state: GameState, *reports: JSON) -> tuple[GameState, list[Verdict]]:
    """Apply each report (replay-format JSON) in turn: the last state and every verdict."""
    verdicts = []
    for raw in reports:
        verdicts.append(apply_report(state, parse_report(raw)))
        state = verdicts[-1].state
    return state, verdicts


def standings(state: GameState) -> dict[str, str]:
    return {p: state.standings[p].value for p in state.setup.players}


def together(*events: JSON) -> JSON:
    return {"simultaneous": list(events)}


def life(player: str, **change: int) -> JSON:
    return {"event": "life", "player": player, **change}
