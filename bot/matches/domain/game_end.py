"""What the end of a game does to its match, pure: the new score, whether the match is over and
how, and the next game."""

from __future__ import annotations

from dataclasses import dataclass

from bot.matches.domain import carry, scoring
from bot.matches.domain.state import CurrentGame
from bot.matches.domain.statuses import GameStatus
from bot.rules import GameSetup, new_game
from bot.rules.snapshot import dump_state


@dataclass(frozen=True, slots=True)
class MatchEnd:
    """How a match ended: the winning side (None: a draw), why, and the score's text."""

    winner: int | None
    reason: str
    score: str

    def result(self, setup: GameSetup) -> dict[str, object]:
        return scoring.match_result(setup, self.winner, self.reason, self.score)


def match_end(best_of: int, score: scoring.Score, time_called: bool) -> MatchEnd | None:
    """The match's end once a game ended with `score`: a side has won enough games, or time
    was called on the round, so no new game starts and the match ends on the game score
    (more game wins wins, equal is a draw; MTG MTR 2.4, GA End of Round)."""
    winner = scoring.match_winner(best_of, score)
    if winner is not None:
        return MatchEnd(winner, "games", score.text())
    return MatchEnd(score.leader(), "early_end", score.text()) if time_called else None


def next_game(setup: GameSetup, ended: CurrentGame) -> CurrentGame:
    """The game after `ended`: who chooses play or draw (MTR 2.2, Terrus 4.2), and the opening
    state with anything carried over (Terrus vitae)."""
    chooser = scoring.next_chooser(ended.state, ended.chooser or setup.players[0])
    carried = carry.opening_vitae(setup, carry.carried_vitae(setup, ended.stored))
    opening_setup = carry.opening_setup(setup, {carry.OPENING: carried})
    opening = new_game(opening_setup)
    return CurrentGame(
        number=ended.number + 1,
        status=GameStatus.PLAYING,
        chooser=chooser.player,
        chooser_rule=chooser.rule,
        choice="play" if chooser.goes_first else None,
        first_player=chooser.player if chooser.goes_first else None,
        stored={**dump_state(opening), **carry.opening(opening_setup, carried)},
        state=opening,
        has_reports=False,
    )
