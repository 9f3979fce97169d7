"""A trigger believed too late to make a player lose beside its controller: "Ok, totally clear
on part 1 i think, in this case Boros Reckoner, as a blocker, triggers his damage too slowly to
bring the attacking player down to 0 as well, meaning that a drawn game is avoided and the
attacking player wins.", "my Boros Reckoner's trigger comes too late to put him to 0 too".

"As well" says the damage that set the trigger off brought the card's controller to 0 life
too; a triggered ability is put on the stack only after state-based actions (MTG CR 704.3,
603.3), so that player loses (704.5a) before the trigger can bring the other player down. The
belief is answered by the ruling on the moment it describes, told in the situation language
(its controller takes lethal damage, then the card triggers and the other player takes lethal
damage), never agreed with; the belief is shown as skipped.

A card Arbiter knows must have a triggered ability that deals damage or makes a player lose
life; one it does not know (Boros Reckoner) is taken to trigger as the words say; a game of
two players, the player brought down the other one than the card's controller; "as well"
(or "too") must be said, else whether the controller lost first is untold. Only where the
text is this sentence, after an acknowledgement ("Ok, totally clear on part 1 i think") and
before the asker's claimed consequence ("meaning that a drawn game is avoided and the
attacking player wins"); anything else is left to the reader (None).
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import System
from bot.core.rulings.card_lookup import find_card
from bot.core.rulings.card_marks import mark_cards
from bot.core.rulings.card_model import DamageSource
from bot.core.rulings.card_values import Card, CardMatch
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK

_S = r"\s*+"
_ACK = (
    rf"(?:{one_of(WORDS.late_acks)}{_S},?{_S})?"
    rf"(?:{one_of(WORDS.late_clear)}\s++{one_of(WORDS.late_parts)}\s++"
    rf"{one_of(WORDS.late_part_numbers)}(?:\s++{one_of(WORDS.late_hedges)})?{_S},?{_S})?"
    rf"(?:{one_of(WORDS.late_cases)}{_S},?{_S})?"
)
_CLAIM = (
    rf"(?:{one_of(WORDS.late_claims)}|{one_of(WORDS.late_winners)}\s++{one_of(WORDS.late_wins)})"
)
_CONSEQUENCE = (
    rf"(?:{_S},?{_S}{one_of(WORDS.late_meaning)}\s++{_CLAIM}"
    rf"(?:\s++{one_of(WORDS.late_claim_joins)}\s++{_CLAIM})*+)?"
)
_BROUGHT = (
    rf"{one_of(WORDS.late_bring)}\s++(?P<x>{one_of(WORDS.late_attackers)}"
    rf"|{one_of(WORDS.late_others)}|{one_of(WORDS.late_me)})\s++{one_of(WORDS.late_to_zero)}"
)
# a card Arbiter does not know, as written: capitalised words (never "I")
_NAME = r"(?-i:(?P<name>[A-Z][\w'-]++(?:\s++[A-Z][\w'-]*+){0,4}))"
_LATE = re.compile(
    rf"^\s*+{_ACK}(?:(?P<mine>{one_of(WORDS.late_holders_mine)})\s++"
    rf"|(?P<theirs>{one_of(WORDS.late_holders_theirs)})\s++)?(?:{MARK}(?P<card>\d++)|{_NAME})"
    rf"(?:{_S},?{_S}(?P<blocker>{one_of(WORDS.late_as_blocker)}){_S},?)?{_S}"
    rf"{one_of(WORDS.late_acts)}\s++{one_of(WORDS.late_too)}\s++{_BROUGHT}\s++"
    rf"{one_of(WORDS.late_as_well)}{_CONSEQUENCE}\s*+[.!?]*+\s*+$",
    re.IGNORECASE,
)

# "too late to" said at all: before any card is looked for
_TOO_LATE_SAID = re.compile(rf"\b{one_of(WORDS.late_too)}\b", re.IGNORECASE)

# who was brought down, as the words say it -> (that player, the card's controller), each as
# the subject of a sentence of the situation language
_ATTACKING = ("the attacking player", "the defending player")
_OTHER = ("my opponent", "I")
_ME = ("I", "my opponent")


def _triggered_damage(card: Card | None) -> bool:
    """A card whose triggered ability deals damage or makes a player lose life."""
    return card is not None and any(
        isinstance(effect, DamageSource) and effect.moment.is_trigger for effect in card.effects
    )


def _players(brought: str, mine: bool, theirs: bool) -> tuple[str, str] | None:
    """(the player brought down, the card's controller), or None where the words contradict."""
    said = " ".join(brought.lower().split())
    if said in WORDS.late_attackers:
        return None if mine or theirs else _ATTACKING
    if said in WORDS.late_me:
        return None if mine else _ME
    return None if theirs else _OTHER


def _takes(player: str) -> str:
    return f"{player} {'take' if player == 'I' else 'takes'} lethal damage"


def late_trigger_presupposed(text: str, game: System | None) -> tuple[str, tuple[str, ...]] | None:
    """The moment a belief that a trigger came too late describes, in the situation language,
    and the words skipped as the belief; None where the text is not only that (see above)."""
    if game is None or MARK in text or _TOO_LATE_SAID.search(text) is None:
        return None
    marked, entities = mark_cards(text, game)
    late = _LATE.match(marked)
    if late is None:
        return None
    if late["card"] is not None:
        entity = entities[int(late["card"])]
        card, name = entity.card, entity.name
    else:
        found = find_card(late["name"], game)
        card = found.card if isinstance(found, CardMatch) else None
        name = late["name"] if card is None else card.name
    if card is not None and not _triggered_damage(card):
        return None
    players = _players(late["x"], late["mine"] is not None, late["theirs"] is not None)
    if players is None:
        return None
    brought, holder = players
    told = f"{_takes(holder)}. then {name} triggers and {_takes(brought)}"
    return told, (text.strip(),)
