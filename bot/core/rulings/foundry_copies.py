"""A token copy of an imprinted creature card, told as play (session 32): "What would happen if
I were to imprint my Soul Foundry with a Clone? ... if I were to do the said Soul Foundry Clone
combo, then Cloned Phage the Untouchable, would I lose the game?".

A card that makes a token copy of the creature card imprinted on it (`copies_imprinted_as_token`:
Soul Foundry) makes a token, and a token is never cast (MTG CR 111.1, 707.2). Imprinted with a
card that may enter as a copy of a creature (`enters_as_copy`: Clone), the token enters as a
copy of the creature chosen, still a token its maker controls, never cast (111.2, 614.1c): so
the copying card's name said as a verb after that imprint ("then Cloned Phage", "I Clone
Phage") is `a token copy of CARD enters the battlefield under X's control without being cast`
(603.4: Phage's trigger holds), and the imprint told is the card held (`X controls CARD`).

Only where the imprint is the subject's own card, said with both cards, the copy is the same
player's doing and the card copied is a creature; where a copying card is told cast or played
anywhere in the words (a Clone cast from a hand was cast from it: Phage's trigger does nothing)
every word stays as written, as it does for a negation or a modal before the imprint. The words
are the reader's (lexicon/). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.arrivals import stopped_beside
from bot.core.rulings.card_model import EndsNothing
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import (
    MARK,
    NAME,
    OWNER_SUBJECTS,
    PLAIN_VERB_SUBJECTS,
    Entity,
    card_marked,
)

_CARD = rf"{MARK}\d++"
_WHO = rf"{one_of(WORDS.imprint_subjects)}|{NAME}"
_OWNER = rf"{one_of(WORDS.imprint_owners)}|(?:{NAME})'s"
_THEN = one_of(WORDS.then_words)
_OPENERS = "".join(rf"|(?<=\b{word}\s)" for word in WORDS.cast_openers + WORDS.then_words)
_START = rf"(?:^|(?<=[,;.!?]\s){_OPENERS})"
_MODAL = rf"(?:{one_of(WORDS.copy_supposing)}\s++)?"
_IMPRINT = re.compile(
    rf"{_START}(?P<x>{_WHO})\s++{_MODAL}{one_of(WORDS.imprint_verbs)}\s++"
    rf"(?:(?P<o>{_OWNER})\s++)?(?P<f>{_CARD})\s++{one_of(WORDS.imprint_on_with)}\s++"
    rf"(?:{one_of(WORDS.card_articles)}\s++)?(?P<k>{_CARD})(?![\w'])",
    re.IGNORECASE,
)
_CAST = re.compile(rf"(?<![\w']){one_of(WORDS.played_verbs)}\s++(?:\S++\s++)?{_CARD}")
_PERSONS = {person.lower(): whose for whose, person in OWNER_SUBJECTS.items()}


def _makes_token_copies(card: Card | None) -> bool:
    return card is not None and any(
        isinstance(effect, EndsNothing) and effect.copies_imprinted_as_token
        for effect in card.effects
    )


def _enters_as_copy(card: Card | None) -> bool:
    return card is not None and any(
        isinstance(effect, EndsNothing) and effect.enters_as_copy for effect in card.effects
    )


def _marks(name: str, entities: tuple[Entity, ...]) -> str:
    """The marks of every card of this name in the words ("§1|§2")."""
    marks = [f"{MARK}{index}(?!\\d)" for index, e in enumerate(entities) if e.name == name]
    return "|".join(marks) or "(?!)"


def _own(owner: str | None, who: str) -> bool:
    """Whether the card's possessive, if any, is the subject's own ("I imprint my Soul
    Foundry", "my opponent imprints his"), never another's ("I imprint his")."""
    whose = (owner or "").lower()
    if whose in _PERSONS.values() and who.lower() not in _PERSONS:
        return whose not in WORDS.repeat_possessives  # a name or "my opponent": his, her
    return whose in ("", "the", "a", "an") or whose == _whose(who).lower()


def _whose(who: str) -> str:
    return _PERSONS.get(who.lower(), f"{who}'s")


def _copied_forms(
    foundry: str, copier: str, entities: tuple[Entity, ...]
) -> tuple[re.Pattern[str], ...]:
    """The forms of the copy told after the imprint: the card used, then the copier's name as
    a verb ("do the said Soul Foundry Clone combo, then Cloned Phage"), or the verb alone."""
    endings = one_of(WORDS.copy_name_endings)
    verb = rf"(?:{_marks(copier, entities)}|{re.escape(copier)}(?:{endings})?)"
    held = rf"(?:{_marks(foundry, entities)}|{re.escape(foundry)})"
    copied = rf"{verb}\s++(?:(?:{_OWNER})\s++)?(?P<c>{_CARD})(?![\w'])"
    return (
        re.compile(
            rf"{_START}(?P<x>{_WHO})\s++{_MODAL}{one_of(WORDS.foundry_uses)}\s++"
            rf"(?:{one_of(WORDS.foundry_said)}\s++)?{held}\s++(?:{verb}\s++)?"
            rf"{one_of(WORDS.foundry_nouns)}\s*+,?\s++(?:{one_of(WORDS.foundry_joins)}\s++)?{_THEN}\s++"
            rf"(?:(?P<y>{_WHO})\s++)?{copied}",
            re.IGNORECASE,
        ),
        re.compile(rf"{_START}(?:(?!{_THEN}\s)(?P<x>{_WHO})\s++{_MODAL})?{copied}", re.IGNORECASE),
    )


def foundry_copies(marked: str, entities: tuple[Entity, ...]) -> str:
    """The text with a creature copied by the token an imprinted card makes told as that token
    entering, not cast, and the imprint as the card held (see above); else as it is."""
    if not any(_makes_token_copies(e.card) for e in entities) or _CAST.search(marked):
        return marked  # no such card, or a copying card cast: as written
    imprint = next(
        (
            m
            for m in _IMPRINT.finditer(marked)
            if _makes_token_copies(card_marked(m["f"], entities))
            and _enters_as_copy(card_marked(m["k"], entities))
            and _own(m["o"], m["x"])
        ),
        None,
    )
    if imprint is None:
        return marked
    who = imprint["x"]
    named = {m: entities[int(imprint[m][len(MARK) :])].name for m in ("f", "k")}
    made = 0

    def copy(match: re.Match[str]) -> str:
        nonlocal made
        said = match.groupdict()
        subjects = [s for s in (said.get("x"), said.get("y")) if s]
        card = card_marked(match["c"], entities)
        if any(s.lower() != who.lower() for s in subjects) or card is None or not card.creature:
            return match[0]  # another player's doing, or no creature copied: as written
        if _enters_as_copy(card) or stopped_beside(match):
            return match[0]  # a Clone copying a Clone; "in response ...", "but it is countered"
        made += 1
        said_made = f"a token copy of {match['c']} enters the battlefield"
        return f"{said_made} under {_whose(who)} control without being cast"

    rest = marked[imprint.end() :]
    for form in _copied_forms(named["f"], named["k"], entities):
        rest = form.sub(copy, rest)
    if not made:
        return marked
    control = "control" if who.lower() in PLAIN_VERB_SUBJECTS else "controls"
    return f"{marked[: imprint.start()]}{who} {control} {imprint['f']}{rest}"
