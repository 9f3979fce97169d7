"""How far a "can't lose" effect said in words reaches, a fact the words leave open
(open_facts): whether it also says its controller's opponents can't win."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import Affects, EffectOutcome, EventKind, Lasting
from bot.core.rulings.card_model import (
    EndsGame,
)
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.outcome_effects import cant_lose_said
from bot.core.rulings.situation_values import Sentence


def cant_lose_reach(sentences: Sequence[Sentence], asker: str) -> Fact | None:
    """ "an effect says alice can't lose the game" (`outcome_effects.cant_lose_said`), beside a win
    of another player's: an effect that only keeps alice in does not stop that win (MTG CR
    104.2b), while one that also says her opponents can't win (Platinum Angel, Angel's Grace)
    does. Which it is the words leave open: a case for each, the second with the opponents'
    "can't win" begun beside it."""
    if not _a_win_may_come(sentences):
        return None
    for number, sentence in enumerate(sentences):
        for index, event in enumerate(sentence.events):
            if event != cant_lose_said(event.controller or ""):
                continue
            player = event.controller or ""
            also = replace(event, lasting=Lasting.CANT_WIN, applies_to=Affects.OPPONENTS)
            made = replace(
                sentence,
                events=[*sentence.events[: index + 1], also, *sentence.events[index + 1 :]],
                sources=[*sentence.sources[: index + 1], None, *sentence.sources[index + 1 :]],
                whys=[*sentence.whys[: index + 1], None, *sentence.whys[index + 1 :]],
                dealt=[*sentence.dealt[: index + 1], False, *sentence.dealt[index + 1 :]],
            )
            return _reach(list(sentences), number, made, player, asker)
    return None


def _a_win_may_come(sentences: Sequence[Sentence]) -> bool:
    """A win the words say (an effect's, Laboratory Maniac's instead of a draw), or one a card
    named may bring (Thassa's Oracle entering)."""
    events = [e for sentence in sentences for e in sentence.events]
    return (
        any(e.kind is EventKind.EFFECT and e.outcome is EffectOutcome.WIN for e in events)
        or any(e.lasting is Lasting.WIN_INSTEAD for e in events)
        or any(
            isinstance(effect, EndsGame) and effect.outcome is EffectOutcome.WIN
            for sentence in sentences
            for source in sentence.held
            for card in source.cards
            for effect in card.effects
        )
    )


def _reach(sentences: list[Sentence], number: int, made: Sentence, player: str, asker: str) -> Fact:
    def only(who: str | Message) -> Message:
        return Message("the effect only says {who} can't lose the game", who=who)

    also = Message("the effect also says its controller's opponents can't win the game")

    def asked(who: str | Message) -> Message:
        return Message(
            "Does the effect that says {who} can't lose the game also say its controller's "
            "opponents can't win it, as Platinum Angel and Angel's Grace do? One that only "
            "keeps a player in does not stop another player's win (MTG CR 104.2b).",
            who=who,
        )

    you: str | Message = Message("you") if player == asker else player
    return Fact(
        asked(you).english(),
        asked(player),
        (
            OpenCase(only(you).english(), only(player), sentences),
            OpenCase(also.english(), also, [*sentences[:number], made, *sentences[number + 1 :]]),
        ),
    )
