"""Lethal damage with life gained at the same time, a fact the words leave open (open_facts):
how far below 0 the damage took the player, which decides whether the gain keeps them in."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.phrase_events import LETHAL
from bot.core.rulings.phrase_values import Clause
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import SituationError


def lethal_beside_gain(sentences: Sequence[Sentence], asker: str) -> Fact | None:
    """ "takes lethal damage and gains 3 life" in one moment: "lethal" says only that the
    damage took them to 0 or less, and life gained with it counts before the check (MTG CR
    510.2, 704.3), so whether they stay turns on how far below 0 the damage took them, which
    the words leave open. A case where it was at least the life gained (0 or less after it)
    and one where it was less (back above 0, judged at the most the gain can leave)."""
    for number, sentence in enumerate(sentences):
        for index, event in enumerate(sentence.events):
            if sentence.whys[index] != LETHAL or event.value != 0:
                continue
            gains = _gains(sentence, index)
            if gains:
                return _lethal_fact(list(sentences), number, index, gains, asker)
    return None


def lethal_made_precise(clauses: list[Clause]) -> list[Clause]:
    """ "I did lethal damage to my opponent, he is at -1": lethal damage (a total of 0 or less,
    read as 0) and, later in the same sentence, the same player's total said as a number of 0
    or less, before anything else changes it: the number says how far below 0 the damage took
    them, the total after it (as a total said in the next sentence is), so the lethal reading
    is dropped; read together they were two totals at one moment, refused as such."""
    kept = list(clauses)
    for at, clause in enumerate(clauses):
        for item in clause.items:
            player = item.event.player
            if item.why != LETHAL or item.event.value != 0 or player is None:
                continue
            later = [i for c in clauses[at + 1 :] for i in c.items if i.event.player == player]
            said = later[0].event if later else None
            if (
                said is not None
                and said.kind is EventKind.LIFE
                and later[0].why != LETHAL
                and said.delta is None
                and said.value is not None
                and said.value <= 0
            ):
                items = tuple(i for i in kept[at].items if i is not item)
                kept[at] = replace(kept[at], items=items)
    return [c for c, was in zip(kept, clauses, strict=True) if c.items or not was.items]


def gained_after(sentences: Sequence[Sentence], asker: str) -> SituationError | None:
    """A life total of 0 or less read as 0 ("I am at negative life", "takes lethal damage",
    kept in by Platinum Angel) and life that player gains in a later sentence: how far below 0
    they were decides where the gain leaves them ("I gain 3 life" from -1 is 2, from -5 is -2),
    and the words leave it open. Reading it as 0 was confidently wrong; refused, asking for the
    total. A total said again before the gain settles it."""
    for number, sentence in enumerate(sentences):
        for index, event in enumerate(sentence.events):
            if sentence.whys[index] != LETHAL or event.value != 0 or event.player is None:
                continue
            gained = _gained_later(sentences[number + 1 :], event.player)
            if gained is not None:
                who: str | Message = Message("you") if event.player == asker else event.player
                return SituationError(
                    Message(
                        "A life total of 0 or less, its amount not said ({who}), then {n} life "
                        "gained: whether the total ends above 0 turns on how far below 0 it was; "
                        'say it ("{example}").',
                        who=who,
                        n=gained,
                        example="I am at -2 life" if event.player == asker else "bob is at -2 life",
                    )
                )
    return None


def _gained_later(sentences: Sequence[Sentence], player: str) -> int | None:
    """The first life gained by `player` in these sentences, unless a total said comes first."""
    for sentence in sentences:
        for event in sentence.events:
            if event.kind is not EventKind.LIFE or event.player != player:
                continue
            if event.value is not None:
                return None
            if (event.delta or 0) > 0:
                return event.delta
    return None


def _gains(sentence: Sentence, index: int) -> list[int]:
    """The life gains in the sentence of the player whose life total is event `index`."""
    player = sentence.events[index].player
    return [
        other
        for other, gain in enumerate(sentence.events)
        if other != index
        and gain.kind is EventKind.LIFE
        and gain.player == player
        and gain.value is None
        and (gain.delta or 0) > 0
    ]


def _lethal_fact(
    sentences: list[Sentence], number: int, index: int, gains: list[int], asker: str
) -> Fact:
    sentence = sentences[number]
    player = sentence.events[index].player or ""
    gained = sum(sentence.events[other].delta or 0 for other in gains)

    def reading(life: int, why: str) -> list[Sentence]:
        kept = [i for i in range(len(sentence.events)) if i not in gains]
        events = [sentence.events[i] for i in kept]
        events[kept.index(index)] = replace(events[kept.index(index)], value=life)
        whys = [why if i == index else sentence.whys[i] for i in kept]
        sources = [sentence.sources[i] for i in kept]
        dealt = [sentence.dealt[i] for i in kept]
        made = replace(sentence, events=events, whys=whys, sources=sources, dealt=dealt)
        return [*sentences[:number], made, *sentences[number + 1 :]]

    def said(who: str | Message, far: bool) -> Message:
        if far:
            return Message("the damage took {who} {n} or more below 0", who=who, n=gained)
        return Message("the damage took {who} less than {n} below 0", who=who, n=gained)

    def asked(who: str | Message) -> Message:
        return Message(
            "Did the damage take {who} {n} or more below 0? The {n} life gained at the same "
            "time counts before the check (MTG CR 510.2, 704.3), so only then is it lethal.",
            who=who,
            n=gained,
        )

    you: str | Message = Message("you") if player == asker else player
    below = f"lethal damage {gained} below 0, then {gained} life gained: 0"
    above = f"lethal damage to exactly 0, then {gained} life gained"
    return Fact(
        asked(you).english(),
        asked(player),
        (
            OpenCase(said(you, True).english(), said(player, True), reading(0, below)),
            OpenCase(said(you, False).english(), said(player, False), reading(gained, above)),
        ),
    )
