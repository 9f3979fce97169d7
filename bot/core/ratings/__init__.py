"""The ratings core: OpenSkill ratings of finished matches, ladder by ladder (pure).

No discord, database or I/O here (tests/test_architecture.py guards it). A finished match is a
`RatingEvent`; a `Ladder` applies events in the order the matches finished and lists its
table. The contract is shared/spec/ratings.md.
"""

from bot.core.ratings.events import Format, MatchOutcome, RatingEvent, ranks
from bot.core.ratings.files import RatingsFileError, file_events, ladders_json
from bot.core.ratings.ladder import Ladder, PlayerRating, RatingChange, Row, order_key, ranked
from bot.core.ratings.model import DEFAULT_SKILL, MODEL, PROVISIONAL_BELOW, Skill, rate
from bot.core.ratings.seasons import Season

__all__ = [
    "DEFAULT_SKILL",
    "MODEL",
    "PROVISIONAL_BELOW",
    "Format",
    "Ladder",
    "MatchOutcome",
    "PlayerRating",
    "RatingChange",
    "RatingEvent",
    "RatingsFileError",
    "Row",
    "Season",
    "Skill",
    "file_events",
    "ladders_json",
    "order_key",
    "ranked",
    "ranks",
    "rate",
]
