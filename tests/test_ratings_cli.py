"""`arbiter ratings` end to end, in subprocesses (shared/spec/ratings.md, "arbiter ratings")."""

from __future__ import annotations

import json
from pathlib import Path

from tests.test_league_cli import run, write
from tests.test_ratings import SPEC_EXAMPLE_ROW

RESULTS = {
    "format": "arbiter-results",
    "system": "magic",
    "matches": [
        {"players": ["alice", "bob"], "games": [2, 1, 0]},
        {"players": ["a", "b", "c", "d"], "winner": "c"},
        {"players": ["a", "b", "c", "d"], "draw": True},
        {"teams": [["a", "b"], ["c", "d"]], "winner": ["a", "b"]},
        {"players": ["a", "b", "c"], "results": {"a": "won", "b": "lost", "c": "lost"}},
    ],
}


def test_a_results_file_prints_its_ladders_on_one_line(tmp_path: Path) -> None:
    path = write(tmp_path, "results.json", RESULTS)
    done = run("ratings", path)
    assert done.returncode == 0 and done.stderr == ""
    [line] = done.stdout.splitlines()
    out = json.loads(line)
    assert out["file"] == path
    assert out["ladders"]["duel"][0] == SPEC_EXAMPLE_ROW
    multiplayer = {r["player"]: r for r in out["ladders"]["multiplayer"]}
    assert {p: r["matches"] for p, r in multiplayer.items()} == {"a": 4, "b": 4, "c": 4, "d": 3}
    assert multiplayer["a"]["record"] == "2-1-1"


def test_a_league_file_with_five_rounds_ranks_qualified_players(tmp_path: Path) -> None:
    rounds = [
        {"matches": [{"players": ["ann", "bob"], "games": [2, 0, 0]}], "bye": "cat"}
        for _ in range(5)
    ]
    rounds.append({"matches": [{"players": ["cat", "bob"], "games": [2, 1, 0]}]})
    league = {
        "format": "arbiter-league",
        "system": "magic",
        "kind": "swiss",
        "players": ["ann", "bob", "cat"],
        "rounds": rounds,
    }
    done = run("ratings", write(tmp_path, "league.json", league), entry="script")
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)["ladders"]["duel"]
    assert [(r["player"], r["rank"], r["provisional"]) for r in rows] == [
        ("ann", 1, False),
        ("bob", 2, False),
        ("cat", None, True),  # byes are not rated: one match
    ]
    assert list(json.loads(done.stdout)["ladders"]) == ["duel"]


def test_an_invalid_file_is_named_on_one_line_and_the_next_file_is_still_read(
    tmp_path: Path,
) -> None:
    bad = {**RESULTS, "matches": [*RESULTS["matches"][:2], {"players": ["a", "b"], "games": "2-1"}]}
    bad_path = write(tmp_path, "bad.json", bad)
    good_path = write(tmp_path, "good.json", RESULTS)
    done = run("ratings", bad_path, write(tmp_path, "text.json", "{oops"), good_path)
    assert done.returncode == 2
    errors = done.stderr.splitlines()
    assert errors[0].startswith(f'{bad_path}: match 3, field "games": ')
    assert "not valid JSON" in errors[1]
    assert "Traceback" not in done.stderr
    [line] = done.stdout.splitlines()
    assert json.loads(line)["file"] == good_path
