"""A card's name and text as people write them around it (chat, bug reports; language.py
before and after the cards are marked, card_marks.py): a name in [[brackets]], in markdown's
emphasis or with its set's code after it is the card itself, a card's own words quoted in the
text are what an effect says (`card_words`), and a game's full name with a colon in it is its
short name.
"""

from __future__ import annotations

import re

from bot.core.rules.games import GAMES
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.prose_boards import who_is_at
from bot.core.rulings.words import MARK

# Only a card supposed ("If a card were worded, ...", "Suppose a card says ..."): a card's text
# quoted as what a card reads ('My card says "you win the game"') is no event (quoted_text).
_THAT = one_of(WORDS.worded_that)
_WORDED = re.compile(
    rf"(?P<lead>\b{one_of(WORDS.worded_leads)}\s++(?:{_THAT}\s++)?)"
    rf"{one_of(WORDS.worded_cards)}\s++(?:(?:{_THAT}\s++)?{one_of(WORDS.worded_be)}\s++)?"
    rf"{one_of(WORDS.worded_verbs)}\s*+(?:{one_of(WORDS.worded_as)}\s++)?[,:]?\s*+"
    r"\"(?P<text>[^\"\n]{1,400}+)\"",
    re.IGNORECASE,
)


_QUOTED_SENTENCE = re.compile(r"\s*+[.;]\s*+")


# "[[Lightning Bolt]]", "[[Lightning Bolt|M10]]": a card named as a card-fetching bot reads
# it (in chat, in a bug report): the name itself (its set after "|" says no more).
_BRACKETED = re.compile(r"\[\[\s*+(?P<name>[^\[\]|\n]{1,80}+)(?:\|[^\[\]\n]{0,20}+)?\]\]")


def unbracketed(text: str) -> str:
    """The text with each card named in [[brackets]] written as its name (see above)."""
    return _BRACKETED.sub(lambda m: m["name"].strip(), text)


# "Lightning Bolt (M10)", "Platinum Angel (2XM #287)": a marked card with its set's code after
# it, capitals and digits, at least one capital; no word, no count ("(3/3)", "(me)").
_SET_CODE = re.compile(
    rf"(?P<card>{MARK}\d++)\s*+\((?P<code>(?=\d*+[A-Z])[A-Z0-9]{{2,5}}+"
    r"(?:\s*+#?\s*+\d{1,4}+)?)\)"
)


# "*Platinum Angel*", "**Platinum Angel**", "_Felidar Sovereign_": a marked card in markdown's
# emphasis (chat, a report): the card itself. Never backticks (`playerCantLoseGame`: code).
_EMPHASIS = re.compile(
    rf"(?<![*_\w])(?P<e>\*{{1,3}}+|_{{1,2}}+)(?P<card>{MARK}\d++)(?P=e)(?![*_\w])"
)


def without_emphasis(marked: str) -> str:
    """The marked text with its cards out of markdown's emphasis (see above)."""
    return _EMPHASIS.sub(lambda m: m["card"], marked)


def without_set_codes(marked: str) -> tuple[str, list[str]]:
    """The marked text without the set codes written after its cards (see above), and each
    card with the code taken out (to be shown as skipped)."""
    codes: list[str] = []

    def code(match: re.Match[str]) -> str:
        codes.append(match[0])
        return match["card"]

    return _SET_CODE.sub(code, marked), codes


def card_words(text: str) -> str:
    """A card's text quoted in the question ('If a card were worded, "Target opponent loses the
    game. You lose the game"') read as what an effect says, one sentence after the other:
    "an effect says target opponent loses the game. an effect says you lose the game"; and a
    player's life told in a clause of its own ("My opponent, who is at 10 life, takes 12
    damage"), a sentence of its own before what follows (`who_is_at`)."""

    def said(match: re.Match[str]) -> str:
        parts = [p.strip() for p in _QUOTED_SENTENCE.split(match["text"]) if p.strip()]
        effects = ". ".join(f"an effect says {p[0].lower()}{p[1:]}" for p in parts)
        return f"{match['lead']}{effects}."

    return who_is_at(_FULL_NAME.sub(_short_name, _WORDED.sub(said, text)))


# A game's full name with a colon in it, which would read as a card before a colon: its short
# name instead ("In Magic: The Gathering, ..." is "In Magic, ...").
_FULL_NAMES = {
    name: game.names.short_title for game in GAMES.values() for name in game.names_typed()
}


_FULL_NAME = re.compile(
    "|".join(
        re.escape(name).replace("\\ ", r"\s++")
        for name in sorted(_FULL_NAMES, key=len, reverse=True)
        if ":" in name
    )
    or "(?!)",
    re.IGNORECASE,
)


def _short_name(match: re.Match[str]) -> str:
    return _FULL_NAMES[" ".join(match[0].lower().split())]
