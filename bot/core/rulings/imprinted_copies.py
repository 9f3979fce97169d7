"""A copy of an imprinted card cast, told as the card that holds it used (session 30): "If I
use Isochron Scepter imprinted with Final Fortune ...", "he activates his Scepter with
Lightning Bolt imprinted on it at me", "I copy Final Fortune with Isochron Scepter". The card
used copies the card imprinted on it and its controller casts the copy, which does everything
the card does (MTG CR 707.10): said as `X casts a copy of CARD` before the grammar reads it.
Only where the card used is one Arbiter knows does that (`casts_imprinted`) and the card
imprinted is one it can hold (`imprintable`: an instant of mana value 2 or less), and only the
subject's own card ("I use his Scepter" stays as written, and so unread).

And the question such a moment is often asked with, whether doing it again spares its caster
("can I use it every turn to give me an extra turn every turn without losing the game?"): where
a card the moment names makes its own controller lose the game (Final Fortune's end step), the
loss it sets up is not undone by doing it again (a delayed trigger, once made, waits for its
moment whatever else is cast: 603.7), so the question is the outcome of the moment told, asked,
and is skipped, shown as such. Beside any other card (a burn spell cast every turn, whose sum
the words do not give) the question stays, and the text is refused.

A card that copies what is imprinted on it, used where the words were not read so (another
player's Scepter, a card name typed lowercase, no card said imprinted), or any card said
"imprinted" there, is refused (`copy_unread`): read as a card used that does nothing, it
dropped the copy cast ("my opponent uses my Isochron Scepter imprinted with Lightning Bolt at
me" was "nobody has won or lost yet").

The words are the reader's (lexicon/). Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import EffectOutcome
from bot.core.rulings.card_model import EndsGame, EndsNothing, Who
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.words import (
    MARK,
    MARKED,
    NAME,
    OWNER_SUBJECTS,
    PLAIN_VERB_SUBJECTS,
    Entity,
    SituationError,
    card_marked,
    entity_marked,
    marks_in,
    quoted,
    spelled,
)

_CARD = rf"{MARK}\d++"
_WHO = rf"{one_of(WORDS.imprint_subjects)}|{NAME}"
# where a clause's subject may start: the sentence's start, after a comma, "and", "then", "if"
_OPENERS = "".join(rf"|(?<=\b{word}\s)" for word in WORDS.cast_openers + WORDS.then_words)
_START = rf"(?:^|(?<=[,;.!?]\s){_OPENERS})"
_OWNER = rf"{one_of(WORDS.imprint_owners)}|(?:{NAME})'s"
_MODAL = rf"(?:(?P<modal>{one_of(WORDS.played_modals)})\s++)?"
_SUBJECT = rf"{_START}(?P<x>{_WHO})\s++{_MODAL}"
_HELD = rf"(?:(?P<o>{_OWNER})\s++)?(?P<m>{_CARD})"
_IMPRINTED = rf"(?:{one_of(WORDS.card_articles)}\s++)?(?P<c>{_CARD})"
_FORMS = (
    # I use Isochron Scepter imprinted with Final Fortune
    re.compile(
        rf"{_SUBJECT}{one_of(WORDS.imprint_uses)}\s++{_HELD}\s++"
        rf"{one_of(WORDS.imprinted_with)}\s++{_IMPRINTED}(?![\w'])",
        re.IGNORECASE,
    ),
    # he activates his Isochron Scepter with Lightning Bolt imprinted on it
    re.compile(
        rf"{_SUBJECT}{one_of(WORDS.imprint_uses)}\s++{_HELD}\s++"
        rf"{one_of(WORDS.imprinted_holding)}\s++{_IMPRINTED}\s++"
        rf"{one_of(WORDS.imprinted_after)}(?![\w'])",
        re.IGNORECASE,
    ),
    # I copy Final Fortune with Isochron Scepter
    re.compile(
        rf"{_SUBJECT}{one_of(WORDS.copy_verbs)}\s++{_IMPRINTED}\s++"
        rf"{one_of(WORDS.imprint_copied_with)}\s++{_HELD}(?![\w'])",
        re.IGNORECASE,
    ),
)

# "[If I cast a copy of Final Fortune] can I use it every turn to ... without losing the game?",
# in the moment's sentence or the next
_REPEAT = re.compile(
    rf"(?P<moment>(?:^|(?<=[.!?]\s))[^.!?]*?{_CARD}[^.!?]*?)(?:\s*+[,.])?\s++"
    rf"(?P<asked>(?P<by>{one_of(WORDS.repeat_asked_by)})\s++{one_of(WORDS.repeat_verbs)}\s++"
    rf"(?:{one_of(WORDS.repeat_objects)}|(?P<again>{_CARD}))\s++{one_of(WORDS.repeat_times)}\b"
    rf"[^.!?]*?"
    rf"\s++{one_of(WORDS.repeat_unscathed)})\s*+\?",
    re.IGNORECASE,
)
_COUNTED = re.compile(rf"(?<![\w']){NUMBER}(?![\w'])", re.IGNORECASE)
_OTHERS = re.compile(rf"\b{one_of(WORDS.repeat_others)}\b", re.IGNORECASE)
_MOMENT_SUBJECT = re.compile(
    rf"^\s*+(?:{one_of(WORDS.cast_openers)}\s++)?(?P<x>{one_of(WORDS.repeat_askers)})\s",
    re.IGNORECASE,
)


# the subjects a possessive pronoun names ("my": "i"), and those of the asker and the one asked
_PERSONS = {whose: person.lower() for whose, person in OWNER_SUBJECTS.items()}
_SPEAKERS = frozenset(_PERSONS[whose] for whose in WORDS.repeat_possessives)


def _own(owner: str | None, who: str) -> bool:
    """Whether a card's possessive, if any, is the subject's own ("I use my Scepter", "bob
    uses his Scepter"), never another's ("I use his Scepter", "bob uses alice's Scepter")."""
    whose, subject = (owner or "").lower(), who.lower()
    if whose.endswith("'s"):
        return whose == f"{subject}'s"
    person = _PERSONS.get(whose)
    if person is None:
        return True  # no possessive ("the", "a")
    if subject in _PERSONS.values():
        return person == subject
    return person not in _SPEAKERS  # a name or "my opponent": his, her, their


def imprinted_cast(marked: str, entities: tuple[Entity, ...]) -> str:
    """The text with each card used to cast a copy of the card imprinted on it told as that
    copy cast (see above); else as it is."""

    def cast(match: re.Match[str]) -> str:
        imprinted = card_marked(match["c"], entities)
        if not _copies(card_marked(match["m"], entities)):
            return match[0]  # "I use Sneak Attack imprinted with ..."
        if imprinted is None or not imprinted.imprintable:
            return match[0]  # "I use Sneak Attack imprinted with ...", a sorcery imprinted
        if not _own(match["o"], match["x"]):
            return match[0]  # "I use his Isochron Scepter": whose it is, as written
        who, modal = match["x"], match["modal"]
        verb = "cast" if modal or who.lower() in PLAIN_VERB_SUBJECTS else "casts"
        return f"{who} {f'{modal} ' if modal else ''}{verb} a copy of {match['c']}"

    if not any(_copies(entity.card) for entity in entities):
        return marked  # no such card named: every form would keep the words as they are
    for form in _FORMS:
        marked = form.sub(cast, marked)
    return marked


_USED = re.compile(
    rf"(?<![\w']){one_of(WORDS.imprint_uses + WORDS.copy_verbs)}(?![\w'])", re.IGNORECASE
)
_IMPRINT_SAID = re.compile(rf"(?<![\w']){one_of(WORDS.imprint_said)}(?![\w'])", re.IGNORECASE)


def copy_unread(said: str, entities: tuple[Entity, ...]) -> None:
    """Refuse a card used, or a card copied with it (`said`, as marked), that copies the card
    imprinted on it, or any card said imprinted there, which `imprinted_cast` left as written:
    the copy it casts, and what that copy does, the words do not give (see above)."""
    cards = [entities[m].card for m in marks_in(said) if m < len(entities)]
    unmarked = MARKED.sub(" ", said)
    used = _USED.search(unmarked) is not None  # "I cast Isochron Scepter": the artifact itself
    if not (used and any(map(_copies, cards))) and _IMPRINT_SAID.search(unmarked) is None:
        return
    words = spelled(said, entities)
    raise SituationError(
        Message(
            '"{words}": say the card used as your own with the card imprinted on it right '
            "after ({example}), or what the copy cast did (MTG CR 707.10).",
            words=quoted(words),
            example='"I use my Isochron Scepter imprinted with Lightning Bolt at bob"',
        ),
        unread=words,
    )


def _copies(card: Card | None) -> bool:
    """Whether `card` copies the card imprinted on it for its controller to cast."""
    return card is not None and any(
        isinstance(effect, EndsNothing) and effect.casts_imprinted for effect in card.effects
    )


def _loses_its_caster(card: Card | None) -> bool:
    """Whether `card` makes its own controller lose the game (Final Fortune's end step)."""
    return card is not None and any(
        isinstance(effect, EndsGame)
        and effect.outcome is EffectOutcome.LOSE
        and effect.who is Who.CONTROLLER
        for effect in card.effects
    )


def repeats_asked(marked: str, entities: tuple[Entity, ...]) -> tuple[str, list[str]]:
    """The text without a question whether doing the moment again spares its caster, where a
    card the moment names makes its own caster lose (see above), and the questions taken."""
    taken: list[str] = []

    def moment(match: re.Match[str]) -> str:
        said = _MOMENT_SUBJECT.match(match["moment"])
        if said is None or said["x"].lower() != match["by"].split()[-1].lower():
            return match[0]  # "if he casts it, can I ...": whose doing is asked about
        told = {entity_marked(m[0], entities) for m in MARKED.finditer(match["moment"])}
        again = entity_marked(match["again"], entities) if match["again"] else None
        if again is not None and again.name not in {e.name for e in told if e is not None}:
            return match[0]  # "if I cast X, can I cast Y every turn": another card asked of
        unmarked = MARKED.sub(" ", match["moment"])
        if _OTHERS.search(unmarked) or _COUNTED.search(unmarked):
            return match[0]  # another player, or a count (damage, life) done again too
        if not any(_loses_its_caster(e.card) for e in told if e is not None):
            return match[0]  # a repeat whose sum the words do not give
        taken.append(match["asked"])
        return f"{match['moment']}."

    if not any(_loses_its_caster(entity.card) for entity in entities):
        return marked, taken  # no card that makes its caster lose: the question stays
    return _REPEAT.sub(moment, marked), taken
