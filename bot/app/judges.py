"""Questions for a server's judges and their answers, the precedents (shared/spec/rulings.md,
Revision 3, "A judge"; bot.core.rulings.precedents says what they are).

Every write is applied once per interaction through the match service's request log
(bot.store.requests), one at a time per server (a server's interactions reach one process):
the offer that comes with an answer Arbiter could not give, a press of "Ask a judge" (a second
delivery gets the first answer; a second press finds the question sent or being sent, so it
is posted once), the note that it was posted (or not), and a judge's answer (a second
delivery stores nothing more and tells nobody again: it comes back marked `duplicate`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.match import Actor, MatchService
from bot.core.errors import MatchError, NotAllowed
from bot.core.messages import Message
from bot.core.rulings.precedents import (
    HOUR,
    OFFER_LIFETIME,
    PAGE_SIZE,
    POSTING_CLAIM,
    Answered,
    Asked,
    AskStatus,
    Draft,
    Offered,
    PrecedentPage,
    Question,
    answer_problem,
    best_precedents,
    search_words,
    too_many,
    wait_before_next,
)
from bot.store import precedents as store
from bot.store.database import Database
from bot.store.leagues import as_utc
from bot.store.requests import request_for
from bot.store.tables.columns import utcnow
from bot.store.tables.precedents import JudgeQuestion

T = TypeVar("T")

NO_JUDGE_CHANNEL = Message(
    "This server has no judge channel, so there is nobody to send the question to. A server "
    "admin (Manage Server) sets one with `/arbiter config judge_channel:#channel`; then ask "
    "Arbiter again."
)
GONE = Message("That question is no longer kept (offers are kept for a week): ask Arbiter again.")
ONLY_JUDGES = Message(
    "Only the server's judges (the judge role, or Manage Server) answer questions sent to them."
)


class Judges:
    """The judges' side of quick rulings, for the Discord face."""

    def __init__(
        self,
        database: Database,
        matches: MatchService,
        *,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self.db = database
        self.matches = matches
        self.clock = clock

    async def _write(
        self,
        guild_id: int,
        work: Callable[[AsyncSession], Awaitable[T]],
        *,
        key: str | None,
        user_id: int,
        kind: str,
        answer: type[T],
    ) -> T:
        request = request_for(key, user_id, kind, answer, guild_id=guild_id)
        return await self.matches.write_request(("judges", guild_id), work, request)

    async def judge_channel(self, guild_id: int) -> int | None:
        """The server's judge channel (settings kept briefly, as for every interaction)."""
        return (await self.matches.settings(guild_id)).judge_channel_id

    # -- the offer, and asking ----------------------------------------------------------------

    async def offer(self, guild_id: int, draft: Draft, *, idempotency_key: str | None) -> Offered:
        """Keep the question an answer offers to send to the judges, so its button can name
        it; nothing is kept when the server has no judge channel (the button says so)."""
        if await self.judge_channel(guild_id) is None:
            return Offered(None)

        async def work(session: AsyncSession) -> Offered:
            now = self.clock()
            row = JudgeQuestion(
                guild_id=guild_id,
                asker_id=draft.asker_id,
                asker_name=draft.asker_name,
                speaker=draft.speaker,
                text=draft.text,
                reason=draft.reason.value,
                unread=draft.unread,
                game=draft.game,
                channel_id=draft.channel_id,
                reply_to=draft.reply_to,
                created_at=now,
            )
            return Offered(await store.add_offer(session, row, now - OFFER_LIFETIME))

        return await self._write(
            guild_id,
            work,
            key=idempotency_key,
            user_id=draft.asker_id,
            kind="judge_offer",
            answer=Offered,
        )

    async def ask(
        self, *, question_id: int, guild_id: int, user_id: int, idempotency_key: str | None
    ) -> Asked:
        """A press of "Ask a judge": the asker's own question, within the rate limit, claimed
        for posting (`AskStatus.POST`: the caller posts it, then says `posted` or
        `not_posted`); or what became of it already."""

        async def work(session: AsyncSession) -> Asked:
            now = self.clock()
            row = await store.load(session, question_id)
            if row is None or row.guild_id != guild_id:
                raise MatchError(GONE)
            if row.asker_id != user_id:
                raise NotAllowed(
                    Message(
                        "Only {asker} can send this question to the judges: it is theirs. "
                        "Ask Arbiter yourself to get a button of your own.",
                        asker=row.asker_name,
                    )
                )
            question = store.question_of(row)
            if question.answered:
                return Asked(AskStatus.ANSWERED, question)
            if row.posted_message_id is not None:
                return Asked(AskStatus.SENT, question)
            if row.posting_until is not None and as_utc(row.posting_until) > now:
                return Asked(AskStatus.SENDING, question)
            if question.created_at < now - OFFER_LIFETIME:
                raise MatchError(GONE)
            settings = await self.matches.unit.store.settings(session, guild_id)
            if settings.judge_channel_id is None:
                raise MatchError(NO_JUDGE_CHANNEL)
            asked = await store.asked_since(
                session, guild_id, user_id, now - HOUR, besides=question.id
            )
            wait = wait_before_next(asked, now)
            if wait is not None:
                raise MatchError(too_many(wait))
            row.asked_at = now
            row.posting_until = now + POSTING_CLAIM
            row.judge_channel_id = settings.judge_channel_id
            session.add(row)
            return Asked(AskStatus.POST, store.question_of(row), settings.judge_role_id)

        return await self._write(
            guild_id, work, key=idempotency_key, user_id=user_id, kind="judge_ask", answer=Asked
        )

    async def posted(
        self, *, question: Question, message_id: int, idempotency_key: str | None
    ) -> Question:
        """The question is in the judge channel, as message `message_id`."""

        async def work(session: AsyncSession) -> Question:
            row = await store.load(session, question.id)
            if row is None:
                raise MatchError(GONE)
            row.posted_message_id = message_id
            row.posting_until = None
            session.add(row)
            return store.question_of(row)

        return await self._write(
            question.guild_id,
            work,
            key=idempotency_key,
            user_id=question.asker_id,
            kind="judge_posted",
            answer=Question,
        )

    async def not_posted(self, *, question: Question, idempotency_key: str | None) -> Question:
        """Discord refused the post: the question is the asker's to send again (and counts
        for nothing against their questions of the hour)."""

        async def work(session: AsyncSession) -> Question:
            row = await store.load(session, question.id)
            if row is None:
                raise MatchError(GONE)
            if row.posted_message_id is None and row.answered_at is None:
                row.asked_at = row.posting_until = row.judge_channel_id = None
                session.add(row)
            return store.question_of(row)

        return await self._write(
            question.guild_id,
            work,
            key=idempotency_key,
            user_id=question.asker_id,
            kind="judge_not_posted",
            answer=Question,
        )

    # -- answering --------------------------------------------------------------------------

    async def answer(
        self,
        *,
        question_id: int,
        guild_id: int,
        actor: Actor,
        judge_name: str,
        text: str,
        idempotency_key: str | None,
    ) -> Answered:
        """A judge's answer, kept as a precedent of the server. Judges only; one answer per
        question (a second one is refused, naming the first)."""
        if not actor.is_judge:
            raise NotAllowed(ONLY_JUDGES)
        problem = answer_problem(text)
        if problem is not None:
            raise MatchError(problem)

        async def work(session: AsyncSession) -> Answered:
            row = await store.load(session, question_id)
            if row is None or row.guild_id != guild_id:
                raise MatchError(GONE)
            _refuse_answered(store.question_of(row))
            if row.asked_at is None:
                raise MatchError(Message("That question was never sent to the judges."))
            row.answer = text.strip()
            row.judge_id = actor.user_id
            row.judge_name = judge_name
            row.answered_at = self.clock()
            row.posting_until = None
            session.add(row)
            return Answered(store.question_of(row))

        return await self._write(
            guild_id,
            work,
            key=idempotency_key,
            user_id=actor.user_id,
            kind="judge_answer",
            answer=Answered,
        )

    # -- precedents ---------------------------------------------------------------------------

    async def page(self, guild_id: int, page: int) -> PrecedentPage:
        """Page `page` (0-based; past the end: the last page) of the server's precedents."""
        async with self.db.transaction() as session:
            total = await store.count_precedents(session, guild_id)
            last = max(0, -(-total // PAGE_SIZE) - 1)
            page = max(0, min(page, last))
            found = await store.precedents(
                session, guild_id, offset=page * PAGE_SIZE, limit=PAGE_SIZE
            )
        return PrecedentPage(tuple(found), page, total)

    async def find(self, guild_id: int, query: str) -> list[Question]:
        """The server's precedents that answer to the query's words, the best first."""
        words = search_words(query)
        if not words:
            return []
        async with self.db.transaction() as session:
            candidates = await store.precedents_with(session, guild_id, words)
        return best_precedents(candidates, words)

    async def all_precedents(self, guild_id: int) -> list[Question]:
        """Every precedent of the server, oldest first (the export)."""
        async with self.db.transaction() as session:
            newest_first = await store.precedents(session, guild_id)
        return newest_first[::-1]


def _refuse_answered(question: Question) -> None:
    if question.answered and question.answered_at is not None:
        raise MatchError(
            Message(
                "{judge} answered question #{id} already, on {date}; it is a precedent now "
                "(`/precedents`).",
                judge=question.judge_name or "",
                id=question.id,
                date=question.answered_at.date().isoformat(),
            )
        )
