"""The one in-memory Discord (bot/fakediscord) as the console meets it: what a user at the
console sees when discord.py's requests go its less common ways. (The harness's strict form is
proved in tests/test_discord_harness.py; the console and the harness hand discord.py the same
JSON, tests/test_offline_gateway.py.)"""

from __future__ import annotations

import asyncio
import io
from pathlib import Path
from typing import Any

import pytest

from bot.app.match import MatchService
from bot.config import Settings
from bot.faces.cli.console import run_console
from bot.faces.discord import answers as acknowledging
from tests.test_console import answers


def test_a_slow_button_press_at_the_console_updates_its_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A press the database answers after the acknowledgement budget is acknowledged first
    (a deferred update), then its message is edited through `@original`. The console's own
    Discord knew only the messages an interaction created as `@original`: the edit was
    refused (404 Unknown Message) and the press showed nothing."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(acknowledging, "ACK_BUDGET", 0.05)
    confirm = MatchService.confirm

    async def slow_confirm(self: MatchService, **kwargs: Any) -> Any:
        await asyncio.sleep(0.3)
        return await confirm(self, **kwargs)

    monkeypatch.setattr(MatchService, "confirm", slow_confirm)
    typed = [
        "/match start opponent:@bob game:magic",
        "as bob",
        "press Play first",
        "as alice",
        "press Play first",
        "as bob",
        "/life total:0 player:@alice",
        "as alice",
        "press Confirm",
        "/match status",
    ]
    url = f"sqlite+aiosqlite:///{tmp_path / 'c.db'}"
    lines, out = io.StringIO("".join(f"{t}\n" for t in typed)), io.StringIO()
    asyncio.run(run_console(Settings(_env_file=None, database_url=url), lines, out))  # type: ignore[call-arg]
    said = answers(out.getvalue())
    confirmed = said["alice> press Confirm"]
    assert confirmed.startswith("(updated) Confirmed by @alice."), out.getvalue()
    assert "Score: alice 0, bob 1" in said["alice> /match status"]
