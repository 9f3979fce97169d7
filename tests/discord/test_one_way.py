"""Issue 32's "done when": a webcam table plays a whole best-of-three Magic duel with the panel
alone, or with the phone alone. After `/match start` and `/match panel` (or `/match phone`)
nobody types a command: every change is a press on a player's panel (or a tap on their phone),
and the only other buttons pressed are the ones the match itself asks for (who plays first in
the next game; Confirm when a report about someone else would end their game). The board in
the channel shows the match's score and its winner. On SQLite and PostgreSQL."""

from __future__ import annotations

from tests.discord.conftest import Arbiter
from tests.discord.helpers import board_fields, press, start, status
from tests.discord.test_panel import open_panel, tap
from tests.discord.test_phone import board, phone_of, published, until
from tests.discord.test_phone import tap as phone_tap
from tests.discord_harness import FakeMessage, FakeUser
from tests.phone_helpers import phone_server


def people(arbiter: Arbiter) -> dict[str, FakeUser]:
    return {"alice": arbiter.alice, "bob": arbiter.bob}


def asking(arbiter: Arbiter, label: str, custom_id: str = "") -> FakeMessage | None:
    """The newest message in the channel with a live button labelled `label` (whose custom id
    ends with `custom_id`)."""
    for message in reversed(arbiter.harness.channel_history(arbiter.table)):
        if any(
            b.get("label") == label and b["custom_id"].endswith(custom_id) for b in message.buttons
        ):
            return message
    return None


async def choose_on_the_button(arbiter: Arbiter, game: int) -> None:
    """The chooser the match names presses Play first on the message that asks them."""
    play = f":{game}:play"
    asked = await until(lambda: asking(arbiter, "Play first", play), f"asked for game {game}")
    chooser = (await status(arbiter)).game.chooser
    assert chooser is not None
    chose = await press(arbiter, asked, "Play first", people(arbiter)[chooser])
    assert f"plays first in game {game}" in (chose.content or ""), chose


def result_shown(arbiter: Arbiter) -> tuple[str, str] | None:
    """The board's score and result, once it shows the match's result."""
    fields = board_fields(board(arbiter))
    return (fields["Score"], fields["Result"]) if "Result" in fields else None


WON = ("alice 2, bob 1", "alice wins the match: alice 2, bob 1 (MTG MTR 2.1).")


async def test_a_best_of_three_played_on_the_panels_alone(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    arbiter.bot.panels.bursts.window = 0.0  # each press its own report, answered at once
    alice, bob = arbiter.alice, arbiter.bob
    await start(arbiter, "magic", best_of=3)
    panels = {"alice": await open_panel(arbiter, alice), "bob": await open_panel(arbiter, bob)}
    await choose_on_the_button(arbiter, 1)

    # Game 1: bob keeps his own life on his panel, down to 0 (his own report: at once).
    for _ in range(4):
        await tap(arbiter, panels["bob"], "l2-5", bob)
    assert (await status(arbiter)).wins == (1, 0)
    await choose_on_the_button(arbiter, 2)

    # Game 2: alice concedes on her panel.
    conceded = await tap(arbiter, panels["alice"], "I concede", alice)
    assert conceded.response is not None
    assert (await status(arbiter)).wins == (1, 1)
    await choose_on_the_button(arbiter, 3)

    # Game 3: alice takes bob from 20 to 0 on her panel; bob is asked, and confirms.
    for _ in range(4):
        await tap(arbiter, panels["alice"], "l2-5", alice)
    asked = await until(lambda: asking(arbiter, "Confirm"), "bob asked to confirm")
    confirmed = await press(arbiter, asked, "Confirm", bob)
    assert "wins the match" in (confirmed.content or ""), confirmed

    assert result_shown(arbiter) == WON
    assert not arbiter.bot.unexpected_errors


async def test_a_best_of_three_played_on_the_phones_alone(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    published(arbiter)
    await start(arbiter, "magic", best_of=3)
    alice, bob = await phone_of(arbiter, arbiter.alice), await phone_of(arbiter, arbiter.bob)
    await choose_on_the_button(arbiter, 1)
    async with phone_server(arbiter.database_url) as (client, _phone):
        # Game 1: bob taps his own life down to 0.
        await phone_tap(client, bob, "life.2.-10")
        await phone_tap(client, bob, "life.2.-10")
        await choose_on_the_button(arbiter, 2)
        # Game 2: alice concedes from her phone.
        await phone_tap(client, alice, "concede.1")
        await choose_on_the_button(arbiter, 3)
        # Game 3: alice takes bob to 0 from her phone; bob is asked in Discord, and confirms.
        await phone_tap(client, alice, "life.2.-10")
        answer = await phone_tap(client, alice, "life.2.-10")
        assert answer["status"] == "pending", answer
        asked = await until(lambda: asking(arbiter, "Confirm"), "bob asked to confirm")
        confirmed = await press(arbiter, asked, "Confirm", arbiter.bob)
        assert "wins the match" in (confirmed.content or ""), confirmed
        assert await until(lambda: result_shown(arbiter), "the board shows the result") == WON
    assert not arbiter.bot.unexpected_errors
