"""Penalties in a league (shared/spec/league-format.md, "Penalties"): a judge's record of an
infraction and its penalty, and what a penalty that changes results does to a league file.

A warning changes nothing. A game loss is already in its match's game record (it ends a game
through the match). A match loss decides its round's match if that match is still unfinished in
the file: the penalised player loses it 0-2 (a finished match keeps the games it records: the
loss came through them, or was given after the match ended). A disqualification is a match loss
that also drops the player after its round. The infractions are the common ones of the
tournament policies the games publish (infraction procedure guides): a typed list, never free
text, with the judge's note beside it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.core.league.errors import LeagueFileError
from bot.core.messages import Message


class PenaltyKind(StrEnum):
    WARNING = "warning"
    GAME_LOSS = "game_loss"
    MATCH_LOSS = "match_loss"
    DISQUALIFICATION = "disqualification"

    @property
    def loses_the_match(self) -> bool:
        return self in (PenaltyKind.MATCH_LOSS, PenaltyKind.DISQUALIFICATION)


class Infraction(StrEnum):
    """The common infractions of tournament policies (an infraction procedure guide's
    headings), as a judge chooses one."""

    TARDINESS = "tardiness"
    DECKLIST_PROBLEM = "decklist_problem"
    DECK_PROBLEM = "deck_problem"
    GAME_RULE_VIOLATION = "game_rule_violation"
    LOOKING_AT_EXTRA_CARDS = "looking_at_extra_cards"
    HIDDEN_CARD_ERROR = "hidden_card_error"
    FAILURE_TO_MAINTAIN_GAME_STATE = "failure_to_maintain_game_state"
    MARKED_CARDS = "marked_cards"
    INSUFFICIENT_SHUFFLING = "insufficient_shuffling"
    SLOW_PLAY = "slow_play"
    OUTSIDE_ASSISTANCE = "outside_assistance"
    COMMUNICATION_VIOLATION = "communication_violation"
    UNSPORTING_CONDUCT = "unsporting_conduct"
    AGGRESSIVE_BEHAVIOUR = "aggressive_behaviour"
    STALLING = "stalling"
    BRIBERY_OR_WAGERING = "bribery_or_wagering"
    CHEATING = "cheating"
    THEFT_OF_TOURNAMENT_MATERIAL = "theft_of_tournament_material"
    OTHER = "other"


# A penalty as the file writes it, quoted in its refusals as it is in every language.
EXAMPLE = (
    '[{"player": "carol", "round": 2, "kind": "match_loss", "infraction": "tardiness", '
    '"note": "..."}]'
)
NOTE_LIMIT = 500  # characters of a judge's note (it is shown in one line of a list)


@dataclass(frozen=True)
class Penalty:
    """One penalty: `round` is the league round it was given in (0: before round 1);
    `playoff`: given once the playoff had begun (it changes no result of the rounds)."""

    player: str
    round: int
    kind: PenaltyKind
    infraction: Infraction
    note: str = ""
    playoff: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "player": self.player,
            "round": self.round,
            "kind": self.kind.value,
            "infraction": self.infraction.value,
            "note": self.note,
        }
        if self.playoff:
            out["playoff"] = True
        return out


def read_penalties(raw: object, players: set[str], rounds: int) -> tuple[Penalty, ...]:
    """The file's "penalties" (absent: none), each checked; raise LeagueFileError naming the
    penalty by its 1-based number and the field."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise LeagueFileError(
            Message('"penalties" must be a list of penalties, e.g. {example}.', example=EXAMPLE),
            field="penalties",
        )
    return tuple(
        _penalty(item, players, rounds, number) for number, item in enumerate(raw, start=1)
    )


def _penalty(raw: object, players: set[str], rounds: int, number: int) -> Penalty:
    where = f"penalties[{number}]"
    if not isinstance(raw, Mapping):
        raise LeagueFileError(
            Message("Penalty {number} must be an object.", number=number), field=where
        )
    player = raw.get("player")
    if not isinstance(player, str) or player not in players:
        raise LeagueFileError(
            Message(
                'Penalty {number}: "player" must be one of "players" (it is {value}).',
                number=number,
                value=repr(player),
            ),
            field=f"{where}.player",
        )
    given = raw.get("round")
    if not (isinstance(given, int) and not isinstance(given, bool) and 0 <= given <= rounds):
        raise LeagueFileError(
            Message(
                'Penalty {number}: "round" must be a round from 0 (before round 1) to {rounds} '
                "(the rounds in the file), not {value}.",
                number=number,
                rounds=rounds,
                value=repr(given),
            ),
            field=f"{where}.round",
        )
    kind = _enum(raw, "kind", PenaltyKind, number, where)
    infraction = _enum(raw, "infraction", Infraction, number, where)
    note = raw.get("note", "")
    if not isinstance(note, str) or len(note) > NOTE_LIMIT:
        raise LeagueFileError(
            Message(
                'Penalty {number}: "note" must be text of at most {limit} characters.',
                number=number,
                limit=NOTE_LIMIT,
            ),
            field=f"{where}.note",
        )
    playoff = raw.get("playoff", False)
    if not isinstance(playoff, bool):
        raise LeagueFileError(
            Message('Penalty {number}: "playoff" must be true or false.', number=number),
            field=f"{where}.playoff",
        )
    return Penalty(player, given, PenaltyKind(kind), Infraction(infraction), note, playoff)


def _enum(raw: Mapping[str, Any], key: str, values: type[StrEnum], number: int, where: str) -> str:
    value = raw.get(key)
    allowed = [v.value for v in values]
    if value not in allowed:
        shown = ", ".join(f'"{a}"' for a in allowed)
        raise LeagueFileError(
            Message(
                'Penalty {number}: "{key}" must be one of {allowed} (it is {value}).',
                number=number,
                key=key,
                allowed=shown,
                value=repr(value),
            ),
            field=f"{where}.{key}",
        )
    return str(value)


def disqualified(penalties: tuple[Penalty, ...]) -> dict[str, int]:
    """Each disqualified player and the round after which they are out (the first one)."""
    out: dict[str, int] = {}
    for penalty in penalties:
        if penalty.kind is PenaltyKind.DISQUALIFICATION and not penalty.playoff:
            out.setdefault(penalty.player, penalty.round)
    return out


def match_losses(penalties: tuple[Penalty, ...]) -> dict[int, set[str]]:
    """By round, the players whose match of that round a penalty loses."""
    out: dict[int, set[str]] = {}
    for penalty in penalties:
        if penalty.kind.loses_the_match and penalty.round > 0 and not penalty.playoff:
            out.setdefault(penalty.round, set()).add(penalty.player)
    return out
