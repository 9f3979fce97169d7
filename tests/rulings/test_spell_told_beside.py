"""A spell told as play ("I bolt myself", "bob casts Lightning Bolt at alice") with other
words after it in its sentence (issue #31): only words of what it did to a player it deals to
(their damage, a total of theirs, an effect on them) stand for its resolution. A card said in
play or another player's total says nothing of it: the spell still deals its damage (before,
"I am at 3. I bolt myself and bob is at 5" dropped the Bolt: "nobody has won or lost")."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        ("I am at 3. I bolt myself and bob is at 5", "me"),
        ("alice is at 2 life. bob shocks alice and bob is at 7 life", "alice"),
        ("bob is at 3. bob bolts himself, and alice is at 10 life", "bob"),
        ("I bolt myself while I'm at 3 and bob is at 5", "me"),
    ],
)
def test_another_players_total_after_a_spell_told_leaves_its_damage(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"


def test_a_card_said_in_play_after_a_spell_told_leaves_its_damage() -> None:
    ruling = _ruled("I am at 3. I bolt myself and I control Platinum Angel")
    assert ruling.status == "ongoing"  # the Angel keeps me in at 0 life
    assert any(
        e.get("delta") == -3
        for r in ruling.understood["reports"]
        for e in r.get("simultaneous", [r])
    )


@pytest.mark.parametrize(
    ("text", "status"),
    [
        # What it did said in words, of the player it deals to: those words, not its damage
        # twice.
        ("I am at 5. bob shocks me and I am at 3 life", "ongoing"),
        ("I am at 3. bob casts Lightning Bolt at me and I take 3 damage", "over"),
    ],
)
def test_what_a_spell_did_to_its_target_said_after_it_is_what_it_did(
    text: str, status: str
) -> None:
    assert _ruled(text).status == status
