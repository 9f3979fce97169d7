"""Numbers as the situation language reads them (shared/spec/rulings.md): in digits, with a
sign, or in words ("-5", "negative 3", "twenty-one"), a pattern (`NUMBER`) and its value
(`number_value`); the words are the reader's (lexicon/number_words.py)."""

from __future__ import annotations

import re
from functools import cache

from bot.core.rulings.chat_words import WORDS

# Numbers as digits, with a sign ("-5", "negative 3", "neg 14"), or in words ("twenty",
# "forty-two"): the longest words first, inside an atomic group.
_UNITS = WORDS.units
_TEENS = WORDS.teens
_TENS = WORDS.tens
_NEGATIVE = "|".join(rf"{word}\s++" for word in WORDS.negative)
_NUMBER_WORD = (
    rf"(?>(?:{'|'.join(_TENS)})(?:[\s-](?:{'|'.join(_UNITS)})\b)?"
    rf"|(?:a|one)\s++(?:{WORDS.hundred}|{WORDS.thousand}|{WORDS.million})"
    rf"|{'|'.join(sorted(_TEENS, key=len, reverse=True))}|{WORDS.zero}|{'|'.join(_UNITS)})\b"
)
NUMBER = (
    rf"(?:(?:-|\u2212|{_NEGATIVE}|neg\.?\s*+)?+\d++"
    rf"|(?:{_NEGATIVE})?{_NUMBER_WORD})"
)
NUMBER_VALUES = {
    WORDS.zero: 0,
    **{word: n for n, word in enumerate(_UNITS, 1)},
    **{word: n for n, word in enumerate(_TEENS, 10)},
    **{word: 10 * n for n, word in enumerate(_TENS, 2)},
}


def number_value(written: str) -> int:
    """The value of a number as the grammar reads it: "12", "-5", "negative 3", "twenty-one"."""
    text = " ".join(written.lower().replace("\u2212", "-").split())
    sign = 1
    for mark in (*(f"{word} " for word in WORDS.negative), "neg. ", "neg.", "neg ", "-"):
        if text.startswith(mark):
            sign, text = -1, text[len(mark) :].strip()
            break
    if text.isdigit():
        return sign * int(text)
    if text.endswith(WORDS.hundred):
        return sign * 100
    if text.endswith(WORDS.thousand):
        return sign * 1000
    if text.endswith(WORDS.million):
        return sign * 1000000
    total = sum(NUMBER_VALUES[part] for part in re.split(r"[\s-]+", text))
    return sign * total


@cache
def number_words() -> frozenset[str]:
    """The words a number may be written in (built once)."""
    return frozenset(NUMBER_VALUES) | {
        WORDS.hundred,
        WORDS.thousand,
        WORDS.million,
        *WORDS.negative,
    }
