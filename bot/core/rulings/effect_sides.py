"""An effect said to decide the game, from a card Arbiter knows that can end the game only in
its controller's favour, said for the wrong side ("I control Angel of Destiny. At the beginning
of my end step Angel of Destiny says I lose", "my Felidar Sovereign says my opponent wins"):
refused with the card named, never judged as said (it was "you lose", a loss the card can never
bring: Angel of Destiny makes only players it attacked lose, MTG CR 506.2, Felidar Sovereign
only its controller win; Laboratory Maniac and Jace, Wielder of Mysteries make only their
controller win, instead of a draw from an empty library, 614.1a). Said for its own side where its
controller's life total said before fails the card's condition ("I am at 10 life. Felidar
Sovereign says I win"): refused too. Pure: no I/O."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from bot.core.messages import N_
from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind
from bot.core.rulings import counts
from bot.core.rulings.card_checks import card_refusal
from bot.core.rulings.card_model import Change, ChangesStateLoss, EndsGame, Measure, Who
from bot.core.rulings.card_values import Card, name_words
from bot.core.rulings.chat_words import WORDS
from bot.core.rulings.open_facts import life_said
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import EVERYONE

# Whom a card's loss reaches that is never its controller.
_OTHERS = frozenset({Who.TARGET_OPPONENT, Who.OPPONENTS, Who.ATTACKED_PLAYER})


def _wins_instead(card: Card) -> bool:
    """Whether the card makes its controller win instead of drawing from an empty library."""
    return any(
        isinstance(e, ChangesStateLoss)
        and e.change is Change.WIN_INSTEAD
        and e.who is Who.CONTROLLER
        for e in card.effects
    )


def _for_its_controller(card: Card) -> bool:
    """Whether each of the card's ways of ending the game is in its controller's favour (it
    wins, or others lose), and it has at least one (a win instead of a draw among them)."""
    ends = [e for e in card.effects if isinstance(e, EndsGame)]
    return (bool(ends) or _wins_instead(card)) and all(
        (e.outcome is EffectOutcome.WIN and e.who is Who.CONTROLLER)
        or (e.outcome is EffectOutcome.LOSE and e.who in _OTHERS)
        for e in ends
    )


def _wrong_side(event: Event, controller: str, teams: Sequence[Sequence[str]]) -> bool:
    """Whether the event is a loss of the card's controller or a win of a player not on their
    side (a teammate wins with them: Two-Headed Giant, MTG CR 810.8a), or either of everyone."""
    if event.player is None:
        return False
    if event.player == EVERYONE:  # its controller loses with everyone; others win with them
        return True
    if event.outcome is EffectOutcome.LOSE:
        return event.player == controller
    side = next((team for team in teams if controller in team), (controller,))
    return event.outcome is EffectOutcome.WIN and event.player not in side


def _said_so(card: Card, source: Source | None, text: str) -> bool:
    """Whether an effect whose source is no card Arbiter knows may be `card`'s, named before:
    said with a pronoun ("it says I lose", "its trigger says ...") or a word of its name ("my
    Angel says I lose", "my angel trigger says ...", "my Sovereign says ...")."""
    own = set(name_words(card.name)) - WORDS.name_connectors
    said = text if source is None else source.text
    told = set(name_words(re.sub(re.escape(card.name), " ", said, flags=re.IGNORECASE)))
    return bool(told & (own | set(WORDS.effect_pronouns)))


def _life_against(card: Card, event: Event, controller: str, life: int | None, least: bool) -> bool:
    """Whether the card's every way to end the game as the event says is gated on its
    controller's life, and their `life` (as the game stood before) fails it ("I am at 10 life.
    Felidar Sovereign says I win": it needs 40, 104.2b)."""
    ways = [
        e
        for e in card.effects
        if isinstance(e, EndsGame)
        and e.outcome is event.outcome
        and (e.who is Who.CONTROLLER) == (event.player == controller)
    ]
    checks = [e.condition.check if e.condition else None for e in ways]
    return bool(ways) and all(
        check is not None
        and check.measure is Measure.LIFE
        and counts.holds(check, (), controller, controller, life, least=least) is False
        for check in checks
    )


def check_effect_sides(
    sentence: Sentence,
    holders: Mapping[str, set[str]],
    teams: Sequence[Sequence[str]],
    named: Mapping[str, Card],
    before: tuple[Sequence[Sentence], bool] = ((), False),
) -> None:
    """Refuse an effect said from such a card for the wrong side (see above), or from words
    that may mean such a card named before (`named`, by name); or for its side where its
    controller's life total said outright in the sentences `before` it, unchanged since,
    fails the card's condition (and whether the starting life totals were left unsaid)."""
    for event, source in zip(sentence.events, sentence.sources, strict=False):
        if event.kind is not EventKind.EFFECT:
            continue
        meant = (
            source.cards
            if source is not None and source.cards
            else tuple(card for card in named.values() if _said_so(card, source, sentence.text))
        )
        for card in meant:
            said = source if source is not None else Source(text=sentence.text)
            controller = said.holder_among(card, holders.get(card.name.casefold(), set()))
            if controller is None or not _for_its_controller(card):
                continue
            if _wrong_side(event, controller, teams):
                raise card_refusal(card, _LOSS if event.outcome is EffectOutcome.LOSE else _WIN)
            life = life_said(before[0], controller)
            if _life_against(card, event, controller, life, before[1]):
                raise card_refusal(card, _LIFE)


_LOSS = N_(
    "Arbiter knows {card} ({wording}; {rules}): it ends the game only in its controller's "
    "favour and never makes its controller lose. Say what happened in other words, or ask a "
    "judge."
)
_WIN = N_(
    "Arbiter knows {card} ({wording}; {rules}): it ends the game only in its controller's "
    "favour and never makes another player win. Say what happened in other words, or ask a "
    "judge."
)
_LIFE = N_(
    "Arbiter knows {card} ({wording}; {rules}): its controller's life total said before it "
    "does not meet its condition, so it could not end the game so. Say what happened in other "
    "words, or ask a judge."
)
