"""Sentences told one after another (issue #31, session 29).

"my opponent deals 2 combat damage to me" was read as a source the asker controls, so combat
damage both ways in one moment went unasked.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PLAYING = {"me": "playing", "opponent": "playing"}
WON = {"me": "won", "opponent": "lost"}
LOST = {"me": "lost", "opponent": "won"}


def test_a_player_told_dealing_combat_damage_is_that_players_source() -> None:
    # the opponent's attackers and the asker's cannot both deal combat damage to a player in
    # one combat (MTG CR 506.2, 510.1): was a draw at 0, the opponent read as the asker's
    for text in (
        "we are both at 2. my opponent deals 2 combat damage to me and I deal 2 combat "
        "damage to him",
        # was "nobody has lost" (test_adversarial_s28_timing): his damage first, I lose at 0
        "I'm at 1. my opponent deals 1 combat damage to me while my lifelinker deals 2 combat "
        "damage to him. he is at 10.",
        "we are both at 2. my opponent deals 2 combat damage to me and my creature deals 2 "
        "combat damage to him",
    ):
        assert "MTG CR 506.2" in _refused(text).message
    # one player's combat damage, told by the player: read as before
    assert _ruled("I'm at 1. my opponent deals 1 combat damage to me").results == LOST