"""A question told on after one the asker asked of themself, its subject left out, and an
attack that can only mean going after a card no attack reaches (issue #31, session 32): "If I
have Humility in play, can I use Sneak Attack or Show and Tell to put out a Phage and not lose?
Then, later, attack and destroy the Humility?".

- After a question "can I ...?" ("could I", "can you"), a sentence of its leads ("then",
  "later") and a verb that takes one card away, with no subject ("destroy the CARD?", "attack
  and destroy the CARD?") asks the same of the same player, after: told with that subject,
  "Then, later, I destroy the CARD?".
- "attack and destroy the CARD" where the card's types are known and none is one an attack
  reaches (only players, planeswalkers and battles are attacked, MTG CR 508.1b, and only a
  creature blocks, 509.1a): "attack" shares the card with the removal, so what the words say
  happened is the card taken away: told as "destroy the CARD". The attack then says nothing
  of combat (no creature attacks the card), so nothing is asked of what it dealt.

Nothing else is guessed: a subject said, a player or any other word between, two cards, a
card whose types Arbiter does not know, or one an attack may reach stays as written (an
attack beside the removal is then refused, as combat whose damage is unsaid). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, Entity

_OWNER = rf"(?:{one_of(WORDS.follow_up_owners)}\s++)?"
_REMOVAL = one_of(WORDS.follow_up_removals)
_ATTACK_AND = one_of(WORDS.attacked_with_removal)
_LEADS = rf"(?:{one_of(WORDS.follow_up_leads)}\s*+,?\s*+)++"

# "attack and destroy the §0": the card after the removal, alone
_ATTACKED_CARD = re.compile(
    rf"\b{_ATTACK_AND}\s++(?P<act>{_REMOVAL}\s++{_OWNER}{MARK}(?P<n>\d++))(?!\d)",
    re.IGNORECASE,
)
# "can I ... ? Then, later, (attack and) destroy the §0?"
_FOLLOW_UP = re.compile(
    rf"(?P<asked>(?:^|(?<=[.!?\n]))[^.!?\n]*?\b(?P<can>{one_of(WORDS.can_i)})\b[^.!?\n]*+\?)"
    rf"(?P<space>\s++)(?P<leads>{_LEADS})"
    rf"(?P<act>(?:{_ATTACK_AND}\s++)?{_REMOVAL}\s++{_OWNER}{MARK}\d++)(?!\d)\s*+\?",
    re.IGNORECASE,
)


def _unattackable(entity: Entity) -> bool:
    """Whether the entity is a card whose types are known, none an attack reaches."""
    card = entity.card
    return (
        card is not None
        and bool(card.types)
        and not card.creature
        and not set(card.types) & set(WORDS.attackable_types)
    )


def followed_up(marked: str, entities: tuple[Entity, ...]) -> str:
    """The marked text with each follow-up question told with its subject, and each "attack
    and destroy" of a card no attack reaches told as the removal (see above)."""

    def subject(match: re.Match[str]) -> str:
        who = "you" if match["can"].lower().endswith("you") else "I"
        return f"{match['asked']}{match['space']}{match['leads']}{who} {match['act']}?"

    def removal(match: re.Match[str]) -> str:
        n = int(match["n"])
        return match["act"] if n < len(entities) and _unattackable(entities[n]) else match[0]

    return _ATTACKED_CARD.sub(removal, _FOLLOW_UP.sub(subject, marked))
