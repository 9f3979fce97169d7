"""A draw from an empty library its player may replace by choice, a fact the words leave open
(open_facts): a case where they used the replacement and one where they drew."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings import counts
from bot.core.rulings.card_model import ReplacesDraw, StateLoss, Who
from bot.core.rulings.card_values import Card
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import LIFE


def chosen_draw(sentences: Sequence[Sentence], asker: str) -> Fact | None:
    """A player said to draw from an empty library who controls a card that lets them replace
    their draws by choice, or only under a condition the words need not say (Archmage
    Ascension: "may", with six quest counters): whether they used it is theirs to choose,
    and so is the order of two replacements of one draw (MTG CR 616.1; Laboratory Maniac's
    win is one). A case where they used it (no card is drawn, MTG CR 614.1a, 121.6) and one
    where they drew as the words say."""
    held: list[tuple[str, Card, ReplacesDraw]] = []
    for number, sentence in enumerate(sentences):
        for source in sentence.held:
            if source.controller is None:
                continue
            held.extend(
                (source.controller, card, effect)
                for card in source.cards
                for effect in card.effects
                if isinstance(effect, ReplacesDraw)
                and effect.who is Who.CONTROLLER
                and (effect.optional or effect.condition is not None)
            )
        for index, event in enumerate(sentence.events):
            if event.kind is not EventKind.DECK_OUT or event.player is None:
                continue
            mine = [(card, effect) for who, card, effect in held if who == event.player]
            if len(mine) == 1:
                ((card, effect),) = mine
                if _count_told(effect, sentences):
                    return None  # Words of War's 2 damage beside a life told: unsure, refused
                check = effect.condition.check if effect.condition else None
                told = [s.text for s in sentences[: number + 1]]
                usable = None if check is None else counts.holds(check, told, event.player, asker)
                fact = _draw_fact(list(sentences), number, index, card, asker)
                if usable is False:  # the counts told rule it out: the draw is as said
                    return Fact("", fact.asked, fact.cases[1:])
                return fact
    return None


_LIFE_TOLD = re.compile(rf"\b{LIFE}\b", re.IGNORECASE)


def _count_told(effect: ReplacesDraw, sentences: Sequence[Sentence]) -> bool:
    """Whether what `effect` does instead changes a count (a life total) the words tell."""
    return StateLoss.LIFE in {StateLoss(c) for c in effect.changes} and any(
        _LIFE_TOLD.search(sentence.text) for sentence in sentences
    )


def _draw_fact(
    sentences: list[Sentence],
    number: int,
    index: int,
    card: Card,
    asker: str,
) -> Fact:
    sentence = sentences[number]
    player = sentence.events[index].player or ""
    kept = [i for i in range(len(sentence.events)) if i != index]
    replaced = sentence.only(kept)
    drew = replace(sentence, declined=(*sentence.declined, card.name))
    yours = player == asker
    used = (
        Message("you used {card} instead of drawing", card=card.name)
        if yours
        else Message("{player} used {card} instead of drawing", player=player, card=card.name)
    )
    not_used = (
        Message("you drew without using {card}", card=card.name)
        if yours
        else Message("{player} drew without using {card}", player=player, card=card.name)
    )
    asked = (
        Message(
            "Did you use {card} instead of drawing? It is your choice, as is the order of two "
            "replacements of one draw (MTG CR 616.1).",
            card=card.name,
        )
        if yours
        else Message(
            "Did {player} use {card} instead of drawing? It is their choice, as is the order "
            "of two replacements of one draw (MTG CR 616.1).",
            player=player,
            card=card.name,
        )
    )
    cases = (
        OpenCase(
            used.english(),
            used,
            [*sentences[:number], replaced, *sentences[number + 1 :]],
            untriggered=True,
        ),
        OpenCase(
            not_used.english(), not_used, [*sentences[:number], drew, *sentences[number + 1 :]]
        ),
    )
    return Fact(asked.english(), asked, cases)
