"""Issue 8's behaviours again, in simcord's Discord: time is virtual here, so a database
slowed by ten seconds costs nothing, and Discord's 3-second deadline is simcord's own."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest
from simcord import SetupError

from bot.faces.discord import answers
from tests.simulated.conftest import Table, arbiter_bot

SLOW = 10.0  # seconds the database takes, well past Discord's 3


def slowed(table: Table, method: str) -> None:
    real = getattr(table.bot.service, method)

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(SLOW)
        return await real(*args, **kwargs)

    setattr(table.bot.service, method, slow)


async def start(table: Table) -> None:
    result = await table.alice.slash(table.channel, "match start", opponent=table.bob, game="magic")
    assert result.response is not None and "Match #1 started" in result.response.content


def pings(table: Table) -> dict[int, tuple[list[int], list[int]]]:
    """Who each message in the table's channel pinged: (users, roles), by message id."""
    stored = table.env.backend.messages.get(table.channel.id, {})
    return {m.id: (list(m.ping_user_ids), list(m.ping_role_ids)) for m in stored.values()}


async def test_a_slow_report_is_deferred_in_time_then_answered(table: Table) -> None:
    await start(table)
    slowed(table, "report")
    result = await table.alice.slash(table.channel, "life", change=-3)
    await table.env.advance_time(answers.ACK_BUDGET + 0.1)
    # Acknowledged within Discord's 3 s (simcord answers 404 after that), while the
    # database is still busy: privately deferred.
    assert result.acknowledged and result.deferred and result.ephemeral
    assert result.response is not None and result.response.content == ""
    await table.env.advance_time(SLOW)
    # The answer says what changed, for the whole table (issue 12): posted, and the private
    # placeholder removed.
    assert result.response is None
    seen_by_bob = [m.content for m in table.channel.history(viewer=table.bob)]
    assert "Recorded: alice: life 17 (a player loses at 0)." in seen_by_bob


async def test_a_refusal_after_a_deferral_stays_private(table: Table) -> None:
    slowed(table, "report")
    result = await table.alice.slash(table.channel, "life", change=-3)  # no match: refused
    await table.env.advance_time(SLOW + answers.ACK_BUDGET)
    assert result.ephemeral and result.response is not None
    assert result.response.content.startswith("There is no active match in this channel.")
    assert table.channel.history(viewer=table.bob) == []


async def test_a_public_answer_after_a_deferral_is_posted_for_everyone(table: Table) -> None:
    await start(table)
    slowed(table, "report")
    result = await table.bob.slash(table.channel, "concede")
    await table.env.advance_time(SLOW + answers.ACK_BUDGET)
    seen_by_carol = [m.content for m in table.channel.history(viewer=table.carol)]
    assert any("bob loses: they conceded" in text for text in seen_by_carol)
    # The private placeholder is gone; nothing private is left behind for bob either.
    assert result.response is None
    assert [m for m in table.channel.history(viewer=table.bob) if m.flags.ephemeral] == []


async def test_a_slow_button_press_is_acknowledged_then_edits_its_message(table: Table) -> None:
    await start(table)
    report = await table.alice.slash(table.channel, "life", player=table.bob, total=0)
    assert report.response is not None
    slowed(table, "confirm")
    pressed = await table.bob.click(report.response, label="Confirm")
    await table.env.advance_time(SLOW + answers.ACK_BUDGET)
    assert pressed.acknowledged and pressed.deferred
    edited = table.env.backend.get_message(table.channel.id, report.response.id)
    assert edited.content.startswith(f"Confirmed by <@{table.bob.id}>.")


async def test_match_commands_are_not_offered_in_direct_messages(table: Table) -> None:
    offered = table.alice.user.available_commands()
    assert set(offered) == {"rule", "help", "ruling"}
    with pytest.raises(SetupError, match="not visible"):
        await table.alice.user.slash("life", change=-1)
    assert "life" in table.alice.available_commands(table.channel)


async def test_nicknames_ping_nobody_and_each_message_pings_whom_it_means(table: Table) -> None:
    guild = table.alice.guild
    victim = guild.add_member(table.env.create_user("victim"))
    mallory = guild.add_member(table.env.create_user("mallory"), nick=f"<@{victim.id}> **x**")
    started = await mallory.slash(table.channel, "match start", opponent=table.bob, game="magic")
    assert started.response is not None
    report = await mallory.slash(table.channel, "life", player=table.bob, total=0)
    assert report.response is not None
    by_message = pings(table)
    assert by_message[started.response.id] == ([mallory.id, table.bob.id], [])
    assert by_message[report.response.id] == ([table.bob.id], [])  # who must confirm
    assert all(victim.id not in users for users, _ in by_message.values())


async def test_a_refused_board_is_reported_backs_off_and_is_tried_again(table: Table) -> None:
    env = table.env
    table.bot.scoreboards.clock = lambda: env.backend.clock.elapsed
    await start(table)
    env.inject_error("PATCH", "/channels/*/messages/*", status=403, code=50013, times=None)
    first = await table.alice.slash(table.channel, "life", change=-1)
    # No claim about the board: the answer says what changed, the problem comes privately.
    assert first.response is not None
    assert first.response.content == "Recorded: alice: life 19 (a player loses at 0)."
    (told,) = first.followups
    assert told.ephemeral and "The scoreboard could not be updated" in told.content
    edits = len([r for r in env.http_requests if r.method == "PATCH"])
    for _ in range(3):
        later = await table.alice.slash(table.channel, "life", change=-1)
        (note,) = later.followups
        assert note.ephemeral and "could not be updated" in note.content
    assert len([r for r in env.http_requests if r.method == "PATCH"]) == edits  # backed off
    env.backend.faults.clear()
    await env.advance_time(61)
    again = await table.alice.slash(table.channel, "life", change=-1)
    assert again.response is not None
    assert again.response.content == "Recorded: alice: life 15 (a player loses at 0)."
    assert not again.followups
    board = table.channel.history()[1]
    assert "life 15" in board.embeds[0].fields[1].value


async def test_a_deleted_board_is_posted_again(table: Table) -> None:
    await start(table)
    board = table.channel.history()[1]
    guild = table.alice.guild
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    moderator = guild.add_member(table.env.create_user("mod"), roles=[mods])
    await moderator.delete(board)
    await table.alice.slash(table.channel, "life", change=-4)
    boards = [m for m in table.channel.history() if m.embeds]
    assert len(boards) == 1 and boards[0].id != board.id
    assert "life 16" in boards[0].embeds[0].fields[1].value


async def test_without_embed_links_the_answer_says_what_arbiter_needs(table: Table) -> None:
    guild = table.alice.guild
    assert guild.me is not None
    closed = guild.create_text_channel(
        "no-embeds", overwrites={guild.me: discord.PermissionOverwrite(embed_links=False)}
    )
    started = await table.alice.slash(closed, "match start", opponent=table.bob, game="magic")
    assert started.response is not None and "Match #1 started" in started.response.content
    (note,) = started.followups
    assert note.ephemeral and "it needs the Embed Links permission here" in note.content
    assert [m for m in closed.history() if m.embeds] == []  # nothing attempted


async def test_no_match_against_a_bot(table: Table) -> None:
    robot = table.alice.guild.add_member(table.env.create_user("robot", bot=True))
    result = await table.alice.slash(table.channel, "match start", opponent=robot, game="magic")
    assert result.ephemeral and result.response is not None
    assert "robot is a bot" in result.response.content


async def test_a_restart_does_not_register_the_commands_again(
    table: Table, database_url: str
) -> None:
    def registrations() -> int:
        return len([r for r in table.env.http_requests if r.method == "PUT"])

    assert registrations() == 1
    first = table.bot
    second = arbiter_bot(database_url)
    await table.env.restart_bot(second)
    await first.database.close()
    table.bot = second
    assert registrations() == 1
    result = await table.alice.slash(table.channel, "help")  # the commands still work
    assert result.ephemeral


async def test_a_long_history_is_paged_with_buttons(table: Table) -> None:
    for number in range(12):
        channel = table.alice.guild.create_text_channel(f"t{number}")
        await table.alice.slash(channel, "match start", opponent=table.bob, game="magic")
        await table.alice.slash(channel, "match concede")
    result = await table.alice.slash(table.channel, "match history", scope="server", limit=50)
    assert result.response is not None
    first = result.response.embeds[0]
    assert first.footer.text == "Page 1 of 2 · 12 matches"
    await table.alice.click(result.response, label="Next ▶")
    turned = table.env.backend.get_message(table.channel.id, result.response.id)
    assert "Page 2 of 2" in turned.embeds[0]["footer"]["text"]


async def test_a_quick_ruling_in_a_direct_message(table: Table) -> None:
    result = await table.alice.user.slash("ruling", situation="terrus: I concede")
    assert result.response is not None and not result.ephemeral
    (embed,) = result.response.embeds
    # Spoken to the asker (rulings.md revision 3): alice asked, so "you".
    assert "• you lose: you conceded (Terrus 5.3a)" in (embed.description or "")
    assert "alice (you)" in (embed.description or "")
