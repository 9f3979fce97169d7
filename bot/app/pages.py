"""Each page's data, as the JSON the spec fixes (shared/spec/web.md, "Pages").

Built from what the league and match services read: a league's rows (standings by the pure
core, exactly as `arbiter standings` computes them from the league's export) and a match's
view. Only names and results go out: never a Discord id, a thread, a guild or another
league's anything. The HTML templates render these same dicts.
"""

from __future__ import annotations

import unicodedata
from datetime import datetime
from typing import Any

from bot.app.league.rounds import round_view
from bot.app.match.views import MatchView
from bot.app.ratings import RatingLine
from bot.core.league import Kind, compute_standings
from bot.core.league.playoff import playoff_rounds, round_name, total_rounds
from bot.core.rules.games import Tracked, game_of, title_of
from bot.store.leagues import LeagueRows, as_utc, league_file
from bot.store.tables.matches import ACTIVE
from bot.store.tables.penalties import LeagueDecklist


def iso(moment: datetime | None) -> str | None:
    return moment.isoformat().replace("+00:00", "Z") if moment is not None else None


def _tables(rows: LeagueRows, number: int) -> tuple[list[dict[str, Any]], Any]:
    view = round_view(rows, number)
    tables = []
    for pairing in view.pairings:
        match = rows.matches.get(pairing.match_id) if pairing.match_id else None
        live = None
        if pairing.result is None and match is not None and match.status == ACTIVE:
            live = {"game": match.current_game, "wins": list(match.wins), "draws": match.draws}
        status = "finished" if pairing.result else ("playing" if live else "not started")
        tables.append(
            {
                "table": pairing.table,
                "players": list(pairing.players),
                # A message (the JSON says it in English, a page in its language).
                "result": pairing.result.said() if pairing.result else None,
                "status": status,
                "live": live,
                # A judge's extension: the table's own time (the round's plus these minutes).
                "extra_minutes": pairing.extra_minutes,
                "deadline": iso(pairing.deadline),
            }
        )
    return tables, view


def _playoff_clock(
    rows: LeagueRows, playoff: dict[str, Any] | None
) -> tuple[int, datetime, bool] | None:
    """The timed playoff round being played: (its number, its deadline, whether time was
    called on all its matches); None when no playoff round is being played on a clock."""
    if playoff is None or playoff.get("champion") or not playoff.get("rounds"):
        return None
    number = len(playoff["rounds"])
    if all(match["winner"] for match in playoff["rounds"][-1]):
        return None
    timed = [m for m in rows.playoff_matches if m.round_number == number and m.deadline]
    if not timed:
        return None
    deadline = min(as_utc(m.deadline) for m in timed if m.deadline is not None)
    return number, deadline, all(m.time_called_at is not None for m in timed)


def league_page(
    rows: LeagueRows,
    now: datetime,
    ratings: list[RatingLine] | None = None,
    *,
    decklists: list[LeagueDecklist] | None = None,
) -> dict[str, Any]:
    """The league's page (`/l/{token}.json`); its `playoff` is the standings' playoff object
    (shared/spec/league-format.md, "Playoffs"), or None while the league has none; its
    `ratings` the league's own players in the server's ladder of its game and format, in
    the ladder's order, or None while that ladder has no rated match."""
    league = rows.league
    league_data = league_file(rows)
    playoff = playoff_rounds(league_data).to_json() if league_data.playoff is not None else None
    live = _playoff_live(rows)
    rounds = []
    current: Any = None
    for rnd in rows.rounds:
        tables, view = _tables(rows, rnd.number)
        rounds.append(
            {
                "number": rnd.number,
                "deadline": iso(view.deadline),
                "time_called": view.time_called,
                "tables": tables,
                "byes": list(view.byes),
                "changed": [
                    {"player_a": c.player_a, "player_b": c.player_b, "at": iso(c.at)}
                    for c in view.changed
                ],
                "finished": all(t["result"] is not None for t in tables),
            }
        )
        current = view
    live_round = rounds[-1] if rounds and not rounds[-1]["finished"] else None
    deadline = current.deadline if live_round is not None and not current.time_called else None
    clock_round = live_round["number"] if live_round else None
    time_called = bool(live_round and current.time_called)
    playoff_clock = _playoff_clock(rows, playoff) if live_round is None else None
    if playoff_clock is not None:
        clock_round, deadline, time_called = playoff_clock
        deadline = None if time_called else deadline
    return {
        "league": {
            "name": league.name,
            "game": league.system,
            "game_name": title_of(league.system),
            "variant": league.variant,
            "kind": league.kind,
            "best_of": league.best_of,
            "round_minutes": league.round_minutes,
            "rounds_planned": league.rounds_planned,
            "rounds_played": len(rows.rounds),
            "status": league.status,
        },
        "standings": [s.to_json() for s in compute_standings(league_data)],
        "rounds": rounds,
        "playoff": playoff,
        "bracket": bracket(playoff, league.kind, live) if playoff is not None else None,
        "ratings": None if ratings is None else [league_rating(line) for line in ratings],
        # The playoff's players' decklists, once an organiser published them (else None).
        "decklists": None
        if decklists is None
        else [{"player": d.player, "text": d.text, "url": d.url} for d in decklists],
        "clock": {
            "deadline": iso(deadline),
            "round": clock_round,
            "playoff": playoff_clock is not None,
            "time_called": time_called,
            "now": iso(now),
            # Tables of the round being played with a judge's extension, and their own time.
            "extended": [
                {
                    "table": t["table"],
                    "deadline": t["deadline"],
                    "extra_minutes": t["extra_minutes"],
                }
                for t in (live_round["tables"] if live_round else [])
                if t["extra_minutes"] and t["result"] is None
            ],
        },
    }


def match_page(view: MatchView) -> dict[str, Any]:
    """One match's scoreboard (`/m/{token}.json`): what a stream overlay shows."""
    game = game_of(view.system)
    counter = game.names.life
    players = []
    for player in view.players:
        entry: dict[str, Any] = {
            "name": player.name,
            "team": player.team,
            "standing": player.standing,
            counter: player.life,
            "poison": player.poison,
            "commander_damage": dict(player.commander_damage),
        }
        if Tracked.CITY in game.tracks:
            entry["structures"] = player.structures
            entry["relics"] = player.relics
        players.append(entry)
    result = None
    if view.result is not None:
        result = {
            "winners": list(view.result.winners),
            "score": view.result.score,
            "reason": view.result.reason,
        }
    return {
        "match": {
            "game": view.system,
            "game_name": title_of(view.system),
            "variant": view.variant,
            "best_of": view.best_of,
            "status": view.status,
            "game_number": view.game.number,
            "teams": [list(team) for team in view.teams],
            "wins": list(view.wins),
            "draws": view.draws,
            "counter": counter,
            "result": result,
        },
        "players": players,
    }


def ladder_entry(line: RatingLine) -> dict[str, Any]:
    """One leaderboard line in the ratings spec's entry shape (ratings.md, `arbiter
    ratings`): the player's stored display name, never their id."""
    return {
        "rank": line.rank,
        "player": line.name,
        "rating": line.rating,
        "mu": round(line.mu, 6),
        "sigma": round(line.sigma, 6),
        "matches": line.matches,
        "record": line.record,
        "provisional": line.provisional,
    }


def league_rating(line: RatingLine) -> dict[str, Any]:
    """A league player's line in the league page's ratings: no rank in the server's ladder,
    which would tell of players outside the league."""
    return {
        "player": line.name,
        "rating": line.rating,
        "provisional": line.provisional,
        "matches": line.matches,
    }


def ladder_page(
    game: str,
    ladder_format: str,
    all_time: list[RatingLine],
    season: tuple[str, list[RatingLine]] | None,
) -> dict[str, Any]:
    """`/r/{token}/{game}/{format}.json`: the ladder all time and in the current season
    (null when no season runs)."""
    return {
        "game": game,
        "game_name": title_of(game),
        "format": ladder_format,
        "all_time": [ladder_entry(line) for line in all_time],
        "season": (
            {"name": season[0], "entries": [ladder_entry(line) for line in season[1]]}
            if season is not None
            else None
        ),
    }


def _playoff_live(rows: LeagueRows) -> dict[tuple[int, int], dict[str, Any]]:
    """The playoff matches in play, by (round, table): the game being played and the games
    each seat has won so far."""
    live = {}
    for table in rows.playoff_matches:
        match = rows.matches.get(table.match_id) if table.match_id else None
        if match is not None and match.status == ACTIVE:
            live[(table.round_number, table.table_number)] = {
                "game": match.current_game,
                "wins": list(match.wins),
                "draws": match.draws,
            }
    return live


def bracket(
    playoff: dict[str, Any],
    kind: str,
    live: dict[tuple[int, int], dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The whole bracket as the venue's screen draws it, from the first round on: a column
    per round, named as Discord names it (Round of 16, Quarterfinals, Semifinals, Final),
    the rounds not yet paired as empty slots. Each seat has its seed and its games won (the
    result, or the games so far of a match in play); `live` (by round and table) marks the
    matches in play. Swiss: a match per pair until the final; pods: 16 seeds play four
    semifinal pods, then a final pod (4 seeds: the final alone)."""
    shape = Kind(kind)
    size = int(playoff.get("size") or 0)
    seeds = {name: number for number, name in enumerate(playoff.get("seeds") or [], start=1)}
    played = [list(r) for r in playoff.get("rounds") or []]
    if shape is Kind.PODS:
        counts = [4, 1] if size == 16 else [1]
    else:
        counts = [size >> number for number in range(1, total_rounds(shape, size) + 1)]
    live = live or {}
    columns = []
    for number, count in enumerate(counts, start=1):
        got = played[number - 1] if number <= len(played) else []
        matches = []
        for table, match in enumerate(got, start=1):
            in_play = live.get((number, table))
            games = in_play["wins"] if in_play else match.get("games")
            matches.append(
                {
                    "seats": [
                        {
                            "name": name,
                            "seed": seeds.get(name),
                            "games": games[seat] if games and seat < len(games) else None,
                            "winner": match.get("winner") == name,
                        }
                        for seat, name in enumerate(match.get("players") or [])
                    ],
                    "winner": match.get("winner"),
                    "live": in_play,
                }
            )
        matches += [{"seats": [], "winner": None, "live": None}] * (count - len(got))
        columns.append({"name": round_name(shape, size, number), "matches": matches})
    return {"size": size, "kind": shape.value, "columns": columns}


def pairings_by_name(current: dict[str, Any]) -> list[dict[str, Any]]:
    """A round's pairings as a venue posts them: every player in alphabetical order (case
    and accents aside), with their table and their opponents; a bye has no table."""
    lines = [
        {
            "player": player,
            "table": table["table"],
            "opponents": [other for other in table["players"] if other != player],
            "status": table["status"],
        }
        for table in current["tables"]
        for player in table["players"]
    ]
    lines += [
        {"player": name, "table": None, "opponents": [], "status": "bye"}
        for name in current["byes"]
    ]
    return sorted(lines, key=lambda line: (_sort_key(line["player"]), line["player"]))


def _sort_key(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))
