"""A phrase form of the situation language as a pattern: its players, numbers and one free text
written as {X}, {Y}, {N} and {SRC} (phrases.py reads a clause by the first form it matches)."""

from __future__ import annotations

import re

from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.tenses import FREE
from bot.core.rulings.words import OWNER, SUBJECT

# After a subject: "both", "all" ("alice and bob both concede"), then a space or a contraction.
_AFTER_SUBJECT = r"(?:\s++(?:both|all|each|also|too)\b)?+(?:\s++|(?='))"


def phrase_form(pattern: str) -> re.Pattern[str]:
    """A phrase form as a pattern matched against a whole clause. Its names are whole words
    (words.NAME is atomic), its numbers and spaces are taken whole (possessive), and its one
    free text (a card's or a source's words) is lazy between fixed words: a clause is read
    in time proportional to its length, whatever it holds (language.py, issue #29)."""
    text = (
        pattern.replace("{X}~", "{X}" + _AFTER_SUBJECT)
        .replace("{Y}~", "{Y}" + _AFTER_SUBJECT)
        .replace("{X}", f"(?P<x>{SUBJECT})")
        .replace("{Y}", f"(?P<y>{SUBJECT})")
        .replace("{X's}", f"(?P<x>{OWNER})")
        .replace("{Y's}", f"(?P<y>{OWNER})")
        .replace("{N}", f"(?P<n>{NUMBER})")
        .replace("{SRC}", f"(?P<s>{FREE}+?)")
        .replace(" ", r"\s++")
    )
    return re.compile(text, re.IGNORECASE)
