"""An attack told by the creature that hit a player (issue #31, session 26): "I hit him with a
3/3", "my opponent hits me with two 2/2s", "I hit him with Phage the Untouchable". A creature
"hits" a player when it deals them its combat damage: the attack unblocked, said as the
language's terms ("I attack him with a 3/3 and he doesn't block"), which the fight's own reading
plays out from the creatures' stats or the card's.

Only creatures told by their stats or a creature card Arbiter knows, hitting a player named as
the object, told as done (never after a modal, "can he hit me with ...?"), with nothing more in
the clause ("I hit him with a 3/3 for 5", "... after he
blocked" stay as written); never with trample (a trampler "hits" past a blocker too: was it
blocked?). A spell that only deals damage to its target told so ("I hit him with a Lightning
Bolt", "with a Fireball for 5") was cast at that player and resolved. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.card_values import Card
from bot.core.rulings.causatives import ASKED_BEFORE
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_players import AS_SUBJECT, a_player
from bot.core.rulings.combat_stats import LIST
from bot.core.rulings.pending_spells import burn_amount
from bot.core.rulings.words import MARK, ROLE, SUBJECT, Entity

_OWNERS = rf"(?:{one_of(WORDS.hit_owners)}\s++)?"
_HIT = re.compile(
    rf"(?<![\w'])(?P<s>{SUBJECT})\s++(?P<v>{one_of(WORDS.hit_verbs)})\s++"
    rf"(?P<o>{one_of(WORDS.hit_opponents)}|{ROLE}|{one_of(WORDS.hit_objects)}|{SUBJECT})"
    rf"\s++{one_of(WORDS.fights_with)}\s++(?P<w>{LIST}|{_OWNERS}(?P<card>{MARK}\d++))"
    rf"(?:\s++{one_of(WORDS.attack_for)}\s++(?P<x>\d{{1,3}}+))?"
    rf"(?=\s*+(?:[,.;!?\n]|$|\b{one_of(WORDS.clause_joiners)}\b))",
    re.IGNORECASE,
)
_TRAMPLE = re.compile(rf"(?<![\w']){one_of(WORDS.trample)}", re.IGNORECASE)
_PLAIN = frozenset({"i", "you", "we", "they"})


def as_attacks(text: str, entities: tuple[Entity, ...]) -> str:
    """The text (cards marked) with each attack told by the creature that hit a player (see
    above) said as an unblocked attack."""
    if " hit" not in text.lower():
        return text
    return _HIT.sub(lambda m: _attack(m, entities), text)


def _attack(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    if _TRAMPLE.search(match["w"]):
        return match[0]
    attacker, struck = match["s"], " ".join(match["o"].split())
    if ASKED_BEFORE.search(match.string, 0, match.start()) or not a_player(attacker):
        return match[0]  # "can he hit me with ...?", "he tries to hit me": not told as done
    if match["card"] is not None:
        number = int(match["card"][1:])
        card = entities[number].card if number < len(entities) else None
        if card is not None and card.spell:
            return _spell_hit(match, card, attacker, struck)
        if card is None or not card.creature:
            return match[0]
    if match["x"] is not None:
        return match[0]  # "I hit him with a 3/3 for 5": more than its stats say
    if attacker.lower() in ("he", "she", "it", "this", "that") and struck.lower() != "me":
        return match[0]  # "he hits him": which of them is which, said by pronouns alone
    blocker = AS_SUBJECT.get(struck.lower(), struck)
    if blocker.lower() == attacker.lower():
        return match[0]
    attack = "attack" if attacker.lower() in _PLAIN else "attacks"
    block = "don't" if blocker.lower() in _PLAIN else "doesn't"
    return f"{attacker} {attack} {struck} with {match['w']} and {blocker} {block} block"


def _spell_hit(match: re.Match[str], card: Card, attacker: str, struck: str) -> str:
    """A spell that only deals damage to its target, told hitting a player ("I hit him with a
    Lightning Bolt", "he hit me with a Fireball for 5"): cast at them, and it resolved. Its X
    must be said where it has one, and an amount said must be its own."""
    amount = burn_amount(card)
    x = match["x"]
    if amount is None or (amount == "x") != (x is not None):
        return match[0]
    cast = "cast" if attacker.lower() in _PLAIN else "casts"
    said = f" for {x}" if x is not None else ""
    return f"{attacker} {cast} {match['card']} at {struck}{said} and it resolves"
