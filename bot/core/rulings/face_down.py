"""Face-down creatures told in a fight ("Andrew is attacking with two face-down morph
creatures"): a face-down permanent is a 2/2 creature with no name, text or abilities (MTG CR
708.2a), so it fights as "two 2/2 creatures" (combat_told.py). Nothing is read this way where
the words may have changed that: one turned face up, counters, equipment, a copy, a pump.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of

_FACE_DOWN = re.compile(
    rf"(?<![\w'])(?P<cnt>{one_of(WORDS.face_down_one)}|{one_of(WORDS.attackers_counted)}"
    r"|[2-9]|[1-9]\d)\s++"
    rf"{one_of(WORDS.face_down)}\s++{one_of(WORDS.face_down_nouns)}(?![\w'/-])",
    re.IGNORECASE,
)


_CHANGED = re.compile(
    rf"[+-]\d++/[+-]\d++|(?<![\w']){one_of(WORDS.turned_face_up)}(?![\w'])", re.IGNORECASE
)


def face_down_stats(text: str) -> tuple[str, tuple[str, ...]]:
    """The text with each count of face-down creatures said as that many 2/2 creatures, and
    what was said instead; none where the words may have changed a face-down creature."""
    if _FACE_DOWN.search(text) is None or _CHANGED.search(text):
        return text, ()
    said: list[str] = []

    def two_two(match: re.Match[str]) -> str:
        count = match["cnt"]
        one = count.lower() in ("a", "an", "one")
        said.append(f"{'a' if one else count} 2/2 creature{'' if one else 's'}")
        return said[-1]

    return _FACE_DOWN.sub(two_two, text), tuple(said)
