"""benchmarks/playoff.py keeps working: every figure is produced (tiny leagues, no timing), and
its played-out brackets are real playoffs that reach a champion."""

from __future__ import annotations

import json

import pytest

from benchmarks import playoff as bench
from bot.core.league import dump_league, read_league
from bot.core.league.playoff import playoff_rounds


def test_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--tiny", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    for key in ("seed", "bracket", "pods_bracket"):
        figure = results[key]
        assert 0 <= figure["min_ms"] <= figure["median_ms"] <= figure["max_ms"]
        assert figure["n"] == 2
    assert set(results["targets_met"]) == {"seed", "bracket", "pods_bracket"}
    assert all(results["champions"].values())
    assert bench.main(["--tiny"]) == 0
    assert "top-16 seeds" in capsys.readouterr().out


def test_the_played_out_brackets_are_valid_league_files() -> None:
    league = bench.played_out(bench.pods_league(16, 2, seed=1), 16, seed=1)
    again = read_league(dump_league(league))  # the file's reader accepts it
    state = playoff_rounds(again)
    assert len(state.rounds) == 2 and state.champion in state.seeds
