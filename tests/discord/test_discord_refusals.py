"""Discord saying no, as it does on a real server: a follow-up message still answered 429 after
discord.py's own retries, a message a moderator deleted, a member who left. Whatever Discord
refuses, what was recorded stays recorded and everything that follows from it (the scoreboard,
the buttons) still happens."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.core.errors import MatchError
from bot.faces.discord import answers
from tests.discord.conftest import Arbiter
from tests.discord.helpers import board_fields, press, slash, snapshot, start, status
from tests.discord.test_busy_server import slowed
from tests.discord.test_leagues import League, announced
from tests.discord_harness import RestCall

FOLLOWUP = ("POST", "/webhooks/{webhook_id}/{webhook_token}")
CHANNEL_POST = ("POST", "/channels/{channel_id}/messages")

pytestmark = pytest.mark.usefixtures("seat_one_chooses")  # so alice chooses in game 1


async def test_a_rate_limited_chooser_message_still_brings_the_board_up_to_date(
    arbiter: Arbiter,
) -> None:
    alice, bob, harness = arbiter.alice, arbiter.bob, arbiter.harness
    board = (await start(arbiter)).channel_messages[0]
    report = await slash(arbiter, "life", alice, player=bob, total=0)
    refused: list[RestCall] = []

    def too_many(call: RestCall) -> None:
        # What discord.py raises once its own retries of a 429 are spent.
        refused.append(call)
        raise harness.http_error(429, 0, "You are being rate limited.")

    harness.route(*FOLLOWUP, too_many)
    confirmed = await press(arbiter, report.response, "Confirm", bob)
    assert refused, "the chooser's message is a follow-up"
    # bob's press was answered: the report is confirmed, game 1 is over.
    assert "Game 1 is over. Score: alice 1, bob 0." in (confirmed.content or "")
    assert (await status(arbiter)).wins == (1, 0)
    # The chooser's message did not get out, but the scoreboard does not go on showing a
    # report waiting for bob and a score of 0-0: it shows what was recorded.
    assert "Waiting for confirmation" not in board_fields(board)
    assert board_fields(board)["Score"] == "alice 1, bob 0"


async def test_no_match_with_someone_who_is_not_in_the_server(arbiter: Arbiter) -> None:
    # A user option takes any user, a member or not (a pasted id, someone who just left):
    # they could neither see the match nor confirm a report against them.
    gone = arbiter.harness.user(900_000_000_000_007_000, "gone", in_guild=False)
    before = await snapshot(arbiter)
    for options in ({"opponent": gone}, {"opponent": arbiter.bob, "player3": gone}):
        result = await slash(arbiter, "match start", game="magic", **options)
        assert result.ephemeral and not result.channel_messages, result
        assert result.content == (
            "gone is not a member of this server: a match is played between its members. "
            "Name the players you are playing with."
        )
        assert result.response is not None and not result.response.mention_ids
    assert await snapshot(arbiter) == before


@pytest.mark.parametrize(
    ("lacking", "named"),
    [
        (discord.Permissions(send_messages_in_threads=True), "Send Messages in Threads"),
        (discord.Permissions(create_public_threads=True), "Create Public Threads"),
        (discord.Permissions(embed_links=True), "Embed Links"),
    ],
)
async def test_a_round_start_without_what_its_threads_need_starts_nothing_and_says_why(
    arbiter: Arbiter, lacking: discord.Permissions, named: str
) -> None:
    harness = arbiter.harness
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:4]:
        await league.slash("league join", person)
    harness.bot_permissions = harness.bot_permissions & ~lacking
    refused_posts: list[RestCall] = []

    def as_discord_would(call: RestCall) -> Any:
        # Discord refuses what the permissions do not allow: without Send Messages in
        # Threads, the players' ping and the scoreboard in each thread.
        if call.param("channel_id") in league.threads and not (
            harness.bot_permissions.send_messages_in_threads
        ):
            refused_posts.append(call)
            raise harness.http_error(403, 50013, "Missing Permissions")
        return harness._post_channel_message(call)

    def open_thread(call: RestCall) -> Any:
        if not harness.bot_permissions.create_public_threads:
            raise harness.http_error(403, 50013, "Missing Permissions")
        return league._open_thread(call)

    harness.route(*CHANNEL_POST, as_discord_would)
    harness.route("POST", "/channels/{channel_id}/threads", open_thread)
    result = await league.slash("league round start", arbiter.admin)
    text = result.content or ""
    assert result.ephemeral, result
    assert named in text and "Round 1" not in text, text
    # Nothing was half done: no thread, no match, no round; the players were not left
    # in silent threads nobody was pinged in.
    assert not league.threads and not refused_posts
    assert not [m for m in result.messages if not m.ephemeral]
    with pytest.raises(MatchError):
        await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    # Once it is granted, the round starts as usual.
    harness.bot_permissions = harness.bot_permissions | lacking
    assert "Round 1 pairings" in announced(await league.slash("league round start", arbiter.admin))
    assert len(league.threads) == 2


async def test_a_playoff_start_without_send_messages_in_threads_starts_nothing(
    arbiter: Arbiter,
) -> None:
    harness = arbiter.harness
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic", rounds=1)
    for person in league.people[:4]:
        await league.slash("league join", person)
    announced(await league.slash("league round start", arbiter.admin))
    for pairing in (await arbiter.bot.leagues.round_status(channel_id=league.channel.id)).pairings:
        loser = league.user(pairing.players[1])
        await slash(arbiter, "match concede", loser, league.threads[pairing.thread_id or 0])
    threads = set(league.threads)
    lacking = discord.Permissions(send_messages_in_threads=True)
    harness.bot_permissions = harness.bot_permissions & ~lacking
    result = await league.slash("league playoff start", arbiter.admin, size=4)
    assert result.ephemeral and "Send Messages in Threads" in (result.content or ""), result
    assert set(league.threads) == threads
    assert not [m for m in result.messages if not m.ephemeral]
    with pytest.raises(MatchError):
        await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    harness.bot_permissions = harness.bot_permissions | lacking
    started = announced(await league.slash("league playoff start", arbiter.admin, size=4))
    assert "Semifinals" in started and len(league.threads) == len(threads) + 2


async def test_a_confirmation_message_a_moderator_deleted_is_answered_from_match_status(
    arbiter: Arbiter,
) -> None:
    alice, bob, harness = arbiter.alice, arbiter.bob, arbiter.harness
    board = (await start(arbiter)).channel_messages[0]
    report = await slash(arbiter, "life", alice, player=bob, total=0)
    assert report.response is not None
    report.response.deleted = True  # a moderator tidied the channel
    held = await slash(arbiter, "life", bob, change=-1)
    assert held.ephemeral and "(the buttons on its message, or in /match status)" in (
        held.content or ""
    )
    # Those who are not asked see the match, and no buttons.
    for someone in (alice, arbiter.stranger):
        seen = await slash(arbiter, "match status", someone)
        assert seen.ephemeral and not seen.components, seen
    # bob, who is asked to confirm, finds the buttons where he looks.
    seen = await slash(arbiter, "match status", bob)
    assert seen.ephemeral and seen.response is not None
    assert seen.response.custom_ids == ["arbiter:confirm:1", "arbiter:dispute:1"]
    confirmed = await harness.click("arbiter:confirm:1", user=bob, message=seen.response)
    # Everyone at the table sees the verdict, not only bob.
    public = [m for m in confirmed.messages if not m.ephemeral]
    assert public and "Game 1 is over. Score: alice 1, bob 0." in (public[0].content or "")
    assert (await status(arbiter)).wins == (1, 0)
    assert board_fields(board)["Score"] == "alice 1, bob 0"


async def test_a_slow_public_answer_discord_will_not_post_is_shown_to_the_asker(
    arbiter: Arbiter,
) -> None:
    harness = arbiter.harness
    board = (await start(arbiter)).channel_messages[0]
    slowed(arbiter, "report", answers.ACK_BUDGET + 0.3)

    def too_many(call: RestCall) -> None:
        raise harness.http_error(429, 0, "You are being rate limited.")

    harness.route(*FOLLOWUP, too_many)
    conceded = await slash(arbiter, "concede", arbiter.bob)
    assert conceded.deferred
    # Not "Answered below." over nothing: bob sees the verdict, and that only he does.
    shown = conceded.content or ""
    assert "Answered below" not in shown
    assert "bob loses: they conceded" in shown
    assert "Discord did not post this answer for everyone" in shown
    # What follows a delivered answer still happens: the board shows the conceded game.
    assert board_fields(board)["Score"] == "alice 1, bob 0"
