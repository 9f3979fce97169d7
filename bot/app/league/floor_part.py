"""What every part of the event floor (bot.app.league.floor) works with: the league service,
whose request log each of its writes goes through, the database, the match service and the
face's ports."""

from __future__ import annotations

from bot.app.league.service import LeagueService
from bot.app.match import MatchService
from bot.app.ports import Ports


class FloorPart:
    """One use case of the event floor, over the services the floor shares."""

    def __init__(self, leagues: LeagueService, matches: MatchService, ports: Ports) -> None:
        self.leagues = leagues
        self.db = leagues.db
        self.matches = matches
        self.ports = ports
