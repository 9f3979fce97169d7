"""GameState to and from plain JSON, so a store can cache the state a log leads to.

A snapshot is only a cache: the report log stays the source of truth and `replay` rebuilds it.
"""

from __future__ import annotations

from typing import Any

from bot.core.messages import Message
from bot.core.rules.engine import parse_setup
from bot.core.rules.event_reading import parse_event
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState, Note, Outcome, Reason, frozen
from bot.core.rules.vocabulary import Event, Standing


def _said(data: dict[str, Any]) -> Message:
    """A reason's or note's sentence: its message; snapshots stored before the engine's words
    were messages have the English text only, shown as it is."""
    if "message" in data:
        return Message.from_json(data["message"])
    return Message.verbatim_text(data["text"])


def _reason(data: dict[str, Any]) -> Reason:
    return Reason(tuple(data["citations"]), _said(data))


def _commander_damage(row: list[Any]) -> tuple[tuple[str, str, str], int]:
    """[victim, commander, source, damage]; snapshots stored before partners were told apart
    have no source."""
    if len(row) == 3:
        victim, commander, damage = row
        return (victim, commander, ""), damage
    victim, commander, source, damage = row
    return (victim, commander, source), damage


def _events(rows: list[Any] | None) -> tuple[Event, ...]:
    """Events kept in a snapshot (the stack, continuous effects); none before they were kept."""
    return tuple(parse_event(row) for row in rows or ())


def dump_state(state: GameState) -> dict[str, Any]:
    return {
        "setup": state.setup.to_dict(),
        "standings": {p: s.value for p, s in state.standings.items()},
        "life": dict(state.life),
        "poison": dict(state.poison),
        "commander_damage": [[v, c, s, n] for (v, c, s), n in state.commander_damage.items()],
        "seats": list(state.seats),
        "stack": [event.to_dict() for event in state.stack],
        "gone": [event.to_dict() for event in state.gone],
        "casts": [list(cast) for cast in state.casts],
        "lasting": [event.to_dict() for event in state.lasting],
        "champion_control": {p: list(h) for p, h in state.champion_control.items()},
        "outcomes": [
            {
                "player": o.player,
                "standing": o.standing.value,
                "report_number": o.report_number,
                "reasons": [
                    {"citations": list(r.citations), "text": r.text, "message": r.said.to_json()}
                    for r in o.reasons
                ],
            }
            for o in state.outcomes
        ],
        "notes": [
            {
                "citations": list(n.citations),
                "text": n.text,
                "message": n.said.to_json(),
                "ruling": n.ruling,
            }
            for n in state.notes
        ],
        "restarts": state.restarts,
        "reports_applied": state.reports_applied,
    }


def load_state(data: dict[str, Any], setup: GameSetup | None = None) -> GameState:
    """Rebuild a state from `dump_state`; pass `setup` to skip re-parsing it."""
    return GameState(
        setup=setup or parse_setup(data["setup"]),
        standings=frozen({p: Standing(s) for p, s in data["standings"].items()}),
        life=frozen(data["life"]),
        poison=frozen(data["poison"]),
        commander_damage=frozen(dict(_commander_damage(row) for row in data["commander_damage"])),
        champion_control=frozen({p: tuple(h) for p, h in data["champion_control"].items()}),
        # Snapshots stored before seats were kept: the turn order of the players still in.
        seats=tuple(
            data.get("seats") or (p for p, s in data["standings"].items() if s == "playing")
        ),
        stack=_events(data.get("stack")),
        gone=_events(data.get("gone")),
        # Snapshots stored before the game's casts were kept: none counted.
        casts=tuple((str(who), str(name)) for who, name in data.get("casts") or ()),
        lasting=_events(data.get("lasting")),
        outcomes=tuple(
            Outcome(
                o["player"],
                Standing(o["standing"]),
                tuple(_reason(r) for r in o["reasons"]),
                o["report_number"],
            )
            for o in data["outcomes"]
        ),
        notes=tuple(Note(tuple(n["citations"]), _said(n), n["ruling"]) for n in data["notes"]),
        restarts=data["restarts"],
        reports_applied=data["reports_applied"],
    )
