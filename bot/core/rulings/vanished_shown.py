"""What a program shows as it takes a player out of the game, told as what happened (chat.unframe):
"I cast Phage from my hand and as she resolved, both she and my hand disappeared".

A player's hand gone at once, alone or with cards ("my hand disappeared", "both she and my hand
vanished"), is no event of the game: no rule moves a whole hand away together with a card as it
resolves, and what leaves with a player is everything they own (MTG CR 800.4a). It is the
program's verdict that a player lost, the thing the asker asks about: skipped and shown, as a
report's claims are (bug_reports.py), and the moment it was told at ("as she resolved") kept as
an event of its own ("it resolved"). A card said to vanish without a hand ("Platinum Angel
disappeared") is none of this, nor another card gone with the hand ("both Platinum Angel and my hand
disappeared", or at the moment another card resolved): it may have been taken by the game, and
stays as written, read or refused. So does a hand that is not the caster's ("My opponent casts
Phage ... both she and my hand disappeared": no one player's leaving takes both), and a board
said to vanish (a sweeper takes one too, and a Platinum Angel with it).

A card named before and said again as "she" or "he" where it resolves ("as she resolved") is
that card: a player never resolves (`persons_resolving`).

Every word matched is in the reader's table of words (lexicon/bug_report_words.py). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of, series_of
from bot.core.rulings.tenses import RESOLVED
from bot.core.rulings.words import MARK

_THING = (
    rf"(?:{one_of(WORDS.vanished_hands)}|{one_of(WORDS.card_pronouns)}"
    rf"|{one_of(WORDS.resolving_persons)}|{MARK}\d++)"
)

_AND = one_of(WORDS.list_joins)

_HAND = re.compile(rf"(?<![\w']){one_of(WORDS.vanished_hands)}(?![\w'])", re.IGNORECASE)
_OWN_HAND = re.compile(rf"(?<![\w']){one_of(WORDS.vanished_own_hands)}(?![\w'])", re.IGNORECASE)
# "I cast Phage ...": the caster is the one who says "my hand"
_SPEAKER = re.compile(rf"^\s*+{one_of(WORDS.vanish_speakers)}(?![\w'])", re.IGNORECASE)

# "both she and my hand disappeared", "my hand vanished": what vanished, then the verb.
_GONE = (
    rf"(?:{one_of(WORDS.vanished_both)}\s++)?(?P<things>{series_of(_THING)})"
    rf"\s++{one_of(WORDS.vanished)}"
)

# "... and as she resolved, both she and my hand disappeared": the moment, then the vanishing.
_AT_MOMENT = re.compile(
    rf"(?P<lead>(?:\s*+,\s*+|\s++)(?:{_AND}\s++)?)(?:{one_of(WORDS.vanish_moments)})\s++"
    rf"(?P<what>{one_of(WORDS.card_pronouns)}|{one_of(WORDS.resolving_persons)}|{MARK}\d++)\s++"
    rf"(?P<verb>{RESOLVED.pattern})\s*+,\s*+(?P<claim>{_GONE})\s*+[.!]?$",
    re.IGNORECASE,
)

# "Both she and my hand disappeared.": a sentence of its own.
_ALONE = re.compile(rf"^\s*+(?P<claim>{_GONE})\s*+[.!]?$", re.IGNORECASE)

# what is left of a list of hands without them: its joins alone, or nothing
_ONLY_JOINS = re.compile(rf"(?:[\s,]|{_AND})*+", re.IGNORECASE)

# "she resolved": a card said again as a person where it resolves.
_PERSON_RESOLVING = re.compile(
    rf"(?<![\w']){one_of(WORDS.resolving_persons)}(?=\s++{RESOLVED.pattern})", re.IGNORECASE
)


def vanished_shown(sentence: str, skipped: list[str]) -> str:
    """`sentence` without a player's hand said to vanish (see above), that claim added to
    `skipped`; the moment it was told at kept ("and it resolved"). Otherwise as it was."""
    moment = _AT_MOMENT.search(sentence)
    if (
        moment is not None
        and _HAND.search(moment["things"])
        and _only_it(moment)
        and _the_casters(moment, sentence)
    ):
        skipped.append(moment["claim"])
        what = _PERSON_RESOLVING.sub("it", moment["what"])
        return f"{sentence[: moment.start()]}{moment['lead']}{what} {moment['verb']}"
    alone = _ALONE.match(sentence)
    if alone is not None and _ONLY_JOINS.fullmatch(_HAND.sub("", alone["things"])):
        skipped.append(alone["claim"])
        return ""
    return sentence


def _only_it(moment: re.Match[str]) -> bool:
    """Whether every card said to vanish at the moment is the one said to resolve then (by
    a pronoun, or by its mark again): another card gone may have been taken by the game."""
    marks = set(re.findall(rf"{MARK}\d++", moment["things"]))
    return not marks or marks == {moment["what"]}


def _the_casters(moment: re.Match[str], sentence: str) -> bool:
    """Whether the hand said to vanish is that of the one who cast the card before the moment:
    "my hand" where "I" did, another's where another did (800.4a: a player's leaving takes
    what they own, not another's hand)."""
    speaking = _SPEAKER.match(sentence[: moment.start()]) is not None
    return speaking == (_OWN_HAND.search(moment["things"]) is not None)


def persons_resolving(sentence: str, named: frozenset[int]) -> str:
    """`sentence` with "she" or "he" said to resolve ("she resolved") as "it", where a card
    was named before it (`named`, or a mark earlier in the sentence): a player never resolves.
    Otherwise as it was."""
    found = _PERSON_RESOLVING.search(sentence)
    if found is None or not (named or MARK in sentence[: found.start()]):
        return sentence
    return _PERSON_RESOLVING.sub("it", sentence)
