"""Lethal damage with life gained at the same time, a fact the words leave open (open_facts):
how far below 0 the damage took the player, which decides whether the gain keeps them in. The
gain's amount may be unsaid too ("takes lethal combat damage and gains life from lifelink"):
the case then turns on whether the gain was more than how far the damage went below 0."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Final

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.phrase_events import LETHAL, player_in
from bot.core.rulings.phrase_values import Built, Clause, Item
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import EVERYONE, Reader, SituationError

# What the answer adds to life gained whose amount the words never say: read as 1 only as a
# mark; judged only beside lethal damage in the same moment (a case each side), else refused.
UNMEASURED_GAIN: Final = "life gained, its amount not said"


def unmeasured_gain(match: re.Match[str], reader: Reader) -> Built:
    """ "he gains life from lifelink": life gained with no amount said (marked UNMEASURED_GAIN)."""
    player = player_in(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    event = Event(EventKind.LIFE, player=player, delta=1)
    return Clause(match[0], (Item(event, why=UNMEASURED_GAIN, said=match[0]),))


def unmeasured_alone(sentences: Sequence[Sentence], asker: str) -> SituationError | None:
    """Life gained of an amount never said, with no lethal damage to that player beside it:
    where it leaves them turns on the amount; refused, asking for it."""
    for sentence in sentences:
        for index, why in enumerate(sentence.whys):
            if why != UNMEASURED_GAIN:
                continue
            player = sentence.events[index].player
            if not any(
                w == LETHAL and e.player == player and e.value == 0
                for e, w in zip(sentence.events, sentence.whys, strict=True)
            ):
                who: str | Message = Message("you") if player == asker else player or ""
                return SituationError(
                    Message(
                        "Life gained ({who}), its amount not said, with no lethal damage beside "
                        'it: say how much ("bob gains 3 life"), and ask again.',
                        who=who,
                    )
                )
    return None


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


def _reading(
    sentences: list[Sentence], number: int, index: int, gains: list[int], life: int, why: str
) -> list[Sentence]:
    """The sentences with the gains taken out and the player's lethal total set to `life`."""
    sentence = sentences[number]
    kept = [i for i in range(len(sentence.events)) if i not in gains]
    events = [sentence.events[i] for i in kept]
    events[kept.index(index)] = replace(events[kept.index(index)], value=life)
    whys = [why if i == index else sentence.whys[i] for i in kept]
    sources = [sentence.sources[i] for i in kept]
    dealt = [sentence.dealt[i] for i in kept]
    made = replace(sentence, events=events, whys=whys, sources=sources, dealt=dealt)
    return [*sentences[:number], made, *sentences[number + 1 :]]


Said = Callable[[str | Message, bool], Message]  # a case's condition: (who, lost there)
Asked = Callable[[str | Message], Message]  # the question that settles it


def _lethal_fact(
    sentences: list[Sentence], number: int, index: int, gains: list[int], asker: str
) -> Fact:
    """A case where the gain did not lift the player above 0 (lost) and one where it did
    (judged at the most the gain can leave, or at 1 where its amount is never said)."""
    sentence = sentences[number]
    player = sentence.events[index].player or ""
    you: str | Message = Message("you") if player == asker else player
    gained = sum(sentence.events[other].delta or 0 for other in gains)
    if any(sentence.whys[other] == UNMEASURED_GAIN for other in gains):
        said, asked = _unmeasured_words()
        below = "lethal damage, and life gained no more than how far below 0 it went: 0 or less"
        above = "lethal damage, and life gained more than how far below 0 it went: above 0"
        stays, highest = 1, 1 + _most_moved(sentences)  # any total above 0
    else:
        said, asked = _measured_words(gained)
        below = f"lethal damage {gained} below 0, then {gained} life gained: 0"
        above = f"lethal damage to exactly 0, then {gained} life gained"
        stays, highest = gained, 1  # 1 to the gain
    cases = (
        OpenCase(
            said(you, True).english(),
            said(player, True),
            _reading(sentences, number, index, gains, 0, below),
        ),
        OpenCase(
            said(you, False).english(),
            said(player, False),
            _reading(sentences, number, index, gains, stays, above),
            # what the words say after it must end alike wherever above 0 the gain left them
            ends=(_reading(sentences, number, index, gains, highest, above),),
        ),
    )
    return Fact(asked(you).english(), asked(player), cases)


def _most_moved(sentences: Sequence[Sentence]) -> int:
    """All the life the words could move, at most: every change, amount and total said."""
    return sum(
        abs(e.delta or 0) + abs(e.amount or 0) + abs(e.value or 0)
        for sentence in sentences
        for e in sentence.events
    )


def _measured_words(gained: int) -> tuple[Said, Asked]:
    def said(who: str | Message, lost: bool) -> Message:
        if lost:
            return Message("the damage took {who} {n} or more below 0", who=who, n=gained)
        return Message("the damage took {who} less than {n} below 0", who=who, n=gained)

    def asked(who: str | Message) -> Message:
        return Message(
            "Did the damage take {who} {n} or more below 0? The {n} life gained at the same "
            "time counts before the check (MTG CR 510.2, 704.3), so only then is it lethal.",
            who=who,
            n=gained,
        )

    return said, asked


def _unmeasured_words() -> tuple[Said, Asked]:
    """Lethal damage and life gained with it, neither amount said: the player stays in only
    if the gain was more than how far below 0 the damage took them."""

    def said(who: str | Message, lost: bool) -> Message:
        if lost:
            return Message(
                "the life {who} gained was no more than how far the damage took {who} below 0",
                who=who,
            )
        return Message(
            "the life {who} gained was more than how far the damage took {who} below 0",
            who=who,
        )

    def asked(who: str | Message) -> Message:
        return Message(
            "Was the life {who} gained more than how far the damage took {who} below 0? Life "
            "gained with the damage counts before the check (MTG CR 510.2, 704.3).",
            who=who,
        )

    return said, asked
