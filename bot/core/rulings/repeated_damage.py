"""Damage told as dealt a number of times (issue #31): "bob takes 3 damage 6 times", "I deal 3
damage to him twice", "bob takes 3 damage 6 times from 18 life". Each time is the same damage
again, told in turn ("bob takes 3 damage, then bob takes 3 damage, ..."), as the phrases read
it; "from 18 life" after it is the total it began at, told first. Only a clause that names its
subject, a count of damage and nothing else (a card, a trigger, lifelink would need their own
words: such a clause stays as written, and unread). At most 20 times. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.life_changes_told import total_said
from bot.core.rulings.number_reading import NUMBER, number_value
from bot.core.rulings.words import SUBJECT

_MOST = 20  # times told out; more stays as written

_REPEATED = re.compile(
    rf"(?P<start>(?:^|[.;:!?,]|(?<![\w']){one_of(WORDS.comma_joins)})\s*+(?:{one_of(WORDS.then_words)}\s++)?)(?P<c>(?P<s>{SUBJECT})\s++{one_of(WORDS.damage_repeat_verbs)}\s++"
    rf"(?:(?:{one_of(WORDS.damage_repeat_objects)}|{SUBJECT})\s++)?{NUMBER}\s++"
    rf"(?:{one_of(WORDS.combat_kind)}\s++)?{one_of(WORDS.damage_repeat_nouns)}"
    rf"(?:\s++{one_of(WORDS.damage_repeat_to)}\s++[\w']++(?:\s++[\w']++)?)??)"
    rf"\s++(?:(?P<k>{NUMBER})\s++{one_of(WORDS.damage_times)}|(?P<w>{one_of(WORDS.damage_repeats)}))"
    # "from 18 life" (or "from 18" ending the clause): the total it began at; "from Shock" after
    # the count, a source said to act more than once, stays as written (refused)
    rf"(?:\s++{one_of(WORDS.damage_from)}\s++(?P<l>{NUMBER})"
    rf"(?:\s++{one_of(WORDS.life_words)}(?![\w'])|(?=\s*+(?:[.,;:!?]|$))))?"
    rf"(?![\w'])(?!\s++{one_of(WORDS.damage_from)}(?![\w']))",
    re.IGNORECASE,
)


def _told_out(match: re.Match[str]) -> str:
    """The damage told once for each time, the total it began at first."""
    repeats = match["w"]
    if repeats is not None:  # "twice", "thrice": 2, 3
        times = WORDS.damage_repeats.index(repeats.lower()) + 2
    else:
        times = number_value(match["k"])
    if not 2 <= times <= _MOST:
        return match[0]
    told = ", then ".join([match["c"]] * times)
    if match["l"] is None:
        return f"{match['start']}{told}"
    return f"{match['start']}{total_said(match['s'], match['l'])}, then {told}"


def told_each_time(text: str) -> str:
    """The text with each damage told a number of times told out (see above)."""
    low = text.lower()
    if not any(word in low for word in (*WORDS.damage_times, *WORDS.damage_repeats)):
        return text
    return _REPEATED.sub(_told_out, text)
