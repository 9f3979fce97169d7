"""Each player's result in a quick ruling, as messages for readers of other languages (told.py):
their outcome, its reasons said to the asker as "you", still playing, or already gone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from bot.core.messages import Message
from bot.core.rules.state import GameState, Outcome, Reason, joined
from bot.core.rules.vocabulary import Standing

# The rules core's reasons about a player, said to the asker: its msgid (rules domain) to the
# same sentence in the second person. A reason not in it is said as the core says it.
_TO_YOU: Final[dict[str, Callable[[Reason], Message]]] = {
    "their life total is {life}": lambda r: Message("your life total is {life}", **_params(r)),
    "their vitae is {vitae}": lambda r: Message("your vitae is {vitae}", **_params(r)),
    "they have {n} poison counter": lambda r: Message.plural(
        "you have {n} poison counter", "you have {n} poison counters", r.said.n or 0
    ),
    "they conceded": lambda r: Message("you conceded"),
    "they had to draw from an empty library": lambda r: Message(
        "you had to draw from an empty library"
    ),
    "they tried to draw a card from an empty deck": lambda r: Message(
        "you tried to draw a card from an empty deck"
    ),
    "an effect says they win": lambda r: Message("an effect says you win"),
    "an effect says they lose": lambda r: Message("an effect says you lose"),
    "their champion died": lambda r: Message("your champion died"),
    "a judge gave them a game loss": lambda r: Message("a judge gave you a game loss"),
    "they would win and lose at the same time": lambda r: Message(
        "you would win and lose at the same time"
    ),
    "all of their opponents have left the game": lambda r: Message(
        "all of your opponents have left the game"
    ),
    "they reduced their only remaining opponent, {player}, to {vitae} vitae": lambda r: Message(
        "you reduced your only remaining opponent, {player}, to {vitae} vitae", **_params(r)
    ),
    "{commander}'s commander has dealt them {damage} combat damage this game": lambda r: Message(
        "{commander}'s commander has dealt you {damage} combat damage this game", **_params(r)
    ),
    "{commander}'s commander {source} has dealt them {damage} combat damage this game": (
        lambda r: Message(
            "{commander}'s commander {source} has dealt you {damage} combat damage this game",
            **_params(r),
        )
    ),
}


def _params(reason: Reason) -> dict[str, str | int | Message]:
    return dict(reason.said.params)


def _without(reason: Reason, name: str) -> dict[str, str | int | Message]:
    return {key: value for key, value in reason.said.params if key != name}


# The rules core's reasons about another player that name the asker (the parameter that
# names them, and the same sentence with the asker said as "you"): "they reduced their only
# remaining opponent, me, to 0 vitae" is no sentence in any language.
_NAMING_YOU: Final[dict[str, tuple[str, Callable[[Reason], Message]]]] = {
    "they reduced their only remaining opponent, {player}, to {vitae} vitae": (
        "player",
        lambda r: Message(
            "they reduced you, their only remaining opponent, to {vitae} vitae",
            **_without(r, "player"),
        ),
    ),
    "an effect says {player} wins, which in multiplayer makes their opponents lose": (
        "player",
        lambda r: Message(
            "an effect says you win, which in multiplayer makes their opponents lose"
        ),
    ),
    "an effect says {player} wins, which makes their opponents within {player}'s range of "
    "influence lose": (
        "player",
        lambda r: Message(
            "an effect says you win, which makes their opponents within your range of "
            "influence lose"
        ),
    ),
    "{commander}'s commander has dealt them {damage} combat damage this game": (
        "commander",
        lambda r: Message(
            "your commander has dealt them {damage} combat damage this game",
            **_without(r, "commander"),
        ),
    ),
    "{commander}'s commander {source} has dealt them {damage} combat damage this game": (
        "commander",
        lambda r: Message(
            "your commander {source} has dealt them {damage} combat damage this game",
            **_without(r, "commander"),
        ),
    ),
    "in {variant} a team loses together ({players} lost)": (
        "players",
        lambda r: Message(
            "in {variant} a team loses together (you lost)", **_without(r, "players")
        ),
    ),
    "their team won ({players})": ("players", lambda r: Message("their team won (you won)")),
}


_JOINED: Final = joined((Message.verbatim_text(""), Message.verbatim_text(""))).msgid


def said_to_you(said: Message) -> Message:
    """Reasons about the asker (one, or several joined: "first; more") in the second person,
    each as `reason_said` says it."""
    if said.msgid == _JOINED:
        parts = dict(said.params)
        first, more = parts["first"], parts["more"]
        if isinstance(first, Message) and isinstance(more, Message):
            return joined((said_to_you(first), said_to_you(more)))
    to_you = _TO_YOU.get(said.msgid)
    return to_you(Reason((), said)) if to_you is not None else said


def reason_said(player: str, reason: Reason, asker: str) -> Message:
    """A reason the rules core gives about `player`, to the asker in the second person (and
    the asker's own win, the reason their opponents lose, as theirs)."""
    to_you = _TO_YOU.get(reason.said.msgid) if player == asker else None
    if to_you is not None:
        return to_you(reason)
    if reason.said.msgid == _ENDED and dict(reason.said.params).get("players") == asker:
        return Message("you won, which ends the game")
    naming = _NAMING_YOU.get(reason.said.msgid)
    if naming is not None and dict(reason.said.params).get(naming[0]) == asker:
        return naming[1](reason)
    return reason.said


_ENDED: Final = "{players} won, which ends the game"  # the rules core's msgid


def outcome_said(outcome: Outcome, asker: str) -> Message:
    """A player's result as a line: who won, lost or drew, why, and the rules."""
    because = joined(tuple(reason_said(outcome.player, r, asker) for r in outcome.reasons))
    rules = ", ".join(outcome.citations)
    if outcome.player != asker:  # the rules core's sentence, its reasons said to the asker
        explained = outcome.explained()
        return Message(explained.msgid, player=outcome.player, because=because, rules=rules)
    if outcome.standing is Standing.WON:
        return Message("You win: {because} ({rules})", because=because, rules=rules)
    if outcome.standing is Standing.LOST:
        return Message("You lose: {because} ({rules})", because=because, rules=rules)
    return Message("You draw: {because} ({rules})", because=because, rules=rules)


_LEFT: Final[dict[Standing, Message]] = {
    Standing.WON: Message.within("standing", "won"),
    Standing.LOST: Message.within("standing", "lost"),
    Standing.DREW: Message.within("standing", "drew"),
    Standing.PLAYING: Message.within("standing", "playing"),
}


def results_said(
    state: GameState, start: GameState, asker: str, standing: Callable[[str], Message]
) -> tuple[Message, ...]:
    """Each player's line: their outcome, still playing (`standing`: the game's words for
    where they stand), or already gone."""
    lines: list[Message] = []
    latest = {o.player: o for o in state.outcomes if o not in start.outcomes}
    for player in state.setup.players:
        outcome = latest.get(player)
        now = state.standings[player]
        mine = player == asker
        if outcome is not None and outcome.standing is now:
            lines.append(outcome_said(outcome, asker))
        elif now is Standing.PLAYING:
            where = standing(player)
            lines.append(
                Message("You are still playing: {standing}", standing=where)
                if mine
                else Message("{player} is still playing: {standing}", player=player, standing=where)
            )
        elif mine:
            lines.append(Message("You had already left the game ({standing})", standing=_LEFT[now]))
        else:
            lines.append(
                Message(
                    "{player} had already left the game ({standing})",
                    player=player,
                    standing=_LEFT[now],
                )
            )
    return tuple(lines)
