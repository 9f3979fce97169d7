"""What is still to come told any other way than a card's cast ("his spell would deal 5 damage to
me", "it's going to make me lose 5 life"), with a response told after it (issue #31, session 26,
adversarial pass; pending_spells.responded_later). Read as done at once, it came before the
response, or at the same time ("I'm at 4. His spell would deal 5 damage to me. He's at 1. In
response I deal 1 damage to him" was "you lose"; the response resolves first, 405.5, 608.2).
Refused, asking what it did as it resolved. Told alone, or responded to before it, read as before.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_causatives import ruled_with
from tests.rulings.test_chat_reading import _refused


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 4. My opponent's spell would deal 5 damage to me. He's at 1. In response I deal 1 "
        "damage to him.",
        "My opponent is at 1. I'm at 4. His spell would deal 5 damage to me. In response I deal 1 "
        "damage to him.",
        "My opponent's spell would deal lethal damage to me. I'm at 4. In response I cast Worship.",
        "Bob is at 1 and Alice is at 3. Bob's ability is going to make Alice lose 3 life. Alice "
        "responds by making Bob lose 1 life.",
        "I'm at 2 and my opponent is at 1. He casts a spell that will deal 2 damage to me, and in "
        "response I make him lose 1 life.",
        "we're both at 1. his creature's ability'll deal 1 damage to me. i respond: he "
        "loses 1 life",
        "I'm at 4. My opponent's spell would deal 5 damage to me. I'm at 4. In response I concede.",
    ],
)
def test_a_harm_to_come_responded_to_after_is_refused(text: str) -> None:
    _refused(text)


# Near-misses: told alone, what it would do is what it does; the response told before it.
@pytest.mark.parametrize(
    ("text", "status", "results"),
    [
        ("I'm at 4. My opponent's spell would deal 5 damage to me.", "over", {"me": "lost"}),
        ("I'm at 6. His spell is going to deal 5 damage to me.", "ongoing", {"me": "playing"}),
        (
            "I'm at 3 life. My opponent casts Lightning Bolt at me. In response I concede.",
            "over",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_harm_to_come_told_alone_is_read_as_before(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruled_with(text, status, results)
