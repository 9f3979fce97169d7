"""What the asker reads a card's wording to say, or has heard others claim, of the order of
what was told: "The wording on the card seems to suggest that it is a simultaneous effect", "I've
heard people claim that your opponent takes the damage before you do". No fact of the moment:
a rule of timing believed, which the ruling settles (it shows each event in its order), so the
chat reader skips it and shows it as skipped (chat.py).

Read only where every word is one of a few: function words, words of talk, people, the words
of order ("before", "first", "at the same time", "simultaneous") and of the damage or
effect already told ("takes the damage", "the trigger"); one word of order at least, and no
number or card not named before. One that holds a fact ("he was at 2 life before I attacked",
"I heard he has Platinum Angel") is read or refused, never skipped.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import FUNCTION_WORDS, TALK_WORDS, bare_word
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.outcome_questions import PEOPLE, QUESTION_TOKEN
from bot.core.rulings.words import MARKED, marks_in

# "The wording on the card seems to suggest that", "the card says", "Flesh Reaver's text implies"
_WORDING = re.compile(
    r"^(?:but\s++|and\s++)?(?:(?:the|its|this|that)\s++)?(?:wording|text|words|card)"
    r"(?:\s++(?:on|of)\s++(?:the|this|that|my|his|her)\s++(?:card|§\d++))?"
    r"\s++(?:seems\s++to\s++|appears\s++to\s++)?(?:suggest|suggests|say|says|imply|implies|read|reads"
    r"|make\s++it\s++(?:seem|sound)|makes\s++it\s++(?:seem|sound))\s++(?:like\s++|as\s++if\s++)?"
    r"(?:that\s++)?(?P<body>\S.*)$",
    re.IGNORECASE,
)

# "I've heard people claim that", "some people say", "I was told that"
_HEARSAY = re.compile(
    r"^(?:but\s++|and\s++)?(?:(?:i|we)(?:'ve|\s++have)?\s++(?:heard|read|been\s++told)"
    r"(?:\s++(?:people|some\s++people|others|players|someone|somebody|a\s++few\s++people))?"
    r"(?:\s++(?:claim|claiming|say|saying|argue|arguing|suggest|suggesting))?"
    r"|(?:people|some\s++people|others|players|someone|somebody|a\s++few\s++people)\s++"
    r"(?:claim|claims|say|says|argue|argues|suggest|suggests))"
    r"\s++(?:that\s++)?(?P<body>\S.*)$",
    re.IGNORECASE,
)

# the words of the order of things, one of which the belief must say
_ORDER = frozenset(
    ("simultaneous", "simultaneously", "same", "before", "first", "after", "afterwards", "later")
)

# the words a belief of the order may say of what was told, beside the order itself
_OF_WHAT_WAS_TOLD = frozenset(
    (
        "effect",
        "effects",
        "damage",
        "take",
        "takes",
        "taken",
        "took",
        "deal",
        "deals",
        "dealt",
        "trigger",
        "triggers",
        "ability",
        "happen",
        "happens",
        "time",
        "moment",
        "you",
        "your",
        "do",
        "does",
        "opponent",
        "opponents",
    )
)


# "..., but I've heard people claim ...": two beliefs set against each other
_BUT = re.compile(r"\s*+,?\s++but\s++(?=\S)", re.IGNORECASE)


def is_timing_belief(text: str, named: frozenset[int]) -> bool:
    """Whether `text` is only a card's wording read, or others' claims, of the order of what
    was told (see above), one or two joined by "but": skipped as no fact of the moment."""
    return all(_one_belief(part, named) for part in _BUT.split(text.strip(" .!")))


def _one_belief(text: str, named: frozenset[int]) -> bool:
    said = _WORDING.match(text) or _HEARSAY.match(text)
    if said is None or not set(marks_in(text)) <= named:
        return False
    body = MARKED.sub(" ", said["body"])
    if re.search(NUMBER, body, re.IGNORECASE):
        return False
    words = [w.lower() for w in QUESTION_TOKEN.findall(body) if w[0].isalnum()]
    return any(w in _ORDER for w in words) and all(
        w in _ORDER
        or w in _OF_WHAT_WAS_TOLD
        or w in FUNCTION_WORDS
        or w in TALK_WORDS
        or bare_word(w) in PEOPLE
        for w in words
    )
