"""benchmarks/actions_per_change.py keeps measuring what it says: each scripted game, played
typed, on the panels and on the phones, ends with the totals its script says and one report
per change (a report per tap on the phone; the benchmark checks both), and every figure is
produced. The figures themselves are recorded in
docs/performance.md, not asserted here."""

from __future__ import annotations

import json

import pytest

from benchmarks import actions_per_change as bench


def test_the_fewest_presses_add_up_to_each_amount() -> None:
    assert bench.presses(-3) == [-3]
    assert bench.presses(-4) == [-4]
    assert sorted(bench.presses(-7)) == [-5, -2]
    assert bench.presses(-40) == []  # more than three: typed instead


def test_every_figure_is_produced(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    games = {f["game"]: f for f in figures["games"]}
    assert len(games) == 2 * len(bench.GAMES)
    for played in games.values():
        assert played["interactions_typed"] == played["changes"]
        assert played["interactions_panel"] >= played["changes"]
        assert 0 < played["panel_taps"] < played["typed_short"] < played["typed_today"]
        assert 1 <= played["panel_most_taps"] <= bench.TARGET_MOST
        # The phone: every change on its pad or typed instead, fewer actions than typing.
        on_pad, typed = played["phone_changes_on_pad"], played["phone_changes_typed"]
        assert on_pad + typed == played["changes"] and on_pad > 0
        assert 0 < played["phone_taps"] < played["typed_short"]
        assert 1 <= played["phone_most_taps"] <= bench.TARGET_MOST
        assert (played["phone_typed_off_pad"] > 0) == (typed > 0)
        # Every change on the phone's pad is one tap: the target is met there, in every
        # script, reported by its own player or by whoever dealt it.
        assert played["phone_taps_per_change_once_open"] == 1.0
        assert played["phone_most_taps"] == 1 and played["phone_meets_target"]
        # What one tap a change would take on a panel, against what a message holds.
        assert 0 < played["panel_buttons_needed"] <= played["pad_amount_buttons"]
        assert 0 < played["panel_components"] <= played["classic_buttons"]
        assert played["classic_buttons"] < played["v2_buttons"] < 40
    assert figures["phone_meets_target"]
    # Only a set total (Terrus's starting vitae) is off the phone's pad.
    assert games["Terrus, own"]["phone_changes_typed"] == 2
    assert games["Magic duel, own"]["phone_changes_typed"] == 0
