"""Alternatives the asker is unsure of, joined by "or", a case each: two numbers ("I deal him 3
or 4 damage"), two moments ("I concede or I deal him 3 damage"), after cards in play said first
("I have a Platinum Angel, and I go to 0 life or I draw from an empty library"). Each is read by
the sentence reader it is given (sentence_steps), as the sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.core.messages import Message
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_values import Role
from bot.core.rulings.sentence_clauses import clauses_of
from bot.core.rulings.situation_values import Fork, Sentence
from bot.core.rulings.why_messages import happened_said
from bot.core.rulings.words import NOT_DONE, SUBJECT, Reader, Refusal, SituationError, spelled

# How a sentence is read into its steps (sentence_steps._steps).
Steps = Callable[[str, Reader, tuple[int, ...]], list[Sentence | Fork]]


# "I deal him 3 or 4 damage": two numbers the asker is unsure of, a case each ("3 or less" is a
# bound, bounded_total.py): the sentence as written with each (`numbers_either`), each read
# (`either`). "I concede or I deal him 3 damage", "either he concedes or ...": two moments the
# asker is unsure of, a case each, where the sentence joins nothing else (no "and": "alice is
# at 3 and bob concedes or ..." may group either way).
_OR = one_of(WORDS.alternatives)
_NUMBERS_OR = re.compile(
    rf"(?<![\w./+-])(?P<a>{NUMBER})\s++{_OR}\s++(?P<b>{NUMBER})(?![\w/-])"
    rf"(?!\s++{one_of(WORDS.bound_words)}\b)",
    re.IGNORECASE,
)
_CLAUSES_OR = re.compile(
    rf"^(?:{one_of(WORDS.either)}\s++)?(?P<a>[^,;]+?)(?:\s*+,\s*+|\s++){_OR}\s++(?P<b>[^,;]+)$",
    re.IGNORECASE,
)
_A_SUBJECT = re.compile(rf"(?:{SUBJECT})", re.IGNORECASE)
_SUBJECT_FIRST = re.compile(rf"(?:{SUBJECT})(?=\s)", re.IGNORECASE)
_JOINED = re.compile(rf"\b{one_of(WORDS.list_joins)}\b|\b{_OR}\b.*\b{_OR}\b", re.IGNORECASE)


def numbers_either(sentence: str) -> tuple[str, str] | None:
    """The sentence with each of two numbers joined by "or" ("I deal him 3 or 4 damage"), or
    None."""
    numbers = _NUMBERS_OR.search(sentence)
    if numbers is None or _NUMBERS_OR.search(sentence, numbers.end()):
        return None
    head, tail = sentence[: numbers.start()], sentence[numbers.end() :]
    return f"{head}{numbers['a']}{tail}", f"{head}{numbers['b']}{tail}"


def either(
    one: str, other: str, reader: Reader, marks: tuple[int, ...], steps: Steps
) -> list[Sentence | Fork]:
    """Two alternatives, each read as the sentence: a case each, and the question that settles
    it (a Fork)."""
    library = dict(reader.library)  # each reading draws from the libraries as told
    first = sentences_only(steps(one, reader, marks))
    reader.library = dict(library)
    second = sentences_only(steps(other, reader, marks))
    reader.library = library
    a, b = spelled(one, reader.entities), spelled(other, reader.entities)
    question = f'Which happened: "{a}" or "{b}"?'
    happened_a, happened_b = f'"{a}" happened', f'"{b}" happened'
    return [
        Fork(
            question,
            [(happened_a, first), (happened_b, second)],
            said={
                question: Message('Which happened: "{a}" or "{b}"?', a=a, b=b),
                happened_a: happened_said(a),
                happened_b: happened_said(b),
            },
        )
    ]


# "I have a Platinum Angel, and ... or ...": cards in play said first, then alternatives
_HELD_FIRST = re.compile(
    rf"^(?P<held>[^,;]+?)\s*+,\s*+{one_of(WORDS.list_joins)}\s++(?P<rest>[^,;]+)$", re.IGNORECASE
)


def _held_only(words: str, reader: Reader) -> bool:
    """Whether the words only say cards are in play ("I have a Platinum Angel")."""
    try:
        clauses = clauses_of(words, reader)
    except SituationError:
        return False
    return bool(clauses) and all(clause.role is Role.PRESENCE for clause in clauses)


def moments_either(
    sentence: str, reader: Reader, marks: tuple[int, ...], steps: Steps
) -> list[Sentence | Fork] | None:
    """Two moments joined by "or" that each read as a sentence: a case each. None: no such
    moments (the sentence is read as it is)."""
    held = _HELD_FIRST.match(sentence)
    if held is not None and _held_only(held["held"], reader):
        # "I have a Platinum Angel, and I go to 0 life or I draw from an empty library": the
        # card in play holds all along, in either case (as a board said first does)
        either_one = moments_either(held["rest"], reader, marks, steps)
        if either_one is not None:
            return [*steps(held["held"], reader, marks), *either_one]
    moments = _CLAUSES_OR.match(sentence)
    if moments is None or _JOINED.search(sentence) or NOT_DONE.search(sentence):
        return None  # "I don't concede or deal him 3 damage": neither, not one of two
    one, other = moments["a"], moments["b"]
    told = _SUBJECT_FIRST.match(other)
    if _A_SUBJECT.fullmatch(one) and told is not None:
        one = f"{one}{other[told.end() :]}"  # "alice or bob concedes": "alice concedes"
    library, order, spelling = dict(reader.library), list(reader.order), dict(reader.spelling)
    persons, pronoun = dict(reader.persons), reader.pronoun_taken
    subject = _SUBJECT_FIRST.match(one)
    # "I concede or deal him 3 damage": the second with the first's subject, if it reads so
    for second in (other, f"{subject[0]} {other}" if subject else None):
        if second is None:
            continue
        try:
            return either(one, second, reader, marks, steps)
        except SituationError:  # "from a spell or ability": no two moments, read as it is
            reader.library, reader.order, reader.spelling = (
                dict(library),
                list(order),
                dict(spelling),
            )
            reader.persons, reader.pronoun_taken = dict(persons), pronoun
    return None


def sentences_only(steps: list[Sentence | Fork]) -> list[Sentence]:
    """The reports of a case; a case of a case is more than one question can settle."""
    found = []
    for step in steps:
        if isinstance(step, Fork):
            raise SituationError(
                Message(
                    "The outcome turns on two things the words leave open. {question} "
                    "Put each moment in a sentence of its own, in the order they happened.",
                    question=step.asked,
                ),
                kind=Refusal.DEPENDS_TWICE,
            )
        found.append(step)
    return found
