"""A draw by a player whose library's count the words never tell (supposed_moments.py): "alice
is at 1 life. alice loses 1 life and draws a card" is a draw from an empty library or not
(MTG CR 704.5b) as her library held fewer cards than she drew or not. The count is never
guessed: a case each, read only where both end alike (the ruling says the count does not
change the outcome); where they differ, the refusal asking for the count stands
(`Fork.alike_only`, ruling_on.py). Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.core.rulings.chat_words import WORDS
from bot.core.rulings.reader_kept import kept as _kept
from bot.core.rulings.reader_kept import restore as _restore
from bot.core.rulings.situation_values import Fork, Sentence
from bot.core.rulings.words import Reader, SituationError

# How a sentence is read into its steps (sentence_steps.steps_of).
Steps = Callable[[str, Reader, tuple[int, ...]], list[Sentence | Fork]]


def draw_count_either(
    sentence: str, reader: Reader, marks: tuple[int, ...], steps: Steps
) -> list[Sentence | Fork]:
    """The sentence's steps; where a draw in it was refused for its library's count never told,
    a case for a library that held fewer cards than drawn and one that held enough, the refusal
    kept for where they end apart. Each case's count is forgotten after the sentence: a draw
    said later asks again."""
    reader.draw_unsaid = None
    if not any(stem in sentence.casefold() for stem in WORDS.draw_stems):
        return steps(sentence, reader, marks)  # no draw: nothing to keep
    kept = _kept(reader)
    try:
        return steps(sentence, reader, marks)
    except SituationError as refused:
        unsaid, reader.draw_unsaid = reader.draw_unsaid, None
        if unsaid is None or (
            reader.system is not None and game_of(reader.system).names.deck != "library"
        ):
            raise
        player, drawn = unsaid
        cases: list[tuple[str, list[Sentence]]] = []
        said: dict[str, Message] = {}
        # the case with cards enough first: where both end alike, its reasons are shown
        for held, condition in ((drawn, None), (drawn - 1, _fewer(player, drawn, reader))):
            _restore(reader, kept)
            reader.library[player] = held
            try:
                read = steps(sentence, reader, marks)
            except SituationError:
                _restore(reader, kept)
                raise refused from None
            if any(isinstance(step, Fork) for step in read) or reader.draw_unsaid is not None:
                _restore(reader, kept)
                raise refused from None  # a second thing left open: the refusal stands
            told = condition or _enough(player, drawn, reader)
            said[told.english()] = told
            cases.append((told.english(), [s for s in read if isinstance(s, Sentence)]))
        reader.library.pop(player, None)  # never told: a later draw asks for it
        question = _asked(player, reader)
        said[question.english()] = question
        return [Fork(question.english(), cases, said=said, alike_only=refused)]


def _fewer(player: str, drawn: int, reader: Reader) -> Message:
    if player == reader.asker:
        if drawn == 1:
            return Message("your library was empty")
        return Message("your library held fewer than {n} cards", n=drawn)
    if drawn == 1:
        return Message("{player}'s library was empty", player=player)
    return Message("{player}'s library held fewer than {n} cards", player=player, n=drawn)


def _enough(player: str, drawn: int, reader: Reader) -> Message:
    if player == reader.asker:
        if drawn == 1:
            return Message("your library held cards")
        return Message("your library held at least {n} cards", n=drawn)
    if drawn == 1:
        return Message("{player}'s library held cards", player=player)
    return Message("{player}'s library held at least {n} cards", player=player, n=drawn)


def _asked(player: str, reader: Reader) -> Message:
    if player == reader.asker:
        return Message("How many cards were in your library (MTG CR 704.5b)?")
    return Message("How many cards were in {player}'s library (MTG CR 704.5b)?", player=player)
