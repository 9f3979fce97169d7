"""Life paid down by a card's ability, told by where it ends ("can I make him pay himself down
to 0?" under Mindslaver, "I pay my life down to zero with Souleater"): the ability activated
again and again, paying the life its cost takes each time (Phyrexian mana, MTG CR 107.4f),
until it can't be paid (119.4): the same payments as "he pays 2 life for each activation
until he cannot" (phrase_events.paid_until_unable, judged by paid_life.py).

Read only where the words name exactly one card Arbiter knows whose ability takes life so
(`EndsNothing.life_per_activation`), that card is said held by the player who pays ("my
opponent controls a Trespassing Souleater"), and a player made to pay is one whose turn the
other is said to control (a player makes no one else pay by choice); anything else is not read
here.
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import EndsNothing
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_events import PAID_DOWN, player_in
from bot.core.rulings.phrase_values import Built, Clause, Item
from bot.core.rulings.tenses import CONTROL
from bot.core.rulings.words import EVERYONE, MARK, MARKED, SUBJECT, Reader

_AND = one_of(WORDS.list_joins)
_ARTICLE = one_of((*WORDS.card_articles, *WORDS.card_determiners))  # "a", "an", "the" card


def life_paid_down(match: re.Match[str], reader: Reader) -> Built:
    payer = player_in(reader, match, "y") if match["y"] else player_in(reader, match, "x")
    if payer is None or payer == EVERYONE:
        return None
    if match["y"]:
        controller = player_in(reader, match, "x")
        if (controller, payer) not in reader.turns_controlled:
            return None
    paying = {
        int(found[1])
        for found in MARKED.finditer(reader.marked)
        if _step(int(found[1]), reader) is not None
    }
    if len(paying) != 1:
        return None
    mark = paying.pop()
    step = _step(mark, reader)
    if step is None or not _held_by(mark, payer, reader):
        return None
    event = Event(EventKind.LIFE, player=payer, delta=-step)
    return Clause(match[0], (Item(event, Moment.WITH, None, PAID_DOWN),))


def _step(mark: int, reader: Reader) -> int | None:
    card = reader.entities[mark].card if mark < len(reader.entities) else None
    steps = [
        effect.life_per_activation
        for effect in (card.effects if card is not None else ())
        if isinstance(effect, EndsNothing) and effect.life_per_activation
    ]
    return steps[0] if len(steps) == 1 else None


def _held_by(mark: int, payer: str, reader: Reader) -> bool:
    """Whether the text says the card held by the player who pays, and by no one else: right
    after the player, or after what else the clause says of them and "and" ("I'm at 6 life and
    control a Trespassing Souleater")."""
    said = re.compile(
        rf"(?<![\w'])(?P<x>{SUBJECT})(?:{one_of(WORDS.subject_contractions)})?"
        rf"(?:\s++(?:(?!{_AND}\b)[^.!?;\n,{MARK}])*+{_AND})?"
        rf"\s++{CONTROL}\s++(?:{_ARTICLE}\s++)?{MARK}{mark}(?!\d)",
        re.IGNORECASE,
    )
    holders = {reader.player(found["x"]) for found in said.finditer(reader.marked)}
    return holders == {payer}
