"""Confirmations through discord.py: reports that knock out someone else wait for them.

Covers the Confirm / Dispute buttons (who may press them, what changes), self-reports and the
guild setting that turns confirmation off, and persistence: a NEW ArbiterBot on the same
database handles the buttons of messages sent before the restart.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import pytest

from bot.faces.discord.client import ArbiterBot
from tests.discord import helpers
from tests.discord.conftest import Arbiter, start_arbiter
from tests.discord.helpers import board_fields, labels, make_judges, press, slash
from tests.discord_harness import DiscordHarness, FakeChannel, FakeUser, InteractionResult

CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"
FOLLOWUP = "/webhooks/{webhook_id}/{webhook_token}"

pytestmark = pytest.mark.usefixtures("seat_one_chooses")  # so alice chooses in game 1


async def start_magic(arbiter: Arbiter) -> InteractionResult:
    result = await helpers.start(arbiter)
    assert "Match #1 started" in (result.content or "")
    return result


def allowed_mentions(call_json: dict[str, Any]) -> dict[str, Any]:
    body = call_json.get("data", call_json)
    return dict(body.get("allowed_mentions") or {})


# -- confirm and dispute ----------------------------------------------------------------------


async def test_opponents_eliminating_report_waits_for_the_eliminated_player(
    arbiter: Arbiter,
) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    start = await start_magic(arbiter)
    board = start.channel_messages[0]

    report = await slash(arbiter, "life", alice, player=bob, total=0)
    # Public, with the buttons, and it pings bob (a new message, user mentions allowed).
    assert not report.ephemeral
    assert report.response is not None
    assert labels(report) == ["Confirm", "Dispute"]
    assert report.response.custom_ids == ["arbiter:confirm:1", "arbiter:dispute:1"]
    content = report.content or ""
    assert content.startswith(f"<@{alice.id}> reports:\n")
    assert "• bob loses: their life total is 0 (MTG CR 104.3b, MTG CR 704.5a)" in content
    assert f"<@{bob.id}> (or a judge): confirm or dispute." in content
    # It pings bob, who must confirm, and nobody else (alice made the report).
    assert report.response.mention_ids == [bob.id]
    (callback,) = report.calls_to("POST", CALLBACK)
    assert allowed_mentions(callback.json)["users"] == [bob.id]
    assert not allowed_mentions(callback.json)["parse"]
    # Nothing is decided yet; the scoreboard shows what waits.
    waiting = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert waiting.pending is not None and waiting.game.number == 1
    assert waiting.player("bob").life == 20
    assert "Waiting for confirmation" in board_fields(board)

    # bob confirms: the same message now shows the verdict, and the game is over.
    confirmed = await press(arbiter, report.response, "Confirm", bob)
    assert confirmed.response is report.response
    assert not confirmed.ephemeral
    text = confirmed.content or ""
    assert text.startswith(f"Confirmed by <@{bob.id}>.\n")
    assert "**bob loses: their life total is 0 (MTG CR 104.3b, MTG CR 704.5a)**" in text
    assert "Game 1 is over. Score: alice 1, bob 0." in text
    assert report.response.custom_ids == []
    # The chooser is pinged in a new message (Discord does not notify mentions added by edits).
    (chooser,) = confirmed.followups
    assert chooser.custom_ids == ["arbiter:choose:1:2:play", "arbiter:choose:1:2:draw"]
    assert f"<@{bob.id}> chooses whether to play first in game 2" in (chooser.content or "")
    assert chooser.mention_ids == [bob.id]
    assert [m.id for m in confirmed.edited_messages] == [board.id]
    after = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert after.pending is None and after.wins == (1, 0) and after.game.number == 2
    assert "Waiting for confirmation" not in board_fields(board)
    assert board_fields(board)["Score"] == "alice 1, bob 0"


async def test_only_the_eliminated_player_or_a_judge_may_press_the_buttons(
    arbiter: Arbiter,
) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start_magic(arbiter)
    report = await slash(arbiter, "deckout", alice, player=bob)
    assert report.response is not None
    before = await arbiter.bot.service.status(channel_id=arbiter.table.id)

    for who in (arbiter.stranger, alice, arbiter.carol, arbiter.judge):  # judge role not set yet
        for label in ("Confirm", "Dispute"):
            refused = await press(arbiter, report.response, label, who)
            assert refused.ephemeral, (who.name, label)
            assert refused.content == "Only bob or a judge can confirm or dispute this."
            assert not refused.edited_messages
    assert len(report.response.content_history) == 1, "the report's message is unchanged"
    assert labels(report) == ["Confirm", "Dispute"]
    assert await arbiter.bot.service.status(channel_id=arbiter.table.id) == before

    # Once the judge role is set, the judge may confirm for bob.
    await make_judges(arbiter)
    confirmed = await press(arbiter, report.response, "Confirm", arbiter.judge)
    assert (confirmed.content or "").startswith(f"Confirmed by <@{arbiter.judge.id}>.")
    assert "bob loses: they had to draw from an empty library" in (confirmed.content or "")
    assert (await arbiter.bot.service.status(channel_id=arbiter.table.id)).wins == (1, 0)


async def test_a_judges_report_needs_no_confirmation(arbiter: Arbiter) -> None:
    await make_judges(arbiter)
    await start_magic(arbiter)
    ruled = await slash(arbiter, "deckout", arbiter.judge, player=arbiter.bob)
    assert ruled.response is not None
    assert "Confirm" not in labels(ruled)
    assert "Game 1 is over. Score: alice 1, bob 0." in (ruled.content or "")


async def test_a_judge_playing_in_the_match_is_one_of_its_players(arbiter: Arbiter) -> None:
    """Nobody referees their own match: judy's report on her opponent waits for him, she may
    not confirm it for him, nor give him a penalty; another judge still may."""
    judy, bob = arbiter.judge, arbiter.bob
    await make_judges(arbiter)
    await helpers.start(arbiter, user=judy)

    report = await slash(arbiter, "life", judy, player=bob, total=0)
    assert labels(report) == ["Confirm", "Dispute"]
    assert f"<@{bob.id}> (or a judge): confirm or dispute." in (report.content or "")
    mine = await press(arbiter, report.response, "Confirm", judy)
    assert mine.ephemeral and "bob" in (mine.content or "")
    assert (await helpers.status(arbiter)).wins == (0, 0)
    penalty = await slash(arbiter, "penalty", judy, player=bob)
    assert penalty.ephemeral and "judge" in (penalty.content or "")

    # The server's admin (a judge by Manage Server) plays no part in it: their word settles it.
    confirmed = await press(arbiter, report.response, "Confirm", arbiter.admin)
    assert (confirmed.content or "").startswith(f"Confirmed by <@{arbiter.admin.id}>.")
    assert (await helpers.status(arbiter)).wins == (1, 0)


async def test_dispute_sets_the_report_aside_and_pings_the_judge_role(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await make_judges(arbiter)
    start = await start_magic(arbiter)
    board = start.channel_messages[0]

    report = await slash(arbiter, "poison", alice, player=bob, total=10)
    disputed = await press(arbiter, report.response, "Dispute", bob)
    assert disputed.response is report.response, "Dispute updates the report's message"
    assert (disputed.content or "").startswith(
        f"Disputed by <@{bob.id}>: that report was set aside and changes nothing."
    )
    assert report.response is not None and not report.response.buttons
    # The judges are pinged in a NEW message: Discord does not notify mentions added by an edit.
    (ping,) = disputed.followups
    assert not ping.ephemeral
    assert ping.content.startswith(f"<@&{arbiter.judge_role.id}>, please take a look")
    (followup,) = disputed.calls_to("POST", FOLLOWUP)
    assert allowed_mentions(followup.json)["roles"] == [arbiter.judge_role.id]
    # The judge role, and nobody else: not bob, though the call names him.
    assert ping.role_mention_ids == [arbiter.judge_role.id] and ping.mention_ids == []

    # Nothing changed in the game, and the report stays in the log, marked disputed.
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.pending is None and view.game.number == 1 and view.wins == (0, 0)
    assert view.player("bob").poison == 0
    assert [row.status for row in await arbiter.bot.service.log(view.id)] == ["disputed"]
    assert "Waiting for confirmation" not in board_fields(board)
    assert "poison" not in board_fields(board)["Game 1"]

    # Play goes on: the next report is judged normally.
    nxt = await slash(arbiter, "poison", bob, change=3)
    assert nxt.content == "Recorded: bob: poison 3 of 10."


async def test_dispute_without_a_judge_role_says_how_to_set_one(arbiter: Arbiter) -> None:
    await start_magic(arbiter)
    report = await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, change=-20)
    disputed = await press(arbiter, report.response, "Dispute", arbiter.bob)
    # Nobody can be called, so nobody is said to be: no "a judge has been called", no ping.
    text = disputed.content or ""
    assert "A judge has been called" not in text
    assert "No judge was called: this server has no judge role." in text
    assert "`/arbiter config judge_role:`" in text
    assert disputed.followups == []


async def test_a_pending_report_blocks_others_until_withdrawn(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start_magic(arbiter)
    report = await slash(arbiter, "life", alice, player=bob, total=0)
    blocked = await slash(arbiter, "life", bob, change=-1)
    assert blocked.ephemeral and "A report is waiting for confirmation" in (blocked.content or "")
    not_yours = await slash(arbiter, "undo", bob)
    assert not_yours.ephemeral and "Only whoever made the waiting report" in (
        not_yours.content or ""
    )
    withdrawn = await slash(arbiter, "undo", alice)
    assert not withdrawn.ephemeral
    assert (await arbiter.bot.service.status(channel_id=arbiter.table.id)).pending is None
    # The withdrawn report's message loses its buttons, so nobody can confirm it late.
    assert report.response.buttons == []
    assert (report.response.content or "").startswith(f"Withdrawn by <@{alice.id}>")
    assert (await arbiter.bot.service.status(channel_id=arbiter.table.id)).game.number == 1


# -- self-reports and the guild setting ---------------------------------------------------------


async def test_self_reports_apply_at_once(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start_magic(arbiter)

    for_someone_else = await slash(arbiter, "concede", alice, player=bob)
    assert for_someone_else.ephemeral
    assert for_someone_else.content == "Only bob or a judge can concede for bob."

    conceded = await slash(arbiter, "concede", alice)
    assert not conceded.ephemeral
    assert conceded.response is not None
    assert labels(conceded) == ["Play first", "Play second"]
    assert "**alice loses: they conceded (MTG CR 104.3a)**" in (conceded.content or "")
    assert "Game 1 is over. Score: alice 0, bob 1." in (conceded.content or "")

    decked = await slash(arbiter, "deckout", alice)
    assert "**alice loses: they had to draw from an empty library" in (decked.content or "")
    # (The score is given in seat order, alice's games first: see the report on this.)
    assert "bob wins the match" in (decked.content or "")
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.status == "finished" and view.wins == (0, 2)
    assert [row.status for row in await arbiter.bot.service.log(view.id)] == [
        "applied",
        "applied",
    ]


async def test_confirmation_can_be_turned_off_by_manage_server(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    refused = await slash(arbiter, "arbiter config", alice, confirmation=False)
    assert refused.ephemeral and "Manage Server" in (refused.content or "")
    assert (await arbiter.bot.service.settings(arbiter.harness.guild_id)).confirmation_required

    turned_off = await slash(arbiter, "arbiter config", arbiter.admin, confirmation=False)
    assert turned_off.ephemeral
    assert "confirmation of reports that eliminate someone else off" in (turned_off.content or "")

    await start_magic(arbiter)
    report = await slash(arbiter, "life", alice, player=bob, total=0)
    assert report.response is not None
    assert "Confirm" not in labels(report)
    assert "**bob loses: their life total is 0" in (report.content or "")
    assert "Game 1 is over. Score: alice 1, bob 0." in (report.content or "")

    back_on = await slash(arbiter, "arbiter config", arbiter.admin, confirmation=True)
    assert "eliminate someone else on" in (back_on.content or "")
    pending = await slash(arbiter, "life", alice, player=bob, total=0)
    assert pending.response is not None
    assert labels(pending) == ["Confirm", "Dispute"]


async def test_ending_the_match_early_is_confirmed_by_the_other_side(arbiter: Arbiter) -> None:
    alice, bob = arbiter.alice, arbiter.bob
    await start_magic(arbiter)
    await slash(arbiter, "concede", bob)  # alice leads 1-0
    proposal = await slash(arbiter, "match end", alice)
    assert (proposal.content or "").startswith(f"<@{alice.id}> proposes:")
    refused = await press(arbiter, proposal.response, "Confirm", alice)
    assert refused.ephemeral
    ended = await press(arbiter, proposal.response, "Confirm", bob)
    assert "alice wins the match (match ended early): alice 1, bob 0" in (ended.content or "")
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.status == "finished" and view.result is not None
    assert view.result.reason == "early_end"


@pytest.mark.parametrize(
    ("command", "said"),
    [
        ("match draw", "no intentional draw; the match goes on."),
        ("match end", "the match does not end early; it goes on."),
    ],
)
async def test_declining_a_proposal_calls_no_judge(
    arbiter: Arbiter, command: str, said: str
) -> None:
    """Dispute on a proposed match draw or early end is the other player saying no: nothing
    was reported, so nothing is "set aside" and no judge is pinged for it."""
    alice, bob = arbiter.alice, arbiter.bob
    await make_judges(arbiter)
    await start_magic(arbiter)
    proposal = await slash(arbiter, command, alice)
    declined = await press(arbiter, proposal.response, "Dispute", bob)
    assert declined.response is proposal.response
    assert declined.content == f"Declined by <@{bob.id}>: {said}", declined.content
    assert declined.followups == [] and declined.channel_messages == []
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.status == "active" and view.pending is None


# -- play/draw buttons --------------------------------------------------------------------------


async def test_an_old_matchs_choice_button_does_not_choose_for_the_next_match(
    arbiter: Arbiter,
) -> None:
    alice = arbiter.alice
    first = await slash(
        arbiter, "match start", alice, opponent=arbiter.bob, game="magic", best_of=1
    )
    await slash(arbiter, "concede", arbiter.bob)
    second = await slash(arbiter, "match start", alice, opponent=arbiter.carol, game="magic")
    assert "Match #2 started" in (second.content or "")

    stale = await press(arbiter, first.response, "Play second", alice)
    assert stale.ephemeral
    assert "belongs to match #1, which is over" in (stale.content or "")
    view = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert view.id == 2 and view.game.choice is None and view.game.first_player is None

    chosen = await press(arbiter, second.response, "Play second", alice)
    assert chosen.content == f"<@{arbiter.carol.id}> plays first in game 1."


# -- restart: a new bot on the same database ---------------------------------------------------


@dataclass
class Restarted:
    bot: ArbiterBot
    harness: DiscordHarness
    table: FakeChannel
    people: dict[str, FakeUser]


@asynccontextmanager
async def restarted(arbiter: Arbiter) -> AsyncIterator[Restarted]:
    """Stop the running bot and start a new one on the same database, in the same guild.

    Discord keeps the messages the old process sent (and their buttons), so they are handed to
    the new fake Discord; the users, roles and channel keep their ids.
    """
    old = arbiter.harness
    kept = dict(old.messages)
    await old.stop()
    assert not arbiter.bot.unexpected_errors
    bot, harness = await start_arbiter(arbiter.database_url)
    role = harness.role(arbiter.judge_role.name, role_id=arbiter.judge_role.id)
    people: dict[str, FakeUser] = {}
    for name in ("alice", "bob", "carol", "stranger", "judge", "admin"):
        was: FakeUser = getattr(arbiter, name)
        roles = [role for r in was.roles if r.id == role.id]
        people[name] = harness.user(was.id, was.name, roles=roles, permissions=was.permissions)
    table = harness.channel(arbiter.table.name, channel_id=arbiter.table.id)
    harness.messages.update(kept)
    await harness.start()
    try:
        yield Restarted(bot=bot, harness=harness, table=table, people=people)
    finally:
        errors = list(bot.unexpected_errors)
        await harness.stop()
        assert not errors, f"unexpected errors after the restart: {errors!r}"


async def test_a_pending_confirmation_survives_a_restart(arbiter: Arbiter) -> None:
    await make_judges(arbiter)
    start = await start_magic(arbiter)
    board = start.channel_messages[0]
    report = await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, change=-20)
    assert report.response is not None
    message_id, confirm_id = report.response.id, report.response.button("Confirm")["custom_id"]

    async with restarted(arbiter) as new:
        bob = new.people["bob"]
        confirmed = await new.harness.click(confirm_id, user=bob, message=message_id)
        assert not confirmed.ephemeral
        assert confirmed.response is not None and confirmed.response.id == message_id
        assert (confirmed.content or "").startswith(f"Confirmed by <@{bob.id}>.")
        assert "Game 1 is over. Score: alice 1, bob 0." in (confirmed.content or "")
        # The scoreboard from before the restart is edited, not posted again.
        assert [m.id for m in confirmed.edited_messages] == [board.id]
        assert not confirmed.channel_messages
        view = await new.bot.service.status(channel_id=new.table.id)
        assert view.wins == (1, 0) and view.pending is None

        # Judges are still judges (the setting is stored), and Dispute works across restarts.
        report2 = await new.harness.slash(
            "poison",
            user=new.people["alice"],
            channel=new.table,
            options={"player": bob, "total": 10},
        )
        assert report2.response is not None
        judged = await new.harness.click(
            report2.response.button("Dispute")["custom_id"],
            user=new.people["judge"],
            message=report2.response,
        )
        assert (judged.content or "").startswith(f"Disputed by <@{new.people['judge'].id}>")


async def test_play_first_button_survives_a_restart(arbiter: Arbiter) -> None:
    start = await start_magic(arbiter)
    board = start.channel_messages[0]
    assert start.response is not None
    message_id = start.response.id
    play_first = start.response.button("Play first")["custom_id"]
    assert play_first == "arbiter:choose:1:1:play"

    async with restarted(arbiter) as new:
        alice, bob = new.people["alice"], new.people["bob"]
        refused = await new.harness.click(play_first, user=bob, message=message_id)
        assert refused.ephemeral
        assert refused.content == "alice chooses play or draw for game 1."

        chosen = await new.harness.click(play_first, user=alice, message=message_id)
        assert chosen.content == f"<@{alice.id}> plays first in game 1."
        assert not chosen.ephemeral
        assert [m.id for m in chosen.edited_messages] == [board.id]
        assert "alice plays first" in board_fields(board)["Game 1"]
        view = await new.bot.service.status(channel_id=new.table.id)
        assert view.game.choice == "play" and view.game.first_player == "alice"

        twice = await new.harness.click(play_first, user=alice, message=message_id)
        assert twice.ephemeral and "already begun" in (twice.content or "")


async def test_a_refusal_first_after_a_restart_does_not_break_the_match(arbiter: Arbiter) -> None:
    """Regression: the service cached roster rows loaded in the refused (rolled back)
    transaction; the rollback expired them and every later call raised DetachedInstanceError."""
    await start_magic(arbiter)
    report = await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, change=-20)
    assert report.response is not None
    message_id, confirm_id = report.response.id, report.response.button("Confirm")["custom_id"]

    async with restarted(arbiter) as new:
        # The first press after the restart is a refusal ...
        refused = await new.harness.click(
            confirm_id, user=new.people["stranger"], message=message_id
        )
        assert refused.ephemeral and "Only bob or a judge" in (refused.content or "")
        # ... and the right player's press must still work.
        confirmed = await new.harness.click(confirm_id, user=new.people["bob"], message=message_id)
        assert not confirmed.ephemeral, confirmed.content
        assert "Game 1 is over. Score: alice 1, bob 0." in (confirmed.content or "")
