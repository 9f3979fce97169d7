"""Totals a sentence states as they stand, before what changed them (sentence_steps.py): the board
read first as a report of its own, or refused where the words leave open which moment it stood at.
"""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Clause, Item, Role
from bot.core.rulings.words import (
    Reader,
    SituationError,
    quoted,
    spelled,
)

# The first clause of a part of a sentence, up to "and" or a comma.
_FIRST_CLAUSE = re.compile(r"^(?P<clause>.+?)(?:\s*+,\s*+|\s++and\s++)(?=\S)", re.IGNORECASE)


def board_moved_after(sentence: str, first: str, then: str, reader: Reader) -> None:
    """Refuse "I'm at 4 life and I take 5 damage after I gain 2 life": a total stated as the
    sentence opens, with what followed it, is put after the moment "after" names, and the
    words leave open whether the total stood before that moment or after it (read as after,
    the gain came before the total and was lost)."""
    if sentence.find(then) >= sentence.find(first):
        return
    lead = _FIRST_CLAUSE.match(then)
    if lead is None or _STATED.search(lead["clause"]) is None:
        return
    total = spelled(lead["clause"], reader.entities)
    raise SituationError(
        Message(
            '"{words}" may be the total before "{moment}" or after it: say the total in a '
            'sentence of its own, in the order things happened ("{total}. ...").',
            words=quoted(spelled(sentence, reader.entities)),
            moment=quoted(spelled(first, reader.entities)),
            total=quoted(total),
        ),
        unread=spelled(sentence, reader.entities),
    )


# A total stated as it stands ("bob is at 2 life", "I have 9 poison counters", "my life total
# is 3"), not a change to it ("bob goes to 2 life", "ends up at 0").
_STATED = re.compile(
    r"(?:\b(?:is|are|am|was|were)|'m|'s|'re)(?:\s++(?:now|still|only|already))?\s++(?:at|on)\s"
    r"|\b(?:(?:now|still|already)\s++)?(?:has|have|had)(?:\s++(?:now|still|only|already))?"
    r"\s++\S++\s++(?:life|poison)\b"
    r"|\blife(?:\s++total)?\s++(?:is|was)\s",
    re.IGNORECASE,
)


# A total said with no verb at all ("alice at 2 life", "both of us at 3", "me at 1 life and my
# opponent at 3"): chat's way of stating the board, never of moving it ("ends up at 0", "left
# at 1", "goes down to 2" say a change, and keep their verb).
_VERBLESS = re.compile(
    r"^(?:(?!\b(?:up|left|down|back|end|ends|ended|go|goes|went|gone|get|gets|got|drop|drops"
    r"|dropped|fall|falls|fell|brought|put|set|sets|reduced|come|comes|came|finish|finishes"
    r"|finished|is|are|am|was|were|be|been)\b)[^,;:])*?\bat\s++[-+]?\w++"
    r"(?:\s++(?:life|poison)(?:\s++(?:total|counters?))?)?$",
    re.IGNORECASE,
)


_COUNTED = (EventKind.LIFE, EventKind.POISON)


def board_before(sentence: str, clauses: list[Clause]) -> tuple[str, str] | None:
    """A sentence that first states totals as they stand (and the cards in play), then says
    what changed one of those totals: (the board, the events), read as two reports, the board
    first ("my opponent is at 2 life and I deal 10 damage to him" is the total before the
    damage, not a second change at the same time). None for any other sentence."""
    stated: set[tuple[EventKind, str | None]] = set()
    number = 0
    for number, clause in enumerate(clauses):  # noqa: B007 (where the board ends)
        if clause.role is Role.PRESENCE:  # a card in play: its effects hold all along
            continue
        if clause.role is None and clause.items and all(_stated(i) for i in clause.items):
            stated.update((i.event.kind, i.event.player) for i in clause.items)
            continue
        break
    else:
        return None
    changed = any(
        (item.event.kind, item.event.player) in stated
        for clause in clauses[number:]
        for item in clause.items
    ) or any(_cast_unsaid(clause) for clause in clauses[number:])
    if not stated or not changed or number == 0:
        return None
    last, first = clauses[number - 1].text, clauses[number].text
    end = sentence.find(last)
    if end < 0:
        return None
    end += len(last)
    words = first.split()
    # the first event as written; its subject may be left out ("I have 1 life and take 2
    # damage": the clause reads "me take 2 damage"), and is then said again
    for dropped in range(min(4, len(words))):
        written = " ".join(words[dropped:])
        cut = sentence.find(written, end)
        if cut >= 0:
            rest = sentence[cut + len(written) :]
            return _without_join(sentence[:end]), (first if dropped else written) + rest
    return None


def _cast_unsaid(clause: Clause) -> bool:
    """A spell told cast with nothing it did ("I am at 1 life and my opponent casts Lightning
    Bolt"): after the board, as a sentence of its own, what it did is asked
    (`effects_unsaid.left_last`); beside the total it was taken to have done nothing, "nobody
    has won or lost yet"."""
    return (
        clause.role is Role.STACK
        and not clause.items
        and not clause.resolves
        and not _AT_A_PERMANENT.search(clause.text)
    )


# "I cast Lightning Bolt on my own creature": aimed at a permanent, read as before, beside the
# total (no player's life changes)
_AT_A_PERMANENT = re.compile(
    rf"\b{one_of(WORDS.aimed_at)}\s++(?:\S++\s++){{0,2}}?{one_of(WORDS.permanent_kinds)}\b",
    re.IGNORECASE,
)


def _without_join(text: str) -> str:
    return re.sub(r"(?:\s*+,)?(?:\s++(?:and|while))?\s*+$", "", text, flags=re.I)


def _stated(item: Item) -> bool:
    return (
        item.event.kind in _COUNTED
        and item.event.value is not None
        and (_STATED.search(item.said) is not None or _VERBLESS.match(item.said) is not None)
    )
