"""`arbiter console`'s Discord and the test harness hand discord.py the same JSON.

Both are the one in-memory Discord of bot/fakediscord (the console's configured by
bot/fakediscord/offline.py, the harness its strict form); the console builds its command
payloads from typed text, the harness from Python values, both with bot/fakediscord/gateway.py.
The same people type the same command (a slash command with a user option, then a button press)
at the console and through the harness: the INTERACTION_CREATE payloads have the same shape, the
messages answered for them too, and the bot answers with the same text. Were one of the two to
build its own payloads again, the shapes would drift apart and this test would say where.
"""

from __future__ import annotations

import copy
import io
from pathlib import Path
from typing import Any

import pytest

from bot.core.match import scoring
from bot.core.rules import GameSetup
from bot.faces.cli.console import Console
from bot.faces.discord.client import ArbiterBot
from bot.fakediscord.offline import Message
from tests.discord.conftest import running_arbiter, settings_for

JSON = dict[str, Any]
START = "/match start opponent:@bob game:magic"


def differences(console: Any, harness: Any, where: str = "") -> list[str]:
    """Where two JSON documents differ in shape: keys one lacks, values of another type. A
    list is compared item by item as far as both go (mentions differ by content, not shape)."""
    if isinstance(console, dict) and isinstance(harness, dict):
        found = []
        for key in sorted(console.keys() | harness.keys()):
            if key not in harness:
                found.append(f"{where}.{key}: only the console's")
            elif key not in console:
                found.append(f"{where}.{key}: only the harness's")
            else:
                found += differences(console[key], harness[key], f"{where}.{key}")
        return found
    if isinstance(console, list) and isinstance(harness, list):
        return [d for c, h in zip(console, harness, strict=False) for d in differences(c, h, where)]
    if type(console) is not type(harness):
        return [f"{where}: {type(console).__name__} at the console, {type(harness).__name__}"]
    return []


def test_differences_sees_a_missing_key_and_another_type() -> None:
    # Guard against a comparison that cannot fail.
    console = {"member": {"user": {"id": "1"}, "roles": []}, "options": [{"value": 3}]}
    harness = {"member": {"user": {"id": "1"}, "pending": False}, "options": [{"value": "3"}]}
    assert differences(console, harness) == [
        ".member.pending: only the harness's",
        ".member.roles: only the console's",
        ".options.value: int at the console, str",
    ]


@pytest.fixture(autouse=True)
def alice_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    """Game 1's chooser is drawn at random; make it seat 1 (alice) on both sides."""

    def first_seat(setup: GameSetup) -> str:
        return setup.players[0]

    monkeypatch.setattr(scoring, "first_chooser", first_seat)


class Sent:
    """What the console's offline Discord fed discord.py and answered, in order."""

    def __init__(self, console: Console) -> None:
        self.payloads: list[JSON] = []
        self.answers: list[tuple[str, Message]] = []
        state = console.bot._connection
        parse, show = state.parse_interaction_create, console.offline.on_message

        def recording_parse(payload: JSON) -> None:
            self.payloads.append(copy.deepcopy(payload))  # as sent: discord.py changes it
            parse(payload)  # type: ignore[arg-type]

        def recording_show(message: Message, how: str) -> None:
            self.answers.append((how, message))
            show(message, how)

        state.parse_interaction_create = recording_parse  # type: ignore[method-assign]
        console.offline.on_message = recording_show

    def replies(self) -> list[Message]:
        """The messages that answered interactions (not the scoreboard's)."""
        return [message for how, message in self.answers if how == "reply"]


async def at_the_console(tmp_path: Path) -> tuple[Sent, Console]:
    settings = settings_for(f"sqlite+aiosqlite:///{tmp_path}/console.db")
    bot = ArbiterBot(settings, sync_commands=False)
    bot.scoreboards.min_interval = 0.0
    bot.budget.unpaced()
    console = Console(bot, io.StringIO())
    sent = Sent(console)
    with console.offline.patched():
        await bot.login("offline-console")
        try:
            await console.handle(START)
            await console.handle("press Play first")
        finally:
            await bot.close()
    assert not bot.unexpected_errors
    return sent, console


async def test_the_console_and_the_harness_send_and_answer_the_same_json(
    tmp_path: Path,
) -> None:
    sent, console = await at_the_console(tmp_path)
    started, pressed = sent.payloads
    started_reply, pressed_reply = sent.replies()

    async with running_arbiter(f"sqlite+aiosqlite:///{tmp_path}/harness.db") as arbiter:
        harness = arbiter.harness
        alice, bob = (
            harness.user(int(console.user(name)["id"]), name, global_name=name)
            for name in ("alice", "bob")
        )
        start = await harness.slash(
            "match start", user=alice, options={"opponent": bob, "game": "magic"}
        )
        [play_first] = [
            b["custom_id"] for b in start.response.buttons if b["label"] == "Play first"
        ]  # type: ignore[union-attr]
        press = await harness.click(play_first, user=alice, message=start.response)

    assert differences(started, start.payload) == []
    assert differences(pressed, press.payload) == []
    assert differences(started_reply.data, start.response.data) == []  # type: ignore[union-attr]
    assert differences(pressed_reply.data, press.response.data) == []  # type: ignore[union-attr]
    assert started["data"]["options"][0]["options"][0]["name"] == "opponent"
    assert started_reply.data["content"] == start.content
    assert started_reply.data["content"].startswith("Match #1 started: <@")
    assert pressed_reply.data["content"] == press.content
    assert "plays first in game 1" in pressed_reply.data["content"]
