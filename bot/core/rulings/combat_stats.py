"""Creatures told by their stats in a fight (combat_told.py): "a 4/4", "two 3/3s with
trample", "a 3/3 double striker", each with the keywords that change what it deals, and a
creature card named as what fights said as its printed stats from the card data ("a 4/5 with
flying and lifelink" for Exalted Angel), where nothing said may have changed them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.rulings.card_model import Kind, LifelinkHow
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, Entity

_KEYWORD = one_of(
    WORDS.trample
    + WORDS.lifelink
    + WORDS.deathtouch
    + WORDS.first_strike
    + WORDS.double_strike
    + WORDS.indestructible
    + WORDS.other_keywords
)


_KEYWORDS = rf"{_KEYWORD}(?:(?:\s*+,\s*+(?:and\s++)?|\s++and\s++){_KEYWORD}(?!/))*+"


_HOLDERS = dict(WORDS.keyword_holders)


# "a 2/2 black Zombie token", "five 1/1 Saproling tokens", "a 3/3 Elf Warrior": a colour and
# up to two creature types that only describe a creature told by its stats (stats_types: none
# whose tokens are often made with an ability that changes what they deal to a player)
_DESCRIBED = (
    rf"(?:\s++{one_of(WORDS.stats_colours)}(?![\w-]))?"
    rf"(?:\s++{one_of(WORDS.stats_types)}(?![\w'-])){{0,2}}+"
)


# "a 4/4", "an unblocked 3/3 creature", "one 3/2 with deathtouch and lifelink", "two 3/3s",
# "three 1/1 tokens" (that many alike), "a 3/3 double striker" (named by its keyword).
ONE = (
    rf"(?:an?|one|my|his|her|their|your|(?P<cnt>{one_of(WORDS.attackers_counted)}|[2-9]|[1-9]\d))\s++"
    r"(?:(?P<free>unblocked)\s++)?(?P<p>\d{1,3}+)/(?P<t>\d{1,3}+)s?+"
    rf"(?:\s++(?P<kn>{one_of(tuple(_HOLDERS))})s?+(?![\w-]))?{_DESCRIBED}"
    rf"(?:\s++{one_of(WORDS.creature_nouns)})?(?:\s++with\s++(?P<k>{_KEYWORDS}))?"
)


_CREATURE = re.compile(ONE, re.IGNORECASE)


_CREATURES = ONE.replace("?P<free>", "?:").replace("?P<p>", "?:").replace("?P<t>", "?:")
_CREATURES = _CREATURES.replace("?P<k>", "?:").replace("?P<kn>", "?:").replace("?P<cnt>", "?:")
LIST = rf"{_CREATURES}(?:(?:\s*+,\s*+(?:and\s++)?|\s++and\s++){_CREATURES})*+"


@dataclass(frozen=True)
class Creature:
    """A creature told by its stats and the abilities that change what it deals."""

    power: int
    toughness: int
    keywords: frozenset[str]
    unblocked: bool

    def has(self, words: tuple[str, ...]) -> bool:
        return any(word in self.keywords for word in words)


def creatures(text: str) -> list[Creature]:
    found = []
    for match in _CREATURE.finditer(text):
        said = match["k"] or ""
        keywords = frozenset(
            " ".join(k.lower().replace("-", " ").split())
            for k in re.findall(_KEYWORD, said, re.IGNORECASE)
        )
        if match["kn"]:  # "a 3/3 double striker"
            keywords |= {_HOLDERS[" ".join(match["kn"].lower().split())]}
        count = count_of(match["cnt"]) if match["cnt"] else 1
        one = Creature(int(match["p"]), int(match["t"]), keywords, bool(match["free"]))
        found.extend([one] * count)
    return found


def count_of(word: str) -> int:
    """How many alike creatures a count word says ("two", "3")."""
    low = word.lower()
    return int(low) if low.isdigit() else WORDS.attackers_counted.index(low) + 2


# "I block one with the Exalted Angel", "I attack with my Vampire Nighthawk": a creature card
# named as what fights, whose printed power, toughness and keywords the card data gives.
_CARD_FIGHTS = re.compile(
    rf"(?<=\b{one_of(WORDS.fights_with)}\s)(?:(?:{one_of(WORDS.card_owners)}"
    rf"|{one_of(WORDS.card_articles)})\s++)?(?P<card>{MARK}\d++)(?![\w/])",
    re.IGNORECASE,
)


# "I have an Exalted Angel. He attacks me with two 2/2s and I block one of them.": the card as
# the one creature its player holds (used by a bare block or attack, `_with_creatures`).
_CARD_HELD = re.compile(
    rf"(?P<pre>(?<![\w']){one_of(WORDS.holds)}\s++)(?:{one_of(WORDS.card_articles)}\s++)?"
    rf"(?P<card>{MARK}\d++)(?![\w/])",
    re.IGNORECASE,
)


_STATS_CHANGED = re.compile(
    rf"[+-]\d++/[+-]\d++|(?<![\w']){one_of(WORDS.stats_changed)}(?![\w'])", re.IGNORECASE
)


def printed_power(text: str, card: Card | None) -> int | None:
    """The combat damage a card Arbiter knows deals alone, from the printed power its card
    data gives ("I attack with Masticore and he doesn't block": 4); None where the data gives
    none, where it or the words say it strikes twice or first, or where anything said may have
    changed its power (counters, an Aura, a pump: `_STATS_CHANGED`)."""
    if card is None or card.power is None or _STATS_CHANGED.search(text):
        return None
    strikes = WORDS.first_strike + WORDS.double_strike
    if any(k in card.keywords for k in strikes) or _STRIKES.search(text):
        return None
    return card.power


# "... with double strike", "it has first strike": how often and when it deals damage, said
_STRIKES = re.compile(
    rf"(?<![\w']){one_of(WORDS.first_strike + WORDS.double_strike)}(?![\w'])", re.IGNORECASE
)


def as_stats(
    text: str, entities: tuple[Entity, ...], held: bool = False
) -> tuple[str, tuple[str, ...]]:
    """The text with each card named as what fights (`held`: or as a creature a player holds),
    whose card data gives its printed stats and whose effects are nothing but its lifelink,
    said as those stats ("a 4/5 with flying and lifelink"), and the stats said; none where
    anything said may have changed them."""
    if _STATS_CHANGED.search(text):
        return text, ()
    said: list[str] = []

    def stats(match: re.Match[str]) -> str:
        number = int(match["card"][1:])
        card = entities[number].card if number < len(entities) else None
        if card is None or card.power is None or card.toughness is None:
            return match[0]
        if card.kinds != {Kind.LIFELINK} or card.kind is not Kind.LIFELINK:
            return match[0]
        if any(getattr(effect, "how", None) is not LifelinkHow.KEYWORD for effect in card.effects):
            return match[0]
        keywords = list(card.keywords)
        with_ = f" with {', '.join(keywords[:-1])} and {keywords[-1]}" if len(keywords) > 1 else ""
        with_ = with_ or (f" with {keywords[0]}" if keywords else "")
        said.append(f"a {card.power}/{card.toughness}{with_}")
        return f"{match.groupdict().get('pre') or ''}{said[-1]}"

    fought = _CARD_FIGHTS.sub(stats, text)
    return (_CARD_HELD.sub(stats, fought) if held else fought), tuple(said)
