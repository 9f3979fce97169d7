"""Asking a judge, through discord.py (rulings.md, Revision 3, "A judge"): an answer Arbiter
cannot give, to `/ruling`, a mention, a DM or "Ask Arbiter", offers "Ask a judge"; the asker's
press posts the question in the judge channel, pinging the judge role alone, once; a judge
answers with the post's Answer form; the asker is told where they asked, pinged alone; the
answer is a precedent that `/rule` finds, `/precedents` lists and exports."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import discord
import pytest
from babel.dates import format_date
from sqlalchemy import func, select

from bot.core.rulings.precedents import MAX_ANSWER, QUESTIONS_PER_HOUR
from bot.faces.discord.judge_actions import IN_A_DM
from bot.fakediscord import gateway
from bot.store.tables.columns import utcnow
from bot.store.tables.precedents import JudgeQuestion
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash
from tests.discord.test_requests import model_redelivery
from tests.discord_harness import FakeChannel, FakeMessage, FakeUser, InteractionResult
from tests.harness import chat

FLIBBERS = "mtg: bob flibbers"
RULING = "Flibbering is conceding here: bob loses (MTG CR 104.3a)."
FORM_TEXT = "arbiter:judge:form:text"


# -- helpers --------------------------------------------------------------------------------------


async def judges_ready(arbiter: Arbiter, *, role: bool = True) -> FakeChannel:
    """A judges' channel, set as the server's judge channel (and the judge role, judy's)."""
    channel = arbiter.harness.channel("judges")
    options: dict[str, Any] = {"judge_channel": channel}
    if role:
        options["judge_role"] = arbiter.judge_role
    result = await slash(arbiter, "arbiter config", arbiter.admin, **options)
    assert f"judge channel <#{channel.id}>" in (result.content or ""), result
    return channel


def posts_in(arbiter: Arbiter, channel: FakeChannel) -> list[FakeMessage]:
    """What Arbiter posted in a channel with its token (not interaction answers)."""
    return [
        m
        for m in arbiter.harness.messages.values()
        if m.channel_id == channel.id and m.source == "channel" and not m.deleted
    ]


def sent_with(arbiter: Arbiter, message: FakeMessage) -> dict[str, Any]:
    """The JSON body Arbiter sent to create `message`."""
    (call,) = [c for c in arbiter.harness.calls if c.message is message and c.method == "POST"]
    return dict(call.json)


def button_id(message: FakeMessage | None, label: str = "Ask a judge") -> str:
    assert message is not None
    return str(message.button(label)["custom_id"])


async def ask(arbiter: Arbiter, answer: FakeMessage | None, user: FakeUser) -> InteractionResult:
    """Press "Ask a judge" under an answer."""
    return await arbiter.harness.click(button_id(answer), user=user, message=answer)


async def answer_as(
    arbiter: Arbiter, post: FakeMessage, judge: FakeUser, text: str = RULING
) -> InteractionResult:
    """Press Answer on a question's post and submit the form."""
    form = await arbiter.harness.click(button_id(post, "Answer"), user=judge, message=post)
    assert form.modal is not None, form
    return await arbiter.harness.submit(form, {FORM_TEXT: text}, user=judge)


async def stored_questions(arbiter: Arbiter) -> int:
    async with arbiter.bot.database.transaction() as session:
        return int((await session.execute(select(func.count(JudgeQuestion.id)))).scalar_one())


def embed_text(message: FakeMessage) -> str:
    (embed,) = message.embeds
    parts = [embed.title or "", embed.description or ""]
    parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(parts)


# -- the whole way: /ruling ------------------------------------------------------------------------


async def test_a_question_goes_to_the_judges_and_its_answer_is_a_precedent(
    arbiter_on: Arbiter,
) -> None:
    """`/ruling` Arbiter cannot read -> Ask a judge -> the judge channel, pinging the judge
    role alone -> a judge's answer -> the asker told, pinged alone -> `/rule` finds it,
    `/precedents` lists it, the export holds it. On SQLite and PostgreSQL."""
    arbiter = arbiter_on
    judges = await judges_ready(arbiter)
    refused = await slash(arbiter, "ruling", arbiter.alice, situation=FLIBBERS)
    assert refused.ephemeral and 'I could not read "bob flibbers"' in (refused.content or "")

    asked = await ask(arbiter, refused.response, arbiter.alice)

    assert asked.ephemeral and f"Sent to the judges in <#{judges.id}>" in (asked.content or "")
    (post,) = posts_in(arbiter, judges)
    assert post.role_mention_ids == [arbiter.judge_role.id] and post.mention_ids == []
    allowed = sent_with(arbiter, post)["allowed_mentions"]
    assert allowed["parse"] == [] and allowed["users"] == []
    assert allowed["roles"] == [arbiter.judge_role.id]
    shown = embed_text(post)
    assert "mtg: bob flibbers" in shown and "Arbiter could not read" in shown
    assert "alice" in shown and f"<#{arbiter.table.id}>" in shown

    answered = await answer_as(arbiter, post, arbiter.judge)

    assert answered.ephemeral and "Recorded as precedent #1" in (answered.content or "")
    assert f"was told in <#{arbiter.table.id}>" in (answered.content or "")
    (told,) = posts_in(arbiter, arbiter.table)
    assert told.content.startswith(f"<@{arbiter.alice.id}> a judge answered your question #1")
    assert told.mention_ids == [arbiter.alice.id] and told.role_mention_ids == []
    told_with = sent_with(arbiter, told)["allowed_mentions"]
    assert told_with["users"] == [arbiter.alice.id] and told_with["roles"] == []
    assert RULING in embed_text(told) and "judy" in embed_text(told)
    assert not post.buttons and "judy ruled" in embed_text(post)  # the post shows its answer
    assert post.role_mention_ids == [arbiter.judge_role.id]  # pinged once, not again by the edit

    rule = await slash(arbiter, "rule", arbiter.carol, query="flibbers")
    (field,) = [f for f in rule.embeds[0].fields if "precedent" in (f.name or "")]
    assert field.name is not None and "Judge's precedent #1: judy" in field.name
    assert format_date(utcnow(), format="medium", locale="en") in field.name
    assert "flibbers" in (field.value or "") and "Flibbering is conceding" in (field.value or "")

    listed = await slash(arbiter, "precedents", arbiter.carol)
    assert listed.ephemeral and "1 question answered by a judge" in embed_text(listed.response)
    assert "Flibbering is conceding" in embed_text(listed.response)

    exported = await slash(arbiter, "precedents", arbiter.carol, export=True)
    assert exported.response is not None
    (file,) = exported.response.files
    document = json.loads(file.text)
    assert document["format"] == "arbiter-precedents" and document["version"] == 1
    assert document["guild_id"] == str(arbiter.harness.guild_id)
    (precedent,) = document["precedents"]
    assert precedent["question"] == FLIBBERS and precedent["answer"] == RULING
    assert precedent["why"] == "unread" and precedent["unread"] == "bob flibbers"
    assert precedent["asked_by"] == {"id": str(arbiter.alice.id), "name": "alice"}
    assert precedent["answered_by"] == {"id": str(arbiter.judge.id), "name": "judy"}


# -- the other ways of asking ---------------------------------------------------------------------


async def test_a_mention_s_question_is_answered_as_a_reply_to_the_mention(
    arbiter: Arbiter,
) -> None:
    harness = arbiter.harness
    judges = await judges_ready(arbiter)
    me = harness.bot_user
    mention = chat.message_payload(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content=f"<@{me.id}> mtg: my Omnath flibbers",
        mentions=[me],
    )
    (reply,) = await chat.feed(harness, mention)
    assert 'I could not read "my Omnath flibbers"' in reply.content

    await ask(arbiter, reply, arbiter.bob)
    (post,) = posts_in(arbiter, judges)
    assert "bob" in embed_text(post)
    await answer_as(arbiter, post, arbiter.judge)

    told = [m for m in posts_in(arbiter, arbiter.table) if m.id != reply.id]
    assert len(told) == 1 and told[0].mention_ids == [arbiter.bob.id]
    reference = sent_with(arbiter, told[0])["message_reference"]
    assert str(reference["message_id"]) == mention["id"]  # a reply to bob's own question


async def test_ask_arbiter_s_question_tells_the_asker_under_the_message(arbiter: Arbiter) -> None:
    """The menu's asker is the one who used it; "I" is the message's author, and the judges
    are told so."""
    harness = arbiter.harness
    judges = await judges_ready(arbiter)
    target = chat.message_payload(
        harness, author=arbiter.bob, channel=arbiter.table, content="magic: I flibber"
    )
    menu = chat.message_command(
        harness, "Ask Arbiter", user=arbiter.alice, channel=arbiter.table, target=target
    )
    answer = await harness.dispatch(menu).wait()
    assert answer.ephemeral

    await ask(arbiter, answer.response, arbiter.alice)
    (post,) = posts_in(arbiter, judges)
    assert '"I" in it is bob, who wrote the message' in embed_text(post)
    await answer_as(arbiter, post, arbiter.judge)

    (told,) = posts_in(arbiter, arbiter.table)
    assert told.mention_ids == [arbiter.alice.id]
    assert str(sent_with(arbiter, told)["message_reference"]["message_id"]) == target["id"]


async def test_in_a_dm_the_button_says_to_ask_in_a_server(arbiter: Arbiter) -> None:
    """A DM has no judges: the button of a DM's answer (a message or /ruling) says where to
    ask, and nothing is kept or posted."""
    harness = arbiter.harness
    await judges_ready(arbiter)
    dm = chat.dm_channel(harness, arbiter.carol)
    (reply,) = await chat.say(harness, author=arbiter.carol, channel=dm, content=FLIBBERS)
    slash_in_dm = chat.dm_slash(
        harness, "ruling", user=arbiter.carol, channel=dm, options={"situation": FLIBBERS}
    )
    answer = await harness.dispatch(slash_in_dm).wait()
    assert answer.response is not None
    for message in (reply, answer.response):
        custom_id = button_id(message)
        press = chat.dm_click(harness, custom_id, user=arbiter.carol, channel=dm, message=message)
        pressed = await harness.dispatch(press).wait()
        assert pressed.ephemeral and pressed.content == IN_A_DM
    assert await stored_questions(arbiter) == 0
    assert [m for m in harness.messages.values() if m.source == "channel"] == [reply]


async def test_without_a_judge_channel_the_button_says_how_to_set_one(arbiter: Arbiter) -> None:
    refused = await slash(arbiter, "ruling", arbiter.alice, situation=FLIBBERS)
    pressed = await ask(arbiter, refused.response, arbiter.alice)
    assert pressed.ephemeral
    assert "/arbiter config judge_channel:#channel" in (pressed.content or "")
    assert "no judge channel" in (pressed.content or "")
    assert await stored_questions(arbiter) == 0  # nothing kept for a server without judges
    assert not [m for m in arbiter.harness.messages.values() if m.source == "channel"]
    # Once an admin sets one, the old button says to ask again (its question was not kept).
    await judges_ready(arbiter)
    again = await ask(arbiter, refused.response, arbiter.alice)
    assert "ask Arbiter again" in (again.content or "")
    fresh = await slash(arbiter, "ruling", arbiter.alice, situation=FLIBBERS)
    assert "Sent to the judges" in (
        (await ask(arbiter, fresh.response, arbiter.alice)).content or ""
    )


async def test_only_questions_arbiter_cannot_answer_offer_a_judge(arbiter: Arbiter) -> None:
    """A ruling, and a refusal the asker fixes themselves (no game named), have no button."""
    await judges_ready(arbiter)
    ruled = await slash(arbiter, "ruling", situation="mtg: bob concedes")
    no_game = await slash(arbiter, "ruling", situation="bob concedes")
    for result in (ruled, no_game):
        assert result.response is not None and result.response.buttons == []
    assert await stored_questions(arbiter) == 0


# -- judges, and only judges ----------------------------------------------------------------------


async def test_only_a_judge_answers_and_only_once(arbiter: Arbiter) -> None:
    judges = await judges_ready(arbiter)
    refused = await slash(arbiter, "ruling", arbiter.alice, situation=FLIBBERS)
    await ask(arbiter, refused.response, arbiter.alice)
    (post,) = posts_in(arbiter, judges)

    # A player pressing Answer gets no form.
    pressed = await arbiter.harness.click(button_id(post, "Answer"), user=arbiter.bob, message=post)
    assert pressed.modal is None and pressed.ephemeral
    assert "Only the server's judges" in (pressed.content or "")
    # A form submitted by someone who is not a judge (a forged submit) is refused too.
    form = await arbiter.harness.click(button_id(post, "Answer"), user=arbiter.judge, message=post)
    forged = await arbiter.harness.submit(form, {FORM_TEXT: "bob wins"}, user=arbiter.stranger)
    assert forged.ephemeral and "Only the server's judges" in (forged.content or "")
    assert posts_in(arbiter, arbiter.table) == []  # alice was told nothing
    assert post.buttons  # still waiting for a judge

    # Two judges open the form; Manage Server answers first, and the judge's answer after it
    # is refused, naming the first.
    judy_form = await arbiter.harness.click(
        button_id(post, "Answer"), user=arbiter.judge, message=post
    )
    admin_form = await arbiter.harness.click(
        button_id(post, "Answer"), user=arbiter.admin, message=post
    )
    await arbiter.harness.submit(admin_form, {FORM_TEXT: "bob loses"}, user=arbiter.admin)
    again = await arbiter.harness.submit(judy_form, {FORM_TEXT: "bob wins"}, user=arbiter.judge)
    assert again.ephemeral and "adminna answered question #1 already" in (again.content or "")
    listed = embed_text((await slash(arbiter, "precedents")).response)
    assert "bob loses" in listed and "bob wins" not in listed
    assert len(posts_in(arbiter, arbiter.table)) == 1  # alice was told once


async def test_someone_else_s_question_is_theirs_to_send(arbiter: Arbiter) -> None:
    """A mention's answer is public: only its asker may send it to the judges."""
    harness = arbiter.harness
    judges = await judges_ready(arbiter)
    me = harness.bot_user
    (reply,) = await chat.say(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content=f"<@{me.id}> {FLIBBERS}",
        mentions=[me],
    )
    pressed = await ask(arbiter, reply, arbiter.carol)
    assert pressed.ephemeral and "Only bob can send this question" in (pressed.content or "")
    assert posts_in(arbiter, judges) == []


# -- once, and not too often ----------------------------------------------------------------------


async def test_ask_a_judge_delivered_twice_or_pressed_twice_posts_once(
    arbiter_on: Arbiter,
) -> None:
    arbiter = arbiter_on
    model_redelivery(arbiter)
    judges = await judges_ready(arbiter)
    refused = await slash(arbiter, "ruling", arbiter.alice, situation=FLIBBERS)
    press = arbiter.harness.component_payload(
        button_id(refused.response), user=arbiter.alice, message=refused.response
    )
    both = [arbiter.harness.dispatch(press, expect_response=False) for _ in range(2)]
    for pending in both:
        await pending.wait()
    assert len(posts_in(arbiter, judges)) == 1

    again = await ask(arbiter, refused.response, arbiter.alice)  # a second press
    assert "was sent to the judges already" in (again.content or "")
    assert len(posts_in(arbiter, judges)) == 1
    assert await stored_questions(arbiter) == 1


async def test_an_asker_sends_at_most_five_questions_an_hour(arbiter: Arbiter) -> None:
    judges = await judges_ready(arbiter)
    now = [utcnow()]
    arbiter.bot.judge_actions.judges.clock = lambda: now[0]
    answers = [
        await slash(arbiter, "ruling", arbiter.alice, situation=f"mtg: bob flibbers {n}")
        for n in range(QUESTIONS_PER_HOUR + 1)
    ]
    for answer in answers[:-1]:
        sent = await ask(arbiter, answer.response, arbiter.alice)
        assert "Sent to the judges" in (sent.content or "")
        now[0] += timedelta(minutes=5)

    refused = await ask(arbiter, answers[-1].response, arbiter.alice)

    assert refused.ephemeral
    assert f"You have sent {QUESTIONS_PER_HOUR} questions" in (refused.content or "")
    assert "in 35 minutes" in (refused.content or "")  # when the first is an hour old
    assert len(posts_in(arbiter, judges)) == QUESTIONS_PER_HOUR
    other = await slash(arbiter, "ruling", arbiter.bob, situation=FLIBBERS)
    assert "Sent to the judges" in ((await ask(arbiter, other.response, arbiter.bob)).content or "")
    now[0] += timedelta(minutes=40)
    later = await ask(arbiter, answers[-1].response, arbiter.alice)
    assert "Sent to the judges" in (later.content or "")


# -- the judge channel ----------------------------------------------------------------------------


async def test_a_judge_channel_arbiter_cannot_post_in_is_refused(arbiter: Arbiter) -> None:
    harness = arbiter.harness
    bot_role = harness.bot_role.id
    cannot = discord.Permissions(send_messages=True, embed_links=True)
    closed = harness.channel("closed", overwrites=[gateway.overwrite(bot_role, deny=cannot)])
    refused = await slash(arbiter, "arbiter config", arbiter.admin, judge_channel=closed)
    assert refused.ephemeral
    assert "it needs the Send Messages and Embed Links permissions there" in (refused.content or "")
    settings = await arbiter.bot.service.settings(harness.guild_id)
    assert settings.judge_channel_id is None
    # A channel where it may post is taken, and can be cleared again.
    await judges_ready(arbiter)
    cleared = await slash(arbiter, "arbiter config", arbiter.admin, clear_judge_channel=True)
    assert "judge channel none" in (cleared.content or "")


async def test_a_post_discord_refuses_is_not_sent_and_can_be_sent_again(arbiter: Arbiter) -> None:
    """The judge channel went away (or its permissions): the asker is told nothing was sent,
    and may press again once it is fixed."""
    harness = arbiter.harness
    judges = await judges_ready(arbiter)
    refused = await slash(arbiter, "ruling", arbiter.alice, situation=FLIBBERS)
    route = ("POST", "/channels/{channel_id}/messages")
    post_message = harness._routes[route]

    def forbidden(call: Any) -> Any:
        raise harness.http_error(403, 50013, "Missing Permissions")

    harness.route(*route, forbidden)
    failed = await ask(arbiter, refused.response, arbiter.alice)
    assert "Discord would not post the question" in (failed.content or "")
    assert "missing access or permissions" in (failed.content or "")

    harness.route(*route, post_message)
    sent = await ask(arbiter, refused.response, arbiter.alice)
    assert "Sent to the judges" in (sent.content or "")
    assert len(posts_in(arbiter, judges)) == 1


# -- hostile text and Discord's limits ------------------------------------------------------------


async def test_a_long_hostile_question_fits_and_pings_only_whom_it_should(arbiter: Arbiter) -> None:
    """A 1,000-character question of Markdown and mention syntax, and a 1,000-character answer:
    every message within Discord's limits (the harness refuses any that is not), nothing in
    them formats or pings but the judge role once and the asker once."""
    judges = await judges_ready(arbiter)
    hostile = f"mtg: @everyone <@&{arbiter.judge_role.id}> <@{arbiter.bob.id}> **x** "
    situation = hostile + "*_~|`" * ((1000 - len(hostile)) // 5)
    assert len(situation) <= 1000
    refused = await slash(arbiter, "ruling", arbiter.alice, situation=situation)
    await ask(arbiter, refused.response, arbiter.alice)
    (post,) = posts_in(arbiter, judges)
    assert post.mention_ids == [] and post.role_mention_ids == [arbiter.judge_role.id]
    assert "@everyone" not in embed_text(post) and "\\*\\*x\\*\\*" in embed_text(post)

    too_long = await answer_as(arbiter, post, arbiter.judge, "x" * (MAX_ANSWER + 1))
    assert too_long.ephemeral and "at most 1,000 characters" in (too_long.content or "")
    assert post.buttons  # nothing stored: still waiting for an answer
    answer = ("**no** @everyone " + "_" * MAX_ANSWER)[:MAX_ANSWER]
    await answer_as(arbiter, post, arbiter.judge, answer)
    (told,) = posts_in(arbiter, arbiter.table)
    assert told.mention_ids == [arbiter.alice.id] and told.role_mention_ids == []
    assert "\\*\\*no\\*\\*" in embed_text(told) and "@everyone" not in embed_text(told)
    rule = await slash(arbiter, "rule", query="everyone poison")
    assert any("precedent" in (f.name or "") for f in rule.embeds[0].fields)


async def test_the_commands_are_registered_for_servers(arbiter: Arbiter) -> None:
    tree = arbiter.bot.tree
    precedents = tree.get_command("precedents")
    assert precedents is not None
    data: dict[str, Any] = precedents.to_dict(tree)
    assert data["contexts"] == [0]
    config = tree.get_command("arbiter")
    assert isinstance(config, discord.app_commands.Group)
    options = {o["name"]: o for o in config.to_dict(tree)["options"][0]["options"]}
    assert options["judge_channel"]["type"] == discord.AppCommandOptionType.channel.value
    assert set(options["judge_channel"]["channel_types"]) == {0, 5}  # text and announcements


async def test_precedents_are_paged_within_discord_s_limits(arbiter: Arbiter) -> None:
    """Seven precedents of long questions and answers: two pages, each within the embed
    limits (the harness refuses any that is not), turned with the buttons."""
    judges = await judges_ready(arbiter)
    for n in range(7):
        asker = (arbiter.alice, arbiter.bob)[n % 2]
        refused = await slash(arbiter, "ruling", asker, situation=f"mtg: {'flibber ' * 110}{n}")
        await ask(arbiter, refused.response, asker)
        post = posts_in(arbiter, judges)[-1]
        await answer_as(arbiter, post, arbiter.judge, f"{n} " + "a long ruling " * 70)

    first = (await slash(arbiter, "precedents")).response
    assert first is not None and "Page 1 of 2" in (first.embeds[0].footer.text or "")
    assert [f.name.split(":")[0] for f in first.embeds[0].fields if f.name] == [
        f"Judge's precedent #{n}" for n in (7, 6, 5, 4, 3)
    ]
    turned = await arbiter.harness.click(
        first.button("Next ▶")["custom_id"], user=arbiter.alice, message=first
    )
    assert turned.response is not None
    assert "Page 2 of 2" in (turned.response.embeds[0].footer.text or "")
    assert len(turned.response.embeds[0].fields) == 2
    last = (await slash(arbiter, "precedents", page=9)).response  # past the end: the last
    assert last is not None and "Page 2 of 2" in (last.embeds[0].footer.text or "")


async def test_a_judge_s_answer_delivered_twice_tells_the_asker_once(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    model_redelivery(arbiter)
    judges = await judges_ready(arbiter)
    refused = await slash(arbiter, "ruling", arbiter.alice, situation=FLIBBERS)
    await ask(arbiter, refused.response, arbiter.alice)
    (post,) = posts_in(arbiter, judges)
    form = await arbiter.harness.click(button_id(post, "Answer"), user=arbiter.judge, message=post)
    assert form.modal is not None
    submit = arbiter.harness.modal_submit_payload(
        form.modal, {FORM_TEXT: RULING}, user=arbiter.judge, channel=judges
    )
    both = [arbiter.harness.dispatch(submit, expect_response=False) for _ in range(2)]
    for pending in both:
        await pending.wait()

    (told,) = posts_in(arbiter, arbiter.table)
    assert told.mention_ids == [arbiter.alice.id]
    page = await arbiter.bot.judge_actions.judges.page(arbiter.harness.guild_id, 0)
    assert page.total == 1 and page.precedents[0].answer == RULING


async def test_an_export_larger_than_discord_takes_leaves_the_oldest_out(
    arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    judges = await judges_ready(arbiter)
    for n in range(3):
        refused = await slash(arbiter, "ruling", arbiter.alice, situation=f"mtg: bob flibbers {n}")
        await ask(arbiter, refused.response, arbiter.alice)
        await answer_as(arbiter, posts_in(arbiter, judges)[-1], arbiter.judge, f"ruling {n} " * 90)
    whole = await slash(arbiter, "precedents", arbiter.carol, export=True)
    assert whole.response is not None and "did not fit" not in whole.response.content
    size = len(whole.response.files[0].data)
    # A server whose files may be a byte smaller: the oldest precedent is left out.
    monkeypatch.setattr(gateway, "ATTACHMENT_SIZE_LIMIT", size - 1)

    exported = await slash(arbiter, "precedents", arbiter.carol, export=True)

    assert exported.response is not None
    assert "The 1 oldest did not fit in one Discord file" in exported.response.content
    (file,) = exported.response.files
    assert len(file.data) < size
    document = json.loads(file.text)
    assert document["left_out"] == 1
    assert [p["question"] for p in document["precedents"]] == [
        "mtg: bob flibbers 1",
        "mtg: bob flibbers 2",
    ]
