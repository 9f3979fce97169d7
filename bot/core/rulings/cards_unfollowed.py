"""Cards whose effects the engine does not follow as the words tell them, refused before a
reading is played (judging.py): an exchange of control of creatures beside a card with lasting
effects, a death told beside a card whose trigger on a death the engine does not follow, a
card whose replacement of a loss draws beside a library said, and a card that changed hands
beside a player leaving a game that goes on.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import EventKind, Standing
from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.cards import ReplacesLoss
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.situation_values import Sentence, Situation


def exchanged_creature(situation: Situation, sentences: list[Sentence]) -> None:
    """Refuse an exchange of control of creatures (Reins of Power) beside a card whose lasting
    effects the engine follows: the exchange may give it to the other player (card data does
    not say of every card whether it is a creature), and whose it is decides the game ("I play
    Reins of Power on my opponent while he controls Platinum Angel. He is at 0 life." kept him
    in: once it resolves the Angel is its caster's)."""
    if not any(s.exchanges for s in sentences):
        return
    cards = {e.card.name: e.card for e in situation.entities if e.card is not None}
    for sentence in sentences:
        for event in sentence.events:
            card = cards.get(event.source or "")
            if event.kind is EventKind.EFFECT_BEGINS and card is not None:
                raise cannot_judge(card)


_DIES = re.compile(rf"\b{one_of(WORDS.wording_dies)}\b", re.IGNORECASE)
# "His creature dies", "I sacrificed it", "he killed it", "Bob destroys Zulaport Cutthroat": a
# death told (a creature sacrificed, destroyed or killed dies, 700.4)
_DEATH_TOLD = re.compile(
    rf"(?<![\w']){one_of((*WORDS.dies_words, *WORDS.killing_verbs, *WORDS.killing_slang))}"
    r"(?![\w'])",
    re.IGNORECASE,
)
_BOARD_ONLY = frozenset({EventKind.EFFECT_BEGINS, EventKind.EFFECT_ENDS})


def death_trigger_unfollowed(sentences: list[Sentence]) -> None:
    """Refuse a death told beside a card held whose trigger on a death the engine does not
    follow (its wording says "dies", its data an effect on an event: Blood Artist, Zulaport
    Cutthroat), with nothing said to happen from it on ("I'm at 1 life. My opponent controls
    Zulaport Cutthroat. His creature dies." was "nobody has won or lost yet": each opponent
    loses 1 life). A creature sacrificed, destroyed or killed dies too ("I control Blood
    Artist. I sacrifice it.", "I made a zombie and he killed it.")."""
    died = next((n for n, s in enumerate(sentences) if _DEATH_TOLD.search(s.text)), None)
    if died is None:
        return
    if any(
        e.kind not in _BOARD_ONLY and e.value is None for s in sentences[died:] for e in s.events
    ):
        return  # what happened then is told
    for sentence in sentences[: died + 1]:
        for card in (card for source in sentence.held for card in source.cards):
            on_an_event = any(getattr(e, "moment", None) is CardMoment.EVENT for e in card.effects)
            if on_an_event and _DIES.search(card.wording):
                raise cannot_judge(card)


# "my library is empty", "3 cards in my deck": a library said
_LIBRARY = re.compile(rf"\b{one_of(WORDS.library_words)}\b", re.IGNORECASE)


def replacement_draws_beside_a_library(sentences: list[Sentence]) -> None:
    """Refuse a card held whose replacement of a loss draws cards (Stunning Reversal, Lich's
    Mirror: seven), beside a library said: the engine plays the replacement without its draw,
    and a draw from a library with fewer cards loses (704.5b) ("My library is empty. I cast
    Stunning Reversal. I'm at 3 life and I take 5 damage." was 'nobody has won or lost yet')."""
    if not any(_LIBRARY.search(sentence.text) for sentence in sentences):
        return
    for sentence in sentences:
        for card in (card for source in sentence.held for card in source.cards):
            if any(isinstance(e, ReplacesLoss) and e.draws for e in card.effects):
                raise cannot_judge(card)


def changed_hands(sentence: Sentence, taken: dict[str, tuple[str | None, str | None]]) -> None:
    """Remember the cards whose effects the sentence gives a player who took control of them
    ("bob gains control of alice's Platinum Angel"): card -> (owner if said, new controller)."""
    ended = {e.source for e in sentence.events if e.kind is EventKind.EFFECT_ENDS}
    for event in sentence.events:
        if event.kind is EventKind.EFFECT_BEGINS and (event.owner or event.source in ended):
            taken[event.source or ""] = (event.owner, event.controller)


def taken_and_left(
    situation: Situation,
    before: GameState,
    after: GameState,
    taken: Mapping[str, tuple[str | None, str | None]],
) -> None:
    """Refuse a player leaving a game that goes on (more than two played) after a card changed
    hands, unless they are its owner said (the engine takes it along, 800.4a): the one who took
    it leaving gives it back to its owner, and an owner unsaid may be the one who left. Either
    way whose it is then decides the game ("bob steals alice's Platinum Angel. bob concedes.
    alice is at 0 life." had alice lose: the Angel was hers again)."""
    playing = [p for p, s in before.standings.items() if s is Standing.PLAYING]
    left = {p for p in playing if after.standings.get(p) is not Standing.PLAYING}
    if not left or len(playing) <= 2:
        return
    cards = {e.card.name: e.card for e in situation.entities if e.card is not None}
    for name, (owner, controller) in taken.items():
        card = cards.get(name)
        if card is not None and (owner is None or controller in left):
            raise cannot_judge(card)
