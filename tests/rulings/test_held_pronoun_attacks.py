"""A creature said to be the asker's opponent's, then a bare attack by "he" or "she" (issue #31,
as asked; creatures_held.py): "My opponent has a 6/6 creature. He attacks and I don't block".
The one player other than the asker holding a creature is the one who attacks, where nobody
else may be named before it; the attack is given that creature, as "my opponent attacks" was.
On main the pronoun gave the attack no creature, and the holding was refused unread."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was refused on main.
PRONOUN_ATTACKS = [
    (
        "I am at 3 life. my opponent has a 4/4. He attacks and I don't block",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 3 life. My opponent has a 4/4 creature. He attacks. I don't block.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 5 life. My opponent has a 6/6 creature. He attacks with it and I don't block.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 3 life and my opponent has a 4/4 with trample. He attacks and I don't block.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 10 life. My opponent controls a 3/3. She attacks me and I don't block.",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "My opponent is at 2 life and I'm at 2. My opponent has a 2/2 with lifelink. He attacks "
        "and I don't block.",
        "over",
        {"opponent": "won", "me": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), PRONOUN_ATTACKS)
def test_a_pronoun_attacks_with_the_one_creature_its_player_holds(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results


# Near misses: the creature is the asker's, someone else is named (whom "he" is is unsure), two
# creatures are held, "they" attack: refused.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. I have a 4/4. He attacks and I don't block.",
        "I'm at 3 life. Bob is at 5 life. My opponent has a 4/4. He attacks and I don't block.",
        "I'm at 3 life. Bob is at 5 life. Alice has a 4/4. He attacks and I don't block.",
        "I'm at 3 life. My opponent has a 4/4 and a 2/2. He attacks and I don't block.",
        "I'm at 3 life. My opponent has a 4/4. They attack and I don't block.",
    ],
)
def test_a_pronoun_whose_creature_is_unsure_is_refused(text: str) -> None:
    _refused(text)
