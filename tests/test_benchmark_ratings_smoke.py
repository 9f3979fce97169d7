"""benchmarks/ratings.py keeps working: every figure is produced (tiny sizes, no timing)."""

from __future__ import annotations

import json

import pytest

from benchmarks import ratings as bench


def test_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--tiny", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    sqlite = results["backends"]["sqlite"]
    assert sqlite["recompute"]["matches"] == bench.TINY.recompute_matches
    assert sqlite["recompute"]["cpu_per_match_ms"] > 0
    assert set(sqlite["reads"]) == {"leaderboard", "leaderboard_page_5", "rating"}
    for figure in sqlite["reads"].values():
        assert figure["small_ms"] > 0 and figure["large_ms"] > 0
