"""The outcome asked in words of decking (issue #31, as asked; lexicon `question_words`): "Does
this deck me?", "Does he deck out?", "does this get him to deck?". A question of the outcome,
telling nothing: skipped and shown, the ruling says whether drawing from an empty library ended
the game. On main each was refused unread."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was refused on main, the question unread.
DECK_ASKED = [
    (
        "I have no cards in my library and draw a card. Does this deck me?",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "My opponent has no cards in his library and draws a card. Does he deck out?",
        "over",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "What happens if I have a Shared Fate and then play a Leveler? Does this get him to deck?",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
    # an empty library alone loses nothing: only a draw from it does (MTG CR 704.5b)
    (
        "My opponent has no cards in his library. Is he decked?",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "Alice has 0 cards in her library and draws 2 cards. Is she decked now?",
        "over",
        {"Alice": "lost", "opponent": "won"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), DECK_ASKED)
def test_decking_asked_is_a_question_of_the_outcome(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results


# Near misses: a question of the deck itself (what is in it), not of the outcome: refused.
@pytest.mark.parametrize(
    "text",
    [
        "I have 0 cards in my library. Does my deck have cards?",
        "I draw a card. Is my deck empty?",
    ],
)
def test_a_question_of_the_deck_itself_is_refused(text: str) -> None:
    _refused(text)
