"""`arbiter run` tells the operator what went wrong in one line, never with a traceback."""

from __future__ import annotations

import gc
import io
import logging
from pathlib import Path

import aiohttp
import discord
import pytest
import sqlalchemy.exc

from bot.core import rulings
from bot.faces.cli.main import main
from bot.faces.discord.client import ArbiterBot
from bot.fakediscord.offline import OfflineDiscord
from tests.discord.conftest import settings_for

TOKEN = "token-that-must-never-be-printed"


@pytest.fixture
def configured(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path}/arbiter.db")


@pytest.mark.parametrize(
    ("failure", "says"),
    [
        (discord.LoginFailure("Improper token has been passed."), "Discord rejected the token"),
        (aiohttp.ClientConnectionError("no route to host"), "Cannot reach Discord"),
    ],
)
def test_run_explains_a_failed_start(
    configured: None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    failure: Exception,
    says: str,
) -> None:
    given: list[str] = []

    def fail(self: ArbiterBot, token: str, **_: object) -> None:
        given.append(token)
        raise failure

    monkeypatch.setattr(ArbiterBot, "run", fail)
    assert main(["run"]) == 1
    out = capsys.readouterr()
    assert given == [TOKEN]  # the token reached discord.py...
    assert says in out.err
    assert TOKEN not in out.out + out.err  # ...and was never printed
    assert "Traceback" not in out.err


@pytest.mark.parametrize("command", [["run"], ["console"], ["web"]])
@pytest.mark.parametrize(
    ("variable", "value", "says"),
    [
        ("LOG_LEVEL", "verbose", "LOG_LEVEL"),
        ("DATABASE_POOL_SIZE", "0", "DATABASE_POOL_SIZE"),
        ("SHARD_IDS", "a,b", "SHARD_IDS"),
        ("WEB_PORT", "99999", "WEB_PORT"),
        ("DATABASE_URL", "arbiter.db", "DATABASE_URL"),
        ("DATABASE_URL", "postgres://arbiter:pw@db/arbiter", "DATABASE_URL"),  # no async driver
        ("DATABASE_URL", "sqlite:///arbiter.db", "DATABASE_URL"),
        ("SHARD_IDS", "0,1", "SHARD_COUNT"),  # ids without a count: discord.py refuses them
        ("SHARD_IDS", "4", "SHARD_IDS"),  # shard 4 of 2 does not exist
    ],
)
def test_a_bad_setting_is_named_in_one_line(
    configured: None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
    variable: str,
    value: str,
    says: str,
) -> None:
    """A mistyped setting stops every command that reads settings with a sentence naming
    the variable, not with pydantic's or discord.py's traceback, and nothing starts."""
    monkeypatch.setenv(variable, value)
    if value == "4":
        monkeypatch.setenv("SHARD_COUNT", "2")

    def must_not_start(self: ArbiterBot, *args: object, **kwargs: object) -> None:
        raise AssertionError("the bot started with a bad setting")

    monkeypatch.setattr(ArbiterBot, "__init__", must_not_start)
    assert main(command) == 2
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    first = out.err.strip().splitlines()[0]
    assert says in first and ".env" in out.err
    assert TOKEN not in out.out + out.err


UNREACHABLE = "postgresql+asyncpg://arbiter:secret-password@127.0.0.1:1/arbiter"


def test_console_says_when_the_database_cannot_be_opened(
    configured: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A PostgreSQL server that is not there (port 1 refuses): one sentence naming the
    database (its password hidden) and what to check, not asyncpg's traceback."""
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    # `arbiter run` in an earlier test left discord.py's log handler on a closed stderr.
    monkeypatch.setattr(logging.getLogger(), "handlers", [])
    assert main(["console", "--database", UNREACHABLE]) == 1
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    assert "Cannot open the database postgresql+asyncpg://arbiter:***@127.0.0.1:1/arbiter" in (
        out.err
    )
    assert "secret-password" not in out.out + out.err


def test_run_says_when_the_database_cannot_be_opened(
    configured: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DATABASE_URL", UNREACHABLE)

    def fail(self: ArbiterBot, token: str, **_: object) -> None:
        # What the migrations at start raise when PostgreSQL refuses the password.
        raise sqlalchemy.exc.DBAPIError(
            "SELECT 1", None, Exception('password authentication failed for user "arbiter"')
        )

    monkeypatch.setattr(ArbiterBot, "run", fail)
    assert main(["run"]) == 1
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    assert "Cannot open the database postgresql+asyncpg://arbiter:***@127.0.0.1:1/arbiter" in (
        out.err
    )
    assert 'password authentication failed for user "arbiter"' in out.err
    assert "secret-password" not in out.err and TOKEN not in out.err


def test_a_dotenv_that_is_not_utf8_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """PowerShell's `echo DISCORD_TOKEN=... > .env` writes UTF-16: say so, not a traceback."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\n", encoding="utf-16")
    assert main(["run"]) == 2
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    assert ".env is not UTF-8 text" in out.err and "save it as UTF-8" in out.err
    assert TOKEN not in out.out + out.err


@pytest.mark.parametrize("command", ["console", "web"])
def test_a_bad_database_option_is_named_as_typed(
    configured: None, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    assert main([command, "--database", "arbiter.db"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("--database is not valid: not a database URL"), err
    assert "sqlite+aiosqlite:///arbiter.db" in err and "Traceback" not in err


def test_run_starts_the_bot_with_its_start_up_heap_frozen(
    configured: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`arbiter run` asks for the heap to be frozen once started (see the next test)."""
    started: list[bool] = []

    def run(self: ArbiterBot, token: str, **_: object) -> None:
        started.append(self.freeze_heap)

    monkeypatch.setattr(ArbiterBot, "run", run)
    assert main(["run"]) == 0
    assert started == [True]


def test_run_loads_the_quick_ruling_reader_before_it_connects(
    configured: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reader compiles its patterns as it loads (about a second): `arbiter run` loads it
    before connecting, so no interaction on Discord is the one that waits for it."""
    done: list[str] = []

    def run(self: ArbiterBot, token: str, **_: object) -> None:
        done.append("connect")

    monkeypatch.setattr(rulings, "load", lambda: done.append("reader"))
    monkeypatch.setattr(ArbiterBot, "run", run)
    assert main(["run"]) == 0
    assert done == ["reader", "connect"]


async def test_a_started_bot_keeps_what_start_up_built_out_of_full_collections(
    tmp_path: Path,
) -> None:
    """What start-up builds lives as long as the process (about 200,000 objects), and a full
    garbage collection walking it took 0.2-0.5 s on a busy machine, inside whichever
    interaction it fell in (benchmarks/heap.py). A bot started with `freeze_heap` moves it
    to the permanent generation; one started without (the tests, the console) does not."""
    for freeze in (False, True):
        settings = settings_for(f"sqlite+aiosqlite:///{tmp_path}/heap-{freeze}.db")
        bot = ArbiterBot(settings, sync_commands=False, freeze_heap=freeze)
        offline = OfflineDiscord(bot, lambda _message, _how: None)
        gc.unfreeze()
        try:
            with offline.patched():
                await bot.login("offline")
                try:
                    frozen = gc.get_freeze_count()
                finally:
                    await bot.close()
        finally:
            gc.unfreeze()  # the test process collects as before
        if freeze:
            # Every module and catalogue loaded so far: far more than the bot's own objects.
            assert frozen > 50_000
        else:
            assert frozen == 0
