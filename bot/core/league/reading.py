"""Reading a whole league file: its players and rounds (bot.core.league.leaguefile), then its
playoff (bot.core.league.playoff), which is checked against the standings those rounds give."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from bot.core.league.leaguefile import League, read_league_rounds
from bot.core.league.playoff import read_playoff


def read_league(data: object) -> League:
    """Parse a league file's JSON value; raise LeagueFileError naming round, match and field."""
    league = read_league_rounds(data)
    assert isinstance(data, Mapping)  # read_league_rounds refused anything else
    raw = data.get("playoff")
    return league if raw is None else replace(league, playoff=read_playoff(raw, league))
