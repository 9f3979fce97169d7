"""A player of either sex named by both pronouns (issue #31, session 28): "his or her library",
"his/her hand", "deals 4 damage to him or her" is how rulings articles and older card text
speak of one player whose sex is unsaid ("Even if your teammate runs out of cards in his or
her library"). Read as the one player it is ("their", "them"), as "his" or "her" alone is;
card text quoted in the older style ("Each player discards his or her hand") is still card
text, never a person speaking."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import Variant
from tests.rulings.test_chat_reading import _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "my opponent runs out of cards in his or her library and has to draw",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "bob draws a card from his/her empty library",
            {"bob": "lost", "opponent": "won"},
        ),
        (
            "my opponent is at 4 life and I deal 4 damage to him or her",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "my opponent is at 4 life and I deal 4 damage to him/her",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "my opponent is at 5 life and I deal 4 damage to her or him",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_both_pronouns_name_the_one_player(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_card_text_quoted_keeps_its_words() -> None:
    ruling = _ruled(
        "both players have 2 cards in their libraries and bob casts Wheel of Fortune, which "
        'reads "Each player discards his or her hand and draws seven cards", and it resolves'
    )
    assert ruling.results == {"bob": "drew", "opponent": "drew"}
    assert "Each player discards his or her hand and draws seven cards" in ruling.skipped


def test_a_teammate_out_of_cards_in_his_or_her_library_loses_for_the_team() -> None:
    ruling = _ruled(
        "In Two-Headed Giant, my teammate draws from his or her empty library",
        variant=Variant.TWO_HEADED_GIANT,
    )
    assert ruling.results["me"] == "lost"
    assert ruling.results["my teammate"] == "lost"
