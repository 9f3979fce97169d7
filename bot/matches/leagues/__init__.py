"""Leagues over the database: registration, rounds and their clock, results read from the
matches, standings and export by the pure core (bot/league)."""

from bot.matches.leagues.clock import WARNINGS, ClockNotice, end_of_round_procedure
from bot.matches.leagues.registration import LeagueSettings, dropped_when
from bot.matches.leagues.rounds import PairingView, RoundView
from bot.matches.leagues.service import LeagueService, LeagueView

__all__ = [
    "WARNINGS",
    "ClockNotice",
    "LeagueService",
    "LeagueSettings",
    "LeagueView",
    "PairingView",
    "RoundView",
    "dropped_when",
    "end_of_round_procedure",
]
