"""The files `arbiter ratings` reads (shared/spec/ratings.md): league files and results files.

`file_events` turns a file's JSON value into its rating events by ladder format, in the order
the matches finished, or raises `RatingsFileError` naming the 1-based match and the field.
A league file (shared/spec/league-format.md) rates its rounds in order, then its playoff in
bracket order; byes, unfinished matches and matches recorded [0, 0, 0] are not rated.

A match seats at most `MAX_GAME_PLAYERS` players, as a replay file's game or a ruling's
situation does: the model's work for one match grows with the square of its players (a pod of
16,000 in a 133 KB file took minutes), and with the cap a file's time grows with its size.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.league import FORMAT as LEAGUE_FORMAT
from bot.core.league import Kind, LeagueFileError, LeagueMatch, read_league
from bot.core.league.errors import wrong_format
from bot.core.league.playoff import PlayedMatch, playoff_rounds
from bot.core.messages import Message
from bot.core.ratings.events import Format, MatchOutcome, RatingEvent
from bot.core.ratings.ladder import Ladder
from bot.core.rules.games import GAMES
from bot.core.rules.setup import MAX_GAME_PLAYERS

RESULTS_FORMAT = "arbiter-results"


class RatingsFileError(LeagueFileError):
    """A results file that cannot be rated: where and why (a league file's errors, its
    playoff's included, are the league core's)."""


def _check_seats(seated: int, field: str, **where: Any) -> None:
    """Refuse a match of more than MAX_GAME_PLAYERS players, naming it and the cap."""
    if seated > MAX_GAME_PLAYERS:
        raise RatingsFileError(
            Message(
                "{count} players in one match; Arbiter rates matches of at most {most} players, as "
                "it reads replay files and rulings.",
                count=seated,
                most=MAX_GAME_PLAYERS,
            ),
            field=field,
            **where,
        )


def _is_games(value: object) -> bool:
    """[wins A, wins B, draws]: three whole numbers of 0 or more."""
    return (
        isinstance(value, list)
        and len(value) == 3
        and all(isinstance(g, int) and not isinstance(g, bool) and g >= 0 for g in value)
    )


def games_event(
    players: Sequence[str], games: Sequence[int], winner: str | None = None
) -> RatingEvent | None:
    """A two-player match from its game record (more game wins wins; equal is a draw, unless
    a judge recorded a `winner`); None for [0, 0, 0], a match where nothing happened."""
    wins_a, wins_b, drawn = games
    if wins_a == wins_b == drawn == 0:
        return None
    sides = [(players[0],), (players[1],)]
    if winner is not None:
        return RatingEvent.with_winners(sides, [players.index(winner)])
    if wins_a == wins_b:
        return RatingEvent.with_winners(sides, [])
    return RatingEvent.with_winners(sides, [0 if wins_a > wins_b else 1])


def league_match_event(match: LeagueMatch, kind: Kind) -> RatingEvent | None:
    if match.unfinished:
        return None
    if kind is Kind.SWISS:
        assert match.games is not None
        return games_event(match.players, match.games)
    sides = [(p,) for p in match.players]
    if match.draw or match.winner is None:
        return RatingEvent.with_winners(sides, [])
    return RatingEvent.with_winners(sides, [match.players.index(match.winner)])


def playoff_match_event(played: PlayedMatch, kind: Kind) -> RatingEvent | None:
    """A playoff match as the league core reads it: rated once it is decided. A swiss match at
    equal game wins is a draw nowhere in a playoff: it waits for the judge's winner, and is
    not rated until then; a drawn pod is a draw (its highest seed goes on, nobody won)."""
    if kind is Kind.PODS:
        return league_match_event(played.match, kind)
    if played.winner is None:
        return None  # unfinished, or level game wins awaiting a judge
    assert played.match.games is not None
    return games_event(played.players, played.match.games, played.winner)


def league_events(data: Mapping[str, Any]) -> dict[Format, list[RatingEvent]]:
    league = read_league(data)
    # A playoff's tables are the bracket's (pods of 4 at most): only the rounds' can be large.
    for round_number, rnd in enumerate(league.rounds, start=1):
        for match_number, match in enumerate(rnd.matches, start=1):
            _check_seats(
                len(match.players),
                "players",
                round_number=round_number,
                match_number=match_number,
            )
    fmt = Format.DUEL if league.kind is Kind.SWISS else Format.MULTIPLAYER
    events = [
        event
        for rnd in league.rounds
        for match in rnd.matches
        if (event := league_match_event(match, league.kind)) is not None
    ]
    if league.playoff is not None:
        # In bracket order, as the league core reads and checks the playoff.
        events += [
            event
            for rnd in playoff_rounds(league).rounds
            for played in rnd
            if (event := playoff_match_event(played, league.kind)) is not None
        ]
    return {fmt: events}


# -- results files ----------------------------------------------------------------------------


def _name_list(value: object, what: Message, **where: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise RatingsFileError(what, **where)
    return tuple(value)


def _sides(raw: Mapping[str, Any], **where: Any) -> tuple[tuple[str, ...], ...]:
    if "players" in raw and "teams" in raw:
        raise RatingsFileError(
            Message('A match has "players" or "teams", not both.'), field="teams", **where
        )
    if "teams" in raw:
        teams = raw["teams"]
        if not isinstance(teams, list) or len(teams) < 2:
            raise RatingsFileError(
                Message('"teams" must be a list of two teams or more.'), field="teams", **where
            )
        each = Message("Each team must be a list of player names.")
        sides = tuple(_name_list(t, each, field="teams", **where) for t in teams)
        if not all(sides):
            raise RatingsFileError(Message("A team must have a player."), field="teams", **where)
    else:
        listed = Message('"players" must be a list of player names.')
        players = _name_list(raw.get("players"), listed, field="players", **where)
        if len(players) < 2:
            raise RatingsFileError(
                Message('"players" must name two players or more.'), field="players", **where
            )
        sides = tuple((p,) for p in players)
    everyone = [p for side in sides for p in side]
    field = "teams" if "teams" in raw else "players"
    _check_seats(len(everyone), field, **where)
    if len(set(everyone)) != len(everyone):
        raise RatingsFileError(
            Message("A player is seated twice in one match."), field=field, **where
        )
    return sides


def _side_of(sides: tuple[tuple[str, ...], ...], value: object, **where: Any) -> int:
    teams = any(len(side) > 1 for side in sides)
    for i, side in enumerate(sides):
        # A player's name for a match of players, the team's list of names for teams.
        if value == (list(side) if teams else side[0]):
            return i
    if teams:
        unknown = Message("The winner {value} is not one of the match's teams.", value=repr(value))
    else:
        unknown = Message(
            "The winner {value} is not one of the match's players.", value=repr(value)
        )
    raise RatingsFileError(unknown, field="winner", **where)


def _results_match(raw: object, **where: Any) -> RatingEvent | None:
    if not isinstance(raw, Mapping):
        raise RatingsFileError(Message("A match must be an object."), **where)
    sides = _sides(raw, **where)
    given = [k for k in ("games", "winner", "draw", "results") if k in raw]
    if len(given) != 1:
        raise RatingsFileError(
            Message('A match gives exactly one of "games", "winner", "draw": true or "results".'),
            field=given[1] if given else "winner",
            **where,
        )
    key = given[0]
    if key == "games":
        games = raw["games"]
        if len(sides) != 2 or any(len(s) != 1 for s in sides):
            raise RatingsFileError(
                Message('"games" is for two-player matches.'), field="games", **where
            )
        if not _is_games(games):
            raise RatingsFileError(
                Message('"games" must be [wins of the first player, wins of the second, draws].'),
                field="games",
                **where,
            )
        return games_event([s[0] for s in sides], games)
    if key == "draw":
        if raw["draw"] is not True:
            raise RatingsFileError(Message('"draw" can only be true.'), field="draw", **where)
        return RatingEvent.with_winners(sides, [])
    if key == "winner":
        return RatingEvent.with_winners(sides, [_side_of(sides, raw["winner"], **where)])
    results = raw["results"]
    if any(len(s) != 1 for s in sides):
        raise RatingsFileError(
            Message('"results" is for players, not teams.'), field="results", **where
        )
    names = [s[0] for s in sides]
    if not isinstance(results, Mapping) or sorted(results) != sorted(names):
        raise RatingsFileError(
            Message('"results" must give each player of the match "won", "drew" or "lost".'),
            field="results",
            **where,
        )
    try:
        outcomes = tuple(MatchOutcome(results[n]) for n in names)
    except ValueError:
        raise RatingsFileError(
            Message('Each result must be "won", "drew" or "lost".'), field="results", **where
        ) from None
    return RatingEvent(sides, outcomes)


def results_events(data: Mapping[str, Any]) -> dict[Format, list[RatingEvent]]:
    system = data.get("system")
    if not isinstance(system, str) or system not in GAMES:
        shown = ", ".join(f'"{s}"' for s in GAMES)
        raise RatingsFileError(
            Message('"system" must be one of {allowed}.', allowed=shown), field="system"
        )
    matches = data.get("matches")
    if not isinstance(matches, list):
        raise RatingsFileError(Message('"matches" must be a list of matches.'), field="matches")
    ladders: dict[Format, list[RatingEvent]] = {}
    for number, raw in enumerate(matches, start=1):
        event = _results_match(raw, match_number=number)
        if event is not None:
            ladders.setdefault(event.format, []).append(event)
    return ladders


def file_events(data: object) -> dict[Format, list[RatingEvent]]:
    """The rating events of a league file or a results file, by ladder format."""
    if not isinstance(data, Mapping):
        raise RatingsFileError(Message("The file must hold one JSON object."))
    if data.get("format") == LEAGUE_FORMAT:
        return league_events(data)
    if data.get("format") == RESULTS_FORMAT:
        return results_events(data)
    formats = f'"{LEAGUE_FORMAT}", "{RESULTS_FORMAT}"'
    raise RatingsFileError(wrong_format(data, formats), field="format")


def ladders_json(events: Mapping[Format, Sequence[RatingEvent]]) -> dict[str, list[Any]]:
    """Each format's ladder as `arbiter ratings` prints it; ladders with nobody left out."""
    out = {}
    for fmt in Format:
        table = Ladder().apply_all(events.get(fmt, ())).table()
        if table:
            out[fmt.value] = [row.to_json() for row in table]
    return out
