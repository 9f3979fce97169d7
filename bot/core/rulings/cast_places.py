"""Where a spell was cast from, a fact the words leave open (open_facts): Approach of the
Second Sun cast again after an earlier one of its caster's, its place unsaid ("I cast Approach
of the Second Sun and it is countered. Then I cast another one and it resolves"). Cast from
their hand it wins them the game as it resolves (MTG CR 104.2b); from anywhere else (a
graveyard with flashback, cascade, exile) it does not: its caster gains 7 life and the game goes
on. The reader keeps its win with the condition (`Event.another_cast`, second_casts.py), which
the engine refuses as it is; a case each, the engine judging both. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.situation_values import Sentence

# What the other branch gains its caster as it resolves: 7 life (the card's own number).
GAINED = 7


def unsaid_place(sentences: Sequence[Sentence], asker: str) -> Fact | None:
    """The first spell whose win needs it cast from its caster's hand, the words not saying
    where it was cast from: a case from the hand (it wins), a case from elsewhere (7 life)."""
    for number, sentence in enumerate(sentences):
        for index, event in enumerate(sentence.events):
            name = event.another_cast
            if name is None or event.player is None:
                continue
            events = list(sentence.events)
            events[index] = replace(event, another_cast=None)
            won = replace(sentence, events=events)
            gained = list(sentence.events)
            gained[index] = Event(EventKind.LIFE, player=event.player, delta=GAINED)
            lost = replace(sentence, events=gained)
            yours = event.player == asker
            hand = (
                Message("you cast that {card} from your hand", card=name)
                if yours
                else Message(
                    "{player} cast that {card} from their hand", player=event.player, card=name
                )
            )
            elsewhere = (
                Message(
                    "you cast that {card} from anywhere but your hand (flashback, cascade, "
                    "exile, a library)",
                    card=name,
                )
                if yours
                else Message(
                    "{player} cast that {card} from anywhere but their hand (flashback, "
                    "cascade, exile, a library)",
                    player=event.player,
                    card=name,
                )
            )
            asked = (
                Message(
                    "Was that {card} cast from your hand? Only one cast from its caster's hand "
                    "wins (MTG CR 104.2b).",
                    card=name,
                )
                if yours
                else Message(
                    "Was that {card} cast from {player}'s hand? Only one cast from its caster's "
                    "hand wins (MTG CR 104.2b).",
                    player=event.player,
                    card=name,
                )
            )
            before, after = list(sentences[:number]), list(sentences[number + 1 :])
            cases = (
                OpenCase(hand.english(), hand, [*before, won, *after]),
                OpenCase(elsewhere.english(), elsewhere, [*before, lost, *after]),
            )
            return Fact(asked.english(), asked, cases)
    return None
