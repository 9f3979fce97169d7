"""What a card did to a player, told again in a sentence of its own after it: "opp is at 5. I
bolt him. He takes 3 damage.", "he has 8 poison. My Blighted Agent hits him for 1. He gets 1
poison counter." Told in one sentence ("I bolt him and he takes 3 damage"), the words are read
as what the spell did (spell_resolutions.py); told apart, both were counted, and at 5 life "he
loses" (at 2, he is still playing). The later loss or poison may be the card's said again, or
come on top of it; the words do not say which. It is a case each (a `Fork`): where both end
alike the answer says so, else it asks. After a spell whose resolution is itself open
(spell_orders.whether_it_resolved), the two questions are one: it resolved and the later one
is its own said again, it resolved and the later one comes on top, or it did not and the later
one came from elsewhere.

A later loss of life (or poison counters) is read as the card's only where it is the same
player's, of the same kind, with no source said and the same amount, or with the card said
again ("it", "the spell", "the bolt", its name). Words of more ("3 more damage", "another 3",
"again", "also") or another source ("from his Prodigal Sorcerer") come on top, read as before.
A new spell or ability told of the player between them starts afresh: what follows it may be
that one's. A sentence told word for word again is a second event, as in the situation language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.event_sources import said_again
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Fork, Sentence
from bot.core.rulings.words import quoted

# Words that say the later loss is more than the card's own.
_MORE = re.compile(
    rf"\b{one_of(WORDS.damage_again_words)}\b",
    re.IGNORECASE,
)
# A possessive or article before a card said again: "the bolt", "my Lightning Bolt".
_OWNERS = re.compile(rf"^(?:{one_of(WORDS.damage_again_owners)}|[\w-]+'s?)\s++", re.IGNORECASE)


@dataclass(frozen=True)
class _Dealt:
    """A loss of life, poison counters or a commander's combat damage given to a player from a
    source the words say, as told: the amount and the source (its name made only when asked)."""

    amount: int
    source: Source | None  # None: a commander's combat damage
    commander: str | None  # whose commander dealt it, where one did
    asker: str
    fork: Fork | None  # the spell's open resolution it was told in, if it was
    told: str  # the sentence that told it, as written

    @property
    def name(self) -> str:
        """ "your Lightning Bolt", "alice", "your commander": for the question."""
        source = self.source
        if source is None or not source.cards:
            if self.commander is not None:
                whose = "your" if self.commander == self.asker else f"{self.commander}'s"
                return f"{whose} commander"
            assert source is not None
            return "you" if source.text.casefold() in _ASKER else source.text
        card = source.cards[0].name
        if source.controller is None:
            return card
        if source.controller == self.asker:
            return f"your {card}"
        return f"{source.controller}'s {card}"

    def names(self) -> frozenset[str]:
        """The card's names as the words may say it again, casefolded ("bolt")."""
        assert self.source is not None and self.source.cards
        card = self.source.cards[0]
        names = {card.name, *card.aliases, *card.short, *card.verbs, _bare(self.source.text)}
        return frozenset(name.casefold() for name in names)


_ASKER = frozenset({"i", "me", "myself"})
_Key = tuple[str, EventKind]


def told_again(steps: Sequence[Sentence | Fork], asker: str) -> list[Sentence | Fork]:
    """The steps with a later loss that may be a card's told before said again read as a
    case each; every other step as it was."""
    dealt: dict[_Key, _Dealt] = {}
    read: list[Sentence | Fork] = []
    for step in steps:
        if isinstance(step, Fork):
            fork = step if step.open_spell is not None else None
            for _, sentences in step.cases:
                for sentence in sentences:
                    _remember(sentence, dealt, asker, fork)
            read.append(step)
            continue
        again = _told_again(step, dealt) if dealt else []
        if not again:
            _remember(step, dealt, asker, None)
            read.append(step)
            continue
        first = dealt[(step.events[again[0]].player or "", step.events[again[0]].kind)]
        opened = next((at for at, told in enumerate(read) if told is first.fork), None)
        if opened is not None and all(isinstance(told, Sentence) for told in read[opened + 1 :]):
            between = [told for told in read[opened + 1 :] if isinstance(told, Sentence)]
            read[opened:] = [_resolved_or_more(first, between, step, again)]
        else:
            read.append(_fork(step, again, first.name))
        for at in again:
            dealt.pop((step.events[at].player or "", step.events[at].kind), None)
    return read


_GIVEN = (EventKind.POISON, EventKind.COMMANDER_DAMAGE)


def _remember(sentence: Sentence, dealt: dict[_Key, _Dealt], asker: str, fork: Fork | None) -> None:
    """The losses the sentence tells from a source (a card, a player: "I deal 3 damage to
    him", a commander's combat damage), each its player's last of its kind."""
    if sentence.by is not None and dealt:  # a new spell or ability: what follows may be its own
        players = {event.player for event in sentence.events}
        for key in [key for key in dealt if key[0] in players]:
            del dealt[key]
    commanders: dict[tuple[str | None, int | None], str] = {}
    for event in sentence.events:
        if event.kind is EventKind.COMMANDER_DAMAGE and event.commander and event.delta:
            commanders[(event.player, -event.delta)] = event.commander
    for event, source in zip(sentence.events, sentence.sources, strict=True):
        delta, player = event.delta, event.player
        if delta is None or not player or not _a_loss(event):
            continue
        commander = event.commander if event.kind is EventKind.COMMANDER_DAMAGE else None
        if source is None or source.unknown or not source.text.strip():
            source, commander = None, commander or commanders.get((player, delta))
            if commander is None:
                continue
        dealt[(player, event.kind)] = _Dealt(
            abs(delta), source, commander, asker, fork, _words(sentence.text)
        )


def _a_loss(event: Event) -> bool:
    """A life lost, poison counters given or a commander's combat damage dealt, by an amount
    (no total told)."""
    delta = event.delta
    if delta is None or event.value is not None:
        return False
    return delta < 0 if event.kind is EventKind.LIFE else event.kind in _GIVEN and delta > 0


def _told_again(sentence: Sentence, dealt: dict[_Key, _Dealt]) -> list[int]:
    """Where the sentence's events may be what a source did, told before, said again."""
    if sentence.by is not None or _MORE.search(sentence.text):
        return []  # a new spell or ability's; "he takes 3 more damage": more
    return [
        at
        for at, event in enumerate(sentence.events)
        if (event.player or "", event.kind) in dealt and _again(sentence, at, event, dealt)
    ]


def _again(sentence: Sentence, at: int, event: Event, dealt: dict[_Key, _Dealt]) -> bool:
    """Whether the sentence's event at `at` may be what its player's source told before
    did, said again."""
    first = dealt[(event.player or "", event.kind)]
    if not _a_loss(event) or _words(sentence.text) == first.told:
        return False  # "i gain 3 life": no loss to say again; the same words: it came again
    amount = abs(event.delta or 0)
    if event.kind is EventKind.COMMANDER_DAMAGE:  # the same commander's, as much
        return event.commander == first.commander and amount == first.amount
    source = sentence.sources[at]
    if source is None:
        return amount == first.amount
    if source.unknown or first.source is None or not first.source.cards:
        return False  # "I deal 3 damage to him. He takes 3 damage from alice": another
    if source.cards:
        return not {c.name for c in source.cards}.isdisjoint(c.name for c in first.source.cards)
    return said_again(source.text) or _bare(source.text).casefold() in first.names()


def _words(text: str) -> str:
    """A sentence's words, to compare: a sentence told word for word again ("bob takes 4
    commander damage from alice", twice, as a game's log tells each turn) is a second event, as
    it is in the situation language, never the first said again."""
    return " ".join(text.casefold().split())


def _bare(text: str) -> str:
    """A card's words without the possessive or article before them: "the bolt" -> "bolt"."""
    return _OWNERS.sub("", " ".join(text.split()))


def _fork(sentence: Sentence, again: list[int], name: str) -> Fork:
    words = quoted(sentence.text)
    said = {
        "question": Message(
            'Does "{words}" tell again what {name} did, or does it come on top of it? Each '
            "counts once.",
            words=words,
            name=name,
        ),
        "same": Message('"{words}" tells again what {name} did', words=words, name=name),
        "more": Message('"{words}" comes on top of what {name} did', words=words, name=name),
    }
    return _cases(said, [_once(sentence, again), [sentence]])


def _resolved_or_more(
    first: _Dealt, between: list[Sentence], sentence: Sentence, again: list[int]
) -> Fork:
    """The spell's open resolution and what is told after it as one question: it resolved and
    the later one is its own said again, it resolved and the later one comes on top, or it
    was countered and the later one came from elsewhere (a spell countered did nothing to say
    again)."""
    assert first.fork is not None
    resolved = [s for case in first.fork.cases if not _countered(case[1]) for s in case[1]]
    countered = [s for case in first.fork.cases if _countered(case[1]) for s in case[1]]
    words, name = quoted(sentence.text), first.name
    said = {
        "question": Message(
            'Did {name} resolve, and does "{words}" tell again what it did, or does it come on '
            "top of it? What a spell does happens only as it resolves (MTG CR 608.2), and each "
            "counts once.",
            words=words,
            name=name,
        ),
        "same": Message(
            '{name} resolved, and "{words}" tells again what it did', words=words, name=name
        ),
        "more": Message(
            '{name} resolved, and "{words}" comes on top of what it did', words=words, name=name
        ),
        "countered": Message(
            '{name} did not resolve, and "{words}" came from elsewhere', words=words, name=name
        ),
    }
    cases = [
        [*resolved, *between, *_once(sentence, again)],
        [*resolved, *between, sentence],
        [*countered, *between, sentence],
    ]
    return replace(_cases(said, cases), open_spell=first.fork.open_spell)


def _once(sentence: Sentence, again: list[int]) -> list[Sentence]:
    """The sentence without what it tells again (nothing, when that is all it tells)."""
    kept = [at for at in range(len(sentence.events)) if at not in again]
    return [sentence.only(kept)] if kept else []


def _cases(said: dict[str, Message], cases: list[list[Sentence]]) -> Fork:
    """A fork asking `said["question"]`, a case per condition said after it, in order."""
    english = {message.english(): message for message in said.values()}
    question, *conditions = english
    return Fork(question, list(zip(conditions, cases, strict=True)), said=english)


def _countered(sentences: list[Sentence]) -> bool:
    return any(sentence.countered for sentence in sentences)
