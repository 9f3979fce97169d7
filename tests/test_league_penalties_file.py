"""Penalties in the league file (shared/spec/league-format.md, "Penalties"), through
`arbiter standings` and `arbiter pair` (in this process, as tests/test_league_cli.py runs
them): a match loss decides its round's unfinished match, a disqualification drops the player,
a warning or a game loss changes no result; a bad penalty is named; a file without penalties
reads as before."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.core.league import compute_standings, dump_league, read_league
from tests.league_strategies import swiss_file
from tests.test_league_cli import EXAMPLES, lines, run, write

# Round 1: ann beats bob 2-0; cat and dan's match was never finished.
UNFINISHED = swiss_file(
    ["ann", "bob", "cat", "dan"],
    [[("ann", "bob", 2, 0, 0), ("cat", "dan", None, None, None)]],
)


def penalty(player: str, kind: str, round_number: int = 1, **more: Any) -> dict[str, Any]:
    return {
        "player": player,
        "round": round_number,
        "kind": kind,
        "infraction": more.pop("infraction", "tardiness"),
        "note": more.pop("note", "did not show"),
        **more,
    }


def standings_of(path: str) -> dict[str, dict[str, Any]]:
    done = run("standings", path)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return {row["player"]: row for row in json.loads(done.stdout)["standings"]}


def test_a_match_loss_decides_the_unfinished_match_for_standings_and_pair(
    tmp_path: Path,
) -> None:
    without = write(tmp_path, "without.json", UNFINISHED)
    assert standings_of(without)["dan"]["points"] == 0  # the match counts for nothing
    assert run("pair", without).returncode == 2  # round 1 is still being played

    penalised = {**UNFINISHED, "penalties": [penalty("cat", "match_loss")]}
    path = write(tmp_path, "with.json", penalised)
    rows = standings_of(path)
    assert (rows["dan"]["points"], rows["dan"]["record"]) == (3, "1-0-0")
    assert (rows["cat"]["points"], rows["cat"]["record"]) == (0, "0-1-0")
    assert rows["cat"]["gwp"] == 0.33 and rows["dan"]["gwp"] == 1.0  # lost 0-2
    paired = json.loads(run("pair", path).stdout)
    assert paired["round"] == 2
    assert sorted(map(sorted, paired["pairings"])) == [["ann", "dan"], ["bob", "cat"]]


def test_a_disqualification_drops_the_player_and_loses_their_match(tmp_path: Path) -> None:
    data = {
        **UNFINISHED,
        "penalties": [penalty("cat", "disqualification", infraction="cheating")],
    }
    path = write(tmp_path, "dq.json", data)
    rows = standings_of(path)
    assert rows["cat"]["dropped"] is True and rows["cat"]["record"] == "0-1-0"
    paired = json.loads(run("pair", path).stdout)
    assert "cat" not in json.dumps(paired["pairings"]) and paired["bye"] != "cat"
    assert paired["bye"] is not None  # three players left


def test_warnings_and_game_losses_change_no_result(tmp_path: Path) -> None:
    finished = swiss_file(
        ["ann", "bob", "cat", "dan"],
        [[("ann", "bob", 2, 0, 0), ("cat", "dan", 2, 1, 0)]],
    )
    plain = standings_of(write(tmp_path, "plain.json", finished))
    data = {
        **finished,
        "penalties": [
            penalty("ann", "warning", infraction="slow_play"),
            penalty("cat", "game_loss", infraction="decklist_problem", note=""),
            # Given after the match was over: the recorded games stand.
            penalty("cat", "match_loss", infraction="unsporting_conduct"),
        ],
    }
    assert standings_of(write(tmp_path, "penalised.json", data)) == plain


def test_a_file_with_penalties_writes_back_as_it_was(tmp_path: Path) -> None:
    data = {**UNFINISHED, "penalties": [penalty("cat", "match_loss")]}
    league = read_league(data)
    dumped = dump_league(league)
    assert dumped["rounds"] == UNFINISHED["rounds"]  # still unfinished, as reported
    assert dumped["penalties"] == data["penalties"]
    assert compute_standings(read_league(dumped)) == compute_standings(league)


def test_a_bad_penalty_is_named(tmp_path: Path) -> None:
    bad = {
        "kind.json": (penalty("cat", "yellow_card"), 'field "penalties[1].kind"'),
        "who.json": (penalty("zed", "warning"), 'field "penalties[1].player"'),
        "round.json": (penalty("cat", "warning", round_number=3), 'field "penalties[1].round"'),
        "infraction.json": (
            penalty("cat", "warning", infraction="being late"),
            'field "penalties[1].infraction"',
        ),
    }
    paths = [
        write(tmp_path, name, {**UNFINISHED, "penalties": [p]}) for name, (p, _) in bad.items()
    ]
    done = run("standings", *paths)
    assert done.returncode == 2 and done.stdout == ""
    for line, (path, (_, where)) in zip(
        lines(done.stderr), zip(paths, bad.values(), strict=True), strict=True
    ):
        assert line.startswith(f"{path}: {where}: Penalty 1"), line
    # A disqualified player who "dropped" after a later round played on after it.
    later = {
        **UNFINISHED,
        "dropped": {"cat": 1},
        "penalties": [penalty("cat", "disqualification", round_number=0)],
    }
    done = run("standings", write(tmp_path, "later.json", later))
    assert done.returncode == 2 and 'field "dropped"' in done.stderr


def test_old_files_read_as_before(tmp_path: Path) -> None:
    """The example files have no penalties: the same standings and pairings as before, and an
    empty list of penalties is the same as none."""
    path = str(EXAMPLES / "swiss.json")
    data = json.loads(Path(path).read_text())
    assert "penalties" not in data
    empty = write(tmp_path, "empty.json", {**data, "penalties": []})
    assert [r for r in standings_of(path).values()] == list(standings_of(empty).values())
    assert (
        json.loads(run("pair", path).stdout)["pairings"]
        == json.loads(run("pair", empty).stdout)["pairings"]
    )


def test_a_penalty_given_in_the_playoff_changes_no_round(tmp_path: Path) -> None:
    data = {
        **UNFINISHED,
        "penalties": [penalty("cat", "disqualification", playoff=True)],
    }
    path = write(tmp_path, "playoff.json", data)
    rows = standings_of(path)
    assert rows["dan"]["points"] == 0 and "dropped" not in rows["cat"]
    assert dump_league(read_league(data))["penalties"][0]["playoff"] is True
