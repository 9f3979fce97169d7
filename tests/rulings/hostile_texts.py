"""Hostile situations (issue #29): the texts a stranger could type to stall the quick-rulings
reader, shared by tests/rulings/test_hostile_text.py (every one is answered: refused or ruled,
never a hang and never a traceback) and benchmarks/rulings_hostile.py (the CPU each answer
takes, against the issue's 50 ms: a test never times anything).

The generated texts are built by one set of functions from a `Picker`: Hypothesis's draws in the
tests (which shrink a failure to its smallest text), a seeded `random.Random` in the benchmark.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from bot.core.languages import Language
from bot.core.rules.vocabulary import System
from bot.core.rulings import MAX_SITUATION, NoRuling, Ruling, rule_on
from bot.core.rulings.known_phrases import VERB_WORDS
from bot.core.rulings.words import RESERVED
from bot.faces.discord.quick_ruling_actions import say_for


def full(head: str, unit: str, tail: str, limit: int = MAX_SITUATION) -> str:
    """`head`, then `unit` as many times as fit, then `tail`: the longest situation accepted."""
    return head + unit * ((limit - len(head) - len(tail)) // len(unit)) + tail


# -- the defect: a declaration of players that does not read ---------------------------------
#
# "players NAME, NAME and NAME": `and` between names needs no space, and a name is any word, so
# a word like "aandandand" could be cut into names at every "and" in it. When the sentence then
# failed to read (a "#", a verb after the last name), every way of cutting was tried: 2^n for n
# of them. The security review's 100 characters took seconds; 1,000 never finished.

DECLARATIONS = {
    "the review's 100 characters": "magic: players a" + "and" * 28 + "#",
    "the same at 1,000 characters": full("magic: players a", "and", "#"),
    "names holding 'and' and a verb after them": full(
        "magic: 4 players: ", "sandandra, ", "ferdinand decks out"
    ),
    "in capitals, names run together": full("MTG: 3 PLAYERS ", "AANDB", " AND BOB CONCEDES"),
    "commander, a word holding 'and'": full("magic commander: players ", "commander, ", "#"),
}


# -- every other pattern of the reader, at its worst --------------------------------------------
#
# Runs of the characters a pattern skips (spaces, commas, colons, dashes, digits) were scanned
# again from each of their characters by the patterns searched for anywhere in a sentence (the
# question words at its end, the joining words, "5 structures and 2 relics"): work growing with
# the square of the run: 5 to 21 ms of CPU for a whole answer of 1,000 characters before issue
# #29, under 1 ms since. The others are the worst case found for each remaining pattern while
# auditing them all (at most 7 ms before, clauses without their subject each looking for a
# suggestion that was thrown away; 3 ms since).

RUNS = {
    "question words after a run of punctuation": full("magic: bob concedes ", ",:-", " x"),
    "joining words after commas and spaces": full("magic: bob", " ,", "x"),
    "'at the same time' after commas": full("magic: bob concedes", ",", " at the same timex"),
    "a run of digits before 'structures'": full("magic: ", "1", " x"),
    "a life total of many digits": full("magic: bob is at ", "1", "x"),
    "a list of players of commas alone": full("magic: players ", " , ", "#"),
    "'starts at' lists run together": full("terrus: bob starts at 3", "andbob at 3", "#"),
    "'does NAME win' over and over": full("magic: bob concedes ", "does ", "x"),
    "a card's words that never say who wins": full("magic: an effect ", "says ", "x"),
    "a commander's name that never ends": full(
        "magic commander: bob takes 3 commander damage from bob ", "x ", "#"
    ),
    "a commander that deals and deals": full("magic commander: bob's commander ", "deals 5 ", "#"),
    "a name of apostrophes": full("magic: ", "a'", " concedes"),
    "mentions that never close": full("magic: ", "<@1", " concedes"),
    "clauses without a subject": full("magic: bob takes 1", ", takes 1", ""),
    "names waiting for a verb": full("magic: bob", " and bob", " flibbers"),
    "teams of one word": full("magic two-headed giant: teams ", "a vs ", "#"),
    # Revision 3's reading of chat (issue #31): cards marked before the grammar, framing,
    # roles, numbers in words, moments joined by "when", a card's quoted words.
    "capitalised words that never end a card's name": full("magic: I control ", "Aa ", "#"),
    "capitalised epithets after commas": full("magic: my ", "Omnath, Locus of ", "triggers"),
    "possessives that never end": full("magic: ", "Bob's ", "Angel dies"),
    "a card's quoted words that never close": full('magic: a card says "', "x. ", ""),
    "moments joined by when": full("magic: ", "bob concedes when ", "x"),
    "framing that never ends": full("magic: ", "so ok well ", "x"),
    "a question of question words": full("magic: does ", "he win or ", "x"),
    "a cause before a comma that never comes": full("magic: thanks to ", "good ol ", "#"),
    "a source that never says what it dealt": full("magic: bob takes 3 damage from ", "my ", "#"),
    "roles that never get a verb": full("magic: ", "the attacking player and ", "flibbers"),
    "numbers in words": full("magic: bob is at ", "twenty ", "#"),
    "a game said in passing, over and over": full("magic: ", "in a 4 person edh game ", "x"),
    "a spell before a colon, over and over": full("magic: ", "Rakdos Charm: ", "x"),
}


# -- any text at all ------------------------------------------------------------------------------

# The language's own words, and the short pieces its patterns split and join on, from which
# hostile texts are built: repeated, glued together or spaced, after a head that opens a
# declaration or a phrase, with a tail that makes the match fail.
WORDS = [
    *sorted(RESERVED | VERB_WORDS),
    "players", "teams", "emperors", "vs", "versus", "against", "starts", "structures", "relics",
    "combat", "damage", "from", "deals", "says", "effect", "champion", "concedes", "who wins",
    "does", "what happens if", "at the same time", "simultaneously", "range of influence",
    "starting life", "life", "poison", "counters", "alice", "Bob", "ferdinand", "O'Brien", "I'm",
    "my opponent", "<@123>", "<@!45>", "@carol", "0", "7", "-3", "1000000", "20",
]  # fmt: skip
PIECES = [
    "and", "AND", "a", "b", "s", " ", ",", ", ", " and ", "'", "'s", "-", ":", "/", "1", "at",
    "then", "vs", "\n", ".",
]  # fmt: skip
HEADS = [
    "", "magic: ", "mtg: ", "magic commander: ", "magic emperor: ", "ga: ", "terrus: ",
    "magic: players ", "magic: 3 players: ", "mtg: players: ", "magic: teams: ",
    "magic: emperors: ", "magic: bob starts at 3 and ", "magic: an effect says ", "magic: does ",
    "magic commander: bob takes 3 commander damage from ",
]  # fmt: skip
TAILS = ["", "#", " x", "!", " concedes", " who wins?", " at 3", "?!", "'", " decks out"]
PUNCTUATION = " ,:-'\n"


class Picker(Protocol):
    """Where a generated text's choices come from."""

    def one(self, choices: Sequence[str]) -> str: ...

    def number(self, low: int, high: int) -> int: ...

    def characters(self, length: int) -> str:
        """`length` characters, each any character but a surrogate, or one of `PUNCTUATION`."""
        ...


def _word_or_piece(pick: Picker, pieces: int) -> str:
    """A piece (`pieces` times in `pieces + 1`) or one of the language's words."""
    return pick.one(PIECES) if pick.number(0, pieces) else pick.one(WORDS)


def hostile(pick: Picker) -> str:
    """A head, then a unit of the language's words and pieces repeated as often as fits, then
    a tail: 1,000 characters (a backtracking pattern's work grows with the repeats)."""
    unit = "".join(_word_or_piece(pick, 2) for _ in range(pick.number(1, 5)))
    head, tail = pick.one(HEADS), pick.one(TAILS)
    return full(head, unit, tail)


def sentences(pick: Picker) -> str:
    """The language's words and pieces in any order: a few, or as many as fit."""
    count = int(pick.one(("5", "40", "400")))
    words = "".join(_word_or_piece(pick, 1) for _ in range(count))
    return (pick.one(HEADS) + words)[:MAX_SITUATION]


def any_text(pick: Picker) -> str:
    """Any text at all: short, or of the longest length accepted."""
    length = pick.number(0, 100) if pick.number(0, 1) else MAX_SITUATION
    return pick.characters(length)


class Seeded:
    """A `Picker` of a seeded `random.Random`: the same texts on every run."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def one(self, choices: Sequence[str]) -> str:
        return self._random.choice(choices)

    def number(self, low: int, high: int) -> int:
        return self._random.randint(low, high)

    def characters(self, length: int) -> str:
        return "".join(self._character() for _ in range(length))

    def _character(self) -> str:
        if self._random.random() < 0.2:
            return self._random.choice(PUNCTUATION)
        while 0xD800 <= (code := self._random.randrange(0x110000)) <= 0xDFFF:
            pass
        return chr(code)


def answer(text: str) -> Ruling | NoRuling:
    """The whole answer to `text` as a mention or a DM gets it (the one function every face
    calls, `rule_on`, and its Discord rendering), in a server whose default game is Magic (so
    a text without a game is judged too)."""
    ruling = rule_on(text, asker="asker", default_game=System("magic"))
    say_for(ruling, private=False, language=Language.ENGLISH)
    return ruling
