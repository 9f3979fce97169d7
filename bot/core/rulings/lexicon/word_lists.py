"""How a list of words is written in the reader's words: words separated by spaces, or
phrases separated by commas or written one a line."""

from __future__ import annotations


def words_of(text: str) -> tuple[str, ...]:
    """The words of a list written as one string."""
    return tuple(text.split())


def phrases_of(text: str) -> tuple[str, ...]:
    """The phrases of a list separated by commas, or written one a line where it has no comma
    (blanks ignored). With commas, a line's end is a space: a phrase may go on to the next
    line ("the rest of / his attackers" is one phrase, never "the rest of" and "his attackers")."""
    parts = text.split(",") if "," in text else text.split("\n")
    return tuple(" ".join(part.split()) for part in parts if part.strip())
