"""An attack told by the creature that hit a player (issue #31, session 26; hits_told.py): "I hit
him with a 3/3", "my opponent hits me with two 2/2s", "I hit my opponent with Phage the
Untouchable": the attack unblocked, its combat damage dealt; "I hit him with a Lightning Bolt":
the spell cast at him, resolved. Each was refused on main, the clause unread. A trampler
(blocked or not?), a spell's X unsaid or an amount not its own, or more said in the clause
("with a 3/3 for 5") stays refused."""

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


# A spell that only deals damage to its target, told hitting a player: cast at them, resolved.
SPELL_HITS = [
    ("My opponent is at 3 life. I hit him with a Lightning Bolt.", {"opponent": "lost"}),
    ("My opponent is at 5 life. I hit him with a Fireball for 5.", {"opponent": "lost"}),
    ("I'm at 2 life. He hit me with a Shock.", {"me": "lost"}),
]


@pytest.mark.parametrize(("text", "results"), SPELL_HITS)
def test_a_spell_that_hit_a_player_resolved_at_them(text: str, results: dict[str, str]) -> None:
    ruled_with(text, "over", results)


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life. I hit him with a 5/5 with trample.",
        # Fireball's X unsaid; more than Lightning Bolt deals; Char's damage to its caster too
        "My opponent is at 5 life. I hit him with a Fireball.",
        "I'm at 3. He hits me with a Lightning Bolt for 5.",
        "I'm at 2. He hit me with Char.",
        "My opponent is at 3 life. I hit him with a 3/3 for 5.",
        "My opponent is at 20 life. I hit him with two Ebonblade Reapers.",
        # asked or tried, not told as done
        "I'm at 5 life. Can he hit me with a 5/5?",
        "I'm at 5 life. He tries to hit me with a 5/5, so I block with a 2/2.",
    ],
)
def test_a_hit_that_may_not_be_an_unblocked_attack_is_refused(text: str) -> None:
    _refused(text)
