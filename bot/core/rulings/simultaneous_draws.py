"""Draws by several players at once made one player at a time (language.py, after each sentence
is read into steps): when a draw from an empty library is a win instead, a case per player first.
"""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind, Lasting
from bot.core.rulings.situation_values import Fork, Sentence
from bot.core.rulings.words import Reader


def in_turn_order(
    steps: list[Sentence | Fork], before: list[Sentence | Fork], reader: Reader
) -> list[Sentence | Fork]:
    """Draws by several players at once are made one player at a time, the active player
    first (MTG CR 101.4, 121.2c): when a draw from an empty library is a win instead
    (Laboratory Maniac), the first to draw wins and the rest never draw. The words rarely say
    whose turn it was, so the answer depends on it: a case per player, each drawing first."""
    found = [
        (number, step)
        for number, step in enumerate(steps)
        if isinstance(step, Sentence)
        and len({e.player for e in step.events if e.kind is EventKind.DECK_OUT}) > 1
    ]
    if not found or not any(_wins_instead(step) for step in [*before, *steps]):
        return steps
    number, sentence = found[0]
    drawers = list(dict.fromkeys(e.player for e in sentence.events if e.kind is EventKind.DECK_OUT))
    cases: list[tuple[str, list[Sentence]]] = []
    said: dict[str, Message] = {}
    for first in drawers:
        if first is None:
            continue
        draws_first = [
            i
            for i, e in enumerate(sentence.events)
            if e.kind is not EventKind.DECK_OUT or e.player == first
        ]
        rest = [i for i in range(len(sentence.events)) if i not in draws_first]
        condition = f"it was {_whose(first, reader)} turn, so {_who_drew(first, reader)} first"
        said[condition] = (
            Message("it was your turn, so you drew first")
            if first == reader.asker
            else Message("it was {player}'s turn, so {player} drew first", player=first)
        )
        cases.append(
            (
                condition,
                [
                    _part_of(sentence, draws_first, sentence.text),
                    _part_of(sentence, rest, _draws(sentence, rest, reader)),
                ],
            )
        )
    names = " or ".join(
        "yours" if p == reader.asker else f"{p}'s" for p in drawers if p is not None
    )
    question = (
        f"Whose turn was it ({names})? Players draw one at a time, the active player first "
        "(MTG CR 101.4), and a draw replaced by a win ends the game before the next one."
    )
    whose: list[Message] = [
        Message("yours") if p == reader.asker else Message("{player}'s", player=p)
        for p in drawers
        if p is not None
    ]
    either = whose[0]
    for more in whose[1:]:
        either = Message("{first} or {then}", first=either, then=more)
    said[question] = Message(
        "Whose turn was it ({players})? Players draw one at a time, the active player first "
        "({rule}), and a draw replaced by a win ends the game before the next one.",
        players=either,
        rule="MTG CR 101.4",
    )
    return [*steps[:number], Fork(question, cases, said=said), *steps[number + 1 :]]


def _wins_instead(step: Sentence | Fork) -> bool:
    sentences = [step] if isinstance(step, Sentence) else [s for _, c in step.cases for s in c]
    return any(
        event.kind is EventKind.EFFECT_BEGINS and event.lasting is Lasting.WIN_INSTEAD
        for sentence in sentences
        for event in sentence.events
    )


def _whose(player: str, reader: Reader) -> str:
    return "your" if player == reader.asker else f"{player}'s"


def _who_drew(player: str, reader: Reader) -> str:
    return "you drew" if player == reader.asker else f"{player} drew"


def _draws(sentence: Sentence, kept: list[int], reader: Reader) -> str:
    """The later draws of a sentence, in words."""
    return ", ".join(
        "you draw from an empty library"
        if sentence.events[i].player == reader.asker
        else f"{sentence.events[i].player} draws from an empty library"
        for i in kept
    )


def _part_of(sentence: Sentence, kept: list[int], text: str) -> Sentence:
    """The events of a sentence at `kept`, as a report of its own."""
    return Sentence(
        text,
        [sentence.events[i] for i in kept],
        [sentence.sources[i] for i in kept],
        [sentence.whys[i] for i in kept],
        [sentence.dealt[i] for i in kept],
        marks=sentence.marks,
        unknown_in_play=sentence.unknown_in_play,
        by=sentence.by,
        held=sentence.held,
    )
