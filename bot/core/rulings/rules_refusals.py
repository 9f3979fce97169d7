"""The rules core's refusal of a sentence, said in the situation language's words where it names
a field of the game file that a situation has no way to fill in (a starting vitae, a draw
effect's controller, a loop's players, a total set twice in one report), and in the game's own
words for chat where it is a hint for a replay file or a match report (an event the game does
not have: "report champion_died")."""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.counters import ORDER_MATTERS
from bot.core.rules.errors import RuleError
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import EventKind, Report
from bot.core.rulings.game_words import refusal_of


def in_situation_words(error: RuleError, state: GameState) -> Message:
    """The rules core's refusal in the situation language's words, where it names a field of
    the game file that a situation has no way to fill in, or a hint for a replay file or a
    match report ("report champion_died"): the game's words for a player in chat."""
    said = refusal_of(state.setup.system, error.text)
    if said is not None:
        return said
    if error.text.msgid == ORDER_MATTERS:  # "I'm at 5 and I'm at 2": which came first?
        return Message(
            "it gives one player two totals at once, or a total beside a change; say which "
            "came first with {then} ({example}).",
            then='"then"',
            example='"I was at 5, then I\'m at 2"',
        )
    if error.field == "controller" and "champion to" in error.message:
        # "bob takes control of alice's champion and I take control of alice's champion"
        return Message(
            "it gives one champion to two players at once; say who took it first with {then}.",
            then='"then"',
        )
    if error.field == "player" and "draw effect" in error.message:
        controller = state.setup.players[0]
        return Message(
            "With limited range of influence a draw effect reaches only its controller's range "
            "(MTG CR 104.4e): say whose effect it is ({example}).",
            example=f'"{controller}\'s effect says the game is a draw"',
        )
    if error.field == "players" and "loop" in error.message:
        return Message(
            "With limited range of influence a loop is a draw only for the players who control "
            "an object in it and those in their ranges (MTG CR 104.4f), which a quick ruling "
            "cannot name: in a match, report it with /game draw (a loop of mandatory actions) "
            "and its players; in a game file, list them in the loop's players for arbiter replay."
        )
    return error.text


# What comes about only during a turn, never as it begins: a vote taken, an effect resolving.
_DURING_A_TURN = frozenset({EventKind.DOMINION_VOTE, EventKind.EFFECT})


def check_turns(report: Report, setup: GameSetup) -> None:
    """Refuse (RuleError) a sentence in which two players' turns begin at once: turns are
    taken one at a time ("I begin my turn with 10 structures while my opponent begins his
    with 4 relics" was a draw of two victories); teammates who share a turn may. Nor does a
    turn begin as a Dominion Vote is won or an effect says the game is won, lost or drawn:
    those come during a turn, after its beginning's victories."""
    began = {e.player for e in report.events if e.kind is EventKind.TURN_START and e.player}
    if began and any(e.kind in _DURING_A_TURN for e in report.events):
        # "alice wins a dominion vote and bob begins his turn with 10 structures" was a draw
        raise RuleError(
            Message(
                "a turn's victories are won as it begins, before a Dominion Vote or an effect "
                "can come in it; say which came first with {then}.",
                then='"then"',
            ),
            field="event",
        )
    if len(began) < 2 or any(began <= set(team) for team in setup.teams):
        return
    raise RuleError(
        Message(
            "two players' turns cannot begin at the same time; say whose began first with {then}.",
            then='"then"',
        ),
        field="event",
    )
