"""Best-of-N match arithmetic, pure: game results, the match score, whether the match is over
and how, who chooses play or draw, and the next game.

Match structure follows each game's tournament rules (shared/rules/README.md), which its
folder says (`Game.tournament`, bot.core.rules.games): MTG MTR 2.1-2.2 and 2.5, Terrus 4.2,
and Grand Archive's tournament rules.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.core.match import carry
from bot.core.match.state import CurrentGame
from bot.core.match.statuses import GameStatus
from bot.core.rules import GameSetup, GameState, Standing, new_game
from bot.core.rules.games import game_of
from bot.core.rules.snapshot import dump_state

BEST_OF_CHOICES = (1, 3, 5, 7)


def default_best_of(setup: GameSetup) -> int:
    """The game's usual match: for two players best of three; a multiplayer match is usually
    one game (MTG CR 100.6a)."""
    return game_of(setup.system).tournament.default_best_of(len(setup.players))


def wins_needed(best_of: int) -> int:
    return best_of // 2 + 1


def game_result(state: GameState) -> int | None:
    """The side (index into setup.teams) that won the game, or None for a drawn game."""
    for index, team in enumerate(state.setup.teams):
        if any(state.standings[p] is Standing.WON for p in team):
            return index
    return None


@dataclass(frozen=True, slots=True)
class Score:
    wins: tuple[int, ...]  # per side, in setup.teams order
    draws: int

    def counting(self, winner: int | None) -> Score:
        """The score with one more game, won by side `winner`; a drawn game (None) counts
        as a draw, not toward winning the match (MTR 2.1)."""
        if winner is None:
            return Score(self.wins, self.draws + 1)
        return Score(tuple(w + (i == winner) for i, w in enumerate(self.wins)), self.draws)

    def leader(self) -> int | None:
        best = max(self.wins)
        leaders = [i for i, w in enumerate(self.wins) if w == best]
        return leaders[0] if len(leaders) == 1 else None

    def text(self) -> str:
        score = "-".join(str(w) for w in self.wins)
        return f"{score}-{self.draws}" if self.draws else score


def score_line(teams: Sequence[Sequence[str]], wins: Sequence[int], draws: int) -> str:
    """The score as people read it: each side's name with its game wins, drawn games named
    ("alice 2, bob 1, 1 drawn game"), never a bare "2-1-1" that reads as wins-losses-draws."""
    sides = [f"{' & '.join(team)} {won}" for team, won in zip(teams, wins, strict=True)]
    if draws:
        sides.append(f"{draws} drawn game{'s' if draws != 1 else ''}")
    return ", ".join(sides)


def score(setup: GameSetup, winners: Sequence[int | None]) -> Score:
    """The score of games won by `winners` (game_result's)."""
    current = Score((0,) * len(setup.teams), 0)
    for winner in winners:
        current = current.counting(winner)
    return current


def match_winner(best_of: int, current: Score) -> int | None:
    """The side that has won the match, if any (first to best_of // 2 + 1 game wins)."""
    needed = wins_needed(best_of)
    return next((i for i, w in enumerate(current.wins) if w >= needed), None)


def first_chooser(setup: GameSetup) -> str:
    """Game 1: a fair random draw among the players (the `secrets` module)."""
    return secrets.choice(setup.players)


@dataclass(frozen=True, slots=True)
class Chooser:
    player: str
    rule: str
    # Where the first player who lost simply goes first (Grand Archive multiplayer).
    goes_first: bool = False


def next_opponent(setup: GameSetup, player: str) -> str:
    """Who plays first when `player` chooses to play second: the next player in turn order
    who is not on their team."""
    players = setup.players
    start = players.index(player)
    team = setup.team_of(player)
    for step in range(1, len(players)):
        candidate = players[(start + step) % len(players)]
        if candidate not in team:
            return candidate
    return player


def _losers_in_order(state: GameState) -> list[str]:
    """Who lost, in the order they lost; not a player whose team went on to win the game."""
    return [
        o.player
        for o in state.outcomes
        if o.standing is Standing.LOST and state.standings[o.player] is Standing.LOST
    ]


def next_chooser(state: GameState, previous_chooser: str) -> Chooser:
    """Who chooses play or draw for the game after `state`'s game."""
    setup = state.setup
    tournament = game_of(setup.system).tournament
    rule = tournament.choice_rule
    losers = _losers_in_order(state)
    if tournament.first_out_starts and setup.is_multiplayer and losers:
        # The first player who lost goes first, even if the rest then drew (GA Ending the
        # Game 4): the rule names no exception for a game that ended in a draw.
        return Chooser(losers[0], rule, goes_first=True)
    if game_result(state) is None or not losers:
        # After a drawn game, whoever chose for it chooses again (MTR 2.2, Terrus 4.2).
        return Chooser(previous_chooser, rule)
    return Chooser(losers[0], rule)


def after_concession(best_of: int, current: Score, winner: int) -> Score:
    """A conceded match is a full match win for the other side; the conceder keeps the games
    they won (MTR 2.5: recorded 2-1 if they had won one)."""
    wins = list(current.wins)
    wins[winner] = max(wins[winner], wins_needed(best_of))
    return Score(tuple(wins), current.draws)


def after_early_end(current: Score, game_in_progress: bool) -> Score:
    """Ending early: a game in progress is unfinished, which counts as a draw (MTR 2.4)."""
    return Score(current.wins, current.draws + (1 if game_in_progress else 0))


def intentional_draw_text(current: Score) -> str:
    """A match drawn before any game finished is recorded 0-0-3 (MTR 2.5)."""
    return current.text() if any(current.wins) or current.draws else "0-0-3"


def match_result(
    setup: GameSetup, winner: int | None, reason: str, score_text: str
) -> dict[str, object]:
    """The stored (and exported) record of how a match ended."""
    return {
        "winner_side": winner,
        "winners": list(setup.teams[winner]) if winner is not None else [],
        "score": score_text,
        "reason": reason,
        # A judge's result is the judge's own decision, which no rule of the game decided.
        "citations": list(game_of(setup.system).tournament.match_rules.citations(reason)),
    }


@dataclass(frozen=True, slots=True)
class MatchEnd:
    """How a match ended: the winning side (None: a draw), why, and the score's text."""

    winner: int | None
    reason: str
    score: str

    def result(self, setup: GameSetup) -> dict[str, object]:
        return match_result(setup, self.winner, self.reason, self.score)


def match_end(best_of: int, score: Score, time_called: bool) -> MatchEnd | None:
    """The match's end once a game ended with `score`: a side has won enough games, or time
    was called on the round, so no new game starts and the match ends on the game score
    (more game wins wins, equal is a draw; MTG MTR 2.4, GA End of Round)."""
    winner = match_winner(best_of, score)
    if winner is not None:
        return MatchEnd(winner, "games", score.text())
    return MatchEnd(score.leader(), "early_end", score.text()) if time_called else None


def next_game(setup: GameSetup, ended: CurrentGame) -> CurrentGame:
    """The game after `ended`: who chooses play or draw (MTR 2.2, Terrus 4.2), and what it
    carries over (Terrus vitae)."""
    chooser = next_chooser(ended.state, ended.chooser or setup.players[0])
    return unbegun(setup, ended.number + 1, chooser, carry.carried_vitae(setup, ended.stored))


def unbegun(
    setup: GameSetup, number: int, chooser: Chooser, carried: Mapping[str, int]
) -> CurrentGame:
    """Game `number` before it begins, opening with the `carried` starting vitae."""
    carried = carry.opening_vitae(setup, carried)
    opening_setup = carry.opening_setup(setup, {carry.OPENING: carried})
    opening = new_game(opening_setup)
    return CurrentGame(
        number=number,
        status=GameStatus.PLAYING,
        chooser=chooser.player,
        chooser_rule=chooser.rule,
        choice="play" if chooser.goes_first else None,
        first_player=chooser.player if chooser.goes_first else None,
        stored={**dump_state(opening), **carry.opening(opening_setup, carried)},
        state=opening,
        has_reports=False,
    )
