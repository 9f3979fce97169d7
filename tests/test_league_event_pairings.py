"""Awarded byes, reinstated players and first seats in the pure league core (issue 33,
"Pairings"): the league file's `awarded_byes`, pairing around them, their standing (a match
won, no opponent: MTR Appendix C), and first seats spread over a season of pods."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.league import (
    LeagueFileError,
    compute_standings,
    dump_league,
    match_points,
    pair_pods,
    pair_swiss,
    read_league,
)
from bot.core.league.pairing import meetings
from tests.league_strategies import (
    perfect_matchings,
    pods_file,
    pods_files,
    swiss_file,
    swiss_files,
)


def awarding(data: dict, chosen: list[str], rnd: int) -> dict:
    return {**data, "awarded_byes": {name: [rnd] for name in chosen}}


# -- pairing around an awarded bye ----------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(swiss_files(min_players=2, max_players=10, max_rounds=5), st.data())
def test_an_awarded_bye_is_never_paired_and_no_avoidable_rematch_is_made(
    data: dict, draw: st.DataObject
) -> None:
    league = read_league(data)
    active = league.active_players()
    chosen = draw.draw(
        st.lists(st.sampled_from(active), unique=True, max_size=3) if active else st.just([])
    )
    awarded = read_league(awarding(data, chosen, len(league.rounds) + 1))
    result = pair_swiss(awarded, draw.draw(st.integers(0, 2**32)))
    seated = [p for pair in result.pairings for p in pair]
    assert not set(chosen) & set(seated)
    assert result.bye not in chosen
    assert sorted(result.awarded) == sorted(chosen)
    assert sorted(seated + ([result.bye] if result.bye else []) + chosen) == sorted(active)
    met = meetings(league)
    rest = [p for p in active if p not in chosen and p != result.bye]
    if any(not any(met[frozenset(p)] for p in m) for m in perfect_matchings(rest)):
        assert not [p for p in result.pairings if met[frozenset(p)]]


@settings(max_examples=40, deadline=None)
@given(pods_files(max_players=14), st.data())
def test_an_awarded_bye_is_never_seated_in_a_pod(data: dict, draw: st.DataObject) -> None:
    league = read_league(data)
    active = league.active_players()
    if len(active) < 5:
        return
    chosen = draw.draw(st.lists(st.sampled_from(active), unique=True, max_size=2))
    result = pair_pods(read_league(awarding(data, chosen, len(league.rounds) + 1)), 7)
    seated = [p for pod in result.pods for p in pod]
    assert sorted(seated + chosen) == sorted(active)
    assert result.awarded == tuple(p for p in active if p in chosen)


def test_an_odd_field_with_an_awarded_bye_pairs_the_rest_and_the_odd_bye_goes_elsewhere() -> None:
    data = awarding(swiss_file(list("abcdef"), []), ["c", "e"], 1)
    result = pair_swiss(read_league({**data, "players": list("abcdefg")}), 3)
    assert "c" not in str(result.pairings) and "e" not in str(result.pairings)
    assert result.bye is not None and result.bye not in ("c", "e")
    assert result.awarded == ("c", "e")
    assert result.to_json()["awarded_byes"] == ["c", "e"]


def test_an_awarded_bye_is_a_match_win_with_no_opponent() -> None:
    # Round 1: alice's awarded bye; bob beat carol 2-0, dave's the odd bye... four players,
    # so: bob-carol 2-0, dave's odd bye, alice's awarded bye. Round 2: alice beat bob 2-1.
    data = swiss_file(
        ["alice", "bob", "carol", "dave"],
        [
            [("bob", "carol", 2, 0, 0), "dave"],
            [("alice", "bob", 2, 1, 0), ("carol", "dave", 0, 2, 0)],
        ],
        awarded_byes={"alice": [1]},
    )
    league = read_league(data)
    rows = {s.player: s for s in compute_standings(league)}
    alice = rows["alice"]
    assert (alice.points, alice.record, alice.awarded_byes) == (6, "2-0-0", 1)
    # Her opponents: bob only (the awarded bye has none): OMW = bob's 3 of 6 = 0.5.
    assert float(alice.omwp) == 0.5
    # GW: the bye as two games won (6) plus 2-1 (6) of 5 games: 12 / 15.
    assert float(alice.gwp) == 0.8
    assert rows["dave"].awarded_byes == 0  # the odd player's bye is not an awarded one
    assert alice.to_json()["awarded_byes"] == 1 and "awarded_byes" not in rows["dave"].to_json()
    # Bob's opponents are carol and alice; alice's awarded bye counts in her MW% (1.0).
    assert rows["bob"].omwp == (rows["carol"].mwp + alice.mwp) / 2


def test_an_awarded_bye_counts_as_a_bye_had_for_the_odd_bye() -> None:
    # Round 2, five players: alice (awarded bye in round 1) must not get the odd bye first.
    data = swiss_file(
        list("abcde"),
        [[("b", "c", 0, 2, 0), ("d", "e", 0, 2, 0)]],
        awarded_byes={"a": [1]},
    )
    league = read_league(data)
    assert match_points(league)["a"] == 3
    for seed in range(10):
        assert pair_swiss(league, seed).bye in ("b", "d")


def test_the_file_round_trips_and_old_files_still_read() -> None:
    data = swiss_file(list("abcd"), [[("a", "b", 2, 0, 0)]], awarded_byes={"c": [1, 2], "d": [1]})
    league = read_league(data)
    assert league.awarded_byes == {"c": (1, 2), "d": (1,)}
    assert read_league(dump_league(league)) == league
    assert dump_league(league)["awarded_byes"] == {"c": [1, 2], "d": [1]}
    old = read_league(swiss_file(list("abcd"), [[("a", "b", 2, 0, 0)]]))
    assert old.awarded_byes == {} and "awarded_byes" not in dump_league(old)


@pytest.mark.parametrize(
    ("awarded", "message"),
    [
        ({"zed": [1]}, "not one of"),
        ({"a": []}, "list of different round numbers"),
        ({"a": [0]}, "list of different round numbers"),
        ({"a": [1, 1]}, "list of different round numbers"),
        ({"a": "1"}, "list of different round numbers"),
        ({"a": [1]}, "cannot also play"),
        ({"c": [2]}, "dropped after round 1"),
    ],
)
def test_a_bad_awarded_bye_is_refused_by_name(awarded: dict, message: str) -> None:
    data = swiss_file(list("abcd"), [[("a", "b", 2, 0, 0)]], dropped={"c": 1}, awarded_byes=awarded)
    with pytest.raises(LeagueFileError, match=message):
        read_league(data)


def test_a_reinstated_player_is_paired_again_with_the_record_kept() -> None:
    # carol dropped after round 1 and is back (no longer in "dropped") for round 3: round 2
    # went without her, so it gives her nothing.
    rounds = [[("a", "b", 2, 0, 0), ("c", "d", 2, 0, 0)], [("a", "d", 2, 0, 0), "b"]]
    back = read_league(swiss_file(list("abcd"), rounds))
    rows = {s.player: s for s in compute_standings(back)}
    assert (rows["c"].points, rows["c"].record) == (3, "1-0-0")
    assert float(rows["c"].mwp) == 1.0  # one round taken part in, one won
    result = pair_swiss(back, 0)
    assert "c" in [p for pair in result.pairings for p in pair]


# -- first seats in pods ---------------------------------------------------------------------


def test_first_seats_spread_over_a_season_of_pods() -> None:
    players = [f"p{i:02}" for i in range(12)]
    rounds: list[list] = []
    for number in range(1, 9):
        league = read_league(pods_file(players, rounds))
        pods = pair_pods(league, 11).pods
        rounds.append([(*pod, f"winner:{pod[number % len(pod)]}") for pod in pods])
    firsts = Counter(rnd_pod[0] for rnd in rounds for rnd_pod in rnd)
    # 8 rounds of 3 pods: 24 first seats over 12 players, 2 each.
    assert sorted(firsts[p] for p in players) == [2] * 12
    season = read_league(pods_file(players, rounds))
    assert {s.player: s.first_seats for s in compute_standings(season)} == dict.fromkeys(players, 2)


@settings(max_examples=40, deadline=None)
@given(pods_files(max_players=14), st.integers(0, 2**32))
def test_each_pods_first_seat_sat_first_least_of_its_players(data: dict, seed: int) -> None:
    league = read_league(data)
    if len(league.active_players()) < 3:
        return
    firsts = {s.player: s.first_seats for s in compute_standings(league)}
    for pod in pair_pods(league, seed).pods:
        assert firsts[pod[0]] == min(firsts[p] for p in pod)


def test_a_pod_gives_the_first_seat_to_who_sat_first_least() -> None:
    rounds = [[("a", "b", "c", "d", "winner:a")], [("a", "c", "b", "d", "winner:b")]]
    league = read_league(pods_file(list("abcd"), rounds))
    for seed in range(10):
        pod = pair_pods(league, seed).pods[0]
        assert pod[0] in ("b", "c", "d") and sorted(pod) == list("abcd")
