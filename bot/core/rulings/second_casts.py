"""A spell whose win as it resolves turns on another of its name cast earlier in the game
(Approach of the Second Sun: cast from its caster's hand, with another Approach cast before
it this game, it wins them the game, MTG CR 104.2b; otherwise it goes seventh from the top of
their library): "I cast Approach of the Second Sun and it resolves. Later I cast another
Approach of the Second Sun from my hand and it resolves."

The second cast is read as its win on resolving (`Clause.resolves`: kept for the words that
say whether it resolved, as a spell's damage at a player is) where the words say both: an
earlier cast of the same card by the same player, in the text before it, whatever became of
that one (countered, it was still cast: the count is of spells cast, 601.2i), and this cast
"from" their "hand". A cast the words say was from anywhere else (a graveyard with flashback,
Snapcaster Mage's; by cascade; from exile or a library) can never win: what it does as it
resolves is its other branch, its caster gains 7 life (it goes seventh from the top of their
library, which ends nothing). Its place unsaid after an earlier cast told, its win keeps the
condition (`another_cast`) and `cast_places.py` answers a case for each place. Whether the
condition is met is the engine's own test
(`bot.core.rules.stack.another_cast_met`, the one a replayed `cast` with `another_cast` meets),
asked of the cast the words tell. A cast whose place the words deny with "not", or say both
ways, or one from the hand with no earlier cast told, stays as before: what it did is to be
said; so does one told cast by way of something ("with Snapcaster Mage", "via Snapcaster":
from a graveyard, the card's way, never a case of the hand). Its place and its resolution both
unsaid ("Then I cast a second copy."), both are asked (open_cases.py), never the engine's
refusal of the condition as it is. Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rules.stack import another_cast_met
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_model import Measure
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import EndsGame, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.cast_places import GAINED
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.hands_owned import casters_own
from bot.core.rulings.needs_met import cast_alone
from bot.core.rulings.phrase_values import Built, Clause, Item
from bot.core.rulings.tenses import CAST
from bot.core.rulings.words import LIFE, MARK, SUBJECT, Reader, marks_in

_FROM_HAND = re.compile(rf"(?<![\w']){one_of(WORDS.cast_from_hand)}(?![\w'])", re.IGNORECASE)
_ELSEWHERE = re.compile(rf"(?<![\w']){one_of(WORDS.cast_not_from_hand)}(?![\w'])", re.IGNORECASE)
# "... and I gain 7 life" told after it: what it did, in the words' own clause
_GAIN_TOLD = re.compile(rf"(?<![\w']){one_of(WORDS.gain_verbs)}\s++\d++\s++{LIFE}", re.IGNORECASE)
_OTHER_GAME = re.compile(rf"(?<![\w']){one_of(WORDS.other_game_said)}(?![\w'])", re.IGNORECASE)
_PLACE_UNREAD = re.compile(rf"(?<![\w']){one_of(WORDS.cast_place_unread)}(?![\w'])", re.IGNORECASE)
# "with Snapcaster Mage", "via Snapcaster": what let it be cast, its place unread (the card's)
_BY_A_CARD = re.compile(rf"(?<![\w']){one_of(WORDS.cast_by_a_card)}\s++\S", re.IGNORECASE)
_CAST_SAID = re.compile(rf"(?<![\w']){CAST}(?![\w'])", re.IGNORECASE)
_DENIED = re.compile(rf"{one_of(WORDS.hand_denied)}(?![\w'])", re.IGNORECASE)
_CAST_BEFORE = re.compile(
    rf"(?<![\w'])(?P<x>{SUBJECT})\s++{CAST}\s++(?:{one_of(WORDS.cast_again)}\s++)?"
    rf"{MARK}(?P<n>\d++)",
    re.IGNORECASE,
)


def cast_again_on_resolving(built: Built, reader: Reader) -> Built:
    """`built`, a spell cast (see above), with its win as it resolves where the words tell its
    caster cast another of its name before it and this one from their hand; else as it was."""
    alone = cast_alone(built)
    if alone is None or not isinstance(built, Clause):
        return built
    source, card, caster = alone
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
        and not _DENIED.search(built.text)
        and _CAST_SAID.search(built.text)  # 'I copy it': a copy is never cast (707.10)
    ):
        return built
    from_hand = bool(_FROM_HAND.search(built.text))
    elsewhere = bool(_ELSEWHERE.search(built.text))
    if from_hand and elsewhere:
        return built  # said both ways
    if from_hand and not casters_own(built.text, caster, reader):
        return built  # another player's hand ('I cast it from his hand'): never its caster's
    if _OTHER_GAME.search(reader.marked):
        return built  # a cast told of another game ('last game') is none of this game's
    marks = [n for n in marks_in(built.text) if _named(n, card.name, reader)]
    at = reader.marked.find(f"{MARK}{marks[0]}") if len(marks) == 1 else -1
    if at < 0:
        return built
    before = _casts_before(reader.marked[:at], card.name, caster, reader)
    if from_hand and not before:
        return built  # no other cast told: whether there was one is to be said
    if not (from_hand or elsewhere):
        if not before or _PLACE_UNREAD.search(built.text) or _BY_A_CARD.search(built.text):
            return built  # no earlier cast, or a place told that is none read here
        # where it was cast from is open: the win keeps its condition, a case each
        # (cast_places.py); the engine refuses it as it is
        unsaid = Event(
            EventKind.EFFECT, outcome=effect.outcome, player=caster, another_cast=card.name
        )
        return replace(built, resolves=(Item(unsaid, Moment.WITH, source),))
    cast = Event(EventKind.CAST, controller=caster, source=card.name, from_hand=from_hand)
    casts = ((caster, card.name.casefold()),) * (before + 1)
    if another_cast_met(cast, card.name, casts):
        event = Event(EventKind.EFFECT, outcome=effect.outcome, player=caster)
    elif _GAIN_TOLD.search(reader.marked[at:].split(".", 1)[0]):
        return built  # its gain told in words after it: theirs to read
    else:
        event = Event(EventKind.LIFE, player=caster, delta=GAINED)
    return replace(built, resolves=(Item(event, Moment.WITH, source),))


def _casts_before(before: str, name: str, caster: str, reader: Reader) -> int:
    """How many times the words before say `caster` cast a card named `name`."""
    return sum(
        _named(int(cast["n"]), name, reader) and reader.player(cast["x"]) == caster
        for cast in _CAST_BEFORE.finditer(before)
    )


def _named(mark: int, name: str, reader: Reader) -> bool:
    """Whether the card marked `mark` is the one named `name`."""
    return mark < len(reader.entities) and reader.entities[mark].name == name
