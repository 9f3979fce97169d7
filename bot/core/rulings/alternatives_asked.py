"""A question of the outcome with other guesses after it, each its own question after "or":
"does that mean you lose the game or does it mean that you can stack the deck with Abundance's
ability?", "Do I lose or do I get to put the cards on the bottom?". The first asks the outcome
only (outcome_questions.is_question); the others ask what the asker wonders may happen
instead, which the ruling settles by judging the moment told: nothing in them is told as done.
The whole question is skipped and shown.

So is a sentence of its own that opens with "Or" and asks ("Would we both lose? Or will we redo
the game and the judge will give us more time?", `another_guess`): one more guess beside what
was asked, asked and never told (a question's order, "or" then its verb: "Or he takes 3" is
told, and read). The same bounds, and no ground given in it ("Or does he lose since his
library is empty?": the ground may be a fact), else it is left as written.

Only where every guess after "or" opens as a question ("does", "do", "can", "will", ...) and
names no number and no card the words did not name before (a new card or a count may be a
fact the asker takes for granted): else it is left as written. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.outcome_questions import is_question
from bot.core.rulings.words import MARKED

_OR_ASKED = re.compile(
    rf"\s++{one_of(WORDS.alternatives)}\s++(?={one_of(tuple(WORDS.question_starts))}\b)",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"\d")
_OR_OPENS = re.compile(
    rf"^\s*+{one_of(WORDS.alternatives)}(?:\s*+,)?\s++(?={one_of(tuple(WORDS.question_starts))}\b)",
    re.IGNORECASE,
)
_GROUND = re.compile(rf"(?<![\w']){one_of(WORDS.guess_grounds)}(?![\w'])", re.IGNORECASE)


def outcome_then_guesses(sentence: str, named: Callable[[int], bool]) -> bool:
    """Whether `sentence` (cards marked) is a question of the outcome followed by other
    guesses, each asked after "or" (see above); `named` says whether a mark's card was named
    in the words before."""
    if not _OR_ASKED.search(sentence):
        return False
    first, *guesses = _OR_ASKED.split(sentence.strip(" ?"))
    if not is_question(first):
        return False
    return all(
        not _NUMBER.search(MARKED.sub("", guess))
        and all(named(int(mark)) for mark in MARKED.findall(guess))
        for guess in guesses
    )


def another_guess(sentence: str, named: Callable[[int], bool]) -> bool:
    """Whether `sentence` (cards marked) is one more guess asked after "Or" (see above)."""
    opened = _OR_OPENS.match(sentence)
    if opened is None:
        return False
    guess = sentence[opened.end() :]
    return (
        not _NUMBER.search(MARKED.sub("", guess))
        and _GROUND.search(guess) is None
        and all(named(int(mark)) for mark in MARKED.findall(guess))
    )
