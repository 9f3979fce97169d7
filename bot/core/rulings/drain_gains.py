"""A card whose trigger or ability gains its controller life as it makes another player lose
it (Blood Artist, Zulaport Cutthroat: "a target player loses 1 life and its controller gains
1"; Sorin Markov's +2), told by the loss alone (language.py).

The words tell the loss ("Blood Artist triggers and my opponent loses 1 life") and leave the
gain out: read without it, "I control Blood Artist, I'm at 1 ... then I take 1 damage" was a
loss, while its controller at 2 by then is still in (MTG CR 119.3, 608.2, 704.5a). So a loss
told from such a card, whose controller the words say, comes with the gain in the same report;
and where the card is named, the life of a player who may control it is told falling and no
gain of theirs is told (whose it is unsaid, or it acted with nothing told of it: "a creature
dies"), when the gain came decides it, and it is refused.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.answer import Judged
from bot.core.rulings.cards import Card, DamageHow, DamageSource
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Sentence, Situation, sentences_in
from bot.core.rulings.words import EVERYONE, Reader, SituationError


def _draining(card: Card) -> DamageSource | None:
    return next((e for e in card.effects if isinstance(e, DamageSource) and e.gains), None)


def gains_told(situation: Situation, reader: Reader) -> None:
    """Each loss told from a card that gains its controller life with it, with that gain; and
    where the gain is left out, the reports that tell its controller's life falling, kept for
    `gain_left_out`."""
    draining: dict[str, Card] = {}
    for entity in situation.entities:  # loops, not calls, per card
        card = entity.card
        if card is None:
            continue
        for effect in card.effects:
            if effect.__class__ is DamageSource and effect.gains:
                draining[card.name] = card
    if not draining:
        return
    holders = {
        name: {who for who, names in reader.named_held.items() if name in names}
        for name in draining
    }
    sentences = [
        s
        for step in situation.steps
        for s in ([step] if step.__class__ is Sentence else sentences_in(step))
    ]
    for sentence in _drained(sentences, draining):
        _gain_added(sentence, holders)
    for card in draining.values():
        falls = _falls(_at_stake(card, holders[card.name], sentences), sentences)
        if falls:
            situation.gains_unsaid = (*situation.gains_unsaid, (card.name, falls))


def _drained(sentences: list[Sentence], draining: dict[str, Card]) -> list[Sentence]:
    """The sentences whose events come from such a card (loops, not calls, per sentence)."""
    found = []
    for sentence in sentences:
        for source in (*sentence.sources, sentence.by):
            if source is not None and source.cards:
                for card in source.cards:
                    if card.name in draining:
                        found.append(sentence)
                        break
                else:
                    continue
                break
    return found


def _at_stake(card: Card, holders: set[str], sentences: list[Sentence]) -> set[str]:
    """Who the words say holds `card`: said to control it, or whose its source is."""
    at_stake = set(holders)
    at_stake |= {
        source.holder(card) or ""
        for s in sentences
        for source in (*s.sources, *s.held)
        if source is not None and card in source.cards
    }
    at_stake.discard("")
    return at_stake


def gain_left_out(situation: Situation, cases: Sequence[Judged]) -> None:
    """Refuse where a report that tells the life of a player who may control such a card
    falling, its gain left out, is played in a reading (not told after the game was over)."""
    for name, falls in situation.gains_unsaid:
        if not any(set(falls) - set(case.too_late) for case in cases):
            continue
        card = next(
            e.card for e in situation.entities if e.card is not None and e.card.name == name
        )
        gain = _draining(card)
        amount = gain.gains if gain is not None and gain.gains else 0
        raise SituationError(
            Message(
                "{card} also gains its controller {amount} life as its ability resolves, which "
                "the words leave out, and the life of a player who may control it is told "
                "falling: whether that gain came before decides the outcome. Tell it where it "
                'happened ("{example}").',
                card=card.name,
                amount=amount,
                example=f"then I gain {amount} life",
            ),
            cards=(card.name,),
            rules=("MTG CR 119.3", "MTG CR 608.2", "MTG CR 704.5a"),
        )


def _gain_added(sentence: Sentence, holders: dict[str, set[str]]) -> None:
    """The gain of each card's controller beside the loss told from it, where whose it is is
    said and no gain of theirs is told in the report."""
    done: set[tuple[str, str]] = set()
    told = list(zip(sentence.events, sentence.sources, sentence.dealt, strict=True))
    for event, itself, dealt in told:
        source = itself or sentence.by  # a trigger's events, told as it resolves
        if source is None or event.kind is not EventKind.LIFE or (event.delta or 0) >= 0:
            continue
        for card in source.cards:
            effect = _draining(card)
            if effect is None or (effect.how is DamageHow.DAMAGE) != dealt:
                continue  # Blood Artist's own combat damage gains nothing
            controller = _controller(card, source, holders)
            if controller is None or (source.text, card.name) in done:
                continue
            done.add((source.text, card.name))
            if any(
                e.kind is EventKind.LIFE and e.player == controller and (e.delta or 0) > 0
                for e in sentence.events
            ):
                continue
            sentence.events.append(
                Event(EventKind.LIFE, player=controller, delta=effect.gains or 0)
            )
            sentence.sources.append(source)
            sentence.whys.append(None)
            sentence.dealt.append(False)


def _controller(card: Card, source: Source, holders: dict[str, set[str]]) -> str | None:
    said = source.holder_among(card, holders.get(card.name, set()))
    return said if said != EVERYONE else None


def _falls(at_stake: set[str], sentences: list[Sentence]) -> tuple[str, ...]:
    """The reports that tell the life of a player in `at_stake` (everyone's, where nobody is
    said to hold the card) falling, where no gain of theirs is told at all (loops, not
    generators: no call per event)."""
    lives = [
        (s.text, e)
        for s in sentences
        for e in s.events
        if e.kind is EventKind.LIFE and e.player and e.delta is not None
    ]
    at_stake = at_stake or {e.player or "" for _, e in lives}
    falls: dict[str, None] = {}
    for text, event in lives:
        if event.player in at_stake and event.delta:
            if event.delta > 0:
                return ()
            falls[text] = None
    return tuple(falls)
