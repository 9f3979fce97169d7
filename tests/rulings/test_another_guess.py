"""One more guess asked in a sentence of its own after "Or" (issue #31, as asked;
alternatives_asked.another_guess): "Would we both get a win, or will it count for a loss for both
of us? Or will we redo the game and the judge will give us more time?". Asked, never told: the
ruling settles it, and it is skipped and shown. On main the sentence was refused unread ("I
could not read "Or will we redo the game"") however plainly the moment before it was told."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was refused on main, the "Or ..." sentence unread.
GUESS_SKIPPED = [
    (
        "I'm at 2 life and take 3 damage. Do I lose? Or will we redo the game?",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at two, and my opponent is at four. I Char my opponent. Would we both get a win, or "
        "will it count for a loss for both of us? Or will we redo the game and the judge will "
        "give us more time?",
        "over",
        {"me": "drew", "opponent": "drew"},
    ),
    (
        "My opponent is at 1 life and I deal him 4 damage. Is he dead? Or does he get another "
        "turn?",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "Alice is at 3 life and takes 3 damage. Does alice lose? Or, does the judge give us extra "
        "time?",
        "over",
        {"Alice": "lost", "opponent": "won"},
    ),
    (
        "I'm at 2 and my opponent is at 4. I Char my opponent. Do we both lose? Or will the game "
        "be replayed?",
        "over",
        {"me": "drew", "opponent": "drew"},
    ),
    (
        "I'm at 5 life and take 3 damage. Am I dead? Or will the game go to a replay?",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), GUESS_SKIPPED)
def test_a_guess_asked_after_or_is_skipped_and_shown(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results
    assert any(said.lower().startswith("or") for said in ruling.skipped)


# Near misses: a ground given (it may be a fact), a card not named before, a number, or "Or"
# with no question's order (told): read or refused, never skipped.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 2 life and take 3 damage. Do I lose? Or do I survive since I have Platinum Angel?",
        "I'm at 2 life and take 3 damage. Do I lose? Or does Platinum Angel save me?",
        "I'm at 2 life. Do I lose? Or does he deal me 3 damage first?",
        "I'm at 2 life and take 3 damage. Do I lose? Or he gains 5 life.",
        "My opponent is at 1 life and I deal him 4 damage. Is he dead? Or does he get another "
        "turn because he controls Platinum Angel?",
    ],
)
def test_a_guess_that_may_tell_a_fact_is_refused(text: str) -> None:
    _refused(text)
