"""A comparison asked after a moment supposed (issue #31, session 24): "What happens if both
players have only 3 cards in their library and I cast Wheel of Fortune? Is it any different if
one player has 1 card and the other player has 3?" was refused as two moments supposed
(supposed_moments.py). The comparison asks the same moment again with a count changed; where
each count it may mean ends the game as the moment told does, the answer is the moment's, said
to hold for the comparison too.

Read only where all of this holds, else the refusal stands:

- the comparison is the text's last sentence, opened by a comparing phrase ("is it any
  different if", "does it change anything if", lexicon.comparing), and the words before it are
  ruled on their own;
- those words tell exactly one count of cards in a library ("both players have only 3 cards in
  their library", "I have 5 cards in my library"), in a game of two: the asker and their
  opponent;
- the comparison tells only such counts again ("one player has 1 card and the other player has
  3", "I have 1 and my opponent has 3 cards in his library"), the count's noun left out or
  said again, of the asker, the opponent, or "one player" and "the other" (lexicon.one_of_two,
  the_other: either way round, both read); a player it leaves out ("one of us has 2") keeps
  the count told of every player; told of one player only, only theirs may be told again;
- the moment with each count so changed is ruled with the same cases, each ending as the
  moment told ends. Where one ends otherwise, or is refused, the refusal stands (the cases of
  each are not put together).

Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rulings.answer import NoRuling, Ruling
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import NUMBER, OPPONENT, SUBJECT, number_value, quoted

# The refusal of a second moment supposed (supposed_moments.supposed_once).
_TWO_MOMENTS = "This supposes two moments"

_COMPARED = re.compile(
    rf"(?:^|(?<=[.!?\n]))\s*+{one_of(WORDS.comparing)}\s++(?P<variant>[^.!?\n]+?)\s*+[.!?]*+\s*+$",
    re.IGNORECASE,
)
_LIBRARY = r"(?:library|libraries|deck|decks)"
_WHOSE = r"(?:my|our|their|his|her|your)"
_CARDS = rf"cards?(?:\s++(?:left|remaining))?(?:\s++in\s++{_WHOSE}\s++{_LIBRARY})?"
_HAS = r"(?:have|has|had)\s++(?:only\s++|just\s++)?"
# "both players have only 3 cards in their library": the one count the moment tells
_TOLD = re.compile(
    rf"(?<![\w'])(?P<who>{SUBJECT})\s++{_HAS}(?P<n>{NUMBER})\s++cards?"
    rf"(?:\s++(?:left|remaining))?\s++in\s++{_WHOSE}\s++{_LIBRARY}(?![\w'])",
    re.IGNORECASE,
)
# "the other player has 3", "one player has 1 card": a count said again, its noun left out
_AGAIN = re.compile(rf"(?P<who>[\w' ]+?)\s++{_HAS}(?P<n>{NUMBER})(?:\s++{_CARDS})?", re.IGNORECASE)
_PARTS = re.compile(r"\s*+,\s*+(?:and\s++)?|\s++and\s++", re.IGNORECASE)
_EVERY = frozenset(
    (
        *("both players", "each player", "every player", "all players", "both of us"),
        *("each of us", "we both", "we", "both", "everyone", "everybody", "all of us"),
    )
)
_ASKER = frozenset(("i", "me"))
_OPPONENT = frozenset(("my opponent", "my opp", "opponent", "the opponent", "your opponent"))
_ONE = "one"
_OTHER = "other"


def _whose(words: str) -> str | None:
    """Whom the subject of a count names: the asker, the opponent, "one" or "other" of the two,
    EVERY for every player; None for anyone else (a name, a pronoun)."""
    low = " ".join(words.lower().split())
    if low in _ASKER:
        return "asker"
    if low in _OPPONENT:
        return OPPONENT
    if low in WORDS.one_of_two:
        return _ONE
    if low in WORDS.the_other:
        return _OTHER
    return "every" if low in _EVERY else None


def _counts_again(variant: str) -> dict[str, int] | None:
    """Each count the comparison tells, by whom it names (`_whose`); None where it tells
    anything else, names a player twice, or names "one" without "the other"."""
    said: dict[str, int] = {}
    for part in _PARTS.split(variant.strip()):
        again = _AGAIN.fullmatch(part)
        whose = _whose(again["who"]) if again else None
        if again is None or whose is None or whose in said or whose == "every":
            return None
        said[whose] = number_value(again["n"])
    if (_OTHER in said and _ONE not in said) or not said:
        return None
    return said


def _ways_round(said: dict[str, int], told: str, n: int, asker: str) -> list[dict[str, int]]:
    """The counts each reading of the comparison gives, by player: "one" and "the other"
    either way round; a player it leaves out keeping a count `told` of every player (`n`).
    Told of one player, it may tell again only theirs."""
    whose = _whose(told)
    if whose != "every":
        if whose not in ("asker", OPPONENT) or set(said) != {whose}:
            return []
        return [{asker if whose == "asker" else OPPONENT: said[whose]}]
    if _ONE in said:
        if set(said) - {_ONE, _OTHER}:
            return []
        one, other = said[_ONE], said.get(_OTHER, n)  # "one of us has 2": the other keeps n
        return [{asker: one, OPPONENT: other}, {asker: other, OPPONENT: one}]
    counts = {asker if w == "asker" else OPPONENT: value for w, value in said.items()}
    return [{player: counts.get(player, n) for player in (asker, OPPONENT)}]


def _told_so(counts: dict[str, int], asker: str) -> str:
    return " and ".join(
        f"I have {n} cards in my library"
        if player == asker
        else f"my opponent has {n} cards in his library"
        for player, n in counts.items()
    )


def _alike(one: Ruling, other: Ruling) -> bool:
    return len(one.cases) == len(other.cases) and all(
        a.condition == b.condition and a.same_outcome(b)
        for a, b in zip(one.cases, other.cases, strict=True)
    )


def compared(
    text: str, refused: NoRuling, rule: Callable[[str], Ruling | NoRuling]
) -> Ruling | None:
    """The ruling of `text` whose last sentence compares the moment before it with a count
    changed (see above), where every reading of the comparison ends alike; else None."""
    said = refused.said.msgid if refused.said is not None else refused.message
    if not said.startswith(_TWO_MOMENTS):
        return None
    asked = _COMPARED.search(text)
    if asked is None:
        return None
    head = text[: asked.start()].rstrip()
    counts = _counts_again(asked["variant"])
    found = list(_TOLD.finditer(head))
    if counts is None or len(found) != 1:
        return None
    first = rule(head)
    if not isinstance(first, Ruling) or set(first.players) != {first.asker, OPPONENT}:
        return None
    told = found[0]
    ways = _ways_round(counts, told["who"], number_value(told["n"]), first.asker)
    for way in ways:
        again = rule(f"{head[: told.start()]}{_told_so(way, first.asker)}{head[told.end() :]}")
        if not isinstance(again, Ruling) or not _alike(first, again):
            return None
    if not ways:
        return None
    variant = " ".join(asked["variant"].split())
    note = Message("The same holds if {variant}.", variant=quoted(variant))
    return replace(first, cases=tuple(case.noted(note) for case in first.cases))
