"""Creating a league and who plays in it: /league create, join, drop, players."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.league.checkin import checkin_open
from bot.core.errors import MatchError, NotAllowed
from bot.core.league import DEFAULT_POINTS, MAX_PLAYERS, Kind
from bot.core.league.playoff import playoff_rounds
from bot.core.match import scoring
from bot.core.match.inputs import given_name
from bot.core.messages import Message
from bot.core.rules import RuleError, parse_setup
from bot.core.rules.games import GAMES
from bot.store.leagues import (
    forget_byes_after,
    league_file,
    league_of_thread,
    load,
    open_league,
)
from bot.store.playoffs import refuse_after_cut
from bot.store.tables.leagues import LEAGUE_CLOSED, LEAGUE_OPEN, LeaguePlayer, LeagueRow
from bot.store.tables.matches import FINISHED, utcnow

ROUND_MINUTES = range(10, 181)  # a round clock of 10 minutes to 3 hours
PLAYER_NAME_LENGTH = 32  # a player's name in a league (the /league join option's limit)


@dataclass(frozen=True)
class LeagueSettings:
    name: str
    system: str
    kind: str  # swiss | pods
    best_of: int
    variant: str | None
    round_minutes: int
    rounds_planned: int | None  # None: an open league


def check_settings(settings: LeagueSettings) -> None:
    """Refuse settings a league cannot run with; every message says what would be right."""
    given_name(settings.name, Message("The league's name"))
    if settings.system not in GAMES:
        raise MatchError(Message("The game must be one of {games}.", games=", ".join(GAMES)))
    if settings.kind not in (Kind.SWISS, Kind.PODS):
        raise MatchError(
            Message("The league kind is swiss (two-player matches) or pods (multiplayer).")
        )
    if settings.best_of not in scoring.BEST_OF_CHOICES:
        raise MatchError(Message("Matches are best of 1, 3, 5 or 7 games."))
    if settings.round_minutes not in ROUND_MINUTES:
        raise MatchError(Message("A round lasts 10 to 180 minutes (50 or 60 is usual)."))
    if settings.rounds_planned is not None and not 1 <= settings.rounds_planned <= 30:
        raise MatchError(
            Message("Plan 1 to 30 rounds, or leave the number out for an open league.")
        )
    players = ["a", "b"] if settings.kind == Kind.SWISS else ["a", "b", "c", "d"]
    data: dict[str, object] = {"system": settings.system, "players": players}
    if settings.variant:
        data["variant"] = settings.variant
    try:
        parse_setup(data)
    except RuleError as error:
        raise MatchError(error.text) from None


def dropped_when(after_round: int) -> Message:
    """`after round 2`; a drop before any round was paired is `before round 1`."""
    if after_round:
        return Message("after round {round}", round=after_round)
    return Message("before round 1")


async def create(
    session: AsyncSession,
    *,
    guild_id: int | None,
    channel_id: int,
    settings: LeagueSettings,
    created_by: int,
    seed: int | None = None,
) -> LeagueRow:
    check_settings(settings)
    existing = (
        await session.scalars(
            select(col(LeagueRow.id)).where(
                col(LeagueRow.channel_id) == channel_id, col(LeagueRow.status) == LEAGUE_OPEN
            )
        )
    ).first()
    if existing is not None:
        raise MatchError(
            Message(
                "This channel already has a league; one league per channel. "
                "Create the new one in another channel."
            )
        )
    host = (
        await session.scalars(
            select(LeagueRow).where(col(LeagueRow.id).in_(league_of_thread(channel_id)))
        )
    ).first()
    if host is not None:  # a table's thread: a league's rounds could open no thread here
        raise MatchError(
            Message(
                "This is a thread of {league}'s matches; create a league in a text channel "
                "(its rounds open a thread per table there).",
                league=host.name,
            )
        )
    league = LeagueRow(
        guild_id=guild_id,
        channel_id=channel_id,
        name=settings.name.strip(),
        system=settings.system,
        kind=settings.kind,
        best_of=settings.best_of,
        variant=settings.variant,
        round_minutes=settings.round_minutes,
        rounds_planned=settings.rounds_planned,
        points=vars(DEFAULT_POINTS[Kind(settings.kind)]).copy(),
        # Stored, and exported: anyone can re-check the pairings with `arbiter pair --seed`.
        seed=seed if seed is not None else secrets.randbelow(2**31),
        created_by=created_by,
    )
    session.add(league)
    await session.flush()
    return league


async def join(session: AsyncSession, *, channel_id: int, user_id: int, name: str) -> LeaguePlayer:
    league = await open_league(session, channel_id, lock=True)
    rows = await load(session, league)
    refuse_after_cut(
        rows.playoff,
        Message(
            "The playoff of {league} has begun: joining is closed. See /league playoff status.",
            league=league.name,
        ),
    )
    mine = next((p for p in rows.players if p.user_id == user_id), None)
    if mine is not None:
        if mine.dropped_after is None:
            raise MatchError(
                Message(
                    "You are already registered in {league} as {player}.",
                    league=league.name,
                    player=mine.name,
                )
            )
        # Only an organiser puts a dropped player back in: say so, rather than send them looking.
        raise MatchError(
            Message(
                "You dropped from {league} after round {round}; a player who drops is not "
                "paired again unless an organiser reinstates them (/league reinstate). Their "
                "results stay.",
                league=league.name,
                round=mine.dropped_after,
            )
            if mine.dropped_after
            else Message(
                "You dropped from {league} before round 1; a player who drops is not paired "
                "again unless an organiser reinstates them (/league reinstate). Their results "
                "stay.",
                league=league.name,
            )
        )
    if league.rounds_planned is not None and len(rows.rounds) >= league.rounds_planned:
        raise MatchError(
            Message(
                "All {planned} rounds of {league} have been paired; it takes no new players. "
                "Ask an organiser about the next league.",
                planned=league.rounds_planned,
                league=league.name,
            )
        )
    if sum(p.dropped_after is None for p in rows.players) >= MAX_PLAYERS:
        raise MatchError(
            Message(
                "{league} is full: a league takes at most {most} players (each round opens a "
                "thread per table). Start a second league in another channel.",
                league=league.name,
                most=MAX_PLAYERS,
            )
        )
    name = given_name(
        name if name.strip() else f"player{len(rows.players) + 1}",
        Message("A name in a league"),
        length=PLAYER_NAME_LENGTH,
    )
    if any(p.name.casefold() == name.casefold() for p in rows.players):
        raise MatchError(
            Message(
                "Someone in this league is already called {name}; join with another name.",
                name=name,
            )
        )
    assert league.id is not None
    player = LeaguePlayer(league_id=league.id, name=name, user_id=user_id)
    now = utcnow()
    if checkin_open(league, now):  # joining during check-in: here, so checked in
        player.checked_in_at = now
    session.add(player)
    try:
        await session.flush()
    except IntegrityError:  # a join at the same moment with the same name or user
        raise MatchError(Message("That name or player was just registered; try again.")) from None
    return player


async def close(session: AsyncSession, *, channel_id: int, is_judge: bool) -> LeagueRow:
    """End the league: no more rounds, joins or drops; its standings and file stay readable
    in the channel until a new league is created there."""
    if not is_judge:
        raise NotAllowed(
            Message("Only an organiser (Manage Server or the judge role) can close a league.")
        )
    league = await open_league(session, channel_id, lock=True)
    rows = await load(session, league)
    current = rows.current_round
    if current is not None:
        playing = [
            p.table_number
            for p in rows.pairings_of(current.number)
            if p.fixed is None
            and (p.match_id is None or rows.matches[p.match_id].status != FINISHED)
        ]
        if playing:
            raise MatchError(
                Message.plural(
                    "Round {round} is still being played (table {tables}); close the league "
                    "when its results are in, or record them with /league result.",
                    "Round {round} is still being played (tables {tables}); close the league "
                    "when its results are in, or record them with /league result.",
                    len(playing),
                    round=current.number,
                    tables=", ".join(map(str, playing)),
                )
            )
    # A closed league starts no playoff round: the final would never come.
    if rows.playoff is not None and playoff_rounds(league_file(rows)).champion is None:
        raise MatchError(
            Message(
                "The playoff of {league} is still being played; close the league once its "
                "champion is known (a judge can record results with /league result). See "
                "/league playoff status.",
                league=league.name,
            )
        )
    league.status = LEAGUE_CLOSED
    return league


async def drop(
    session: AsyncSession, *, channel_id: int, user_id: int, is_judge: bool, name: str | None
) -> LeaguePlayer:
    """Drop a player after the current round: their results stay, and they are not paired
    again. A player drops themself; a judge can drop anyone (by name)."""
    league = await open_league(session, channel_id, lock=True)
    rows = await load(session, league)
    if name is None:
        player = next((p for p in rows.players if p.user_id == user_id), None)
        if player is None:
            raise MatchError(Message("You are not registered in this league."))
    else:
        player = next((p for p in rows.players if p.name == name), None)
        if player is None:
            raise MatchError(
                Message("Nobody called {name} is registered in this league.", name=name)
            )
        if player.user_id != user_id and not is_judge:
            raise NotAllowed(
                Message("Only the player or a judge can drop a player from the league.")
            )
    if player.dropped_after is not None:
        raise MatchError(
            Message(
                "{player} already dropped after round {round}.",
                player=player.name,
                round=player.dropped_after,
            )
            if player.dropped_after
            else Message("{player} already dropped before round 1.", player=player.name)
        )
    refuse_after_cut(
        rows.playoff,
        Message(
            "The playoff of {league} has begun: a player who cannot play concedes their "
            "playoff match. See /league playoff status.",
            league=league.name,
        ),
    )
    player.dropped_after = len(rows.rounds)
    assert league.id is not None
    await forget_byes_after(session, league.id, player.name, player.dropped_after)
    return player
