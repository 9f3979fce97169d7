"""Magic's tournament rules for a match (Magic Tournament Rules 2.1-2.5): the loser of a game
chooses play or draw for the next; at time, five more turns (three in Two-Headed Giant)."""

from __future__ import annotations

from types import MappingProxyType

from bot.core.messages import N_
from bot.core.rules.games.game import Lateness, MatchRules, Tournament
from bot.core.rules.vocabulary import Variant

TOURNAMENT = Tournament(
    choice_rule="MTG MTR 2.2",
    match_rules=MatchRules(
        games=("MTG MTR 2.1",),
        concession=("MTG MTR 2.5",),
        intentional_draw=("MTG MTR 2.5",),
        early_end=("MTG MTR 2.1", "MTG MTR 2.4"),
    ),
    time_rule="MTG MTR 2.4",
    extra_time=N_("the active player finishes this turn, then five more turns are played in total"),
    extra_time_by_variant=MappingProxyType(
        {
            Variant.TWO_HEADED_GIANT: N_(
                "the active player finishes this turn, then three more turns are played in total"
            )
        }
    ),
    lateness=Lateness(game_loss_after=5, match_loss_after=10, rule="MTG IPG 3.1 (Tardiness)"),
)
