"""A match ended by someone's word instead of its games: a player's concession of the match,
or a judge's result."""

from __future__ import annotations

from bot.core.match import scoring
from bot.core.match.commands import Actor, ConcedeMatch, RecordResult
from bot.core.match.decision import Decision, Refused
from bot.core.match.state import MatchState
from bot.core.match.statuses import GameStatus
from bot.core.match.steps import ended, set_aside
from bot.core.messages import Message


def concede_match(state: MatchState, command: ConcedeMatch, actor: Actor) -> Decision:
    """The other side wins the match; the conceder keeps the games they won (MTR 2.5)."""
    roster, setup = state.roster, state.roster.setup
    who = command.player if command.player is not None else actor.user_id
    name = roster.names.get(who) if isinstance(who, int) else who
    if name is None or name not in setup.players:
        raise Refused(Message("Only a player of this match can concede it."))
    if roster.names.get(actor.user_id) != name and not actor.is_judge:
        raise Refused(
            Message("Only {name} or a judge can concede the match for {name}.", name=name),
            not_allowed=True,
        )
    if len(setup.teams) != 2:
        raise Refused(
            Message("In a multiplayer match, concede the game with /concede; the others play on.")
        )
    winner = 1 - next(i for i, team in enumerate(setup.teams) if name in team)
    score = scoring.after_concession(state.best_of, scoring.Score(state.wins, state.draws), winner)
    end = scoring.MatchEnd(winner, "concession", score.text())
    return ended(state, set_aside(state.waiting, actor), GameStatus.UNPLAYED, score, end)


def record_result(state: MatchState, command: RecordResult, actor: Actor) -> Decision:
    """A judge's result ends the match at once, with the winner and the game score the judge
    gave (the match's thread, its history and the league then say the same); whatever waited
    is withdrawn and an open batch cancelled."""
    if not actor.is_judge:
        raise Refused(Message("Only a judge can record a match's result."), not_allowed=True)
    teams = state.roster.setup.teams
    side = next((i for i, team in enumerate(teams) if command.winner in team), None)
    if command.winner is not None and side is None:
        raise Refused(
            Message("{player} is not a player of this match.", player=command.winner or "")
        )
    given = command.wins is not None
    score = scoring.Score(command.wins or state.wins, command.draws if given else state.draws)
    if len(score.wins) != len(teams) or min(score.wins) < 0 or score.draws < 0:
        raise Refused(Message("The result needs each side's game wins, none below zero."))
    stopped = GameStatus.UNFINISHED if state.game.has_reports else GameStatus.UNPLAYED
    end = scoring.MatchEnd(side, "judge", score.text())
    return ended(state, set_aside(state.waiting, actor), stopped, score, end)
