"""A scoreboard redraw Discord still answers 429 (after discord.py's own retries) is not a
refusal: nobody is told of a problem, and the board is drawn again by itself, even when no
further change comes."""

from __future__ import annotations

import asyncio

import pytest

from bot.faces.discord import scoreboard
from tests.discord.conftest import Arbiter
from tests.discord.helpers import board_fields, slash, start
from tests.discord_harness import RestCall

BOARD_EDIT = ("PATCH", "/channels/{channel_id}/messages/{message_id}")


async def test_a_rate_limited_board_is_drawn_again_without_a_word_to_anyone(
    arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scoreboard, "RATE_LIMITED_RETRY", 0.3)
    begun = await start(arbiter)
    harness = arbiter.harness
    limited: list[RestCall] = []

    def too_many(call: RestCall) -> None:
        limited.append(call)
        raise harness.http_error(429, 0, "You are being rate limited.")

    harness.route(*BOARD_EDIT, too_many)
    result = await slash(arbiter, "life", change=-3)
    assert result.content == "Recorded: alice: life 17 (a player loses at 0)."
    assert not result.followups  # no "could not be updated": nothing is wrong with the channel
    assert limited
    harness.route(*BOARD_EDIT, harness._patch_message)
    for _ in range(50):  # the board's worker tries again by itself
        if "life 17" in board_fields(begun.channel_messages[0])["Game 1"]:
            break
        await asyncio.sleep(0.1)
    assert "life 17" in board_fields(begun.channel_messages[0])["Game 1"]
    assert not arbiter.bot.unexpected_errors


async def test_a_board_arbiter_failed_to_draw_is_drawn_again_after_its_backoff(
    arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Arbiter's own error (a bug, the database) is not the channel's fault: the user hears of
    it once, and the board is drawn again by itself after the backoff, even when nobody reports
    again (a table's last report must not be left off its board)."""
    monkeypatch.setattr(scoreboard, "BACKOFF", (0.3,))
    begun = await start(arbiter)
    draw = scoreboard.render.scoreboard
    failures = ["once"]

    def fails_once(match: object, language: object) -> object:
        if failures:
            failures.pop()
            raise RuntimeError("render failed")
        return draw(match, language)  # type: ignore[arg-type]

    monkeypatch.setattr(scoreboard.render, "scoreboard", fails_once)
    result = await slash(arbiter, "life", change=-3)
    assert result.content == "Recorded: alice: life 17 (a player loses at 0)."
    (told,) = result.followups
    assert told.ephemeral and "could not be updated: Arbiter hit an error" in (told.content or "")
    for _ in range(50):  # no other report: the board's worker tries again by itself
        if "life 17" in board_fields(begun.channel_messages[0])["Game 1"]:
            break
        await asyncio.sleep(0.1)
    assert "life 17" in board_fields(begun.channel_messages[0])["Game 1"]
    assert [str(e) for e in arbiter.bot.unexpected_errors] == ["render failed"]
    arbiter.bot.unexpected_errors.clear()  # the one error this test caused
