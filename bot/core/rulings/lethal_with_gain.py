"""Lethal damage with life gained at the same time, a fact the words leave open (open_facts):
how far below 0 the damage took the player, which decides whether the gain keeps them in."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.phrase_events import LETHAL
from bot.core.rulings.situation_values import Sentence


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
