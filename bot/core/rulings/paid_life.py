"""Life paid again and again until it can't be ("my opponent pays 2 life for each activation
of Trespassing Souleater until he cannot"), a fact the words may leave open (open_facts).

A player can't pay more life than they have (MTG CR 119.4), so paying N life at a time stops
with what is left of their total below N: at 0 from a multiple of N (a loss at the next
check, 704.5a), else at the remainder, still playing. With their total said outright before
it, the words settle it; never said, the answer depends on the total's remainder, one case
per remainder. The payments are read only as the last thing said, alone in their sentence,
beside no card that acts on life; anything else asks the one question, the total."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_model import Kind
from bot.core.rulings.open_facts import Fact, OpenCase, life_said
from bot.core.rulings.phrase_events import PAID_DOWN
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import EVERYONE, Entity, Refusal, SituationError

# The most life paid at a time that is split into a case per remainder.
_MOST_CASES = 5


def paying_down(sentences: Sequence[Sentence]) -> bool:
    """Whether the words say life paid again and again until it can't be."""
    return any(why == PAID_DOWN for sentence in sentences for why in sentence.whys)


def paid_down(sentences: Sequence[Sentence], entities: Sequence[Entity], asker: str) -> Fact | None:
    """The life total the payments leave, said or open (see the module); None when the words
    say no such payments."""
    found = [
        (number, index)
        for number, sentence in enumerate(sentences)
        for index, why in enumerate(sentence.whys)
        if why == PAID_DOWN
    ]
    if not found:
        return None
    number, index = found[0]
    sentence = sentences[number]
    event = sentence.events[index]
    player = event.player or ""
    step = -(event.delta or 0)
    who = None if player == asker else player  # None: the asker, said as "you"
    acting = any(
        effect.kind is not Kind.ENDS_NOTHING
        for entity in entities
        if entity.card is not None
        for effect in entity.card.effects
    )
    if len(found) > 1 or number != len(sentences) - 1 or len(sentence.events) != 1 or acting:
        raise unsettled(who, step)
    life = life_said(sentences[:number], player, changed=False)  # a total said outright
    if life is None and _moved(sentences[:number], player):
        raise unsettled(who, step)  # a total changed, never said: never guessed

    def reading(left: int, why: Message) -> list[Sentence]:
        made = Event(EventKind.LIFE, player=player, value=left)
        paid = replace(sentence, events=[made], whys=[why])
        return [*sentences[:number], paid]

    if life is not None:
        left = life if life <= 0 else life % step
        why = Message(
            "{step} life paid at a time from {life} until it could not be: {left} left",
            step=step,
            life=life,
            left=left,
        )
        return _settled(who, step, reading(left, why))
    if step == 1:  # every total is a multiple of 1
        return _settled(
            who, step, reading(0, Message("1 life paid at a time until none was left: 0"))
        )
    if step > _MOST_CASES:
        raise unsettled(who, step)
    cases = []
    for left in range(step):
        why = Message(
            "{step} life paid at a time until it could not be: {left} left", step=step, left=left
        )
        said = _remainder(who, step, left)
        cases.append(OpenCase(said.english(), said, reading(left, why)))
    asked = _question(who, step)
    return Fact(asked.english(), asked, tuple(cases))


def _settled(who: str | None, step: int, sentences: list[Sentence]) -> Fact:
    said = _remainder(who, step, 0)
    return Fact("", _question(who, step), (OpenCase(said.english(), said, sentences),))


def _moved(sentences: Sequence[Sentence], player: str) -> bool:
    """Whether an event before changes the player's life total."""
    return any(
        event.player in (player, EVERYONE)
        and event.kind in (EventKind.LIFE, EventKind.COMMANDER_DAMAGE)
        for sentence in sentences
        for event in sentence.events
    )


def unsettled_in(sentences: Sequence[Sentence], asker: str) -> SituationError:
    """The question, for the first payments the words say (read several ways: never judged
    as one payment)."""
    event = next(
        e
        for sentence in sentences
        for e, why in zip(sentence.events, sentence.whys, strict=True)
        if why == PAID_DOWN
    )
    player = event.player or ""
    return unsettled(None if player == asker else player, -(event.delta or 0))


def unsettled(who: str | None, step: int) -> SituationError:
    """The payments where the words do not settle what they leave: the question."""
    return SituationError(_question(who, step), kind=Refusal.DEPENDS_TWICE)


def _question(who: str | None, step: int) -> Message:
    if who is None:
        return Message(
            "What life total did you have before paying? Life can't be paid beyond what a "
            "player has (MTG CR 119.4): paying {n} at a time ends at 0 only from a multiple of "
            "{n}.",
            n=step,
        )
    return Message(
        "What life total did {who} have before paying? Life can't be paid beyond what a "
        "player has (MTG CR 119.4): paying {n} at a time ends at 0 only from a multiple of {n}.",
        who=who,
        n=step,
    )


def _remainder(who: str | None, step: int, left: int) -> Message:
    """The case of a total `left` more than a multiple of `step` (who None: the asker)."""
    if who is None:
        if step == 2:
            if left == 0:
                return Message("you had an even life total")
            return Message("you had an odd life total")
        if left == 0:
            return Message("you had a life total that is a multiple of {n}", n=step)
        return Message("you had a life total {left} more than a multiple of {n}", left=left, n=step)
    if step == 2:
        if left == 0:
            return Message("{who} had an even life total", who=who)
        return Message("{who} had an odd life total", who=who)
    if left == 0:
        return Message("{who} had a life total that is a multiple of {n}", who=who, n=step)
    return Message(
        "{who} had a life total {left} more than a multiple of {n}", who=who, left=left, n=step
    )
