"""The phrase form of a lock as locks_told.py puts it in the language's terms ("I get §1
locked in a lock of optional actions"): no event, a lock (`Role.LOCK`: no draw, the game goes
on, MTG CR 104.4b, 104.3a). The words are the reader's (lexicon/lock_words.py). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.card_clauses import no_event
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_forms import phrase_form
from bot.core.rulings.phrase_values import Builder, Role

# the words locks_told.py puts after a lock told
LOCK_READ_AS = WORDS.lock_read_as[0]

LOCK_FORMS: list[tuple[re.Pattern[str], Builder]] = [
    (phrase_form(f"{{SRC}} {one_of(WORDS.lock_read_as, ' ')}"), no_event(Role.LOCK)),
]
