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

A question that opens asking ("would", "does", ...) and offers other guesses after "or", each
opening as a question, is the same where no part of it says a moment of its own (`guesses_unread`:
"when", "if", a step of the turn, an act such as an attack or a cast, whose moment may be the one
asked about) and it names no number and no card the words did not name before: "Would he take
the damage, then lose the game before he gained the life or would he be damaged, then gain the
life at the same time, and live to fight on?" (`guesses_offered`; session 31: it was refused,
unread). What the guesses wonder the ruling of the moment told settles.

Only where every guess after "or" opens as a question ("does", "do", "can", "will", ...) and
names no number and no card the words did not name before (a new card or a count may be a
fact the asker takes for granted): else it is left as written. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

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
_ASKS = re.compile(rf"^\s*+{one_of(WORDS.inverted_asks)}\s", re.IGNORECASE)
_UNREAD = re.compile(rf"(?<![\w']){one_of(WORDS.guesses_unread)}(?![\w'])", re.IGNORECASE)


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


_WORD = re.compile(r"[\w']+")
# who or what each guess is of: the word after its question's opening
_SUBJECT = re.compile(
    rf"(?<![\w']){one_of(tuple(WORDS.question_starts))}\s++(?P<s>[\w']+)", re.IGNORECASE
)
# what a guess names by a determiner: "my dragon", "the damage"
_DETERMINED = re.compile(
    rf"(?<![\w']){one_of(WORDS.guess_determiners)}\s++(?P<n>[^\W\d_][\w']*+)", re.IGNORECASE
)
# the last sentence of a text, a question: where it starts, and the "?" that closes it
_LAST_ASKED = re.compile(r"(?:^|(?<=[.!?\n]))(?P<q>[^.!?\n]++)\?\s*+$")


def guesses_offered(text: str, names: Sequence[str]) -> tuple[str, list[str]]:
    """The text (cards marked) with its last sentence taken off where it is a question made of
    the asker's guesses of what follows from the moment told, each after "or" (see above):
    "Would he take the damage, then lose the game before he gained the life or would he be
    damaged, then gain the life at the same time, and live to fight on?"; and what was taken
    off (to be shown as skipped). `names`: each mark's card name ("the Angel" after Platinum
    Angel is the card said before)."""
    if not text.rstrip().endswith("?") or not _OR_ASKED.search(text):
        return text, []
    last = _LAST_ASKED.search(text)
    if last is None or not last.start():
        return text, []  # nothing told before the question: nothing it guesses from
    asked = last["q"]
    named = set(MARKED.findall(text[: last.start()]))
    if (
        _ASKS.match(asked) is None
        or not _OR_ASKED.search(asked)
        or _NUMBER.search(MARKED.sub("", asked))
        or _UNREAD.search(asked)
        or any(mark not in named for mark in MARKED.findall(asked))
    ):
        return text, []
    cards = (names[int(n)] for n in named if int(n) < len(names))
    before = " ".join((text[: last.start()], *cards))
    said = {word.lower() for word in _WORD.findall(before)}
    for subject in _SUBJECT.findall(asked):
        if subject.lower() not in WORDS.guess_subjects and subject.lower() not in said:
            return text, []  # "or does carol save her?": carol, said only here
    for thing in _DETERMINED.findall(asked):
        if thing.lower() not in WORDS.guess_nouns and thing.lower() not in said:
            return text, []  # "would my dragon kill him?": a dragon, said only here
    return text[: last.start()], [asked.strip()]
