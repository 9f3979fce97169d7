"""A card on the battlefield with nobody said to control it, a fact the words leave open
(open_facts): a case per player it may be controlled by."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rulings.card_lasting import lasting
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.situation_values import Sentence

_MOST_OWNERS = 3  # players a card's controller is asked among at most (2 or 3 cases)


def whose_card(sentences: Sequence[Sentence], players: Sequence[str], asker: str) -> Fact | None:
    """A card said to be on the battlefield with nobody said to control it ("Platinum Angel
    is on the battlefield"), whose effects the engine follows: what it does turns on whose it
    is, so a case per player (two or three) with its effects begun under them."""
    if not 2 <= len(players) <= _MOST_OWNERS:
        return None
    for number, sentence in enumerate(sentences):
        if sentence.events:
            continue
        for source in sentence.held:
            if source.controller is not None or source.owner is not None or len(source.cards) != 1:
                continue
            (card,) = source.cards
            if not lasting(card, players[0]):
                continue
            cases = []
            for player in players:
                mine = replace(source, controller=player)
                begins = lasting(card, player)
                held = tuple(mine if s is source else s for s in sentence.held)
                made = replace(sentence, events=begins, sources=[mine] * len(begins),
                               whys=[None] * len(begins), dealt=[False] * len(begins),
                               held=held)  # fmt: skip
                said = Message("{who} controlled {card}", card=card.name, who=player)
                you = Message("you") if player == asker else player
                english = Message("{who} controlled {card}", card=card.name, who=you).english()
                cases.append(
                    OpenCase(english, said, [*sentences[:number], made, *sentences[number + 1 :]])
                )
            asked = Message("Who controlled {card}? What it does turns on whose it is.",
                            card=card.name)  # fmt: skip
            return Fact(asked.english(), asked, tuple(cases))
    return None
