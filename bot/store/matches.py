"""The match store: `load` a match's state in one read, `save` a decision in one transaction.

Both run inside the request's transaction (bot.store.requests.RequestLog.run), in SQLAlchemy
Core, the same statements on SQLite and PostgreSQL. `save` claims the match's next version
(`UPDATE match ... WHERE version = :seen`) first, then writes the rows
(bot.store.match_writes): a writer that read an older version fails its claim, and the
request runs again on what the other wrote. The store keeps, per channel, the state its last
committed write left, which the next write there starts from (`MatchStore.states`).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import and_, bindparam, exists, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from bot.core.languages import Language
from bot.core.match.commands import GuildPolicy, ServerSettings, Undo
from bot.core.match.decision import Decision, Reply
from bot.core.match.state import (
    CurrentGame,
    LoggedReport,
    MatchState,
    OpenBatch,
    Roster,
    Seat,
    Waiting,
)
from bot.core.match.statuses import (
    GameStatus,
    MatchStatus,
    PendingKind,
    PendingStatus,
    ReportStatus,
)
from bot.core.messages import Message
from bot.core.rules import GameSetup, parse_report, parse_setup
from bot.core.rules.snapshot import load_state
from bot.store import match_terms
from bot.store.database import WriteSession
from bot.store.match_rows import BATCH, GAME, MATCH, PLAYER, REPORT, SETTINGS, WAITING
from bot.store.match_writes import WRITERS, Saving, answered

# Rosters kept per process (a roster never changes once its match starts, so a kept one is
# never wrong; the oldest go first).
ROSTERS_KEPT = 10_000

# How long the state a channel's writes left is used by its next write before the match is
# read again: another process's change of the guild's settings is seen after that, as
# through the service's settings cache. Another process's write is seen at once (the version
# claim fails, and the request runs again on a fresh read).
STATE_TTL = 30.0
STATES_KEPT = 10_000


@dataclass(frozen=True, slots=True)
class Loaded:
    """A match's state (None: no such match), the guild's policy, and whether the request's
    key already has an answer (a report's row, or a request record). `kept`: the state is
    the one this process's last write left, not read again; its key is not looked up
    (`answered` False): a report's version claim fails if the key has an answer."""

    state: MatchState | None
    policy: GuildPolicy
    answered: bool
    kept: bool = False


@dataclass(frozen=True, slots=True)
class Saved:
    """The state a decision left and its answer, with the ids the database assigned."""

    after: MatchState
    answer: Reply


_WAITING_REPORT = REPORT.alias("waiting_report")


_HAS_REPORTS = exists().where(
    REPORT.c.match_id == MATCH.c.id,
    REPORT.c.game_number == MATCH.c.current_game,
    REPORT.c.status == ReportStatus.APPLIED,
)
# Built once: a statement built per call costs more Python than its database round trip.
_LOAD = (
    select(
        MATCH,
        *(c.label(f"game__{c.name}") for c in GAME.c if c.name != "match_id"),
        *(c.label(f"waiting__{c.name}") for c in WAITING.c),
        _WAITING_REPORT.c.payload.label("waiting__payload"),
        *(c.label(f"batch__{c.name}") for c in BATCH.c),
        SETTINGS.c.confirmation_required,
        _HAS_REPORTS.label("has_reports"),
        *match_terms.columns(MATCH.c.id),
    )
    .join(GAME, and_(GAME.c.match_id == MATCH.c.id, GAME.c.number == MATCH.c.current_game))
    .outerjoin(
        WAITING,
        and_(WAITING.c.id == MATCH.c.pending_id, WAITING.c.status == PendingStatus.OPEN),
    )
    .outerjoin(_WAITING_REPORT, _WAITING_REPORT.c.id == WAITING.c.report_id)
    .outerjoin(BATCH, and_(BATCH.c.id == MATCH.c.batch_id, BATCH.c.status == "open"))
    .outerjoin(SETTINGS, SETTINGS.c.guild_id == MATCH.c.guild_id)
)
_ANSWERED = select(answered(bindparam("key")))
_POLICY = select(SETTINGS.c.confirmation_required).where(
    SETTINGS.c.guild_id == bindparam("guild_id")
)
_IN_CHANNEL = MATCH.c.channel_id == bindparam("channel_id")
_ACTIVE_IN = (_IN_CHANNEL, MATCH.c.status == MatchStatus.ACTIVE)
_BY_CHANNEL = _LOAD.where(*_ACTIVE_IN)
_BY_CHANNEL_WITH_KEY = _BY_CHANNEL.add_columns(answered(bindparam("key")).label("answered"))
_BY_ID = _LOAD.where(MATCH.c.id == bindparam("match_id"))
_LOCK = select(MATCH.c.id).where(*_ACTIVE_IN).with_for_update()
_CURRENT_OR_LATEST = select(
    func.coalesce(
        select(MATCH.c.id).where(*_ACTIVE_IN).scalar_subquery(),
        select(func.max(MATCH.c.id)).where(_IN_CHANNEL).scalar_subquery(),
    )
)


class MatchStore:
    """Loads and saves matches; keeps the rosters (fixed once a match starts) and, per
    channel, the state its last write left with its guild's policy (`states`: immutable
    values, replaced by each save), which the channel's next write starts from."""

    def __init__(self, *, keep_states_for: float = STATE_TTL) -> None:
        self.rosters: OrderedDict[int, Roster] = OrderedDict()
        self.states: OrderedDict[int, tuple[float, Loaded]] = OrderedDict()
        self.keep_states_for = keep_states_for
        # Channels whose write in progress was served the kept state.
        self.served: set[int] = set()
        # Counts the settings changes made here: a state read before one is not kept after
        # it (its policy may be the old one).
        self.settings_changes = 0

    def forget(self, *, channel_id: int | None = None, guild_id: int | None = None) -> None:
        """Read the channel's match (or every match of the guild) again at its next write."""
        if channel_id is not None:
            self.states.pop(channel_id, None)
        if guild_id is not None:
            self.settings_changes += 1
            for channel, (_, kept) in list(self.states.items()):
                if kept.state is not None and kept.state.guild_id == guild_id:
                    del self.states[channel]

    def forget_if_served(self, channel_id: int) -> bool:
        """Whether the channel's write in progress was served its kept state (then no longer
        kept): what it refused, it refused on what this process last wrote, which another
        process may have changed since."""
        if channel_id not in self.served:
            return False
        self.served.discard(channel_id)
        self.forget(channel_id=channel_id)
        return True

    def _kept(self, channel_id: int) -> Loaded | None:
        entry = self.states.get(channel_id)
        return entry[1] if entry is not None and entry[0] >= time.monotonic() else None

    def _keep(self, channel_id: int, loaded: Loaded, read_after: int) -> None:
        """Keep what was read after `read_after` settings changes, unless one came since."""
        if read_after != self.settings_changes:
            return
        expires = time.monotonic() + self.keep_states_for
        self.states[channel_id] = (expires, replace(loaded, answered=False, kept=True))
        self.states.move_to_end(channel_id)
        if len(self.states) > STATES_KEPT:
            self.states.popitem(last=False)

    def _kept_after(self, after: MatchState) -> None:
        """The state a save left becomes the channel's kept one (its guild's policy kept
        with it, until it is read again); a finished match is not kept."""
        entry = self.states.get(after.channel_id)
        if entry is None or entry[1].state is None or entry[1].state.id != after.id:
            return
        if after.status is not MatchStatus.ACTIVE:
            self.forget(channel_id=after.channel_id)
            return
        self.states[after.channel_id] = (entry[0], replace(entry[1], state=after))

    def keep_roster(self, match_id: int, roster: Roster) -> None:
        self.rosters[match_id] = roster
        if len(self.rosters) > ROSTERS_KEPT:
            self.rosters.popitem(last=False)

    async def roster(
        self, session: AsyncSession, match_id: int, setup: Mapping[str, Any]
    ) -> Roster:
        roster = self.rosters.get(match_id)
        if roster is None:
            rows = await session.execute(
                select(PLAYER.c.seat, PLAYER.c.name, PLAYER.c.user_id, PLAYER.c.team)
                .where(PLAYER.c.match_id == match_id)
                .order_by(PLAYER.c.seat)
            )
            players = tuple(Seat(*row) for row in rows)
            roster = Roster(parse_setup(dict(setup)), players)
            self.keep_roster(match_id, roster)
        return roster

    async def load(
        self,
        session: AsyncSession,
        *,
        channel_id: int | None = None,
        match_id: int | None = None,
        key: str | None = None,
        fresh: bool = False,
    ) -> Loaded:
        """The channel's active match (or the match `match_id`, whatever its status), in one
        read with what waits on it, its guild's policy and whether `key` was answered. For a
        channel's write, the state its last write left, unless `fresh`.

        The version claim, the save's first statement, is what keeps writers of one match
        apart; a request whose earlier attempt lost that race (`WriteSession.contended`) first
        locks the channel's match row on PostgreSQL, so that writers in several processes
        take turns instead of failing their claims again. The read, a statement of its own,
        then sees what the writer before committed."""
        kept = None
        if channel_id is not None:
            kept = None if fresh else self._kept(channel_id)
            (self.served.add if kept else self.served.discard)(channel_id)
        if kept is not None:
            # `key` is not looked up here: a report's version claim fails if it was answered,
            # or if a league term of the match turned meanwhile (bot.store.match_terms).
            return kept
        if (
            channel_id is not None
            and isinstance(session, WriteSession)
            and session.contended
            and session.get_bind().dialect.name == "postgresql"
        ):
            await session.execute(_LOCK, {"channel_id": channel_id})
        read_after = self.settings_changes
        if match_id is not None:
            found = await session.execute(_BY_ID, {"match_id": match_id})
        else:
            statement = _BY_CHANNEL if key is None else _BY_CHANNEL_WITH_KEY
            found = await session.execute(statement, {"channel_id": channel_id, "key": key})
        row = found.mappings().first()
        if row is None:
            return Loaded(None, GuildPolicy(), await _answered_yet(session, key))
        roster = await self.roster(session, row["id"], row["setup"])
        state = _state(row, roster)
        loaded = Loaded(state, _policy(row["confirmation_required"]), bool(row.get("answered")))
        if channel_id is not None:
            self._keep(channel_id, loaded, read_after)
        return loaded

    async def current_or_latest(self, session: AsyncSession, channel_id: int) -> int | None:
        """The id of the channel's active match, else of its latest: two index lookups."""
        value = (await session.execute(_CURRENT_OR_LATEST, {"channel_id": channel_id})).scalar()
        return None if value is None else int(value)

    async def save(self, session: AsyncSession, decision: Decision) -> Saved:
        """Store `decision` in the request's transaction: the claim of the match's next
        version with everything the match row now says, then its rows (a new match: its row,
        which only one active match per channel may have)."""
        assert isinstance(session, WriteSession)
        before = decision.before
        saving = Saving(session, decision, decision.after, decision.answer, datetime.now(UTC))
        started: Loaded | None = None
        try:
            if before is not None:
                # First: the match row's lock makes its other writers wait here, holding none.
                await saving.claim(before)
            for change in decision.changes:
                await WRITERS[type(change)](saving, change)
            after = saving.after
            if before is None:
                session.changed = (after.id, after.version)
                self.keep_roster(after.id, after.roster)
                # Kept as its next write would load it: the first report needs no read.
                if after.status is MatchStatus.ACTIVE:
                    read_after = self.settings_changes
                    found = await session.execute(_POLICY, {"guild_id": after.guild_id})
                    started = Loaded(after, _policy(found.scalar()), answered=False)
        except BaseException:
            # Stale (another process wrote), or not stored: the next write reads it again.
            self.forget(channel_id=decision.after.channel_id)
            raise
        # Kept once it is stored: a transaction that does not commit leaves what was kept.
        if before is not None:
            session.on_commit.append(lambda: self._kept_after(after))
        elif started is not None:
            session.on_commit.append(lambda: self._keep(after.channel_id, started, read_after))
        return Saved(after, saving.answer)

    async def undo_log(self, session: AsyncSession, state: MatchState) -> Undo:
        """What /undo takes back from: the current game's applied reports, or, while it has
        none yet, the game before and its reports."""
        log = await _applied(session, state.id, state.game.number)
        if log or state.game.number == 1:
            return Undo(state.game, log)
        number = state.game.number - 1
        where = (GAME.c.match_id == state.id, GAME.c.number == number)
        row = (await session.execute(select(GAME).where(*where))).mappings().one()
        log = await _applied(session, state.id, number)
        return Undo(_game(row, "", state.roster.setup, bool(log)), log)

    async def settings(self, session: AsyncSession, guild_id: int) -> ServerSettings:
        """The server's settings (its defaults until it changed one)."""
        found = await session.execute(select(SETTINGS).where(SETTINGS.c.guild_id == guild_id))
        row = found.mappings().first()
        if row is None:
            return ServerSettings(guild_id)
        language = row["language"]
        return ServerSettings(**{**row, "language": Language(language) if language else None})

    async def save_settings(self, session: AsyncSession, settings: ServerSettings) -> None:
        """Store the server's settings: its row, made by its first change."""
        names = (
            "guild_id",
            "judge_role_id",
            "confirmation_required",
            "default_game",
            "judge_channel_id",
            "language",
        )
        values = {name: getattr(settings, name) for name in names}
        where = SETTINGS.c.guild_id == settings.guild_id
        changed = await session.execute(update(SETTINGS).where(where).values(values))
        if changed.rowcount == 0:  # type: ignore[attr-defined]
            await session.execute(insert(SETTINGS).values(values))

    async def active_id(self, session: AsyncSession, channel_id: int) -> int | None:
        """The channel's active match's id (locked on PostgreSQL, as a write's load)."""
        return (await session.execute(_LOCK, {"channel_id": channel_id})).scalar()


def _policy(confirmation_required: bool | None) -> GuildPolicy:
    """The guild's policy (no settings row: the defaults)."""
    return GuildPolicy(confirmation_required=confirmation_required is not False)


async def _answered_yet(session: AsyncSession, key: str | None) -> bool:
    return key is not None and bool((await session.execute(_ANSWERED, {"key": key})).scalar())


async def _applied(session: AsyncSession, match_id: int, number: int) -> tuple[LoggedReport, ...]:
    rows = await session.execute(
        select(REPORT.c.id, REPORT.c.reporter_id, REPORT.c.payload)
        .where(
            REPORT.c.match_id == match_id,
            REPORT.c.game_number == number,
            REPORT.c.status == ReportStatus.APPLIED,
        )
        .order_by(REPORT.c.seq)
    )
    return tuple(LoggedReport(i, reporter, parse_report(payload)) for i, reporter, payload in rows)


def _game(row: Mapping[Any, Any], prefix: str, setup: GameSetup, has_reports: bool) -> CurrentGame:
    stored = row[f"{prefix}state"]
    return CurrentGame(
        number=row[f"{prefix}number"],
        status=GameStatus(row[f"{prefix}status"]),
        chooser=row[f"{prefix}chooser"],
        chooser_rule=row[f"{prefix}chooser_rule"],
        choice=row[f"{prefix}choice"],
        first_player=row[f"{prefix}first_player"],
        stored=stored,
        state=load_state(stored, setup),
        has_reports=has_reports,
    )


def _state(row: Mapping[Any, Any], roster: Roster) -> MatchState:
    game = _game(row, "game__", roster.setup, bool(row["has_reports"]))
    waiting = None
    if row["waiting__id"] is not None:
        payload = row["waiting__payload"]
        waiting = Waiting(
            id=row["waiting__id"],
            kind=PendingKind(row["waiting__kind"]),
            requested_by=row["waiting__requested_by"],
            awaited=tuple(row["waiting__confirmers"]),
            confirmed=tuple((row["waiting__action"] or {}).get("agreed", ())),
            would_decide=tuple(map(Message.from_json, row["waiting__would_decide"])),
            report_id=row["waiting__report_id"],
            report=None if payload is None else parse_report(payload),
            message_id=row["waiting__message_id"],
        )
    batch = None
    if row["batch__id"] is not None:
        batch = OpenBatch(
            id=row["batch__id"],
            events=tuple(row["batch__events"]),
            origins=tuple((int(o[0]), bool(o[1])) for o in row["batch__origins"]),
            reporters=tuple(row["batch__reporters"]),
            keys=tuple(row["batch__keys"]),
        )
    return MatchState(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        version=row["version"],
        status=MatchStatus(row["status"]),
        roster=roster,
        best_of=row["best_of"],
        wins=tuple(row["wins"]),
        draws=row["draws"],
        game=game,
        waiting=waiting,
        batch=batch,
        result=row["result"],
        scoreboard_message_id=row["scoreboard_message_id"],
        terms=match_terms.terms_of(row),
    )
