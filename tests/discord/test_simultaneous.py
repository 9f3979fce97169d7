"""Simultaneous events, batches, undo, restarts, effects and penalties through discord.py."""

from __future__ import annotations

from typing import Any

import pytest

from tests.discord import helpers
from tests.discord.conftest import Arbiter
from tests.discord.helpers import board_fields, labels, make_judges, press, slash, status
from tests.discord_harness import FakeMessage, FakeUser, InteractionResult

BOTH_LOST_DRAW = "everyone still in the game lost at the same time, so the game is a draw"


pytestmark = pytest.mark.usefixtures("seat_one_chooses")  # so alice chooses in game 1


async def start(arbiter: Arbiter, **options: Any) -> FakeMessage:
    """Start alice vs bob (Magic unless told) and return the scoreboard message."""
    result = await helpers.start(arbiter, **options)
    (board,) = result.channel_messages
    return board


async def confirm(arbiter: Arbiter, pending: InteractionResult, user: FakeUser) -> str:
    result = await press(arbiter, pending.response, "Confirm", user)
    assert not result.ephemeral, result.content
    return result.content or ""


def game_field(board: FakeMessage) -> str:
    return next(value for name, value in board_fields(board).items() if name.startswith("Game "))


def field_names(board: FakeMessage) -> list[str]:
    return [f.name or "" for f in board.embeds[0].fields]


# -- several players named at once ------------------------------------------------------------


async def test_two_players_deck_out_at_once_is_a_draw(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start(arbiter)
    both = await slash(arbiter, "deckout", alice, player=alice, player2=bob)
    text = both.content or ""
    # One checkpoint for both: neither wins, both draw (MTG CR 104.4a), bob confirms.
    for name in ("alice", "bob"):
        assert (
            f"• {name} draws: they had to draw from an empty library; {BOTH_LOST_DRAW} "
            "(MTG CR 104.3c, MTG CR 704.5b, MTG CR 104.4a)" in text
        )
    assert "wins" not in text
    assert f"<@{bob.id}> (or a judge): confirm or dispute." in text

    verdict = await confirm(arbiter, both, bob)
    assert "Game 1 is over. Score: alice 0, bob 0, 1 drawn game." in verdict
    view = await status(arbiter)
    assert view.draws == 1 and view.wins == (0, 0) and view.game.number == 2
    games = await arbiter.bot.service.games(view.id)
    assert games[0].status == "over"
    log = await arbiter.bot.service.log(view.id)
    assert len(log) == 1, "both players' deck-outs are one report"


async def test_two_players_life_at_once_judged_at_one_checkpoint(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await make_judges(arbiter)
    board = await start(arbiter)
    await slash(arbiter, "life", bob, change=-5)
    # A judge's report needs no confirmation.
    both = await slash(arbiter, "life", arbiter.judge, player=alice, player2=bob, change=-20)
    text = both.content or ""
    assert both.response is not None
    assert "Confirm" not in labels(both)
    assert f"**alice draws: their life total is 0; {BOTH_LOST_DRAW}" in text
    assert f"**bob draws: their life total is -5; {BOTH_LOST_DRAW}" in text
    assert "MTG CR 104.4a" in text
    assert "Game 1 is over. Score: alice 0, bob 0, 1 drawn game." in text
    assert board_fields(board)["Score"] == "alice 0, bob 0, 1 drawn game"


async def test_naming_the_same_player_twice_is_refused(arbiter: Arbiter) -> None:
    await start(arbiter)
    bob = arbiter.bob
    refused = await slash(arbiter, "deckout", arbiter.alice, player=bob, player2=bob)
    assert refused.ephemeral and refused.content == "Name each player once."
    outsider = await slash(arbiter, "life", arbiter.alice, player=arbiter.carol, change=-1)
    assert outsider.ephemeral
    assert f"<@{arbiter.carol.id}> is not playing in this match." in (outsider.content or "")
    assert (await status(arbiter)).game.reports == 0


# -- batches ----------------------------------------------------------------------------------


async def test_batch_judges_mixed_events_together(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    board = await start(arbiter)

    stranger = await slash(arbiter, "batch start", arbiter.stranger)
    assert stranger.ephemeral and "Only this match's players or a judge" in (stranger.content or "")
    nothing = await slash(arbiter, "batch resolve", alice)
    assert nothing.ephemeral and "No batch is open here" in (nothing.content or "")

    opened = await slash(arbiter, "batch start", alice)
    assert not opened.ephemeral and (opened.content or "").startswith("Batch open")
    assert "Batch open" in field_names(board)
    again = await slash(arbiter, "batch start", bob)
    assert again.ephemeral and "A batch is already open" in (again.content or "")
    empty = await slash(arbiter, "batch resolve", alice)
    assert empty.ephemeral and "The batch is empty" in (empty.content or "")

    first = await slash(arbiter, "life", alice, change=-20)
    assert first.ephemeral
    assert (first.content or "").startswith("Added to the batch (1 event so far).")
    second = await slash(arbiter, "poison", bob, total=10)
    assert second.ephemeral
    assert (second.content or "").startswith("Added to the batch (2 events so far).")
    # Nothing is applied yet; the scoreboard counts what is collected.
    assert board_fields(board)["Batch open"].startswith("2 events collected")
    assert f"<@{alice.id}>: life 20" in game_field(board)
    assert (await status(arbiter)).batch_size == 2

    resolved = await slash(arbiter, "batch resolve", alice)
    text = resolved.content or ""
    assert f"alice draws: their life total is 0; {BOTH_LOST_DRAW}" in text
    assert f"bob draws: they have 10 poison counters; {BOTH_LOST_DRAW}" in text
    assert "MTG CR 104.4a" in text
    # Each reported their own total, so nobody else was taken out: no confirmation.
    assert "Game 1 is over. Score: alice 0, bob 0, 1 drawn game." in text
    assert "Confirm" not in labels(resolved)
    view = await status(arbiter)
    assert view.batch_size is None and view.draws == 1
    assert "Batch open" not in field_names(board)


async def test_batch_that_eliminates_one_player(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start(arbiter)
    await slash(arbiter, "batch start", bob)
    await slash(arbiter, "life", bob, change=-3)
    await slash(arbiter, "life", bob, player=alice, change=-20)
    resolved = await slash(arbiter, "batch resolve", bob)
    assert "alice loses: their life total is 0 (MTG CR 104.3b, MTG CR 704.5a)" in (
        resolved.content or ""
    )
    verdict = await confirm(arbiter, resolved, alice)
    assert "Game 1 is over. Score: alice 0, bob 1." in verdict
    assert (await status(arbiter)).wins == (0, 1)


async def test_batch_cancel_drops_its_events(arbiter: Arbiter) -> None:
    alice = arbiter.alice
    board = await start(arbiter)
    await slash(arbiter, "batch start", alice)
    await slash(arbiter, "life", alice, change=-20)
    cancelled = await slash(arbiter, "batch cancel", arbiter.bob)
    assert not cancelled.ephemeral
    assert cancelled.content == "Batch cancelled; none of its events count."
    assert [m.id for m in cancelled.edited_messages] == [board.id]
    assert "Batch open" not in field_names(board)
    assert f"<@{alice.id}>: life 20" in game_field(board)
    view = await status(arbiter)
    assert view.batch_size is None and view.player("alice").life == 20

    after = await slash(arbiter, "life", alice, change=-2)
    assert after.content == "Recorded: alice: life 18 (a player loses at 0)."
    assert f"<@{alice.id}>: life 18" in game_field(board)
    nothing = await slash(arbiter, "batch cancel", alice)
    assert nothing.ephemeral and "No batch is open here" in (nothing.content or "")


# -- undo -------------------------------------------------------------------------------------


async def test_undo_by_the_reporter_or_a_judge_restores_life(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    board = await start(arbiter)
    await slash(arbiter, "life", alice, change=-3)
    await slash(arbiter, "life", bob, player=alice, change=-4)
    assert f"<@{alice.id}>: life 13" in game_field(board)

    for who in (alice, arbiter.stranger, arbiter.judge):  # the judge role is not set yet
        refused = await slash(arbiter, "undo", who)
        assert refused.ephemeral, who.name
        assert (refused.content or "").startswith(f"Only <@{bob.id}>, who made the last report")
    assert f"<@{alice.id}>: life 13" in game_field(board)

    undone = await slash(arbiter, "undo", bob)
    assert not undone.ephemeral
    assert (undone.content or "").startswith(f"<@{bob.id}> undid the last report of game 1")
    assert [m.id for m in undone.edited_messages] == [board.id]
    assert f"<@{alice.id}>: life 17" in game_field(board)

    await make_judges(arbiter)
    by_judge = await slash(arbiter, "undo", arbiter.judge)
    assert (by_judge.content or "").startswith(f"<@{arbiter.judge.id}> undid the last report")
    assert f"<@{alice.id}>: life 20" in game_field(board)

    empty = await slash(arbiter, "undo", arbiter.judge)
    assert empty.ephemeral and "Game 1 has no report to undo yet." in (empty.content or "")
    view = await status(arbiter)
    assert view.player("alice").life == 20
    assert [r.status for r in await arbiter.bot.service.log(view.id)] == ["undone", "undone"]


async def test_undo_reopens_a_game_ended_by_mistake(arbiter: Arbiter) -> None:
    await start(arbiter)
    await slash(arbiter, "concede", arbiter.bob)
    refused = await slash(arbiter, "undo", arbiter.bob)  # he lost it: the win is alice's
    assert refused.ephemeral and "only alice (who won it) or a judge" in (refused.content or "")
    undone = await slash(arbiter, "undo", arbiter.alice)
    assert not undone.ephemeral
    assert "undid the last report of game 1" in (undone.content or "")
    after = await status(arbiter)
    assert after.wins == (0, 0) and after.game.number == 1


# -- restart (Karn Liberated) -----------------------------------------------------------------


async def test_restart_resets_life_and_poison(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    board = await start(arbiter)
    await slash(arbiter, "life", alice, change=-7)
    await slash(arbiter, "poison", bob, change=3)
    assert f"<@{alice.id}>: life 13" in game_field(board)
    assert f"<@{bob.id}>: life 20, poison 3" in game_field(board)

    restarted = await slash(arbiter, "restart", alice)
    assert not restarted.ephemeral
    assert restarted.content == "the game restarts for alice, bob (MTG CR 104.6)"
    assert [m.id for m in restarted.edited_messages] == [board.id]
    assert game_field(board).startswith(f"<@{alice.id}>: life 20\n<@{bob.id}>: life 20\n")
    view = await status(arbiter)
    assert view.game.number == 1 and view.game.restarts == 1
    assert view.player("bob").poison == 0
    assert "MTG CR 104.6" in view.game.citations

    # Undoing the restart brings the old totals back.
    await slash(arbiter, "undo", alice)
    assert f"<@{alice.id}>: life 13" in game_field(board)


async def test_restart_is_magic_only(arbiter: Arbiter) -> None:
    await start(arbiter, game="grand-archive")
    refused = await slash(arbiter, "restart", arbiter.alice)
    assert refused.ephemeral
    assert refused.content == "Only Magic has a game restart (Karn Liberated)."


# -- effects ----------------------------------------------------------------------------------


async def test_effects_win_lose_and_draw(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start(arbiter, best_of=5)

    win = await slash(arbiter, "effect", alice, outcome="win")
    assert "alice wins: an effect says they win (MTG CR 104.2b)" in (win.content or "")
    assert "bob loses: alice won, which ends the game (MTG CR 104.1)" in (win.content or "")
    assert "Score: alice 1, bob 0." in await confirm(arbiter, win, bob)

    lose = await slash(arbiter, "effect", alice, outcome="lose")  # about herself: at once
    assert "**alice loses: an effect says they lose (MTG CR 104.3e)**" in (lose.content or "")
    assert "Score: alice 1, bob 1." in (lose.content or "")

    other = await slash(arbiter, "effect", alice, outcome="lose", player=bob)
    assert "bob loses: an effect says they lose (MTG CR 104.3e)" in (other.content or "")
    assert "Score: alice 2, bob 1." in await confirm(arbiter, other, bob)

    draw = await slash(arbiter, "effect", bob, outcome="draw")
    assert "alice draws: an effect says the game is a draw (MTG CR 104.4c)" in (draw.content or "")
    assert "Score: alice 2, bob 1, 1 drawn game." in await confirm(arbiter, draw, alice)

    made_up = await slash(arbiter, "effect", alice, outcome="maybe")
    assert made_up.ephemeral and made_up.content == "The outcome must be win, lose or draw."
    assert (await status(arbiter)).game.reports == 0


# -- penalties --------------------------------------------------------------------------------


async def test_penalty_is_for_judges(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    board = await start(arbiter)
    for who in (alice, bob, arbiter.judge):  # no judge role configured yet
        refused = await slash(arbiter, "penalty", who, player=bob)
        assert refused.ephemeral, who.name
        assert (refused.content or "").startswith("Only")
    assert (await status(arbiter)).game.reports == 0

    await make_judges(arbiter)
    penalty = await slash(arbiter, "penalty", arbiter.judge, player=bob)
    assert not penalty.ephemeral
    assert penalty.response is not None
    assert "Confirm" not in labels(penalty)
    assert "**bob loses: a judge gave them a game loss (MTG CR 104.3k)**" in (penalty.content or "")
    assert "Game 1 is over. Score: alice 1, bob 0." in (penalty.content or "")
    assert [m.id for m in penalty.edited_messages] == [board.id]

    # Manage Server counts as a judge too.
    second = await slash(arbiter, "penalty", arbiter.admin, player=alice)
    assert "**alice loses: a judge gave them a game loss (MTG CR 104.3k)**" in (
        second.content or ""
    )
    assert (await status(arbiter)).wins == (1, 1)


async def test_penalty_in_grand_archive_cites_the_tournament_rules(arbiter: Arbiter) -> None:
    await make_judges(arbiter)
    await start(arbiter, game="grand-archive")
    penalty = await slash(arbiter, "penalty", arbiter.judge, player=arbiter.alice)
    assert "alice loses: a judge gave them a game loss (GA Tournament Rules: Game Loss)" in (
        penalty.content or ""
    )
