"""What an unread clause leaves unsaid that the outcome turns on (combat told by its attack, damage
"on the stack", a loop, cards left "in the library"), and the way to say it: the hint a refusal
ends with instead of two examples."""

from __future__ import annotations

import re
from enum import StrEnum

from bot.core.messages import Message
from bot.core.rules.games.game import RulingNote
from bot.core.rules.vocabulary import System
from bot.core.rulings.game_words import note_of


class Unsaid(StrEnum):
    """What a clause that reads as no phrase leaves unsaid, that the outcome turns on."""

    STACKED_DAMAGE = "stacked_damage"  # combat damage "on the stack": the rules before 2010
    COMBAT = "combat"  # an attack or a block: what it dealt to whom
    LOOP = "loop"  # a loop, "infinite": whether anyone can stop it
    CARDS_LEFT = "cards_left"  # cards left in a library or hand, not exactly: what was drawn


_UNSAID: tuple[tuple[Unsaid, re.Pattern[str]], ...] = (
    # "there are six points of combat damage on the stack against me", "with damage on the
    # stack": first, as it is combat told by the rules before 2010 (never damage dealt)
    (
        Unsaid.STACKED_DAMAGE,
        re.compile(
            r"\bdamage\b[^.;!?\n]{0,40}?\bon\s++the\s++stack\b"
            r"|\bon\s++the\s++stack\b[^.;!?\n]{0,20}?\bdamage\b",
            re.IGNORECASE,
        ),
    ),
    (
        Unsaid.COMBAT,
        re.compile(
            r"\b(?:attack(?:s|ed|ing)?|block(?:s|ed|ing)?|swing(?:s|ing)?|swung|unblocked"
            r"|trample[sd]?)\b",
            re.IGNORECASE,
        ),
    ),
    (Unsaid.LOOP, re.compile(r"\b(?:infinite(?:ly)?|loop(?:s|ed|ing)?|forever)\b", re.I)),
    (
        Unsaid.CARDS_LEFT,
        re.compile(
            r"\bcards?\s++(?:left\s++)?in\s++(?:my|your|his|her|their|our|the)\s++"
            r"(?:library|libraries|deck|hand)\b",
            re.IGNORECASE,
        ),
    ),
)
# The examples, quoted, are the situation language's (English in every language).
_HINTS = {
    Unsaid.STACKED_DAMAGE: Message(
        "Combat damage has not used the stack since 2010: it is dealt at once in the combat "
        "damage step (MTG CR 510.2), and Arbiter rules by today's rules. Say what was done "
        "before the damage, then what the damage did, e.g. {example}.",
        example='"I cast Lightning Bolt targeting my opponent. Then I take 6 combat damage"',
    ),
    Unsaid.LOOP: Message(
        "Say what kind of loop it is: {mandatory} (no player can stop it), or {optional} "
        "(someone can).",
        mandatory='"the game is in a loop of mandatory actions"',
        optional="\"alice's card and bob's card keep responding in a loop of optional actions\"",
    ),
}


def unsaid(clause: str) -> Unsaid | None:
    """What an unread clause leaves unsaid that decides the outcome, if it says which."""
    return next((kind for kind, pattern in _UNSAID if pattern.search(clause)), None)


def hint_for(clause: str, system: System | None = None) -> Message | None:
    """The way to say what an unread clause leaves unsaid (an attack: what it dealt; a loop:
    whether it can be stopped; cards left: what was drawn, in the words of the game `system`,
    where it has them), or None."""
    kind = unsaid(clause)
    if kind is Unsaid.CARDS_LEFT:  # the game's own deck and rules
        return note_of(system, RulingNote.CARDS_LEFT)
    if kind is Unsaid.COMBAT:  # the game's own fights
        return note_of(system, RulingNote.COMBAT)
    return None if kind is None else _HINTS[kind]
