"""benchmarks/phone.py keeps measuring what it says, on a tiny load: the real bot against the
rate-limited fake Discord, `arbiter web` in a process of its own, phones tapping and
watching; every figure produced, every tap seen by the other phone and on the board, every
board right at the end. No timing is asserted."""

from __future__ import annotations

import json

import pytest

from benchmarks import phone


def test_every_figure_is_produced(capsys: pytest.CaptureFixture[str]) -> None:
    tables = 2
    args = ["--tables", str(tables), "--seconds", "2", "--interval", "0.5", "--json"]
    assert phone.main(args) == 0
    measured = json.loads(capsys.readouterr().out)["backends"]["sqlite"]
    figures = measured["figures"]
    assert figures["taps"] >= tables and figures["refused_taps"] == 0
    assert figures["unseen_by_phone"] == 0 and figures["unshown_on_board"] == 0
    assert figures["boards_right"] == tables and figures["limited"] == 0
    for lag in ("tap_answer_p99", "phone_p50", "phone_p99", "board_p50", "board_p99"):
        assert figures[lag] >= 0, lag
    assert set(measured["targets"]) == {
        "other phones p99 < 2 s",
        "boards within the pacing (p99 < 5 s)",
        "no 429",
        "every board right at the end",
    }
