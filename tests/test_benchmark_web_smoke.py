"""benchmarks/web.py keeps working: every figure is produced (a tiny league, no timing)."""

from __future__ import annotations

import json

import pytest

from benchmarks import web as bench


def test_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--tiny", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)["backends"]["sqlite"]
    for case in ("page", "json", "crowded_page"):
        assert 0 < figures[case]["median_ms"] <= figures[case]["p99_ms"]
        assert figures[case]["n"] == 2
    assert figures["load"]["loads"] == 10 and figures["load"]["pages_per_second"] > 0
    assert figures["history_paired"] > 0 and isinstance(figures["target_met"], bool)
    assert figures["bytes"]["page"] > figures["bytes"]["json"] > 0
