"""A card Arbiter knows acting in a fight (combat_told.py): attacking unblocked ("I attack with
my Phage the Untouchable and he doesn't block it": its combat damage to the defending player,
its amount left to the card); blocked by a creature told by its stats while the rest of the
attack is lethal ("I block the Angel with a 4/5, but the remaining attackers are lethal": one
combat damage step, 510.2); a spell that turns one attacker's damage back at its player, cast
by the defending player after an unblocked fight told by stats ("I cast Deflecting Palm
choosing one of them", "he Deflecting Palms my attacker": the card-effect kind
`turns_damage_back`); and whether anything else said beside a fight may change the damage it
deals (a card Arbiter does not know or only describes, a word of redirecting or preventing)."""

from __future__ import annotations

import re

from bot.core.rulings.attack_forms import (
    ATTACK,
    ATTACK_VERB,
    BLOCK_SAID,
    GOES_ON,
    IT,
    JOIN,
    UNTIL_END,
    acts_after,
    goes_on,
)
from bot.core.rulings.card_model import Kind
from bot.core.rulings.card_model import Moment as CardMoment
from bot.core.rulings.card_spell_effects import TurnsDamageBack
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_players import (
    AS_OBJECT,
    AS_SUBJECT,
    PLAYER,
    a_player,
    defender_of,
    whose,
)
from bot.core.rulings.combat_stats import ONE, creatures, printed_power
from bot.core.rulings.words import MARK, MARKED, NAME, SUBJECT, Entity

# "I attack with my Phage the Untouchable and my opponent doesn't block it": the card's combat
# damage to the defending player, its amount left to the card (the language's own form; a card
# whose power decides the outcome is refused there, as any card's damage is).
CARD_ATTACK = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++{ATTACK_VERB}"
    rf"(?:\s++(?P<o>{PLAYER}))??\s++with\s++(?:(?:my|his|her|their|your|an?|the)\s++)?"
    rf"(?P<card>{MARK}\d++)"
    rf"(?:\s++(?P<free>{one_of(WORDS.unblocked)}){BLOCK_SAID}"
    rf"|{JOIN}(?P<n>{SUBJECT})\s++{one_of(WORDS.no_block)}\s++block{IT}{BLOCK_SAID}{GOES_ON})"
    r"(?![\w/])",
    re.IGNORECASE,
)


_POSSESSIVE = {"i": "my", "me": "my", "you": "my", "he": "his", "she": "her", "they": "their"}


def card_told(match: re.Match[str], text: str, entities: tuple[Entity, ...]) -> str:
    attacker = match["a"]
    if not nothing_else_acts(text, entities, int(match["card"][1:])):
        return match[0]
    if acts_after(match) and not _CHANGED.search(text):
        return match[0]  # a spell after it: before its damage or after? (`acts_after`)
    defender = defender_of(match) if a_player(attacker) else None
    if defender is None:
        return match[0]
    owner = _POSSESSIVE.get(attacker.lower(), f"{attacker}'s")
    struck = AS_OBJECT.get(defender.lower(), defender)
    number = int(match["card"][1:])
    power = printed_power(text, entities[number].card if number < len(entities) else None)
    dealt = "combat damage" if power is None else f"{power} combat damage"
    return f"{owner} {match['card']} deals {dealt} to {struck}{goes_on(match)}"


# "... and I use Captain's Maneuver to redirect all the damage", "he prevents it": what the
# fight dealt is changed by what else is said; no damage is read from the stats then.
_CHANGED = re.compile(
    rf"(?<![\w']){one_of(WORDS.redirect_verbs + WORDS.prevent_verbs)}(?![\w'])", re.IGNORECASE
)


def nothing_else_acts(text: str, entities: tuple[Entity, ...], attacking: int | None) -> bool:
    """Whether nothing said beside the fight may change the damage it deals: no word of
    redirecting or preventing damage, and every other card named one Arbiter knows whose
    effects it judges (a card it does not know, "Fog", or one it only describes, Captain's
    Maneuver, may prevent or move the damage: the fight is then not read from the stats)."""
    if _CHANGED.search(text):
        return False
    for mark in MARKED.finditer(text):
        number = int(mark[1])
        if number == attacking or number >= len(entities):
            continue
        card = entities[number].card
        if card is None or Kind.ENDS_NOTHING in card.kinds:
            return False
    return True


# "I block the Angel with a 4/5 (which will kill it), but the remaining attackers are lethal":
# a card whose printed stats the card data gives, blocked by a creature told by its stats, the
# rest of the attack lethal to the one who blocks: all in one combat damage step (510.2).
CARD_BLOCKED = re.compile(
    rf"(?<![\w'])(?P<b>{SUBJECT})\s++{one_of(WORDS.block_verbs)}\s++"
    rf"(?:(?:{one_of(WORDS.card_owners)})\s++)?(?P<card>{MARK}\d++)\s++with\s++(?P<blk>{ONE})"
    rf"(?:\s*+\(\s*+{one_of(WORDS.kills_it)}\s*+\))?(?:\s*+,\s*+|\s++)(?:but|and)\s++"
    rf"{one_of(WORDS.rest_of_attack)}\s++{one_of(WORDS.are_lethal)}(?:\s++to\s++(?:me|him|her|them))?"
    rf"{UNTIL_END}",
    re.IGNORECASE,
)


def card_blocked(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    """The blocked card dealt the blocker's power and the one who blocks dealt lethal damage,
    at the same time; as said where a first or double strike, deathtouch or lifelink may
    change the order or the amounts, or the card's printed stats are not in the card data."""
    number = int(match["card"][1:])
    card = entities[number].card if number < len(entities) else None
    blockers = creatures(match["blk"])
    if card is None or card.power is None or not a_player(match["b"]) or len(blockers) != 1:
        return match[0]
    blocker = blockers[0]
    changing = WORDS.first_strike + WORDS.double_strike + WORDS.deathtouch + WORDS.lifelink
    if blocker.has(changing) or any(
        k in card.keywords for k in WORDS.first_strike + WORDS.double_strike
    ):
        return match[0]
    return (
        f"{match['b']} takes lethal combat damage and at the same time {match['card']} is "
        f"dealt {blocker.power} combat damage"
    )


# "He attacks me with two 2/2s and I don't block. I cast Deflecting Palm choosing one of them",
# "November declares no blocks, and then casts Deflecting Palm choosing one of Andrew's
# attacking creatures", "he Deflecting Palms my attacker" (its name as the verb): an unblocked
# fight and a spell that turns damage back cast by the defending player on one of the
# attackers, after the block and so before combat damage.
TURNED = re.compile(
    rf"{ATTACK.pattern}"
    rf"(?P<tj>{JOIN}(?:but\s++|then\s++)?(?:{one_of(WORDS.before_combat_damage)}\s*+,?\s*+)?)??"
    rf"(?:{one_of(WORDS.then_words)}\s++)?(?:(?!{one_of(WORDS.cast_verbs)}\s)(?P<tc>{SUBJECT})\s++)?"
    rf"(?:{one_of(WORDS.then_words)}\s++)?(?:{one_of(WORDS.cast_verbs)}\s++"
    rf"(?:{one_of(WORDS.card_owners)}\s++)?(?P<tm>{MARK}\d++)"
    rf"(?:\s++(?P<red>{one_of(WORDS.red_spent)}))?\s*+,?\s*+{one_of(WORDS.turned_back_on)}"
    rf"|(?P<tv>{MARK}\d++))\s++(?P<what>[^.;!?\n]+?)"
    rf"(?:\s*+,?\s++(?P<red2>{one_of(WORDS.red_spent)}))?{UNTIL_END}",
    re.IGNORECASE,
)


# What the spell is cast on, one of the attackers: "one of them", "it", "one of Andrew's
# attacking morph creatures", "his 3/3", "the attacker".
_CHOSEN = re.compile(
    rf"(?:(?P<one>{one_of(WORDS.one_of_them)})|(?:one\s++of\s++)?"
    rf"(?:(?P<ow>{one_of(WORDS.card_owners)}|{NAME}'s?)\s++)?"
    rf"(?:{one_of(WORDS.attacking_chosen)}\s++)*+"
    rf"(?:(?P<st>\d{{1,3}}+/\d{{1,3}}+)s?+(?:\s++{one_of(WORDS.creature_nouns)})?"
    rf"|{one_of(WORDS.creature_nouns)}|attackers?|it))",
    re.IGNORECASE,
)


def turns_back(entities: tuple[Entity, ...], number: int) -> TurnsDamageBack | None:
    """The card's effect that turns damage back at a player, or None."""
    card = entities[number].card if number < len(entities) else None
    effects = [e for e in card.effects if isinstance(e, TurnsDamageBack)] if card else []
    return effects[0] if effects and len(card.effects if card else ()) == 1 else None


def turned_back(match: re.Match[str], entities: tuple[Entity, ...]) -> str:
    """An unblocked fight and a spell that turns one attacker's damage back (`TURNED`), told
    as what each player was dealt: Deflecting Palm's damage comes with the combat damage it
    replaces, in one event (615, 510.2); Boros Fury-Shield's as it resolves, before combat
    damage, where red mana was said spent (without it the damage is only prevented). As said
    where the attackers differ and the one chosen is not said, a creature has an ability that
    changes its damage, the caster is not the defending player, or the red mana is unsaid."""
    card = match["tm"] or match["tv"]
    effect = turns_back(entities, int(card[1:]))
    attacker = match["a"]
    unblocked = match["n"] or match["free"]
    if effect is None or match["blk"] is not None or match["att2"] or match["pw"]:
        return match[0]
    if not unblocked or acts_after(match) or _told_after(match.string[match.end() :]):
        return match[0]  # more told after it: before the damage or after?
    defender = defender_of(match) if a_player(attacker) else None
    caster = match["tc"] or match["n"]
    if match["tv"] and not match["tc"]:
        return match[0]  # its name as the verb, with no one said to do it
    if defender is None or caster is None or whose(caster, attacker) != whose(defender, attacker):
        return match[0]
    attackers = creatures(match["att"])
    chosen = _CHOSEN.fullmatch(match["what"].strip())
    if chosen is None or any(c.keywords or c.unblocked for c in attackers):
        return match[0]
    if chosen["ow"] and not _the_attackers(chosen["ow"], attacker, defender):
        return match[0]  # "choosing my 2/2" said by the one attacked: not an attacker
    fits = [c for c in attackers if not chosen["st"] or f"{c.power}/{c.toughness}" == chosen["st"]]
    if not fits or len(set(fits)) != 1 or (chosen["one"] and len(attackers) < 2):
        return match[0]
    turned = fits[0].power
    rest = sum(c.power for c in attackers) - turned
    source = AS_OBJECT.get(attacker.lower(), attacker)
    struck = AS_SUBJECT.get(attacker.lower(), attacker)
    if effect.moment is CardMoment.RESOLUTION:
        red = match["red"] or match["red2"]
        if effect.needs_mana and not red:
            return match[0]  # was the mana spent? what it deals turns on it
        said = [f"{struck} took {turned} damage from {card}"]
        if rest:
            said.append(f"{defender} took {rest} combat damage from {source}")
        return ". ".join(said)
    back = f"{struck} took {turned} damage from {card}"
    if not rest:
        return back
    return f"{defender} took {rest} combat damage from {source} and at the same time {back}"


_GOES_ON_SAID = re.compile(
    rf"(?<![\w']){one_of(WORDS.damage_goes_on)}(?![\w'])|(?<![\w'])(?:and|so|then|assuming"
    r"|assume|now|ok|okay)(?![\w'])|[\s,.!;:\n]++",
    re.IGNORECASE,
)


_THEN = re.compile(rf"(?<![\w']){one_of(WORDS.then_words)}(?![\w'])", re.IGNORECASE)


def _told_after(tail: str) -> bool:
    """Whether more is told after the spell that turns damage back than questions and the game
    said to go on to combat damage ("Then he gains 5 life": before the damage, or after it?).
    A question's last clause is the question; what comes before it in its sentence is told."""
    for sentence in re.split(r"(?<=[.!?\n])", tail):
        told = sentence.strip()
        if told.endswith("?"):
            told = told[: max(told.rfind(","), 0)]
        told = _THEN.sub(" ", told)  # "the game then proceeds to ...": the phrase without it
        if _GOES_ON_SAID.sub("", told).strip():
            return True
    return False


def _the_attackers(owner: str, attacker: str, defender: str) -> bool:
    """Whether `owner`, said of the creature chosen, is the attacking player's: "the", the
    attacker by name or as the asker's opponent, or "his", "her", "their" where the one who
    cast it (the defending player) is the asker."""
    low = " ".join(owner.lower().split())
    if low == "the":
        return True
    if low in ("his", "her", "their"):
        return whose(defender, None) == "i"
    if low.endswith("'s") or low.endswith("'"):
        said = low[:-2] if low.endswith("'s") else low[:-1]
        if said in WORDS.opponents:
            return whose(attacker, None) == "my opponent"
        return said == attacker.lower()
    return low == "my" and whose(attacker, None) == "i"


# "I attack with my Flesh Reaver", "... with an Exalted Angel": a card named as the one attacker,
# what follows it unread
CARD_ATTACKS = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++{ATTACK_VERB}"
    rf"(?:\s++(?P<o>{PLAYER}))??\s++with\s++(?:(?:my|his|her|their|your|an?|the)\s++)?"
    rf"{MARK}\d++(?![\w/])",
    re.IGNORECASE,
)
