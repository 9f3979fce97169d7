"""The `arbiter` command line run in the test's own process, as a user sees it: the arguments,
what is typed on stdin (text or bytes), the environment, the folder it runs in; the exit code,
stdout and stderr come back.

What a real process would start with is given to `bot.faces.cli.main.main` instead: stdin,
stdout and stderr are UTF-8 streams of their own (stdin with its bytes underneath, as a
process's has); the locale variables and every one of Arbiter's settings are removed from the
environment (then `variables` set), as the tests' clean environments do; the folder is the
test's empty `tmp_path` unless another is given, so no developer `.env` is read. `--help` and
argparse's refusals end in `SystemExit`, which gives the exit code as `python -m bot` does.

What `main` changes in the process is put back after each run: the root logger's handlers and
level (`arbiter console` and `web` call `logging.basicConfig`; the handler it adds writes to
this run's stderr, as a process's would), the filters added to discord.py's loggers, the
SIGINT and SIGTERM handlers (`arbiter web` stops on them), the event loop policy and the
standard streams. The environment and the working directory are put back too.

It costs no interpreter start-up, no imports (about 2 s of CPU a process) and no second load of
the quick-ruling reader. Tests of the process itself (the entry points, exit by a signal, a
terminal) start a real one; see each module's docstring.
"""

from __future__ import annotations

import asyncio
import io
import logging
import shutil
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.config import Settings
from bot.faces.cli import main as cli

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
SETTINGS_VARIABLES = tuple(name.upper() for name in Settings.model_fields)
# The loggers `main` adds a filter to (discord.py's notes about voice).
_FILTERED_LOGGERS = ("discord.client",)
_SIGNALS = (signal.SIGINT, signal.SIGTERM)


@dataclass(frozen=True)
class Ran:
    """What a user saw of one command: as `subprocess.CompletedProcess` names it."""

    returncode: int
    stdout: str
    stderr: str


class _Output(io.TextIOWrapper):
    """A UTF-8 stream over bytes, as a process's stdout is with PYTHONIOENCODING=utf-8 (text
    it cannot encode fails as it would there); `interrupt_on` sends SIGINT to this process
    once that text has been written, as an operator pressing Ctrl+C after reading it."""

    def __init__(self, interrupt_on: str | None = None) -> None:
        super().__init__(io.BytesIO(), encoding="utf-8", line_buffering=True)
        self._interrupt_on = interrupt_on

    def write(self, text: str) -> int:
        written = super().write(text)
        if self._interrupt_on is not None and self._interrupt_on in self.text():
            self._interrupt_on = None
            signal.raise_signal(signal.SIGINT)
        return written

    def text(self) -> str:
        self.flush()
        buffer = self.buffer
        assert isinstance(buffer, io.BytesIO)
        return buffer.getvalue().decode("utf-8")


class CommandLine:
    """`arbiter ARGS...` in this process, in `folder` unless told another (the `arbiter_cli`
    fixture: the test's empty `tmp_path`)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def __call__(
        self,
        *args: str,
        stdin: str | bytes = b"",
        cwd: Path | None = None,
        interrupt_on: str | None = None,
        **variables: str,
    ) -> Ran:
        return run_arbiter(
            *args, stdin=stdin, cwd=cwd or self.folder, interrupt_on=interrupt_on, **variables
        )


class Console:
    """`arbiter console --database FOLDER/NAME` in this process, in `folder`, with lines typed
    (the `arbiter_console` fixture). A database not there yet starts as a copy of `template`,
    migrated to head: the console's own migration of a new file is what the processes of
    tests/test_console.py run, and here it would cost each run more than the rest of it."""

    def __init__(self, folder: Path, template: Path) -> None:
        self.folder, self.template = folder, template

    def __call__(self, lines: list[str], *, database: str = "c.db", **variables: str) -> Ran:
        path = self.folder / database
        if not path.exists():
            shutil.copyfile(self.template, path)
        typed = "".join(f"{line}\n" for line in lines)
        url = f"sqlite+aiosqlite:///{path}"
        return run_arbiter("console", "--database", url, stdin=typed, cwd=self.folder, **variables)


def run_arbiter(
    *args: str,
    cwd: Path,
    stdin: str | bytes = b"",
    interrupt_on: str | None = None,
    **variables: str,
) -> Ran:
    """Run `arbiter *args` with `stdin` typed, in `cwd`, in an environment without locale or
    Arbiter settings but `variables`; the environment and folder are put back after."""
    typed = stdin.encode() if isinstance(stdin, str) else stdin
    # As a process's stdin under a C.UTF-8 locale: bytes that are not UTF-8 read as escapes.
    given = io.TextIOWrapper(io.BytesIO(typed), encoding="utf-8", errors="surrogateescape")
    out, err = _Output(interrupt_on), _Output()
    with pytest.MonkeyPatch.context() as patch, _restored(), _streams(given, out, err):
        for name in (*LOCALE_VARIABLES, *SETTINGS_VARIABLES):
            patch.delenv(name, raising=False)
        for name, value in variables.items():
            patch.setenv(name, value)
        patch.chdir(cwd)
        try:
            status = cli.main(list(args))
        except SystemExit as done:  # --help, argparse's refusals
            code = done.code
            status = code if isinstance(code, int) else (0 if code is None else 1)
            if isinstance(code, str):
                print(code, file=sys.stderr)
    return Ran(status, out.text(), err.text())


@contextmanager
def _streams(stdin: io.TextIOWrapper, stdout: _Output, stderr: _Output) -> Iterator[None]:
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = stdin, stdout, stderr
    try:
        yield
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


@contextmanager
def _restored() -> Iterator[None]:
    """What `main` may change in the process, as it was before."""
    root = logging.getLogger()
    handlers, level = root.handlers, root.level
    filtered = {name: list(logging.getLogger(name).filters) for name in _FILTERED_LOGGERS}
    # Signal handlers belong to the main thread; a run in another (`asyncio.to_thread`, from
    # an async test) cannot set any.
    main_thread = threading.current_thread() is threading.main_thread()
    handled = {number: signal.getsignal(number) for number in _SIGNALS if main_thread}
    policy = asyncio.get_event_loop_policy()
    root.handlers = []  # as in a new process: `basicConfig` adds its handler on our stderr
    try:
        yield
    finally:
        for added in root.handlers:
            added.close()
        root.handlers = handlers
        root.setLevel(level)  # and forget the levels loggers cached meanwhile
        for name, filters in filtered.items():
            logging.getLogger(name).filters = filters
        for number, handler in handled.items():
            if handler is not None:  # None: not set from Python, nothing to put back
                signal.signal(number, handler)
        asyncio.set_event_loop_policy(policy)
