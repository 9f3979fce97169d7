"""A player's poison said with their life in one breath (issue #31): "I'm at 1 life and 9
poison counters", "he's at 3 life with 9 poison", "I was at 9 poison and 1 life"; and one
poison counter said without a number: "I get another poison counter", "he got a poison
counter", "she takes one more poison counter".

Each is told again as the phrases read it, the player said once more before the second total
("I'm at 1 life and I have 9 poison counters"; "I get 1 poison counter"). A counter that
stands alone (MTG CR 122.1) is one, and poison is a total of its own beside life (104.3d: ten
or more loses), so nothing is guessed: the words give every number."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.words import LIFE, PLAIN_VERB_SUBJECTS, SUBJECT

_POISON_SAID = one_of(WORDS.poison_words)  # "poison"
_BE = (
    rf"(?P<be>{one_of(WORDS.subject_contractions)}|\s++{one_of(WORDS.state_be)})"
    rf"(?P<adv>(?:\s++{one_of(WORDS.poison_adverbs)})?)"
)
_POISON = rf"{_POISON_SAID}(?:\s++{one_of(WORDS.poison_counter_nouns)})?(?![\w'])"
_AND = rf"\s*+(?:,\s*+)?{one_of(WORDS.poison_joins)}\s++"
_POISON_WORD = re.compile(_POISON_SAID, re.IGNORECASE)

LIFE_THEN_POISON = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT}){_BE}\s++{one_of(WORDS.poison_at)}\s++(?P<life>{NUMBER})\s++{LIFE}{_AND}"
    rf"(?P<poison>{NUMBER})\s++{_POISON}",
    re.IGNORECASE,
)
POISON_THEN_LIFE = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT}){_BE}\s++{one_of(WORDS.poison_at_on)}\s++(?P<poison>{NUMBER})\s++{_POISON}{_AND}"
    rf"(?P<life>{NUMBER})\s++{LIFE}(?![\w'])",
    re.IGNORECASE,
)
# "I get another poison counter": the verbs the phrases read a poison counter given with.
ONE_POISON = re.compile(
    rf"(?<![\w'])(?P<verb>{one_of(WORDS.poison_gain_verbs)})\s++{one_of(WORDS.poison_one_more)}\s++"
    rf"{_POISON_SAID}(?:\s++{one_of(WORDS.poison_counter)})?(?![\w'])",
    re.IGNORECASE,
)


def _has(match: re.Match[str]) -> str:
    """The subject with "have" in the tense and person of its "be"."""
    subject, be = match["x"], match["be"].strip().lower()
    if be in ("was", "were"):
        return f"{subject} had"
    return f"{subject} {'have' if subject.lower() in PLAIN_VERB_SUBJECTS else 'has'}"


def life_then_poison(match: re.Match[str]) -> str:
    """ "I'm at 1 life and 9 poison counters": "I'm at 1 life and I have 9 poison counters"."""
    total = f"{match['x']}{match['be']}{match['adv']} at {match['life']} life"
    return f"{total} and {_has(match)} {match['poison']} poison counters"


def poison_then_life(match: re.Match[str]) -> str:
    """ "I'm at 9 poison and 1 life": "I have 9 poison counters and I'm at 1 life"."""
    total = f"{match['x']}{match['be']}{match['adv']} at {match['life']} life"
    return f"{_has(match)} {match['poison']} poison counters and {total}"


def poison_beside_life(text: str) -> str:
    """The text with each player's life and poison said together told as two totals, and a
    poison counter given without a number as one."""
    if _POISON_WORD.search(text) is None:  # every form holds the word: most sentences have none
        return text
    text = LIFE_THEN_POISON.sub(life_then_poison, text)
    text = POISON_THEN_LIFE.sub(poison_then_life, text)
    return ONE_POISON.sub(r"\g<verb> 1 poison counter", text)
