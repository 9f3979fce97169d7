"""Who is paired in the rounds to come, by an organiser's decision: an awarded bye
(`/league bye award`) and a dropped player put back in (`/league reinstate`).

An awarded bye is stored per round (`LeagueAwardedBye`) before that round is paired: the
pairing leaves the player out and the standings count it as a bye won, with no opponent
(MTR Appendix C), shown apart from the odd player's bye. A reinstatement clears the drop and is
logged (`LeagueReinstatement`); the rounds the player missed give them nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from bot.core.errors import MatchError, NotAllowed
from bot.core.match.commands import Actor
from bot.core.messages import Message, user_mention
from bot.store.leagues import LeagueRows, league_file, load, open_league
from bot.store.playoffs import refuse_after_cut
from bot.store.tables.leagues import LeagueAwardedBye, LeaguePlayer, LeagueReinstatement

MAX_AWARDED_ROUNDS = 3  # an awarded bye covers the next 1 to 3 rounds (MTR 2.2's byes)


@dataclass(frozen=True)
class ByeAward:
    """An awarded bye as stored: the player and the rounds it covers."""

    league_name: str
    player: str
    user_id: int | None
    rounds: tuple[int, ...]


@dataclass(frozen=True)
class Reinstated:
    """A dropped player put back in: paired again from `from_round`."""

    league_name: str
    player: str
    user_id: int | None
    dropped_after: int  # the drop that was undone
    from_round: int
    # The current round, if it is paired without them and none of its matches has started:
    # /league round repair pairs it again with them.
    repairable: int | None = None


def _player(rows: LeagueRows, user_id: int) -> LeaguePlayer:
    player = next((p for p in rows.players if p.user_id == user_id), None)
    if player is None:
        raise MatchError(
            Message(
                "{player} is not registered in {league}.",
                player=user_mention(user_id),
                league=rows.league.name,
            )
        )
    return player


async def award_bye(
    session: AsyncSession, *, channel_id: int, actor: Actor, user_id: int, rounds: int
) -> ByeAward:
    """An awarded bye for the player `user_id` in each of the next `rounds` rounds (none of
    them paired yet)."""
    if not actor.is_judge:
        raise NotAllowed(Message("Only a judge or an organiser can award a bye."))
    if not 1 <= rounds <= MAX_AWARDED_ROUNDS:
        raise MatchError(
            Message("An awarded bye covers 1 to {most} rounds.", most=MAX_AWARDED_ROUNDS)
        )
    league = await open_league(session, channel_id, lock=True)
    rows = await load(session, league)
    refuse_after_cut(
        rows.playoff,
        Message(
            "The playoff of {league} has begun: byes are for its rounds. "
            "See /league playoff status.",
            league=league.name,
        ),
    )
    player = _player(rows, user_id)
    if player.dropped_after is not None:
        raise MatchError(
            Message(
                "{player} dropped after round {round}; reinstate them first with "
                "/league reinstate.",
                player=player.name,
                round=player.dropped_after,
            )
            if player.dropped_after
            else Message(
                "{player} dropped before round 1; reinstate them first with /league reinstate.",
                player=player.name,
            )
        )
    first = len(rows.rounds) + 1
    covered = tuple(range(first, first + rounds))
    planned = league.rounds_planned
    if planned is not None and first > planned:
        raise MatchError(
            Message(
                "All {planned} rounds of {league} are paired: no round is left.",
                planned=planned,
                league=league.name,
            )
        )
    if planned is not None and covered[-1] > planned:
        raise MatchError(
            Message(
                "{league} has {planned} rounds and round {first} is next: a bye for "
                "{rounds} rounds would run past the last. Award at most {most}.",
                league=league.name,
                planned=planned,
                first=first,
                rounds=rounds,
                most=planned - first + 1,
            )
        )
    mine = {b.round_number for b in rows.awarded_byes if b.name == player.name}
    had = sorted(mine & set(covered))
    if had:
        raise MatchError(
            Message(
                "{player} already has an awarded bye in round {round}.",
                player=player.name,
                round=had[0],
            )
        )
    assert league.id is not None
    for number in covered:
        session.add(
            LeagueAwardedBye(
                league_id=league.id, name=player.name, round_number=number, awarded_by=actor.user_id
            )
        )
    await session.flush()
    league_file(await load(session, league))  # the league file still reads
    return ByeAward(league.name, player.name, player.user_id, covered)


async def reinstate(
    session: AsyncSession, *, channel_id: int, actor: Actor, user_id: int
) -> Reinstated:
    """Put a player who dropped back in: paired from the next round, their results kept."""
    if not actor.is_judge:
        raise NotAllowed(
            Message("Only an organiser (Manage Server or the judge role) can reinstate a player.")
        )
    league = await open_league(session, channel_id, lock=True)
    rows = await load(session, league)
    refuse_after_cut(
        rows.playoff,
        Message(
            "The playoff of {league} has begun: the playoff takes only the players it cut to. "
            "See /league playoff status.",
            league=league.name,
        ),
    )
    player = _player(rows, user_id)
    if player.dropped_after is None:
        raise MatchError(
            Message(
                "{player} has not dropped; they are paired in the next round.", player=player.name
            )
        )
    assert league.id is not None
    dropped_after, from_round = player.dropped_after, len(rows.rounds) + 1
    player.dropped_after = None
    session.add(
        LeagueReinstatement(
            league_id=league.id,
            name=player.name,
            dropped_after=dropped_after,
            before_round=from_round,
            reinstated_by=actor.user_id,
        )
    )
    await session.flush()
    current = rows.current_round
    repairable = (
        current.number
        if current is not None and all(p.match_id is None for p in rows.pairings_of(current.number))
        else None
    )
    return Reinstated(
        league.name, player.name, player.user_id, dropped_after, from_round, repairable
    )
