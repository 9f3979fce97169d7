"""A question of the case in general, then the case itself asked as a question of its own after
an ellipsis, the asker's words between cut ("What happens if I dip below 1 life from an effect
that will also heal me after the damage is dealt? ... Will I die if a creature with my
Armadillo Cloak on it damages me?"): the example is ruled on, the general question skipped and
shown, as after "For example" (test_general_then_example.py), with the same limits: a general
question that names a card or tells a number, or an example that is no question, or a question
after no ellipsis, is read as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "player"),
    [
        (
            "What happens if I go below 1 life from a creature that heals me afterwards? ... Do I "
            "lose if my creature enchanted with my Armadillo Cloak deals 4 damage to me?",
            "me",
        ),
        (
            "What if an opponent goes below 1 life from damage? \u2026 Does my opponent lose if my "
            "creature with his Spirit Link on it deals damage to my opponent?",
            "opponent",
        ),
        (
            "What happens if I dip under 1 life from an effect that heals me once the damage is "
            "done?... Would I die if a creature with my Spirit Link on it damaged me?",
            "me",
        ),
    ],
)
def test_the_example_after_an_ellipsis_is_ruled_on(text: str, player: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends"
    assert {case.status for case in ruling.cases} == {"ongoing", "over"}
    lost = next(case for case in ruling.cases if case.status == "over")
    assert lost.results[player] == "lost"
    assert any(skipped.endswith("?") for skipped in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # no ellipsis: two questions one after the other
        "What happens if I dip below 1 life from an effect that will also heal me after the "
        "damage is dealt? Will I die if a creature with my Armadillo Cloak on it damages me?",
        # the example is no question
        "What happens if I dip below 1 life from an effect that will also heal me after the "
        "damage is dealt? ... A creature with my Armadillo Cloak on it damages me.",
        # the general question tells a number, or names a card
        "What happens if I'm at 3 life and take damage from an effect that heals me later? ... "
        "Will I die if a creature with my Armadillo Cloak on it damages me?",
        "What happens if I dip below 1 life from Armadillo Cloak? ... Will I die if a creature "
        "with my Armadillo Cloak on it damages me?",
    ],
)
def test_a_general_question_is_not_skipped_otherwise(text: str) -> None:
    _refused(text)
