"""Combat damage from a creature said to have first or double strike, told beside other events
in one sentence (sentence_steps.py): "my creature with first strike deals 2 combat damage to
him and his creature without first strike deals 2 combat damage to me".

A creature with first strike deals its combat damage in a step of its own, before the
creatures without it, and state-based actions are checked between the two steps (MTG CR
510.4, 702.7b, 704.3): a player brought to 0 in the first step has lost before the rest is
dealt. So a sentence that tells both is two reports, the first strikers' damage first, where
the words say the rest came from creatures without first strike; where they leave that open
(the others may have had first strike too, and dealt theirs at the same time), it is refused
with the question. A creature with double strike deals combat damage in both steps (702.4b):
an amount said of it may be what it dealt once or in all, so it is refused, with the ways to
tell it (its power and toughness, or each step's damage in a sentence of its own).
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Item, Source
from bot.core.rulings.words import SituationError

Moments = list[tuple[Source | None, list[Item]]]

# "first strike", "a first striker", "double-strikers": the keyword, or a creature said by it
_STRIKE = re.compile(
    rf"(?<![\w'])(?P<k>{one_of(WORDS.first_strike + WORDS.double_strike)})"
    rf"{one_of(WORDS.keyword_holder_endings)}?(?![\w'])",
    re.IGNORECASE,
)
_DOUBLE = re.compile(rf"^{one_of(WORDS.double_strike)}$", re.IGNORECASE)
# "without first strike", "that doesn't have first strike": the keyword said to be lacking
_LACKED = re.compile(rf"(?<![\w']){one_of(WORDS.keyword_lacked)}[\s-]*+$", re.IGNORECASE)

_FIRST, _DOUBLE_STRIKE, _LACKING = "first", "double", "lacking"


def _strike(said: str | None) -> str | None:
    """What a source's words say of its strike: first strike, double strike, lacking it, or
    nothing."""
    if said is None or "strik" not in said.lower():
        return None
    found = _STRIKE.search(said)
    if found is None:
        return None
    if _LACKED.search(said[: found.start()]):
        return _LACKING
    return _DOUBLE_STRIKE if _DOUBLE.match(found["k"]) else _FIRST


def _sources(items: list[Item]) -> list[str | None]:
    """What each item came from, in words: its source's, or a commander's as its damage says
    ("bob's commander with first strike"), the life that damage took with it."""
    said: list[str | None] = []
    for index, item in enumerate(items):
        event, before = item.event, items[index - 1].event if index else None
        if item.source is not None:
            said.append(item.source.text)
        elif event.kind is EventKind.COMMANDER_DAMAGE:
            said.append(event.source or f"{event.commander}'s commander")
        elif (
            item.dealt
            and before is not None
            and before.kind is EventKind.COMMANDER_DAMAGE
            and before.player == event.player
        ):
            said.append(said[-1])
        else:
            said.append(None)
    return said


def struck_in_steps(moments: Moments, opens: list[Item]) -> tuple[Moments, list[Item]]:
    """The sentence's moments with the first strikers' damage a report of its own before the
    rest of its moment, where the words say the rest came from creatures without first strike;
    refused where they leave that open, or an amount is said of a double striker's damage.
    Beside a striker, what the words were taken to leave open the timing of is in the first
    moment: a creature's damage, or what the striker's step leaves open."""
    first = moments[0][1] + opens
    if opens and any(_strike(source) is not None for source in _sources(first)):
        moments, opens = [(moments[0][0], first), *moments[1:]], []
    return [step for by, items in moments for step in _in_steps(by, items)], opens


def _in_steps(by: Source | None, items: list[Item]) -> Moments:
    """One moment's events, the first strikers' a step of their own before the rest."""
    sources = _sources(items)
    strikes = [_strike(source) for source in sources]
    if not any(s in (_FIRST, _DOUBLE_STRIKE) for s in strikes):
        return [(by, items)]
    if _DOUBLE_STRIKE in strikes:
        raise SituationError(
            Message(
                '"{source}": a creature with double strike deals combat damage in both damage '
                "steps (MTG CR 702.4b), so the amount said may be what it dealt once or in all: "
                'say its power and toughness and how it was blocked ("{example}"), or what it '
                'dealt in each step, each in a sentence of its own ("... . then ...").',
                example="I attack with a 3/3 double striker and my opponent doesn't block",
                source=sources[strikes.index(_DOUBLE_STRIKE)] or "",
            ),
            rules=("MTG CR 702.4b", "MTG CR 510.4"),
        )
    striker = sources[strikes.index(_FIRST)] or ""
    first = [item for item, s in zip(items, strikes, strict=True) if s == _FIRST]
    rest = [
        (item, s)
        for item, source, s in zip(items, sources, strikes, strict=True)
        if s != _FIRST and (source is None or source.lower() != striker.lower())
    ]
    if not rest:
        return [(by, items)]
    if all(s == _LACKING for _, s in rest):
        return [(by, first), (None, [item for item, _ in rest])]
    raise SituationError(
        Message(
            '"{source}": a creature with first strike deals its combat damage in a damage step '
            "of its own, before creatures without it, and the game checks between the two steps "
            "(MTG CR 510.4, 704.3), so the words leave open whether the rest of this sentence "
            'came with it or after it. Say whether the others had first strike too ("{example}"), '
            'or tell each damage step in a sentence of its own ("... . then ...").',
            example="his creature without first strike deals 2 combat damage to me",
            source=striker,
        ),
        rules=("MTG CR 510.4", "MTG CR 702.7b"),
    )
