"""One round of a league file (shared/spec/league-format.md), read and checked: its matches
(a swiss match's games, a pod's winner or draw; `parse_match`, which the playoff's reader
shares), its byes, each player at most once and none after dropping, and a games score
against a best-of (`check_best_of`, shared with a judge's result)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.league.errors import LeagueFileError
from bot.core.league.leaguefile import UNFINISHED, Kind, LeagueMatch, Round
from bot.core.messages import N_, Message
from bot.core.rules.event_reading import is_integer

ROUND_EXAMPLE = '{"matches": [...], "bye": NAME}'

# Where a name stands in a league file, and its two refusals there: not a name, not a player.
_NOT_A_NAME = {
    "seat": N_("A seat must be a player's name, not {value}."),
    "winner": N_("The winner must be a player's name, not {value}."),
    "bye": N_("A bye must be a player's name, not {value}."),
}
_NOT_A_PLAYER = {
    "seat": N_('The seat "{value}" is not one of "players".'),
    "winner": N_('The winner "{value}" is not one of "players".'),
    "bye": N_('The bye "{value}" is not one of "players".'),
}


def _name(value: object, players: set[str], what: str, **where: Any) -> str:
    """`value`, a player of the file, where `what` ("seat", "winner", "bye") says."""
    if not isinstance(value, str):
        raise LeagueFileError(Message(_NOT_A_NAME[what], value=repr(value)), **where)
    if value not in players:
        raise LeagueFileError(Message(_NOT_A_PLAYER[what], value=value), **where)
    return value


def _games(raw: object, **where: Any) -> tuple[int, int, int]:
    if not (isinstance(raw, list) and len(raw) == 3 and all(is_integer(g) and g >= 0 for g in raw)):
        raise LeagueFileError(
            Message(
                '"games" must be [wins of the first player, wins of the second, draws], three '
                "whole numbers of 0 or more."
            ),
            field="games",
            **where,
        )
    return (raw[0], raw[1], raw[2])


def check_best_of(games: tuple[int, int, int], best_of: int, **where: Any) -> None:
    """Refuse a game record no match of `best_of` games can end with: more wins than the
    match needs (3-0 in a best of 3), or both players at the wins that end it (2-2). The one
    check of a games score against a best-of: a league file's, a judge's in a round or a
    playoff. Drawn games are not bounded: a match goes on after a drawn game."""
    needed = best_of // 2 + 1
    wins_a, wins_b, _ = games
    if wins_a > needed or wins_b > needed or (wins_a == needed and wins_b == needed):
        raise LeagueFileError(
            Message(
                "A best of {best_of} ends when a player wins {needed} games: {score} cannot "
                "happen.",
                best_of=best_of,
                needed=needed,
                score="-".join(map(str, games)),
            ),
            field="games",
            **where,
        )


def _match(
    raw: object, kind: Kind, players: set[str], best_of: int | None = None, **where: Any
) -> LeagueMatch:
    if not isinstance(raw, Mapping):
        raise LeagueFileError(Message("A match must be an object."), **where)
    result = raw.get("result")
    if result is not None and result != UNFINISHED:
        raise LeagueFileError(
            Message(
                '"result" can only be "{unfinished}" (or left out), not {value}.',
                unfinished=UNFINISHED,
                value=repr(result),
            ),
            field="result",
            **where,
        )
    unfinished = result == UNFINISHED
    seats = raw.get("players")
    if not isinstance(seats, list) or (len(seats) != 2 if kind is Kind.SWISS else len(seats) < 2):
        if kind is Kind.SWISS:
            seated = Message('"players" must be a list of 2 player names.')
        else:
            seated = Message('"players" must be a list of at least 2 player names.')
        raise LeagueFileError(seated, field="players", **where)
    names = tuple(_name(s, players, "seat", field="players", **where) for s in seats)
    if len(set(names)) != len(names):
        raise LeagueFileError(
            Message("A player is seated twice in one match."), field="players", **where
        )

    if kind is Kind.SWISS:
        return _swiss_match(raw, names, unfinished, best_of, **where)
    return _pod_match(raw, names, players, unfinished, **where)


def _swiss_match(
    raw: Mapping[str, Any],
    names: tuple[str, ...],
    unfinished: bool,
    best_of: int | None,
    **where: Any,
) -> LeagueMatch:
    for key in ("winner", "draw"):
        if key in raw:
            raise LeagueFileError(
                Message('"{key}" is for pod matches; a swiss match gives "games".', key=key),
                field=key,
                **where,
            )
    if "games" not in raw:
        if unfinished:
            return LeagueMatch(names, unfinished=True)
        raise LeagueFileError(
            Message('"games" is missing: give [wins A, wins B, draws], or "result": "unfinished".'),
            field="games",
            **where,
        )
    games = _games(raw["games"], **where)
    if best_of is not None:
        check_best_of(games, best_of, **where)
    return LeagueMatch(names, games=games, unfinished=unfinished)


def _pod_match(
    raw: Mapping[str, Any],
    names: tuple[str, ...],
    players: set[str],
    unfinished: bool,
    **where: Any,
) -> LeagueMatch:
    if "games" in raw:
        raise LeagueFileError(
            Message('"games" is for swiss matches; a pod gives "winner" or "draw": true.'),
            field="games",
            **where,
        )
    draw = raw.get("draw", False)
    if not isinstance(draw, bool):
        raise LeagueFileError(Message('"draw" must be true or false.'), field="draw", **where)
    winner = raw.get("winner")
    if winner is not None:
        winner = _name(winner, players, "winner", field="winner", **where)
        if winner not in names:
            raise LeagueFileError(
                Message('The winner "{winner}" is not seated in this pod.', winner=winner),
                field="winner",
                **where,
            )
        if draw:
            raise LeagueFileError(
                Message('A pod has a "winner" or "draw": true, not both.'), field="draw", **where
            )
    elif not draw and not unfinished:
        raise LeagueFileError(
            Message(
                'A finished pod needs "winner" (a player of the pod) or "draw": true (or '
                '"result": "unfinished").'
            ),
            field="winner",
            **where,
        )
    return LeagueMatch(names, winner=winner, draw=draw, unfinished=unfinished)


def parse_match(
    raw: object, kind: Kind, players: set[str], best_of: int | None = None, **where: Any
) -> LeagueMatch:
    """One MATCH of a league file, checked (the playoff's reader shares it)."""
    return _match(raw, kind, players, best_of, **where)


def read_round(
    raw: object, kind: Kind, players: set[str], number: int, best_of: int | None
) -> Round:
    if not isinstance(raw, Mapping):
        raise LeagueFileError(
            Message("A round must be an object: {example}.", example=ROUND_EXAMPLE),
            round_number=number,
        )
    matches = raw.get("matches")
    if not isinstance(matches, list):
        raise LeagueFileError(
            Message('"matches" must be a list of matches.'), field="matches", round_number=number
        )
    parsed = tuple(
        _match(m, kind, players, best_of, round_number=number, match_number=i)
        for i, m in enumerate(matches, start=1)
    )
    bye = raw.get("bye")
    if bye is None:
        byes: tuple[str, ...] = ()
    elif isinstance(bye, list):
        byes = tuple(_name(b, players, "bye", field="bye", round_number=number) for b in bye)
    else:
        byes = (_name(bye, players, "bye", field="bye", round_number=number),)
    return Round(parsed, byes)


def check_round_players(rnd: Round, number: int, dropped: Mapping[str, int]) -> None:
    seen: set[str] = set()
    for match_number, match in enumerate(rnd.matches, start=1):
        for name in match.players:
            _check_player(name, seen, number, dropped, match_number=match_number, field="players")
    for name in rnd.byes:
        _check_player(name, seen, number, dropped, match_number=None, field="bye")


def _check_player(
    name: str,
    seen: set[str],
    number: int,
    dropped: Mapping[str, int],
    *,
    match_number: int | None,
    field: str,
) -> None:
    if name in seen:
        raise LeagueFileError(
            Message(
                '"{name}" appears twice in this round; a player plays at most once per round.',
                name=name,
            ),
            round_number=number,
            match_number=match_number,
            field=field,
        )
    seen.add(name)
    if name in dropped and number > dropped[name]:
        raise LeagueFileError(
            Message(
                '"{name}" dropped after round {dropped} and cannot play in round {number}.',
                name=name,
                dropped=dropped[name],
                number=number,
            ),
            round_number=number,
            match_number=match_number,
            field=field,
        )
