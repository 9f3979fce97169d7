"""A spell said countered in other words than "it" (issue #31, never confidently wrong): "the
spell", "my spell", or the card's name again, said of the spell told before it in the same
sentence, means that spell never resolved (MTG CR 701.6a, 608.2). These were taken for another
spell and dropped: "My opponent is at 1 life. I shock him, but the spell is countered." was
"you win", the Shock's 2 damage dealt."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

SAID_AGAIN = [
    "My opponent is at 1 life. I shock him, but the spell is countered.",
    "My opponent is at 1 life. I shock him, but Shock is countered.",
    "My opponent is at 1 life. I cast Shock at him, but Shock is countered.",
    "My opponent is at 1 life. I shock him but my spell gets countered",
    "alice is at 1 life. bob shocks alice, but his spell is countered",
    "bob is at 3 life. I cast Lightning Bolt at bob, but that spell is countered",
]


@pytest.mark.parametrize("text", SAID_AGAIN)
def test_a_spell_said_countered_again_by_its_name_never_resolves(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}


RESOLVED_AGAIN = [
    ("My opponent is at 1 life. I cast Shock at him and the spell resolves", "opponent"),
    ("alice is at 2 life. bob casts Lightning Bolt at alice and the spell resolves", "alice"),
]


@pytest.mark.parametrize(("text", "loser"), RESOLVED_AGAIN)
def test_a_spell_said_to_resolve_by_its_name_resolves(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.results[loser] == "lost"


def test_another_spell_said_countered_beside_a_spell_is_asked_which() -> None:
    refusal = _refused(
        "My opponent is at 1 life. I cast Shock at him, but Lightning Bolt is countered."
    )
    assert "Lightning Bolt is countered" in refusal.message
