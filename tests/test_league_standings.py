"""Points and the four tiebreakers, pinned by worked examples computed by hand from the rule.

The examples follow the kinds of case MTG MTR Appendix C walks through (a season's match-win
%, the 0.33 floor, game-win % with a drawn game, byes, opponents' averages), with our own
players and numbers; every expected figure is worked out in the comments from
shared/spec/league-format.md, exactly (as fractions) and as the command prints it.
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction as F

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.league import compute_standings, read_league, standings_json
from bot.core.league.standings import FLOOR, rounded
from tests.league_strategies import pods_file, pods_files, swiss, swiss_file, swiss_files


def by_player(league):
    return {s.player: s for s in compute_standings(league)}


# -- a season of eight rounds for one player ------------------------------------------------

# ann plays o1..o8, one a round; each opponent plays only that match.
# ann: won 2-0, 2-1, 2-0, 2-1, 2-0; lost 1-2, 0-2; drew 1-1-1  -> 5-2-1.
SEASON = [
    [("ann", "o1", 2, 0, 0)],
    [("ann", "o2", 2, 1, 0)],
    [("ann", "o3", 2, 0, 0)],
    [("ann", "o4", 2, 1, 0)],
    [("ann", "o5", 2, 0, 0)],
    [("ann", "o6", 1, 2, 0)],
    [("ann", "o7", 0, 2, 0)],
    [("ann", "o8", 1, 1, 1)],
]
SEASON_PLAYERS = ["ann", *(f"o{i}" for i in range(1, 9))]


def test_match_win_percentage_over_a_season() -> None:
    ann = by_player(swiss(SEASON_PLAYERS, SEASON))["ann"]
    # 5 wins x 3 + 1 draw x 1 = 16 match points over 8 rounds: 16 / 24 = 2/3.
    assert ann.points == 16
    assert ann.record == "5-2-1"
    assert ann.mwp == F(2, 3)
    assert rounded(ann.mwp) == 0.6667


def test_game_win_percentage_counts_drawn_games() -> None:
    ann = by_player(swiss(SEASON_PLAYERS, SEASON))["ann"]
    # Games won 2+2+2+2+2+1+0+1 = 12, lost 0+1+0+1+0+2+2+1 = 7, drawn 1: 20 games.
    # Game points 12 x 3 + 1 = 37 of 20 x 3 = 60.
    assert ann.gwp == F(37, 60)
    assert rounded(ann.gwp) == 0.6167


def test_opponents_match_win_percentage_floors_each_opponent_first() -> None:
    ann = by_player(swiss(SEASON_PLAYERS, SEASON))["ann"]
    # o1..o5 lost their only match: 0 -> floored to 0.33 each; o6, o7 won: 1; o8 drew: 1/3.
    # (5 x 0.33 + 2 + 1/3) / 8 = (33/20 + 7/3) / 8 = 239/480.
    assert ann.omwp == F(239, 480)
    assert rounded(ann.omwp) == 0.4979


def test_opponents_game_win_percentage() -> None:
    ann = by_player(swiss(SEASON_PLAYERS, SEASON))["ann"]
    # Opponents' game-win %: o1, o3, o5 won no game: 0.33; o2, o4 won 1 of 3: 1/3;
    # o6 2-1: 6/9; o7 2-0: 1; o8 1-1-1: (3 + 1) / 9 = 4/9.
    expected = (3 * FLOOR + 2 * F(1, 3) + F(2, 3) + 1 + F(4, 9)) / 8
    assert ann.ogwp == expected
    assert rounded(ann.ogwp) == 0.4710


def test_the_floor_on_match_win_percentage() -> None:
    # A 1-5-1 season: 4 match points over 7 rounds = 4/21 = 0.19, shown as the floor 0.33.
    rounds = [
        [("low", f"x{i}", *g)]
        for i, g in enumerate(
            [(2, 0, 0), (0, 2, 0), (0, 2, 0), (1, 2, 0), (0, 2, 0), (1, 2, 0), (1, 1, 0)]
        )
    ]
    low = by_player(swiss(["low", *(f"x{i}" for i in range(7))], rounds))["low"]
    assert low.points == 4 and low.record == "1-5-1"
    assert low.mwp == FLOOR
    assert low.to_json()["mwp"] == 0.33
    # Games won 2+0+0+1+0+1+1 = 5, lost 0+2+2+2+2+2+1 = 11: 15 of 48 = 0.3125 -> the floor.
    assert low.gwp == FLOOR


def test_a_bye_is_a_match_won_two_nil_without_an_opponent() -> None:
    # bea: bye in round 1, beats cal 2-1 in round 2, loses 0-2 to dan in round 3.
    league = swiss(
        ["bea", "cal", "dan", "eve"],
        [
            [
                "bea",
                ("cal", "dan", 0, 2, 0),
            ],
            [("bea", "cal", 2, 1, 0), ("dan", "eve", 2, 0, 0)],
            [("dan", "bea", 2, 0, 0), "cal"],
        ],
    )
    table = by_player(league)
    bea = table["bea"]
    # 3 + 3 + 0 = 6 points over 3 rounds (the bye counts): 6/9.
    assert bea.points == 6 and bea.record == "2-1-0"
    assert bea.mwp == F(2, 3)
    # Games: 2-0 (bye) + 2-1 + 0-2 = 4 won of 7: 12/21 = 4/7.
    assert bea.gwp == F(4, 7)
    # Opponents: cal (round 2) and dan (round 3) only; the bye has none.
    # cal: lost to dan, lost to bea, bye = 3 of 9 = 1/3; dan: 3 wins = 1.
    assert table["cal"].mwp == F(1, 3)
    assert bea.omwp == (F(1, 3) + 1) / 2
    # cal's games: 0-2, 1-2 and a bye 2-0: 3 won of 7 -> 9/21 = 3/7.
    assert table["cal"].gwp == F(3, 7)


def test_a_player_who_has_played_nobody() -> None:
    table = by_player(swiss(["ann", "bob", "cat"], [[("ann", "bob", 2, 0, 0), "cat"]]))
    # cat had only a bye: 3 of 3, games 2-0, but no opponent: OMW% and OGW% are 0.33.
    assert table["cat"].mwp == 1 and table["cat"].gwp == 1
    assert table["cat"].omwp == FLOOR and table["cat"].ogwp == FLOOR
    idle = by_player(swiss(["ann", "bob", "zed"], [[("ann", "bob", 2, 0, 0)]]))["zed"]
    assert (idle.points, idle.record) == (0, "0-0-0")
    assert idle.mwp == idle.gwp == idle.omwp == idle.ogwp == FLOOR


def test_an_intentional_draw_is_three_drawn_games() -> None:
    table = by_player(swiss(["ann", "bob"], [[("ann", "bob", 0, 0, 3)]]))
    # 1 point of 3 = 1/3 (above the floor); game points 3 of 9 = 1/3.
    for name in ("ann", "bob"):
        assert table[name].points == 1 and table[name].record == "0-0-1"
        assert table[name].mwp == F(1, 3) and table[name].gwp == F(1, 3)
        assert table[name].to_json()["mwp"] == 0.3333


def test_a_conceded_match_is_recorded_as_reported() -> None:
    # Conceded after winning a game: 2-1 for the opponent; games count as reported.
    ann = by_player(swiss(["ann", "bob"], [[("ann", "bob", 1, 2, 0)]]))["ann"]
    assert ann.record == "0-1-0" and ann.gwp == F(3, 9)


def test_a_dropped_player_still_counts_as_an_opponent() -> None:
    league = swiss(
        ["ann", "bob", "cat", "dan"],
        [
            [("ann", "bob", 2, 0, 0), ("cat", "dan", 2, 0, 0)],
            [("ann", "cat", 2, 1, 0), "dan"],
        ],
        dropped={"bob": 1},
    )
    table = by_player(league)
    assert table["bob"].dropped and table["bob"].to_json()["dropped"] is True
    assert "dropped" not in table["ann"].to_json()
    # ann met bob (0 of 3 -> 0.33) and cat (3 of 6 = 1/2).
    assert table["ann"].omwp == (FLOOR + F(1, 2)) / 2


def test_an_opponent_met_twice_counts_twice() -> None:
    league = swiss(
        ["ann", "bob", "cat", "dan"],
        [
            [("ann", "bob", 2, 0, 0), ("cat", "dan", 2, 0, 0)],
            [("ann", "cat", 2, 0, 0), ("bob", "dan", 2, 0, 0)],
            [("ann", "bob", 2, 0, 0), ("cat", "dan", 0, 2, 0)],
        ],
    )
    table = by_player(league)
    # ann met bob, cat and bob again: bob's MW% counts twice.
    assert table["ann"].omwp == (table["bob"].mwp * 2 + table["cat"].mwp) / 3


def test_order_points_then_omw_then_gw_then_ogw_and_shared_ranks() -> None:
    # Round 1: ann beats bob 2-0, cat beats dan 2-0: ann and cat are equal on all four
    # (3 points, OMW 0.33, GW 1, OGW 0.33): they share rank 1, listed by name; then rank 3.
    table = standings_json(
        swiss(["dan", "cat", "bob", "ann"], [[("ann", "bob", 2, 0, 0), ("cat", "dan", 2, 0, 0)]])
    )
    assert [(row["rank"], row["player"]) for row in table] == [
        (1, "ann"),
        (1, "cat"),
        (3, "bob"),
        (3, "dan"),
    ]
    # Game-win % separates equal points and OMW%: ann 2-0, cat 2-1, both against 0-point sides.
    table = standings_json(
        swiss(["ann", "bob", "cat", "dan"], [[("ann", "bob", 2, 0, 0), ("cat", "dan", 2, 1, 0)]])
    )
    assert [row["player"] for row in table] == ["ann", "cat", "dan", "bob"]
    # dan (1 of 3 games: 1/3) above bob (0 -> floor 0.33), both with 0 points and OMW 1.


def test_omw_separates_equal_points() -> None:
    # Two rounds; cat and dan both finish 1-1 but dan's opponents did better.
    league = swiss(
        ["ann", "bob", "cat", "dan"],
        [
            [("ann", "bob", 2, 0, 0), ("dan", "cat", 2, 0, 0)],
            [("ann", "dan", 2, 0, 0), ("cat", "bob", 2, 0, 0)],
        ],
    )
    table = by_player(league)
    # dan met cat (1/2) and ann (1): 3/4; cat met dan (1/2) and bob (0 -> 0.33): 0.415.
    assert table["dan"].omwp == F(3, 4) and table["cat"].omwp == (F(1, 2) + FLOOR) / 2
    assert table["dan"].rank == 2 and table["cat"].rank == 3


def test_custom_points() -> None:
    league = read_league(
        swiss_file(["ann", "bob"], [[("ann", "bob", 1, 1, 0)]], points={"win": 2, "draw": 1})
    )
    ann = by_player(league)["ann"]
    # A draw is 1 of 2: MW% 1/2.
    assert ann.points == 1 and ann.mwp == F(1, 2)


def test_unfinished_matches_count_for_nothing() -> None:
    league = swiss(["ann", "bob", "cat", "dan"], [[("ann", "bob", None), ("cat", "dan", 2, 0, 0)]])
    table = by_player(league)
    assert table["ann"].record == "0-0-0" and table["ann"].omwp == FLOOR
    assert table["ann"].mwp == FLOOR


# -- pods ----------------------------------------------------------------------------------

# Nine players, two rounds of three pods of three (win 5, draw 1, loss 0):
# round 1: [a b c] a wins, [d e f] d wins, [g h i] draw;
# round 2: [a d g] g wins, [b e h] b wins, [c f i] draw.
NINE = list("abcdefghi")
POD_ROUNDS = [
    [("a", "b", "c", "winner:a"), ("d", "e", "f", "winner:d"), ("g", "h", "i", "draw")],
    [("a", "d", "g", "winner:g"), ("b", "e", "h", "winner:b"), ("c", "f", "i", "draw")],
]


def test_pod_points_and_opponents_match_win_percentage() -> None:
    table = standings_json(read_league(pods_file(NINE, POD_ROUNDS)))
    # Points: g 1+5 = 6; a, b, d 5; i 1+1 = 2; c, f, h 1; e 0.
    # MW% = points / (5 x 2): a, b, d 1/2; g 3/5; the rest under 0.33 -> 0.33.
    # OMW% (each pod's other two, per pod):
    #   a: b .5, c .33, d .5, g .6 -> 1.93/4 = .4825     d: e .33, f .33, a .5, g .6 -> .44
    #   b: a .5, c .33, e .33, h .33 -> .3725            h: g .6, i .33, b .5, e .33 -> .44
    #   c: a .5, b .5, f .33, i .33 -> .415              f: d .5, e .33, c .33, i .33 -> .3725
    assert [(r["rank"], r["player"], r["points"], r["omwp"]) for r in table] == [
        (1, "g", 6, 0.415),
        (2, "a", 5, 0.4825),
        (3, "d", 5, 0.44),
        (4, "b", 5, 0.3725),
        (5, "i", 2, 0.3975),
        (6, "h", 1, 0.44),
        (7, "c", 1, 0.415),
        (8, "f", 1, 0.3725),
        (9, "e", 0, 0.415),
    ]
    rows = {r["player"]: r for r in table}
    assert rows["g"]["record"] == "1-0-1" and rows["g"]["mwp"] == 0.6
    assert rows["e"]["record"] == "0-2-0"
    assert all(r["gwp"] == 0.33 and r["ogwp"] == 0.33 for r in table)


def test_pod_ties_share_a_rank_and_are_listed_by_name() -> None:
    table = standings_json(read_league(pods_file(list("dcba"), [[("a", "b", "c", "d", "draw")]])))
    assert [(r["rank"], r["player"]) for r in table] == [(1, "a"), (1, "b"), (1, "c"), (1, "d")]


# -- properties ----------------------------------------------------------------------------


def _reordered(data: dict, rng: random.Random) -> dict:
    """The same league with each round's matches shuffled and seats swapped (games too)."""
    rounds = []
    for rnd in data["rounds"]:
        matches = []
        for match in rnd["matches"]:
            match = dict(match)
            if data["kind"] == "swiss" and rng.random() < 0.5:
                match["players"] = match["players"][::-1]
                if "games" in match:
                    wins_a, wins_b, draws = match["games"]
                    match["games"] = [wins_b, wins_a, draws]
            elif data["kind"] == "pods":
                match["players"] = rng.sample(match["players"], len(match["players"]))
            matches.append(match)
        rng.shuffle(matches)
        rounds.append({**rnd, "matches": matches})
    players = rng.sample(data["players"], len(data["players"]))
    return {**data, "rounds": rounds, "players": players}


@settings(max_examples=75, deadline=None)
@given(st.one_of(swiss_files(), pods_files()), st.randoms(use_true_random=False))
def test_standings_never_depend_on_the_order_in_the_file(data: dict, rng: random.Random) -> None:
    assert standings_json(read_league(_reordered(data, rng))) == standings_json(read_league(data))


@settings(max_examples=75, deadline=None)
@given(st.one_of(swiss_files(), pods_files()))
def test_standings_list_everyone_in_order(data: dict) -> None:
    league = read_league(data)
    table = compute_standings(league)
    assert sorted(s.player for s in table) == sorted(league.players)
    for s in table:
        assert FLOOR <= s.mwp <= 1 and FLOOR <= s.gwp <= 1
        assert FLOOR <= s.omwp <= 1 and FLOOR <= s.ogwp <= 1
        assert s.dropped == (s.player in league.dropped)
    for before, after in itertools.pairwise(table):
        assert before.points >= after.points
        assert before.rank <= after.rank
        if before.rank == after.rank:
            assert before.player < after.player
