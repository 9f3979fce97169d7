"""A card that replaces draws from a pile set aside with it, said to have nothing left in it
(issue #31, session 23, found in fresh set 1; bot/core/rulings/empty_piles.py): "Even one with
no cards under it?" after a question about Parallel Thoughts. The replacement still applies
with the pile empty (the player gets no card, MTG CR 614.1a, 121.6), so the sentence changes
nothing: it is skipped and shown, and the moment is judged as told (whether the player used the
replacement is theirs to choose: a case each way). A sentence that says more, or of a card
that has no pile, is refused as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "used"),
    [
        (
            "My library is empty and I control Parallel Thoughts. I draw a card. Even one with "
            "no cards under it?",
            "you used Parallel Thoughts instead of drawing",
        ),
        (
            "I control Parallel Thoughts. What if its pile is empty? I draw from an empty library.",
            "you used Parallel Thoughts instead of drawing",
        ),
        (
            "bob controls Parallel Thoughts and bob's library is empty. Parallel Thoughts has "
            "nothing under it. bob draws a card.",
            "bob used Parallel Thoughts instead of drawing",
        ),
        (
            "My library is empty and I have Parallel Thoughts in play. I draw a card. And if "
            "the pile is gone?",
            "you used Parallel Thoughts instead of drawing",
        ),
        (
            "My deck is empty and I have Parallel Thoughts. Even if it has no cards left under "
            "it? I have to draw a card.",
            "you used Parallel Thoughts instead of drawing",
        ),
    ],
)
def test_an_empty_pile_changes_nothing_the_card_does(text: str, used: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    by_case = {case.condition: case for case in ruling.cases}
    assert by_case[used].status == "ongoing"
    drew = next(case for condition, case in by_case.items() if condition != used)
    assert drew.status == "over" and "lost" in drew.results.values()
    assert any("under it" in said or "pile" in said for said in ruling.skipped)


def test_the_question_as_asked_with_its_follow_up() -> None:
    ruling = _ruled(
        'Is it impossible to lose to "decking" with a Parallel Thoughts in play? '
        "Even one with no cards under it?"
    )
    assert ruling.depends
    assert any(case.status == "ongoing" for case in ruling.cases)
    assert "Even one with no cards under it" in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        # a card whose replacement takes no pile: what "under it" is, is unsaid
        "My library is empty and I control Abundance. I draw a card. Even one with no cards "
        "under it?",
        # the last card named before has no pile
        "My library is empty and I control Parallel Thoughts and Abundance. I draw a card. "
        "Even one with no cards under it?",
        # more than the pile said: a fact of the game, a library, another player
        "My library is empty and I control Parallel Thoughts. I draw a card. Even one with no "
        "cards under it and 3 damage dealt to me?",
        "My library is empty and I control Parallel Thoughts. I draw a card. Even with no cards "
        "in my hand?",
        "I control Parallel Thoughts. Even one with no cards under it, and bob concedes?",
        # no card named before it
        "Even one with no cards under it? I control Parallel Thoughts and draw from an empty "
        "library.",
    ],
)
def test_near_misses_are_not_read(text: str) -> None:
    _refused(text)
