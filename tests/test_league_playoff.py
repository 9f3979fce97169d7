"""The playoff (shared/spec/league-format.md, "Playoffs (revision 2)"): seeds, brackets,
advancing and the champion, in the pure core and through `arbiter standings` / `arbiter pair`.

The examples are checked by hand. EIGHT is a 3-round Swiss of p1..p8 whose standings are:
p1 9 points; p2, p4, p3 6 points each, split by OMW% (p2 met p7, p3, p1: 0.6667; p4 met p5,
p1, p6: 0.5556; p3 met p6, p2, p5: 0.4444); p6, p5, p7 3 points (OMW% 0.5556, 0.5544 - p5
met p8, whose MW% is the 0.33 floor - and 0.4433); p8 0 points.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.core.league import Kind, LeagueFileError, dump_league, read_league
from bot.core.league.playoff import first_round, playoff_rounds, seed_playoff, start_playoff
from bot.faces.cli.main import main
from tests.league_strategies import pods_file, swiss_file

PLAYERS = [f"p{n}" for n in range(1, 9)]
EIGHT = swiss_file(
    PLAYERS,
    [
        [
            ("p1", "p8", 2, 0, 0),
            ("p2", "p7", 2, 0, 0),
            ("p3", "p6", 2, 0, 0),
            ("p4", "p5", 2, 0, 0),
        ],
        [
            ("p1", "p4", 2, 0, 0),
            ("p2", "p3", 2, 1, 0),
            ("p5", "p8", 2, 0, 0),
            ("p6", "p7", 2, 0, 0),
        ],
        [
            ("p1", "p2", 2, 0, 0),
            ("p3", "p5", 2, 0, 0),
            ("p4", "p6", 2, 1, 0),
            ("p7", "p8", 2, 0, 0),
        ],
    ],
    seed=7,
    rounds_planned=3,
)
SEEDS_8 = ["p1", "p2", "p4", "p3", "p6", "p5", "p7", "p8"]


def with_playoff(base: dict[str, Any], size: int, seeds: list[str], *rounds: list[Any]) -> Any:
    return {
        **base,
        "playoff": {"size": size, "seeds": seeds, "rounds": [{"matches": r} for r in rounds]},
    }


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], *args: Any) -> tuple[int, Any, str]:
    """`arbiter ARGS` in process: its exit status, its one JSON line (or None), its stderr."""
    paths = []
    for n, arg in enumerate(args):
        if isinstance(arg, dict):
            path = tmp_path / f"league{n}.json"
            path.write_text(json.dumps(arg))
            paths.append(str(path))
        else:
            paths.append(str(arg))
    status = main(paths)
    out, err = capsys.readouterr()
    return status, (json.loads(out) if out.strip() else None), err


# -- seeds and the first round ------------------------------------------------------------


def test_seeds_are_the_standings_at_the_cut() -> None:
    league = read_league(EIGHT)
    assert list(seed_playoff(league, 8)) == SEEDS_8
    assert list(seed_playoff(league, 4)) == ["p1", "p2", "p4", "p3"]
    assert list(seed_playoff(league, 2)) == ["p1", "p2"]


def test_the_swiss_bracket_pairs_seeds_in_the_spec_order() -> None:
    seeds = [f"s{n}" for n in range(1, 17)]
    pairs = {
        size: [(int(a[1:]), int(b[1:])) for a, b in first_round(Kind.SWISS, seeds[:size])]
        for size in (2, 4, 8, 16)
    }
    assert pairs[2] == [(1, 2)]
    assert pairs[4] == [(1, 4), (2, 3)]
    assert pairs[8] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert pairs[16] == [
        (1, 16), (8, 9), (5, 12), (4, 13), (3, 14), (6, 11), (7, 10), (2, 15),
    ]  # fmt: skip
    pods = [[int(p[1:]) for p in pod] for pod in first_round(Kind.PODS, seeds)]
    assert pods == [[1, 8, 9, 16], [2, 7, 10, 15], [3, 6, 11, 14], [4, 5, 12, 13]]
    assert first_round(Kind.PODS, seeds[:4]) == (("s1", "s2", "s3", "s4"),)


def test_pair_playoff_prints_the_first_round_with_its_seeds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, line, _ = run(tmp_path, capsys, "pair", EIGHT, "--playoff", "8")
    assert status == 0
    assert line["seeds"] == SEEDS_8
    assert line["playoff_round"] == 1
    assert line["pairings"] == [["p1", "p8"], ["p3", "p6"], ["p2", "p7"], ["p4", "p5"]]
    status, line, _ = run(tmp_path, capsys, "pair", EIGHT, "--playoff", "4")
    assert line["pairings"] == [["p1", "p3"], ["p2", "p4"]]


def test_players_who_share_a_rank_are_ordered_by_the_league_seed() -> None:
    # Round 1 only: four 2-0 winners share rank 1, four 0-2 losers share rank 5.
    data = swiss_file(
        PLAYERS, [[("p1", "p2", 2, 0, 0), ("p3", "p4", 2, 0, 0), ("p5", "p6", 2, 0, 0),
                   ("p7", "p8", 2, 0, 0)]],
    )  # fmt: skip
    league = read_league(data)
    orders = {seed_playoff(league, 8, seed) for seed in range(12)}
    assert len(orders) > 1  # the draw depends on the seed...
    for order in orders:  # ...but only within each shared rank
        assert set(order[:4]) == {"p1", "p3", "p5", "p7"}
        assert set(order[4:]) == {"p2", "p4", "p6", "p8"}
    assert seed_playoff(league, 8, 3) == seed_playoff(league, 8, 3)
    # A file's seeds may list the tied players in any order.
    seeds = ["p7", "p5", "p3", "p1", "p8", "p6", "p4", "p2"]
    state = playoff_rounds(read_league(with_playoff(data, 8, seeds)))
    assert state.next_round == (("p7", "p2"), ("p1", "p8"), ("p5", "p4"), ("p3", "p6"))


def test_the_pair_playoff_tie_order_comes_from_seed_option_else_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = swiss_file(
        PLAYERS, [[("p1", "p2", 2, 0, 0), ("p3", "p4", 2, 0, 0), ("p5", "p6", 2, 0, 0),
                   ("p7", "p8", 2, 0, 0)]],
    )  # fmt: skip
    league = read_league(data)
    _, line, _ = run(tmp_path, capsys, "pair", {**data, "seed": 5}, "--playoff", "4")
    assert line["seeds"] == list(seed_playoff(league, 4, 5))
    _, line, _ = run(tmp_path, capsys, "pair", {**data, "seed": 5}, "--playoff", "4", "--seed", "9")
    assert line["seeds"] == list(seed_playoff(league, 4, 9))


def test_dropped_players_are_not_seeded() -> None:
    dropped = {**EIGHT, "dropped": {"p2": 3}}
    assert list(seed_playoff(read_league(dropped), 4)) == ["p1", "p4", "p3", "p6"]


@pytest.mark.parametrize(
    ("data", "args", "says"),
    [
        (EIGHT, ["--playoff", "3"], 'playoff, field "size": A swiss league\'s playoff is a top 2'),
        (EIGHT, ["--playoff", "16"], "A top 16 needs 16 players who have not dropped"),
        ({**EIGHT, "dropped": {"p8": 3}}, ["--playoff", "8"], "this league has 7"),
        (with_playoff(EIGHT, 2, ["p1", "p2"]), ["--playoff", "2"], "already has a playoff"),
        (
            swiss_file(PLAYERS[:2], [[("p1", "p2", None, None, None)]]),
            ["--playoff", "2"],
            'round 1, match 1, field "result": This match is unfinished',
        ),
    ],
)
def test_a_cut_that_breaks_the_rules_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: Any, args: list[str], says: str
) -> None:
    status, line, err = run(tmp_path, capsys, "pair", data, *args)
    assert status == 2 and line is None
    assert says in err and err.count("\n") == 1 and "Traceback" not in err


# -- advancing, the judge's winner, the champion -------------------------------------------

ROUND_1 = [
    {"players": ["p1", "p3"], "games": [2, 1, 0]},
    {"players": ["p2", "p4"], "games": [1, 1, 1], "winner": "p4"},  # at time; a judge decided
]
FINAL = [{"players": ["p1", "p4"], "games": [0, 2, 1]}]  # a drawn game does not count


def test_a_top_four_advances_to_a_champion(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seeds = ["p1", "p2", "p4", "p3"]
    _, line, _ = run(tmp_path, capsys, "pair", with_playoff(EIGHT, 4, seeds))
    assert line == {
        "file": line["file"], "playoff_round": 1, "pairings": [["p1", "p3"], ["p2", "p4"]]
    }  # fmt: skip
    _, line, _ = run(tmp_path, capsys, "pair", with_playoff(EIGHT, 4, seeds, ROUND_1))
    assert line["playoff_round"] == 2 and line["pairings"] == [["p1", "p4"]]
    done = with_playoff(EIGHT, 4, seeds, ROUND_1, FINAL)
    _, line, _ = run(tmp_path, capsys, "pair", done)
    assert line == {"file": line["file"], "champion": "p4"}

    _, table, _ = run(tmp_path, capsys, "standings", done)
    _, before, _ = run(tmp_path, capsys, "standings", EIGHT)
    assert table["standings"] == before["standings"]  # the Swiss table as it was at the cut
    playoff = table["playoff"]
    assert playoff["size"] == 4 and playoff["seeds"] == seeds
    assert [[(m["players"], m["winner"]) for m in rnd] for rnd in playoff["rounds"]] == [
        [(["p1", "p3"], "p1"), (["p2", "p4"], "p4")],
        [(["p1", "p4"], "p4")],
    ]
    assert playoff["champion"] == "p4"


def test_a_playoff_round_under_way_has_no_champion_and_no_next_round() -> None:
    seeds = ["p1", "p2", "p4", "p3"]
    waiting = [ROUND_1[0], {"players": ["p2", "p4"], "games": [1, 1, 1]}]  # needs a judge
    state = playoff_rounds(read_league(with_playoff(EIGHT, 4, seeds, waiting)))
    assert state.champion is None and state.next_round is None
    assert [m.needs_judge for m in state.rounds[0]] == [False, True]
    assert state.pairing_json() == {"playoff_round": 1, "pairings": [["p1", "p3"], ["p2", "p4"]]}
    unfinished = [ROUND_1[0], {"players": ["p2", "p4"], "result": "unfinished"}]
    state = playoff_rounds(read_league(with_playoff(EIGHT, 4, seeds, unfinished)))
    assert state.to_json()["rounds"][0][1]["winner"] is None


def test_an_export_carries_the_playoff_and_reads_back_the_same() -> None:
    league = read_league(with_playoff(EIGHT, 4, ["p1", "p2", "p4", "p3"], ROUND_1))
    again = read_league(dump_league(league))
    assert again == league and again.playoff is not None
    assert dump_league(league)["playoff"]["rounds"][0]["matches"][1]["winner"] == "p4"


@pytest.mark.parametrize(
    ("seeds", "rounds", "says"),
    [
        (["p2", "p1", "p4", "p3"], [], 'playoff, field "seeds": Seed 1 is "p2"'),
        (["p1", "p2", "p4"], [], "A top 4 has 4 seeds, not 3"),
        (["p1", "p2", "p4", "p9"], [], 'The seed "p9" is not one of "players"'),
        (
            ["p1", "p2", "p4", "p3"],
            [[{"players": ["p1", "p2"], "games": [2, 0, 0]}, ROUND_1[1]]],
            'playoff round 1, match 1, field "players": p1 v p2 is not a pairing',
        ),
        (
            ["p1", "p2", "p4", "p3"],
            [[{"players": ["p3", "p1"], "games": [1, 2, 0]}, ROUND_1[1]]],
            "The seats must go in seed order: p1, p3",
        ),
        (
            ["p1", "p2", "p4", "p3"],
            [[ROUND_1[0]]],
            'playoff round 1, field "matches": This round is missing the match p2 v p4',
        ),
        (
            ["p1", "p2", "p4", "p3"],
            [[ROUND_1[0], {"players": ["p2", "p4"], "games": [2, 0, 0], "winner": "p4"}]],
            'playoff round 1, match 2, field "winner"',
        ),
        (
            ["p1", "p2", "p4", "p3"],
            [[ROUND_1[0], {"players": ["p2", "p4"], "games": [1, 1, 0]}], FINAL],
            "Playoff round 1 is not decided yet (match 2)",
        ),
        (
            ["p1", "p2", "p4", "p3"],
            [ROUND_1, [{"players": ["p1", "p2"], "games": [2, 0, 0]}]],
            "playoff round 2, match 1",
        ),
        (["p1", "p2", "p4", "p3"], [ROUND_1, FINAL, FINAL], "A top 4 has 2 playoff rounds"),
    ],
)
def test_a_playoff_that_disagrees_with_the_rules_is_invalid(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    seeds: list[str],
    rounds: list[Any],
    says: str,
) -> None:
    with pytest.raises(LeagueFileError):
        read_league(with_playoff(EIGHT, len(seeds) if len(seeds) != 3 else 4, seeds, *rounds))
    status, line, err = run(
        tmp_path, capsys, "standings", with_playoff(EIGHT, 4, seeds, *rounds), EIGHT
    )
    assert status == 2 and line is not None  # the next file is still handled
    assert says in err and err.count("\n") == 1, err


# -- pods ---------------------------------------------------------------------------------

SIXTEEN = [f"q{n:02d}" for n in range(1, 17)]
WINNERS = ["q01", "q05", "q09", "q13"]  # each wins their pod of round 1: 5 points, rank 1
PODS_16 = pods_file(
    SIXTEEN,
    [[(*SIXTEEN[i : i + 4], f"winner:{SIXTEEN[i]}") for i in range(0, 16, 4)]],
)


def test_a_pods_top_sixteen_plays_four_semifinal_pods_and_a_final() -> None:
    # The four winners share rank 1 and the twelve others rank 5: any order within each.
    seeds = [*WINNERS, *[p for p in SIXTEEN if p not in WINNERS]]
    assert set(seed_playoff(read_league(PODS_16), 16)[:4]) == set(WINNERS)
    state = playoff_rounds(read_league(with_playoff(PODS_16, 16, seeds)))
    s = {n: seeds[n - 1] for n in range(1, 17)}
    assert state.next_round == (
        (s[1], s[8], s[9], s[16]),
        (s[2], s[7], s[10], s[15]),
        (s[3], s[6], s[11], s[14]),
        (s[4], s[5], s[12], s[13]),
    )
    semis = [
        {"players": [s[1], s[8], s[9], s[16]], "winner": s[9]},
        {"players": [s[2], s[7], s[10], s[15]], "draw": True},  # seed 2 goes on
        {"players": [s[3], s[6], s[11], s[14]], "winner": s[14]},
        {"players": [s[4], s[5], s[12], s[13]], "winner": s[4]},
    ]
    state = playoff_rounds(read_league(with_playoff(PODS_16, 16, seeds, semis)))
    assert state.next_round == ((s[2], s[4], s[9], s[14]),)  # seats in seed order
    assert state.to_json()["rounds"][0][1] == {
        "players": [s[2], s[7], s[10], s[15]], "winner": s[2], "draw": True
    }  # fmt: skip
    final = [{"players": [s[2], s[4], s[9], s[14]], "draw": True}]
    state = playoff_rounds(read_league(with_playoff(PODS_16, 16, seeds, semis, final)))
    assert state.champion == s[2]
    assert state.pairing_json() == {"champion": s[2]}


def test_a_pods_top_four_is_one_final_pod(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, line, _ = run(tmp_path, capsys, "pair", PODS_16, "--playoff", "4")
    assert line["playoff_round"] == 1 and line["pods"] == [line["seeds"]]
    assert set(line["seeds"]) == set(WINNERS)
    seeds = line["seeds"]
    done = with_playoff(PODS_16, 4, seeds, [{"players": seeds, "winner": seeds[3]}])
    _, line, _ = run(tmp_path, capsys, "pair", done)
    assert line == {"file": line["file"], "champion": seeds[3]}
    status, _, err = run(tmp_path, capsys, "pair", PODS_16, "--playoff", "8")
    assert status == 2 and "A pods league's playoff is a top 4 or 16, not 8" in err


def test_start_playoff_gives_the_seeds_and_the_first_round() -> None:
    state = start_playoff(read_league(EIGHT), 2)
    assert state.seeds == ("p1", "p2") and state.next_round == (("p1", "p2"),)
    assert state.total_rounds == 1 and state.champion is None


def test_the_readme_example_is_a_finished_top_four(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """examples/leagues/swiss-playoff.json is EIGHT with names: p1..p8 are alice..hugo."""
    example = Path(__file__).resolve().parents[1] / "examples" / "leagues" / "swiss-playoff.json"
    status, line, _ = run(tmp_path, capsys, "standings", example)
    assert status == 0
    assert [row["player"] for row in line["standings"][:4]] == ["alice", "bob", "dave", "carol"]
    assert line["playoff"]["champion"] == "dave"
    _, line, _ = run(tmp_path, capsys, "pair", example)
    assert line["champion"] == "dave"
