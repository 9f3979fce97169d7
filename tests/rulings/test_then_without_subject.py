"""A verb after "then" with no subject of its own (issue #31, session 19, found in the fresh
sets; bot/core/rulings/text_sentences.py `_subject_again`): "I have a Shared Fate and then play
a Leveler", "I take 3 damage and then gain 2 life" break at "then" (one moment after the other)
and the second part is the same player's act, its subject that of the last clause before it
that has one (after a moment supposed, "if"). A part that starts with no verb stays as
written."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "status", "results"),
    [
        ("I'm at 2 life. I take 3 damage and then gain 2 life.", "over", {"me": "lost"}),
        ("bob is at 3 life. bob takes 2 damage, then loses 1 life.", "over", {"bob": "lost"}),
        ("My opponent is at 4 life and then takes 4 damage.", "over", {"opponent": "lost"}),
        ("If I'm at 3 life and then take 2 damage, do I lose?", "ongoing", {}),
        ("I'm at 3 life. I play Platinum Angel and then take 5 damage.", "ongoing", {}),
        # the subject of the last clause before "then" that has one
        ("I'm at 5 life and my opponent is at 2, then loses 2 life.", "over", {"opponent": "lost"}),
        ("My opponent is at 2 life and I'm at 5, then lose 2 life.", "ongoing", {}),
    ],
)
def test_the_subject_before_then_is_the_verbs(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert {p: r for p, r in ruling.results.items() if r == "lost"} == results


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 5 life and then flibber 3 damage.",
        "bob is at 3 life and then 2 damage.",
    ],
)
def test_no_verb_after_then_stays_as_written(text: str) -> None:
    _refused(text)
