"""A game's verb put in quotes by the asker (issue #31, session 28): 'I had already "drawn"
from an empty library', 'bob "cast" Lightning Bolt at alice' was refused as unread: the quotes
only mark the word as the game's term (a draw from an empty library draws nothing, yet the
rules call it a draw, MTG CR 121.3), never card text. The verb is read as written without
them; any other word in quotes is read as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ('my opponent "drew" a card from his empty library', {"me": "won", "opponent": "lost"}),
        (
            "I had already \u201cdrawn\u201d from an empty library.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            'players: alice, bob. alice is at 3 life. bob "cast" Lightning Bolt at alice and '
            "it resolved.",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "I control Platinum Angel. I 'drew' from an empty library.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_verb_in_quotes_is_read_as_the_verb(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_other_words_in_quotes_are_read_as_before() -> None:
    _refused('my opponent "flickered" a card from his empty library')
