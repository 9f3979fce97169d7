"""Asking a judge, and the precedents judges leave (shared/spec/rulings.md, Revision 3, "A
judge").

An answer Arbiter cannot give (words it could not read, an outcome that depends on what the
text leaves open) may go to the server's judges. A question is offered first (`Question`, not
asked yet), then asked by the person it is for (posted in the judge channel), then answered by
a judge: the answer is kept as a precedent, which `/rule` finds by words and `/precedents`
lists and exports. Pure: what a question is, who may ask how often, how precedents are found
by words, and the export document; the store keeps the rows, the faces show them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from bot.core.messages import Message
from bot.core.rulings.answer import NoRuling, Ruling

# One asker may send this many questions to a server's judges in an hour.
QUESTIONS_PER_HOUR = 5
HOUR = timedelta(hours=1)
# A question offered and never asked can be asked for a week; older offers are forgotten.
OFFER_LIFETIME = timedelta(days=7)
# A press that is posting the question holds it this long (a crash mid-post: then free again).
POSTING_CLAIM = timedelta(seconds=60)
# A judge's answer, in characters (a modal's paragraph field).
MAX_ANSWER = 1000
# Precedents listed per page of /precedents, and shown by /rule.
PAGE_SIZE = 5
SHOWN_BY_RULE = 3

EXPORT_FORMAT = "arbiter-precedents"
EXPORT_VERSION = 1


class AskReason(StrEnum):
    """Why Arbiter offers to ask a judge."""

    UNREAD = "unread"  # words it could not read (an unknown card among them)
    DEPENDS = "depends"  # the outcome depends on what the text leaves open


def reason_to_ask(answer: Ruling | NoRuling) -> AskReason | None:
    """Whether a judge could help with this answer: it names words Arbiter could not read, or
    it depends on what the asker left open. A refusal that says what to fix (no game named,
    too long, a situation the game's rules rule out) is the asker's to fix, not a judge's."""
    if isinstance(answer, NoRuling):
        return AskReason.UNREAD if answer.unread else None
    return AskReason.DEPENDS if answer.status == AskReason.DEPENDS.value else None


class AskStatus(StrEnum):
    """What a press of "Ask a judge" did."""

    POST = "post"  # this press sends it: post it in the judge channel now
    SENT = "sent"  # sent before (a second press): nothing more to do
    SENDING = "sending"  # another press is sending it right now
    ANSWERED = "answered"  # a judge has answered it already


@dataclass(frozen=True, slots=True)
class Draft:
    """A question as an answer offers to send it: who asks, whose "I" the text is (the author
    of the message asked about with "Ask Arbiter"; else the asker), what Arbiter could not
    settle, and where the asker is told of the answer (a channel, a message to reply to)."""

    asker_id: int
    asker_name: str
    speaker: str
    text: str
    reason: AskReason
    unread: str | None = None
    game: str | None = None
    channel_id: int | None = None
    reply_to: int | None = None


@dataclass(frozen=True, slots=True)
class Question:
    """A question for a server's judges, as stored: offered, asked (posted in the judge
    channel), answered (a precedent). The fields of its `Draft`, and what became of it."""

    id: int
    guild_id: int
    asker_id: int
    asker_name: str
    speaker: str
    text: str
    reason: AskReason
    unread: str | None
    game: str | None
    channel_id: int | None
    reply_to: int | None
    created_at: datetime
    asked_at: datetime | None = None
    judge_channel_id: int | None = None
    posted_message_id: int | None = None
    answer: str | None = None
    judge_id: int | None = None
    judge_name: str | None = None
    answered_at: datetime | None = None

    @property
    def answered(self) -> bool:
        return self.answered_at is not None and self.answer is not None


@dataclass(frozen=True, slots=True)
class Offered:
    """An answer's offer to ask a judge: the question to press for, or None when the server
    has no judge channel (the button then says how to set one)."""

    question_id: int | None
    duplicate: bool = False
    retry: bool = False


@dataclass(frozen=True, slots=True)
class Asked:
    """What a press of "Ask a judge" did, the question, and whom the post pings."""

    status: AskStatus
    question: Question
    judge_role_id: int | None = None
    duplicate: bool = False
    retry: bool = False


@dataclass(frozen=True, slots=True)
class Answered:
    """A judge's answer, stored: the question with it (a precedent now)."""

    question: Question
    duplicate: bool = False
    retry: bool = False


@dataclass(frozen=True, slots=True)
class PrecedentPage:
    """One page (0-based) of a server's precedents, newest first, and how many there are."""

    precedents: tuple[Question, ...]
    page: int
    total: int

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // PAGE_SIZE))


# -- who may ask how often ----------------------------------------------------------------------


def wait_before_next(asked: list[datetime], now: datetime) -> timedelta | None:
    """None if one more question may be asked now, given when the asker's earlier questions to
    this server were asked; else how long until it may."""
    recent = sorted(t for t in asked if t > now - HOUR)
    if len(recent) < QUESTIONS_PER_HOUR:
        return None
    return recent[-QUESTIONS_PER_HOUR] + HOUR - now


def too_many(wait: timedelta) -> Message:
    minutes = max(1, -(-int(wait.total_seconds()) // 60))
    return Message.plural(
        "You have sent {most} questions to this server's judges in the last hour, which is as "
        "many as Arbiter sends for one person; you can send the next one in {n} minute.",
        "You have sent {most} questions to this server's judges in the last hour, which is as "
        "many as Arbiter sends for one person; you can send the next one in {n} minutes.",
        minutes,
        most=QUESTIONS_PER_HOUR,
    )


def answer_problem(text: str) -> Message | None:
    """Why a judge's answer cannot be stored as it is; None if it can."""
    if not text.strip():
        return Message("An answer needs some text: write the ruling the asker should hear.")
    if len(text) > MAX_ANSWER:
        return Message(
            "An answer is at most {most} characters; this one has {length}.",
            most=f"{MAX_ANSWER:,}",
            length=f"{len(text):,}",
        )
    if "\x00" in text:
        return Message(
            "The answer contains control characters (such as NUL); write it as plain text."
        )
    return None


# -- finding precedents by words ----------------------------------------------------------------

_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
# Small words nearly every question has: they find nothing.
_SMALL_WORDS = (
    "the and for with that this what when who whom how does did from have has had are was "
    "were you your his her its they them their into then can not but all any our out who's "
    "what's i'm i've it's there here which would could should about after before while"
)
_SKIPPED = frozenset(_SMALL_WORDS.split())
MIN_WORD = 3
MAX_WORDS = 8


def search_words(query: str) -> tuple[str, ...]:
    """The words of a query a precedent is looked up by: lower case, three letters or more,
    not a small word every question has, each once, at most eight."""
    words: dict[str, None] = {}
    for word in _WORD.findall(query.casefold()):
        if len(word) >= MIN_WORD and word not in _SKIPPED:
            words[word] = None
        if len(words) == MAX_WORDS:
            break
    return tuple(words)


def best_precedents(
    candidates: list[Question], words: tuple[str, ...], limit: int = SHOWN_BY_RULE
) -> list[Question]:
    """The precedents that share most of the query's words (in the question or the answer), at
    least half of them, the most shared first, then the newest."""
    if not words:
        return []
    needed = -(-len(words) // 2)
    scored = []
    for precedent in candidates:
        said = f"{precedent.text}\n{precedent.answer or ''}".casefold()
        shared = sum(1 for word in words if word in said)
        if shared >= needed:
            scored.append((shared, precedent.answered_at or precedent.created_at, precedent))
    scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [precedent for _, _, precedent in scored[:limit]]


# -- the export ---------------------------------------------------------------------------------


def _person(user_id: int | None, name: str | None) -> dict[str, Any]:
    return {"id": None if user_id is None else str(user_id), "name": name}


def _when(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def export_document(
    guild_id: int, precedents: list[Question], exported_at: datetime, *, left_out: int = 0
) -> dict[str, Any]:
    """A server's precedents as one JSON document (the README, "Asking a judge", describes
    it): oldest first; Discord ids as strings (they pass 2**53)."""
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "guild_id": str(guild_id),
        "exported_at": exported_at.isoformat(),
        "left_out": left_out,
        "precedents": [
            {
                "id": p.id,
                "question": p.text,
                "speaker": p.speaker,
                "game": p.game,
                "why": p.reason.value,
                "unread": p.unread,
                "asked_by": _person(p.asker_id, p.asker_name),
                "asked_at": _when(p.asked_at),
                "answer": p.answer,
                "answered_by": _person(p.judge_id, p.judge_name),
                "answered_at": _when(p.answered_at),
            }
            for p in precedents
        ],
    }
