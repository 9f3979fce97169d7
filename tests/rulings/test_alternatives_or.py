"""Alternatives joined by "or" (issue #31, "as asked"): two numbers ("I deal him 3 or 4
damage") or two moments ("I concede or I deal him 3 damage") the asker is unsure of are a case
each, judged, with the question that settles it; where the outcome is the same either way it is
ruled. "3 or more" is a bound, never two cases. Alternatives the reader cannot split are never
read as one thing: players or moments joined by "or" are no source of damage ("I concede or I
deal him 3 damage" after "and" was "you win"), and a spell aimed at "him or his creature" asks
whom it was cast at (it was read as aimed at nothing: "nobody has won")."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        (
            "My opponent is at 4 life and I deal him 3 or 4 damage.",
            {"me": "playing", "opponent": "playing"},
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I am at 6 life and lose five or six life.",
            {"me": "playing", "opponent": "playing"},
            {"me": "lost", "opponent": "won"},
        ),
        (
            "My opponent is at 3 life. I concede or I deal him 3 damage.",
            {"me": "lost", "opponent": "won"},
            {"me": "won", "opponent": "lost"},
        ),
        (
            "Either bob concedes, or alice draws from an empty library.",
            {"alice": "won", "bob": "lost"},
            {"alice": "lost", "bob": "won"},
        ),
    ],
)
def test_each_alternative_is_a_case(
    text: str, first: dict[str, str], second: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    assert ruling.question is not None and ruling.question.startswith("Which happened:")
    assert [dict(case.results) for case in ruling.cases] == [first, second]


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("My opponent is at 4 life. I deal him 4 or 5 damage.", {"me": "won", "opponent": "lost"}),
        (
            "My opponent is at 3 life. He concedes or I deal him 3 damage.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_alternatives_that_end_alike_are_ruled(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert ruling.results == results


def test_a_spell_or_ability_is_one_source() -> None:
    ruling = _ruled("My opponent is at 3 life and loses 3 life from a spell or ability.")
    assert ruling.results == {"me": "won", "opponent": "lost"}


@pytest.mark.parametrize(
    "text",
    [
        # "or" joined after "and": which of them is grouped with what is not said
        "My opponent is at 3 life and I concede or I deal him 3 damage.",
        "My opponent is at 3 life and alice or I deal 3 damage to him.",
        # whom the spell was cast at, of two
        "My opponent is at 3 life and I cast Lightning Bolt targeting him or his creature.",
        "My opponent is at 3 life. I bolt him or his creature.",
        # "5 or more" is a bound, not two cases
        "alice is at 5 life and takes 5 or more damage.",
    ],
)
def test_alternatives_not_split_are_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I am at 0 life and control Platinum Angel. Do I lose or stay alive?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I am at 0 life and control Platinum Angel. Would I die or would I stay alive?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "My opponent is at 0 life. Does he lose or do we draw?",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_or_that_is_the_question_is_framing(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert ruling.results == results


def test_a_question_that_tells_a_number_is_not_framing() -> None:
    _refused("I am at 0 life. Do I stay at 0 life?")


def test_creature_stats_joined_by_or_are_not_two_numbers() -> None:
    answer = _refused("I block his 2/2 or 3/3 with my 1/1.")
    assert "2/2 or 3/3" in answer.message  # the words as written, never "2/2/3"
