"""The match service: best-of-N matches per channel over the rules core and the database.

Plain async Python taking ids, names and events and returning plain data (bot.matches.views),
so the Discord face and the console stay thin. Every change runs in one transaction under a
per-channel lock (one process) and a version check on the match row (all processes), so no
report is half-applied or lost. Every request that writes is applied once per Discord
interaction, and a retry under a new interaction is recognised (bot.matches.requests).
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import and_, bindparam, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import object_session
from sqlalchemy.orm.attributes import set_committed_value

from bot.matches import carry, requests, scoring
from bot.matches.consent import batch_consent
from bot.matches.database import Database
from bot.matches.direct import DirectReport, ReportWriter, report_writer
from bot.matches.documents import adjudicate_match, export_match
from bot.matches.errors import MatchError, NoActiveMatch, NotAllowed, StaleMatch
from bot.matches.inputs import refuse_nul, require_guild
from bot.matches.models import (
    ACTIVE,
    APPLIED,
    BATCHED,
    CANCELLED,
    DISPUTED,
    FINISHED,
    MERGED,
    PENDING,
    UNDONE,
    Batch,
    Confirmation,
    Game,
    GuildSettings,
    Match,
    MatchPlayer,
    Report,
    RequestRecord,
    Seat,
    utcnow,
)
from bot.matches.render import game_view, match_view
from bot.matches.requests import Request, RequestLog, fingerprint, request_for
from bot.matches.views import MatchSummary, MatchView, ReportAnswer
from bot.rules import (
    EventKind,
    GameSetup,
    GameState,
    RuleError,
    Standing,
    Verdict,
    apply_report,
    new_game,
    parse_report,
    parse_setup,
    replay,
)
from bot.rules import (
    Report as RulesReport,
)
from bot.rules.gamefile import GameFileError
from bot.rules.snapshot import dump_state, load_state

T = TypeVar("T")

SETTINGS_TTL = 30.0  # seconds

_NO_ACTIVE_MATCH = "There is no active match in this channel. Start one with /match start."

# The report path's first query, built once: the channel's active match and whether the
# interaction was already answered (the id of the report stored under its idempotency key, or
# the key of another record of it: a refusal).
_EARLIER_REPORT = (
    select(Report.id)
    .where(Report.idempotency_key == bindparam("key"))
    .scalar_subquery()
    .label("earlier_report")
)
_EARLIER_REQUEST = (
    select(RequestRecord.key)
    .where(RequestRecord.key == bindparam("key"))
    .scalar_subquery()
    .label("earlier_request")
)
# SQLite: the transaction holds the write lock from BEGIN IMMEDIATE on, so nothing changes
# under it and the current game can come in the same query.
_ACTIVE_WITH_GAME = (
    select(Match, Game, _EARLIER_REPORT, _EARLIER_REQUEST)
    .outerjoin(Game, and_(Game.match_id == Match.id, Game.number == Match.current_game))
    .where(Match.channel_id == bindparam("channel_id"), Match.status == ACTIVE)
)
# The optimistic lock, built once. No session synchronisation: `_bump` sets the new version on
# the loaded match itself (letting the ORM do it too counted every version twice).
_BUMP = (
    update(Match)
    .where(Match.id == bindparam("match_id"), Match.version == bindparam("seen"))
    .values(version=bindparam("claimed"))
    .execution_options(synchronize_session=False)
)
# PostgreSQL: lock the match row first and read the game after the lock is granted. A join
# would hand back the game row as it was before a concurrent writer committed.
_ACTIVE_LOCKED = (
    select(Match, _EARLIER_REPORT, _EARLIER_REQUEST)
    .where(Match.channel_id == bindparam("channel_id"), Match.status == ACTIVE)
    .with_for_update(of=Match)
)


# A channel's active match, else its latest: two index lookups (the partial unique index on
# active channels, then ix_match_channel_latest), whatever the length of the history.
_CURRENT_OR_LATEST = select(Match).where(
    Match.id
    == func.coalesce(
        select(Match.id)
        .where(Match.channel_id == bindparam("channel_id"), Match.status == ACTIVE)
        .scalar_subquery(),
        select(func.max(Match.id))
        .where(Match.channel_id == bindparam("channel_id"))
        .scalar_subquery(),
    )
)


@dataclass(frozen=True, slots=True)
class Actor:
    """Who asks. `is_judge`: the guild's judge role or Manage Server, decided by the caller."""

    user_id: int
    is_judge: bool = False


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    user_id: int | None
    name: str


@dataclass(frozen=True, slots=True)
class _Roster:
    """A match's players and setup: fixed once the match starts, so cached per process."""

    setup: GameSetup
    players: tuple[Seat, ...]

    def name_of(self, user_id: int) -> str | None:
        return next((p.name for p in self.players if p.user_id == user_id), None)

    def user_of(self, name: str) -> int | None:
        return next((p.user_id for p in self.players if p.name == name), None)


@dataclass(slots=True)
class LiveMatch:
    """A channel's active match as its last write left it, kept so that the next report can
    be judged in memory and stored in one trip (bot.matches.direct). Only kept when nothing
    blocks reports (no confirmation waiting, no open batch). `match` and `game` are detached
    rows; the write's version check on the match row catches a change by another process."""

    match: Match
    roster: _Roster
    game: Game
    state: GameState
    # The request that made this version of the match, and who sent it (to recognise a retry).
    last_key: str | None = None
    last_user: int | None = None


class _ChannelLock:
    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0  # holding or waiting


def _first_player(game: Game) -> str | None:
    """Who plays first once the game is under way: with no stated choice, the chooser."""
    return game.first_player or game.chooser


def _unique_names(specs: Sequence[PlayerSpec]) -> list[str]:
    names: list[str] = []
    for spec in specs:
        base = spec.name.strip() or f"player{len(names) + 1}"
        name, n = base, 2
        while name in names:
            name, n = f"{base} ({n})", n + 1
        names.append(name)
    return names


class MatchService:
    def __init__(
        self,
        database: Database,
        *,
        settings_ttl: float = SETTINGS_TTL,
        direct_reports: bool = True,
        recognise_retries: bool = False,
    ) -> None:
        """`direct_reports=False` sends every report through the full path (for comparing
        the two paths; the fast path is on in production). `recognise_retries=True`: the
        caller reports whether each answer reached the user (`delivered`), and a request
        repeated under a new key after an undelivered answer is answered from the record
        (bot.matches.requests, 3); the Discord face does this."""
        self.db = database
        self._locks: dict[Hashable, _ChannelLock] = {}
        self._rosters: dict[int, _Roster] = {}
        self._live: dict[int, LiveMatch] = {}
        self._direct: ReportWriter | None = report_writer(database) if direct_reports else None
        # Guild settings are read by almost every interaction (is this member a judge?) and
        # change rarely: keep them briefly. A change made here is seen at once; one made by
        # another process (a shard) within `settings_ttl` seconds.
        self._settings_ttl = settings_ttl
        self._settings_cache: dict[int, tuple[float, GuildSettings]] = {}
        self._requests = RequestLog(database, self._answered, recognise_retries=recognise_retries)

    @property
    def report_writer(self) -> ReportWriter | None:
        """The fast path's writer (None when every report takes the full path)."""
        return self._direct

    # -- plumbing ---------------------------------------------------------------------------

    def delivered(self, key: str, ok: bool) -> None:
        """Whether the answer to the request with this key reached the user (the caller's
        word; see bot.matches.requests, 3)."""
        self._requests.deliveries.delivered(key, ok)

    @asynccontextmanager
    async def _lock(self, channel_id: Hashable) -> AsyncIterator[None]:
        """One write at a time per channel. A channel's lock lives while someone holds or
        waits for it, so the locks of quiet channels do not pile up."""
        held = self._locks.get(channel_id)
        if held is None:
            held = self._locks[channel_id] = _ChannelLock()
        held.users += 1
        try:
            async with held.lock:
                yield
        finally:
            held.users -= 1
            if held.users == 0:
                del self._locks[channel_id]

    def held_in_memory(self) -> dict[str, int]:
        """How many channel locks, match rosters and live matches this process holds."""
        return {"locks": len(self._locks), "rosters": len(self._rosters), "live": len(self._live)}

    def was_stored(self, key: str) -> bool:
        """Whether the request with this key was applied (here, or found applied before)."""
        return self._requests.deliveries.was_stored(key)

    def is_retry(self, key: str) -> bool:
        """Whether the request with this key was answered as a retry of an earlier one."""
        return self._requests.deliveries.retry_of(key) is not None

    async def _write(
        self,
        channel_id: int,
        work: Callable[[AsyncSession], Awaitable[T]],
        request: Request[T] | None = None,
    ) -> T:
        """Run `work` in one transaction, one at a time per channel, retrying lost races;
        with a `request`, applied once per key (bot.matches.requests)."""
        async with self._lock(channel_id):
            return await self._attempt(channel_id, work, request)

    async def _attempt(
        self,
        channel_id: int | None,
        work: Callable[[AsyncSession], Awaitable[T]],
        request: Request[T] | None = None,
        *,
        recorded_by_work: bool = False,
    ) -> T:
        """`_write` once the lock is held (bot.matches.requests.RequestLog.run). The channel's
        live match is dropped first and kept again only if `work` asks to (`_keep_live`) and
        the commit succeeds."""
        if channel_id is not None:
            self._live.pop(channel_id, None)
        result, info = await self._requests.run(work, request, recorded_by_work=recorded_by_work)
        for match_id in info.get("ended", ()):  # a roster is kept only while its match is active
            self._rosters.pop(match_id, None)
        live = info.get("live")
        if live is not None and channel_id is not None:
            if request is not None:
                live.last_key, live.last_user = request.key, request.user_id
            self._live[channel_id] = live
        return result

    @staticmethod
    def _keep_live(
        session: AsyncSession, match: Match, roster: _Roster, game: Game, state: GameState
    ) -> None:
        """Keep the match for the fast path once this transaction commits, if it takes reports
        in its current game without anything in the way."""
        if (
            match.status == ACTIVE
            and match.pending_id is None
            and match.batch_id is None
            and game.number == match.current_game
            and game.status == "playing"
        ):
            session.info["live"] = LiveMatch(match, roster, game, state)

    async def _active(self, session: AsyncSession, channel_id: int) -> Match:
        query = select(Match).where(Match.channel_id == channel_id, Match.status == ACTIVE)
        if self.db.dialect == "postgresql":
            query = query.with_for_update()
        match = (await session.scalars(query)).first()
        if match is None:
            raise NoActiveMatch(_NO_ACTIVE_MATCH)
        return match

    async def _active_for_report(
        self, session: AsyncSession, channel_id: int, key: str
    ) -> tuple[Match | None, Game | None, bool]:
        """The channel's active match (None if there is none), its current game if it came
        along (SQLite), and whether `key` was already answered: one round trip."""
        params = {"channel_id": channel_id, "key": key}
        if self.db.dialect == "sqlite":
            row = (await session.execute(_ACTIVE_WITH_GAME, params)).first()
            if row is None:
                return None, None, False
            return row[0], row[1], row[2] is not None or row[3] is not None
        if self.db.dialect == "postgresql":
            row = (await session.execute(_ACTIVE_LOCKED, params)).first()
            if row is None:
                return None, None, False
            return row[0], None, row[1] is not None or row[2] is not None
        answered = await self._answered(session, key)
        try:
            match = await self._active(session, channel_id)
        except NoActiveMatch:
            match = None
        return match, None, answered is not None

    async def _bump(self, session: AsyncSession, match: Match) -> int:
        """Claim the next version of the match; another writer got there first -> retry."""
        assert match.id is not None
        claimed = match.version + 1
        result = await session.execute(
            _BUMP, {"match_id": match.id, "seen": match.version, "claimed": claimed}
        )
        if result.rowcount != 1:  # type: ignore[attr-defined]
            raise StaleMatch
        set_committed_value(match, "version", claimed)
        session.info["changed"] = (match.id, claimed)
        return claimed

    async def _roster(self, session: AsyncSession, match: Match) -> _Roster:
        assert match.id is not None
        roster = self._rosters.get(match.id)
        if roster is None:
            rows = await session.scalars(
                select(MatchPlayer)
                .where(MatchPlayer.match_id == match.id)
                .order_by(MatchPlayer.seat)
            )
            # Plain copies: rows kept from this session would be expired by a rollback (a
            # refused request), and every later use of the cached roster would then fail.
            players = tuple(Seat(p.seat, p.name, p.user_id, p.team) for p in rows)
            roster = _Roster(parse_setup(match.setup), players)
            if match.status == ACTIVE:  # a finished match's roster is read once, not kept
                self._rosters[match.id] = roster
        return roster

    async def _game(self, session: AsyncSession, match: Match, number: int | None = None) -> Game:
        game = await session.get(Game, (match.id, number or match.current_game))
        assert game is not None
        return game

    async def _settings(self, session: AsyncSession, guild_id: int | None) -> GuildSettings:
        if guild_id is not None:
            found = await session.get(GuildSettings, guild_id)
            if found is not None:
                return found
        return GuildSettings(guild_id=guild_id or 0)

    async def _view(self, session: AsyncSession, match: Match) -> MatchView:
        roster = await self._roster(session, match)
        game = await self._game(session, match)
        pending = await session.get(Confirmation, match.pending_id) if match.pending_id else None
        batch = await session.get(Batch, match.batch_id) if match.batch_id else None
        return match_view(match, roster.players, roster.setup, game, pending, batch)

    # -- starting ----------------------------------------------------------------------------

    async def start_match(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        system: str,
        players: Sequence[PlayerSpec],
        actor: Actor,
        best_of: int | None = None,
        variant: str | None = None,
        teams: Sequence[Sequence[int | str]] | None = None,
        emperors: Sequence[int | str] | None = None,
        starting_life: int | Mapping[str, int] | None = None,
        range_of_influence: int | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        require_guild(guild_id)
        arguments = {
            "system": system,
            "players": [[p.user_id, p.name] for p in players],
            "best_of": best_of,
            "variant": variant,
            "teams": teams,
            "emperors": emperors,
            "starting_life": starting_life,
            "range_of_influence": range_of_influence,
        }
        refuse_nul(arguments, "A player's name or an option")
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_start",
            MatchView,
            arguments,
            channel_id=channel_id,
            guild_id=guild_id,
        )
        user_ids = [p.user_id for p in players if p.user_id is not None]
        if len(set(user_ids)) != len(user_ids):
            raise MatchError("Each player can take only one seat in a match; name everyone once.")
        if not actor.is_judge and actor.user_id not in user_ids:
            raise NotAllowed(
                "You can only start a match you play in; a judge can start one for others."
            )
        names = _unique_names(players)
        by_user = {spec.user_id: name for spec, name in zip(players, names, strict=True)}

        def as_name(who: int | str) -> str:
            return by_user.get(who, str(who)) if isinstance(who, int) else who

        data: dict[str, Any] = {"system": system, "players": names}
        if variant:
            data["variant"] = variant
        if teams:
            data["teams"] = [[as_name(p) for p in team] for team in teams]
        if emperors:
            data["emperors"] = [as_name(p) for p in emperors]
        if range_of_influence is not None:  # Magic multiplayer (CR 801); checked by the rules
            data["range_of_influence"] = range_of_influence
        if starting_life is not None:
            data["starting_life"] = starting_life
            given = (
                starting_life.values() if isinstance(starting_life, Mapping) else [starting_life]
            )
            if any(isinstance(v, int) and v < 1 for v in given):
                raise MatchError("Starting life must be at least 1.")
        try:
            setup = parse_setup(data)
        except RuleError as error:
            raise MatchError(error.message) from None
        chosen_best_of = best_of if best_of is not None else scoring.default_best_of(len(names))
        # A whole number only: True and 3.0 compare equal to 1 and 3 but are not a game count.
        if type(chosen_best_of) is not int or chosen_best_of not in scoring.BEST_OF_CHOICES:
            raise MatchError(
                f"A match is best of 1, 3, 5 or 7 games, not {chosen_best_of}. "
                "Pick one of those (3 is usual for two players)."
            )

        async def work(session: AsyncSession) -> MatchView:
            existing = (
                await session.scalars(
                    select(Match).where(Match.channel_id == channel_id, Match.status == ACTIVE)
                )
            ).first()
            if existing is not None:
                raise MatchError(
                    "This channel already has an active match. Finish it (/match end or "
                    "/match concede), or start yours in another channel or a thread."
                )
            chooser = scoring.first_chooser(setup)
            match = Match(
                guild_id=guild_id,
                channel_id=channel_id,
                system=setup.system.value,
                variant=setup.variant.value if setup.variant else None,
                best_of=chosen_best_of,
                setup=setup.to_dict(),
                started_by=actor.user_id,
                wins=[0] * len(setup.teams),
            )
            session.add(match)
            await session.flush()
            team_index = {p: i for i, team in enumerate(setup.teams) for p in team}
            for seat, (spec, name) in enumerate(zip(players, names, strict=True)):
                session.add(
                    MatchPlayer(
                        match_id=match.id,
                        seat=seat,
                        name=name,
                        user_id=spec.user_id,
                        team=team_index[name],
                    )
                )
            opening = new_game(setup)
            game = Game(
                match_id=match.id,
                number=1,
                chooser=chooser,
                chooser_rule="random (secrets)",
                state={**dump_state(opening), **carry.opening(setup, {})},
            )
            session.add(game)
            await session.flush()
            session.info["changed"] = (match.id, match.version)
            # The roster is what was just inserted: kept without reading it back.
            seats = tuple(
                Seat(seat, name, spec.user_id, team_index[name])
                for seat, (spec, name) in enumerate(zip(players, names, strict=True))
            )
            roster = self._rosters[match.id] = _Roster(parse_setup(match.setup), seats)
            view = match_view(match, roster.players, roster.setup, game, None, None)
            self._keep_live(session, match, roster, game, opening)
            return view

        return await self._write(channel_id, work, request)

    # -- reports -----------------------------------------------------------------------------

    def _to_names(self, roster: _Roster, event: Mapping[str, Any]) -> dict[str, Any]:
        """Events may name players by Discord user id (int) or by their name in the match."""
        named = dict(event)
        for key in ("player", "controller", "commander"):
            if key in named:
                named[key] = self._to_name(roster, named[key])
        if isinstance(named.get("players"), list):  # a loop's players
            named["players"] = [self._to_name(roster, who) for who in named["players"]]
        return named

    @staticmethod
    def _to_name(roster: _Roster, who: object) -> object:
        if isinstance(who, int) and not isinstance(who, bool):
            name = roster.name_of(who)
            if name is None:
                raise MatchError(f"<@{who}> is not playing in this match.")
            return name
        return who

    @staticmethod
    def _check_reporter(roster: _Roster, actor: Actor) -> None:
        if roster.name_of(actor.user_id) is None and not actor.is_judge:
            raise NotAllowed(
                "Only this match's players or a judge can report on it. Ask a player or a judge."
            )

    def _check_may_report(self, roster: _Roster, actor: Actor, report: RulesReport) -> None:
        self._check_reporter(roster, actor)
        own = roster.name_of(actor.user_id)
        for event in report.events:
            if event.kind is EventKind.PENALTY and not actor.is_judge:
                raise NotAllowed("Only a judge can give a game loss penalty; call a judge.")
            if event.kind is EventKind.CONCEDE and event.player != own and not actor.is_judge:
                raise NotAllowed(f"Only {event.player} or a judge can concede for {event.player}.")

    def _checked_report(
        self, roster: _Roster, actor: Actor, events: Sequence[Mapping[str, Any]]
    ) -> RulesReport:
        """The report parsed, once its reporter may send it. Who may report comes first: a
        stranger hears what to do, not what is wrong with the event (that they are not
        playing, say)."""
        self._check_reporter(roster, actor)
        report = self._parse(roster, events)
        self._check_may_report(roster, actor, report)
        return report

    def _parse(self, roster: _Roster, events: Sequence[Mapping[str, Any]]) -> RulesReport:
        if not events:
            raise MatchError("Report at least one event.")
        if not all(isinstance(event, Mapping) for event in events):
            raise MatchError('Each event must be an object with an "event" field.')
        named = [self._to_names(roster, event) for event in events]
        raw = named[0] if len(named) == 1 else {"simultaneous": named}
        try:
            return parse_report(raw)
        except RuleError as error:
            raise MatchError(error.message) from None

    @staticmethod
    def _judge(state: GameState, report: RulesReport) -> Verdict:
        try:
            return apply_report(state, report)
        except RuleError as error:
            raise MatchError(error.message) from None

    async def report(
        self,
        *,
        channel_id: int,
        actor: Actor,
        events: Sequence[Mapping[str, Any]],
        idempotency_key: str,
    ) -> ReportAnswer:
        """Report one event, or several that happened at the same time (one checkpoint)."""
        refuse_nul(events, "The report")
        request = request_for(
            idempotency_key, actor.user_id, "report", ReportAnswer, channel_id=channel_id
        )
        assert request is not None

        async def work(session: AsyncSession) -> ReportAnswer:
            match, current, answered = await self._active_for_report(
                session, channel_id, idempotency_key
            )
            if answered or match is None:
                # Already answered (maybe in a match that has finished since): same answer.
                earlier = await self._answered(session, idempotency_key)
                if earlier is not None:
                    return earlier
            if match is None:
                raise NoActiveMatch(_NO_ACTIVE_MATCH)
            roster = await self._roster(session, match)
            report = self._checked_report(roster, actor, events)
            if self._requests.recognise_retries:
                again = dataclasses.replace(
                    request, fingerprint=fingerprint("report", report.to_dict())
                )
                retried = await self._requests.retry(session, match.id or 0, match.version, again)
                if retried is not None:
                    return retried
            if match.pending_id is not None:
                raise MatchError(
                    "A report is waiting for confirmation. Confirm or dispute it first "
                    "(the buttons on its message), or undo it if it was yours."
                )
            game = current or await self._game(session, match)
            state = load_state(game.state, roster.setup)
            if match.batch_id is not None:
                return await self._add_to_batch(
                    session, match, game, state, report, actor, idempotency_key
                )
            verdict = self._judge(state, report)
            answer = await self._record(
                session, match, roster, game, verdict, report, actor, idempotency_key
            )
            self._keep_live(session, match, roster, game, verdict.state)
            return answer

        async with self._lock(channel_id):
            live = self._live.get(channel_id)
            if (
                live is not None
                and self._direct is not None
                and not self._maybe_retry(live, request)
            ):
                quick = await self._report_directly(
                    self._direct, live, actor, events, idempotency_key
                )
                if quick is not None:
                    self._requests.deliveries.stored(idempotency_key)
                    return quick
            return await self._attempt(channel_id, work, request, recorded_by_work=True)

    def _maybe_retry(self, live: LiveMatch, request: Request[Any]) -> bool:
        """Whether a report might be a retry (bot.matches.requests, 3): then the full path,
        which decides, takes it. In memory, no query: the match's latest change is the
        live match's last write, and its answer is not known to have reached the user."""
        deliveries = self._requests.deliveries
        if deliveries.retry_of(request.key) is not None:
            return True
        return (
            self._requests.recognise_retries
            and live.last_user == request.user_id
            and live.last_key is not None
            and deliveries.awaiting(live.last_key)
        )

    async def _report_directly(
        self,
        writer: ReportWriter,
        live: LiveMatch,
        actor: Actor,
        events: Sequence[Mapping[str, Any]],
        key: str,
    ) -> ReportAnswer | None:
        """The fast path: a report that takes nobody out, judged against the live match and
        stored in one trip. None sends the report down the full path, which also answers
        every refusal (a repeated idempotency key's first answer comes before any refusal)."""
        match, roster, game = live.match, live.roster, live.game
        try:
            report = self._checked_report(roster, actor, events)
            verdict = self._judge(live.state, report)
        except MatchError:
            return None
        if verdict.outcomes or verdict.game_over:
            return None  # confirmations, the score and the next game: the full path's work
        assert match.id is not None
        answer = self._answer("applied", game.number, verdict)
        state = carry.store(game.state, verdict.state, report)
        first_player = _first_player(game)
        try:
            written = await writer.write(
                DirectReport(
                    match_id=match.id,
                    seen_version=match.version,
                    game_number=game.number,
                    reporter_id=actor.user_id,
                    idempotency_key=key,
                    payload=report.to_dict(),
                    status=APPLIED,
                    answer=answer,
                    created_at=utcnow(),
                    game_state=state,
                    first_player=first_player,
                )
            )
        finally:
            # Whatever happens, the live match is out of date until this report is known to
            # be stored (then it is put back, updated) or the full path reads the match again.
            self._live.pop(match.channel_id, None)
        if written is None:
            return None
        set_committed_value(match, "version", match.version + 1)
        set_committed_value(match, "scoreboard_message_id", written.scoreboard_message_id)
        set_committed_value(game, "first_player", first_player)
        set_committed_value(game, "state", state)
        live.state = verdict.state
        live.last_key, live.last_user = key, actor.user_id
        self._live[match.channel_id] = live
        view = match_view(match, roster.players, roster.setup, game, None, None, verdict.state)
        return ReportAnswer(**{**answer, "report_id": written.report_id}, match=view)

    async def _answered(self, session: AsyncSession, key: str) -> ReportAnswer | None:
        """The stored answer to the report (or batch resolution) with this key, marked as a
        repeat; a stored refusal is raised again."""
        stored = await requests.find(session, key)
        if stored is not None:
            return requests.repeated(requests.answer_of(stored, ReportAnswer))
        row = (await session.scalars(select(Report).where(Report.idempotency_key == key))).first()
        if row is None:
            return None
        match = await session.get(Match, row.match_id)
        assert match is not None
        answer = dict(row.answer or {})
        if answer.get("status") != "batched":
            answer["report_id"] = row.id
        # Stored as JSON, the tuples came back as lists: answer exactly as the first time.
        for field in ("outcomes", "notes"):
            answer[field] = tuple(answer.get(field) or ())
        return ReportAnswer(**answer, match=await self._view(session, match), duplicate=True)

    async def _record(
        self,
        session: AsyncSession,
        match: Match,
        roster: _Roster,
        game: Game,
        verdict: Verdict,
        report: RulesReport,
        actor: Actor,
        key: str,
        *,
        consented: frozenset[str] | None = None,
    ) -> ReportAnswer:
        """Store a judged report. It waits for confirmation when it takes someone out who did
        not consent to it, unless a judge stands behind it. Who consented: the reporter, or
        for a batch `consented` (see bot.matches.consent)."""
        seq = await self._bump(session, match)
        if consented is None:
            consented = frozenset({name} if (name := roster.name_of(actor.user_id)) else ())
        confirmers = [
            o.player
            for o in verdict.outcomes
            if verdict.state.standings[o.player] is not Standing.WON and o.player not in consented
        ]
        needs_confirmation = bool(confirmers) and not actor.is_judge
        if needs_confirmation:
            settings = await self._settings(session, match.guild_id)
            needs_confirmation = settings.confirmation_required
        row = Report(
            match_id=match.id,
            game_number=game.number,
            seq=seq,
            reporter_id=actor.user_id,
            idempotency_key=key,
            payload=report.to_dict(),
            status=PENDING if needs_confirmation else APPLIED,
            # Its default, given here: pydantic inspects a default factory on every call.
            created_at=utcnow(),
        )
        if needs_confirmation:
            session.add(row)
            await session.flush()
            pending = await self._open_confirmation(
                session,
                match,
                report_id=row.id,
                requested_by=actor.user_id,
                confirmers=confirmers,
                would_decide=[o.explain() for o in verdict.outcomes],
            )
            row.answer = self._answer("pending", game.number, verdict, pending_id=pending.id)
        else:
            finished = await self._apply(session, match, roster, game, verdict, report)
            # Stored with the row in its one INSERT; the report id is the row's own id.
            row.answer = self._answer("applied", game.number, verdict, **finished)
            session.add(row)
        await session.flush()
        answer = {**(row.answer or {}), "report_id": row.id}
        return ReportAnswer(**answer, match=await self._view(session, match))

    @staticmethod
    def _answer(
        status: str,
        game_number: int,
        verdict: Verdict,
        *,
        pending_id: int | None = None,
        match_over: bool = False,
        next_chooser: str | None = None,
    ) -> dict[str, Any]:
        return {
            "status": status,
            "report_id": None,  # the row's own id, added when answering
            "game_number": game_number,
            "outcomes": tuple(o.explain() for o in verdict.outcomes),
            "notes": tuple(f"{n.text} ({', '.join(n.citations)})" for n in verdict.notes),
            "game_over": verdict.game_over and status == "applied",
            "match_over": match_over,
            "next_chooser": next_chooser,
            "pending_id": pending_id,
        }

    async def _apply(
        self,
        session: AsyncSession,
        match: Match,
        roster: _Roster,
        game: Game,
        verdict: Verdict,
        report: RulesReport,
    ) -> dict[str, Any]:
        """Store the new game state; finish the game, and the match, when the verdict ends them."""
        game.first_player = _first_player(game)
        game.state = carry.store(game.state, verdict.state, report)
        if not verdict.game_over:
            return {}
        return await self._finish_game(session, match, roster, game, verdict.state, "over")

    async def _finish_game(
        self,
        session: AsyncSession,
        match: Match,
        roster: _Roster,
        game: Game,
        state: GameState,
        status: str,
    ) -> dict[str, Any]:
        game.status = status
        game.ended_at = utcnow()
        result = scoring.game_result(state)
        wins = list(match.wins)
        if result.winner is None:
            match.draws += 1
        else:
            wins[result.winner] += 1
        match.wins = wins
        current = scoring.Score(tuple(wins), match.draws)
        winner = scoring.match_winner(match.best_of, current)
        if winner is not None:
            self._finish_match(match, roster.setup, winner, "games", current.text())
            return {"match_over": True}
        chooser = scoring.next_chooser(state, game.chooser or roster.setup.players[0])
        match.current_game = game.number + 1
        carried = carry.opening_vitae(roster.setup, carry.carried_vitae(roster.setup, game.state))
        next_setup = carry.opening_setup(roster.setup, {carry.OPENING: carried})
        next_game = Game(
            match_id=match.id,
            number=match.current_game,
            chooser=chooser.player,
            chooser_rule=chooser.rule,
            first_player=chooser.player if chooser.goes_first else None,
            choice="play" if chooser.goes_first else None,
            state={**dump_state(new_game(next_setup)), **carry.opening(next_setup, carried)},
        )
        session.add(next_game)
        await session.flush()
        # The session holds its rows weakly: keep this one for the answer's view, which would
        # otherwise read it back.
        session.info["next_game"] = next_game
        return {"next_chooser": chooser.player}

    @staticmethod
    def _finish_match(
        match: Match, setup: GameSetup, winner: int | None, reason: str, score: str
    ) -> None:
        match.status = FINISHED
        match.finished_at = utcnow()
        session = object_session(match)
        if session is not None:  # its roster is let go once this commits
            session.info.setdefault("ended", []).append(match.id)
        match.pending_id = None
        match.batch_id = None
        match.result = scoring.match_result(setup, winner, reason, score)

    async def _close_leftovers(
        self, session: AsyncSession, match: Match, actor: Actor | int
    ) -> None:
        """A match ending without its games ends what waited on it: a waiting report never
        took effect (undone, and its confirmation withdrawn), an open batch is cancelled."""
        who = actor if isinstance(actor, Actor) else Actor(actor)
        if match.pending_id is not None:
            pending = await session.get(Confirmation, match.pending_id)
            if pending is not None and pending.status == "open":
                self._close_pending(match, pending, "withdrawn", who)
                await self._mark_report(session, pending.report_id, UNDONE, who)
        if match.batch_id is not None:
            batch = await session.get(Batch, match.batch_id)
            if batch is not None and batch.status == "open":
                await self._close_batch(session, batch, CANCELLED)

    # -- batches -----------------------------------------------------------------------------

    async def open_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        request = request_for(
            idempotency_key, actor.user_id, "batch_start", MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self._active(session, channel_id)
            roster = await self._roster(session, match)
            self._check_player_or_judge(roster, actor)
            if match.batch_id is not None:
                raise MatchError(
                    "A batch is already open here: add reports, then /batch resolve or "
                    "/batch cancel."
                )
            if match.pending_id is not None:
                raise MatchError("A report is waiting for confirmation; settle it first.")
            await self._bump(session, match)
            batch = Batch(
                match_id=match.id, game_number=match.current_game, opened_by=actor.user_id
            )
            session.add(batch)
            await session.flush()
            match.batch_id = batch.id
            return await self._view(session, match)

        return await self._write(channel_id, work, request)

    async def _add_to_batch(
        self,
        session: AsyncSession,
        match: Match,
        game: Game,
        state: GameState,
        report: RulesReport,
        actor: Actor,
        key: str,
    ) -> ReportAnswer:
        batch = await session.get(Batch, match.batch_id)
        assert batch is not None
        # Check each event on its own now, so a typo is refused when it is made.
        for event in report.events:
            self._judge(state, RulesReport((event,)))
        seq = await self._bump(session, match)
        batch.events = [*batch.events, *(e.to_dict() for e in report.events)]
        batch.origins = [*batch.origins, *([actor.user_id, actor.is_judge] for _ in report.events)]
        batch.reporters = [*batch.reporters, actor.user_id]
        batch.keys = [*batch.keys, key]
        # The report joins the log too: marked batched (then merged or cancelled), so the
        # record is complete and its interaction id is never applied twice.
        answer = {
            "status": "batched",
            "report_id": None,
            "game_number": game.number,
            "outcomes": (),
            "notes": (),
            "game_over": False,
            "match_over": False,
            "next_chooser": None,
            "pending_id": None,
        }
        session.add(
            Report(
                match_id=match.id,
                game_number=game.number,
                seq=seq,
                reporter_id=actor.user_id,
                idempotency_key=key,
                payload=report.to_dict(),
                status=BATCHED,
                answer=answer,
                created_at=utcnow(),
            )
        )
        await session.flush()
        return ReportAnswer(**answer, match=await self._view(session, match))

    async def resolve_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str
    ) -> ReportAnswer:
        request = request_for(
            idempotency_key, actor.user_id, "batch_resolve", ReportAnswer, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> ReportAnswer:
            match = await self._active(session, channel_id)
            roster = await self._roster(session, match)
            self._check_player_or_judge(roster, actor)
            batch = await self._open_batch(session, match)
            if not batch.events:
                raise MatchError("The batch is empty: report events first, or /batch cancel.")
            report = RulesReport(
                tuple(parse_report(e).events[0] for e in batch.events), simultaneous=True
            )
            game = await self._game(session, match)
            state = load_state(game.state, roster.setup)
            verdict = self._judge(state, report)
            await self._close_batch(session, batch, MERGED)
            match.batch_id = None
            return await self._record(
                session,
                match,
                roster,
                game,
                verdict,
                report,
                actor,
                idempotency_key,
                consented=batch_consent(roster.user_of, state, report, batch.origins, verdict),
            )

        return await self._write(channel_id, work, request)

    async def cancel_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        request = request_for(
            idempotency_key, actor.user_id, "batch_cancel", MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self._active(session, channel_id)
            roster = await self._roster(session, match)
            self._check_player_or_judge(roster, actor)
            batch = await self._open_batch(session, match)
            await self._bump(session, match)
            await self._close_batch(session, batch, CANCELLED)
            match.batch_id = None
            return await self._view(session, match)

        return await self._write(channel_id, work, request)

    @staticmethod
    async def _close_batch(session: AsyncSession, batch: Batch, outcome: str) -> None:
        """Settle a batch and the batched reports in the log: merged or cancelled."""
        batch.status = "resolved" if outcome == MERGED else "cancelled"
        if batch.keys:
            await session.execute(
                update(Report)
                .where(Report.idempotency_key.in_(batch.keys), Report.status == BATCHED)  # type: ignore[attr-defined]
                .values(status=outcome)
            )

    async def _open_batch(self, session: AsyncSession, match: Match) -> Batch:
        batch = await session.get(Batch, match.batch_id) if match.batch_id else None
        if batch is None:
            raise MatchError("No batch is open here. Start one with /batch start.")
        return batch

    def _check_player_or_judge(self, roster: _Roster, actor: Actor) -> None:
        if roster.name_of(actor.user_id) is None and not actor.is_judge:
            raise NotAllowed("Only this match's players or a judge can do that here.")

    # -- confirmations -----------------------------------------------------------------------

    async def _pending(
        self, session: AsyncSession, match: Match, pending_id: int | None
    ) -> Confirmation:
        if match.pending_id is None or (pending_id is not None and pending_id != match.pending_id):
            raise MatchError("Nothing here is waiting for confirmation any more.")
        pending = await session.get(Confirmation, match.pending_id)
        assert pending is not None
        return pending

    @staticmethod
    async def _open_confirmation(
        session: AsyncSession, match: Match, **fields: Any
    ) -> Confirmation:
        """Store what now waits for confirmation; the match holds further reports until then."""
        pending = Confirmation(match_id=match.id, **fields)
        session.add(pending)
        await session.flush()
        match.pending_id = pending.id
        return pending

    @staticmethod
    def _close_pending(match: Match, pending: Confirmation, outcome: str, actor: Actor) -> None:
        pending.status = outcome
        pending.resolved_by, pending.resolved_at = actor.user_id, utcnow()
        match.pending_id = None

    @staticmethod
    async def _mark_report(
        session: AsyncSession, report_id: int | None, status: str, actor: Actor
    ) -> None:
        """Set aside a report that waited (disputed or withdrawn); it stays in the log."""
        if report_id is None:
            return
        row = await session.get(Report, report_id)
        assert row is not None
        row.status = status
        row.changed_by, row.changed_at = actor.user_id, utcnow()

    def _check_may_confirm(self, roster: _Roster, pending: Confirmation, actor: Actor) -> None:
        name = roster.name_of(actor.user_id)
        if actor.is_judge or (name is not None and name in pending.confirmers):
            return
        who = ", ".join(pending.confirmers)
        raise NotAllowed(f"Only {who} or a judge can confirm or dispute this.")

    async def confirm(
        self,
        *,
        channel_id: int,
        actor: Actor,
        pending_id: int | None = None,
        idempotency_key: str | None = None,
    ) -> ReportAnswer:
        request = request_for(
            idempotency_key,
            actor.user_id,
            "confirm",
            ReportAnswer,
            {"pending_id": pending_id},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> ReportAnswer:
            match = await self._active(session, channel_id)
            roster = await self._roster(session, match)
            pending = await self._pending(session, match, pending_id)
            self._check_may_confirm(roster, pending, actor)
            await self._bump(session, match)
            game = await self._game(session, match)
            if pending.kind != "report":
                settled = await self._agree(session, match, roster, game, pending, actor)
                view = await self._view(session, match)
                return ReportAnswer(
                    "applied" if settled else "pending",
                    None,
                    game.number,
                    tuple(pending.would_decide),
                    (),
                    settled,
                    settled,
                    None,
                    None if settled else pending.id,
                    view,
                )
            self._close_pending(match, pending, "confirmed", actor)
            row = await session.get(Report, pending.report_id)
            assert row is not None
            state = load_state(game.state, roster.setup)
            report = parse_report(row.payload)
            verdict = self._judge(state, report)
            finished = await self._apply(session, match, roster, game, verdict, report)
            # Both after _apply (which may flush): the report is updated once.
            row.status = APPLIED
            row.answer = self._answer("applied", game.number, verdict, **finished)
            answer = {**row.answer, "report_id": row.id}
            return ReportAnswer(**answer, match=await self._view(session, match))

        return await self._write(channel_id, work, request)

    async def _agree(
        self,
        session: AsyncSession,
        match: Match,
        roster: _Roster,
        game: Game,
        pending: Confirmation,
        actor: Actor,
    ) -> bool:
        """One more agreement to a match draw or early end, which needs every other player
        (or a judge); True once it is settled."""
        agreed = {*(pending.action or {}).get("agreed", []), roster.name_of(actor.user_id)}
        waiting = [p for p in pending.confirmers if p not in agreed]
        settled = actor.is_judge or not waiting
        if settled:
            self._close_pending(match, pending, "confirmed", actor)
            await self._settle_match_action(session, match, roster, game, pending)
        else:
            pending.action = {"agreed": sorted(a for a in agreed if a)}
        return settled

    async def dispute(
        self,
        *,
        channel_id: int,
        actor: Actor,
        pending_id: int | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """Refuse a pending report or proposal: the report is marked disputed and has no effect."""
        request = request_for(
            idempotency_key,
            actor.user_id,
            "dispute",
            MatchView,
            {"pending_id": pending_id},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self._active(session, channel_id)
            roster = await self._roster(session, match)
            pending = await self._pending(session, match, pending_id)
            self._check_may_confirm(roster, pending, actor)
            await self._bump(session, match)
            self._close_pending(match, pending, "disputed", actor)
            await self._mark_report(session, pending.report_id, DISPUTED, actor)
            return await self._view(session, match)

        return await self._write(channel_id, work, request)

    # -- undo --------------------------------------------------------------------------------

    async def undo(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        """Revert the last report of the current game (its reporter or a judge). A report still
        waiting for confirmation is withdrawn instead. The report stays in the log, marked."""
        request = request_for(
            idempotency_key, actor.user_id, "undo", MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self._active_or_just_finished(session, channel_id)
            roster = await self._roster(session, match)
            if match.pending_id is not None:
                pending = await self._pending(session, match, None)
                if pending.requested_by != actor.user_id and not actor.is_judge:
                    raise NotAllowed(
                        "Only whoever made the waiting report, or a judge, can withdraw it."
                    )
                await self._bump(session, match)
                self._close_pending(match, pending, "withdrawn", actor)
                await self._mark_report(session, pending.report_id, UNDONE, actor)
                return await self._view(session, match)
            if match.batch_id is not None:
                raise MatchError(
                    "A batch is open: /batch resolve or /batch cancel it before undoing."
                )
            game = await self._game(session, match)
            rows = await self._applied_reports(session, match, game.number)
            if not rows and game.number > 1:
                # Nothing in this game yet: the last report is the one that ended the game
                # before, so undoing it reopens that game.
                game = await self._reopen_previous_game(session, match, game)
                rows = await self._applied_reports(session, match, game.number)
            if not rows:
                # Someone who may not undo hears that first, not that there is nothing to undo.
                self._check_player_or_judge(roster, actor)
                raise MatchError(f"Game {game.number} has no report to undo yet.")
            await self._undo_last(session, match, roster, game, rows, actor)
            return await self._view(session, match)

        return await self._write(channel_id, work, request)

    async def _active_or_just_finished(self, session: AsyncSession, channel_id: int) -> Match:
        """The channel's active match; else its latest match if a game report finished it,
        so that report can still be undone."""
        try:
            return await self._active(session, channel_id)
        except NoActiveMatch:
            latest = (
                await session.scalars(
                    select(Match)
                    .where(Match.channel_id == channel_id)
                    .order_by(Match.id.desc())  # type: ignore[union-attr]
                    .limit(1)
                )
            ).first()
            if latest is None or (latest.result or {}).get("reason") != "games":
                raise
            return latest

    async def _reopen_previous_game(self, session: AsyncSession, match: Match, empty: Game) -> Game:
        """Drop the empty game that just began and take the previous one back up."""
        previous = await self._game(session, match, empty.number - 1)
        await session.delete(empty)
        match.current_game = previous.number
        return previous

    @staticmethod
    def _check_may_undo(
        roster: _Roster, game: Game, before: GameState, last: Report, actor: Actor
    ) -> None:
        if actor.is_judge:
            return
        winners = [o.player for o in before.outcomes if o.standing is Standing.WON]
        if game.status == "over" and winners:
            # Taking back a settled game takes a win away: that is for those who won it.
            if roster.name_of(actor.user_id) not in winners:
                raise NotAllowed(
                    f"Game {game.number} is settled: only {', '.join(winners)} (who won it) "
                    "or a judge can take its last report back."
                )
            return
        if last.reporter_id != actor.user_id:
            raise NotAllowed(
                f"Only <@{last.reporter_id}>, who made the last report, or a judge can undo it."
            )

    async def _undo_last(
        self,
        session: AsyncSession,
        match: Match,
        roster: _Roster,
        game: Game,
        rows: list[Report],
        actor: Actor,
    ) -> None:
        """Mark the game's last report undone and rebuild the game (and score) from the log."""
        last = rows[-1]
        before = load_state(game.state, roster.setup)
        self._check_may_undo(roster, game, before, last, actor)
        await self._bump(session, match)
        last.status = UNDONE
        last.changed_by, last.changed_at = actor.user_id, utcnow()
        # The log is the truth: rebuild the game from the reports that still stand.
        standing = [parse_report(r.payload) for r in rows[:-1]]
        state = replay(carry.opening_setup(roster.setup, game.state), standing)
        game.state = carry.rebuild(game.state, state, standing)
        if game.status != "over":
            return
        # The undone report had ended this game (and maybe the match): take its result back.
        ended = scoring.game_result(before)
        if ended.winner is None:
            match.draws -= 1
        else:
            match.wins = [w - (i == ended.winner) for i, w in enumerate(match.wins)]
        game.status, game.ended_at = "playing", None
        if match.status == FINISHED:
            match.status, match.result, match.finished_at = ACTIVE, None, None

    async def _applied_reports(
        self, session: AsyncSession, match: Match, game_number: int
    ) -> list[Report]:
        rows = await session.scalars(
            select(Report)
            .where(
                Report.match_id == match.id,
                Report.game_number == game_number,
                Report.status == APPLIED,
            )
            .order_by(Report.seq)
        )
        return list(rows)

    # -- play / draw -------------------------------------------------------------------------

    async def choose(
        self,
        *,
        channel_id: int,
        actor: Actor,
        play_first: bool,
        match_id: int | None = None,
        game_number: int | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """The chooser's play/draw decision. A button names the match and game it was for,
        so an old button cannot decide for a later game or match in the channel."""
        request = request_for(
            idempotency_key,
            actor.user_id,
            "choose",
            MatchView,
            {"play_first": play_first, "match_id": match_id, "game_number": game_number},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> MatchView:
            if game_number is not None:
                current = await self._current_or_latest(session, channel_id)
                if match_id is not None and current.id != match_id:
                    raise MatchError(
                        f"That button belongs to match #{match_id}, which is over; use the "
                        "buttons of the current match, or /choose."
                    )
                if game_number > current.current_game and current.result is None:
                    raise MatchError(
                        f"That choice was for game {game_number}, which is not next any more: "
                        f"/undo reopened game {current.current_game}."
                    )
                if current.current_game != game_number or current.result is not None:
                    raise MatchError(f"That choice was for game {game_number}, which is settled.")
            match = await self._active(session, channel_id)
            roster = await self._roster(session, match)
            game = await self._game(session, match)
            chooser = game.chooser
            if roster.name_of(actor.user_id) != chooser and not actor.is_judge:
                raise NotAllowed(f"{chooser} chooses play or draw for game {game.number}.")
            if game.choice is not None or (
                await self._applied_reports(session, match, game.number)
            ):
                raise MatchError(
                    f"Game {game.number} has already begun; the choice is made before it starts."
                )
            await self._bump(session, match)
            assert chooser is not None
            game.choice = "play" if play_first else "draw"
            game.first_player = (
                chooser if play_first else scoring.next_opponent(roster.setup, chooser)
            )
            return await self._view(session, match)

        return await self._write(channel_id, work, request)

    # -- whole-match decisions ---------------------------------------------------------------

    async def concede_match(
        self,
        *,
        channel_id: int,
        actor: Actor,
        player: int | str | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """A player concedes the whole match (MTR 2.5): the other side wins it."""
        refuse_nul(player, "The player")
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_concede",
            MatchView,
            {"player": player},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self._active(session, channel_id)
            roster = await self._roster(session, match)
            setup = roster.setup
            who = player if player is not None else actor.user_id
            name = roster.name_of(who) if isinstance(who, int) else who
            if name is None or name not in setup.players:
                raise MatchError("Only a player of this match can concede it.")
            if roster.name_of(actor.user_id) != name and not actor.is_judge:
                raise NotAllowed(f"Only {name} or a judge can concede the match for {name}.")
            if len(setup.teams) != 2:
                raise MatchError(
                    "In a multiplayer match, concede the game with /concede; the others play on."
                )
            await self._bump(session, match)
            loser = next(i for i, team in enumerate(setup.teams) if name in team)
            winner = 1 - loser
            wins = list(match.wins)
            # A conceded match is recorded as a full match win for the other side; the
            # conceder keeps the games they won (MTR 2.5: 2-1 if they had won one).
            wins[winner] = max(wins[winner], scoring.wins_needed(match.best_of))
            match.wins = wins
            game = await self._game(session, match)
            game.status, game.ended_at = "unplayed", utcnow()
            await self._close_leftovers(session, match, actor)
            self._finish_match(
                match, setup, winner, "concession", scoring.Score(tuple(wins), match.draws).text()
            )
            return await self._view(session, match)

        return await self._write(channel_id, work, request)

    async def propose(
        self, *, channel_id: int, actor: Actor, kind: str, idempotency_key: str | None = None
    ) -> MatchView:
        """Draw the match intentionally ("match_draw") or end it early ("match_end", by
        agreement or at time). A judge's request takes effect at once; a player's waits for a
        player of another side to confirm."""
        if kind not in ("match_draw", "match_end"):
            raise MatchError("Choose a match draw or an early end.")
        request = request_for(
            idempotency_key, actor.user_id, kind, MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self._active(session, channel_id)
            roster = await self._roster(session, match)
            name = roster.name_of(actor.user_id)
            if name is None and not actor.is_judge:
                raise NotAllowed("Only this match's players or a judge can do that.")
            game = await self._game(session, match)
            if match.pending_id is not None:
                pending = await self._pending(session, match, None)
                if _agrees_by_repeating(pending, kind, name):
                    # The same command from a player who still has to agree is agreement.
                    await self._bump(session, match)
                    await self._agree(session, match, roster, game, pending, actor)
                    return await self._view(session, match)
                if not (actor.is_judge and kind == "match_end"):
                    raise MatchError(
                        "Something is already waiting for confirmation; settle it first "
                        "(its Confirm or Dispute buttons, or /undo if it is yours)."
                    )
                # A judge ends the match whatever waits: the waiting report never took effect.
                await self._close_leftovers(session, match, actor)
            if (
                kind == "match_draw"
                and roster.setup.system.value == "grand-archive"
                and (match.current_game > 1 or await self._applied_reports(session, match, 1))
            ):
                raise MatchError(
                    "Grand Archive allows an intentional draw only before the first game "
                    "begins. End the match early with /match end instead."
                )
            await self._bump(session, match)
            if actor.is_judge and name is None:
                pending = Confirmation(
                    match_id=match.id, kind=kind, requested_by=actor.user_id, confirmers=[]
                )
                await self._settle_match_action(session, match, roster, game, pending)
                return await self._view(session, match)
            own_team = roster.setup.team_of(name) if name else ()
            others = [p for p in roster.setup.players if p not in own_team]
            await self._open_confirmation(
                session,
                match,
                kind=kind,
                requested_by=actor.user_id,
                confirmers=others,
                would_decide=[_PROPOSAL_TEXT[kind]],
            )
            return await self._view(session, match)

        return await self._write(channel_id, work, request)

    async def _settle_match_action(
        self,
        session: AsyncSession,
        match: Match,
        roster: _Roster,
        game: Game,
        pending: Confirmation,
    ) -> None:
        setup = roster.setup
        current = scoring.Score(tuple(match.wins), match.draws)
        game.ended_at = utcnow()
        await self._close_leftovers(session, match, pending.resolved_by or pending.requested_by)
        if pending.kind == "match_draw":
            game.status = "unplayed"
            self._finish_match(
                match, setup, None, "intentional_draw", scoring.intentional_draw_text(current)
            )
            return
        in_progress = bool(await self._applied_reports(session, match, game.number))
        game.status = "unfinished" if in_progress else "unplayed"
        final = scoring.after_early_end(current, in_progress)
        match.draws = final.draws
        self._finish_match(match, setup, final.leader(), "early_end", final.text())

    # -- reading -----------------------------------------------------------------------------

    async def status(self, *, channel_id: int) -> MatchView:
        async with self.db.transaction() as session:
            return await self._view(session, await self._current_or_latest(session, channel_id))

    async def _current_or_latest(self, session: AsyncSession, channel_id: int) -> Match:
        """The active match, else the latest one: one row, however long the history."""
        match = (await session.scalars(_CURRENT_OR_LATEST, {"channel_id": channel_id})).first()
        if match is None:
            raise NoActiveMatch("No match has been played in this channel yet.")
        return match

    async def match(self, match_id: int) -> MatchView:
        async with self.db.transaction() as session:
            found = await session.get(Match, match_id)
            if found is None:
                raise MatchError(f"There is no match #{match_id}.")
            return await self._view(session, found)

    async def history(
        self, *, guild_id: int | None, channel_id: int | None = None, limit: int = 10
    ) -> list[MatchSummary]:
        guild_id = require_guild(guild_id)
        limit = max(1, min(limit, 50))
        async with self.db.transaction() as session:
            query = (
                select(Match)
                .where(Match.guild_id == guild_id)
                .order_by(Match.id.desc())  # type: ignore[union-attr]
                .limit(limit)
            )
            if channel_id is not None:
                query = query.where(Match.channel_id == channel_id)
            matches = list(await session.scalars(query))
            summaries = []
            for match in matches:
                # The players' names are in the match's setup: no query per match.
                setup = parse_setup(match.setup)
                result = match.result
                summaries.append(
                    MatchSummary(
                        id=match.id or 0,
                        channel_id=match.channel_id,
                        system=match.system,
                        status=match.status,
                        players=setup.players,
                        score=scoring.Score(tuple(match.wins), match.draws).text(),
                        result=scoring.result_line(
                            setup.teams,
                            result["winners"],
                            result["reason"],
                            match.wins,
                            match.draws,
                        )
                        if result
                        else None,
                        created_at=match.created_at.isoformat(),
                        variant=match.variant,
                        score_line=scoring.score_line(setup.teams, match.wins, match.draws),
                    )
                )
        return summaries

    async def active_matches(self) -> list[MatchView]:
        """Every active match, e.g. to restore scoreboards and buttons after a restart."""
        async with self.db.transaction() as session:
            matches = await session.scalars(select(Match).where(Match.status == ACTIVE))
            return [await self._view(session, m) for m in matches]

    async def set_scoreboard(self, *, match_id: int, message_id: int) -> None:
        async with self.db.transaction() as session:
            await session.execute(
                update(Match).where(Match.id == match_id).values(scoreboard_message_id=message_id)
            )

    async def set_confirmation_message(self, *, pending_id: int, message_id: int) -> None:
        async with self.db.transaction() as session:
            await session.execute(
                update(Confirmation)
                .where(Confirmation.id == pending_id)
                .values(message_id=message_id)
            )

    async def log(self, match_id: int) -> list[Report]:
        """Every report of a match in order, undone and disputed ones included."""
        async with self.db.transaction() as session:
            rows = await session.scalars(
                select(Report).where(Report.match_id == match_id).order_by(Report.seq)
            )
            return list(rows)

    async def games(self, match_id: int) -> list[Game]:
        async with self.db.transaction() as session:
            rows = await session.scalars(
                select(Game).where(Game.match_id == match_id).order_by(Game.number)
            )
            return list(rows)

    # -- export and import -------------------------------------------------------------------

    async def export(self, match_id: int) -> dict[str, Any]:
        """The match as a document: each game in the replay format, plus the full log."""
        async with self.db.transaction() as session:
            match = await session.get(Match, match_id)
            if match is None:
                raise MatchError(f"There is no match #{match_id}.")
            roster = await self._roster(session, match)
            games = await session.scalars(
                select(Game).where(Game.match_id == match_id).order_by(Game.number)
            )
            log = await session.scalars(
                select(Report).where(Report.match_id == match_id).order_by(Report.seq)
            )
            return export_match(match, roster.players, list(games), list(log))

    async def import_match(
        self,
        document: Mapping[str, Any],
        *,
        guild_id: int | None,
        channel_id: int,
        actor: Actor,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """Store a match document after re-adjudicating every game from its reports. A finished
        match joins the records; an unfinished one becomes this channel's active match."""
        require_guild(guild_id)
        refuse_nul(document, "That export")
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_import",
            MatchView,
            {"document": document},
            channel_id=channel_id,
            guild_id=guild_id,
        )
        try:
            adjudication = adjudicate_match(document)
        except GameFileError as error:
            where = error.location()
            raise MatchError(
                f"That export is not valid{' (' + where + ')' if where else ''}: {error.message}"
            ) from None
        setup = parse_setup(document)
        user_ids = document.get("user_ids") or {}
        games = [_imported_game(document, raw) for raw in document["games"]]
        result = adjudication.result

        async def work(session: AsyncSession) -> MatchView:
            if (
                result is None
                and (
                    await session.scalars(
                        select(Match).where(Match.channel_id == channel_id, Match.status == ACTIVE)
                    )
                ).first()
            ):
                raise MatchError("This channel already has an active match; import it elsewhere.")
            finished = [scoring.game_result(state) for _, state, _ in games if state.is_over]
            current = scoring.score(setup, finished)
            if result is not None and adjudication.final is not None:
                # As recorded: a concession or an early end changes the score (MTR 2.4, 2.5).
                current = adjudication.final
            match = Match(
                guild_id=guild_id,
                channel_id=channel_id,
                system=setup.system.value,
                variant=setup.variant.value if setup.variant else None,
                best_of=document.get("best_of", scoring.default_best_of(len(setup.players))),
                setup=setup.to_dict(),
                started_by=actor.user_id,
                wins=list(current.wins),
                draws=current.draws,
                current_game=len(games),
                status=FINISHED if result else ACTIVE,
                result=result,
                finished_at=utcnow() if result else None,
            )
            session.add(match)
            await session.flush()
            team_index = {p: i for i, team in enumerate(setup.teams) for p in team}
            for seat, name in enumerate(setup.players):
                user_id = user_ids.get(name)
                session.add(
                    MatchPlayer(
                        match_id=match.id,
                        seat=seat,
                        name=name,
                        user_id=user_id if isinstance(user_id, int) else None,
                        team=team_index[name],
                    )
                )
            seq = 0
            for number, (raw, state, stored) in enumerate(games, start=1):
                session.add(
                    Game(
                        match_id=match.id,
                        number=number,
                        chooser=raw.get("chooser"),
                        first_player=raw.get("first_player"),
                        state=stored,
                        status=raw.get("status") or ("over" if state.is_over else "playing"),
                    )
                )
                for payload in raw.get("reports", []):
                    seq += 1
                    session.add(
                        Report(
                            match_id=match.id,
                            game_number=number,
                            seq=seq,
                            reporter_id=actor.user_id,
                            payload=payload,
                            idempotency_key=f"import:{match.id}:{seq}",
                        )
                    )
            match.version = seq
            await session.flush()
            session.info["changed"] = (match.id, match.version)
            return await self._view(session, match)

        return await self._write(channel_id, work, request)

    # -- guild settings ----------------------------------------------------------------------

    async def settings(self, guild_id: int) -> GuildSettings:
        require_guild(guild_id)
        now = time.monotonic()
        cached = self._settings_cache.get(guild_id)
        if cached is not None and cached[0] > now:
            return cached[1]
        async with self.db.transaction() as session:
            found = await self._settings(session, guild_id)
        self._settings_cache[guild_id] = (now + self._settings_ttl, found)
        return found

    async def update_settings(
        self,
        guild_id: int,
        *,
        judge_role_id: int | None = None,
        confirmation_required: bool | None = None,
        default_game: str | None = None,
        clear_judge_role: bool = False,
        actor: Actor | None = None,
        idempotency_key: str | None = None,
    ) -> GuildSettings:
        require_guild(guild_id)
        if default_game is not None and default_game not in ("grand-archive", "magic", "terrus"):
            raise MatchError("The default game must be grand-archive, magic or terrus.")
        request = request_for(
            idempotency_key,
            (actor or Actor(0)).user_id,
            "settings",
            GuildSettings,
            guild_id=guild_id,
        )

        async def work(session: AsyncSession) -> GuildSettings:
            row = await session.get(GuildSettings, guild_id)
            if row is None:
                row = GuildSettings(guild_id=guild_id)
                session.add(row)
            if judge_role_id is not None:
                row.judge_role_id = judge_role_id
            if clear_judge_role:
                row.judge_role_id = None
            if confirmation_required is not None:
                row.confirmation_required = confirmation_required
            if default_game is not None:
                row.default_game = default_game
            await session.flush()
            return row

        # The server's settings are not a channel's: one change at a time per server.
        async with self._lock(("guild", guild_id)):
            try:
                return await self._attempt(None, work, request)
            finally:
                self._settings_cache.pop(guild_id, None)


def _agrees_by_repeating(pending: Confirmation, kind: str, name: str | None) -> bool:
    agreed = (pending.action or {}).get("agreed", [])
    return pending.kind == kind and name in pending.confirmers and name not in agreed


_PROPOSAL_TEXT = {
    "match_draw": "the match ends as an intentional draw",
    "match_end": "the match ends now; the game in progress counts as a draw and the match "
    "goes to whoever has more game wins",
}


def _imported_game(
    document: Mapping[str, Any], raw: Mapping[str, Any]
) -> tuple[Mapping[str, Any], GameState, dict[str, Any]]:
    """One game of a match document: replayed from its own setup (a Terrus game may open
    with the vitae carried from the game before, Terrus 4.3), and its stored JSON."""
    setup = parse_setup({**document, **raw})
    reports = [parse_report(r) for r in raw.get("reports", [])]
    state = replay(setup, reports)
    own = raw.get("starting_life")
    carried = carry.opening_vitae(parse_setup(document), own if isinstance(own, Mapping) else {})
    return raw, state, carry.rebuild({carry.OPENING: carried}, state, reports)


__all__ = ["Actor", "MatchService", "PlayerSpec", "game_view"]
