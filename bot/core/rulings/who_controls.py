"""A card a player controls, told in a clause about that player where a clause ends ("If I
Mindslaver my opponent who controls a Trespassing Souleater, ...", "I bolt bob, who controls
Platinum Angel."): the card held, a sentence of its own before the rest (the board the rest
starts from), as prose_boards.who_is_at does for a life total. Only cards (marked), only where
nothing but the cards follows the verb before the clause ends ("who controls Platinum Angel
and a 2/2 ..." and "who has Platinum Angel in hand" stay as written, unread), and only
"controls", or "has" with the card said in play: "who has Platinum Angel" may be in a hand.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, bare_word, one_of
from bot.core.rulings.words import MARK, NAME, ORDINARY, ROLE

# a player named, never a noun after an article ("the player who controls ...": who is that?)
_NOT_A_NOUN = "".join(rf"(?<!\b{re.escape(word)}\s)" for word in WORDS.who_not_named_after)
_NAMED = rf"{_NOT_A_NOUN}(?P<x>{one_of(WORDS.cast_at_players, ' ')}|{ROLE}|{NAME})"
_CARDS = rf"(?:{one_of(WORDS.pair_articles)}\s++)?{MARK}\d++(?:\+{MARK}\d++)*+"
_IN_PLAY = one_of(WORDS.in_play)
_WHO_CONTROLS = re.compile(
    rf"(?:(?<=\s)|^){_NAMED}(?P<rel>\s*+,?\s*+{one_of(WORDS.who_relative)}\s++(?:"
    rf"{one_of(WORDS.who_controls)}\s++(?P<c>{_CARDS})(?:\s++{_IN_PLAY})?"
    rf"|{one_of(WORDS.who_has)}\s++(?P<h>{_CARDS})\s++{_IN_PLAY}))"
    r"(?=\s*+(?:[,.!?;\n]|$))",
    re.IGNORECASE,
)
_SENTENCES = re.compile(r"[^.!?;\n]+[.!?;\n]*+")


def held_said_first(text: str) -> str:
    """The text with each card told held in a clause about a player (see above) said first,
    a sentence of its own."""
    if " who " not in text.lower():  # the cheap test: most texts hold no such clause
        return text
    return _SENTENCES.sub(_held_first, text)


def _held_first(sentence: re.Match[str]) -> str:
    written = sentence[0]
    found = _WHO_CONTROLS.search(written)
    who = found["x"] if found is not None else ""
    if found is None or (
        " " not in who and bare_word(who) in ORDINARY and who.lower() != "opponent"
    ):
        return written
    start = len(written) - len(written.lstrip())
    after = written[found.end("rel") :]
    if found["rel"].lstrip().startswith(","):  # "bob, who controls X, takes 5": one comma
        after = re.sub(r"^\s*+,", "", after)
    rest = written[: found.start("rel")] + after
    cards = found["c"] or found["h"]
    return f"{written[:start]}{found['x']} controls {cards}. {rest[start:]}"
