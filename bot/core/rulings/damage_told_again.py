"""What a card dealt a player, told again in a sentence of its own after it: "opp is at 5. I
bolt him. He takes 3 damage." Told in one sentence ("I bolt him and he takes 3 damage"), the
words are read as what the spell did (spell_resolutions.py); told apart, both were counted, and
at 5 life "he loses" (at 2, he is still playing). The later loss may be the card's damage said
again or more damage; the words do not say which. It is a case each (a `Fork`): where both end
alike the answer says so, else it asks. After a spell whose resolution is itself open
(spell_orders.whether_it_resolved), the two questions are one: it resolved and the loss is its
own said again, it resolved and the loss is more, or it did not and the loss is more.

A later loss is read as the card's only where it is the same player's, with no source said and
the same amount, or with the card said again ("it", "the spell", "the bolt", its name). Words
of more ("3 more damage", "another 3", "again", "also") or another source ("from his Prodigal
Sorcerer") are more damage, read as before. A new spell or ability told of the player between
them starts afresh: the loss after it may be that one's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.event_sources import said_again
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Fork, Sentence
from bot.core.rulings.words import quoted

# Words that say the later loss is more than the card's own.
_MORE = re.compile(
    r"\b(?:more|another|again|also|too|extra|additional|second|as\s++well|twice|other)\b",
    re.IGNORECASE,
)
# A possessive or article before a card said again: "the bolt", "my Lightning Bolt".
_OWNERS = re.compile(r"^(?:the|that|this|my|his|her|your|their|its|[\w-]+'s?)\s++", re.IGNORECASE)


@dataclass(frozen=True)
class _Dealt:
    """A card's loss of life dealt to a player, as told: the amount and the card."""

    amount: int
    source: Source
    names: frozenset[str]  # the card's names as the words may say it again, casefolded
    name: str  # "your Lightning Bolt", for the question
    fork: Fork | None  # the spell's open resolution it was told in, if it was


def told_again(steps: Sequence[Sentence | Fork], asker: str) -> list[Sentence | Fork]:
    """The steps with a later loss that may be a card's told before said again read as a
    case each; every other step as it was."""
    dealt: dict[str, _Dealt] = {}
    read: list[Sentence | Fork] = []
    for step in steps:
        if isinstance(step, Fork):
            _remember(step, dealt, asker)
            read.append(step)
            continue
        again = [at for at, event in enumerate(step.events) if _again(step, at, event, dealt)]
        if not again:
            _remember(step, dealt, asker)
            read.append(step)
            continue
        first = dealt[step.events[again[0]].player or ""]
        opened = next((at for at, told in enumerate(read) if told is first.fork), None)
        if opened is not None and all(isinstance(told, Sentence) for told in read[opened + 1 :]):
            between = [told for told in read[opened + 1 :] if isinstance(told, Sentence)]
            read[opened:] = [_resolved_or_more(first, between, step, again)]
        else:
            read.append(_fork(step, again, first.name))
        for at in again:
            dealt.pop(step.events[at].player or "", None)
    return read


def _losses(sentence: Sentence) -> list[tuple[Event, Source]]:
    """The sentence's losses of life dealt to one player by a card it names."""
    return [
        (event, source)
        for event, source in zip(sentence.events, sentence.sources, strict=True)
        if _loss(event) and source is not None and source.cards and event.player
    ]


def _remember(step: Sentence | Fork, dealt: dict[str, _Dealt], asker: str) -> None:
    """The cards' losses the step tells, each its player's last."""
    sentences = [step] if isinstance(step, Sentence) else [s for _, c in step.cases for s in c]
    fork = step if isinstance(step, Fork) and step.open_spell is not None else None
    for sentence in sentences:
        if sentence.by is not None:  # a new spell or ability: what follows may be its own
            for event in sentence.events:
                dealt.pop(event.player or "", None)
        for event, source in _losses(sentence):
            card = source.cards[0]
            names = {card.name, *card.aliases, *card.short, *card.verbs, _bare(source.text)}
            dealt[event.player or ""] = _Dealt(
                -(event.delta or 0),
                source,
                frozenset(name.casefold() for name in names),
                _whose(source, asker),
                fork,
            )


def _loss(event: Event) -> bool:
    return event.kind is EventKind.LIFE and event.value is None and (event.delta or 0) < 0


def _again(sentence: Sentence, at: int, event: Event, dealt: dict[str, _Dealt]) -> bool:
    """Whether the sentence's event at `at` may be the loss a card dealt, told before, said
    again."""
    first = dealt.get(event.player or "")
    if first is None or not _loss(event) or sentence.by is not None:
        return False
    if _MORE.search(sentence.text):
        return False  # "he takes 3 more damage": more
    source = sentence.sources[at]
    if source is None:
        return -(event.delta or 0) == first.amount
    if source.unknown:
        return False
    if source.cards:
        return not {c.name for c in source.cards}.isdisjoint(c.name for c in first.source.cards)
    return said_again(source.text) or _bare(source.text).casefold() in first.names


def _bare(text: str) -> str:
    """A card's words without the possessive or article before them: "the bolt" -> "bolt"."""
    return _OWNERS.sub("", " ".join(text.split()))


def _whose(source: Source, asker: str) -> str:
    card = source.cards[0].name
    if source.controller is None:
        return card
    return f"your {card}" if source.controller == asker else f"{source.controller}'s {card}"


def _fork(sentence: Sentence, again: list[int], name: str) -> Fork:
    words = quoted(sentence.text)
    said = {
        "question": Message(
            'Does "{words}" tell again what {name} dealt, or is it more damage? Each damage '
            "counts once.",
            words=words,
            name=name,
        ),
        "same": Message('"{words}" tells again what {name} dealt', words=words, name=name),
        "more": Message('"{words}" is more damage', words=words),
    }
    question, same, more = (said[key].english() for key in ("question", "same", "more"))
    kept = [at for at in range(len(sentence.events)) if at not in again]
    once = [sentence.only(kept)] if kept else []
    return Fork(
        question,
        [(same, once), (more, [sentence])],
        said={question: said["question"], same: said["same"], more: said["more"]},
    )


def _resolved_or_more(
    first: _Dealt, between: list[Sentence], sentence: Sentence, again: list[int]
) -> Fork:
    """The spell's open resolution and the loss told after it as one question: it resolved
    and the loss is its own said again, it resolved and the loss is more, or it was countered
    and the loss is more (a spell countered dealt nothing to say again)."""
    assert first.fork is not None
    resolved = [s for case in first.fork.cases if not _countered(case[1]) for s in case[1]]
    countered = [s for case in first.fork.cases if _countered(case[1]) for s in case[1]]
    words, name = quoted(sentence.text), first.name
    kept = [at for at in range(len(sentence.events)) if at not in again]
    once = [sentence.only(kept)] if kept else []
    said = {
        "question": Message(
            'Did {name} resolve, and does "{words}" tell again what it dealt, or is it more '
            "damage? What a spell does happens only as it resolves (MTG CR 608.2), and each "
            "damage counts once.",
            words=words,
            name=name,
        ),
        "same": Message(
            '{name} resolved, and "{words}" tells again what it dealt', words=words, name=name
        ),
        "more": Message('{name} resolved, and "{words}" is more damage', words=words, name=name),
        "countered": Message(
            '{name} did not resolve, and "{words}" is more damage', words=words, name=name
        ),
    }
    question, same, more, no = (
        said[k].english() for k in ("question", "same", "more", "countered")
    )
    return Fork(
        question,
        [
            (same, [*resolved, *between, *once]),
            (more, [*resolved, *between, sentence]),
            (no, [*countered, *between, sentence]),
        ],
        said={
            question: said["question"],
            same: said["same"],
            more: said["more"],
            no: said["countered"],
        },
        open_spell=first.fork.open_spell,
    )


def _countered(sentences: list[Sentence]) -> bool:
    return any(sentence.countered for sentence in sentences)
