"""`arbiter run` tells the operator what went wrong in one line, never with a traceback."""

from __future__ import annotations

from pathlib import Path

import aiohttp
import discord
import pytest

from bot.cli.main import main
from bot.discord_face.client import ArbiterBot

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
