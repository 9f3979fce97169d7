"""Terrus's tournament rules for a match (Terrus 4.2: the loser of a game chooses the starting
ruler of the next, as Magic's MTR 2.2); Terrus tournaments call time as Magic's MTR 2.4."""

from __future__ import annotations

from bot.core.messages import N_
from bot.core.rules.games.game import Lateness, MatchRules, Tournament

_MATCH = ("Terrus 4.2",)

TOURNAMENT = Tournament(
    choice_rule="Terrus 4.2",
    match_rules=MatchRules(
        games=_MATCH, concession=_MATCH, intentional_draw=_MATCH, early_end=_MATCH
    ),
    time_rule="MTG MTR 2.4, as Terrus tournaments use",
    extra_time=N_("the active player finishes this turn, then five more turns are played in total"),
    lateness=Lateness(
        game_loss_after=5,
        match_loss_after=10,
        rule="MTG IPG 3.1 (Tardiness), as Terrus tournaments use",
    ),
)
