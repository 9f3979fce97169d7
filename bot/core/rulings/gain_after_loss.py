"""Life lost and then life gained by one player, joined in one sentence by "and" or a comma
("he takes 3 damage and gains 2 life", "opp at 3, he takes 3, he gains 2"): revision 2 reads a
sentence as one moment, but chat writes one event after another that way. The words leave open
whether the gain came with the loss (one spell or ability doing both, or lifelink in the same
combat damage: MTG CR 510.2) or after it, once the game had checked life totals (704.3): the
answer depends on it (rulings.md revision 3), a case for each, asking which it was.

Words that say the two were at once ("at the same time", "simultaneously", "while", "as",
"lifelink") keep the one moment, as does a gain whose source the words say acts with the rest;
a gain said first ("gains 2 life and takes 3 damage") is the order told, the one moment ending
alike.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Clause, Item

# Words that say the events of a sentence happened together, or name a gain that comes with
# damage (lifelink): the sentence stays one moment.
_TOGETHER = re.compile(
    rf"\b(?:{one_of(WORDS.same_time)}|simultaneous|at\s++once|while|whilst|meanwhile|together"
    r"|with\s++(?:it|that|the\s++damage)|life\s*+-?\s*+link\w*+|drain\w*+|siphon\w*+)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class GainAfterLoss:
    """A player's loss of life, then a gain of life told after it in the same sentence: the
    items told before the gain's clause, the items from it on, and what the question names."""

    before: list[Item]
    after: list[Item]
    player: str
    gained: int
    # the sentence's words cut where the gain's clause begins, where they can be found
    words: tuple[str, str] | None = None


def gain_after_loss(
    sentence: str, clauses: list[Clause], items: list[Item], opens: list[Item]
) -> GainAfterLoss | None:
    """The first life gain a sentence tells after a loss of that player's life (`items`: the
    sentence's one moment, in the order told); None where the words say they were at once, or
    tell no such pair. A gain whose own timing is already asked (`opens`: "from Vampiric Link",
    a trigger or not) is no other question."""
    if _TOGETHER.search(sentence) is not None:
        return None
    lowered: set[str] = set()
    for at, clause in enumerate(clauses):
        for item in clause.items:
            player = item.event.player
            if (
                player in lowered
                and player is not None
                and _bare_gain(item)
                and all(item is not asked for asked in opens)
            ):
                later = {id(i) for c in clauses[at:] for i in c.items}
                before = [i for i in items if id(i) not in later]
                after = [i for i in items if id(i) in later]
                if not before or not after:
                    return None
                cut = _cut(sentence, clause.text)
                return GainAfterLoss(before, after, player, item.event.delta or 0, cut)
        lowered.update(
            item.event.player
            for item in clause.items
            if item.event.player is not None and _lowers(item)
        )
    return None


_JOINED = re.compile(r"[\s,]*+(?:\b(?:and|but))?+[\s,]*+$", re.IGNORECASE)


def _cut(sentence: str, clause: str) -> tuple[str, str] | None:
    """The sentence's words before the clause and from it on, as written: the clause as read
    may start with a subject carried from the clause before ("me gain 3 life" for "and gain 3
    life"), so its words are looked for without it too."""
    words = clause.split()
    for start in (0, 1):
        told = " ".join(words[start:])
        at = sentence.lower().rfind(told.lower()) if told else -1
        if at > 0:
            first = _JOINED.sub("", sentence[:at])
            return (first, sentence[at:]) if first else None
    return None


def _lowers(item: Item) -> bool:
    """Life lost or damage taken, by an amount (not a total set, not lethal read as 0)."""
    event = item.event
    if event.kind is EventKind.LIFE:
        return event.value is None and (event.delta or 0) < 0
    return event.kind is EventKind.COMMANDER_DAMAGE and (event.delta or 0) > 0


def _bare_gain(item: Item) -> bool:
    """Life gained by an amount said, from nothing the words say acts at once with the rest."""
    event = item.event
    return (
        event.kind is EventKind.LIFE
        and event.value is None
        and (event.delta or 0) > 0
        and item.why is None
        and (item.source is None or item.source.said is None)
    )


def at_once_or_after(player: str, gained: int, asker: str) -> tuple[Message, Message, Message]:
    """The question that settles it, and the two cases' conditions."""
    who: str | Message = Message("you") if player == asker else player
    question = Message(
        "Did {who} gain the {n} life at the same time as the life lost before it (one spell or "
        "ability doing both, or lifelink in the same combat damage), or afterwards, once the "
        "game had checked life totals (MTG CR 704.3)?",
        who=who,
        n=gained,
    )
    at_once = Message("{who} gained the {n} life at the same time as the loss", who=who, n=gained)
    after = Message("{who} gained the {n} life after the loss", who=who, n=gained)
    return question, at_once, after
