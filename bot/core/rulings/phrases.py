"""The phrase forms of the situation language (shared/spec/rulings.md, the table of events and
revision 3): a clause is read by the first form it matches as a whole, never guessed.

A form reads an event ("alice takes 3 damage"), an event with its source ("alice takes 3 from
a Lightning Bolt", "Blood Artist's trigger: bob loses 1 life"), or a clause about a card that
is no event itself: a card in play (`Role.PRESENCE`, "I control Platinum Angel"), put on the
stack or resolving (`Role.STACK`, "Psychosis Crawler triggers", "I cast Fireball"), or moving
(`Role.MOVES`, "my Memnite dies"). Verbs are read in any tense ("took", "is taking", "would
take", "has taken"); numbers in digits or words, with a sign.

Cards are marked in the clause before it gets here (`§` and a number, card_marks.py), so a
card's name is one token whatever its words and commas.

The forms are written with the verbs of tenses.py; what a form builds from its match is
phrase_events.py's (an event) or card_clauses.py's (a clause about a card), read into the
values of phrase_values.py.

The forms are four lists by use, tried in this order: total_forms.py (a player's totals and
fate), table_forms.py (the game as a whole), library_forms.py (libraries and hands) and
card_forms.py (cards); phrase_forms.py writes a form as a pattern.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_forms import CARD_FORMS
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.library_forms import LIBRARY_FORMS
from bot.core.rulings.lock_forms import LOCK_FORMS
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_values import Builder, Clause, Item
from bot.core.rulings.table_forms import TABLE_FORMS
from bot.core.rulings.total_forms import TOTAL_FORMS
from bot.core.rulings.words import LIFE, NOT_DONE, Reader, Unread

# (phrase form, event): tried in order, the first whole match wins. Longer forms come first.
_PHRASES: list[tuple[re.Pattern[str], Builder]] = [
    *TOTAL_FORMS,
    *TABLE_FORMS,
    *LOCK_FORMS,
    *LIBRARY_FORMS,
    *CARD_FORMS,
]


def read_clause(clause: str, reader: Reader) -> Clause:
    """One clause as read, or SituationError naming it (the caller words the suggestion)."""
    read = match_clause(clause, reader)
    if read is None:
        raise Unread(clause)
    return read


# A life total or poison said by number ("at -6 life", "10 poison counters"), and the events
# that carry one (damage by number may be a card's: "Boros Reckoner is dealt 3 damage").
_A_TOTAL = re.compile(rf"(?:{NUMBER})\s++(?:{LIFE}|{one_of(WORDS.poison_words)})\b", re.IGNORECASE)


_TOTALS = frozenset(
    {EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE, EventKind.DAMAGE}
)


def _drops_a_total(clause: str, built: Clause) -> bool:
    """Whether a clause that says a total by number was read as something that carries none
    (its free words swallowed it: "I reveal my hand at -6 life", "I attack with Cromat for 10
    poison counters"): such a reading would drop a fact that decides who loses."""
    return _A_TOTAL.search(clause) is not None and not any(
        item.event.kind in _TOTALS for item in built.items
    )


# a source that is a number alone ("bob loses 3 life from 5", "of 5"): a learner's total before
# the change, never a source called "5"
_NUMBER_ALONE = re.compile(rf"\s*+(?:{NUMBER})\s*+", re.IGNORECASE)


def _holds_a_total(match: re.Match[str]) -> bool:
    """Whether the form's free source holds a total by number ("I take 3 damage from my own
    Lightning Bolt at 3 life") or is a number alone ("bob loses 3 life from 5"): read as the
    source, the total would be dropped."""
    free = match.groupdict()
    sources = (free.get("s") or "", free.get("src") or "")
    if any(_NUMBER_ALONE.fullmatch(source) is not None for source in sources if source):
        return True
    return _A_TOTAL.search(" ".join(sources)) is not None


# "from no source", "from zero creatures": a source that opens with no quantity; "zero players
# deal 3 damage": a subject that does (never "no creatures", a holding's count)
_NO_SOURCE = re.compile(rf"^\s*+{one_of(WORDS.no_source_openers)}\s", re.IGNORECASE)
_NO_DEALER = re.compile(
    rf"^\s*+{one_of(WORDS.no_source_openers)}\s++{one_of(WORDS.no_source_dealers)}\b",
    re.IGNORECASE,
)


def _not_done(match: re.Match[str]) -> bool:
    """Whether the form's free source says its event was not done ("alice doesn't deal 3
    damage to bob", "no one deals", "an effect doesn't say I lose") or names nothing that did
    it ("zero players deal", "from no source"): read as done, the negation would be dropped
    and the opposite ruled."""
    subject, source = (match.groupdict().get(group) or "" for group in ("s", "src"))
    return (
        any(NOT_DONE.search(said) is not None for said in (subject, source))
        or _NO_DEALER.search(subject) is not None
        or _NO_SOURCE.search(source) is not None
    )


def match_clause(clause: str, reader: Reader) -> Clause | None:
    """The clause as the first phrase form reads it, or None (and no suggestion looked for:
    a caller may still read the clause another way)."""
    for pattern, build in _PHRASES:
        match = pattern.fullmatch(clause)
        if match is None or _not_done(match):
            continue
        # Players are met in the order they are written, whatever the phrase's grammar.
        named = [g for g in ("x", "y", "o") if match.groupdict().get(g)]
        for group in sorted(named, key=match.start):
            if reader.player(match[group]) is None:
                break
        else:
            built = build(match, reader)
            if isinstance(built, Event):
                return Clause(clause, (Item(built, said=clause),))
            if built is not None and (_drops_a_total(clause, built) or _holds_a_total(match)):
                continue  # "I sacrifice Cromat at -6 life": never read without its total
            if built is not None:
                items = tuple(replace(item, said=item.said or clause) for item in built.items)
                resolves = tuple(replace(i, said=i.said or clause) for i in built.resolves)
                return replace(built, text=clause, items=items, resolves=resolves)
    return None
