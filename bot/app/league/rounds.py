"""Rounds: pair the next one, start its matches (resumably), fix a result, re-pair, status."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cached_property
from typing import Any

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.league.checkin import close_if_due
from bot.app.league.table_starts import Stage, TableRef
from bot.core.errors import MatchError, NotAllowed
from bot.core.league import (
    League,
    LeagueFileError,
    PodPairing,
    SwissPairing,
    check_best_of,
    pair_next_round,
    read_league,
)
from bot.core.league.errors import described
from bot.core.league.table_result import TableResult
from bot.core.match.commands import Actor
from bot.core.messages import Message, channel_mention, timestamp
from bot.store.leagues import (
    LeagueRows,
    as_utc,
    document,
    forget_byes_after,
    league_file,
    load,
    match_record,
    open_league,
)
from bot.store.playoffs import refuse_after_cut
from bot.store.tables.leagues import LeaguePairing, LeagueRound, LeagueRow, RoundSwap
from bot.store.tables.matches import ACTIVE, MatchRow, utcnow


@dataclass(frozen=True)
class PairingView:
    id: int
    table: int
    players: tuple[str, ...]
    user_ids: tuple[int | None, ...]
    match_id: int | None
    thread_id: int | None
    result: TableResult | None  # its games, a draw or its winner; None while unfinished
    fixed: bool = False  # a judge recorded its result (/league result)
    told: bool = False  # its players were told of their match in its thread
    extra_minutes: int = 0  # a judge's time extension (/league time extend)
    deadline: datetime | None = None  # its own time: the round's plus its extension

    @cached_property  # worked out once: a table's start asks it at every step
    def ref(self) -> TableRef:
        return TableRef(Stage.ROUND, self.id)

    @property
    def started(self) -> bool:
        """Its players were told of its match, or a judge's result stands in for it: a round
        start resumes neither (a table that cannot start is unstuck by a judge's result)."""
        return self.told or self.fixed


@dataclass(frozen=True)
class SwapView:
    """A judge's swap in a round's pairing before it was posted: who swapped which two
    players, and when (`/league round swap`)."""

    player_a: str
    player_b: str
    by: int
    at: datetime


def swap_basis(data: dict[str, Any], seed: int | None) -> str:
    """A digest of the league document and seed a round is paired from: a judge's swap holds
    only while the league is still that (a join, a drop or a result since pairs it again)."""
    text = json.dumps([data, seed], sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def holding_swaps(
    rows: LeagueRows, number: int, data: dict[str, Any], seed: int | None
) -> list[RoundSwap]:
    """The judges' swaps of round `number` (not yet stored) that still hold, oldest first."""
    digest = swap_basis(data, seed)
    return [s for s in rows.swaps if s.round_number == number and s.basis == digest]


def swap_views(swaps: list[RoundSwap]) -> tuple[SwapView, ...]:
    return tuple(
        SwapView(s.player_a, s.player_b, s.swapped_by, as_utc(s.swapped_at)) for s in swaps
    )


@dataclass(frozen=True)
class RoundView:
    league_id: int
    league_name: str
    number: int
    deadline: datetime
    byes: tuple[str, ...]
    pairings: tuple[PairingView, ...]
    time_called: bool
    awarded_byes: tuple[str, ...] = ()  # an organiser's awarded byes (not the odd player's)
    changed: tuple[SwapView, ...] = ()  # a judge's swaps in its pairing before it was posted

    @cached_property
    def unstarted(self) -> tuple[PairingView, ...]:
        return tuple(p for p in self.pairings if not p.started)

    @cached_property
    def unfinished(self) -> tuple[PairingView, ...]:
        return tuple(p for p in self.pairings if p.result is None)


def round_view(rows: LeagueRows, number: int) -> RoundView:
    rnd = next(r for r in rows.rounds if r.number == number)
    users = {p.name: p.user_id for p in rows.players}
    pairings = []
    for p in rows.pairings_of(number):
        match = rows.matches.get(p.match_id) if p.match_id else None
        record = match_record(rows.league, p, match)
        assert p.id is not None
        pairings.append(
            PairingView(
                id=p.id,
                table=p.table_number,
                players=tuple(p.players),
                user_ids=tuple(users.get(name) for name in p.players),
                match_id=p.match_id,
                thread_id=p.thread_id,
                result=TableResult.of(record),
                fixed=p.fixed is not None,
                told=p.told_at is not None,
                extra_minutes=p.extra_minutes,
                deadline=as_utc(rnd.deadline) + timedelta(minutes=p.extra_minutes),
            )
        )
    assert rows.league.id is not None
    return RoundView(
        league_id=rows.league.id,
        league_name=rows.league.name,
        number=number,
        deadline=as_utc(rnd.deadline),
        byes=tuple(rnd.byes),
        pairings=tuple(pairings),
        time_called=rnd.time_called_at is not None,
        awarded_byes=tuple(rows.awarded_in(number)),
        changed=(
            swap_views([s for s in rows.swaps if s.round_number == number]) if rows.swaps else ()
        ),
    )


@dataclass(frozen=True)
class ToPair:
    """What the next round is paired from, read before pairing (off the event loop and
    outside the write transaction): the league file, its seed, and the document it was
    read as, to check that nothing changed before the pairing is stored."""

    league: League
    seed: int
    document: dict[str, Any]


Paired = tuple[ToPair, SwissPairing | PodPairing]


class LeagueChanged(Exception):
    """The league changed while its next round was being paired: pair it again."""


async def to_pair(
    session: AsyncSession, *, channel_id: int, is_judge: bool, now: datetime
) -> ToPair | None:
    """What to pair the next round from; None if the current round is to be resumed (or the
    start refused: `start_round` says why, in the write transaction). A check-in past its
    deadline is closed first (whichever of the clock and a start comes first), so its
    no-shows are not paired."""
    if not is_judge:
        return None
    league = await open_league(session, channel_id)
    if league.channel_id != channel_id:  # a table's thread: refused in the write
        return None
    if league.checkin_deadline is not None and league.checkin_closed_at is None:
        await close_if_due(session, league, now)
    rows = await load(session, league)
    if rows.current_round is not None and round_view(rows, rows.current_round.number).unstarted:
        return None
    try:
        data = document(rows)
        return ToPair(read_league(data), league.seed, data)
    except ValueError:
        return None


async def to_repair(session: AsyncSession, *, channel_id: int, is_judge: bool) -> ToPair | None:
    """What to pair the current round again from: the league as it will be once the round
    is taken back (`repair_round`); None if there is nothing to re-pair (`repair_round` says
    why, in the write transaction)."""
    if not is_judge:
        return None
    league = await open_league(session, channel_id)
    rows = await load(session, league)
    current = rows.current_round
    if current is None or any(
        p.match_id is not None or p.thread_id is not None for p in rows.pairings_of(current.number)
    ):  # not to be re-paired: no need to pair it
        return None
    try:
        data = without_round(document(rows), current.number)
        return ToPair(read_league(data), league.seed, data)
    except ValueError:
        return None


def without_round(data: dict[str, Any], number: int) -> dict[str, Any]:
    """The league document with round `number` (its last) taken back: as `repair_round`
    leaves the rows (a player dropped during it dropped before it)."""
    out = {**data, "rounds": data["rounds"][: number - 1]}
    if "dropped" in data:
        out["dropped"] = {name: min(after, number - 1) for name, after in data["dropped"].items()}
    return out


def pair(planned: ToPair) -> SwissPairing | PodPairing:
    """The pure pairing, for a worker thread."""
    return pair_next_round(planned.league, planned.seed)


async def next_round(
    session: AsyncSession, *, channel_id: int, is_judge: bool, lock: bool, now: datetime
) -> tuple[LeagueRow, LeagueRows, RoundView | None]:
    """The league whose next round may be paired now, and its rows; with the current round
    if it is to be resumed (pairings whose match was never started). Refused, saying why,
    if no round can be paired here now."""
    if not is_judge:
        raise NotAllowed(
            Message("Only an organiser (Manage Server or the judge role) starts rounds.")
        )
    league = await open_league(session, channel_id, lock=lock)
    if league.channel_id != channel_id:  # typed in a table's thread: no thread opens there
        raise MatchError(
            Message(
                "Start rounds in the league's channel, {channel}: each table's thread opens there.",
                channel=channel_mention(league.channel_id),
            )
        )
    rows = await load(session, league)
    refuse_after_cut(
        rows.playoff,
        Message(
            "The playoff of {league} has begun: the league takes no new rounds. "
            "See /league playoff status.",
            league=league.name,
        ),
    )
    current = rows.current_round
    if current is not None:
        view = round_view(rows, current.number)
        if view.unstarted:
            return league, rows, view
        if view.unfinished:
            raise MatchError(
                Message.plural(
                    "Round {round} is still being played (table {tables}). Wait for its "
                    "results, or a judge can fix them with /league result.",
                    "Round {round} is still being played (tables {tables}). Wait for its "
                    "results, or a judge can fix them with /league result.",
                    len(view.unfinished),
                    round=current.number,
                    tables=", ".join(str(p.table) for p in view.unfinished),
                )
            )
    _wait_for_checkin(league, now)
    if league.rounds_planned is not None and len(rows.rounds) >= league.rounds_planned:
        raise MatchError(
            Message(
                "All {planned} rounds of {league} have been played. See /league standings, "
                "then cut to a playoff with /league playoff start, or end {league} with "
                "/league close.",
                planned=league.rounds_planned,
                league=league.name,
            )
        )
    return league, rows, None


@dataclass(frozen=True)
class ToPreview:
    """What a preview pairs (`to_pair`'s read) and shows: the league and its players' ids."""

    planned: ToPair
    league: LeagueRow
    users: dict[str, int | None]
    swaps: list[RoundSwap]  # the judges' swaps in the round that still hold


async def to_preview(
    session: AsyncSession, *, channel_id: int, is_judge: bool, now: datetime
) -> ToPreview:
    """What the next round will be paired from, read for a preview (nothing of the round
    written); refused as a round start would be, and while a round is paired but not
    started. A check-in past its deadline is closed first, as the clock or a start would
    close it (`to_pair`), so the preview pairs those who checked in."""
    if is_judge:
        league = await open_league(session, channel_id)
        if league.checkin_deadline is not None and league.checkin_closed_at is None:
            await close_if_due(session, league, now)
    league, rows, resume = await next_round(
        session, channel_id=channel_id, is_judge=is_judge, lock=False, now=now
    )
    if resume is not None:
        raise MatchError(
            Message(
                "Round {round} is paired already and its tables are being started: "
                "/league round status shows it, /league round start starts the rest.",
                round=resume.number,
            )
        )
    data = document(rows)
    users = {p.name: p.user_id for p in rows.players}
    held = holding_swaps(rows, len(rows.rounds) + 1, data, league.seed)
    return ToPreview(ToPair(read_league(data), league.seed, data), league, users, held)


def preview_view(read: ToPreview, now: datetime) -> RoundView:
    """The next round as `/league round start` will pair it (the same league, the same
    seed), nothing stored: its tables have no id, match or thread yet."""
    pairing = pair(read.planned)
    return paired_view(read, pairing, now)


def paired_view(read: ToPreview, pairing: SwissPairing | PodPairing, now: datetime) -> RoundView:
    """The next round as paired, with the judges' swaps that hold; nothing stored."""
    tables = pairing.pods if isinstance(pairing, PodPairing) else tuple(pairing.pairings)
    if read.swaps:  # as the newest judge's swap that holds left them
        tables = tuple(tuple(table) for table in read.swaps[-1].tables)
    byes = () if isinstance(pairing, PodPairing) or pairing.bye is None else (pairing.bye,)
    if not tables:
        raise MatchError(
            Message("Not enough players to pair a round: two are needed (three for pods).")
        )
    league, users = read.league, read.users
    assert league.id is not None
    return RoundView(
        league_id=league.id,
        league_name=league.name,
        number=pairing.round,
        deadline=now + timedelta(minutes=league.round_minutes),
        byes=byes,
        pairings=tuple(
            PairingView(
                id=0,
                table=table,
                players=tuple(players),
                user_ids=tuple(users.get(name) for name in players),
                match_id=None,
                thread_id=None,
                result=None,
            )
            for table, players in enumerate(tables, start=1)
        ),
        time_called=False,
        changed=swap_views(read.swaps),
    )


async def start_round(
    session: AsyncSession,
    *,
    channel_id: int,
    is_judge: bool,
    now: datetime | None = None,
    paired: Paired | None = None,
) -> RoundView:
    """Pair the next round and store it with its clock; or, if the current round still has
    pairings whose match was never started (Discord failed half-way), give it back to
    resume. The tables themselves are started one by one (bot.app.league.table_starts).
    `paired`: the round paired already from what `to_pair` read; LeagueChanged if the league
    is no longer that (None: pair it here)."""
    started = now or utcnow()
    league, rows, resume = await next_round(
        session, channel_id=channel_id, is_judge=is_judge, lock=True, now=started
    )
    if resume is not None:
        return resume  # resume: start the rest
    if paired is None:
        pairing = pair_next_round(league_file(rows), league.seed)
    elif paired[0].document != document(rows) or paired[0].seed != league.seed:
        raise LeagueChanged
    else:
        pairing = paired[1]
    held: list[RoundSwap] = []
    if rows.swaps:  # a judge changed a pairing: the newest swap that holds is the round's
        data = document(rows) if paired is None else paired[0].document
        held = holding_swaps(rows, pairing.round, data, league.seed)
    for stale in rows.swaps:  # swaps in a pairing of another league than this: they go
        if stale.round_number == pairing.round and stale not in held:
            await session.delete(stale)
    tables = pairing.pods if isinstance(pairing, PodPairing) else tuple(pairing.pairings)
    if held:  # as the newest judge's swap that holds left them
        tables = tuple(tuple(table) for table in held[-1].tables)
    byes = [] if isinstance(pairing, PodPairing) or pairing.bye is None else [pairing.bye]
    if not tables:
        raise MatchError(
            Message("Not enough players to pair a round: two are needed (three for pods).")
        )
    assert league.id is not None
    session.add(
        LeagueRound(
            league_id=league.id,
            number=pairing.round,
            byes=byes,
            started_at=started,
            deadline=started + timedelta(minutes=league.round_minutes),
        )
    )
    for table, players in enumerate(tables, start=1):
        session.add(
            LeaguePairing(
                league_id=league.id,
                round_number=pairing.round,
                table_number=table,
                players=list(players),
            )
        )
    await session.flush()
    return round_view(await load(session, league), pairing.round)


def _wait_for_checkin(league: LeagueRow, now: datetime) -> None:
    """A round is paired from those who checked in: refused while check-in is open; paired
    again (LeagueChanged) once it is closed, if its deadline passed since it was read."""
    if league.checkin_deadline is None or league.checkin_closed_at is not None:
        return
    deadline = as_utc(league.checkin_deadline)
    if now < deadline:
        raise MatchError(
            Message(
                "Check-in for {league} is open until {deadline}: the round is paired from "
                "those who checked in, once it closes. To start sooner, move the deadline "
                "with `/league checkin open deadline:now`.",
                league=league.name,
                deadline=timestamp(deadline, "t"),
            )
        )
    raise LeagueChanged


async def repair_round(
    session: AsyncSession, *, channel_id: int, is_judge: bool, paired: Paired | None
) -> RoundView:
    """Re-pair the current round if none of its matches has started (after a late join or
    drop): the round and its pairings are paired again from the players as they are now.
    `paired`: the round paired already from what `to_repair` read (LeagueChanged if the
    league is no longer that, or if nothing was paired)."""
    if not is_judge:
        raise NotAllowed(Message("Only a judge or an organiser can re-pair a round."))
    league = await open_league(session, channel_id, lock=True)
    rows = await load(session, league)
    current = rows.current_round
    if current is None:
        raise MatchError(
            Message("No round has been paired yet; start one with /league round start.")
        )
    now = utcnow()
    unstarted = [p for p in rows.pairings_of(current.number) if p.match_id is None]
    if any(p.claimed_until and as_utc(p.claimed_until) > now for p in unstarted):
        raise MatchError(
            Message(
                "Round {round} is being started (its threads are being opened); it cannot be "
                "re-paired now. Wait for the start to finish, then fix single results with "
                "/league result.",
                round=current.number,
            )
        )
    if not round_view(rows, current.number).unfinished:  # every result is in
        last = league.rounds_planned is not None and current.number >= league.rounds_planned
        raise MatchError(
            Message(
                "Round {round} is finished; it can no longer be re-paired. See /league "
                "standings, then cut to a playoff with /league playoff start, or end {league} "
                "with /league close. Fix single results with /league result.",
                round=current.number,
                league=league.name,
            )
            if last
            else Message(
                "Round {round} is finished; it can no longer be re-paired. Start the next "
                "with /league round start. Fix single results with /league result.",
                round=current.number,
            )
        )
    if any(p.thread_id is not None for p in unstarted) or any(
        p.match_id is not None for p in rows.pairings_of(current.number)
    ):  # a thread named for its table is open: re-pairing would leave it to the wrong players
        raise MatchError(
            Message(
                "Round {round} has started (its matches are under way); it can no longer be "
                "re-paired. Fix single results with /league result.",
                round=current.number,
            )
        )
    if paired is None:  # it could not be re-paired when read: pair it now, off the loop
        raise LeagueChanged
    for player in rows.players:  # dropped during the round that goes: dropped before it
        if player.dropped_after is not None and player.dropped_after >= current.number:
            player.dropped_after = current.number - 1
            assert league.id is not None
            await forget_byes_after(session, league.id, player.name, player.dropped_after)
    await session.execute(
        delete(LeaguePairing).where(
            col(LeaguePairing.league_id) == league.id,
            col(LeaguePairing.round_number) == current.number,
        )
    )
    await session.delete(current)
    await session.flush()
    return await start_round(
        session,
        channel_id=channel_id,
        is_judge=True,
        now=as_utc(current.started_at),
        paired=paired,
    )


async def fix_result(
    session: AsyncSession,
    *,
    channel_id: int,
    actor: Actor,
    round_number: int,
    table: int,
    record: dict[str, Any],
    close_live: bool = False,
) -> RoundView:
    """A judge's correction of one pairing's result, which then overrides its match.

    `record` is the league file's result of a MATCH: {"games": [a, b, d]} (swiss) or
    {"winner": NAME} / {"draw": True} (pods); it is checked by the league file's reader. A
    match still being played is refused unless `close_live` (the judge closes it): refused
    here, in the request, so the same request delivered again once the players have finished
    is refused again rather than overriding their result."""
    if not actor.is_judge:
        raise NotAllowed(Message("Only a judge or an organiser can fix a result."))
    league = await open_league(session, channel_id, lock=True)
    rows = await load(session, league)
    if not any(r.number == round_number for r in rows.rounds):  # not "round 9 has no table 1"
        raise MatchError(
            Message(
                "Round {round} has not been paired; see /league round status.",
                round=round_number,
            )
        )
    pairing = next((p for p in rows.pairings_of(round_number) if p.table_number == table), None)
    if pairing is None:
        raise MatchError(
            Message(
                "Round {round} has no table {table}; see /league round status.",
                round=round_number,
                table=table,
            )
        )
    match = rows.matches.get(pairing.match_id) if pairing.match_id is not None else None
    refuse_live(table, match, close_live)
    if "games" in record:
        check_games(record["games"], league.best_of)
    before = pairing.fixed
    pairing.fixed = dict(record)
    pairing.fixed_by = actor.user_id
    try:
        league_file(rows)  # the same checks as a league file, on the fixed record
    except ValueError as error:
        pairing.fixed = before
        raise MatchError(
            Message("That result cannot be recorded: {reason}", reason=described(error))
        ) from None
    await session.flush()
    return round_view(rows, round_number)


def check_games(games: Any, best_of: int) -> None:
    """Refuse a judge's game record no match of `best_of` games can end with (the league
    file's own check, `bot.core.league.check_best_of`, which a round and a playoff share), or
    more drawn games than a judge plausibly means (an intentional draw before any game is
    0-0-3). A record of the wrong shape is left to the league file's reader, which names
    what is wrong."""
    if not (
        isinstance(games, list)
        and len(games) == 3
        and all(type(g) is int and g >= 0 for g in games)
    ):
        return
    wins_a, wins_b, draws = games
    try:
        check_best_of((wins_a, wins_b, draws), best_of)
    except LeagueFileError as error:
        raise MatchError(
            Message("{problem} Check the score and send it again.", problem=error.text)
        ) from None
    if draws > max(best_of, 3):
        raise MatchError(
            Message.plural(
                "{n} drawn game does not fit a best of {best_of}; check the score.",
                "{n} drawn games do not fit a best of {best_of}; check the score.",
                draws,
                best_of=best_of,
            )
        )


def refuse_live(table: int, match: MatchRow | None, close_live: bool) -> None:
    """A judge's result on a match still being played is refused unless the judge chose to
    close it (`close_live`): refused in the request, so the same request delivered again
    once the players have finished is refused again rather than overriding their result."""
    if match is not None and match.status == ACTIVE and not close_live:
        raise MatchError(
            Message(
                "Table {table}'s match is still being played in {thread}. Let the players "
                "finish it, or send this again with `live: Close the match`, which ends it with "
                "your result and tells its thread.",
                table=table,
                thread=channel_mention(match.channel_id),
            )
        )


async def current_round(session: AsyncSession, *, channel_id: int) -> RoundView:
    league = await open_league(session, channel_id, closed_too=True)
    rows = await load(session, league)
    if rows.current_round is None:
        raise MatchError(
            Message(
                "No round has been paired yet; an organiser starts one with /league round start."
            )
        )
    return round_view(rows, rows.current_round.number)
