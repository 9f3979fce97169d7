"""An attack told by the creature that hit a player (issue #31, session 26; hits_told.py): "I hit
him with a 3/3", "my opponent hits me with two 2/2s", "I hit my opponent with Phage the
Untouchable": the attack unblocked, its combat damage dealt. Each was refused on main, the
clause unread. A trampler (blocked or not?), a spell, or more said in the clause ("for 5")
stays refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_causatives import ruled_with
from tests.rulings.test_chat_reading import _refused

HITS = [
    ("My opponent is at 3 life. I hit him with a 3/3.", "over", {"opponent": "lost", "me": "won"}),
    ("My opponent is at 20 life. I hit him with a 3/3.", "ongoing", {"opponent": "playing"}),
    ("I'm at 4 life. My opponent hits me with two 2/2s.", "over", {"me": "lost"}),
    ("I hit my opponent with Phage the Untouchable.", "over", {"opponent": "lost", "me": "won"}),
    ("Alice is at 5 life and Bob is at 2 life. Alice hit Bob with a 2/2.", "over", {"Bob": "lost"}),
    (
        "My opponent is at 5 life and I'm at 1. I hit him with a 2/2 with lifelink, and then he "
        "hits me with a 1/1.",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), HITS)
def test_a_creature_that_hit_a_player_dealt_its_combat_damage(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruled_with(text, status, results)


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life. I hit him with a 5/5 with trample.",
        "My opponent is at 3 life. I hit him with a Lightning Bolt.",
        "My opponent is at 3 life. I hit him with a 3/3 for 5.",
        "My opponent is at 20 life. I hit him with two Ebonblade Reapers.",
        # asked or tried, not told as done
        "I'm at 5 life. Can he hit me with a 5/5?",
        "I'm at 5 life. He tries to hit me with a 5/5, so I block with a 2/2.",
    ],
)
def test_a_hit_that_may_not_be_an_unblocked_attack_is_refused(text: str) -> None:
    _refused(text)
