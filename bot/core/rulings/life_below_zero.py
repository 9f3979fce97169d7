"""A life total on either side of 0 that the words never say, a fact they leave open
(open_facts): an effect that treats damage otherwise at 0 or less life (Phyrexian Unlife)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind, Lasting
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import Refusal, SituationError

# The lowest total the case "at 0 or less" is judged at besides 0, so that both ends agree.
_FAR_BELOW = -1000


def sign_of_life(
    sentences: Sequence[Sentence], unsaid: Mapping[str, int], everyone: str, asker: str
) -> Fact | None:
    """A player an effect treats differently at 0 or less life (damage dealt to them is poison
    counters: Phyrexian Unlife, MTG CR 702.90b), whose life total the words never say
    (`unsaid`: each such player, as the words name them, and the game's starting total), who
    is dealt damage and gains no life: whether they were at 0 or less or above 0 before the
    situation is open, and the damage does something else in each. Each case is judged at
    both its ends (0 and far below; the starting total and 1), which must end alike: with no
    life gained, their life only falls, and the damage turns to poison sooner the lower it
    starts."""
    for number, sentence in enumerate(sentences):
        for event in sentence.events:
            holder = event.controller
            if event.lasting is not Lasting.DAMAGE_AS_POISON or holder is None:
                continue
            start = unsaid.get(holder.casefold())
            if start is None:
                continue
            if _loses_life(sentences[: number + 1], holder.casefold(), everyone):
                # damage with the card said to be there: whether it is poison turns on a total
                # the words never say, and the engine follows the card from the next moment on
                raise _totals_unsaid(Message("you") if holder == asker else holder)
            if not _dealt_no_gain(sentences, number, holder, everyone):
                continue
            others = [name for name in unsaid if name != holder.casefold()]
            if any(_loses_life(sentences, other, everyone) for other in others):
                raise _totals_unsaid(Message("every player"))
            board = _held_first(list(sentences), number)
            return _sign_fact(board, holder, event.source or "", start, asker)
    return None


def _held_first(sentences: list[Sentence], number: int) -> list[Sentence]:
    """The reports with the one that holds the card (`number`) first, where every report
    before it only says cards held ("I control Exquisite Blood. My opponent controls
    Phyrexian Unlife."): the board, told in any order, was there before the damage the case
    supposes a total "before": the total is supposed with the card in play, never judged
    between the sentences that tell the board."""
    if all(
        sentence.events and all(e.kind is EventKind.EFFECT_BEGINS for e in sentence.events)
        for sentence in sentences[: number + 1]
    ):
        return [sentences[number], *sentences[:number], *sentences[number + 1 :]]
    return sentences


def _totals_unsaid(names: str | Message) -> SituationError:
    return SituationError(
        Message(
            "The outcome turns on the life totals of {names} before this, which the words do "
            'not say. Say them ("alice is at 3 life"), and ask again.',
            names=names,
        ),
        kind=Refusal.DEPENDS_TWICE,
    )


def _loses_life(sentences: Sequence[Sentence], player: str, everyone: str) -> bool:
    """Whether the words take life from `player` (their total, never said, then matters)."""
    return any(
        event.player is not None
        and event.player.casefold() in (player, everyone)
        and (event.kind is EventKind.COMMANDER_DAMAGE or (event.delta or 0) < 0)
        for sentence in sentences
        for event in sentence.events
    )


def _dealt_no_gain(sentences: Sequence[Sentence], begun: int, player: str, everyone: str) -> bool:
    """Whether the words deal `player` damage once the effect is in force (after sentence
    `begun`, where it begins) and give them no life; and no damage or life lost before it."""
    dealt = False
    for number, sentence in enumerate(sentences):
        for event, by_damage in zip(sentence.events, sentence.dealt, strict=True):
            if event.player not in (player, everyone) or event.kind is not EventKind.LIFE:
                continue
            if (event.delta or 0) > 0 or (number <= begun and (event.delta or 0) < 0):
                return False
            dealt = dealt or by_damage
    return dealt


def _sign_fact(
    sentences_of: list[Sentence], holder: str, card: str, start: int, asker: str
) -> Fact:
    yours = holder == asker
    below = (
        Message("you were at 0 or less life")
        if yours
        else Message("{player} was at 0 or less life", player=holder)
    )
    above = (
        Message("you were above 0 life")
        if yours
        else Message("{player} was above 0 life", player=holder)
    )
    asked = (
        Message(
            "Were you at 0 or less life before this? {card} turns the damage dealt to you into "
            "poison counters only then (MTG CR 702.90b).",
            card=card,
        )
        if yours
        else Message(
            "Was {player} at 0 or less life before this? {card} turns the damage dealt to them "
            "into poison counters only then (MTG CR 702.90b).",
            player=holder,
            card=card,
        )
    )
    cases = (
        OpenCase(below.english(), below, sentences_of, lives=({holder: 0}, {holder: _FAR_BELOW})),
        OpenCase(above.english(), above, sentences_of, lives=({holder: start}, {holder: 1})),
    )
    return Fact(asked.english(), asked, cases)
