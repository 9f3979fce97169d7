"""Ratings over the match store: ladders kept as matches finish, seasons, leaderboards."""

from bot.matches.ratings.service import PAGE_SIZE, RatingService
from bot.matches.ratings.source import FinishedMatch, LadderKey, finished_match, player_key
from bot.matches.ratings.views import (
    LeaderboardView,
    PlayerLadderView,
    RatingLine,
    RecentMatch,
    SeasonView,
    ShownChange,
)

__all__ = [
    "PAGE_SIZE",
    "FinishedMatch",
    "LadderKey",
    "LeaderboardView",
    "PlayerLadderView",
    "RatingLine",
    "RatingService",
    "RecentMatch",
    "SeasonView",
    "ShownChange",
    "finished_match",
    "player_key",
]
