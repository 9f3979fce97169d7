"""The console as a terminal: the league clock speaks while nobody types, deadlines read as
local times, exports land in a stated folder that git ignores without overwriting each other,
and at a real terminal (a pseudo-terminal here) lines can be edited and recalled (readline).

Only the terminal needs a process of its own (readline edits at a pseudo-terminal); the rest
runs the console in this process (tests/support/cli.py, or `run_console` itself)."""

from __future__ import annotations

import asyncio
import io
import os
import pty
import re
import select
import signal
import subprocess
import threading
import time
from pathlib import Path

import pytest
import sqlalchemy as sa

from bot.config import Settings
from bot.faces.cli.console import run_console
from bot.faces.discord import client
from tests.support.cli import Console
from tests.test_console import ARBITER, answers, assert_no_traceback, clean_env

LEAGUE = [
    "as olga judge",
    "/league create name:Weekly game:magic round_minutes:10",
    "as alice",
    "/league join",
    "as bob",
    "/league join",
    "as olga judge",
    "/league round start",
]


def wait_for(condition: object, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.05)
    return False


def test_the_round_clock_speaks_while_nobody_types(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sqlite_url: str
) -> None:
    """A 10-minute round: its 10-minute warning is due at once. It must print while the
    console waits for the next line, not when someone next types."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(client, "CLOCK_SECONDS", 0.2)
    read_end, write_end = os.pipe()
    typed, typing = os.fdopen(read_end, "r"), os.fdopen(write_end, "w")
    out = io.StringIO()
    heard: dict[str, bool] = {}

    def person() -> None:
        typing.write("".join(f"{line}\n" for line in LEAGUE))
        typing.flush()
        heard["warning"] = wait_for(lambda: "10 minutes left" in out.getvalue(), 15)
        typing.write("quit\n")
        typing.close()

    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, database_url=sqlite_url
    )
    at_the_keyboard = threading.Thread(target=person)
    at_the_keyboard.start()
    asyncio.run(run_console(settings, typed, out))
    at_the_keyboard.join()
    text = out.getvalue()
    assert heard["warning"], text
    assert "Round 1: 10 minutes left (table 1 still playing)." in text  # one table
    # The deadline as a local time, not Discord's <t:...:R> markup.
    assert "<t:" not in text
    assert re.search(r"time at \d\d:\d\d \(in (9|10) minutes\)", text), text


def test_exports_go_to_a_stated_folder_that_git_ignores(
    tmp_path: Path, arbiter_console: Console
) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    result = arbiter_console(
        ["/match start opponent:@bob game:magic", "/match export", "/match export"],
    )
    assert_no_traceback(result)
    folder = tmp_path / "arbiter-exports"
    assert f"Exported files are saved in {folder}" in result.stdout
    said = answers(result.stdout)
    assert "[file arbiter-exports/arbiter-match-1.json saved" in result.stdout
    assert "[file arbiter-exports/arbiter-match-1-2.json saved" in said["alice> /match export"] + (
        result.stdout
    )
    assert (folder / "arbiter-match-1.json").exists()
    assert (folder / "arbiter-match-1-2.json").exists()  # the second did not overwrite the first
    ignored = subprocess.run(
        ["git", "-C", str(tmp_path), "status", "--porcelain", "--untracked-files=all"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "arbiter-exports" not in ignored, ignored


def _read_until(fd: int, pattern: str, seconds: float = 30) -> str:
    seen = b""
    deadline = time.monotonic() + seconds
    while pattern.encode() not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                seen += os.read(fd, 4096)
            except OSError:  # the console ended
                break
    return seen.decode(errors="replace")


def _ended(pid: int, seconds: float = 10) -> int | None:
    """The child's exit code, once it has ended; killed (None) if it has not within `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        time.sleep(0.1)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return None


NO_MATCH = "No match has been played in this channel yet."


def test_a_terminal_has_line_editing_and_history(tmp_path: Path, sqlite_url: str) -> None:
    """A real process at a pseudo-terminal (readline needs one), on a database already
    migrated (a new one is migrated by the processes of tests/test_console.py)."""
    env = {**clean_env(), "HOME": str(tmp_path), "TERM": "xterm"}
    pid, terminal = pty.fork()
    if pid == 0:  # the child: the console at a terminal
        os.chdir(tmp_path)
        os.execve(str(ARBITER), [str(ARBITER), "console", "--database", sqlite_url], env)
    try:
        assert "alice> " in _read_until(terminal, "alice> ")
        os.write(terminal, b"/match status\r")
        first = _read_until(terminal, "alice> ")
        assert NO_MATCH in first, first
        os.write(terminal, b"\x1b[A\r")  # the up arrow recalls the last line
        again = _read_until(terminal, "alice> ")
        assert "/match status" in again and NO_MATCH in again, again
        # Editing: the cursor moves left over "x" and deletes it before Enter.
        os.write(terminal, b"/match statuxs\x1b[D\x08\r")
        edited = _read_until(terminal, "alice> ")
        assert NO_MATCH in edited, edited
        os.write(terminal, b"quit\r")
        _read_until(terminal, "\x00", seconds=10)
    finally:
        status = _ended(pid)
    assert status == 0
    history = (tmp_path / ".arbiter_console_history").read_text()
    assert "/match status" in history and "statuxs" not in history


def test_quitting_while_the_clock_holds_a_transaction_ends_the_console(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sqlite_url: str
) -> None:
    """`quit` while the league clock's tick is inside a database transaction: the bot stops
    the clock, and waits for it to roll back, before it closes the database. Before, the
    clock was cancelled but not waited for; its rollback then waited on a SQLite connection
    already closed, and the console never exited (seen as a hung CI run)."""
    from bot.app.league.ticks import LeagueClock

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(client, "CLOCK_SECONDS", 0.01)
    entered = threading.Event()
    databases: list[object] = []

    async def slow_tick(self: LeagueClock, now: object = None) -> None:
        database = databases[0]
        async with database.transaction() as session:  # type: ignore[attr-defined]
            await session.execute(sa.text("SELECT 1"))
            entered.set()
            await asyncio.sleep(3600)

    monkeypatch.setattr(LeagueClock, "tick", slow_tick)
    real_init = client.ArbiterBot.__init__

    def init(self: client.ArbiterBot, *args: object, **kwargs: object) -> None:
        real_init(self, *args, **kwargs)  # type: ignore[arg-type]
        databases.append(self.database)

    monkeypatch.setattr(client.ArbiterBot, "__init__", init)
    read_end, write_end = os.pipe()
    typed, typing = os.fdopen(read_end, "r"), os.fdopen(write_end, "w")

    def person() -> None:
        entered.wait(15)
        typing.write("quit\n")
        typing.close()

    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, database_url=sqlite_url
    )
    ended = threading.Event()

    def console_thread() -> None:
        asyncio.run(run_console(settings, typed, io.StringIO()))
        ended.set()

    threading.Thread(target=person, daemon=True).start()
    threading.Thread(target=console_thread, daemon=True).start()
    assert entered.wait(15), "the clock never ticked"
    assert ended.wait(20), "the console did not end after quit"
