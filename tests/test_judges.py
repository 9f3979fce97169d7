"""Questions for a server's judges in two bot processes on one database (bot.app.judges), on
SQLite and PostgreSQL: each process is its own Database (its own connections) and services.
A question is posted once whoever presses and however often, the hour's limit is counted in
the database, and one answer is kept."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from bot.app.judges import Judges
from bot.app.match import Actor, MatchService
from bot.core.errors import MatchError
from bot.core.match.commands import ChangeSettings
from bot.core.rulings.precedents import QUESTIONS_PER_HOUR, AskReason, AskStatus, Draft
from bot.store.database import Database
from bot.store.tables.columns import utcnow

GUILD = 7002
ASKER = 11
JUDGE = Actor(user_id=21, is_judge=True)
OTHER_JUDGE = Actor(user_id=22, is_judge=True)


def draft(text: str = "mtg: bob flibbers", asker: int = ASKER) -> Draft:
    return Draft(
        asker_id=asker,
        asker_name=f"user{asker}",
        speaker=f"user{asker}",
        text=text,
        reason=AskReason.UNREAD,
        unread="bob flibbers",
        channel_id=31,
        reply_to=None,
    )


@pytest.fixture
async def processes(database: Database) -> AsyncIterator[tuple[Judges, Judges]]:
    """Two processes on the test's database, its server's judge channel set."""
    engines = [Database(database.url), Database(database.url)]
    made = [Judges(engine, MatchService(engine)) for engine in engines]
    change = ChangeSettings(judge_role_id=41, judge_channel_id=51)
    await made[0].matches.change_guild_settings(GUILD, change, idempotency_key="config")
    try:
        yield made[0], made[1]
    finally:
        for engine in engines:
            await engine.close()


async def _offer(judges: Judges, key: str, text: str = "mtg: bob flibbers") -> int:
    offered = await judges.offer(GUILD, draft(text), idempotency_key=key)
    assert offered.question_id is not None
    return offered.question_id


async def test_two_presses_in_two_processes_at_once_post_the_question_once(
    processes: tuple[Judges, Judges],
) -> None:
    """A double press (two interactions) reaching two processes at the same moment: one of
    them posts it; the other is told it is being sent. Five questions, so the interleavings
    vary."""
    one, two = processes
    for n in range(QUESTIONS_PER_HOUR):
        question = await _offer(one, f"offer-{n}", f"mtg: bob flibbers {n}")
        presses = await asyncio.gather(
            one.ask(question_id=question, guild_id=GUILD, user_id=ASKER, idempotency_key=f"a{n}"),
            two.ask(question_id=question, guild_id=GUILD, user_id=ASKER, idempotency_key=f"b{n}"),
        )
        assert sorted(p.status for p in presses) == [AskStatus.POST, AskStatus.SENDING]
        (posting,) = [p for p in presses if p.status is AskStatus.POST]
        assert posting.judge_role_id == 41 and posting.question.judge_channel_id == 51


async def test_one_press_delivered_to_two_processes_is_applied_once(
    processes: tuple[Judges, Judges],
) -> None:
    one, two = processes
    question = await _offer(one, "offer")
    presses = await asyncio.gather(
        one.ask(question_id=question, guild_id=GUILD, user_id=ASKER, idempotency_key="press"),
        two.ask(question_id=question, guild_id=GUILD, user_id=ASKER, idempotency_key="press"),
    )
    assert [p.status for p in presses] == [AskStatus.POST, AskStatus.POST]
    assert sorted(p.duplicate for p in presses) == [False, True]  # one posts; one is the echo


async def test_the_hour_s_limit_is_counted_in_the_database(
    processes: tuple[Judges, Judges],
) -> None:
    one, two = processes
    now = utcnow()
    one.clock = two.clock = lambda: now
    for n in range(QUESTIONS_PER_HOUR):
        question = await _offer(one, f"offer-{n}", f"mtg: flibber {n}")
        asked = await one.ask(
            question_id=question, guild_id=GUILD, user_id=ASKER, idempotency_key=f"ask-{n}"
        )
        assert asked.status is AskStatus.POST
    sixth = await _offer(two, "offer-6", "mtg: flibber 6")
    with pytest.raises(MatchError, match="in 60 minutes"):
        await two.ask(question_id=sixth, guild_id=GUILD, user_id=ASKER, idempotency_key="ask-6")
    # The same refusal again for the same interaction, even after the hour.
    two.clock = lambda: now + timedelta(hours=1, seconds=1)
    with pytest.raises(MatchError, match="in 60 minutes"):
        await two.ask(question_id=sixth, guild_id=GUILD, user_id=ASKER, idempotency_key="ask-6")
    later = await two.ask(question_id=sixth, guild_id=GUILD, user_id=ASKER, idempotency_key="ask-7")
    assert later.status is AskStatus.POST


async def test_two_judges_answering_at_once_in_two_processes_keep_one_answer(
    processes: tuple[Judges, Judges],
) -> None:
    one, two = processes
    question = await _offer(one, "offer")
    await one.ask(question_id=question, guild_id=GUILD, user_id=ASKER, idempotency_key="ask")
    answers = await asyncio.gather(
        one.answer(
            question_id=question,
            guild_id=GUILD,
            actor=JUDGE,
            judge_name="judy",
            text="bob loses",
            idempotency_key="answer-1",
        ),
        two.answer(
            question_id=question,
            guild_id=GUILD,
            actor=OTHER_JUDGE,
            judge_name="jim",
            text="bob wins",
            idempotency_key="answer-2",
        ),
        return_exceptions=True,
    )
    kept = [a for a in answers if not isinstance(a, BaseException)]
    refused = [a for a in answers if isinstance(a, MatchError)]
    assert len(kept) == 1 and len(refused) == 1
    assert "answered question" in refused[0].message
    page = await two.page(GUILD, 0)
    assert page.total == 1 and page.precedents[0].answer == kept[0].question.answer
    found = await one.find(GUILD, "what if bob flibbers?")
    assert [p.id for p in found] == [question]
    assert await one.find(GUILD, "a question about poison") == []
    assert await one.find(GUILD + 1, "bob flibbers") == []  # another server's precedents
