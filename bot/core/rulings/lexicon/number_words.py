"""Numbers in words: one, twelve, forty, a hundred, minus.

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `NumberWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import words_of


@dataclass(frozen=True)
class NumberWords:
    """The words of one language that write numbers out:
    each field by what it does in a question."""

    units: tuple[str, ...]  # one .. nine, in order
    teens: tuple[str, ...]  # ten .. nineteen, in order
    tens: tuple[str, ...]  # twenty .. ninety, in order
    zero: str
    hundred: str
    thousand: str  # "a thousand life"
    million: str  # "a million life"
    negative: tuple[str, ...]  # "negative", "minus"


ENGLISH_NUMBERS = NumberWords(
    units=words_of("one two three four five six seven eight nine"),
    teens=words_of(
        "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    ),
    tens=words_of("twenty thirty forty fifty sixty seventy eighty ninety"),
    zero="zero",
    hundred="hundred",
    thousand="thousand",
    million="million",
    negative=words_of("negative minus"),
)
