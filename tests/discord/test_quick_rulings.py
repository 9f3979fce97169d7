"""Quick rulings through discord.py (rulings.md): /ruling in a server and in a DM, a mention of
Arbiter and a DM in chat (MESSAGE_CREATE), the message menu "Ask Arbiter" with its target in
`resolved`, and `from_match`, which records nothing."""

from __future__ import annotations

import logging
from typing import Any

import discord
import pytest

from bot.core.rulings import MAX_SITUATION
from bot.faces.discord import quick_ruling_actions
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash, start
from tests.harness import chat
from tests.harness.fakes import FakeMessage

LAB_MANIAC = "magic: I'm at 0 life and my Laboratory Maniac says I win"


def _text(embed: discord.Embed) -> str:
    return embed.description or ""


def _longest_situation() -> str:
    """1,000 characters of many short sentences: the longest answer Arbiter can be asked."""
    text = "magic: 3 players: alice, bob, carol."
    while len(text) + len(" bob gains 1 life.") <= MAX_SITUATION:
        text += " bob gains 1 life."
    assert len(text) > MAX_SITUATION - 20
    return text


# -- registration -------------------------------------------------------------------------------


def test_ruling_and_ask_arbiter_are_offered_everywhere_and_user_installable(
    arbiter: Arbiter,
) -> None:
    tree = arbiter.bot.tree
    ruling = tree.get_command("ruling")
    menu = tree.get_command("Ask Arbiter", type=discord.AppCommandType.message)
    assert ruling is not None and menu is not None
    for command in (ruling, menu):
        data: dict[str, Any] = command.to_dict(tree)
        assert sorted(data["contexts"]) == [0, 1, 2]  # guild, bot DM, private channel
        assert sorted(data["integration_types"]) == [0, 1]  # guild install, user install
    options = {o["name"]: o for o in ruling.to_dict(tree)["options"]}
    assert options["situation"]["max_length"] == MAX_SITUATION
    assert {c["value"] for c in options["game"]["choices"]} == {"magic", "grand-archive", "terrus"}


def test_the_client_asks_only_for_non_privileged_message_intents(arbiter: Arbiter) -> None:
    intents = arbiter.bot.intents
    assert intents.guild_messages and intents.dm_messages
    assert not intents.message_content and not intents.members and not intents.presences


# -- /ruling --------------------------------------------------------------------------------------


async def test_ruling_answers_the_table_with_results_citations_and_why(arbiter: Arbiter) -> None:
    result = await slash(arbiter, "ruling", arbiter.alice, situation=LAB_MANIAC)
    assert not result.ephemeral
    text = _text(result.embeds[0])
    # "I" is the asker, alice, spoken to as "you" (rulings.md revision 3).
    assert "2 players: alice (you), opponent" in text
    assert "your life becomes 0; an effect says you win" in text
    assert "you win: an effect says you win (MTG CR 104.2b)" in text
    assert "opponent loses" in text
    assert "MTG CR 704.5a" in text and "by then the game was over" in text
    assert result.response is not None and result.response.mention_ids == []
    (callback,) = result.calls
    body = callback.json.get("data", callback.json)
    assert body["allowed_mentions"]["parse"] == []


async def test_private_ruling_and_refusals_are_seen_only_by_the_asker(arbiter: Arbiter) -> None:
    private = await slash(arbiter, "ruling", situation="mtg: bob concedes", private=True)
    assert private.ephemeral and "bob loses" in _text(private.embeds[0])
    refused = await slash(arbiter, "ruling", situation="mtg: bob concdes")
    assert refused.ephemeral
    assert refused.content is not None
    assert 'I could not read "bob concdes". Did you mean "bob concedes"?' in refused.content
    no_game = await slash(arbiter, "ruling", situation="bob concedes")
    assert no_game.ephemeral and "Which game?" in (no_game.content or "")


async def test_the_game_comes_from_the_option_the_match_or_the_server_default(
    arbiter: Arbiter,
) -> None:
    chosen = await slash(arbiter, "ruling", situation="alice's champion dies", game="grand-archive")
    assert "Grand Archive" in _text(chosen.embeds[0])
    await slash(arbiter, "arbiter config", arbiter.admin, default_game="terrus")
    default = await slash(arbiter, "ruling", situation="alice is at 0 vitae")
    assert "Terrus" in _text(default.embeds[0]) and "Terrus 5.3b" in _text(default.embeds[0])
    await start(arbiter, "magic")
    in_match = await slash(arbiter, "ruling", situation="bob is at 0 life")
    assert "Magic" in _text(in_match.embeds[0]) and "MTG CR 104.3b" in _text(in_match.embeds[0])
    prefixed = await slash(arbiter, "ruling", situation="ga: bob concedes")
    assert "Grand Archive" in _text(prefixed.embeds[0])


async def test_the_longest_situation_fits_discord_and_user_text_is_escaped(
    arbiter: Arbiter,
) -> None:
    # The harness checks every payload against Discord's limits and fails the test if not.
    situation = _longest_situation()
    longest = await slash(arbiter, "ruling", situation=situation)
    text = _text(longest.embeds[0])
    last = situation.count("gains")
    assert f"{last}. bob gains 1 life" in text and "carol is still playing" in text
    hostile = "mtg: **bold** flibbers @everyone <@&1>"
    refused = await slash(arbiter, "ruling", situation=hostile)
    content = refused.content or ""
    assert "@everyone" not in content and "<@&1>" not in content  # inert mention syntax
    assert "\\*\\*bold\\*\\*" in content
    # The worst case for escaping: every character of an unreadable clause is Markdown.
    markdown = await slash(arbiter, "ruling", situation="mtg: " + "*_~|" * 248)
    assert markdown.ephemeral and len(markdown.content or "") <= 2000
    names = await slash(arbiter, "ruling", situation="mtg: b_o_b concedes")
    assert "b\\_o\\_b loses" in _text(names.embeds[0])


async def test_ruling_in_a_dm_with_a_user_installed_arbiter(arbiter: Arbiter) -> None:
    harness = arbiter.harness
    dm = chat.dm_channel(harness, arbiter.carol)
    payload = chat.dm_slash(
        harness,
        "ruling",
        user=arbiter.carol,
        channel=dm,
        options={"situation": "terrus: I concede"},
    )
    result = await harness.dispatch(payload).wait()
    text = _text(result.embeds[0])
    assert "you lose: you conceded (Terrus 5.3a)" in text
    no_game = chat.dm_slash(
        harness, "ruling", user=arbiter.carol, channel=dm, options={"situation": "I concede"}
    )
    asked = await harness.dispatch(no_game).wait()
    assert asked.ephemeral and "Which game?" in (asked.content or "")
    group = chat.dm_slash(
        harness,
        "ruling",
        user=arbiter.carol,
        channel=dm,
        options={"situation": "ga: I concede"},
        context=chat.PRIVATE_CHANNEL_CONTEXT,
    )
    assert "GA Ending the Game 3" in _text((await harness.dispatch(group).wait()).embeds[0])


# -- mentions and DMs -----------------------------------------------------------------------------


def _reply_of(messages: list[FakeMessage]) -> FakeMessage:
    assert len(messages) == 1, messages
    return messages[0]


async def test_a_mention_is_answered_as_a_reply_that_pings_nobody(
    arbiter: Arbiter, caplog: pytest.LogCaptureFixture
) -> None:
    harness = arbiter.harness
    bot_user = harness.bot_user
    asked = chat.message_payload(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content=f"<@{bot_user.id}> magic: I'm at 0 life and alice decks out",
        mentions=[bot_user],
    )
    asked_id = asked["id"]
    posted = await chat.feed(harness, asked)
    reply = _reply_of(posted)
    assert reply.channel_id == arbiter.table.id
    (call,) = [c for c in harness.calls if c.message is reply]
    assert str(call.json["message_reference"]["message_id"]) == asked_id
    allowed = call.json["allowed_mentions"]
    assert allowed["parse"] == [] and allowed.get("replied_user") is False
    assert not reply.data["mentions"]
    text = _text(reply.embeds[0])
    assert "your life becomes 0; alice must draw from an empty library" in text  # bob asked
    assert "you draw" in text and "alice draws" in text and "MTG CR 104.4a" in text
    # A mention is not a text command: nothing is logged as a failed command.
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


async def test_a_life_total_nobody_gave_is_said_as_not_said_not_as_twenty(
    arbiter: Arbiter,
) -> None:
    """The engine plays a quick ruling from the game's starting total, which the asker never
    said: the standing says so, with how far the words moved it, not "life 20" or "life 17";
    a total the words give is shown, in a /ruling and in a mention alike."""
    asked = await slash(
        arbiter,
        "ruling",
        situation="What happens if I cast a Fact or Fiction with only four cards in my library?",
        game="magic",
    )
    text = _text(asked.embeds[0])
    assert "you are still playing: life not said (loses at 0, MTG CR 104.3b), poison 0 of 10" in (
        text
    )
    assert "life 20" not in text
    harness = arbiter.harness
    mention = chat.message_payload(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content=f"<@{harness.bot_user.id}> magic: alice is at 5 life. alice takes 3. I gain 2 life",
        mentions=[harness.bot_user],
    )
    reply = _reply_of(await chat.feed(harness, mention))
    text = _text(reply.embeds[0])
    assert "alice is still playing: life 2 (loses at 0, MTG CR 104.3b)" in text
    assert "you are still playing: life not said (2 gained; loses at 0, MTG CR 104.3b)" in text


async def test_players_mentioned_in_the_message_read_as_their_names(arbiter: Arbiter) -> None:
    harness = arbiter.harness
    bot_user = harness.bot_user
    reply = _reply_of(
        await chat.say(
            harness,
            author=arbiter.alice,
            channel=arbiter.table,
            content=f"<@{bot_user.id}> mtg: <@{arbiter.carol.id}> concedes",
            mentions=[bot_user, arbiter.carol],
        )
    )
    assert "carol loses: they conceded" in _text(reply.embeds[0])
    (call,) = [c for c in harness.calls if c.message is reply]
    assert call.json["allowed_mentions"]["parse"] == []  # carol is named, not pinged


async def test_messages_without_a_mention_and_messages_from_bots_are_ignored(
    arbiter: Arbiter,
) -> None:
    harness = arbiter.harness
    bot_user = harness.bot_user
    ignored = await chat.say(
        harness, author=arbiter.bob, channel=arbiter.table, content="magic: bob concedes"
    )
    from_bot = await chat.say(
        harness,
        author=arbiter.carol,
        channel=arbiter.table,
        content=f"<@{bot_user.id}> magic: bob concedes",
        mentions=[bot_user],
        author_is_bot=True,
    )
    assert ignored == [] and from_bot == []


async def test_a_dm_is_answered_and_bad_input_gets_one_line(arbiter: Arbiter) -> None:
    harness = arbiter.harness
    dm = chat.dm_channel(harness, arbiter.dave)
    answered = _reply_of(
        await chat.say(harness, author=arbiter.dave, channel=dm, content="ga: my champion dies")
    )
    assert answered.channel_id == dm.id
    assert "you lose: your champion died" in _text(answered.embeds[0])
    for noise, words in [
        ("x" * 5_000, "at most 1,000 characters"),
        ("mtg: " + "*_" * 497, "I could not read"),
        ("magic: bob\x00 concedes", "control characters"),
        ("magic: bob concdes", 'Did you mean "bob concedes"'),
        ("ga: bob has 3 poison", "Grand Archive has no poison"),
    ]:
        reply = _reply_of(await chat.say(harness, author=arbiter.erin, channel=dm, content=noise))
        assert words in reply.content and "\n" not in reply.content
        assert "Traceback" not in reply.content


async def test_a_few_rulings_per_user_per_minute_then_a_polite_notice(arbiter: Arbiter) -> None:
    harness = arbiter.harness
    dm = chat.dm_channel(harness, arbiter.frank)
    now = [1_000.0]
    cog = arbiter.bot.get_cog("QuickRulingCommands")
    cog.rulings.limiter.clock = lambda: now[0]  # type: ignore[union-attr]
    replies = [
        await chat.say(harness, author=arbiter.frank, channel=dm, content="mtg: I concede")
        for _ in range(quick_ruling_actions.RULINGS_PER_MINUTE)
    ]
    assert all(len(r) == 1 and r[0].embeds for r in replies)
    notice = _reply_of(
        await chat.say(harness, author=arbiter.frank, channel=dm, content="mtg: I concede")
    )
    assert "please wait" in notice.content and not notice.embeds
    assert await chat.say(harness, author=arbiter.frank, channel=dm, content="mtg: I concede") == []
    # Someone else is not held back, and after a minute frank may ask again.
    other = chat.dm_channel(harness, arbiter.erin)
    assert await chat.say(harness, author=arbiter.erin, channel=other, content="mtg: I concede")
    now[0] += quick_ruling_actions.WINDOW_SECONDS
    assert _reply_of(
        await chat.say(harness, author=arbiter.frank, channel=dm, content="mtg: I concede")
    ).embeds


# -- Ask Arbiter --------------------------------------------------------------------------------


async def test_ask_arbiter_rules_on_the_target_message_privately(arbiter: Arbiter) -> None:
    harness = arbiter.harness
    target = chat.message_payload(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content="magic commander: I take 21 commander damage from carol",
    )
    payload = chat.message_command(
        harness, "Ask Arbiter", user=arbiter.alice, channel=arbiter.table, target=target
    )
    result = await harness.dispatch(payload).wait()
    assert result.ephemeral
    text = _text(result.embeds[0])
    # "I" is the message's author, who wrote it, not the one asking.
    assert "you lose: carol's commander has dealt you 21 combat damage" in text
    dm = chat.dm_channel(harness, arbiter.alice)
    in_dm = chat.message_command(
        harness,
        "Ask Arbiter",
        user=arbiter.alice,
        channel=dm,
        target=chat.message_payload(harness, author=arbiter.alice, channel=dm, content="hello"),
    )
    refused = await harness.dispatch(in_dm).wait()
    assert refused.ephemeral and 'I could not read "hello"' in (refused.content or "")


# -- from_match -----------------------------------------------------------------------------------


async def test_from_match_answers_what_if_from_the_current_game_and_records_nothing(
    arbiter: Arbiter,
) -> None:
    await start(arbiter, "magic")
    await slash(arbiter, "life", arbiter.bob, change=-15)
    before = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    reports_before = len(await arbiter.bot.service.log(before.id))
    result = await slash(
        arbiter, "ruling", arbiter.alice, situation="what if bob takes 5 more?", from_match=True
    )
    assert "nothing is recorded" in (result.content or "")
    text = _text(result.embeds[0])
    assert "bob loses 5 life" in text and "bob loses: their life total is 0" in text
    after = await arbiter.bot.service.status(channel_id=arbiter.table.id)
    assert after == before
    assert len(await arbiter.bot.service.log(after.id)) == reports_before
    still = await slash(arbiter, "ruling", situation="bob takes 4", from_match=True)
    assert "bob is still playing: life 1" in _text(still.embeds[0])
    elsewhere = arbiter.harness.channel("no-match")
    refused = await slash(
        arbiter, "ruling", situation="bob takes 4", channel=elsewhere, from_match=True
    )
    assert refused.ephemeral and not refused.embeds


async def test_from_match_opponent_is_the_other_player_of_the_match(arbiter: Arbiter) -> None:
    """rulings.md: `opponent` is the other player of a two-player game, the match's too."""
    await start(arbiter, "magic")
    await slash(arbiter, "life", arbiter.bob, change=-15)
    result = await slash(
        arbiter, "ruling", arbiter.alice, situation="what if my opponent takes 5?", from_match=True
    )
    assert result.embeds, result.content
    text = _text(result.embeds[0])
    assert "bob loses 5 life" in text and "bob loses: their life total is 0" in text
    mine = await slash(
        arbiter, "ruling", arbiter.bob, situation="opponent concedes", from_match=True
    )
    assert "alice loses: they conceded" in _text(mine.embeds[0])


async def test_an_answer_that_depends_says_each_case_and_the_question(arbiter: Arbiter) -> None:
    """rulings.md revision 3: when the words leave open what decides it, every case is
    answered, with its condition, and the one question that settles it is asked."""
    result = await slash(
        arbiter, "ruling", situation="magic: I concede when bob goes to 0 life", private=True
    )
    embed = result.embeds[0]
    assert embed.title == "Quick ruling: it depends"
    text = _text(embed)
    assert '**It depends**: Did "I concede" happen at the same time as "bob goes to 0 life"' in text
    assert (
        '**If** "I concede" happened at the same time as "bob goes to 0 life": the game is over'
        in text
    )
    assert "• you lose: you conceded (MTG CR 104.3a)" in text
    assert "• you win: all of your opponents have left the game (MTG CR 104.2a)" in text
    offered = await slash(arbiter, "rule", query="magic: I concede when bob goes to 0 life")
    fields = {f.name: f.value or "" for f in offered.embeds[0].fields}
    assert "It depends: Did" in fields["This reads as a situation"]


async def test_adversarial_s20_answers_through_the_command(arbiter: Arbiter) -> None:
    """Session 20's adversarial pass through /ruling: a response told after a draw from an empty
    library is refused with its reason, never "you win" (the table sees nothing); Teferi's
    Protection is said as what it does."""
    refused = await slash(
        arbiter,
        "ruling",
        situation="magic: I draw from an empty library, and in response I cast Laboratory"
        " Maniac. do I lose?",
    )
    assert refused.ephemeral and not refused.embeds
    assert "Laboratory Maniac" in (refused.content or "")
    assert "you win" not in (refused.content or "")
    ruled = await slash(
        arbiter,
        "ruling",
        situation="magic: I'm at 3. I cast Teferi's Protection. Then my opponent deals 10"
        " damage to me.",
    )
    text = _text(ruled.embeds[0])
    assert "your life total can't change" in text and "instead of drawing" not in text
    assert "nobody has won or lost yet" in text.lower()
