"""A spell cast that sets each player's life total to a count as it resolves (issue #31, session
24): "I cast Biorhythm and it resolves" where the words say that no player controls a creature
("neither of us has any creatures", "I have no creatures and my opponent has no creatures").
Each player's life total becomes the number of creatures they control as it resolves (card data
`sets_life`, `"count": "creatures"`): with none anywhere every total becomes 0 at once, so every
player loses at the next check together, a draw (MTG CR 119.5, 704.5a, 104.4a).

Read only where nothing else said can change it: the spell is the only card named, it is said to
resolve, every player is said to have no creatures (everyone at once, or the asker and their
opponent each), and nothing else in the text is a creature (a 2/2, a token, a creature said
held or cast: the count would not be 0, and who holds what is asked as before), nor a response.
Otherwise as before: it is refused with the card named. A fixed amount (`"amount"`: Sway of the
Stars' 7) is read the same way, for every player, without any count, where the words speak of no
library, hand or cards (the seven it draws after shuffling them in are not followed). Pure: no
I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import LifeCount, SetsLife, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.combat_players import whose
from bot.core.rulings.phrase_values import Built, Clause, Item, Role
from bot.core.rulings.tenses import RESOLVED
from bot.core.rulings.words import EVERYONE, OPPONENT, SUBJECT, Reader

# "neither of us", "nobody", "neither I nor my opponent": every player, said to hold nothing.
_NOBODY = r"neither\s++(?:player|of\s++us)|nobody|no\s*+one|no\s++player|neither\s++i\s++nor\s++"
_NOBODY += r"(?:my|the)\s++opponent|neither\s++my\s++opponent\s++nor\s++i"

# Not creature cards in a hand, a library or a graveyard ("no creature cards in hand", "no
# creatures in his library"): those are no count of what a player controls.
_ON_THE_BATTLEFIELD = (
    r"(?![^.;,!?\n]{0,30}?\b(?:hands?|graveyards?|librar(?:y|ies)|decks?|cards?|exile)\b)"
)

# "I have no creatures", "my opponent doesn't control any creatures", "neither of us has any
# creatures", "nobody controls a creature": a player, or all of them, holding none.
_NONE_HELD = re.compile(
    rf"(?<![\w'])(?:(?P<x>{SUBJECT})\s++(?:{one_of(WORDS.not_having)}|(?:do|does|did)(?:n't|"
    rf"\s++not)\s++(?:have|control)|{one_of(WORDS.holds)}\s++(?:{one_of(WORDS.held_none)}))"
    rf"|(?P<n>{_NOBODY})\s++(?:{one_of(WORDS.holds)}))(?:\s++out)?\s++(?:any\s++|a\s++)?"
    rf"creatures?\b{_ON_THE_BATTLEFIELD}(?:\s++(?:in\s++play|on\s++the\s++battlefield|out))?",
    re.IGNORECASE,
)


# Anything else that may be a creature, or a response that may bring one, in the words.
_CREATURE_ELSE = re.compile(r"creature|token|\d\s*+/\s*+\d|respon", re.IGNORECASE)


# A library, hand or graveyard the words speak of: a fixed total set with draws after it (Sway
# of the Stars' seven cards from what each player shuffles in) is read only without them.
_CARDS_HELD = re.compile(r"librar|deck|hand|graveyard|cards?\b", re.IGNORECASE)


def life_set_on_resolving(built: Built, reader: Reader) -> Built:
    """A spell cast (`built`) that sets each player's life total as it resolves, said to
    resolve, with every player's count told: every total set at once, kept for the words that
    say it resolved. Otherwise `built` as it was."""
    if not isinstance(built, Clause) or built.role is not Role.STACK or built.items:
        return built
    source = built.source
    if source is None or source.unknown or len(source.cards) != 1 or len(reader.entities) != 1:
        return built
    effects = source.cards[0].effects
    effect = effects[0] if len(effects) == 1 else None
    if not (
        isinstance(effect, SetsLife)
        and effect.to is Who.EACH_PLAYER
        and effect.moment is CardMoment.RESOLUTION
        and RESOLVED.search(reader.marked)
    ):
        return built
    if effect.count is None and _CARDS_HELD.search(reader.marked):
        return built  # its draws come from a library the words count: not followed
    value = effect.amount if effect.count is None else _count(effect.count, reader)
    if value is None:
        return built  # a count unsaid: refused with the card named, as before
    life = Event(EventKind.LIFE, player=EVERYONE, value=value)
    return replace(built, resolves=(Item(life, Moment.WITH, source),))


def _count(count: LifeCount, reader: Reader) -> int | None:
    """Each player's count of `count` as the words tell it: 0 where every player is said to
    have none and nothing else in the words is one; None otherwise."""
    if count is not LifeCount.CREATURES or "creature" not in reader.marked.lower():
        return None
    said = list(_NONE_HELD.finditer(reader.marked))
    rest = _NONE_HELD.sub(" ", reader.marked)
    if not said or _CREATURE_ELSE.search(rest):
        return None
    # "he", "she": the asker's opponent, where only the two are named (`_two`)
    players = {EVERYONE if m["n"] or _all(m["x"]) else whose(m["x"], "i") for m in said}
    if EVERYONE in players or ({"i", "my opponent"} <= players and _two(reader)):
        return 0
    return None


def _all(who: str) -> bool:
    return " ".join(who.lower().split()) in WORDS.everyone


def _two(reader: Reader) -> bool:
    """Only the asker and their opponent are named as players so far."""
    return set(reader.order) <= {reader.asker, OPPONENT}
