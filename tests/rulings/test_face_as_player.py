"""A player's "face" as chat aims spells at it: "I cast Lightning Bolt at his face", "to my
opponent's face", "he Shocks my face" are aimed at that player (docs/situation-language.md,
"Words the reader knows": `face_words`). "the face" of no one said stays unread: whose face,
among several players, would be guessed; "face down" and "face-down" are never a player."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

AIMED_AT_A_FACE = [
    (
        "magic: my opponent is at 3. I cast Lightning Bolt at his face. does he die?",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "magic: my opponent is at 3 life and I cast Lightning Bolt to his face",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "magic: I'm at 2 life. my opponent casts Shock at my face. do I lose?",
        {"me": "lost", "opponent": "won"},
    ),
    ("magic: bob is at 3. I cast Lightning Bolt to bob's face", {"bob": "lost", "me": "won"}),
    (
        "magic: my opponent is at 4. I cast Lightning Bolt at my opponent's face. does he die?",
        None,
    ),
    ("magic: I am at 3 life and my opponent bolts my face", {"me": "lost", "opponent": "won"}),
]


@pytest.mark.parametrize(("text", "results"), AIMED_AT_A_FACE)
def test_a_spell_aimed_at_a_players_face_is_aimed_at_that_player(
    text: str, results: dict[str, str] | None
) -> None:
    ruling = _ruled(text)
    if results is None:
        assert "lost" not in ruling.results.values(), text
        assert all("lost" not in case.results.values() for case in ruling.cases), text
    else:
        # a spell said cast may yet be countered: the outcome, if it resolved
        outcomes = [ruling.results, *(case.results for case in ruling.cases)]
        assert results in outcomes, text


def test_the_face_of_no_one_said_is_not_guessed() -> None:
    refused = _refused("magic: my opponent is at 3. I cast Lightning Bolt to the face")
    assert "to the face" in refused.message
