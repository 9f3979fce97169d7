"""benchmarks/rulings.py keeps working: its situations read as intended (no timing)."""

from __future__ import annotations

from benchmarks import rulings as bench


def test_the_benchmark_situations_read_and_end_as_intended() -> None:
    assert bench.check(bench.ONE_EVENT, 1).status == "over"
    long = bench.check(bench.twenty_sentences(), 20)
    assert long.status == "over" and long.results["alice"] == "won"
    figures = bench.run(repeat=3)
    assert set(figures) >= {"one_event", "twenty_sentences", "ratio_median"}
