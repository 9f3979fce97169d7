"""Damage a card deals to every player at once, told one player after another (language.py):
"bob takes 3 damage from Earthquake, then alice takes 3 damage from Earthquake", "my opponent
takes 2 damage, then I take 2 damage from Pestilence", "alice casts Earthquake for 3. bob takes
3 damage." Such a card (card data: damage `"to": "each_player"`: Earthquake, Pestilence,
Hurricane, Flame Rift) deals its damage to each player at the same time as it resolves (MTG CR
608.2), so what it dealt one player never came after what it dealt another, and a cast of it
whose resolution is unsaid, followed by damage to only one player, leaves out what it dealt
the rest. Read as told, the first player lost alone at the check between them (704.3): "you
win" where both went to 0 together, a draw (104.4a). Refused, asking for what it dealt each
player in one sentence (each_player_damage.py reads "... and it resolves"). Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.cards import DamageHow, DamageSource, Who
from bot.core.rulings.chat_words import WORDS
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Fork, Sentence
from bot.core.rulings.words import EVERYONE, SituationError, quoted


def each_player_told_apart(steps: Sequence[Sentence | Fork]) -> None:
    """Refuse the first sentence that tells damage from a card that deals it to every player at
    once of some players only where another's total is told, or apart from that card's damage
    to another player told before, or one player's damage after such a card was cast with its
    resolution unsaid."""
    totals: set[str] = set()  # players whose life total was told
    lowered: list[tuple[str, str | None]] = []  # (player, each-player card or None) told before
    cast: str | None = None  # an each-player card cast before, its resolution unsaid
    last: str | None = None  # the each-player card told last ("from it")
    for step in steps:
        if not isinstance(step, Sentence):
            return  # a case each: what the words leave open is asked already
        losses = _losses(step, last)
        players = {player for player, _ in losses}
        for player, card in losses:
            if card is None:
                continue
            hit = {other for other, told in losses if told in (None, card)}  # in one moment
            apart = any(other != player and told in (None, card) for other, told in lowered)
            if apart or (EVERYONE not in hit and totals - hit - {EVERYONE}):
                raise _refused(step.text, card)
            last = card
        told_of = all(card in (None, cast) for _, card in losses)
        if cast is not None and told_of and losses and EVERYONE not in players and totals - players:
            raise _refused(step.text, cast)
        lowered.extend(losses)
        totals.update(e.player for e in step.events if _total(e) and e.player is not None)
        if not step.events and (card := _each_player_card(step.by)) is not None:
            cast = last = card


def _losses(sentence: Sentence, last: str | None) -> list[tuple[str, str | None]]:
    """Each life lost in the sentence by an amount, and the each-player card it came from
    (`last` where the words name it again by a pronoun: "from it")."""
    found: list[tuple[str, str | None]] = []
    for at, event in enumerate(sentence.events):
        if _lost(event) and event.player is not None:
            source = sentence.sources[at] if at < len(sentence.sources) else None
            card = _each_player_card(source or sentence.by)  # "casts Earthquake and I take 3"
            if card is None and source is not None and not source.cards:
                card = last if source.text.casefold() in WORDS.response_referents else None
            found.append((event.player, card))
    return found


def _total(event: Event) -> bool:
    return event.kind is EventKind.LIFE and event.value is not None


def _lost(event: Event) -> bool:
    return event.kind is EventKind.LIFE and event.value is None and (event.delta or 0) < 0


def _each_player_card(source: Source | None) -> str | None:
    """The name of the one card of `source` that deals damage to each player, if it does."""
    if source is None or len(source.cards) != 1:
        return None
    card = source.cards[0]
    hits_all = any(
        isinstance(effect, DamageSource)
        and effect.how is DamageHow.DAMAGE
        and effect.to is Who.EACH_PLAYER
        for effect in card.effects
    )
    return card.name if hits_all else None


def _refused(words: str, card: str) -> SituationError:
    """What the sentence `words` is refused with: what the card deals, and how to tell it."""
    example = f'"alice and bob each take 3 damage from {card}"'
    said = Message(
        '"{words}": {card} deals its damage to every player at the same time as it resolves '
        "(MTG CR 608.2), but the words tell it of one player only, or of one after another. "
        "Say what it dealt each player in one sentence, e.g. {example}.",
        words=quoted(words),
        card=card,
        example=example,
    )
    return SituationError(said, unread=words)
