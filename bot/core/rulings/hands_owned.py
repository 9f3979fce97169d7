"""Whether the hand a card is said cast from is its caster's own: one decision for the reader
(second_casts.py: Approach of the Second Sun's second cast, "from my hand") and for the cards
whose trigger turns on it (trigger_conditions.py: Phage the Untouchable, "I cast it from his
hand" is not its caster's hand, so the condition stays the question).

The hand's word and the caster's are each a person: "my" / "I" the asker (first), "your" /
"you" the one spoken to (second), "his", "her", "their" / "he", "my opponent", a name another
(third). A hand is its caster's own where its person is one of the caster's. The words are the
lexicon's (cast_words)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from enum import Enum

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import Reader


class Person(Enum):
    FIRST = "first"  # the asker
    SECOND = "second"  # the one spoken to
    THIRD = "third"  # anyone else


_HANDS = {
    **dict.fromkeys((p.lower() for p in WORDS.hand_mine), Person.FIRST),
    **dict.fromkeys((p.lower() for p in WORDS.hand_yours), Person.SECOND),
    **dict.fromkeys((p.lower() for p in WORDS.hand_others), Person.THIRD),
}
_HAND = re.compile(rf"(?<![\w']){one_of(tuple(_HANDS))}(?![\w'])", re.IGNORECASE)
# "I cast Phage from his hand", "my opponent casts Phage from my hand": the caster is the word
# before the cast verb, the hand's the words after it
_CAST_FROM = re.compile(
    rf"(?P<x>[\w']+)\s++(?P<v>{one_of(WORDS.hand_cast_verbs)})(?![\w'])[^.;]*?"
    rf"(?<![\w'])(?P<o>{one_of(tuple(_HANDS))})(?![\w'])",
    re.IGNORECASE,
)
_CASTERS = (
    (WORDS.hand_caster_first, Person.FIRST),
    (WORDS.hand_caster_second, Person.SECOND),
    (WORDS.hand_caster_third, Person.THIRD),
)


def owned(owner: Person, caster: frozenset[Person]) -> bool:
    """Whether a hand of the person `owner` is the caster's own (the caster is each of the
    persons `caster`)."""
    return owner in caster


def casters_own(text: str, caster: str, reader: Reader) -> bool:
    """Whether every hand the words say a card was cast from is the caster's own (a hand of
    nobody said is): the caster a player of the reader's, the asker the first person, the
    player "you" names the second, any other the third."""
    persons = {Person.FIRST if caster == reader.asker else Person.THIRD}
    for said, owner in _hands(text):
        if owner is not Person.THIRD and reader.player(said.split()[1]) == caster:
            persons.add(owner)  # "my" / "your" naming the caster ("you" may be the asker)
        if not owned(owner, frozenset(persons)):
            return False
    return True


def another_casters(text: str) -> bool:
    """Whether a hand a card is said cast from is another's than the caster its words name:
    "I ... from his / her / their / your hand", "he ... from my / your hand", "you ... from
    my / his hand". A name before "casts" is a third person; "cast" with no caster before it
    ("my Phage cast from my hand") the asker's own card's."""
    for cast in _CAST_FROM.finditer(text):
        word, verb = cast["x"].lower(), cast["v"].lower()
        caster = next((p for words, p in _CASTERS if word in words), None)
        if caster is None:
            caster = Person.THIRD if verb in WORDS.hand_cast_third else Person.FIRST
        if not owned(_person(cast["o"]), frozenset({caster})):
            return True
    return False


def _hands(text: str) -> Iterator[tuple[str, Person]]:
    """Each hand said in the words, as written, with its person."""
    for said in _HAND.finditer(text):
        yield said[0], _person(said[0])


def _person(hand: str) -> Person:
    """The person of a hand as written ("from  My hand": the first)."""
    return _HANDS[" ".join(hand.lower().split())]
