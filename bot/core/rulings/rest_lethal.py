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
from bot.core.rulings.outcome_questions import AS_OBJECT
from bot.core.rulings.words import MARK, NAME, ROLE, SUBJECT, Entity

_ONE_OF_THEM = (
    rf"(?:{one_of(WORDS.rest_ones)}\s++{one_of(WORDS.rest_of)}\s++(?P<ow>{one_of(WORDS.rest_owners)}|{NAME}'s?)"
    rf"\s++{one_of(WORDS.rest_nouns)}|{one_of(WORDS.rest_them)})"
)
# "one of his (that has lifelink)", "1 of his creatures with lifelink": its power never said.
_ONE_WITH_LIFELINK = (
    rf"{one_of(WORDS.rest_lifelink_ones)}\s++{one_of(WORDS.rest_of)}\s++{one_of(WORDS.his_own)}"
    rf"(?:\s++(?:{one_of(WORDS.own_words)}\s++)?{one_of(WORDS.rest_nouns)})?"
    rf"\s*+(?P<paren>\()?\s*+{one_of(WORDS.has_lifelink)}\s++{one_of(WORDS.lifelink)}\s*+(?(paren)\))"
    rf"|{one_of(WORDS.lifelink_blockers)}"
)
# "his Vampire Nighthawk", "an Exalted Angel": a creature card, its printed stats the card data's
_A_CARD = (
    rf"(?:{one_of(WORDS.card_articles)}\s++|{one_of(WORDS.rest_owners)}\s++)?"
    rf"(?P<card>{MARK}\d++)(?![\w'])"
)
# "a 2/2 lifelink creature", "his 3/3 lifelinker": stats, then lifelink said before the noun.
_STATS_LIFELINK = (
    rf"(?:{one_of(WORDS.card_articles)}|{one_of(WORDS.his_own)})\s++(?P<lp>\d{{1,3}}+)/\d{{1,3}}+\s++"
    rf"{one_of(WORDS.lifelink_nouns)}"
    r"(?![\w'])"
)
_REST = (
    rf"(?:{one_of(WORDS.rest_owners)}\s++)?(?:(?:\d{{1,2}}+|{one_of(WORDS.attackers_counted)})\s++)?"
    rf"{one_of(WORDS.rest_kinds)}\s++{one_of(WORDS.rest_nouns)}"
    rf"|{one_of(WORDS.rest_of_attack)}"
)
_BLOCK_AND_REST = re.compile(
    rf"(?<![\w'])(?P<b>{SUBJECT})\s++{one_of(WORDS.block_verbs)}\s++{_ONE_OF_THEM}\s++{one_of(WORDS.fights_with)}\s++"
    rf"(?:(?P<ll>{_ONE_WITH_LIFELINK})|{_STATS_LIFELINK}|(?P<blk>{ONE})"
    rf"|{_A_CARD.replace('card', 'bc')})"
    rf"(?:\s*+[,;]\s*+{one_of(WORDS.rest_joins)}\s++|\s*+[.;]\s++|\s++{one_of(WORDS.rest_joins)}\s++)"
    rf"(?:{one_of(WORDS.rest_then)}\s++)?(?:{_REST})\s++{one_of(WORDS.are_lethal)}"
    rf"(?:\s++{one_of(WORDS.rest_lethal_to)}\s++{one_of(WORDS.rest_lethal_to_whom)})?"
    r"(?=\s*+(?:[.,;!?\n]|$))",
    re.IGNORECASE,
)


# "I was attacking for lethal but my opponent had a Dragonlord Dromoka left back to block": a
# creature card with lifelink held back to block an attack said lethal. Whether what got
# through was still lethal, and by how much, is open; either way the gain came with the
# damage: a case each side (the card's printed power as the gain).
_OBJECT = rf"(?:{ROLE}|{one_of(WORDS.swung_at_players)}|{NAME})"
_HELD_BACK = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++{one_of(WORDS.attacking_now + WORDS.lethal_attacks)}"
    rf"(?:\s++{one_of(WORDS.swing_directions)})?(?:\s++(?:{one_of(WORDS.swing_at)}\s++)?{_OBJECT})?"
    rf"\s++{one_of(WORDS.for_lethal)}(?:\s*+,)?\s++{one_of(WORDS.rest_joins)}\s++"
    rf"(?:{one_of(WORDS.rest_then)}\s++)?(?P<b>{SUBJECT})\s++"
    rf"(?:{one_of(WORDS.blocker_held)}\s++{_A_CARD}\s++{one_of(WORDS.held_to_block)}"
    rf"|{one_of(WORDS.block_verbs)}\s++(?:{one_of(WORDS.rest_them)}\s++)?{one_of(WORDS.fights_with)}\s++"
    rf"{_A_CARD.replace('card', 'bc')})(?=\s*+(?:[.,;!?\n]|$))",
    re.IGNORECASE,
)


def rest_lethal(text: str, entities: tuple[Entity, ...] = ()) -> str:
    """The text with each block of one attacker beside the rest said lethal, and each
    lifelink creature card held back to block an attack said lethal, told as the lethal
    damage and the blocker's lifelink gain with it; else as it is."""
    if _FOR_LETHAL.search(text) is not None:
        text = _HELD_BACK.sub(lambda match: _held_back(match, entities), text)
    if _ARE_LETHAL.search(text) is None:
        return text
    return _BLOCK_AND_REST.sub(lambda match: _told(match, entities), text)


# What every match of each form holds, found far more cheaply than the form: a text without
# it is not searched with the form (the same answers).
_FOR_LETHAL = re.compile(one_of(WORDS.for_lethal), re.IGNORECASE)
_ARE_LETHAL = re.compile(one_of(WORDS.are_lethal), re.IGNORECASE)


def _card_stats(mark: str, entities: tuple[Entity, ...]) -> tuple[int, bool] | None:
    """A creature card's printed power and whether it has lifelink, where the data gives it."""
    number = int(mark[len(MARK) :])
    card = entities[number].card if number < len(entities) else None
    if card is None or card.power is None:
        return None
    return card.power, any(word in card.keywords for word in WORDS.lifelink)


def _held_back(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    mark = match["card"] or match["bc"]
    stats = _card_stats(mark, entities)
    if stats is None or stats[0] <= 0 or not stats[1] or match["a"].lower() == match["b"].lower():
        return match[0]
    source = AS_OBJECT.get(match["a"].lower(), match["a"])
    return (
        f"{match['b']} takes lethal combat damage from {source} and gains {stats[0]} life"
        f" from {mark}'s lifelink"
    )


# Whose attackers they are, as the one the damage is from ("one of my creatures": from me).
_FROM_OWNER = {"my": "me", "his": "him", "her": "her", "their": "them", "your": "you"}


def _told(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    owner = (match["ow"] or "").lower()
    named = owner.removesuffix("'s").removesuffix("'") if owner.endswith("'s") else None
    by = _FROM_OWNER.get(owner) or named
    lethal = f"{match['b']} takes lethal combat damage" + (f" from {by}" if by else "")
    if match["ll"]:
        return f"{lethal} and gains life from lifelink"
    if match["lp"]:
        stats: tuple[int, bool] | None = (int(match["lp"]), True)
    elif match["bc"]:
        stats = _card_stats(match["bc"], entities)
    else:
        blockers = creatures(match["blk"])
        one = blockers[0] if len(blockers) == 1 else None
        stats = None if one is None else (one.power, one.has(WORDS.lifelink))
    if stats is None:
        return match[0]
    power, lifelink = stats
    return f"{lethal} and gains {power} life" if lifelink and power > 0 else lethal
