"""Arbiter on a real, busy server (issue 8), through discord.py and the hand-written harness.

The harness answers as Discord does: an interaction first answered after 3 seconds is
unknown (404) and fails the test, every payload over one of Discord's limits is refused (400)
and fails the test, and a message pings only whom its `allowed_mentions` allow.
"""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest

from bot.app.match import Actor, PlayerSpec
from bot.app.match.views import MatchView
from bot.faces.discord import answers, command_registration, limits
from bot.faces.discord.client import ArbiterBot
from tests.discord.conftest import Arbiter, settings_for
from tests.discord.helpers import board_fields, slash, start, status
from tests.discord_harness import DiscordHarness, FakeUser, InteractionResult, RestCall

BOARD_EDIT = ("PATCH", "/channels/{channel_id}/messages/{message_id}")
BOARD_POST = ("POST", "/channels/{channel_id}/messages")


def slowed(arbiter: Arbiter, method: str, seconds: float) -> None:
    """The service's `method` takes `seconds` longer, as under a 30-second SQLite lock."""
    real = getattr(arbiter.bot.service, method)

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(seconds)
        return await real(*args, **kwargs)

    setattr(arbiter.bot.service, method, slow)


# -- 1. always in time ----------------------------------------------------------------------------


async def test_a_report_slowed_past_three_seconds_is_acknowledged_in_time(
    arbiter: Arbiter,
) -> None:
    await start(arbiter)
    slowed(arbiter, "report", 3.2)
    result = await slash(arbiter, "life", change=-3)
    # Deferred (privately) within the budget; the answer is public (it says what changed,
    # issue 12), so it is posted and the private placeholder removed.
    assert result.deferred and result.ephemeral
    assert result.response is not None and result.response.deleted
    (answer,) = [m for m in result.followups if not m.ephemeral]
    assert answer.content == "Recorded: alice: life 17 (a player loses at 0)."
    assert (await status(arbiter)).player("alice").life == 17


# -- 2. within Discord's limits -------------------------------------------------------------------


async def add_finished_matches(arbiter: Arbiter, count: int, nickname: str) -> None:
    service = arbiter.bot.service
    judge = Actor(user_id=arbiter.admin.id, is_judge=True)
    for number in range(count):
        channel_id = arbiter.table.id if number % 2 else arbiter.harness.default_channel.id
        await service.start_match(
            guild_id=arbiter.harness.guild_id,
            channel_id=channel_id,
            system="magic",
            players=[
                PlayerSpec(arbiter.alice.id, f"{nickname}{number}"[:32]),
                PlayerSpec(arbiter.bob.id, f"{number}{nickname}"[:32]),
            ],
            actor=judge,
        )
        await service.concede_match(channel_id=channel_id, actor=judge, player=arbiter.bob.id)


async def test_a_history_of_fifty_matches_is_paged(arbiter: Arbiter) -> None:
    await add_finished_matches(arbiter, 50, "**Ünïcödé_Nickname~with|marks**")
    result = await slash(arbiter, "match history", scope="server", limit=50)
    assert result.ephemeral
    (embed,) = result.embeds
    assert embed.description and len(embed.description) <= limits.EMBED_DESCRIPTION
    assert embed.footer.text == "Page 1 of 5 · 50 matches"
    assert [b["label"] for b in result.response.buttons] == ["◀ Previous", "Next ▶"]
    assert result.response.buttons[0]["disabled"]
    shown = embed.description.splitlines()
    for _ in range(4):
        turned = await arbiter.harness.click(
            result.response.button("Next ▶")["custom_id"],
            user=arbiter.alice,
            message=result.response,
        )
        assert turned.response is result.response  # the same private message, next page
        shown += turned.response.embeds[0].description.splitlines()
    assert len(shown) == len(set(shown)) == 50
    assert result.response.embeds[0].footer.text == "Page 5 of 5 · 50 matches"
    assert result.response.button("Next ▶")["disabled"]


async def test_a_six_player_commander_scoreboard_splits_its_game_field(arbiter: Arbiter) -> None:
    people = [arbiter.alice, arbiter.bob, arbiter.carol, arbiter.dave, arbiter.erin]
    people.append(arbiter.frank)
    nick = "Wÿrd_Nick**name**_of_32_letters!"
    people = [  # 32-character nicknames, all of them
        arbiter.harness.user(person.id, person.name, nick=f"{person.name[:1]}{nick}"[:32])
        for person in people
    ]
    begun = await start(
        arbiter,
        user=people[0],
        opponent=people[1],
        player3=people[2],
        player4=people[3],
        player5=people[4],
        player6=people[5],
        variant="commander",
    )
    board = begun.channel_messages[0]
    for victim in people:
        for commander in people:
            if commander is not victim:
                await slash(arbiter, "commander-damage", victim, commander=commander, total=20)
    fields = board_fields(board)
    game = [name for name in fields if name.startswith("Game 1")]
    assert len(game) > 1 and game[0] == f"Game 1 (1/{len(game)})"  # split, not refused
    assert all(len(value) <= limits.FIELD_VALUE for value in fields.values())
    assert limits.embed_size(board.embeds[0]) <= limits.EMBED_TOTAL
    assert sum(value.count("20 from") for value in fields.values()) == 30
    shown = await slash(arbiter, "match status")
    assert shown.embeds and board_fields(shown.response) == fields


# -- 3. pinging only who is meant; names shown as typed -------------------------------------------


async def test_names_cannot_ping_or_format(arbiter: Arbiter) -> None:
    victim = arbiter.stranger
    harness = arbiter.harness
    alice = harness.user(arbiter.alice.id, "alice", nick=f"<@{victim.id}>")
    bob = harness.user(arbiter.bob.id, "bob", nick="**bold**_x_")
    begun = await start(arbiter, user=alice, opponent=bob)
    conceded = await slash(arbiter, "concede", bob)
    pinged = {user_id for message in harness.messages.values() for user_id in message.mention_ids}
    assert victim.id not in pinged
    verdict = conceded.content or ""
    # The verdict's bold stays whole; the names show as typed (escaped).
    assert verdict.startswith(f"**<\u200b@{victim.id}> wins: ")
    assert "**\\*\\*bold\\*\\*\\_x\\_ loses: they conceded" in verdict
    score = board_fields(begun.channel_messages[0])["Score"]
    assert "\\*\\*bold\\*\\*\\_x\\_ 0" in score


# -- 4. match commands exist only in servers ------------------------------------------------------


async def test_every_match_command_is_registered_for_servers_only(arbiter: Arbiter) -> None:
    sent = await command_registration.payload(arbiter.bot.tree, None)
    everywhere = {"rule", "help"}
    # Quick rulings are asked anywhere, and the app may be installed by a user too.
    user_installable = {"ruling", "Ask Arbiter"}
    names = {command["name"] for command in sent}
    assert {"match", "concede", "life", "undo", "batch", "champion", "game", "arbiter"} <= names
    for command in sent:
        if command["name"] in everywhere:
            assert command["contexts"] is None, command["name"]
            continue
        if command["name"] in user_installable:
            assert sorted(command["contexts"]) == [0, 1, 2], command["name"]
            assert sorted(command["integration_types"]) == [0, 1], command["name"]
            continue
        assert command["contexts"] == [0], command["name"]
        assert command["integration_types"] == [0], command["name"]
        assert command["dm_permission"] is False, command["name"]


# -- 5. the scoreboard is always right ------------------------------------------------------------


async def _losing_life_at_once(arbiter: Arbiter, reports: int) -> list[InteractionResult]:
    """`reports` times `/life change:-1` by Alice at the same moment, with the board redrawn
    at most every half second (as in production, but shorter)."""
    harness = arbiter.harness
    arbiter.bot.scoreboards.min_interval = 0.5
    pending = [
        harness.dispatch(
            harness.slash_payload(
                "life", user=arbiter.alice, channel=arbiter.table, options={"change": -1}
            )
        )
        for _ in range(reports)
    ]
    return list(await asyncio.gather(*(p.wait() for p in pending)))


async def test_ten_reports_at_once_leave_the_board_on_the_true_life(arbiter: Arbiter) -> None:
    begun = await start(arbiter)
    board = begun.channel_messages[0]
    harness = arbiter.harness
    results = await _losing_life_at_once(arbiter, 10)
    assert all((r.content or "").startswith("Recorded: alice: life ") for r in results)
    assert (await status(arbiter)).player("alice").life == 10
    assert f"<@{arbiter.alice.id}>: life 10" in board_fields(board)["Game 1"]
    # Coalesced: the burst is drawn in a few edits, not ten.
    edits = [c for c in harness.calls if (c.method, c.path) == BOARD_EDIT]
    assert len(edits) <= 3


async def test_a_plain_reports_board_is_drawn_without_a_database_read(
    arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    begun = await start(arbiter)
    await slash(arbiter, "life", change=-1)
    service = arbiter.bot.service
    read = service.match
    reads: list[int] = []

    async def match(match_id: int) -> MatchView:
        reads.append(match_id)
        return await read(match_id)

    monkeypatch.setattr(service, "match", match)
    result = await slash(arbiter, "life", change=-2)
    assert result.content == "Recorded: alice: life 17 (a player loses at 0)."
    assert f"<@{arbiter.alice.id}>: life 17" in board_fields(begun.channel_messages[0])["Game 1"]
    # The board is drawn from the match the report's answer carries, not read again.
    assert reads == []


async def test_a_reposted_board_neither_reads_nor_waits_for_the_database(
    arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A board whose message was deleted is posted again from the report's own answer, and
    the next report edits the new message while its id is still waiting for the database to
    be saved (under load, behind every report's write)."""
    begun = await start(arbiter)
    service = arbiter.bot.service
    save = service.set_scoreboard
    database_free = asyncio.Event()
    reads: list[int] = []

    async def match(match_id: int) -> MatchView:
        reads.append(match_id)
        raise AssertionError("the board read its match")

    async def slow_save(*, channel_id: int, match_id: int, message_id: int) -> None:
        await database_free.wait()
        await save(channel_id=channel_id, match_id=match_id, message_id=message_id)

    monkeypatch.setattr(service, "match", match)
    monkeypatch.setattr(service, "set_scoreboard", slow_save)
    begun.channel_messages[0].deleted = True
    reposting = await slash(arbiter, "life", change=-1)
    editing = await slash(arbiter, "life", change=-1)
    assert reposting.content == "Recorded: alice: life 19 (a player loses at 0)."
    posts = [c for c in reposting.calls if (c.method, c.path) == BOARD_POST and c.message]
    (reposted,) = [p.message for p in posts]
    assert [c.message for c in editing.calls if (c.method, c.path) == BOARD_EDIT] == [reposted]
    assert f"<@{arbiter.alice.id}>: life 18" in board_fields(reposted)["Game 1"]
    assert reads == []
    database_free.set()
    await arbiter.bot.scoreboards.saved()
    monkeypatch.undo()
    assert (await status(arbiter)).scoreboard_message_id == reposted.id


async def test_a_deleted_board_is_posted_once_and_then_edited(arbiter: Arbiter) -> None:
    begun = await start(arbiter)
    board = begun.channel_messages[0]
    harness = arbiter.harness
    board.deleted = True
    await _losing_life_at_once(arbiter, 3)
    later = await slash(arbiter, "life", change=-1)
    assert later.content == "Recorded: alice: life 16 (a player loses at 0)."
    posts = [c for c in harness.calls if (c.method, c.path) == BOARD_POST and c.message]
    assert len(posts) == 2  # the board at the start, and once after it was deleted
    (reposted,) = [p.message for p in posts if p.message is not board]
    assert f"<@{arbiter.alice.id}>: life 16" in board_fields(reposted)["Game 1"]
    await arbiter.bot.scoreboards.saved()  # saved in the background
    assert (await status(arbiter)).scoreboard_message_id == reposted.id


async def test_a_board_discord_refuses_is_reported_and_not_retried(arbiter: Arbiter) -> None:
    begun = await start(arbiter)
    harness = arbiter.harness

    def forbidden(call: RestCall) -> None:
        raise harness.http_error(403, 50013, "Missing Permissions")

    harness.route(*BOARD_EDIT, forbidden)
    first = await slash(arbiter, "life", change=-1)
    # No claim about the board: the answer says what changed, the problem comes privately.
    assert first.content == "Recorded: alice: life 19 (a player loses at 0)."
    (told,) = first.followups
    assert told.ephemeral
    assert "The scoreboard could not be updated: Discord refused it" in (told.content or "")
    for _ in range(5):
        later = await slash(arbiter, "life", change=-1)
        (note,) = later.followups
        assert note.ephemeral and "could not be updated" in (note.content or "")
        assert not [c for c in later.calls if (c.method, c.path) in (BOARD_EDIT, BOARD_POST)]
    # Once the backoff is over, it is tried again (and works again).
    harness.route(*BOARD_EDIT, harness._patch_message)
    arbiter.bot.scoreboards.clock = lambda: 10**9
    again = await slash(arbiter, "life", change=-1)
    assert again.content == "Recorded: alice: life 13 (a player loses at 0)."
    assert not again.followups
    assert "life 13" in board_fields(begun.channel_messages[0])["Game 1"]


async def test_without_embed_links_nothing_is_attempted_and_the_answer_says_why(
    arbiter: Arbiter,
) -> None:
    harness = arbiter.harness
    harness.bot_permissions = harness.bot_permissions & ~discord.Permissions(embed_links=True)
    begun = await start(arbiter)
    assert not [c for c in begun.calls if (c.method, c.path) == BOARD_POST]
    (note,) = begun.followups
    assert note.ephemeral
    assert "it needs the Embed Links permission here" in (note.content or "")
    life = await slash(arbiter, "life", change=-2)
    assert life.content == "Recorded: alice: life 18 (a player loses at 0)."
    (why,) = life.followups
    assert why.ephemeral
    assert (why.content or "").startswith("Arbiter cannot keep the scoreboard")


# -- 6. smaller things ----------------------------------------------------------------------------


async def test_no_match_against_a_bot(arbiter: Arbiter) -> None:
    robot = arbiter.harness.user(900_000_000_000_009_000, "robot", bot=True)
    for opponent in (robot, arbiter.harness.bot_user):
        result = await slash(arbiter, "match start", opponent=opponent, game="magic")
        assert result.ephemeral and "is a bot: a match is played between people" in (
            result.content or ""
        )
        assert not result.channel_messages
    assert (await arbiter.bot.service.history(guild_id=arbiter.harness.guild_id)) == []


async def test_commands_are_synced_only_when_they_changed(arbiter: Arbiter) -> None:
    async def start_a_process() -> list[RestCall]:
        bot = ArbiterBot(settings_for(arbiter.database_url), sync_commands=True)
        async with DiscordHarness(bot) as harness:
            return [c for c in harness.calls if c.method == "PUT" and c.path.endswith("commands")]

    await arbiter.harness.stop()  # one harness at a time; the database stays
    assert len(await start_a_process()) == 1  # the first start registers them
    assert await start_a_process() == []  # the same set: not again
    help_command = command_registration.GuildCog  # any change of the payload counts

    real = command_registration.payload

    async def changed(tree: Any, guild: Any) -> Any:
        return [*await real(tree, guild), {"name": "new", "cog": help_command.__name__}]

    command_registration.payload = changed
    try:
        assert len(await start_a_process()) == 1
    finally:
        command_registration.payload = real


async def test_a_refusal_stays_private_after_a_deferral(arbiter: Arbiter) -> None:
    slowed(arbiter, "report", answers.ACK_BUDGET + 0.3)
    refused = await slash(arbiter, "life", change=-3)  # no match here: a refusal
    assert refused.deferred and refused.ephemeral
    assert refused.content == (
        "There is no active match in this channel. Start one with /match start."
    )
    assert not refused.channel_messages


async def test_a_public_answer_after_a_deferral_is_posted_and_the_placeholder_removed(
    arbiter: Arbiter,
) -> None:
    await start(arbiter)
    slowed(arbiter, "report", answers.ACK_BUDGET + 0.3)
    conceded = await slash(arbiter, "concede", arbiter.bob)
    assert conceded.deferred
    placeholder = conceded.response
    assert placeholder is not None and placeholder.deleted and placeholder.ephemeral
    (verdict,) = [m for m in conceded.followups if not m.ephemeral]
    assert "bob loses: they conceded" in verdict.content


__all__ = ["FakeUser"]
