"""What a quick ruling tells a reader of another language than English, as messages a face
words (bot.faces.i18n): what was understood, each player's result, and why.

The asker is spoken to as "you" by sentences of their own: an event, an outcome or a reason
about the asker has its own msgid ("you concede", "You lose: {because} ({rules})", "your life
total is {life}"), so each language's catalogue says it with its own verb forms ("Has
perdido", "Du verlierst"). Which player is the asker is a typed value (`asker`), never found
in English text. English answers keep their own words (describing.py's `Voice`, which
`arbiter ruling --json` and the English faces show); these are the other languages'.
Player and card names, counts and rule numbers are parameters.

This module holds what every part of such an answer uses: the unnamed opponent as each language
calls them (`named`), parts said in turn (`listed`, `in_turn`) and whose a thing is
(`whose_said`). The parts are each in a module of their own: what was understood
(event_messages.py), a card's continuous effect as it begins (lasting_messages.py), each
player's result (result_messages.py), and why (why_messages.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.core.messages import Message, sentences
from bot.core.rules.state import joined
from bot.core.rulings.words import OPPONENT

# The other player of a two-player game the words did not name: "the opponent" in each
# language (English keeps its name, "opponent", as the answer's heading shows it).
OPPONENT_NAMED: Final = Message.within("a player not named", "opponent")


def named(message: Message) -> Message:
    """`message` with the unnamed opponent, wherever it is a parameter (a player's name), as
    the reader's language calls them; every other name as it is."""
    changed: dict[str, str | int | Message] = {}
    for key, value in message.params:
        if value == OPPONENT:
            changed[key] = OPPONENT_NAMED
        elif isinstance(value, Message):
            renamed = named(value)
            if renamed is not value:
                changed[key] = renamed
    return message.replaced(**changed) if changed else message


def in_turn(parts: Sequence[Message]) -> Message:
    """Whole sentences said one after another, nested in halves as `listed` is."""
    if len(parts) <= 2:
        return sentences(parts)
    half = len(parts) // 2
    return sentences([in_turn(parts[:half]), in_turn(parts[half:])])


def listed(parts: Sequence[Message]) -> Message:
    """Parts said one after another ("first; second; ..."), nested in halves: a sentence of
    hundreds of events stays a shallow message."""
    if len(parts) <= 2:
        return joined(tuple(parts))
    half = len(parts) // 2
    return joined((listed(parts[:half]), listed(parts[half:])))


def whose_said(player: str, asker: str, thing: str | Message) -> Message:
    """`your Platinum Angel`, `bob's Platinum Angel`."""
    if player == asker:
        return Message("your {thing}", thing=thing)
    if not player:
        return thing if isinstance(thing, Message) else Message.verbatim_text(thing)
    return Message("{player}'s {thing}", player=player, thing=thing)
