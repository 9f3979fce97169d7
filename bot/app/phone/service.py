"""The phone as a life counter that is also the referee (issue 32, docs/phone.md).

Three faces use this service:

* Discord (`/match phone`): `link` gives a player of the channel's active match their own
  link, or with `revoke` kills it and gives a new one; applied once per interaction id
  through the match service's request log, as every write.
* The web pages (`arbiter web`): `page` reads what a phone shows; `tap` and `undo` report as
  the link's player through the very calls the slash commands use (MatchService.report,
  MatchService.undo_change), with the player as the actor (never a judge: the service's own
  checks say what a player may report) and the tap's idempotency key (a retried tap is
  applied once). Each applied tap is then put in the outbox (bot.store.phone) for the bot.
* The bot: `unhandled`, `claim` and `listen` take the outbox's changes to show them in
  Discord (the board, a Confirm/Dispute message, a result).

A link works while its match is active: unknown, revoked and expired all read as None.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from enum import StrEnum
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.match import Actor, MatchService
from bot.app.match.unit import NO_ACTIVE_MATCH
from bot.app.match.views import ChangeAnswer, MatchView, ReportAnswer
from bot.app.phone.pad import BadTap, Tap, Target, events_of, pad
from bot.app.phone.watch import MatchWatch
from bot.core.errors import MatchError, NoActiveMatch, NotAllowed, OutcomeUnknown
from bot.core.match.statuses import MatchStatus
from bot.core.messages import N_, Message
from bot.store import phone as rows
from bot.store.answer_json import decode, encode
from bot.store.database import Listening
from bot.store.requests import request_for
from bot.store.tables.matches import ACTIVE, utcnow
from bot.store.tables.phone import PhoneChange as PhoneChangeRow

T = TypeVar("T")

# What a page's tap key may be (it is made by the page's script, or per form by the server).
CLIENT_KEY = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
MENTION = re.compile(r"<@!?(\d+)>")
ANOTHER_PLAYER = N_("another player")  # a mention of someone not in the match, on a page
KEEP_HANDLED = timedelta(days=1)  # how long a shown change is kept (a retried tap finds it)
VIEWS_KEPT = 10_000  # matches whose newest view a web process keeps


class Refusal(StrEnum):
    """Why a phone's request was not applied (the web face's status codes follow these)."""

    GONE = "gone"  # unknown, revoked or expired link: the same for all three
    FORGED = "forged"  # no or a wrong CSRF token
    BAD_TAP = "bad_tap"  # not a tap the pad offers, or a bad key
    NOT_ALLOWED = "not_allowed"  # the match service: a player may not report that
    REFUSED = "refused"  # the match service: not now (a batch open, a report waiting...)
    UNKNOWN = "unknown"  # the database lost it: the same tap again settles it


class PhoneRefused(Exception):
    """A phone's request not applied: `refusal` why (a code), `text` what to say (worded by
    the page in its reader's language), `message` it in English."""

    def __init__(self, refusal: Refusal, message: Message) -> None:
        self.message = message.english()
        super().__init__(self.message)
        self.refusal = refusal
        self.text = message


GONE_TEXT = Message(
    "This link no longer works: its match is over, or its player asked for a new one "
    "(/match phone in Discord gives the current link)."
)


@dataclass(frozen=True, slots=True)
class PhoneLinkAnswer:
    """`/match phone`'s answer: the match's id and the player's link's token."""

    match_id: int
    token: str


@dataclass(frozen=True, slots=True)
class PhonePage:
    """What one player's phone shows: the match, whose phone it is, the pad."""

    match: MatchView
    seat: int  # the phone's player, 1 for the match's first seat
    targets: tuple[Target, ...]
    csrf: str  # this page's CSRF token: taps from it carry it back

    @property
    def version(self) -> int:
        return self.match.version


class TapStatus(StrEnum):
    APPLIED = "applied"
    PENDING = "pending"  # waits for another player's confirmation in Discord
    BATCHED = "batched"  # added to the open batch
    UNDONE = "undone"  # the last report taken back
    WITHDRAWN = "withdrawn"  # what waited for confirmation withdrawn


@dataclass(frozen=True, slots=True)
class TapDone:
    """What a tap did: its status, what it decided (plain words, with the rules cited), the
    match after it, and whether it was applied before (the same tap sent again)."""

    status: TapStatus
    outcomes: tuple[str, ...]
    page: PhonePage
    duplicate: bool


class PhoneChangeKind(StrEnum):
    REPORT = "report"
    UNDO = "undo"


@dataclass(frozen=True, slots=True)
class PhoneChange:
    """A change a phone made, for the bot to show in Discord: the report's answer, or the
    undo's."""

    id: int
    match_id: int
    channel_id: int
    guild_id: int | None
    user_id: int
    kind: PhoneChangeKind
    report: ReportAnswer | None
    undo: ChangeAnswer | None


def _csrf(key: str, nonce: str) -> str:
    mac = hmac.new(key.encode(), nonce.encode(), hashlib.sha256).hexdigest()[:32]
    return f"{nonce}.{mac}"


def csrf_token(key: str) -> str:
    """A new CSRF token for one rendering of a page of the link whose key is `key`."""
    return _csrf(key, secrets.token_urlsafe(12))


def csrf_valid(key: str, token: object) -> bool:
    if not isinstance(token, str) or token.count(".") != 1 or len(token) > 100:
        return False
    nonce = token.split(".", 1)[0]
    return hmac.compare_digest(_csrf(key, nonce), token)


class PhoneService:
    """Phone links (Discord), pages and taps (web), the outbox (bot). `matches` writes (the
    bot's own service there; one over the web process's writing pool there: a league's terms
    for its matches are part of the match state, so any match service decides as the bot's
    does); `reader`, if given, serves the pages' reads (a read-only database)."""

    def __init__(
        self,
        matches: MatchService,
        *,
        reader: MatchService | None = None,
        on_change: Callable[[], None] | None = None,
    ) -> None:
        """`on_change`: called once a change is in the outbox (a bot in this process)."""
        self.matches = matches
        self.on_change = on_change
        self.reader = reader or matches
        self.db = matches.db
        self.watch = MatchWatch(self._versions, self._read)
        # The newest view of each match this process has read or written. Every change
        # bumps a match's version, so a view whose version is the match's (as the link's
        # query reads it) is the match as stored: a page is drawn from it with no more reads.
        # A match's roster never changes, so any view of it names its players for a tap.
        self._views: dict[int, MatchView] = {}

    # -- Discord: /match phone ------------------------------------------------------------------

    async def players_match(self, *, channel_id: int, actor: Actor) -> MatchView:
        """The channel's active match, of which the actor is a player: refused (nothing
        changed) when there is none, or they do not play in it (a judge, a bystander)."""
        try:
            view = await self.matches.status(channel_id=channel_id)
        except NoActiveMatch:
            view = None
        if view is None or view.status != MatchStatus.ACTIVE:
            raise NoActiveMatch(NO_ACTIVE_MATCH)
        if view.name_of(actor.user_id) is None:
            raise NotAllowed(
                Message(
                    "Only the match's players get a phone link: it reports as its player. "
                    "A judge reports with the slash commands."
                )
            )
        return view

    async def link(
        self,
        *,
        channel_id: int,
        actor: Actor,
        revoke: bool = False,
        idempotency_key: str | None = None,
    ) -> PhoneLinkAnswer:
        """The actor's link to report from their phone in the channel's active match: made
        on the first ask, the same one after; with `revoke`, the old one dies and a new one
        is given. Only the match's players get one."""
        view = await self.players_match(channel_id=channel_id, actor=actor)

        async def work(session: AsyncSession) -> PhoneLinkAnswer:
            if revoke:
                await rows.delete_link(session, view.id, actor.user_id)
            link = await rows.link_of(session, view.id, actor.user_id)
            if link is None:
                link = rows.add_link(session, view.id, actor.user_id)
            return PhoneLinkAnswer(view.id, link.token)

        kind = "phone_revoke" if revoke else "phone_link"
        request = request_for(idempotency_key, actor.user_id, kind, PhoneLinkAnswer)
        return await self.matches.write_request(channel_id, work, request)

    # -- the web: pages ---------------------------------------------------------------------------

    async def _linked(self, token: str) -> rows.LinkedMatch | None:
        async with self.reader.db.transaction() as session:
            found = await rows.linked(session, token)
        return found if found is not None and found.status == ACTIVE else None

    def _remember(self, view: MatchView) -> MatchView:
        kept = self._views.get(view.id)
        if kept is None or view.version >= kept.version:
            self._views[view.id] = view
            if len(self._views) > VIEWS_KEPT:
                self._views.pop(next(iter(self._views)))
        return view

    async def page(self, token: str) -> PhonePage | None:
        """What the link's phone shows (None: unknown, revoked or expired)."""
        link = await self._linked(token)
        if link is None:
            return None
        view = self._views.get(link.match_id)
        if view is None or view.version < link.version:
            found = await self._read(link.match_id)
            if found is None:  # deleted since
                return None
            view = self._remember(found)
        return self._page(view, link)

    @staticmethod
    def _page(view: MatchView, link: rows.LinkedMatch) -> PhonePage | None:
        seats = [n for n, p in enumerate(view.players, start=1) if p.user_id == link.user_id]
        if not seats:
            return None
        return PhonePage(view, seats[0], pad(view, link.user_id), csrf_token(link.csrf_key))

    async def _versions(self, match_ids: Sequence[int]) -> dict[int, int]:
        async with self.reader.db.transaction() as session:
            return await rows.versions(session, match_ids)

    async def _read(self, match_id: int) -> MatchView | None:
        try:
            return self._remember(await self.reader.match(match_id))
        except MatchError:
            return None

    async def changed_after(self, token: str, version: int, seconds: float) -> PhonePage | None:
        """The link's page once its match is past `version` (or `seconds` pass);
        None once the link is gone."""
        page = await self.page(token)
        if page is None or page.version > version:
            return page
        view = await self.watch.after(page.match.id, page.version, seconds)
        if view is not None:
            self._remember(view)
        return await self.page(token)

    # -- the web: taps ----------------------------------------------------------------------------

    async def _writable(
        self, token: str, csrf: object, key: object
    ) -> tuple[rows.LinkedMatch, str]:
        link = await self._linked(token)
        if link is None:
            raise PhoneRefused(Refusal.GONE, GONE_TEXT)
        if not csrf_valid(link.csrf_key, csrf):
            raise PhoneRefused(
                Refusal.FORGED, Message("This page is out of date: reload it, then tap again.")
            )
        if not isinstance(key, str) or not CLIENT_KEY.match(key):
            raise PhoneRefused(
                Refusal.BAD_TAP, Message("That tap has no usable id; reload the page.")
            )
        # One link's keys never meet another's, nor a Discord interaction id.
        return link, f"phone:{link.link_id}:{key}"

    async def _roster(self, match_id: int) -> MatchView:
        """A view of the match, for its players' names and seats (they never change)."""
        return self._views.get(match_id) or self._remember(await self.matches.match(match_id))

    async def tap(self, token: str, code: object, *, csrf: object, key: object) -> TapDone:
        """Report the tap as the link's player, applied once per `key`."""
        link, full_key = await self._writable(token, csrf, key)
        roster = await self._roster(link.match_id)
        try:
            events = events_of(Tap.read(code), roster)
        except BadTap as error:
            raise PhoneRefused(Refusal.BAD_TAP, error.text) from None
        answer = await self._refusing(
            roster,
            self.matches.report(
                channel_id=link.channel_id,
                actor=Actor(link.user_id),
                events=events,
                idempotency_key=full_key,
            ),
        )
        await self._record(link, full_key, PhoneChangeKind.REPORT, answer)
        status = TapStatus(answer.status)
        # The phone page shows the verdict in English (the pages are not worded per reader yet).
        said = tuple(line.english() for line in answer.outcomes + answer.notes)
        return TapDone(status, said, self._done(answer.match, link), answer.duplicate)

    async def undo(self, token: str, *, csrf: object, key: object) -> TapDone:
        """Take back the player's last report (or withdraw what waits), as /undo does."""
        link, full_key = await self._writable(token, csrf, key)
        roster = await self._roster(link.match_id)
        answer = await self._refusing(
            roster,
            self.matches.undo_change(
                channel_id=link.channel_id, actor=Actor(link.user_id), idempotency_key=full_key
            ),
        )
        await self._record(link, full_key, PhoneChangeKind.UNDO, answer)
        status = TapStatus.WITHDRAWN if answer.waited is not None else TapStatus.UNDONE
        return TapDone(status, (), self._done(answer.match, link), answer.duplicate)

    def _done(self, view: MatchView, link: rows.LinkedMatch) -> PhonePage:
        if view.pending is not None:
            # The bot posts what waits and keeps its Confirm message's id, with no new
            # version of the match: the next tap here reads the match as stored, not as this
            # write left it (an undo would not know which message's buttons to retire).
            self.matches.unit.store.forget(channel_id=view.channel_id)
        self.watch.changed(self._remember(view))
        page = self._page(view, link)
        assert page is not None  # the player was in the match a moment ago, and still is
        return page

    @staticmethod
    async def _refusing(roster: MatchView, call: Awaitable[T]) -> T:
        """The service's answer; its refusal as a PhoneRefused in names, never ids."""
        try:
            return await call
        except NotAllowed as error:
            raise PhoneRefused(Refusal.NOT_ALLOWED, _named(error.text, roster)) from None
        except MatchError as error:
            raise PhoneRefused(Refusal.REFUSED, _named(error.text, roster)) from None
        except OutcomeUnknown as error:
            raise PhoneRefused(Refusal.UNKNOWN, error.text) from None

    async def _record(
        self,
        link: rows.LinkedMatch,
        key: str,
        kind: PhoneChangeKind,
        answer: ReportAnswer | ChangeAnswer,
    ) -> None:
        """Put the change in the outbox for the bot (once per tap: a retried tap that was
        recorded adds nothing)."""
        change = rows.ChangeRecord(
            key=key,
            match_id=link.match_id,
            guild_id=link.guild_id,
            channel_id=link.channel_id,
            user_id=link.user_id,
            kind=kind.value,
            answer=encode(answer),
        )
        await rows.record_change(self.db, change, repeated=answer.duplicate)
        if self.on_change is not None:
            self.on_change()

    # -- the bot: the outbox ----------------------------------------------------------------------

    async def unhandled(
        self, *, limit: int = 100, shards: tuple[int, Sequence[int]] | None = None
    ) -> list[PhoneChange]:
        """The oldest changes no bot process has shown yet (of this process's shards)."""
        async with self.db.transaction() as session:
            found = await rows.unhandled(session, limit=limit, shards=shards)
        return [_change(row) for row in found]

    async def claim(self, change_ids: Sequence[int]) -> set[int]:
        """Claim changes to show them: each is claimed by exactly one process."""
        async with self.db.transaction() as session:
            return await rows.claim(session, change_ids)

    async def prune(self) -> None:
        async with self.db.transaction() as session:
            await rows.prune(session, utcnow() - KEEP_HANDLED)

    async def listen(self, heard: Callable[[str], None]) -> Listening | None:
        """Hear of new changes as they commit (PostgreSQL); None on SQLite (look instead)."""
        return await self.db.listen(rows.NOTIFY_CHANNEL, heard)


def _change(row: PhoneChangeRow) -> PhoneChange:
    kind = PhoneChangeKind(row.kind)
    assert row.id is not None
    report = decode(ReportAnswer, row.answer) if kind is PhoneChangeKind.REPORT else None
    undo = decode(ChangeAnswer, row.answer) if kind is PhoneChangeKind.UNDO else None
    return PhoneChange(
        row.id, row.match_id, row.channel_id, row.guild_id, row.user_id, kind, report, undo
    )


def _named(message: Message, roster: MatchView) -> Message:
    """A refusal's mentions as the players' names (a page never shows a Discord id): a
    mention given as a parameter becomes the name (someone not in the match: "another
    player", in the reader's language)."""

    def name(found: re.Match[str]) -> str:
        return roster.name_of(int(found[1])) or ANOTHER_PLAYER

    def named(data: dict[str, Any]) -> dict[str, Any]:
        params: dict[str, Any] = {}
        for key, value in data["params"].items():
            if isinstance(value, dict):
                params[key] = {"message": named(value["message"])}
            elif isinstance(value, str) and MENTION.fullmatch(value):
                found = roster.name_of(int(MENTION.fullmatch(value)[1]))  # type: ignore[index]
                params[key] = found or {"message": Message(ANOTHER_PLAYER).to_json()}
            elif isinstance(value, str):
                params[key] = MENTION.sub(name, value)
            else:
                params[key] = value
        text = MENTION.sub(name, data["id"]) if data["verbatim"] else data["id"]
        return {**data, "id": text, "params": params}

    return Message.from_json(named(message.to_json()))
