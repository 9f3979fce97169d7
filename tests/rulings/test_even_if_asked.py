"""A card asked to keep a player in "even if" a moment happens (issue #31, "as asked": "Does
Form of the Dragon reset my life to 5 ... even if I go below 1 at some point?"): "even if",
"even when" and "even though" suppose the moment as "if" does: "Does Platinum Angel keep me
alive even if I go to 0 life?" is "I control Platinum Angel and I go to 0 life", the question
skipped and shown. A card that is no help there still answers so; the words around a card no
one is said to control stay as written."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("Does Platinum Angel keep me alive even if I go to 0 life?", {"me": "playing"}),
        ("Will Platinum Angel keep me from losing even when I go to 0 life?", {"me": "playing"}),
        (
            "Will Platinum Angel keep bob in the game even though he is at -3 life?",
            {"bob": "playing"},
        ),
        # Platinum Angel does not stop a concession (104.3a): asked "even if", still lost
        ("Will Platinum Angel keep me in the game even if I concede?", {"me": "lost"}),
    ],
)
def test_a_card_asked_to_keep_a_player_in_even_if(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    for player, result in results.items():
        assert ruling.results[player] == result
    assert any(said.startswith(("Does Platinum", "Will Platinum")) for said in ruling.skipped)
