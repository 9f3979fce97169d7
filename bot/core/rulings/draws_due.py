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

from bot.core.rulings.chat_words import WORDS, one_of

# whose library each subject's possessive names
_OWN = dict(WORDS.due_subjects)
_THIRD = WORDS.due_named_owners
_SUBJECT = rf"(?P<x>{one_of(tuple(_OWN))}|{one_of(WORDS.due_opponent)}|[a-z][\w-]*+)"
_DRAW = (
    rf"{one_of(WORDS.due_draw)}(?P<what>\s++(?:{one_of(WORDS.due_counts)}|\d{{1,2}}+)"
    rf"\s++{one_of(WORDS.library_card_nouns)})?+"
)
_EMPTY = (
    rf"(?P<w>{one_of(tuple(_OWN.values()))})\s++(?P<z>{one_of(WORDS.library_words)})"
    rf"\s++{one_of(WORDS.due_was)}\s++(?:{one_of(WORDS.due_already)}\s++)?"
    rf"{one_of(WORDS.due_empty)}\b(?!\s++{one_of(WORDS.due_afterwards)}\b)"
)
_DUE_BUT_EMPTY = re.compile(
    rf"(?P<pre>(?:^|[.!?;\n])\s*+(?:{one_of(WORDS.due_openers)}\s++)?){_SUBJECT}\s++"
    rf"{one_of(WORDS.draw_due)}\s++{_DRAW}(?:\s*+,)?\s++{one_of(WORDS.contrast_joins)}\s++"
    rf"{_EMPTY}",
    re.IGNORECASE,
)


def draws_due(text: str) -> str:
    """The text with "X had to draw but X's library was empty" said with the library first."""
    if not any(empty in text.lower() for empty in WORDS.due_empty):
        return text  # words of every form: most texts have none
    return _DUE_BUT_EMPTY.sub(_library_first, text)


def _library_first(found: re.Match[str]) -> str:
    subject, whose = found["x"], found["w"].lower()
    if whose not in ((_OWN[subject.lower()],) if subject.lower() in _OWN else _THIRD):
        return found[0]  # "I had to draw but his library was empty": another's library
    if subject.lower() in WORDS.due_no_owner:
        return found[0]
    # "bob's library was empty and bob had to draw": a pronoun first would name no one yet
    owner = found["w"] if subject.lower() in _OWN else f"{subject}'s"
    what = found["what"] or " a card"
    return f"{found['pre']}{owner} {found['z']} was empty and {subject} had to draw{what}"
