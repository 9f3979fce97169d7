"""A question of the case in general said before its example ("What happens if I dip below 1 life
from an effect that will also heal me after the damage is dealt? For example: ..."): the example
is what is ruled on, the question before it skipped and shown."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER, number_words
from bot.core.rulings.outcome_questions import QUESTION_WORDS
from bot.core.rulings.words import MARK

# "What happens if I dip below 1 life from an effect that will also heal me after the damage
# is dealt? For example: If I bolt myself while I'm at 3 ...", "If an opponent steals my
# commander, is commander damage reset? Let's say ...": a question of the case in general, then
# the case itself: the example is what is ruled on, the question before it skipped and shown.
# Only a question right before the example's opener that names no card and tells no number (a
# bound, "below 1 life", is none), that is general (it names anyone, "an opponent", in place
# of a player of the game, or a bound in place of a total), and whose example tells a word of
# it again ("commander"), not another moment: any other question may hold a fact the example
# leaves out ("What if my opponent concedes? For example, he is at 3 life"), so it is read (or
# refused and named), never skipped.
# The example may also be a question of its own after an ellipsis, where the asker's words
# between were cut ("... Will I die if a creature with my Armadillo Cloak on it damages me?").
_GENERAL_THEN_EXAMPLE = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<q>[^.!?\n]++\?)"
    rf"(?=\s*+(?:{one_of(WORDS.examples + WORDS.example_openers)}(?![\w'])"
    rf"|(?:\.{{3}}|\u2026)\s*+{one_of(WORDS.inverted_asks)}\s))",
    re.IGNORECASE,
)
_A_BOUND = re.compile(rf"\b{one_of(WORDS.thresholds)}\s++(?:{NUMBER})", re.IGNORECASE)
_ANYONE = re.compile(rf"(?<![\w']){one_of(WORDS.anyone)}(?![\w'])", re.IGNORECASE)
_SPECIFIC = re.compile(rf"{MARK}|\d|\b(?:{'|'.join(number_words())})\b", re.IGNORECASE)
# "If an opponent concedes, do I win?": the moment supposed, without the question after it.
_SUPPOSED_MOMENT = re.compile(
    rf"\b{one_of(WORDS.supposing)}\s++(?P<moment>[^,?]+?)\s*+"
    rf"(?:,\s*+{one_of(tuple(WORDS.question_starts))}\b|\?|$)",
    re.IGNORECASE,
)


def _retold_words(text: str) -> set[str]:
    """The words an example may tell again of its question: no function word, the asker as
    one word whatever it is called ("me", "myself")."""
    words = {w.lower() for w in re.findall(r"[\w']+", text)}
    asker = {"i"} if words & WORDS.self_words else set()
    return (words - WORDS.function_words - QUESTION_WORDS - WORDS.self_words) | asker


def without_general_question(text: str) -> tuple[str, list[str]]:
    """The text without a question of the case in general said before its example, and the
    questions taken out (to be shown as skipped)."""
    skipped: list[str] = []

    def general(match: re.Match[str]) -> str:
        question = match["q"]
        bare = _A_BOUND.sub(" ", question)
        anyone = _ANYONE.sub(" ", bare)
        if _SPECIFIC.search(bare) or (anyone == bare and bare == question):
            return match[0]  # a fact of its own, or a moment of players of the game
        supposed = _SUPPOSED_MOMENT.search(anyone)
        said = _retold_words(supposed["moment"] if supposed is not None else anyone)
        if not said & _retold_words(text[match.end() :]):
            return match[0]  # what follows is another moment, not its example
        skipped.append(question.strip())
        return ""

    return _GENERAL_THEN_EXAMPLE.sub(general, text), skipped
