"""Suggestions that would mislead (session 23). "I deal 3 damage" was offered "Did you mean 'I
take 3 damage'?": the asker who dealt the damage made the one hurt. "I have no cards left in my
deck and need to draw" was offered "an effect says the game is a draw": a card drawn made a game
drawn. A suggestion never says the typed event from its other side (dealt and taken, gained and
lost), nor offers a game drawn for a "draw" that is a card drawn. And a draw that must be made
("need to draw", "must draw", "tries to draw"), its subject left out after "and", is read: from
an empty library, a loss."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "misleading"),
    [
        ("terrus: I deal 3 damage", "take"),
        ("magic: I deal 3 damage", "take"),
        ("magic: alice dealt 3 damage", "take"),
        ("ga: bob deals 4 damage", "take"),
        ("magic: bob tries to draw", "a draw"),
        ("magic: alice needs to draw", "a draw"),
        ("magic: I must draw", "a draw"),
    ],
)
def test_no_suggestion_turns_the_event_around(text: str, misleading: str) -> None:
    words = _refused(text).message
    assert (
        "Did you mean" not in words
        or misleading not in words.split("Did you mean")[1].split("?")[0]
    )


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("magic: I gaine 3 life", "I gain 3 life"),
        # ("alice loose 3 life" is read as "lose" since session 23: verb_spellings.py)
        ("magic: alice loese 3 life", "alice loses 3 life"),
        ("magic: alice takes 3 damag", "alice takes 3 damage"),
    ],
)
def test_a_typo_is_still_offered_its_phrase(text: str, offered: str) -> None:
    assert f'Did you mean "{offered}"?' in _refused(text).message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("ga: I have no cards left in my deck and need to draw", {"me": "lost", "opponent": "won"}),
        ("magic: my library is empty and I need to draw", {"me": "lost", "opponent": "won"}),
        (
            "magic: bob has 0 cards in his library and tries to draw",
            {"bob": "lost", "opponent": "won"},
        ),
        ("magic: my library is empty and I must draw", {"me": "lost", "opponent": "won"}),
    ],
)
def test_a_draw_that_must_be_made_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
