"""benchmarks/discord_report.py keeps measuring what it says: a few reports per path, every
figure produced, both paths on the report fast path (the service alone fell to the full path
once, when it stopped saying its answers were delivered), no unexpected error. No timing is
asserted."""

from __future__ import annotations

import json

import pytest

from benchmarks import discord_report


def test_every_figure_is_produced(
    capsys: pytest.CaptureFixture[str],
) -> None:
    reps = 10
    assert (
        discord_report.main(["--reps", str(reps), "--batch", "5", "--warmup", "2", "--json"]) == 0
    )
    figures = json.loads(capsys.readouterr().out)
    assert figures["unexpected_errors"] == []
    for path in ("discord", "discord_with_role", "service", "discord_floor", "german"):
        assert figures[path]["n"] == reps
        assert 0 < figures[path]["median_ms"] <= figures[path]["p99_ms"]
    assert set(figures["cpu_ms"]) == {"discord", "with_role", "service", "floor", "german"}
    for ratio in (
        "floor_cpu_ratio",
        "ratio",
        "ratio_with_role",
        "cpu_ratio",
        "cpu_ratio_with_role",
        "paired_cpu_ratio",
    ):
        assert figures[ratio] > 0
    assert figures["verdict_uses"] == "cpu_ratio"
    assert figures["meets_target"] == (figures["cpu_ratio"] <= figures["target_ratio"])
