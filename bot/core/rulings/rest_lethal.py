"""A block of one attacker told beside the rest of the attack said to be lethal (combat_told.py
reads it first): "my opponent blocks 1 of my creatures with 1 of his that has lifelink. My 2
remaining unblocked creatures would be dealing lethal damage", "he blocks one of my attackers
with a 2/2, but the others are lethal". The one who blocks takes lethal combat damage, and a
blocker with lifelink gains its controller the damage it deals the attacker at the same time
(MTG CR 510.2, 702.15b): its power where its stats are told, else an amount never said
(lethal_with_gain.py asks which side of how far below 0 it was). Whichever attacker was
blocked, the words say the rest was lethal, so no attacker's stats are needed.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_stats import ONE, creatures
from bot.core.rulings.words import NAME, SUBJECT

_ONE_OF_THEM = (
    rf"(?:(?:one|1|a|an)\s++of\s++(?P<ow>{one_of(WORDS.rest_owners)}|{NAME}'s?)"
    rf"\s++{one_of(WORDS.rest_nouns)}|{one_of(WORDS.rest_them)})"
)
# "one of his (that has lifelink)", "1 of his creatures with lifelink": its power never said.
_ONE_WITH_LIFELINK = (
    rf"(?:one|1)\s++of\s++{one_of(WORDS.his_own)}(?:\s++(?:own\s++)?{one_of(WORDS.rest_nouns)})?"
    rf"\s*+(?P<paren>\()?\s*+{one_of(WORDS.has_lifelink)}\s++{one_of(WORDS.lifelink)}\s*+(?(paren)\))"
    rf"|{one_of(WORDS.lifelink_blockers)}"
)
_REST = (
    rf"(?:{one_of(WORDS.rest_owners)}\s++)?(?:(?:\d{{1,2}}+|{one_of(WORDS.attackers_counted)})\s++)?"
    rf"{one_of(WORDS.rest_kinds)}\s++{one_of(WORDS.rest_nouns)}"
    rf"|{one_of(WORDS.rest_of_attack)}"
)
_BLOCK_AND_REST = re.compile(
    rf"(?<![\w'])(?P<b>{SUBJECT})\s++{one_of(WORDS.block_verbs)}\s++{_ONE_OF_THEM}\s++with\s++"
    rf"(?:(?P<ll>{_ONE_WITH_LIFELINK})|(?P<blk>{ONE}))"
    r"(?:\s*+[,;]\s*+(?:but|and)\s++|\s*+[.;]\s++|\s++(?:but|and)\s++)(?:then\s++)?"
    rf"(?:{_REST})\s++{one_of(WORDS.are_lethal)}(?:\s++to\s++(?:me|him|her|them))?"
    r"(?=\s*+(?:[.,;!?\n]|$))",
    re.IGNORECASE,
)


def rest_lethal(text: str) -> str:
    """The text with each block of one attacker beside the rest said lethal told as the
    lethal damage and the blocker's lifelink gain with it; else as it is."""
    return _BLOCK_AND_REST.sub(_told, text)


# Whose attackers they are, as the one the damage is from ("one of my creatures": from me).
_FROM_OWNER = {"my": "me", "his": "him", "her": "her", "their": "them", "your": "you"}


def _told(match: re.Match[str]) -> str:
    owner = (match["ow"] or "").lower()
    named = owner.removesuffix("'s").removesuffix("'") if owner.endswith("'s") else None
    by = _FROM_OWNER.get(owner) or named
    lethal = f"{match['b']} takes lethal combat damage" + (f" from {by}" if by else "")
    if match["ll"]:
        return f"{lethal} and gains life from lifelink"
    blockers = creatures(match["blk"])
    if len(blockers) != 1:
        return match[0]
    (blocker,) = blockers
    if blocker.has(WORDS.lifelink) and blocker.power > 0:
        return f"{lethal} and gains {blocker.power} life"
    return lethal
