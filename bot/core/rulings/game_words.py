"""What a quick ruling says in the words of the game it is ruled in: the game's example of a
situation and its notes, each worded by the game's own folder with its own rules
(bot.core.rules.games.game.RulingWords), never one game's words in another's answer."""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.games import GAMES
from bot.core.rules.games.game import RulingNote
from bot.core.rules.vocabulary import System
from bot.core.rulings.words import EXAMPLES


def example_of(system: System | None) -> str:
    """One situation of the game, quoted; with no game (or one with no example of its own),
    the language's first example."""
    game = GAMES.get(system) if system is not None else None
    return (game.rulings.example if game is not None else "") or EXAMPLES[0]


def note_of(
    system: System | None, kind: RulingNote, **params: str | int | Message
) -> Message | None:
    """The game's note of `kind`, its placeholders given `params`; None where the game has
    none (it adds no such note)."""
    game = GAMES.get(system) if system is not None else None
    said = game.rulings.notes.get(kind) if game is not None else None
    return said.replaced(**params) if said is not None and params else said


def refusal_of(system: System, said: Message) -> Message | None:
    """The game's words in chat for its rules' refusal `said` (worded for a replay file or a
    match report), given its parameters; None where it has none (it is said as it is)."""
    game = GAMES.get(system)
    chat = game.rulings.refusals.get(said.msgid) if game is not None else None
    return chat.replaced(**dict(said.params)) if chat is not None and said.params else chat
