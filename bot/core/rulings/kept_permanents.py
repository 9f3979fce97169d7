"""A permanent said not to be removed ("..., and can't (or don't) remove their opponent's
Gideon", "I don't destroy his Platinum Angel"): nothing happens, so the clause is skipped and
shown (chat.py). Only a permanent told before in the text (its card marked before, or a word
of the name of a card marked before: "Gideon" after Gideon of the Trials, in an earlier sentence
or earlier in its own), so that what the
clause would say of who holds it was read already; a clause whose removal is qualified by
anything after it ("... until my next turn", "... in time") is left as written. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, OWNER, SUBJECT

_NOT = one_of(WORDS.not_removed)
# "their opponent's Gideon": the owner said by whose opponent it is, or as any owner is
_OWNER = (
    rf"(?:{one_of(WORDS.opponent_owners)}\s++{one_of(WORDS.counted_opponents)}(?:'s|s')|{OWNER})"
)
_JOINS = one_of((*WORDS.list_joins, *WORDS.contrast_joins))
_KEPT = re.compile(
    rf"(?P<join>^|\s*+,\s*+(?:{_JOINS}\s++)?|\s++{_JOINS}\s++)"
    rf"(?:(?P<x>{SUBJECT})\s++)?(?P<not>{_NOT})"
    rf"(?:\s*+\(\s*+{one_of(WORDS.alternatives)}\s++{_NOT}\s*+\))?\s++"
    rf"{one_of(WORDS.removal_verbs)}\s++(?:{_OWNER})\s++(?P<what>{MARK}(?P<n>\d++)|[A-Z][\w'-]*+)"
    r"(?=\s*+[.?!]*+\s*+$)",
    re.IGNORECASE,
)


def _told_before(
    what: str, number: str | None, names: Sequence[str], named: frozenset[int]
) -> bool:
    """Whether the permanent is a card marked before (under its name or another mark of the
    same card: "my Angel" after Platinum Angel), or one word of such a card's name."""
    before = {names[n] for n in named if n < len(names)}
    if number is not None:
        n = int(number)
        what = names[n] if n < len(names) else ""
        if n in named or what in before:
            return True
    words = {w.lower() for name in before for w in re.findall(r"[^\W\d_]+", name)}
    return bool(what) and " " not in what and what.lower() in words


def not_removed(text: str, skipped: list[str], names: Sequence[str], named: frozenset[int]) -> str:
    """The text with a clause saying a permanent told before is not removed taken off (and
    added to `skipped`); else as it is."""
    found = _KEPT.search(text)
    if found is None or (found["join"] == "" and found["x"] is None):
        return text
    earlier = frozenset(int(n) for n in re.findall(rf"{MARK}(\d++)", text[: found.start()]))
    if not _told_before(found["what"], found["n"], names, named | earlier):
        return text
    skipped.append(text[found.end("join") : found.end()].strip())
    return text[: found.start()]
