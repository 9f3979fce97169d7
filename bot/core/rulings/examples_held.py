"""Cards named as the ones of a kind a player has in this game (chat.unframe): "I have a few
tricks like, in this case, Netherborn Altar" says the asker has that card, as "I have
Netherborn Altar" does; the words around it ("a few tricks like", "in this case") say nothing
more of the game.

Read only where the words say the cards are this game's ("in this case", "this time": "I have
a few tricks like Platinum Angel" may speak of a deck, and stays as written), every one is a
card Arbiter knows (each named by its mark, joined by commas or "and") and nothing follows the
cards in the sentence ("... like, in this case, Platinum Angel in my deck" stays as written: a
card in a library is not held). Every word matched is in the
reader's table of words (lexicon/framing_words.py). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of, series_of
from bot.core.rulings.words import MARK, SUBJECT

_CARD = rf"{MARK}\d++"

_ASIDE = rf"\s*+,?\s*+{one_of(WORDS.example_asides)}\s*+,?"

# "I have a few tricks like, in this case, §1": the holder, then the cards.
_EXAMPLES = re.compile(
    rf"^(?P<who>{SUBJECT})\s++"
    rf"(?P<has>{one_of(WORDS.example_holders)})\s++(?:{one_of(WORDS.example_counts)}\s++)?"
    rf"{one_of(WORDS.example_kinds)}(?:\s*+,)?\s++{one_of(WORDS.example_like)}{_ASIDE}\s*+"
    rf"(?P<cards>{series_of(_CARD)})\s*+[.!]?$",
    re.IGNORECASE,
)


def examples_held(sentence: str) -> str:
    """`sentence` with cards named as examples of what its player has said held ("I have
    §1"); otherwise as it was."""
    return _EXAMPLES.sub(r"\g<who> \g<has> \g<cards>", sentence)
