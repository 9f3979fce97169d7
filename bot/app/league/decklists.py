"""A league's decklists (/league decklist submit|deadline|show|missing|publish).

A player registers a list, as text or a link, before the organiser's deadline and until round
1 starts: then the lists are locked (a submit is refused, saying why). Judges see any list; a
player sees their own. After the cut (the playoff), an organiser may publish the lists of the
players in it: then anyone sees those, and so does the league's web page. A player without a
list is listed for the organiser (`missing`), never dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.league.service import LeagueWrites
from bot.app.match import Actor
from bot.core.errors import MatchError, NotAllowed
from bot.core.messages import Message, user_mention
from bot.store import decklists as lists
from bot.store import leagues as records
from bot.store.tables.matches import utcnow
from bot.store.tables.penalties import LeagueDecklist

TEXT_LIMIT = 4000  # characters: a Discord modal's text input holds at most this
URL_LIMIT = 500
URL = re.compile(r"^https?://[^\s<>]+$")
ONLY_ORGANISERS_DEADLINE = Message(
    "Only an organiser or a judge (the judge role or Manage Server) can set the decklist deadline."
)
ONLY_ORGANISERS_MISSING = Message(
    "Only an organiser or a judge (the judge role or Manage Server) can see who has no decklist."
)
ONLY_ORGANISERS_PUBLISH = Message(
    "Only an organiser or a judge (the judge role or Manage Server) can publish the decklists."
)


@dataclass(frozen=True, slots=True)
class DecklistView:
    league: str
    player: str
    user_id: int | None
    text: str | None
    url: str | None
    submitted_at: datetime
    duplicate: bool = False


@dataclass(frozen=True, slots=True)
class DecklistRulesView:
    league: str
    deadline: datetime | None
    locked: bool  # round 1 has started
    published: bool
    submitted: int  # lists registered
    duplicate: bool = False


@dataclass(frozen=True, slots=True)
class MissingLists:
    league: str
    deadline: datetime | None
    deadline_passed: bool
    missing: tuple[tuple[str, int | None], ...]  # active players without a list: name, user
    submitted: int


@dataclass(frozen=True, slots=True)
class Published:
    league: str
    lists: tuple[DecklistView, ...]  # the cut's players' lists, in seed order
    without: tuple[str, ...]  # players of the cut without a list
    duplicate: bool = False


def _view(league: str, row: LeagueDecklist) -> DecklistView:
    return DecklistView(league, row.player, row.user_id, row.text, row.url, row.submitted_at)


def _aware(moment: datetime) -> datetime:
    return records.as_utc(moment)


class DecklistService(LeagueWrites):
    kind_prefix = "league"

    def __init__(self, writes: LeagueWrites) -> None:
        super().__init__(writes.db, writes.matches)
        self.write_wait = writes.write_wait

    async def submit(
        self,
        *,
        channel_id: int,
        user_id: int,
        text: str | None = None,
        url: str | None = None,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> DecklistView:
        text = (text or "").strip() or None
        url = (url or "").strip() or None
        if (text is None) == (url is None):
            raise MatchError(Message("Give your decklist as text or as a link (one of them)."))
        if text is not None and len(text) > TEXT_LIMIT:
            raise MatchError(
                Message("A decklist holds at most {limit} characters of text.", limit=TEXT_LIMIT)
            )
        if url is not None and (len(url) > URL_LIMIT or URL.match(url) is None):
            raise MatchError(
                Message(
                    "The link must be a web address starting with https:// (or http://), "
                    "at most {limit} characters.",
                    limit=URL_LIMIT,
                )
            )
        moment = now or utcnow()

        async def work(session: AsyncSession) -> DecklistView:
            league = await records.open_league(session, channel_id, lock=True)
            rows = await records.load(session, league)
            assert league.id is not None
            player = next((p for p in rows.players if p.user_id == user_id), None)
            if player is None:
                raise MatchError(
                    Message(
                        "You are not registered in {league}; join with /league join first.",
                        league=league.name,
                    )
                )
            if rows.rounds:
                raise MatchError(
                    Message(
                        "Decklists for {league} are locked: round 1 has started. If your "
                        "list needs a change, call a judge.",
                        league=league.name,
                    )
                )
            rules = await lists.rules(session, league.id)
            if rules.deadline is not None and moment >= _aware(rules.deadline):
                raise MatchError(
                    Message(
                        "The decklist deadline of {league} has passed ({deadline} UTC). "
                        "Ask an organiser.",
                        league=league.name,
                        deadline=_aware(rules.deadline).strftime("%Y-%m-%d %H:%M"),
                    )
                )
            mine = (await lists.decklists(session, league.id)).get(player.name)
            if mine is None:
                mine = LeagueDecklist(league_id=league.id, player=player.name, user_id=user_id)
                session.add(mine)
            mine.text, mine.url, mine.submitted_at = text, url, moment
            await session.flush()
            return _view(league.name, mine)

        return await self._write(
            channel_id, work, "decklist_submit", DecklistView, user_id, idempotency_key
        )

    async def set_deadline(
        self,
        *,
        channel_id: int,
        actor: Actor,
        deadline: datetime | None,
        idempotency_key: str | None = None,
    ) -> DecklistRulesView:
        """The deadline for lists (None: no deadline; lists lock when round 1 starts)."""

        async def work(session: AsyncSession) -> DecklistRulesView:
            if not actor.is_judge:
                raise NotAllowed(ONLY_ORGANISERS_DEADLINE)
            league = await records.open_league(session, channel_id, lock=True)
            rows = await records.load(session, league)
            assert league.id is not None
            if rows.rounds:
                raise MatchError(
                    Message(
                        "Round 1 of {league} has started: its decklists are locked, so a "
                        "deadline changes nothing now.",
                        league=league.name,
                    )
                )
            rules = await lists.rules(session, league.id, create=True)
            rules.deadline = deadline
            submitted = len(await lists.decklists(session, league.id))
            return DecklistRulesView(league.name, deadline, False, False, submitted)

        return await self._write(
            channel_id,
            work,
            "decklist_deadline",
            DecklistRulesView,
            actor.user_id,
            idempotency_key,
        )

    async def show(self, *, channel_id: int, actor: Actor, user_id: int) -> DecklistView:
        """A player's list: to judges, to the player, and to anyone once published."""
        async with self.db.transaction() as session:
            league = await records.open_league(session, channel_id, closed_too=True)
            rows = await records.load(session, league)
            assert league.id is not None
            player = next((p for p in rows.players if p.user_id == user_id), None)
            if player is None:
                raise MatchError(
                    Message(
                        "{player} is not registered in {league}.",
                        player=user_mention(user_id),
                        league=league.name,
                    )
                )
            rules = await lists.rules(session, league.id)
            published = rules.published_at is not None and rows.playoff is not None
            in_cut = published and rows.playoff is not None and player.name in rows.playoff.seeds
            if not (actor.is_judge or actor.user_id == user_id or in_cut):
                raise NotAllowed(
                    Message(
                        "Decklists are shown to judges and to their player; an organiser may "
                        "publish the lists of the playoff's players after the cut."
                    )
                )
            found = (await lists.decklists(session, league.id)).get(player.name)
            if found is None:
                raise MatchError(
                    Message("{player} has not registered a decklist.", player=player.name)
                )
            return _view(league.name, found)

    async def missing(
        self, *, channel_id: int, actor: Actor, now: datetime | None = None
    ) -> MissingLists:
        """Active players without a list (for the organiser: nobody is dropped for it)."""
        if not actor.is_judge:
            raise NotAllowed(ONLY_ORGANISERS_MISSING)
        async with self.db.transaction() as session:
            league = await records.open_league(session, channel_id, closed_too=True)
            rows = await records.load(session, league)
            assert league.id is not None
            rules = await lists.rules(session, league.id)
            have = await lists.decklists(session, league.id)
        deadline = None if rules.deadline is None else _aware(rules.deadline)
        missing = tuple(
            (p.name, p.user_id)
            for p in rows.players
            if p.dropped_after is None and p.name not in have
        )
        passed = deadline is not None and (now or utcnow()) >= deadline
        return MissingLists(league.name, deadline, passed, missing, len(have))

    async def publish(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> Published:
        """After the cut: the lists of the playoff's players, shown to everyone from now."""

        async def work(session: AsyncSession) -> Published:
            if not actor.is_judge:
                raise NotAllowed(ONLY_ORGANISERS_PUBLISH)
            league = await records.open_league(session, channel_id, lock=True, closed_too=True)
            rows = await records.load(session, league)
            assert league.id is not None
            if rows.playoff is None:
                raise MatchError(
                    Message(
                        "Decklists are published after the cut: start the playoff of "
                        "{league} first (/league playoff start).",
                        league=league.name,
                    )
                )
            rules = await lists.rules(session, league.id, create=True)
            rules.published_at = rules.published_at or utcnow()
            return _published(
                league.name, rows.playoff.seeds, await lists.decklists(session, league.id)
            )

        return await self._write(
            channel_id, work, "decklist_publish", Published, actor.user_id, idempotency_key
        )


def _published(league: str, seeds: list[str], have: dict[str, LeagueDecklist]) -> Published:
    shown = tuple(_view(league, have[name]) for name in seeds if name in have)
    return Published(league, shown, tuple(name for name in seeds if name not in have))
