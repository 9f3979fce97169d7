"""Reading a whole league file: its header (game, kind, points, players, best of), its rounds
(bot.core.league.round_reading), who dropped or was disqualified, the awarded byes, the
matches the judges' penalties decided, then its playoff (bot.core.league.playoff), which is
checked against the standings those rounds give. Any refusal is a LeagueFileError naming the
1-based round, match and field."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.core.league.errors import LeagueFileError, wrong_format
from bot.core.league.leaguefile import (
    DEFAULT_POINTS,
    FORMAT,
    Kind,
    League,
    LeagueMatch,
    Points,
    Round,
)
from bot.core.league.penalties import Penalty, disqualified, match_losses, read_penalties
from bot.core.league.playoff import read_playoff
from bot.core.league.round_reading import check_round_players, read_round
from bot.core.messages import Message
from bot.core.rules.event_reading import is_integer
from bot.core.rules.games import GAMES

# The file format's own JSON, quoted in its refusals as it is in every language.
POINTS_EXAMPLE = '{"win": 3, "draw": 1, "loss": 0}'


def read_league(data: object) -> League:
    """Parse a league file's JSON value; raise LeagueFileError naming round, match and field."""
    league = read_league_rounds(data)
    assert isinstance(data, Mapping)  # read_league_rounds refused anything else
    raw = data.get("playoff")
    return league if raw is None else replace(league, playoff=read_playoff(raw, league))


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
        read_round(raw, kind, known, number, best_of)
        for number, raw in enumerate(raw_rounds, start=1)
    )
    dropped = _dropped(data, known, len(rounds))
    penalties: tuple[Penalty, ...] = ()
    if data.get("penalties") is not None:  # a file without them reads as it always did
        penalties = read_penalties(data["penalties"], known, len(rounds))
        dropped = _disqualified(dropped, penalties)
    awarded = _awarded_byes(data, known, dropped)
    for number, rnd in enumerate(rounds, start=1):
        check_round_players(rnd, number, dropped)
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
        if not is_integer(value) or value < 0:
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
        if not is_integer(after) or not 0 <= after <= rounds:
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
            or not all(is_integer(r) and r >= 1 for r in rounds)
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


def _best_of(data: Mapping[str, Any]) -> int | None:
    raw = data.get("best_of")
    if raw is None:
        return None
    if not is_integer(raw) or raw < 1 or raw % 2 == 0:
        raise LeagueFileError(
            Message(
                '"best_of" must be an odd whole number of games, such as 3 (it is {value}).',
                value=repr(raw),
            ),
            field="best_of",
        )
    return int(raw)


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
