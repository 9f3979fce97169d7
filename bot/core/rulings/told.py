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

from bot.core.messages import N_, Message, sentences
from bot.core.rules.state import joined
from bot.core.rulings.result_messages import said_to_you
from bot.core.rulings.words import OPPONENT

# The other player of a two-player game the words did not name: "the opponent" in each
# language (English keeps its name, "opponent", as the answer's heading shows it).
OPPONENT_NAMED: Final = Message.within("a player not named", "opponent")


# The asker among the players named, where a sentence names them as it names any player.
YOU_NAMED: Final = Message.within("a player", "you")

# The asker nobody named ("I", "me", "my" at the terminal): English's own word for them.
UNNAMED_ASKER: Final = "me"


# The rules core's sentences that name a player (the parameter that does), and the same
# sentence said to the asker (the second person's msgid; the other parameters kept), so that
# each language says "you would lose", "Platinum Angel (yours)" with its own verb forms.
_TO_ASKER: Final[dict[str, tuple[str, str]]] = {
    "{source} ({controller}'s)": ("controller", N_("{source} (yours)")),
    "an effect ({controller}'s)": ("controller", N_("an effect (yours)")),
    "{controller}'s {source}": ("controller", N_("your {source}")),
    "damage can't take {player}'s life below {floor}: {sources} makes it {floor} instead (the "
    "damage is still dealt)": (
        "player",
        N_(
            "damage can't take your life below {floor}: {sources} makes it {floor} instead (the "
            "damage is still dealt)"
        ),
    ),
    "the damage that would be dealt to {player} is prevented: {sources}": (
        "player",
        N_("the damage that would be dealt to you is prevented: {sources}"),
    ),
    "{player} is at 0 or less life, so {sources} makes the damage dealt to them poison counters "
    "instead of life lost": (
        "player",
        N_(
            "you are at 0 or less life, so {sources} makes the damage dealt to you poison "
            "counters instead of life lost"
        ),
    ),
    "{player}'s life total can't change: {sources}": (
        "player",
        N_("your life total can't change: {sources}"),
    ),
    "{player} can't get poison counters: {sources}": (
        "player",
        N_("you can't get poison counters: {sources}"),
    ),
    "{player} can't gain life: {sources}": ("player", N_("you can't gain life: {sources}")),
    "{controller}'s trigger": ("controller", N_("your trigger")),
    "{controller}'s spell": ("controller", N_("your spell")),
    "{source} ceased to exist when {players} left the game: it does not resolve": (
        "players",
        N_("{source} ceased to exist when you left the game: it does not resolve"),
    ),
    "{source} does not resolve: it ceased to exist when {players} left the game": (
        "players",
        N_("{source} does not resolve: it ceased to exist when you left the game"),
    ),
    "{players} would lose ({why}), but can't lose the game: {sources}": (
        "players",
        N_("you would lose ({why}), but can't lose the game: {sources}"),
    ),
    "{players} would win ({why}), but can't win the game: {sources}": (
        "players",
        N_("you would win ({why}), but can't win the game: {sources}"),
    ),
    "{players} would lose ({why}); {source} replaces that: instead they stay in the game": (
        "players",
        N_("you would lose ({why}); {source} replaces that: instead you stay in the game"),
    ),
    "{players} would lose ({why}); {source} replaces that: instead their life total becomes "
    "{life}": (
        "players",
        N_(
            "you would lose ({why}); {source} replaces that: instead your life total becomes {life}"
        ),
    ),
    "{players} would lose ({why}); {source} replaces that: instead their life total becomes "
    "their starting life total ({totals})": (
        "players",
        N_(
            "you would lose ({why}); {source} replaces that: instead your life total becomes "
            "your starting life total ({totals})"
        ),
    ),
    "{players} would lose ({why}); {source} replaces that: instead the permanents they own "
    "leave with it, and their life total becomes {life}": (
        "players",
        N_(
            "you would lose ({why}); {source} replaces that: instead the permanents you own "
            "leave with it, and your life total becomes {life}"
        ),
    ),
    "{players} would lose ({why}); {source} replaces that: instead the permanents they own "
    "leave with it, and they stay in the game": (
        "players",
        N_(
            "you would lose ({why}); {source} replaces that: instead the permanents you own "
            "leave with it, and you stay in the game"
        ),
    ),
}


def named(message: Message, asker: str | None = None) -> Message:
    """`message` with the unnamed opponent, wherever it is a parameter (a player's name), as
    the reader's language calls them, and so the asker nobody named (`asker` "me": "tú", never
    "me"); a sentence of the rules core about the asker (`asker`, by any name) in the second
    person, as English says it; every other name as it is."""
    if asker is not None and (about := _TO_ASKER.get(message.msgid)) is not None:
        name, yours = about
        params = dict(message.params)
        if params.pop(name, None) == asker:
            if isinstance(totals := params.get("totals"), str):  # "me 20": their total alone
                params["totals"] = totals.removeprefix(f"{asker} ")
            if isinstance(why := params.get("why"), Message):  # "your life total is 0"
                params["why"] = said_to_you(why)
            message = Message(yours, **params)
    changed: dict[str, str | int | Message] = {}
    for key, value in message.params:
        if value == OPPONENT:
            changed[key] = OPPONENT_NAMED
        elif value == asker == UNNAMED_ASKER:
            changed[key] = YOU_NAMED
        elif isinstance(value, Message):
            renamed = named(value, asker)
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
