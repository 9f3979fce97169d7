"""A card whose every ability is static (card data `static_only`: Platinum Angel's "can't lose",
Abyssal Persecutor's, Laboratory Maniac's replaced loss) said to trigger, resolve or be
activated: a static ability does what it says all the time the permanent is on the battlefield,
and is never put on the stack (MTG CR 113.3d, 604.1). "I'm at 0 life. Platinum Angel's ability
resolves" was read as the Angel come too late ("you lose"), though the asker means the Angel was
there, and whose it is decides it ("My opponent is at 0 life. I activate Abyssal Persecutor" was
"you win" the same way). Where no earlier sentence says the card was in play, it is refused,
asking whose it was and to say it first; told held before, the words are read as they were."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.words import Reader, Refusal, SituationError

# "'s ability", "'s trigger", "triggers", "I activate" it: what a card does said as on the stack
_ACTING = re.compile(
    rf"(?<![\w']){one_of(WORDS.held_acting + WORDS.card_activated)}(?![\w'])", re.IGNORECASE
)


def static_said_to_act(words: str, source: Source, reader: Reader) -> None:
    """Refuse a card of static abilities only (`source`) said to trigger or resolve by an
    ability (the clause's `words`, card names marked), where no sentence before says it was in
    play."""
    if not _ACTING.search(words):
        return
    held = {name for names in reader.named_held.values() for name in names}
    for card in source.cards:
        if card.static_only and card.name not in held:
            raise SituationError(
                Message(
                    "{card}'s ability is static: it never triggers or resolves, it applies all "
                    "the time {card} is on the battlefield (MTG CR 604.1). Say who controlled "
                    'it, first ("I control {card}. ..."), and ask again.',
                    card=card.name,
                ),
                kind=Refusal.INVALID,
                cards=(card.name,),
                rules=("MTG CR 113.3d", "MTG CR 604.1"),
            )
