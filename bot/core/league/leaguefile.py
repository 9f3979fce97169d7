"""The league file (shared/spec/league-format.md): read it, check it, write it back.

A league is a list of players and a list of rounds; the same document is what `/league export`
hands out and what the offline `standings` and `pair` commands read. `read_league` turns its
JSON value into a `League` or raises `LeagueFileError` naming the 1-based round, match and
field; `dump_league` writes a `League` back as that JSON value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from bot.core.league.errors import LeagueFileError, wrong_format
from bot.core.league.penalties import Penalty, disqualified, match_losses, read_penalties
from bot.core.messages import N_, Message
from bot.core.rules.games import GAMES

if TYPE_CHECKING:
    from bot.core.league.playoff import Playoff

FORMAT = "arbiter-league"
UNFINISHED = "unfinished"
# The file format's own JSON, quoted in its refusals as it is in every language.
POINTS_EXAMPLE = '{"win": 3, "draw": 1, "loss": 0}'
ROUND_EXAMPLE = '{"matches": [...], "bye": NAME}'


class Kind(StrEnum):
    SWISS = "swiss"  # two-player matches
    PODS = "pods"  # multiplayer pods


@dataclass(frozen=True)
class Points:
    win: int
    draw: int
    loss: int


DEFAULT_POINTS = {
    Kind.SWISS: Points(win=3, draw=1, loss=0),  # MTG MTR 3.1
    Kind.PODS: Points(win=5, draw=1, loss=0),
}


@dataclass(frozen=True)
class LeagueMatch:
    """One pairing of a round: two players (swiss) or a pod, seats in turn order.

    Swiss: `games` is (wins of players[0], wins of players[1], draws) as reported.
    Pods: `winner` names the pod's winner, or `draw` is true when everyone drew.
    An unfinished match counts for nothing.
    """

    players: tuple[str, ...]
    games: tuple[int, int, int] | None = None
    winner: str | None = None
    draw: bool = False
    unfinished: bool = False
    # The player whose match loss (a penalty of the file) decided this match, unfinished in
    # the file: it counts as `games`, and is written back as the file had it.
    lost_by_penalty: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": list(self.players)}
        if self.lost_by_penalty is not None:
            return {**out, "result": UNFINISHED}
        if self.games is not None:
            out["games"] = list(self.games)
        if self.winner is not None:
            out["winner"] = self.winner
        if self.draw:
            out["draw"] = True
        if self.unfinished:
            out["result"] = UNFINISHED
        return out


@dataclass(frozen=True)
class Round:
    matches: tuple[LeagueMatch, ...]
    byes: tuple[str, ...] = ()

    def players(self) -> list[str]:
        """Everyone in this round: the players of every match, then the byes."""
        return [p for match in self.matches for p in match.players] + list(self.byes)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"matches": [m.to_json() for m in self.matches]}
        if len(self.byes) == 1:
            out["bye"] = self.byes[0]
        elif self.byes:
            out["bye"] = list(self.byes)
        return out


@dataclass(frozen=True)
class League:
    system: str
    kind: Kind
    points: Points
    players: tuple[str, ...]
    rounds: tuple[Round, ...] = ()
    dropped: Mapping[str, int] = field(default_factory=dict)  # name -> dropped after round
    playoff: Playoff | None = None  # the top cut after the rounds (bot.core.league.playoff)
    best_of: int | None = None  # games per swiss match, where the file says (checks "games")
    penalties: tuple[Penalty, ...] = ()  # judges' penalties (bot.core.league.penalties)
    # An organiser's awarded byes (MTR 2.2: e.g. for the first rounds): name -> the rounds it
    # covers. Counted as a bye (a match won 2-0, no opponent) in each of them; never paired.
    awarded_byes: Mapping[str, tuple[int, ...]] = field(default_factory=dict)

    def active_players(self) -> list[str]:
        """The players who have not dropped, in the file's order."""
        return [p for p in self.players if p not in self.dropped]

    def awarded_in(self, number: int) -> list[str]:
        """The players awarded a bye for round `number`, in the file's order."""
        return [p for p in self.players if number in self.awarded_byes.get(p, ())]


def dump_league(league: League, **extra: Any) -> dict[str, Any]:
    """The league file of `league`; `extra` keys (e.g. "name") go in after the fixed ones."""
    out: dict[str, Any] = {
        "format": FORMAT,
        "system": league.system,
        "kind": league.kind.value,
        "points": {
            "win": league.points.win,
            "draw": league.points.draw,
            "loss": league.points.loss,
        },
        "players": list(league.players),
    }
    if league.dropped:
        out["dropped"] = {p: league.dropped[p] for p in league.players if p in league.dropped}
    out["rounds"] = [r.to_json() for r in league.rounds]
    if league.awarded_byes:
        out["awarded_byes"] = {
            p: list(league.awarded_byes[p]) for p in league.players if p in league.awarded_byes
        }
    if league.playoff is not None:
        out["playoff"] = league.playoff.to_json()
    if league.best_of is not None:
        out["best_of"] = league.best_of
    if league.penalties:
        out["penalties"] = [p.to_json() for p in league.penalties]
    for key, value in extra.items():
        out.setdefault(key, value)
    return out


# -- reading --------------------------------------------------------------------------------


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _choice(data: Mapping[str, Any], key: str, allowed: tuple[str, ...]) -> str:
    value = data.get(key)
    if value not in allowed:
        shown = ", ".join(f'"{a}"' for a in allowed)
        if key not in data:
            missing = Message('"{key}" is missing: it is one of {allowed}.', key=key, allowed=shown)
            raise LeagueFileError(missing, field=key)
        wrong = Message(
            '"{key}" must be one of {allowed}, not {value}.',
            key=key,
            allowed=shown,
            value=repr(value),
        )
        raise LeagueFileError(wrong, field=key)
    return str(value)


def _points(data: Mapping[str, Any], kind: Kind) -> Points:
    default = DEFAULT_POINTS[kind]
    raw = data.get("points")
    if raw is None:
        return default
    if not isinstance(raw, Mapping):
        raise LeagueFileError(
            Message('"points" must be an object such as {example}.', example=POINTS_EXAMPLE),
            field="points",
        )
    values = {"win": default.win, "draw": default.draw, "loss": default.loss}
    for key, value in raw.items():
        if key not in values:
            raise LeagueFileError(
                Message(
                    '"points" has an unknown key "{key}" (use "win", "draw" and "loss").', key=key
                ),
                field=f"points.{key}",
            )
        if not _is_int(value) or value < 0:
            raise LeagueFileError(
                Message('"points.{key}" must be a whole number of 0 or more.', key=key),
                field=f"points.{key}",
            )
        values[key] = value
    if values["win"] < 1:
        raise LeagueFileError(Message('"points.win" must be at least 1.'), field="points.win")
    return Points(**values)


def _players(data: Mapping[str, Any]) -> tuple[str, ...]:
    raw = data.get("players")
    if not isinstance(raw, list):
        raise LeagueFileError(Message('"players" must be a list of names.'), field="players")
    seen: set[str] = set()
    for number, name in enumerate(raw, start=1):
        if not isinstance(name, str) or not name.strip():
            raise LeagueFileError(
                Message("Player {number} must be a name (a non-empty string).", number=number),
                field="players",
            )
        if name in seen:
            raise LeagueFileError(
                Message('"{name}" is listed twice; names must be unique.', name=name),
                field="players",
            )
        seen.add(name)
    return tuple(raw)


def _dropped(data: Mapping[str, Any], players: set[str], rounds: int) -> dict[str, int]:
    raw = data.get("dropped")
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise LeagueFileError(
            Message(
                '"dropped" must be an object of player name to round, e.g. {example}.',
                example='{"carol": 2}',
            ),
            field="dropped",
        )
    dropped: dict[str, int] = {}
    for name, after in raw.items():
        if name not in players:
            raise LeagueFileError(
                Message('"{name}" dropped but is not one of "players".', name=name),
                field="dropped",
            )
        if not _is_int(after) or not 0 <= after <= rounds:
            raise LeagueFileError(
                Message(
                    '"{name}" must have dropped after a round from 0 to {rounds} (the rounds in '
                    "the file), not {after}.",
                    name=name,
                    rounds=rounds,
                    after=repr(after),
                ),
                field="dropped",
            )
        dropped[name] = after
    return dropped


def _awarded_byes(
    data: Mapping[str, Any], players: set[str], dropped: Mapping[str, int]
) -> dict[str, tuple[int, ...]]:
    raw = data.get("awarded_byes")
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise LeagueFileError(
            Message(
                '"awarded_byes" must be an object of player name to rounds, e.g. {example}.',
                example='{"alice": [1]}',
            ),
            field="awarded_byes",
        )
    awarded: dict[str, tuple[int, ...]] = {}
    for name, rounds in raw.items():
        if name not in players:
            raise LeagueFileError(
                Message('"{name}" has an awarded bye but is not one of "players".', name=name),
                field="awarded_byes",
            )
        if (
            not isinstance(rounds, list)
            or not rounds
            or not all(_is_int(r) and r >= 1 for r in rounds)
            or len(set(rounds)) != len(rounds)
        ):
            raise LeagueFileError(
                Message(
                    '"awarded_byes" of "{name}" must be a list of different round numbers (1 or '
                    "more), not {rounds}.",
                    name=name,
                    rounds=repr(rounds),
                ),
                field="awarded_byes",
            )
        late = [r for r in rounds if name in dropped and r > dropped[name]]
        if late:
            raise LeagueFileError(
                Message(
                    '"{name}" dropped after round {dropped} and cannot have a bye in round '
                    "{number}.",
                    name=name,
                    dropped=dropped[name],
                    number=late[0],
                ),
                field="awarded_byes",
            )
        awarded[name] = tuple(sorted(rounds))
    return awarded


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
    if not (isinstance(raw, list) and len(raw) == 3 and all(_is_int(g) and g >= 0 for g in raw)):
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


def _best_of(data: Mapping[str, Any]) -> int | None:
    raw = data.get("best_of")
    if raw is None:
        return None
    if not _is_int(raw) or raw < 1 or raw % 2 == 0:
        raise LeagueFileError(
            Message(
                '"best_of" must be an odd whole number of games, such as 3 (it is {value}).',
                value=repr(raw),
            ),
            field="best_of",
        )
    return int(raw)


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


def _round(raw: object, kind: Kind, players: set[str], number: int, best_of: int | None) -> Round:
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


def _check_round_players(rnd: Round, number: int, dropped: Mapping[str, int]) -> None:
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


def read_league_rounds(data: object) -> League:
    """Parse a league file's JSON value but its playoff (bot.core.league.reading reads the whole
    file); raise LeagueFileError naming round, match and field."""
    if not isinstance(data, Mapping):
        raise LeagueFileError(Message("A league file must hold one JSON object."))
    if data.get("format") != FORMAT:
        raise LeagueFileError(wrong_format(data, f'"{FORMAT}"'), field="format")
    system = _choice(data, "system", tuple(GAMES))
    kind = Kind(_choice(data, "kind", tuple(k.value for k in Kind)))
    points = _points(data, kind)
    players = _players(data)
    best_of = _best_of(data)
    known = set(players)
    raw_rounds = data.get("rounds")
    if not isinstance(raw_rounds, list):
        raise LeagueFileError(Message('"rounds" must be a list of rounds.'), field="rounds")
    rounds = tuple(
        _round(raw, kind, known, number, best_of) for number, raw in enumerate(raw_rounds, start=1)
    )
    dropped = _dropped(data, known, len(rounds))
    penalties: tuple[Penalty, ...] = ()
    if data.get("penalties") is not None:  # a file without them reads as it always did
        penalties = read_penalties(data["penalties"], known, len(rounds))
        dropped = _disqualified(dropped, penalties)
    awarded = _awarded_byes(data, known, dropped)
    for number, rnd in enumerate(rounds, start=1):
        _check_round_players(rnd, number, dropped)
        for name in rnd.players():
            if number in awarded.get(name, ()):
                raise LeagueFileError(
                    Message(
                        '"{name}" has an awarded bye in this round and cannot also play in it.',
                        name=name,
                    ),
                    round_number=number,
                    field="awarded_byes",
                )
    if penalties:
        rounds = _decided_by_penalties(rounds, penalties, kind, best_of)
    return League(
        system,
        kind,
        points,
        players,
        rounds,
        dropped,
        best_of=best_of,
        penalties=penalties,
        awarded_byes=awarded,
    )


def _disqualified(dropped: dict[str, int], penalties: tuple[Penalty, ...]) -> dict[str, int]:
    """A disqualified player is out after the round of their disqualification (or earlier, if
    they had dropped before it): added to "dropped" if not listed."""
    out = dict(dropped)
    for name, after in disqualified(penalties).items():
        if name in out and out[name] > after:
            raise LeagueFileError(
                Message(
                    '"{name}" was disqualified in round {number} but "dropped" says after round '
                    "{dropped}; a disqualified player drops after the round of the penalty.",
                    name=name,
                    number=after,
                    dropped=out[name],
                ),
                field="dropped",
            )
        out.setdefault(name, after)
    return out


def _decided_by_penalties(
    rounds: tuple[Round, ...], penalties: tuple[Penalty, ...], kind: Kind, best_of: int | None
) -> tuple[Round, ...]:
    """Each unfinished swiss match of a round whose one player has a match loss (or a
    disqualification) in that round, lost 0-2 by that player (0 to the games a best of
    `best_of` needs, where the file says). A finished match keeps its games; a match whose
    two players both have one, and a pod, stay as they are."""
    losses = match_losses(penalties)
    if kind is not Kind.SWISS or not losses:
        return rounds
    decided = []
    for number, rnd in enumerate(rounds, start=1):
        losers = losses.get(number, set())
        needed = 2 if best_of is None else best_of // 2 + 1
        matches = tuple(_lost(match, losers, needed) for match in rnd.matches)
        decided.append(Round(matches, rnd.byes))
    return tuple(decided)


def _lost(match: LeagueMatch, losers: set[str], needed: int) -> LeagueMatch:
    penalised = [p for p in match.players if p in losers]
    if not match.unfinished or len(penalised) != 1:
        return match
    games = (0, needed, 0) if penalised[0] == match.players[0] else (needed, 0, 0)
    return LeagueMatch(match.players, games=games, lost_by_penalty=penalised[0])
