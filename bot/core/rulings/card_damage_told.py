"""Damage and loyalty told of a card Arbiter knows ("Platinum Angel is dealt 5 damage",
"Gideon of the Trials is at 4 loyalty"): a planeswalker's loyalty kept for the damage said after
it, and a permanent destroyed where the damage is lethal by its toughness or loyalty (704.5g,
704.5i), its effects ending as any card leaving does (card_clauses.py). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.card_clauses import lasting_items, remember_loops
from bot.core.rulings.cards import Kind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.event_sources import source_of
from bot.core.rulings.phrase_values import Built, Clause, Role
from bot.core.rulings.words import MARK, OWNER, Reader, SituationError, quoted, spelled

_ENDS_NOTHING_KINDS = frozenset({Kind.ENDS_NOTHING, Kind.REMOVES_ABILITIES})


def loyalty_told(match: re.Match[str], reader: Reader) -> Built:
    """ "Gideon of the Trials is at 4 loyalty", "my Jace has 3 loyalty counters": a count that
    ends nothing by itself, remembered for the damage said dealt to it after (`dealt_damage`).
    """
    if MARK not in match["s"]:
        return None  # "Gideon is at 4 loyalty": no card Arbiter knows, refused as before
    source = source_of(match["s"], reader)
    if source is None or len(source.cards) != 1 or source.unknown:
        return None
    loyalty = int(match["n"])
    reader.loyalty[source.cards[0].name] = loyalty
    return Clause(match[0], role=Role.ACTS, source=source)


# One card and whose it is, nothing else ("bob's Platinum Angel"): a word beside it ("pumped",
# "with a +1/+1 counter") may change its toughness, which the card's data then no longer gives.
_ONE_CARD = re.compile(
    rf"(?:(?:{OWNER})\s++)?(?:{one_of(WORDS.card_determiners)}\s++)?{MARK}\d++", re.IGNORECASE
)


def dealt_damage(match: re.Match[str], reader: Reader) -> Built:
    """ "Platinum Angel is dealt 5 damage": damage by number to a permanent Arbiter knows. A
    planeswalker whose loyalty the words told before loses that much loyalty: at 0 it is put
    into its owner's graveyard at the checkpoint (704.5i), as lethal damage destroys a creature
    (704.5g); with loyalty left, nothing. A creature dealt at least its toughness (the card's
    data) is destroyed at the checkpoint, whatever damage was on it before. Otherwise whether
    the damage destroyed it turns on its toughness or loyalty and the damage already on it,
    which the words do not say: refused,
    asking for them, never read as the card staying (its effects would still keep a player in).
    A card that ends nothing by itself, or one Arbiter does not know, is read as before."""
    if MARK not in match["s"]:
        return None
    source = source_of(match["s"], reader)
    if source is None or len(source.cards) != 1 or source.unknown:
        return None
    (card,) = source.cards
    if all(effect.kind in _ENDS_NOTHING_KINDS for effect in card.effects):
        return None
    damage = int(match["n"])
    alone = _ONE_CARD.fullmatch(match["s"].strip()) is not None
    loyalty = reader.loyalty.get(card.name) if alone else None
    # A card Arbiter does not know named in the words may have changed its toughness (a pump,
    # a counter, regeneration: "I cast Giant Growth on Platinum Angel" was taken to do nothing,
    # and the Angel died of 4 damage as a 4/4): its printed toughness is then no answer.
    printed = card.toughness if all(e.card is not None for e in reader.entities) else None
    if alone and loyalty is None and printed is not None and damage >= printed:
        loyalty = printed  # lethal whatever was marked on it before (704.5g)
    if loyalty is None:
        said = spelled(match[0], reader.entities)
        raise SituationError(
            Message(
                '"{words}": whether that destroyed {card} turns on its toughness or loyalty and '
                'the damage already on it. Say what happened to it ("{card} is dealt lethal '
                'damage"), or, for a planeswalker, its loyalty before ("{card} is at 4 '
                'loyalty").',
                words=quoted(said),
                card=card.name,
            ),
            unread=said,
        )
    if damage < loyalty:
        reader.loyalty[card.name] = loyalty - damage
        return Clause(match[0], role=Role.ACTS, source=source)
    reader.loyalty[card.name] = 0
    remember_loops(Role.MOVES, "dies", source, reader)
    items = lasting_items(Role.MOVES, "is dealt lethal damage", source, reader)
    return Clause(match[0], items, role=Role.MOVES, source=source)
