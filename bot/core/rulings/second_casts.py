"""A spell whose win as it resolves turns on another of its name cast earlier in the game
(Approach of the Second Sun: cast from its caster's hand, with another Approach cast before
it this game, it wins them the game, MTG CR 104.2b; otherwise it goes seventh from the top of
their library): "I cast Approach of the Second Sun and it resolves. Later I cast another
Approach of the Second Sun from my hand and it resolves."

The second cast is read as its win on resolving (`Clause.resolves`: kept for the words that
say whether it resolved, as a spell's damage at a player is) where the words say both: an
earlier cast of the same card by the same player, in the text before it, whatever became of
that one (countered, it was still cast: the count is of spells cast, 601.2i), and this cast
"from" their "hand". A cast whose place the words leave unsaid, or say is elsewhere (Bolas's
Citadel's library top), stays as before: what it did is to be said. Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_model import Measure
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import EndsGame, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.needs_met import cast_alone
from bot.core.rulings.phrase_values import Built, Clause, Item
from bot.core.rulings.tenses import CAST
from bot.core.rulings.words import MARK, SUBJECT, Reader, marks_in

_FROM_HAND = re.compile(rf"(?<![\w']){one_of(WORDS.cast_from_hand)}(?![\w'])", re.IGNORECASE)
_CAST_BEFORE = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT})\s++{CAST}\s++(?:{one_of(WORDS.cast_again)}\s++)?"
    rf"{MARK}(?P<n>\d++)",
    re.IGNORECASE,
)


def cast_again_on_resolving(built: Built, reader: Reader) -> Built:
    """`built`, a spell cast (see above), with its win as it resolves where the words tell its
    caster cast another of its name before it and this one from their hand; else as it was."""
    cast = cast_alone(built)
    if cast is None or not isinstance(built, Clause):
        return built
    source, card, caster = cast
    effect = card.effects[0] if len(card.effects) == 1 else None
    check = effect.condition.check if isinstance(effect, EndsGame) and effect.condition else None
    if not (
        isinstance(effect, EndsGame)
        and effect.moment is CardMoment.RESOLUTION
        and effect.who is Who.CONTROLLER
        and check is not None
        and check.measure is Measure.SPELLS_CAST
        and check.amount == 2  # this one and one more
        and built.resolves == ()
        and _FROM_HAND.search(built.text)
    ):
        return built
    marks = marks_in(built.text)
    at = reader.marked.find(f"{MARK}{marks[0]}") if len(marks) == 1 else -1
    if at < 0 or not _cast_before(reader.marked[:at], card.name, caster, reader):
        return built
    event = Event(EventKind.EFFECT, outcome=effect.outcome, player=caster)
    return replace(built, resolves=(Item(event, Moment.WITH, source),))


def _cast_before(before: str, name: str, caster: str, reader: Reader) -> bool:
    """Whether the words before say `caster` cast a card named `name`."""
    return any(
        int(cast["n"]) < len(reader.entities)
        and reader.entities[int(cast["n"])].name == name
        and reader.player(cast["x"]) == caster
        for cast in _CAST_BEFORE.finditer(before)
    )
