"""A card named again ("it dies", "my angel dies", "the unlife is destroyed", "it enters the
battlefield", "he takes 10 damage from it"): read as the one card named before that fits, and
whose it is where the words say so (issue #31; out of card_marks.py, which marks the cards named,
as one use of its own: `card_marks.mark_cards` calls `referred` and `named_before`). Pure: no
I/O."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.rulings.cards import (
    DamageSource,
    EndsNothing,
)
from bot.core.rulings.chat_words import (
    FUNCTION_WORDS,
    GAME_TERMS,
    TALK_WORDS,
    WORDS,
    one_of,
)
from bot.core.rulings.words import MARK, ORDINARY, OWNER, ROLE, SUBJECT, Entity


@dataclass(frozen=True)
class Span:
    """A card's name where the text says it, and the card read there."""

    start: int
    end: int
    entity: Entity


# A card named again where it leaves or enters the battlefield: "it dies", "my opponent kills
# it", "my angel dies", "the unlife is destroyed", "it enters the battlefield", or "it" where it
# is used ("I activate it"). Read as the one
# card named before that fits (the only card named so far for "it", however often named, the
# only one with that word in its name otherwise); with none or several, the words stay as
# written, to be read or refused.
_LEAVING = re.compile(rf"\s++{one_of(WORDS.leaving + WORDS.arriving)}\b", re.IGNORECASE)


_REMOVING = re.compile(rf"\b{one_of(WORDS.removing)}\s++$", re.IGNORECASE)


# "he casts Doom Blade on my Angel", "he Swords my Angel": a card that removes a permanent
# (removals.py), named right before the owner or aimed at it
_AIMED = re.compile(rf"\b{one_of(WORDS.aimed_at)}\s*+$", re.IGNORECASE)


def _removal_before(text: str, at: int, entities: dict[int, Entity]) -> bool:
    """Whether a removal card is named in `text` right before `at` ("Swords my"), or aimed
    at what follows ("Doom Blade on my"): `entities` by where their names end."""
    before = text[:at].rstrip()
    aimed = _AIMED.search(before)
    if aimed is not None:
        before = before[: aimed.start()].rstrip()
    entity = entities.get(len(before))
    card = entity.card if entity is not None else None
    return card is not None and any(
        isinstance(effect, EndsNothing) and effect.removes for effect in card.effects
    )


# "I pay 50 life to activate it", "I fire it at him": a card named again where it is used.
_USING = re.compile(rf"\b{one_of(WORDS.use_verbs + WORDS.fire_verbs)}\s++$", re.IGNORECASE)


# "I block the Angel with a 4/5": a card named again as the attacker blocked.
_BLOCKING = re.compile(rf"\b{one_of(WORDS.block_verbs)}\s++$", re.IGNORECASE)


# "a creature", "a thopter" (a token told by its kind), "a 1/1": another thing "it" may be
_OTHER_THING = re.compile(
    rf"\b{one_of(WORDS.other_things + WORDS.token_kinds)}\b|\b\d++/\d++\b", re.IGNORECASE
)


# "it deals 10 combat damage to him", "he takes 10 damage from it": a permanent named before
# said again as what dealt damage (its keywords, infect or lifelink, change what it does)
_DEALING = re.compile(rf"\s++{one_of(WORDS.deal_verbs + WORDS.hit_verbs)}\b", re.IGNORECASE)
_DAMAGE_BY = re.compile(
    rf"\b{one_of(tuple(sorted(WORDS.damage_nouns)))}\s++{one_of(WORDS.damage_by)}\s++$",
    re.IGNORECASE,
)


_REFERENCE = re.compile(
    rf"\b(?:(?P<it>{one_of(WORDS.card_pronouns)})"
    rf"|(?P<owner>{one_of(WORDS.card_owners)})\s++(?P<word>[^\W\d_]{{4,}}+))\b(?!')",
    re.IGNORECASE,
)


def referred(marked: str, entities: tuple[Entity, ...]) -> str:
    def card(match: re.Match[str]) -> str:
        if not (
            _LEAVING.match(marked, match.end())
            or _REMOVING.search(marked, 0, match.start())
            or _removal_before(marked, match.start(), marked_ends)
            or (match["owner"] and _BLOCKING.search(marked, 0, match.start()))
            or (match["it"] and _USING.search(marked, 0, match.start()))
            or (match["it"] and _deals_damage(marked, match, entities))
        ):
            return match[0]
        before = {int(n) for n in re.findall(rf"{MARK}(\d++)", marked[: match.start()])}
        if match["it"]:
            since = marked[marked.rfind(MARK, 0, match.start()) : match.start()]
            cards = {entities[n].name if n < len(entities) else n for n in before}
            last = max(before, default=len(entities))
            dealt = _deals_damage(marked, match, entities)
            if _OTHER_THING.search(since) or not (
                len(cards) == 1
                or (dealt and _damage_spell(entities, last))
                or _arrives_as_cast(since, match, marked, entities, last)
            ):
                return match[0]  # "I control §0. bob has a creature. I kill it"
            if not dealt:
                return f"{MARK}{last}"  # one card, maybe named twice: the last naming
            return f"{_holder(marked, last)}{MARK}{last}"
        word = match["word"].lower()
        if word in ORDINARY or word in GAME_TERMS or word in TALK_WORDS or word in FUNCTION_WORDS:
            return match[0]
        fits = [n for n in before if n < len(entities) and word in _name_words(entities[n])]
        return f"{match['owner']} {MARK}{fits[0]}" if len(fits) == 1 else match[0]

    marked_ends = {
        found.end(): entities[int(found[1])]
        for found in re.finditer(rf"{MARK}(\d++)", marked)
        if int(found[1]) < len(entities)
    }
    return _REFERENCE.sub(card, marked) if MARK in marked else marked


def _deals_damage(marked: str, it: re.Match[str], entities: tuple[Entity, ...]) -> bool:
    """Whether "it" is what deals damage ("it deals", "damage from it") and the card last
    named before it is a permanent, or a spell that deals damage ("I control Glistener Elf and
    cast Lightning Bolt; he takes 3 damage from it": the Bolt's, never the Elf's infect). A
    spell that deals none is never what "it" dealt damage as (what a spell dealt, said again
    as "it" where it resolves, is read in spell_resolutions.py)."""
    if not (_DEALING.match(marked, it.end()) or _DAMAGE_BY.search(marked, 0, it.start())):
        return False
    named = re.findall(rf"{MARK}(\d++)", marked[: it.start()])
    last = int(named[-1]) if named else len(entities)
    card = entities[last].card if last < len(entities) else None
    return card is not None and (not card.spell or _damage_spell(entities, last))


# "I cast §1 and it enters": "it" right after the card named last, only a join between them
_JUST_JOINED = re.compile(rf"{MARK}\d++\s*+(?:,\s*+)?(?:{one_of(WORDS.list_joins)}\s++)?")


def _arrives_as_cast(
    since: str, it: re.Match[str], marked: str, entities: tuple[Entity, ...], last: int
) -> bool:
    """Whether "it" enters right after a permanent card named last, only a join between
    ("I cast Demonic Consultation ... then I cast Thassa's Oracle and it enters"): that card,
    the one thing there that can enter, whatever other cards were named before it."""
    card = entities[last].card if last < len(entities) else None
    return (
        card is not None
        and not card.spell
        and _JUST_JOINED.fullmatch(since) is not None
        and _ARRIVING.match(marked, it.end()) is not None
    )


_ARRIVING = re.compile(rf"\s++{one_of(WORDS.arriving)}\b", re.IGNORECASE)


def _damage_spell(entities: tuple[Entity, ...], mark: int) -> bool:
    """Whether the card marked `mark` is a spell that deals damage (Lightning Bolt)."""
    card = entities[mark].card if mark < len(entities) else None
    return (
        card is not None
        and card.spell
        and any(isinstance(effect, DamageSource) for effect in card.effects)
    )


# "I control §0", "bob controls a §0", "my §0": whose the card named is, where the words say
_HELD_BY = re.compile(
    rf"(?<![\w'])(?P<who>{SUBJECT})\s++{one_of(WORDS.holds)}\s++"
    rf"(?:{one_of(WORDS.card_articles + WORDS.card_determiners)}\s++)?$",
    re.IGNORECASE,
)
_OWNED_BY = re.compile(rf"(?<![\w'])(?P<owner>{OWNER})\s++$", re.IGNORECASE)
_POSSESSIVES = dict(WORDS.holder_possessives)
_A_ROLE = re.compile(ROLE, re.IGNORECASE)


def _holder(marked: str, mark: int) -> str:
    """Whose the card marked `mark` is, as a possessive and a space, where the words say it
    where it is named ("I control §0" -> "my "): "it" said again as what dealt damage carries
    it (its lifelink gains that player life); "" where they say no one."""
    named = marked.find(f"{MARK}{mark}")
    owned = _OWNED_BY.search(marked, 0, named)
    if owned is not None:
        owner = owned["owner"]
        return f"{owner.lower() if owner.split()[0].lower() in ORDINARY else owner} "
    held = _HELD_BY.search(marked, 0, named)
    if held is None:
        return ""
    who = " ".join(held["who"].lower().split())
    if who in _POSSESSIVES:
        return f"{_POSSESSIVES[who]} "
    named = who not in ORDINARY and who not in FUNCTION_WORDS and " " not in who
    if named:
        return f"{held['who']}'s "
    if who in WORDS.opponents or _A_ROLE.fullmatch(who):
        return f"{who}'s "
    return ""  # "we all control", "everyone has": no one player


_OWNER_BEFORE = re.compile(rf"\b{one_of(WORDS.card_owners)}\s++$", re.IGNORECASE)


def named_before(text: str, spans: list[Span], start: int, end: int) -> Entity | None:
    """A capitalised word after an owner where a card leaves ("then my Angel leaves play",
    "he destroys my Angel"), one word of the name of the one card Arbiter knows named before
    it: that card, as `referred` reads "my angel dies"; else None."""
    word = text[start:end].strip("[]\"' ").lower()
    owner = _OWNER_BEFORE.search(text, 0, start)
    if " " in word or owner is None:
        return None
    ends = {span.end: span.entity for span in spans if span.start < start}
    if not (
        _LEAVING.match(text, end)
        or _REMOVING.search(text, 0, owner.start())
        or _removal_before(text, owner.start(), ends)
    ):
        return None
    fits = {
        span.entity.name: span.entity
        for span in spans
        if span.start < start and span.entity.card is not None and word in _name_words(span.entity)
    }
    return next(iter(fits.values())) if len(fits) == 1 else None


def _name_words(entity: Entity) -> set[str]:
    """The words that name a card again: its name's, and its creature types (card data)."""
    subtypes = entity.card.subtypes if entity.card is not None else ()
    return {w.lower() for w in re.findall(r"[^\W\d_]+", entity.name)} | set(subtypes)
