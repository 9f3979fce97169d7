"""A life total said only as a bound, a fact the words leave open (open_facts): "I'm at 3 or
less" is any total from 1 to 3. Read as its bound (phrase_events.AT_MOST) and judged again at
1: when both end alike, so does every total between (life moves by the same amounts from each),
and the words settle it; when they do not, the total is asked for."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.phrase_events import AT_MOST
from bot.core.rulings.situation_values import Sentence


def at_most(sentences: Sequence[Sentence], asker: str) -> Fact | None:
    """The first total said as "N or less": one case, the words as read (at N), that must end
    as the same words at 1 (`OpenCase.ends`)."""
    for number, sentence in enumerate(sentences):
        for index, event in enumerate(sentence.events):
            why = sentence.whys[index]
            if not isinstance(why, Message) or why.msgid != AT_MOST or event.value is None:
                continue
            events = list(sentence.events)
            events[index] = replace(event, value=1)
            lowest = [
                *sentences[:number],
                replace(sentence, events=events),
                *sentences[number + 1 :],
            ]
            player = event.player or ""
            who: str | Message = Message("you") if player == asker else player
            asked = Message(
                "The outcome turns on the life total said as {n} or less ({who}): say it "
                '("{example}").',
                who=who,
                n=event.value,
                example=f"at {event.value} life",
            )
            case = OpenCase(asked.english(), asked, list(sentences), ends=(lowest,))
            return Fact(asked.english(), asked, (case,))
    return None
