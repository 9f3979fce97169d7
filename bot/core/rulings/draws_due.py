"""A draw that was due, told before the library it was due from (session 28): "I had to draw a
card but my deck was empty", "my opponent had to draw but his library was empty". The library
is said as it stood when the draw was due, first, as the reader reads it ("my deck was empty
and I had to draw a card"): a draw from an empty library (MTG CR 704.5b; GA Ending the Game 3).
It was refused, asking how many cards the library held. Only a draw that had to be made
("had to", "has to", "needed to", "must"), and only the subject's own library ("I ... my", "he
... his"); a library said as the draw left it ("I drew a card but my library is empty now")
stays as written."""

from __future__ import annotations

import re

_SUBJECT = r"(?P<x>i|he|she|they|my\s++opp(?:onent)?+|[a-z][\w-]*+)"
_DUE = (
    r"(?:(?:had|has|have|needed|need|needs|was\s++forced|is\s++forced|were\s++forced)"
    r"\s++to|must)"
)
_DRAW = r"draw(?P<what>\s++(?:a|one|two|three|\d{1,2}+)\s++cards?)?+"
_EMPTY = (
    r"(?P<w>my|his|her|their)\s++(?P<z>deck|library)\s++(?:was|is|had\s++been|has\s++been)"
    r"\s++(?:already\s++)?empty\b(?!\s++(?:now|after|afterwards|then)\b)"
)
_DUE_BUT_EMPTY = re.compile(
    rf"(?P<pre>(?:^|[.!?;\n])\s*+(?:(?:so|and|then|if|when)\s++)?){_SUBJECT}\s++{_DUE}\s++"
    rf"{_DRAW}(?:\s*+,)?\s++but\s++{_EMPTY}",
    re.IGNORECASE,
)
# whose library each subject's possessive names
_OWN = {"i": ("my",), "he": ("his",), "she": ("her",), "they": ("their",)}
_THIRD = ("his", "her", "their")


def draws_due(text: str) -> str:
    """The text with "X had to draw but X's library was empty" said with the library first."""
    if "empty" not in text.lower():
        return text  # words of every form: most texts have none
    return _DUE_BUT_EMPTY.sub(_library_first, text)


def _library_first(found: re.Match[str]) -> str:
    subject, whose = found["x"], found["w"].lower()
    if whose not in _OWN.get(subject.lower(), _THIRD):
        return found[0]  # "I had to draw but his library was empty": another's library
    if subject.lower() in ("my", "you", "we"):
        return found[0]
    # "bob's library was empty and bob had to draw": a pronoun first would name no one yet
    owner = found["w"] if subject.lower() in _OWN else f"{subject}'s"
    what = found["what"] or " a card"
    return f"{found['pre']}{owner} {found['z']} was empty and {subject} had to draw{what}"
