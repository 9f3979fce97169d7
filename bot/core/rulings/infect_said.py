"""Infect said in words of a damage source no card names (issue #31, session 23): "I take 1
damage from an infect creature", "a creature with infect deals 2 combat damage to him", "my
opponent is dealt 3 damage by his infect creature".

Damage from a source with infect is dealt to a player as that many poison counters, and no
life is lost (MTG CR 702.90b); ten poison counters lose the game (104.3d, 704.5c). The words
give the amount, so the clause is those poison counters, shown with why. A card Arbiter knows
keeps its own keywords (Glistener Elf's infect is its card data's: phrase_events). The other
keywords said in words (toxic, poisonous: what they add turns on combat) stay unread, as does
infect said of what the source lacks or might have ("without infect", "if it had infect"), of
damage to every player, or of a commander (903.10a counts a commander's combat damage whatever
it has).

Lifelink said in words of a source whose controller the words say ("my creature with lifelink
deals 2 combat damage to him", "his lifelinker deals 3 damage to me", session 28): its damage
is dealt as told, and its controller gains that much life at the same time (702.15b), combat
or not; it was refused as unread. Whose it is unsaid, or said beside another keyword or a
negation, it stays unread."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_model import ChangesStateLoss, PoisonSource, StateLoss
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import Card
from bot.core.rulings.chat_words import one_of
from bot.core.rulings.phrase_values import Clause, Item, Source
from bot.core.rulings.words import EVERYONE, WORDS, Reader

# A keyword said of a damage source that changes what its damage to a player does (a known
# card's own are its card data's), or a creature said by it ("my lifelinker", "lifelinking").
KEYWORD_SAID = re.compile(
    rf"\b{one_of(WORDS.damage_keywords)}(?:{one_of(WORDS.keyword_said_endings)})?\b", re.IGNORECASE
)
_INFECT = re.compile(rf"(?<![\w'-]){one_of(WORDS.infect_keyword)}(?![\w'-])", re.IGNORECASE)
# Any other keyword that changes what damage to a player does, said beside it.
_NOT_INFECT = tuple(k for k in WORDS.damage_keywords if k not in WORDS.infect_keyword)
_OTHER_KEYWORD = re.compile(
    rf"(?<![\w'-]){one_of(_NOT_INFECT)}(?![\w'-])",
    re.IGNORECASE,
)
# Words that say the source lacks infect, might have it, or is a commander.
_NOT_SO = re.compile(
    rf"(?<![\w']){one_of(WORDS.infect_not_so)}(?![\w'])",
    re.IGNORECASE,
)


def infect_said(
    words: str,
    written: str,
    player: str,
    amount: int,
    source: Source | None,
    moment: Moment,
    reader: Reader,
) -> Clause | None:
    """The poison counters an unnamed source with infect gives `player` by `amount` damage;
    None where the words say more than that, the source is a card, or a card named anywhere
    deals in poison or in infect (Melira: its controller's opponents' creatures lose infect)."""
    if (
        source is None
        or source.cards
        or source.unknown
        or player == EVERYONE
        or not _INFECT.search(written)
        or _OTHER_KEYWORD.search(written)
        or _NOT_SO.search(written)
        or any(_of_poison(entity.card) for entity in reader.entities if entity.card)
    ):
        return None
    poison = Event(EventKind.POISON, player=player, delta=amount)
    why = Message("infect: its damage to a player is poison counters, not life")
    return Clause(words, (Item(poison, moment, source, why),))


# Lifelink said ("lifelink", "lifelinker", "lifelinking"), and any other keyword said beside it
# (infect: no life lost, toxic: poison besides), which keeps the clause unread.
_OTHERS_THAN_LIFELINK = tuple(k for k in WORDS.damage_keywords if k not in WORDS.lifelink)
_LIFELINK, _NOT_LIFELINK = (
    re.compile(rf"(?<![\w'-]){one_of(said)}{ending}(?![\w'-])", re.IGNORECASE)
    for said, ending in ((WORDS.lifelink, "(?:ers?|ing)?"), (_OTHERS_THAN_LIFELINK, ""))
)


def lifelink_said(
    words: str, written: str, life: Event, source: Source | None, moment: Moment
) -> Clause | None:
    """The damage an unnamed source with lifelink deals (`life`), and the life its controller
    gains with it; None where its controller is unsaid or the words say more than that."""
    player, amount = life.player, -(life.delta or 0)
    if (
        source is None
        or source.cards
        or source.unknown
        or source.controller is None
        or player is None
        or player == EVERYONE
        or amount <= 0
        or not _LIFELINK.search(written)
        or _NOT_LIFELINK.search(written)
        or _NOT_SO.search(written)
    ):
        return None
    gained = Event(EventKind.LIFE, player=source.controller, delta=amount)
    why = Message("lifelink: its controller gains that much life as its damage is dealt")
    dealt = Item(life, moment, source, dealt=True)
    return Clause(words, (dealt, Item(gained, moment, source, why)))


def _of_poison(card: Card) -> bool:
    """A card that gives poison or infect, or changes what poison does (Melira)."""
    return any(
        isinstance(effect, PoisonSource)
        or (isinstance(effect, ChangesStateLoss) and effect.loss is StateLoss.POISON)
        for effect in card.effects
    )
