"""`arbiter console` runs a league too: /league commands in the main channel, each match in the
thread the round opened for it (`in N` to type there), standings and the export file. All in
this process (`arbiter console` through the `arbiter_console` fixture, or `run_console`), each
on a copy of the migrated template."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
from pathlib import Path

import pytest

from bot.config import Settings
from bot.core.league import read_league
from bot.faces.cli.console import run_console
from tests.support.cli import Console
from tests.test_console import answers
from tests.test_console_terminal import LEAGUE


def test_a_league_at_the_console(tmp_path: Path, arbiter_console: Console) -> None:
    done = arbiter_console(
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


def test_a_judge_closes_a_live_match_by_typing_what_the_refusal_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sqlite_url: str
) -> None:
    """The refusal of a fix on a match still being played says to send it again with
    `live: Close the match`: typed so, the match closes with the judge's result (it was
    refused again and again: the choice's name was longer than the message said). In this
    process: a console's own process would add seconds of start-up."""
    monkeypatch.chdir(tmp_path)
    typed = [
        *LEAGUE,  # alice and bob at table 1 of round 1, olga a judge
        "/league result round:1 table:1 games:2-0",
        "/league result round:1 table:1 games:2-0 live:Close the match",
        "/league round status",
    ]
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, database_url=sqlite_url
    )
    out = io.StringIO()
    asyncio.run(run_console(settings, io.StringIO("".join(f"{t}\n" for t in typed)), out))
    said = answers(out.getvalue())
    refusal = said["olga> /league result round:1 table:1 games:2-0"]
    assert "still being played" in refusal and "`live: Close the match`," in refusal, refusal
    closed = said["olga> /league result round:1 table:1 games:2-0 live:Close the match"]
    assert "still being played" not in closed and "recorded by a judge" in closed, closed
    assert "Round 1: 0 unfinished" in said["olga> /league round status"]


def test_the_console_answers_the_member_search_of_a_join(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    sqlite_url: str,
) -> None:
    """A /league join asks Discord's member search whether the name is another member's;
    the console answers it at once, as the README says, instead of leaving every join to
    wait out the 2-second limit (its answer was dropped: the console's guild is not cached)."""
    monkeypatch.chdir(tmp_path)
    caplog.set_level(logging.INFO, logger="bot.faces.discord.league_actions")
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, database_url=sqlite_url
    )
    out = io.StringIO()
    typed = "".join(f"{line}\n" for line in LEAGUE[:4])  # a league, and alice joins
    asyncio.run(run_console(settings, io.StringIO(typed), out))
    assert "@alice joined Weekly (1 player)" in out.getvalue(), out.getvalue()
    assert "did not answer" not in caplog.text, caplog.text


def test_a_console_started_again_mid_league_finds_its_threads_and_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sqlite_url: str
) -> None:
    """After a restart, `in 1` found no thread ("threads: none yet") and the players showed as
    raw ids (`@100...` for @alice): both come back from the database. In this process, twice
    on one database: a console's own process would add seconds of start-up."""
    monkeypatch.chdir(tmp_path)
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, database_url=sqlite_url
    )
    first = io.StringIO()
    typed = "".join(f"{t}\n" for t in LEAGUE)  # alice and bob at table 1 of round 1
    asyncio.run(run_console(settings, io.StringIO(typed), first))
    assert "[thread 1]" in first.getvalue(), first.getvalue()

    again = ["in 1", "/match status", "in main", "/league round status"]
    out = io.StringIO()
    asyncio.run(run_console(settings, io.StringIO("".join(f"{t}\n" for t in again)), out))

    said = answers(out.getvalue())
    assert said["alice> in 1"].startswith("You are in thread 1: Round 1 · Table 1"), said
    status = said["alice> /match status"]
    assert status.startswith("[thread 1]") and "alice" in status and "bob" in status, status
    pairings = said["alice> /league round status"]
    assert "@alice" in pairings and "@bob" in pairings, pairings
    assert not re.search(r"@\d{6,}", out.getvalue()), out.getvalue()


def test_server_settings_typed_at_the_console_take_ga_and_refuse_banana(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sqlite_url: str
) -> None:
    """`/arbiter config default_game:ga` was refused though /help writes games so, and
    `confirmation:banana` turned confirmations off without a word. In this process."""
    monkeypatch.chdir(tmp_path)
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, database_url=sqlite_url
    )
    typed = [
        "as olga judge",
        "/arbiter config default_game:ga",
        "/arbiter config confirmation:banana",
        "/arbiter config",
    ]
    out = io.StringIO()
    asyncio.run(run_console(settings, io.StringIO("".join(f"{t}\n" for t in typed)), out))
    said = answers(out.getvalue())

    assert "default game Grand Archive" in said["olga> /arbiter config default_game:ga"], said
    banana = said["olga> /arbiter config confirmation:banana"]
    assert "confirmation is true or false" in banana and "“banana”" in banana, banana
    after = said["olga> /arbiter config"]
    assert "confirmation of reports that eliminate someone else on" in after, after


def test_press_in_a_thread_presses_that_threads_button(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sqlite_url: str
) -> None:
    """Two tables each waiting for a choice of play in game 2: `press Play first` in thread 1
    pressed the newest button, thread 2's ("That button belongs to match #2"). It presses
    thread 1's own. In this process, in two sessions on one database: the first pairs the
    round (at random), the second plays it knowing who sits where."""
    monkeypatch.chdir(tmp_path)
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, database_url=sqlite_url
    )

    def session(typed: list[str]) -> str:
        out = io.StringIO()
        asyncio.run(run_console(settings, io.StringIO("".join(f"{t}\n" for t in typed)), out))
        return out.getvalue()

    people = [
        line
        for name in ("alice", "bob", "carol", "dave")
        for line in (f"as {name}", "/league join")
    ]
    paired = session(["as olga judge", "/league create name:Weekly game:magic", *people,
                      "as olga judge", "/league round start"])  # fmt: skip
    (_, second_1), (_, second_2) = re.findall(r"Table \d: @(\w+) vs @(\w+)", paired)
    played = session(["in 1", f"as {second_1}", "/concede", "in 2", f"as {second_2}", "/concede",
                      "in 1", f"as {second_1}", "press Play first"])  # fmt: skip

    pressed = answers(played)[f"{second_1}> press Play first"]
    assert pressed.startswith("[thread 1]") and "[thread 2]" not in pressed, pressed
    assert "match #2" not in pressed and f"@{second_1} plays first" in pressed, pressed


def test_a_check_in_deadline_reads_as_discord_shows_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sqlite_url: str
) -> None:
    """A check-in's deadline, written in Discord as a date and then how far away, read at the
    console `until 2026-11-29 07:36 (at 07:36 (in 30 minutes))`: the clock time twice, in
    brackets within brackets. It reads `until 2026-11-29 07:36 (in 30 minutes)`."""
    monkeypatch.chdir(tmp_path)
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, database_url=sqlite_url
    )
    typed = [*LEAGUE[:7], "/league checkin open deadline:30", "/league checkin list"]
    out = io.StringIO()
    asyncio.run(run_console(settings, io.StringIO("".join(f"{t}\n" for t in typed)), out))
    said = answers(out.getvalue())

    opened = said["olga> /league checkin open deadline:30"]
    assert re.search(r"until \d{4}-\d\d-\d\d \d\d:\d\d \(in (29|30) minutes\)\.", opened), opened
    assert "(at " not in opened
    listed = said["olga> /league checkin list"]
    assert re.search(r"closes \d{4}-\d\d-\d\d \d\d:\d\d \(in (29|30) minutes\)", listed), listed
