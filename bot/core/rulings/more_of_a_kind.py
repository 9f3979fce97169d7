"""A count given "more" with its kind left unsaid (issue #31): "opp has 8 poison counters and
takes 1 more", "he has nine poison. he gets 2 more", "I'm on 7 poison and got another one".

The kind is the one the words counted before: after poison counters alone, "takes 2 more" is
two more poison counters (read as damage, the player lost 2 life instead, and an answer that
turned on their unsaid life total was given). Told again with its kind, it is read as the
phrases read "takes 2 more poison counters". Where the words counted life or damage too
before it, "more" may be either: refused, with the two readings. Where they counted poison
nowhere, "takes 2 more" stays damage, as the phrases read it."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.words import LIFE, NUMBER, SituationError, quoted

# "takes 2 more", "gets another one", "got one more": a verb that gives a count, the count
# with "more" and no kind after it (the clause ends, or goes on with another clause).
_MORE_UNSAID = re.compile(
    r"(?<![\w'])(?P<verb>take|takes|took|taken|taking|get|gets|got|gotten|getting"
    r"|receive|receives|received|receiving)\s++"
    rf"(?:(?P<n>{NUMBER})\s++more|another(?:\s++(?P<m>{NUMBER}))?)"
    r"(?=\s*+(?:$|[,.;:!?)]|-|\s(?:and|then|but|so|from|off|this|that|after|before|now|too)\b))",
    re.IGNORECASE,
)
_POISON = re.compile(r"(?<![\w'])poison", re.IGNORECASE)
# Another kind a bare count may be more of: life, damage, or a library's cards.
_OTHER_KIND = re.compile(rf"(?<![\w'])(?:{LIFE}|damage|dmg|cards?|vitae)(?![\w'])", re.IGNORECASE)
_CHEAP = re.compile(r"more|another", re.IGNORECASE)
# What may stand between the poison counted and the count given "more" for it to be more of
# the same: the rest of the count, a joining word, the player ("..., and he takes 1 more").
# Anything else may be what gave the count ("I bolt him and he takes 3 more"): refused.
_GAP_WORD = re.compile(r"[a-z']+|\d+")  # a count in it is another count: refused
_JOINING = frozenset(
    (
        *("counter", "counters", "and", "then", "but", "so", "now", "later", "also", "just"),
        *("after", "that", "i", "he", "she", "they", "you", "it", "opp", "opponent", "my"),
        *("his", "her", "their", "your", "the", "player", "has", "have", "had", "is", "was"),
        *("at", "on", "with"),
    )
)


def more_of_a_kind(text: str) -> str:
    """The text with each count given "more" and no kind after poison counters told as poison
    counters; SituationError where the words counted poison and another kind before it."""
    if _POISON.search(text) is None or _CHEAP.search(text) is None:
        return text  # both words are in every form: most texts have neither

    def told(match: re.Match[str]) -> str:
        before = text[: match.start()]
        counted = list(_POISON.finditer(before))
        if not counted:
            return match[0]  # "I'm at 3 and take 2 more": damage, as the phrases read it
        gap = _GAP_WORD.findall(before[counted[-1].end() :].lower())
        if _OTHER_KIND.search(before) is not None or not set(gap) <= _JOINING:
            # "... and 3 life. he takes 2 more", "... 8 poison. I bolt him, he takes 3 more"
            raise _unsaid_kind(match[0])
        count = match["n"] or match["m"] or "1"
        kind = "poison counter" if count.lower() in ("1", "one") else "poison counters"
        return f"{match['verb']} {count} more {kind}"

    return _MORE_UNSAID.sub(told, text)


def _unsaid_kind(words: str) -> SituationError:
    return SituationError(
        Message(
            '"{words}": more of what? Poison counters were counted before it, and it may be '
            'more of another kind; say which ("gets 2 more poison counters" or "takes 2 more '
            'damage").',
            words=quoted(words),
        ),
        unread=words,
    )
