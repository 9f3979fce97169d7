"""Reading the league file (shared/spec/league-format.md): what is accepted, what is refused and
how the refusal names the round, the match and the field."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings

from bot.core.league import FORMAT, Kind, LeagueFileError, dump_league, read_league
from tests.league_strategies import pods_file, pods_files, swiss_file, swiss_files

GOOD = swiss_file(
    ["ann", "bob", "cat"],
    [[("ann", "bob", 2, 1, 0), "cat"], [("ann", "cat", None), "bob"]],
)


def test_a_good_file() -> None:
    league = read_league(GOOD)
    assert league.kind is Kind.SWISS and league.system == "magic"
    assert (league.points.win, league.points.draw, league.points.loss) == (3, 1, 0)
    assert league.rounds[0].byes == ("cat",)
    assert league.rounds[1].matches[0].unfinished


def test_pods_default_points() -> None:
    league = read_league(pods_file(list("abc"), []))
    assert (league.points.win, league.points.draw, league.points.loss) == (5, 1, 0)


def test_extra_keys_are_ignored() -> None:
    league = read_league({**GOOD, "name": "Tuesday Swiss", "variant": None})
    assert league.players == ("ann", "bob", "cat")


def test_several_byes_in_a_round() -> None:
    league = read_league(swiss_file(list("abcd"), [[("a", "b", 2, 0, 0), "c", "d"]]))
    assert league.rounds[0].byes == ("c", "d")


def edit(data: dict[str, Any], path: list[Any], value: Any) -> dict[str, Any]:
    """A deep copy of `data` with the value at `path` replaced (or deleted if value is ...)."""
    out = copy.deepcopy(data)
    target = out
    for key in path[:-1]:
        target = target[key]
    if value is ...:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return out


R = "rounds"
M = "matches"

REFUSED = [
    ("not an object", [1, 2], "", "one JSON object"),
    ("no format", edit(GOOD, ["format"], ...), 'field "format"', FORMAT),
    ("wrong format", edit(GOOD, ["format"], "x"), 'field "format"', FORMAT),
    ("unknown system", edit(GOOD, ["system"], "chess"), 'field "system"', "grand-archive"),
    ("unknown kind", edit(GOOD, ["kind"], "elimination"), 'field "kind"', "swiss"),
    ("points not object", edit(GOOD, ["points"], 3), 'field "points"', "object"),
    ("negative points", edit(GOOD, ["points"], {"draw": -1}), 'field "points.draw"', "0 or more"),
    ("zero win", edit(GOOD, ["points"], {"win": 0}), 'field "points.win"', "at least 1"),
    ("points key", edit(GOOD, ["points"], {"tie": 1}), 'field "points.tie"', "unknown"),
    ("bool points", edit(GOOD, ["points"], {"win": True}), 'field "points.win"', "whole"),
    ("players missing", edit(GOOD, ["players"], ...), 'field "players"', "list"),
    ("empty name", edit(GOOD, ["players", 1], ""), 'field "players"', "Player 2"),
    ("twice", edit(GOOD, ["players", 2], "ann"), 'field "players"', "twice"),
    ("rounds missing", edit(GOOD, [R], ...), 'field "rounds"', "list"),
    ("round not object", edit(GOOD, [R, 1], []), "round 2", "object"),
    ("matches missing", edit(GOOD, [R, 0, M], ...), 'round 1, field "matches"', "list"),
    ("match not object", edit(GOOD, [R, 0, M, 0], "x"), "round 1, match 1", "object"),
    (
        "unknown player",
        edit(GOOD, [R, 0, M, 0, "players", 1], "zed"),
        'round 1, match 1, field "players"',
        '"zed" is not one of "players"',
    ),
    (
        "three in a swiss match",
        edit(GOOD, [R, 0, M, 0, "players"], ["ann", "bob", "cat"]),
        'round 1, match 1, field "players"',
        "2 player names",
    ),
    (
        "seated twice",
        edit(GOOD, [R, 0, M, 0, "players"], ["ann", "ann"]),
        'round 1, match 1, field "players"',
        "twice",
    ),
    (
        "games missing",
        edit(GOOD, [R, 0, M, 0, "games"], ...),
        'round 1, match 1, field "games"',
        "unfinished",
    ),
    (
        "games short",
        edit(GOOD, [R, 0, M, 0, "games"], [2, 1]),
        'round 1, match 1, field "games"',
        "three whole numbers",
    ),
    (
        "games negative",
        edit(GOOD, [R, 0, M, 0, "games"], [2, -1, 0]),
        'round 1, match 1, field "games"',
        "three whole numbers",
    ),
    (
        "result unknown",
        edit(GOOD, [R, 0, M, 0, "result"], "done"),
        'round 1, match 1, field "result"',
        '"unfinished"',
    ),
    (
        "winner in swiss",
        edit(GOOD, [R, 0, M, 0, "winner"], "ann"),
        'round 1, match 1, field "winner"',
        "pod",
    ),
    ("bye unknown", edit(GOOD, [R, 0, "bye"], "zed"), 'round 1, field "bye"', "zed"),
    ("bye not a name", edit(GOOD, [R, 0, "bye"], 3), 'round 1, field "bye"', "name"),
    (
        "plays twice",
        edit(GOOD, [R, 0, "bye"], "bob"),
        'round 1, field "bye"',
        '"bob" appears twice',
    ),
    (
        "plays twice in matches",
        swiss_file(list("abc"), [[("a", "b", 2, 0, 0), ("a", "c", 2, 0, 0)]]),
        'round 1, match 2, field "players"',
        '"a" appears twice',
    ),
    ("dropped unknown", {**GOOD, "dropped": {"zed": 1}}, 'field "dropped"', "zed"),
    ("dropped not object", {**GOOD, "dropped": ["ann"]}, 'field "dropped"', "object"),
    ("dropped future", {**GOOD, "dropped": {"ann": 3}}, 'field "dropped"', "from 0 to 2"),
    (
        "plays after dropping",
        {**GOOD, "dropped": {"cat": 1}},
        'round 2, match 1, field "players"',
        '"cat" dropped after round 1',
    ),
]


@pytest.mark.parametrize(
    ("data", "where", "says"), [r[1:] for r in REFUSED], ids=[r[0] for r in REFUSED]
)
def test_refused_files_name_the_place(data: Any, where: str, says: str) -> None:
    with pytest.raises(LeagueFileError) as caught:
        read_league(data)
    assert caught.value.location() == where
    assert says in caught.value.message
    assert "\n" not in str(caught.value)


POD = pods_file(list("abcd"), [[("a", "b", "c", "d", "winner:a")]])

POD_REFUSED = [
    ("games in a pod", edit(POD, [R, 0, M, 0, "games"], [1, 0, 0]), "games", "swiss"),
    (
        "winner not seated",
        pods_file(list("abcde"), [[("a", "b", "c", "winner:e")]]),
        "winner",
        "not seated",
    ),
    ("no result", edit(POD, [R, 0, M, 0, "winner"], ...), "winner", "needs"),
    ("winner and draw", edit(POD, [R, 0, M, 0, "draw"], True), "draw", "not both"),
    (
        "draw not bool",
        edit(edit(POD, [R, 0, M, 0, "winner"], ...), [R, 0, M, 0, "draw"], 1),
        "draw",
        "true or false",
    ),
    ("pod of one", edit(POD, [R, 0, M, 0, "players"], ["a"]), "players", "at least 2"),
]


@pytest.mark.parametrize(
    ("data", "field", "says"), [r[1:] for r in POD_REFUSED], ids=[r[0] for r in POD_REFUSED]
)
def test_refused_pods(data: Any, field: str, says: str) -> None:
    with pytest.raises(LeagueFileError) as caught:
        read_league(data)
    assert caught.value.location() == f'round 1, match 1, field "{field}"'
    assert says in caught.value.message


def test_an_unfinished_pod_needs_no_result() -> None:
    league = read_league(pods_file(list("abc"), [[("a", "b", "c", "unfinished")]]))
    assert league.rounds[0].matches[0].unfinished


@settings(max_examples=50, deadline=None)
@given(swiss_files())
def test_dump_reads_back_the_same_swiss_league(data: dict) -> None:
    league = read_league(data)
    assert read_league(dump_league(league)) == league


@settings(max_examples=50, deadline=None)
@given(pods_files())
def test_dump_reads_back_the_same_pods_league(data: dict) -> None:
    league = read_league(data)
    dumped = dump_league(league, name="Commander night")
    assert dumped["name"] == "Commander night" and dumped["format"] == FORMAT
    assert read_league(dumped) == league
