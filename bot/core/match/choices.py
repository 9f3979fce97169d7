"""Play or draw: the choice of who plays first in a game, made before it begins (MTR 2.2)."""

from __future__ import annotations

from dataclasses import replace

from bot.core.match import scoring
from bot.core.match.commands import Actor, Choose
from bot.core.match.decision import Decision, Refused, Reply, StoreGame
from bot.core.match.state import MatchState
from bot.core.match.statuses import ReplyStatus
from bot.core.match.steps import next_state, refuse_a_game_begun_after_time
from bot.core.messages import Message
from bot.core.rules.games import game_of


def choose(state: MatchState, command: Choose, actor: Actor) -> Decision:
    """Play or draw, said by the game's chooser (or a judge) before it begins (MTR 2.2)."""
    game = state.game
    chooser = game.chooser or ""
    if state.roster.names.get(actor.user_id) != chooser and not actor.is_judge:
        raise Refused(
            Message(
                "{chooser} chooses play or draw for game {number}.",
                chooser=chooser,
                number=game.number,
            ),
            not_allowed=True,
        )
    if game.choice is not None and not game.has_reports and _first_player_by_rule(state):
        raise Refused(
            Message(
                "{player} plays first in game {number}: that is settled, nothing is left to "
                "choose.",
                player=game.first_player or "",
                number=game.number,
            )
        )
    if game.choice is not None or (game.has_reports and game.first_player is not None):
        raise Refused(
            Message(
                "Game {number} has already begun; the choice is made before it starts.",
                number=game.number,
            )
        )
    refuse_a_game_begun_after_time(state)
    chosen = replace(
        game,
        choice="play" if command.play_first else "draw",
        first_player=(
            chooser if command.play_first else scoring.next_opponent(state.roster.setup, chooser)
        ),
    )
    changes = (StoreGame(chosen, ended=False),)
    return Decision(
        state, next_state(state, game=chosen), changes, Reply(ReplyStatus.CHOSEN, game.number)
    )


def _first_player_by_rule(state: MatchState) -> bool:
    """Where the game says so (Grand Archive multiplayer): after game 1 the first player who
    lost goes first, nobody chooses (after a game with no loser the chooser still may, and that
    reads the same)."""
    setup = state.roster.setup
    first_out_starts = game_of(setup.system).tournament.first_out_starts
    return first_out_starts and setup.is_multiplayer and state.game.number > 1
