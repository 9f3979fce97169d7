"""A comparison asked after a moment supposed (issue #31, session 24): "What happens if both
players have only 3 cards in their library and I cast Wheel of Fortune? Is it any different if
one player has 1 card and the other player has 3?" was refused as two moments supposed
(supposed_moments.py). The comparison asks the same moment again with a count changed; where
each count it may mean ends the game as the moment told does, the answer is the moment's, said
to hold for the comparison too.

Read only where all of this holds, else the refusal stands:

- the comparison is the text's last sentence, opened by a comparing phrase ("is it any
  different if", "does it change anything if", lexicon.comparing) or by "what if" (a count the
  moment told, told again), and the words before it are ruled on their own;
- those words tell exactly one count, of cards in a library ("both players have only 3 cards
  in their library"), of life ("I'm at 3 life") or of poison counters ("I have 9 poison
  counters"), in a game of two: the asker and their opponent (he or she);
- the comparison tells only such counts again ("one player has 1 card and the other player has
  3", "I have 1 and my opponent has 3 cards in his library", "he was at 1"), its noun left out or
  said again, of the asker, the opponent, or "one player" and "the other" (lexicon.one_of_two,
  the_other: either way round, both read); a player it leaves out ("one of us has 2") keeps
  the count told of every player; told of one player only, only theirs may be told again;
- the moment with each count so changed is ruled with the same cases, each ending as the
  moment told ends: the moment's answer, said to hold for the comparison too. Where the one
  reading of each ends otherwise ("I'm at 3 life and take 3 damage? Is it any different if I'm
  at 4?"), the answer depends on which count: each is a case. Where either has more than one
  reading (whether a spell resolved), "one ... the other" ends otherwise either way round, or
  the count changed is refused, the refusal stands.

Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from bot.core.messages import Message
from bot.core.rulings.answer import NoRuling, Ruling
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER, number_value
from bot.core.rulings.words import OPPONENT, SUBJECT, quoted

# The refusal of a second moment supposed (supposed_moments.supposed_once).
_TWO_MOMENTS = "This supposes two moments"

# "Is it any different if ...", and "What if ..." with a count the moment told changed (a count
# it leaves unsaid is the board it starts from: supposed_moments.py)
_COMPARED = re.compile(
    rf"(?:^|(?<=[.!?\n]))\s*+{one_of(WORDS.comparing + WORDS.supposing_more)}\s++"
    r"(?P<variant>[^.!?\n]+?)\s*+[.!?]*+\s*+$",
    re.IGNORECASE,
)
_LIBRARY = r"(?:library|libraries|deck|decks)"
_WHOSE = r"(?:my|our|their|his|her|your)"
_CARDS = rf"cards?(?:\s++(?:left|remaining))?(?:\s++in\s++{_WHOSE}\s++{_LIBRARY})?"
_HAS = r"(?:have|has|had)\s++(?:only\s++|just\s++)?"
_IS = (
    r"(?:\s++(?:is|am|are|was|were)|'s|'m|'re)\s++(?:(?:only|still|both|all|each)\s++)?"
    r"(?:at|on)\s++"
)
_POISON = r"poison(?:\s++counters?)?"
_SAID = rf"(?<![\w'])(?P<who>{SUBJECT})"  # the moment's count: a player as the reader names one
_AGAIN_WHO = r"(?P<who>[\w' ]+?)"  # the comparison's: any words, named below (`_whose`)


@dataclass(frozen=True)
class _Kind:
    """A count the moment tells and the comparison tells again: as the moment tells it
    (`told`), as the comparison does, its noun maybe left out (`again`), and as it is said
    again of the asker and of the opponent."""

    told: tuple[re.Pattern[str], ...]
    again: tuple[re.Pattern[str], ...]
    of_asker: str
    of_opponent: str


def _patterns(*written: str) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(pattern, re.IGNORECASE) for pattern in written)


_KINDS = (
    # "both players have only 3 cards in their library"; "the other player has 3"
    _Kind(
        _patterns(
            rf"{_SAID}\s++{_HAS}(?P<n>{NUMBER})\s++cards?(?:\s++(?:left|remaining))?\s++in"
            rf"\s++{_WHOSE}\s++{_LIBRARY}(?![\w'])"
        ),
        _patterns(rf"{_AGAIN_WHO}\s++{_HAS}(?P<n>{NUMBER})(?:\s++{_CARDS})?"),
        "I have {n} cards in my library",
        "my opponent has {n} cards in his library",
    ),
    # "I'm at 3 life", "my opponent has 2 life"; "I'm at 4", "he was at 1 life"
    _Kind(
        _patterns(
            rf"{_SAID}{_IS}(?P<n>{NUMBER})(?:\s++life)?(?![\w'])",
            rf"{_SAID}\s++{_HAS}(?P<n>{NUMBER})\s++life(?![\w'])",
        ),
        _patterns(
            rf"{_AGAIN_WHO}{_IS}(?P<n>{NUMBER})(?:\s++life)?",
            rf"{_AGAIN_WHO}\s++{_HAS}(?P<n>{NUMBER})\s++life",
        ),
        "I am at {n} life",
        "my opponent is at {n} life",
    ),
    # "I have 9 poison counters"; "I have 8"
    _Kind(
        _patterns(rf"{_SAID}\s++{_HAS}(?P<n>{NUMBER})\s++{_POISON}(?![\w'])"),
        _patterns(rf"{_AGAIN_WHO}\s++{_HAS}(?P<n>{NUMBER})(?:\s++{_POISON})?"),
        "I have {n} poison counters",
        "my opponent has {n} poison counters",
    ),
)
_PARTS = re.compile(
    rf"\s*+,\s*+(?:{one_of(WORDS.list_joins)}\s++)?|\s++{one_of(WORDS.list_joins)}\s++",
    re.IGNORECASE,
)
_EVERY = frozenset(
    (
        *("both players", "each player", "every player", "all players", "both of us"),
        *("each of us", "we both", "we", "both", "everyone", "everybody", "all of us"),
    )
)
_ASKER = frozenset(("i", "me"))
_OPPONENT = frozenset(
    ("my opponent", "my opp", "opponent", "the opponent", "your opponent", "he", "she")
)
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


def _counts_again(variant: str, kind: _Kind) -> dict[str, int] | None:
    """Each count the comparison tells, by whom it names (`_whose`); None where it tells
    anything else, names a player twice, or names "one" without "the other"."""
    said: dict[str, int] = {}
    for part in _PARTS.split(variant.strip()):
        again = next((m for p in kind.again if (m := p.fullmatch(part))), None)
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


def _told_so(counts: dict[str, int], asker: str, kind: _Kind) -> str:
    return " and ".join(
        (kind.of_asker if player == asker else kind.of_opponent).format(n=n)
        for player, n in counts.items()
    )


def _alike(one: Ruling, other: Ruling) -> bool:
    return len(one.cases) == len(other.cases) and all(
        a.condition == b.condition and a.same_outcome(b)
        for a, b in zip(one.cases, other.cases, strict=True)
    )


def _both(first: Ruling, told: str, again: Ruling, variant: str) -> Ruling | None:
    """The moment told and the comparison, each one reading that ends otherwise, as the two
    cases the asker asked of: "if I'm at 3 life" and "if I'm at 4"; None where either has
    more than one reading."""
    if len(first.cases) != 1 or len(again.cases) != 1:
        return None
    return replace(
        first,
        cases=(
            replace(first.first, condition=told, condition_said=None),
            replace(again.first, condition=variant, condition_said=None),
        ),
        question=f'the count you asked about: "{told}", or "{variant}".',
        question_said=Message(
            'the count you asked about: "{told}", or "{variant}".', told=told, variant=variant
        ),
    )


def compared(
    text: str, refused: NoRuling, rule: Callable[[str], Ruling | NoRuling]
) -> Ruling | None:
    """The ruling of `text` whose last sentence compares the moment before it with a count
    changed (see above): the moment's where every reading of the comparison ends alike, each
    as a case where the one reading of each ends otherwise; else None."""
    said = refused.said.msgid if refused.said is not None else refused.message
    if not said.startswith(_TWO_MOMENTS):
        return None
    asked = _COMPARED.search(text)
    if asked is None:
        return None
    head = text[: asked.start()].rstrip()
    found = [(kind, m) for kind in _KINDS for p in kind.told for m in p.finditer(head)]
    if len(found) != 1:
        return None
    kind, told = found[0]
    counts = _counts_again(asked["variant"], kind)
    if counts is None:
        return None
    first = rule(head)
    if not isinstance(first, Ruling) or set(first.players) != {first.asker, OPPONENT}:
        return None
    ways = _ways_round(counts, told["who"], number_value(told["n"]), first.asker)
    again = [
        rule(f"{head[: told.start()]}{_told_so(way, first.asker, kind)}{head[told.end() :]}")
        for way in ways
    ]
    rulings = [ruling for ruling in again if isinstance(ruling, Ruling)]
    if not ways or len(rulings) != len(ways):
        return None
    variant = " ".join(asked["variant"].split())
    if not all(_alike(first, ruling) for ruling in rulings):
        if len(rulings) != 1:
            return None  # "one player ... the other": either way round, not put together
        return _both(first, " ".join(told[0].split()), rulings[0], variant)
    note = Message("The same holds if {variant}.", variant=quoted(variant))
    return replace(first, cases=tuple(case.noted(note) for case in first.cases))
