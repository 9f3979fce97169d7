"""What a situation's reading is refused with where a sentence stops it (language.py): a
clause read as no phrase gets what it could have meant (suggest.py); with no game said, words
naming a card ask which game; a card Arbiter does not know is named; any other refusal has the
cards its words mark written out by name again."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import System, Variant
from bot.core.rulings.card_lookup import named_in_some_game, unknown_card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.game_setup import which_game
from bot.core.rulings.game_words import example_of
from bot.core.rulings.phrases import match_clause
from bot.core.rulings.quoted_text import CARD_TEXT_TOLD, card_text_refused
from bot.core.rulings.situation_values import Fork, Sentence
from bot.core.rulings.suggest import unread_message
from bot.core.rulings.words import (
    MARKED,
    Entity,
    Reader,
    Refusal,
    SituationError,
    Unread,
    quoted,
    spelled,
)


def unknown_refused(name: str, game: System | None, read: list[str]) -> SituationError:
    """A card Arbiter does not know, said to act; with no game said, no card is known yet."""
    if game is None:
        return which_game(name, tuple(read))
    return SituationError(unknown_card(name).said, kind=Refusal.UNKNOWN_CARD, cards=(name,))


def refused_in_a_sentence(
    error: SituationError,
    read: list[str],
    game: System | None,
    variant: Variant | None,
    reader: Reader,
) -> SituationError:
    """What a sentence that could not be read is answered with: a clause read as no phrase,
    what it could have meant (suggest.py); any other refusal, with the cards its words mark
    written out by name again."""
    if game is None and named_in_some_game(reader.as_typed):
        # No game said, its cards were read as words ("Tooth and nail": a player "nail").
        return which_game(error.unread, tuple(read))
    if isinstance(error, Unread):
        return unread_refusal(error.unread or "", read, game, variant, reader)
    return _names_in_refusal(error, reader.entities)


def _names_in_refusal(error: SituationError, entities: tuple[Entity, ...]) -> SituationError:
    """`error` with the cards its words mark ("§0") written out by name again, in its line and
    in its unread words: what the asker and the judges' channel are shown."""
    said = _message_spelled(error.said, entities)
    error.said, error.message = said, said.english()
    error.args = (error.message,)
    if error.unread is not None:
        error.unread = spelled(error.unread, entities)
    return error


def _message_spelled(message: Message, entities: tuple[Entity, ...]) -> Message:
    if message.verbatim:
        return Message.verbatim_text(spelled(message.msgid, entities))
    params = {
        name: (
            _message_spelled(value, entities)
            if isinstance(value, Message)
            else spelled(value, entities)
            if isinstance(value, str)
            else value
        )
        for name, value in message.params
    }
    return message.replaced(**params)


def card_as_player(card: str) -> Message:
    """The refusal of a card's name where a player stands ("Worldgorger concedes")."""
    return Message(
        "{card} is a card, not a player: say what it did to whom, e.g. {first} or {second}.",
        card=f'"{card}"',
        first='"an effect says alice loses"',
        second=f'"alice takes 3 damage from {card}"',
    )


# Words of what players agreed or did around the game, not in it (a premature handshake, a
# result slip filled in, a bluff, a judge called): what stops the reading is then a judge's to
# rule on under the tournament rules, which the refusal says.
_CONDUCT = re.compile(
    rf"(?<![\w']){one_of(WORDS.conduct_words + WORDS.hand_offered)}(?![\w'])", re.IGNORECASE
)


def unread_refusal(
    clause: str, read: list[str], system: System | None, variant: Variant | None, reader: Reader
) -> SituationError:
    """What to say of a clause that reads as nothing: a card where a player stands, else
    the nearest phrase that cannot mislead, or what was read (suggest.py)."""
    written = spelled(clause, reader.entities)
    card = MARKED.match(clause)
    if card is not None and int(card[1]) < len(reader.entities):
        entity = reader.entities[int(card[1])]
        as_player = match_clause("alice" + clause[card.end() :], Reader(reader.asker))
        if as_player is not None and as_player.items:
            return SituationError(
                card_as_player(entity.name),
                unread=written,
                cards=(entity.name,),
                read=tuple(read),
            )
    if CARD_TEXT_TOLD.match(written) is not None:  # "The card says that ...": its text
        return card_text_refused(written)
    if _CONDUCT.search(reader.marked) is not None:  # a handshake, a slip: a judge's to rule
        return SituationError(
            Message(
                'I could not read "{words}". What players agreed or did around the game (a '
                "handshake, a result slip, a bluff) is tournament conduct: a judge rules on it "
                "under the tournament rules. Arbiter rules on what happened in the game, e.g. "
                "{example}.",
                words=quoted(written),
                example=example_of(system),
            ),
            unread=written,
            read=tuple(read),
        )
    # Without a game no card is marked: a card of any game names no player ("Biorhythm is
    # played" was offered "biorhythm wins by an effect").
    names_a_card = MARKED.search(clause) is not None or (
        system is None and named_in_some_game(written)
    )
    message = unread_message(written, read, system, variant, reader, names_a_card=names_a_card)
    return SituationError(message, unread=written, read=tuple(read))


def held_unmarked(steps: list[Sentence | Fork], entities: tuple[Entity, ...]) -> None:
    """Refuse (SituationError) a sentence that holds a card found by its name's words where they
    were not read as the card ("worship is on the battlefield under bob's control": a name of
    ordinary words, lowercase): the card was taken to act nowhere, and the sentence said
    nothing. Asked to be written as the card's name, never dropped."""
    named = {entity.name for entity in entities}  # the cards the text's words were read as
    for step in steps:
        if not isinstance(step, Sentence):
            continue
        for source in step.held:
            if any(card.effects and card.name not in named for card in source.cards):
                card = source.cards[0].name
                raise SituationError(
                    Message(
                        '"{words}" may be the card {card}, which may change the outcome: write '
                        'it as its name ("{card}") if it is, and ask again.',
                        words=quoted(source.text),
                        card=card,
                    ),
                    unread=source.text,
                )
