"""A loss asked of a card the moment tells (issue #31, "as asked": "..., will I die from the
Corrupt ...?"): "do I die from Lava Axe?", "does he die from the Shock?", "do I die from it?"
after the moment that names that card is the outcome asked: skipped and shown, the moment
ruled on. A card named only in the question is what the question supposes: never dropped
(refused, its words named); "it" with several cards told, or none, stands for no one card."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

_LAVA_AXE_CASES = [
    {"me": "lost", "opponent": "won"},
    {"me": "playing", "opponent": "playing"},
]


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        (
            "I'm at 3 life and my opponent casts Lava Axe at me, do I die from the Lava Axe?",
            "do I die from the Lava Axe",
        ),
        (
            "If my opponent casts Lava Axe at me while I'm at 5 life, do I die from it?",
            "do I die from it",
        ),
        ("I'm at 5 life. My opponent casts Lava Axe at me. Do I die from it?", "Do I die from it"),
    ],
)
def test_a_loss_asked_of_the_card_told_is_the_outcome_asked(text: str, asked: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends  # whether the spell resolved, unsaid
    assert [dict(case.results) for case in ruling.cases] == _LAVA_AXE_CASES
    assert asked in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 2 life and I shock him. Does he die from the Shock?",
        "If I'm at 3 life and I bolt myself, will I die from Lightning Bolt?",
    ],
)
def test_a_card_used_as_a_verb_is_the_card_asked_of(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert "lost" in ruling.results.values()
    assert any("die from" in said for said in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # The card is named only in the question: what it supposes, never dropped.
        "If I'm at 3 life, will I die from Lightning Bolt?",
        "My opponent is at 2 life and I shock him. Does he die from the Lava Axe?",
        # "it" with no card told, or with two
        "I'm at 5 life. Do I die from it?",
        "I'm at 5 life. My opponent casts Lava Axe at me and I cast Lightning Bolt at myself. "
        "Do I die from it?",
    ],
)
def test_a_card_the_moment_does_not_tell_is_not_dropped(text: str) -> None:
    _refused(text)
