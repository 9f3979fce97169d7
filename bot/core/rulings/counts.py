"""The counts a situation tells, for a card whose win or loss is gated on one (`cards.Check`):
Thassa's Oracle ("enters with devotion to blue 2 and 40 cards in my library"), Mechanized
Production ("I control 2 artifacts named Treasure"), Chance Encounter ("with 10 luck
counters"), Battle of Wits, Epic Struggle, Mortal Combat, Helix Pinnacle, Simic Ascendancy...

One family for every such card: the card data says what is counted (`measure`, `of`), how
it is compared and with what (`amount`, or `against`, itself a count: "devotion to blue"),
and how much the trigger itself adds before it checks (`adds`: Mechanized Production's copy;
`adds_against`: Thassa's Oracle's own devotion).
`holds` says whether the condition held, from the counts the words tell of the card's
controller; None when a count is not told, told twice with two values, or told in a way that
leaves the answer open (a count that may or may not include what the trigger adds): the
answer then depends on it, never a guess. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.core.rulings.card_model import Check, Compare, Measure
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER, number_value

_N = rf"(?P<n>{NUMBER})"
_LIBRARY = r"(?:library|deck)"
# A count of the card's own counters ("with 10 luck counters", "it has 10 luck counters").
_COUNTERS = r"{n} {of} counters?\b"
# A plain noun of permanents held ("creatures", "artifacts", "Treasures").
_PLAIN = re.compile(r"[a-z]+", re.IGNORECASE)
_SAME_NAME = re.compile(rf"(?P<noun>[a-z]+) {one_of(WORDS.same_name_said, ' ')}", re.IGNORECASE)
_NAMED = re.compile(
    rf"(?P<noun>[a-z]+) {one_of(WORDS.named_said, ' ')} (?P<name>[\w' ,-]+)", re.IGNORECASE
)
_DIFFERENT_NAMES = re.compile(
    rf"(?P<noun>[a-z]+) {one_of(WORDS.different_names_said, ' ')}", re.IGNORECASE
)
_AGAINST = re.compile(r"[a-z]+(?: [a-z]+){0,3}", re.IGNORECASE)
_HOLD = r"(?:control|controls|controlled|have|has|had|with)"
# The rest of one clause of its subject's ("I put Thassa's Oracle onto the battlefield ..."):
# no other player, and no other clause ("and", "while", a comma), before what it is "with".
_ONE_CLAUSE = (
    r"(?:(?!\b(?:he|she|they|him|her|them|his|their|opponent|opponent's|and|while|when|but"
    r"|then|as)\b)[^.;,!?])*?"
)


def _owner(controller: str, asker: str) -> tuple[str, str]:
    """The words that name the card's controller: as a possessive ("my", "alice's") and as a
    subject ("I", "alice"). His, her or their name no one for certain: never read."""
    if controller == asker:
        return r"(?:my)", r"(?:i|me)"
    name = re.escape(controller)
    return rf"(?:{name}'s?)", rf"(?:{name})"


def _patterns(check: Check, whose: str, who: str) -> list[str]:
    """The ways the words tell the count `check` measures, each with its number as `n`."""
    n = _N
    match check.measure:
        case Measure.CARDS_IN_LIBRARY:
            return [
                rf"\b{n} cards? (?:left |remaining )?in {whose} {_LIBRARY}\b",
                rf"\b{whose} {_LIBRARY} (?:has|had|holds|held|is|was)(?: only)? {n} cards?\b",
                rf"\b{whose} {_LIBRARY} (?:is|was|becomes|became) (?P<empty>empty)\b",
                rf"\b(?P<empty>no) cards? (?:left |remaining )?in {whose} {_LIBRARY}\b",
                rf"\bwith {whose} {_LIBRARY} (?P<empty>empty)\b",
                rf"\b(?:{who}|under {whose} control) {_ONE_CLAUSE}"
                rf"\bwith an (?P<empty>empty) {_LIBRARY}\b",
            ]
        case Measure.CARDS_IN_HAND:
            return [rf"\b{n} cards? in {whose} hand\b"]
        case Measure.CARDS_IN_GRAVEYARD:
            what = re.escape(check.of or "cards")
            graveyard = one_of(WORDS.graveyard_words)
            return [
                rf"\b{n} {what} in {whose} {graveyard}\b",
                # no cards at all: none of any kind either
                rf"\b(?P<empty>{one_of(WORDS.graveyard_none)}) (?:{what}|cards?) in {whose}"
                rf" {graveyard}\b",
                rf"\b{whose} {graveyard} (?:is|was|becomes|became)(?: now| still| already)?"
                rf" (?P<empty>{one_of(WORDS.graveyard_empty)})\b",
            ]
        case Measure.COUNTERS if check.of and _PLAIN.fullmatch(check.of):
            return [rf"\b{_COUNTERS.format(n=n, of=re.escape(check.of))}"]
        case Measure.PERMANENTS if check.of:
            return _permanents(check.of, who, n)
    return []


def _permanents(of: str, who: str, n: str) -> list[str]:
    held = rf"\b{who} {_HOLD} {n}"
    same = _SAME_NAME.fullmatch(of)
    if same is not None:
        noun = re.escape(same["noun"])
        return [rf"{held} {noun} (?:named|called) [\w'-]+", rf"{held} {noun} with the same name\b"]
    named = _NAMED.fullmatch(of)
    if named is not None:
        noun, name = re.escape(named["noun"]), re.escape(named["name"])
        return [rf"{held} {noun} (?:named|called) {name}\b"]
    different = _DIFFERENT_NAMES.fullmatch(of)
    if different is not None:
        return [rf"{held} {re.escape(different['noun'])} with different names\b"]
    if _PLAIN.fullmatch(of):
        return [rf"{held} {re.escape(of)}\b"]
    return []


def _against(check: Check, whose: str) -> list[str]:
    """The ways the words tell the count a check compares with ("devotion to blue 2")."""
    if check.against is None or _AGAINST.fullmatch(check.against) is None:
        return []
    what = re.escape(check.against)
    return [
        rf"\b(?:{whose} )?{what} (?:is |was |of |at |= |becomes |became )?{_N}\b",
        rf"\b{_N} {what}\b",
    ]


def _told(patterns: list[str], texts: Iterable[str]) -> int | None:
    """The one number the words tell by `patterns`; None when none, or two differ."""
    found: set[int] = set()
    for text in texts:
        for pattern in patterns:
            for match in re.finditer(pattern, text, re.IGNORECASE):
                found.add(0 if match.groupdict().get("empty") else number_value(match["n"]))
    return found.pop() if len(found) == 1 else None


def _compare(value: int, compare: Compare, amount: int) -> bool:
    match compare:
        case Compare.AT_LEAST:
            return value >= amount
        case Compare.AT_MOST:
            return value <= amount
        case Compare.EXACTLY:
            return value == amount


def holds(
    check: Check,
    texts: Iterable[str],
    controller: str,
    asker: str,
    life: int | None = None,
    *,
    least: bool = False,
) -> bool | None:
    """Whether `check` held for `controller`, by the counts `texts` tell (and `life`, their
    life total as the events left it, when said outright); None when the words leave it
    open. `least`: the check's least (see Check) may settle it (no starting life declared)."""
    said = list(texts)
    whose, who = _owner(controller, asker)
    patterns = _patterns(check, whose, who)
    counted = _told(patterns, said) if patterns else None
    if check.measure is Measure.LIFE:
        counted = life
    if counted is None:
        return None
    amount = check.amount
    if check.against is not None:
        against = _against(check, whose)
        amount = _told(against, said) if against else None
        if amount is None:
            # A count compared with one never told, which is never below 0: "at most" holds
            # for a count of 0 whatever it is (an empty library and Thassa's Oracle); "at
            # least" never holds below the least it can be (Angel of Destiny at 34 life).
            if least and check.least is not None and counted + check.adds < check.least:
                return False
            held = check.compare is Compare.AT_MOST and counted + check.adds <= 0
            return True if held else None
    assert amount is not None
    # What the trigger or the card adds may or may not be in the counts told: each reading.
    readings = {
        _compare(value, check.compare, limit)
        for value in {counted, counted + check.adds}
        for limit in {amount, amount + check.adds_against}
    }
    return readings.pop() if len(readings) == 1 else None
