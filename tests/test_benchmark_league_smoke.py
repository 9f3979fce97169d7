"""benchmarks/league.py keeps working: every figure is produced (tiny leagues, no timing)."""

from __future__ import annotations

import json

import pytest

from benchmarks import league as bench


def test_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--tiny", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    for key in ("pair", "standings"):
        figure = results[key]
        assert 0 <= figure["min_ms"] <= figure["median_ms"] <= figure["max_ms"]
        assert figure["n"] == 2
        assert set(results["targets_met"]) == {"pair", "standings"}
    assert bench.main(["--tiny"]) == 0
    assert "pair round 6" in capsys.readouterr().out


def test_the_benchmark_leagues_are_real_leagues() -> None:
    league = bench.swiss_league(16, 4, seed=3)
    assert len(league.rounds) == 4
    assert all(len(r.matches) == 8 for r in league.rounds)
