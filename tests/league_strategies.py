"""Builders and Hypothesis strategies for league files (shared/spec/league-format.md)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from hypothesis import strategies as st

from bot.core.league import League, read_league

JSON = dict[str, Any]


def document(
    kind: str,
    players: list[str],
    rounds: list[JSON],
    dropped: dict[str, int] | None,
    system: str = "magic",
    **extra: Any,
) -> JSON:
    """A league file from its parts (no "dropped" key when nobody dropped)."""
    data: JSON = {
        "format": "arbiter-league",
        "system": system,
        "kind": kind,
        "players": players,
        "rounds": rounds,
        **extra,
    }
    if dropped:
        data["dropped"] = dropped
    return data


def swiss_file(
    players: list[str], rounds: list[list[Any]], dropped: dict[str, int] | None = None, **extra: Any
) -> JSON:
    """A swiss league file; a round is a list of (a, b, wins_a, wins_b, draws) and bye names
    (plain strings). A match with wins None is unfinished."""
    out_rounds = []
    for rnd in rounds:
        matches, byes = [], []
        for item in rnd:
            if isinstance(item, str):
                byes.append(item)
            elif item[2] is None:
                matches.append({"players": [item[0], item[1]], "result": "unfinished"})
            else:
                matches.append({"players": [item[0], item[1]], "games": list(item[2:])})
        out: JSON = {"matches": matches}
        if len(byes) == 1:
            out["bye"] = byes[0]
        elif byes:
            out["bye"] = byes
        out_rounds.append(out)
    return document("swiss", players, out_rounds, dropped, **extra)


def swiss(
    players: list[str], rounds: list[list[Any]], dropped: dict[str, int] | None = None, **extra: Any
) -> League:
    return read_league(swiss_file(players, rounds, dropped, **extra))


def pods_file(
    players: list[str], rounds: list[list[Any]], dropped: dict[str, int] | None = None, **extra: Any
) -> JSON:
    """A pods league file; a pod is (seats..., "winner:NAME" | "draw" | "unfinished")."""
    out_rounds = []
    for rnd in rounds:
        matches = []
        for pod in rnd:
            *seats, result = pod
            match: JSON = {"players": list(seats)}
            if result == "draw":
                match["draw"] = True
            elif result == "unfinished":
                match["result"] = "unfinished"
            else:
                match["winner"] = result.removeprefix("winner:")
            matches.append(match)
        out_rounds.append({"matches": matches})
    return document("pods", players, out_rounds, dropped, **extra)


GAMES = [[2, 0, 0], [2, 1, 0], [0, 2, 0], [1, 2, 0], [1, 1, 1], [0, 0, 3], [1, 0, 0], [1, 1, 0]]


@st.composite
def swiss_files(
    draw: st.DrawFn, min_players: int = 1, max_players: int = 10, max_rounds: int = 4
) -> JSON:
    """Valid swiss league files: random pairings and results, byes, drops, unfinished."""
    n = draw(st.integers(min_players, max_players))
    players = [f"p{i:02d}" for i in range(n)]
    dropped: dict[str, int] = {}
    rounds: list[JSON] = []
    for number in range(1, draw(st.integers(0, max_rounds)) + 1):
        active = [p for p in players if p not in dropped]
        order = draw(st.permutations(active))
        byes = []
        while len(order) % 2 or (order and draw(st.integers(0, 9)) == 0):
            byes.append(order[-1])  # an odd one out, sometimes a second bye
            order = order[:-1]
        matches = []
        for a, b in zip(order[0::2], order[1::2], strict=True):
            if draw(st.integers(0, 14)) == 0:
                matches.append({"players": [a, b], "result": "unfinished"})
            else:
                matches.append({"players": [a, b], "games": draw(st.sampled_from(GAMES))})
        rnd: JSON = {"matches": matches}
        if len(byes) == 1:
            rnd["bye"] = byes[0]
        elif byes:
            rnd["bye"] = byes
        rounds.append(rnd)
        for p in active:
            if draw(st.integers(0, 11)) == 0:
                dropped[p] = number
    return document(
        "swiss",
        players,
        rounds,
        dropped,
        system=draw(st.sampled_from(["grand-archive", "magic", "terrus"])),
    )


@st.composite
def pods_files(
    draw: st.DrawFn, min_players: int = 3, max_players: int = 14, max_rounds: int = 4
) -> JSON:
    """Valid pods league files: random pods of 3 to 5, winners, draws, drops."""
    n = draw(st.integers(min_players, max_players))
    players = [f"p{i:02d}" for i in range(n)]
    dropped: dict[str, int] = {}
    rounds: list[JSON] = []
    for number in range(1, draw(st.integers(0, max_rounds)) + 1):
        active = [p for p in players if p not in dropped]
        order = list(draw(st.permutations(active)))
        matches = []
        while len(order) >= 3:
            size = 3 if len(order) in (3, 6) else min(4, len(order))
            pod, order = order[:size], order[size:]
            result = draw(st.sampled_from(["win", "win", "draw", "unfinished"]))
            match: JSON = {"players": pod}
            if result == "win":
                match["winner"] = draw(st.sampled_from(pod))
            elif result == "draw":
                match["draw"] = True
            else:
                match["result"] = "unfinished"
            matches.append(match)
        rounds.append({"matches": matches})
        for p in active:
            if len(active) - len(dropped) > 4 and draw(st.integers(0, 11)) == 0:
                dropped[p] = number
    return document("pods", players, rounds, dropped)


def perfect_matchings(players: list[str]) -> list[list[tuple[str, str]]]:
    """Every way to pair an even list of players (945 for 10 players)."""
    if not players:
        return [[]]
    first, rest = players[0], players[1:]
    found = []
    for i, partner in enumerate(rest):
        for tail in perfect_matchings(rest[:i] + rest[i + 1 :]):
            found.append([(first, partner), *tail])
    return found


def pairs_of(pods: list[list[str]]) -> list[tuple[str, str]]:
    return [pair for pod in pods for pair in combinations(pod, 2)]
