"""A game's verbs as chat spells them, said as the situation language does before anything else
reads the text: "I casted Bolt", "he delt 3", "I payed 2 life", "do I loose?", "he conceeded",
"3 dmg", "blocked w/ a 1/1", "u concede", "opps commander", "his or her library", 'I "drew"'
(lexicon: `verbs_misspelt`, `shorthand_with`, `chat_pronouns`, `opps_singular`,
`either_pronouns`, `verbs_quoted`). Each is one word read as the one its writer meant, never a
guess between two: the words are the table's, whole words only, and a capital kept where it was
written. A learner's words for a count ("bob gets 3 damage", "I make 3 damages", "0 lives", "he
rests at 2 life"; `damage_verbs_said`, `counted_nouns_said`, `total_held_said`) are said so only
before the count they are about."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.core.rulings.chat_words import WORDS, one_of

_MEANT = {written: meant for written, meant in WORDS.verbs_misspelt}
_MISSPELT = re.compile(rf"(?<![\w'/]){one_of(tuple(_MEANT))}(?![\w'/])", re.IGNORECASE)

_SHORTHAND = dict(WORDS.shorthand_with)
# "his or her library", "damage to him/her": one player of either sex, "their", "them"
_EITHER = dict(WORDS.either_pronouns)
_EITHER_SAID = re.compile(rf"(?<![\w'/]){one_of(tuple(_EITHER))}(?![\w'/])", re.IGNORECASE)
# I had already "drawn" from an empty library: a game's verb in quotes, as the game's term
_VERB_QUOTED = re.compile(
    rf"(?<![\w'])[\"'\u201c\u2018](?P<v>{one_of(WORDS.verbs_quoted)})[\"'\u201d\u2019](?![\w'])",
    re.IGNORECASE,
)
# a card's text quoted or in brackets keeps its words: it is shown as written, never read as play
_QUOTED = re.compile(r'(\([^()]*+\)|"[^"]*+"|\u201c[^\u201d]*+\u201d)')
# "w/ a 1/1", "w/o trample": the shorthand before a space, never a deck's colours ("w/u")
_WITH = re.compile(rf"(?<![\w/]){one_of(tuple(_SHORTHAND))}(?=\s)", re.IGNORECASE)


# "opps commander", "opps concedes": "opp's commander", "opp concedes" (one opponent)
_OPPS = re.compile(
    rf"(?<![\w'])(?P<o>{one_of(WORDS.opp_short)})s(?P<after>\s++{one_of(WORDS.opps_singular)})(?![\w'])",
    re.IGNORECASE,
)
_NOUN_AFTER = frozenset(WORDS.held_by_players)

# "u concede", "ur at 0 life": "you", "your"; never a mana symbol or a deck's colours ("{U}",
# "u/r", "mono-u", "a UR tempo deck": a letter beside a bracket, slash or hyphen, or before a
# deck's kind or the word "deck")
_PRONOUNS = dict(WORDS.chat_pronouns)
_PRONOUN_SAID = re.compile(
    rf"(?<![\w'/{{}}+-]){one_of(tuple(_PRONOUNS))}(?![\w'/{{}}+-])"
    rf"(?!\s++{one_of(WORDS.deck_kinds + WORDS.deck_words)}(?![\w']))",
    re.IGNORECASE,
)


def _one_opponent(match: re.Match[str]) -> str:
    after = match["after"]
    mark = "'s" if after.strip().lower() in _NOUN_AFTER else ""
    return f"{match['o']}{mark}{after}"


# "bob gets 3 damage", "I make 3 damages to him", "he has 0 lives", "opp at 2 lp", "he rests at
# 2 life": only before a count (and for a verb, a count of damage, after its subject: "does 3
# damage kill her?" asks), where the reading is sure
_NOUNS = dict(WORDS.counted_nouns_said)
_NOUN_COUNTED = re.compile(
    rf"(?<=\d)(?P<space>\s*+){one_of(tuple(_NOUNS))}(?![\w'])", re.IGNORECASE
)
_VERBS = dict(WORDS.damage_verbs_said)
_DAMAGE_NOUNS = one_of(WORDS.damage_repeat_nouns)
_VERB_COUNTED = re.compile(
    rf"(?<=[\w']\s){one_of(tuple(_VERBS))}(?=\s++\d++\s++{_DAMAGE_NOUNS}(?![\w']))",
    re.IGNORECASE,
)
_HELD = re.compile(rf"(?<![\w'-]){one_of(WORDS.total_held_said)}(?=\s++-?\d)", re.IGNORECASE)


def _counted(match: re.Match[str]) -> str:
    return f"{match['space'] or ' '}{_NOUNS[match[0].strip().lower()]}"


def _as_meant(table: dict[str, str]) -> Callable[[re.Match[str]], str]:
    """The word of `table` a match was written for, with the capital it was written with."""

    def meant(match: re.Match[str]) -> str:
        written = match[0]
        word = table[" ".join(written.lower().split())]
        return word.capitalize() if written[0].isupper() else word

    return meant


_VERB_MEANT = _as_meant(_MEANT)
_PERSON_SAID = _as_meant(_PRONOUNS)


def _person_meant(match: re.Match[str]) -> str:
    """ "you", "your" for "u", "ur"; a pair of capitals ("on UR") is a deck's colours, kept."""
    written = match[0]
    return written if len(written) > 1 and written.isupper() else _PERSON_SAID(match)


_DAMAGE_VERB_MEANT = _as_meant(_VERBS)
_ONE_PLAYER = _as_meant(_EITHER)


def _outside_quotes(text: str) -> str:
    """The text with each pair of pronouns for one player ("his or her") said as one word,
    outside quotes and brackets (the parts at odd places of the split)."""
    parts = _QUOTED.split(text)
    return "".join(
        part if at % 2 else _EITHER_SAID.sub(_ONE_PLAYER, part) for at, part in enumerate(parts)
    )


def spelt_as_meant(text: str) -> str:
    """The text with each of the game's verbs mistyped said as meant ("I casted" is "I cast"),
    and "w/" said "with", and "his or her" "their"."""
    text = _MISSPELT.sub(_VERB_MEANT, text)
    text = _PRONOUN_SAID.sub(_person_meant, text)
    text = _NOUN_COUNTED.sub(_counted, text)
    text = _VERB_COUNTED.sub(_DAMAGE_VERB_MEANT, text)
    text = _HELD.sub("is at", text)
    if "opps" in text.lower():
        text = _OPPS.sub(_one_opponent, text)
    text = _VERB_QUOTED.sub(r"\g<v>", _outside_quotes(text))
    if "/" in text:
        text = _WITH.sub(lambda match: _SHORTHAND[match[0].lower()], text)
    return text
