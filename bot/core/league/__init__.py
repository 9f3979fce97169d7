"""The league core: pure, deterministic league files, standings and pairings.

No discord, database or I/O here (tests/test_architecture.py guards it). Read a league file
with `read_league`, then `compute_standings` or `pair_next_round`; `dump_league` writes one.
The contract is shared/spec/league-format.md.
"""

from bot.core.league.errors import LeagueFileError
from bot.core.league.leaguefile import (
    DEFAULT_POINTS,
    FORMAT,
    Kind,
    League,
    LeagueMatch,
    Points,
    Round,
    dump_league,
)
from bot.core.league.pairing import (
    MAX_PLAYERS,
    PodPairing,
    SwissPairing,
    pair_next_round,
    pair_pods,
    pair_swiss,
    pod_sizes,
)
from bot.core.league.reading import read_league
from bot.core.league.round_reading import check_best_of
from bot.core.league.standings import (
    LeagueStanding,
    compute_standings,
    match_points,
    standings_json,
)

__all__ = [
    "DEFAULT_POINTS",
    "FORMAT",
    "MAX_PLAYERS",
    "Kind",
    "League",
    "LeagueFileError",
    "LeagueMatch",
    "LeagueStanding",
    "PodPairing",
    "Points",
    "Round",
    "SwissPairing",
    "check_best_of",
    "compute_standings",
    "dump_league",
    "match_points",
    "pair_next_round",
    "pair_pods",
    "pair_swiss",
    "pod_sizes",
    "read_league",
    "standings_json",
]
