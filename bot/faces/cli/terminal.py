"""The console's terminal: typed lines read without blocking the event loop, line editing and
history, Discord timestamps as local times, and where exported files are saved."""

from __future__ import annotations

import asyncio
import contextlib
import queue
import re
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TextIO

# Where the console saves exported files, under the folder it runs in; the folder ignores
# itself in git, and a second export of the same name gets a number instead of overwriting.
EXPORTS = "arbiter-exports"
HISTORY = Path.home() / ".arbiter_console_history"


# A moment written twice, as a date and in brackets how far away (`until <t:1:f> (<t:1:R>)`).
_TWICE = re.compile(r"<t:(-?\d+):[tTdDfF]> \(<t:\1:R>\)")
_TIMESTAMP = re.compile(r"<t:(-?\d+)(?::([tTdDfFR]))?>")


def _span(when: datetime) -> str:
    """How far `when` is from now: `in 30 minutes`, `5 minutes ago`, `now`."""
    minutes = round((when - datetime.now().astimezone()).total_seconds() / 60)
    if minutes == 0:
        return "now"
    span = f"{abs(minutes)} minute{'' if abs(minutes) == 1 else 's'}"
    return f"in {span}" if minutes > 0 else f"{span} ago"


def local_time(found: re.Match[str]) -> str:
    """A Discord timestamp (`<t:1700000000:R>`) as this computer's local time: Discord shows
    each reader their own; relative ones also say how long from now."""
    when = datetime.fromtimestamp(int(found[1])).astimezone()
    if found[2] != "R":
        return when.strftime("%Y-%m-%d %H:%M")
    return f"at {when.strftime('%H:%M')} ({_span(when)})"


def local_times(text: str) -> str:
    """Every Discord timestamp in `text` as a local time. A date followed by its own distance
    in brackets reads as Discord shows it (`2026-11-29 07:36 (in 30 minutes)`), not with the
    clock time said twice (`(at 07:36 (in 30 minutes))`)."""

    def both(found: re.Match[str]) -> str:
        when = datetime.fromtimestamp(int(found[1])).astimezone()
        return f"{when.strftime('%Y-%m-%d %H:%M')} ({_span(when)})"

    return _TIMESTAMP.sub(local_time, _TWICE.sub(both, text))


def save_export(folder: Path, name: str, content: bytes) -> Path:
    """Save an exported file in `folder` (made on first use, ignored by git) under its own
    name, or its name with -2, -3... when a file of that name is there already."""
    if not folder.exists():
        folder.mkdir(parents=True)
        (folder / ".gitignore").write_text("# Arbiter console exports\n*\n")
    stem, suffix = Path(name).stem, Path(name).suffix
    path, number = folder / Path(name).name, 1
    while path.exists():
        number += 1
        path = folder / f"{stem}-{number}{suffix}"
    path.write_bytes(content)
    return path


class LineReader:
    """Typed lines, read by a daemon thread so that the event loop keeps running while
    nobody types: the league clock's warnings and time calls print on time. Interactive
    input goes through `input()`, which `readline` gives line editing and history."""

    def __init__(self, lines: TextIO, interactive: bool) -> None:
        self.lines, self.interactive = lines, interactive
        self.loop = asyncio.get_running_loop()
        self.asked: queue.Queue[str] = queue.Queue()
        self.typed: asyncio.Queue[str] = asyncio.Queue()
        threading.Thread(target=self._read, name="console input", daemon=True).start()

    def _read(self) -> None:
        while True:
            prompt = self.asked.get()
            try:
                line = input(prompt) + "\n" if self.interactive else self.lines.readline()
            except (EOFError, KeyboardInterrupt):
                line = ""
            self.loop.call_soon_threadsafe(self.typed.put_nowait, line)
            if not line:
                return

    async def read(self, prompt: str) -> str:
        """The next line ("" at the end of input)."""
        self.asked.put(prompt)
        return await self.typed.get()


def line_editing() -> Callable[[], None]:
    """Line editing and a history kept between sessions, where `readline` exists; returns
    what saves the history."""
    try:
        import readline
    except ImportError:  # e.g. Windows without pyreadline
        return lambda: None
    with contextlib.suppress(OSError):
        readline.read_history_file(HISTORY)
    readline.set_history_length(1000)

    def save() -> None:
        with contextlib.suppress(OSError):
            readline.write_history_file(HISTORY)

    return save
