"""A card on the battlefield with nobody said to control it, a fact the words leave open
(open_facts): a case per player it may be controlled by."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings import replaced_draws
from bot.core.rulings.card_lasting import lasting
from bot.core.rulings.card_model import Kind, ReplacesDraw
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.told import listed
from bot.core.rulings.words import Entity

_MOST_OWNERS = 3  # players a card's controller is asked among at most (2 or 3 cases)


# What a card held beside events it has no part in may do, for a case per controller: keep its
# controller in, or its opponents from winning, or replace its controller's loss (Platinum
# Angel, Exquisite Archangel, Lich's Mirror). Its own triggers on a total (Transcendence), a
# life floor (Angel's Grace), damage as poison (Phyrexian Unlife): refused, as before.
_BESIDE = frozenset({Kind.CANT_LOSE, Kind.CANT_WIN, Kind.REPLACES_LOSS})


def whose_card(
    sentences: Sequence[Sentence],
    players: Sequence[str],
    asker: str,
    entities: Sequence[Entity] = (),
) -> Fact | None:
    """A card said to be on the battlefield with nobody said to control it ("Platinum Angel
    is on the battlefield"), whose effects the engine follows: what it does turns on whose it
    is, so a case per player (two or three) with its effects begun under them."""
    if not 2 <= len(players) <= _MOST_OWNERS:
        return None
    for number, sentence in enumerate(sentences):
        for source in sentence.held:
            if source.controller is not None or source.owner is not None or len(source.cards) != 1:
                continue
            if sentence.events and any(s is source for s in sentence.sources):
                continue  # it acts in the sentence: not only held
            (card,) = source.cards
            if _more_than_one(sentence.text, source, card.name, entities):
                continue  # "Exquisite Archangels are on the battlefield": one each, or both?
            if sentence.events:
                if all(e.kind in _BESIDE for e in card.effects) and lasting(card, players[0]):
                    return _held_beside(sentences, number, source, players, asker)
                continue
            if not lasting(card, players[0]):
                chosen = _whose_replacement(sentences, number, source, players, asker)
                if chosen is not None:
                    return chosen
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


def _more_than_one(text: str, source: Source, name: str, entities: Sequence[Entity]) -> bool:
    """Whether the words say more than one of the card ("Exquisite Archangels", as the text
    wrote it, or "two Platinum Angels"): whose each is, one player's or one each, is more than a
    case per player."""
    key = name.casefold().rstrip("s")
    if any(
        e.name == name and len(e.written) > len(name) and e.written.casefold().rstrip("s") == key
        for e in entities
    ):
        return True
    named = "|".join(re.escape(n) for n in dict.fromkeys((source.text, name)) if n)
    return re.search(rf"\b{NUMBER}\s++(?:{named})", text, re.IGNORECASE) is not None


def _held_beside(
    sentences: Sequence[Sentence], number: int, source: Source, players: Sequence[str], asker: str
) -> Fact:
    """A card said held, nobody said to control it, in a sentence that tells events it has no
    part in (a title of one card: "[All About Exquisite Archangel: both players are at 13 life
    when ...]"): a case per player it may be controlled by, the card held under them (its
    effects begun) as a report of its own before the sentence's events."""
    (card,) = source.cards
    sentence = sentences[number]
    rest = replace(sentence, held=tuple(s for s in sentence.held if s is not source))
    cases = []
    for player in players:
        mine = replace(source, controller=player)
        begins = lasting(card, player)
        held = Sentence(f"{card.name} is on the battlefield", begins, [mine] * len(begins),
                        [None] * len(begins), [False] * len(begins), held=(mine,))  # fmt: skip
        said = Message("{who} controlled {card}", card=card.name, who=player)
        you = Message("you") if player == asker else player
        english = Message("{who} controlled {card}", card=card.name, who=you).english()
        told = [*sentences[:number], held, rest, *sentences[number + 1 :]]
        cases.append(OpenCase(english, said, told))
    asked = Message("Who controlled {card}? What it does turns on whose it is.", card=card.name)
    return Fact(asked.english(), asked, tuple(cases))


def _whose_replacement(
    sentences: Sequence[Sentence], number: int, source: Source, players: Sequence[str], asker: str
) -> Fact | None:
    """A card whose one effect the engine leaves to its controller's choice, a draw replaced
    by choice (Parallel Thoughts, Abundance: replaced_draws.py), said on the battlefield with
    nobody said to control it ("Is it impossible to lose to decking with a Parallel Thoughts in
    play?"): a case per player it may be controlled by, and, where that player is the one said
    to draw, a case each way of their choice."""
    (card,) = source.cards
    if not all(isinstance(e, ReplacesDraw) and e.optional for e in card.effects):
        return None
    if not any(e.kind is EventKind.DECK_OUT for s in sentences for e in s.events):
        return None  # no draw it may replace: it does nothing here
    sentence = sentences[number]
    cases: list[OpenCase] = []
    for player in players:
        mine = replace(source, controller=player)
        held = tuple(mine if s is source else s for s in sentence.held)
        told = [*sentences[:number], replace(sentence, held=held), *sentences[number + 1 :]]
        said = Message("{who} controlled {card}", card=card.name, who=player)
        you = Message("you") if player == asker else player
        english = Message("{who} controlled {card}", card=card.name, who=you).english()
        chosen = replaced_draws.chosen_draw(told, asker)
        if chosen is None:  # no draw of its controller's: the replacement is not used
            unused = [replace(s, declined=(*s.declined, card.name)) for s in told[number:]]
            cases.append(OpenCase(english, said, [*told[:number], *unused]))
            continue
        cases.extend(
            replace(case, condition=f"{english}; {case.condition}", said=listed([said, case.said]))
            for case in chosen.cases
        )
    asked = Message("Who controlled {card}? What it does turns on whose it is.", card=card.name)
    return Fact(asked.english(), asked, tuple(cases))
