"""`arbiter console` runs a league too: /league commands in the main channel, each match in the
thread the round opened for it (`in N` to type there), standings and the export file."""

from __future__ import annotations

import json
from pathlib import Path

from bot.league import read_league
from tests.test_console import console


def test_a_league_at_the_console(tmp_path: Path) -> None:
    done = console(
        tmp_path,
        [
            "as olga judge",
            "/league create name:Weekly game:magic rounds:1",
            "as alice",
            "/league join",
            "as bob",
            "/league join",
            "as olga judge",  # `as olga` alone acts as a player again (issue 12's console)
            "/league round start",
            "in 1",
            "as bob",
            "/match concede",
            "in 2",
            "in main",
            "/league standings",
            "/league export",
        ],
    )
    out = done.stdout
    assert done.returncode == 0 and "Traceback" not in out + done.stderr, out + done.stderr
    assert "League created" in out
    assert "[thread 1]" in out and "Round 1, table 1" in out  # the match's ping, in its thread
    assert "You are in thread 1: Round 1 · Table 1" in out
    assert "No thread '2'" in out
    assert "Round 1 pairings" in out
    standings = out[out.index("Weekly: standings") :]
    assert standings.index("alice") < standings.index("bob")
    assert "3 pts, 1-0-0" in standings
    document = json.loads((tmp_path / "arbiter-exports" / "weekly.json").read_text())
    league = read_league(document)
    assert league.rounds[0].matches[0].games == (2, 0, 0)
