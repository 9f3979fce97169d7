"""A match's league terms (bot.core.match.state.LeagueTerms) as SQL over the league tables:
read with the match in its one read (bot.store.matches), and checked by the version claim of
a decision made on a kept state (bot.store.match_writes), so that a term the league changed
without a write to the match (the clock calling time, the next round paired) is never missed:
the claim fails and the request is decided again on a fresh read.

Each expression takes the match's id column (or parameter) and is correlated to it."""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement, exists, or_

from bot.core.league import Kind
from bot.core.match.state import NO_TERMS, LeagueTerms
from bot.store.match_rows import table
from bot.store.tables.leagues import LeaguePairing, LeagueRound, LeagueRow
from bot.store.tables.playoffs import LeaguePlayoffMatch

PAIRING, ROUND = table(LeaguePairing), table(LeagueRound)
PLAYOFF, LEAGUE = table(LeaguePlayoffMatch), table(LeagueRow)
_LATER = ROUND.alias("later_round")


def time_called(match_id: Any) -> ColumnElement[bool]:
    """Time is called on the match's league round, or on its timed playoff match."""
    return or_(
        exists().where(
            PAIRING.c.match_id == match_id,
            ROUND.c.league_id == PAIRING.c.league_id,
            ROUND.c.number == PAIRING.c.round_number,
            ROUND.c.time_called_at.is_not(None),
        ),
        exists().where(PLAYOFF.c.match_id == match_id, PLAYOFF.c.time_called_at.is_not(None)),
    )


def no_draw(match_id: Any) -> ColumnElement[bool]:
    """A swiss playoff match whose result no judge has recorded (a record names the winner)."""
    return exists().where(
        PLAYOFF.c.match_id == match_id,
        PLAYOFF.c.fixed.is_(None),
        LEAGUE.c.id == PLAYOFF.c.league_id,
        LEAGUE.c.kind == Kind.SWISS.value,
    )


def result_closed(match_id: Any) -> ColumnElement[bool]:
    """A later round of the match's league is paired: its round is over."""
    return exists().where(
        PAIRING.c.match_id == match_id,
        _LATER.c.league_id == PAIRING.c.league_id,
        _LATER.c.number > PAIRING.c.round_number,
    )


def columns(match_id: Any) -> list[Any]:
    """The terms as columns of the match's read (`terms_of` reads them)."""
    return [
        time_called(match_id).label("terms__time_called"),
        no_draw(match_id).label("terms__no_draw"),
        result_closed(match_id).label("terms__closed"),
    ]


def terms_of(row: Any) -> LeagueTerms:
    called, no_draws, closed = (
        bool(row["terms__time_called"]),
        bool(row["terms__no_draw"]),
        bool(row["terms__closed"]),
    )
    if not (called or no_draws or closed):
        return NO_TERMS
    return LeagueTerms(time_called=called, draw_allowed=not no_draws, result_closed=closed)


def unchanged(terms: LeagueTerms, match_id: Any, *, finished: bool) -> list[ColumnElement[bool]]:
    """What a claim on a state with `terms` requires of the league tables: none of the terms
    a decision made on it relied on has turned since (time called, a draw no longer allowed,
    and for a finished match, its round closed). A term can only turn that way."""
    conditions = []
    if not terms.time_called:
        conditions.append(~time_called(match_id))
    if terms.draw_allowed:
        conditions.append(~no_draw(match_id))
    if finished and not terms.result_closed:
        conditions.append(~result_closed(match_id))
    return conditions
