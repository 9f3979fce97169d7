"""Grand Archive's tournament rules for a match (GA Tournament Rules: Match Structure, End of
Round): the loser of a game chooses who starts the next; in multiplayer the first player out
starts it; intentional draws only before game 1."""

from __future__ import annotations

from bot.core.messages import N_
from bot.core.rules.games.game import IntentionalDraws, Lateness, MatchRules, Tournament

_STRUCTURE = ("GA Tournament Rules: Match Structure",)

TOURNAMENT = Tournament(
    choice_rule="GA Tournament Rules: Match Structure",
    match_rules=MatchRules(
        games=_STRUCTURE,
        concession=_STRUCTURE,
        intentional_draw=_STRUCTURE,
        early_end=("GA Tournament Rules: End of Round",),
    ),
    time_rule="GA tournament rules, end of round",
    extra_time=N_(
        "the turn player finishes the current turn, then play goes on for up to 5 more "
        "minutes or 3 more turns, whichever comes first"
    ),
    intentional_draws=IntentionalDraws.BEFORE_FIRST_GAME,
    first_out_starts=True,
    lateness=Lateness(
        game_loss_after=5, match_loss_after=10, rule="GA Tournament Rules: Tardiness"
    ),
)
