"""Card text quoted beside a card's name (language.py): "Essence Warden (Whenever another
creature enters, you gain 1 life.)", "Platinum Angel, which reads "You can't lose the game
..."". Text that describes a card is no event of the game: where Arbiter knows the card, the
card is read from its catalogue and the quoted text is skipped and shown; where it does not,
the text stays, to be read or refused and named (never taken as something that happened).

Only text that reads as a card's rules text is taken: in parentheses or quotes right after the
card's name (or after "which reads"), starting with words rules text starts with ("Whenever",
"At the beginning", "You can't", "Flying") and never speaking as a person does ("I", "my",
"he"). A parenthesis that says something else ("Platinum Angel (and two other creatures)",
"(when it entered I was at 3)") stays, to be read or refused. The text a card has when a
mode is chosen, written out after a colon with no quotes ("Mirrodin Besieged, having
selected Phyrexian: At the beginning ..."), is not taken: where it ends is not marked.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, Entity

_QUOTED = re.compile(
    rf"(?P<card>{MARK}(?P<n>\d++))(?:\s*+,?\s*+{one_of(WORDS.says_words)})?\s*+[,:]?\s*+"
    r"(?:\(\s*+\"?(?P<paren>[^()\n]{1,400}+)\"?\s*+\)|\"(?P<quote>[^\"\n]{1,400}+)\")",
    re.IGNORECASE,
)


_NEXT_SENTENCE = re.compile(r"\s++(?![,;:)]|and\b|or\b|but\b)\S", re.IGNORECASE)


_RULES_TEXT = re.compile(
    rf"[\s\"']*+{one_of(WORDS.rules_text_starts)}(?![\w'])|[\s\"']*+{{", re.IGNORECASE
)


_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?", re.IGNORECASE)


def _rules_text(text: str) -> bool:
    """Whether `text` reads as a card's rules text: it starts as rules text does and never
    speaks as a person does ("I", "my", "he": the asker's own words about the game)."""
    words = (word.lower() for word in _WORD.findall(text))
    return _RULES_TEXT.match(text) is not None and not any(
        word in WORDS.not_card_text for word in words
    )


def without_card_text(text: str, entities: tuple[Entity, ...]) -> tuple[str, list[str]]:
    """The text without the card text quoted beside each card Arbiter knows, and what was
    taken out (to be shown as skipped)."""
    skipped: list[str] = []

    def taken(match: re.Match[str]) -> str:
        said = match["paren"] or match["quote"] or ""
        number = int(match["n"])
        known = number < len(entities) and entities[number].card is not None
        if not known or not _rules_text(said):
            return match[0]
        skipped.append(said.strip(" \"'"))
        ends = match["quote"] and said.rstrip().endswith((".", "!", "?"))
        if ends and _NEXT_SENTENCE.match(text, match.end()):
            return f"{match['card']}."  # the quote's full stop ended the sentence too
        return match["card"]

    return _QUOTED.sub(taken, text), skipped
