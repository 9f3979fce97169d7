"""The phrase form of a lock as locks_told.py puts it in the language's terms ("I get §1
locked in a lock of optional actions"): no event, a lock (`Role.LOCK`: no draw, the game goes
on, MTG CR 104.4b, 104.3a). Its players (`lock_players`: "I", "he ... me", "both of us") are
players of the game, met by the reader as any other: a lock of the asker's beside two other
players is a game of three ("alice is at 0 life. bob is at 5 life. I'm Mindslaver locked":
bob does not win), and "he" or "we" where the words leave them open is refused as elsewhere.
The words are the reader's (lexicon/lock_words.py). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_forms import phrase_form
from bot.core.rulings.phrase_values import Builder, Built, Clause, Role
from bot.core.rulings.words import Reader

# the words locks_told.py puts after a lock told
LOCK_READ_AS = WORDS.lock_read_as[0]

# a player a lock holds or is held by ("I'm", "he ... me"): never inside a word
_LOCK_PLAYER = re.compile(rf"(?<![\w']){one_of(WORDS.lock_players)}(?!\w)", re.IGNORECASE)


def _lock(match: re.Match[str], reader: Reader) -> Built:
    """A lock: no event; each of its players met by the reader (see above)."""
    for player in _LOCK_PLAYER.finditer(match["s"]):
        reader.player(player[0])
    return Clause(match[0], role=Role.LOCK)


LOCK_FORMS: list[tuple[re.Pattern[str], Builder]] = [
    (phrase_form(f"{{SRC}} {one_of(WORDS.lock_read_as, ' ')}"), _lock),
]
