"""Leagues over the database: registration, rounds and their clock, results read from the
matches, standings and export by the pure core (bot/core/league)."""

from bot.app.league.clock import WARNINGS, ClockNotice, end_of_round_procedure
from bot.app.league.entries import ByeAward, Reinstated
from bot.app.league.registration import LeagueSettings, dropped_when
from bot.app.league.rounds import PairingView, RoundView
from bot.app.league.service import LeagueService, LeagueView

__all__ = [
    "WARNINGS",
    "ByeAward",
    "ClockNotice",
    "LeagueService",
    "LeagueSettings",
    "LeagueView",
    "PairingView",
    "Reinstated",
    "RoundView",
    "dropped_when",
    "end_of_round_procedure",
]
