"""Ratings over the match store: ladders kept as matches finish, seasons, leaderboards."""

from bot.app.ratings.service import PAGE_SIZE, RatingService
from bot.app.ratings.views import (
    LeaderboardView,
    PlayerLadderView,
    RatingLine,
    RecentMatch,
    SeasonView,
    ShownChange,
)
from bot.store.rating_source import FinishedMatch, LadderKey, finished_match, player_key

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
