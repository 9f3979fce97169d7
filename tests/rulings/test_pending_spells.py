"""A spell cast told with what it would do as it resolves, then responded to (issue #31, session
26; pending_spells.py): "My opponent casts a Lightning Bolt that would deal lethal damage to me.
In response, I deal lethal damage to him." The spell waits on the stack; the response resolves
first. On main the first sentence was read as the damage dealt at once, and the answer was
WRONG ("you lose": the game over before the response). Told alone, what it would do is read as
before; a spell whose amount or target the words leave open is refused, asking what it did."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

RESPONDED = [
    (
        "My opponent casts a Lightning Bolt that would deal lethal damage to me. In response, "
        "I deal lethal damage to him. Do I win?",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "My opponent casts a Lightning Bolt at me that would be lethal. In response, I deal "
        "lethal damage to him.",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "I'm at 3 and he's at 2. He plays a Lava Axe which would kill me. In response I Shock him.",
        "over",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "Bob is at 1 life and Alice is at 4 life. Alice casts a Searing Spear that will deal 3 "
        "damage to Bob, and Bob responds by dealing 4 damage to Alice.",
        "over",
        {"Alice": "lost", "Bob": "won"},
    ),
    # (answered on main too: kept as a paraphrase, Fireball's X said)
    (
        "I'm at 7. My opponent plays a Fireball that would deal 7 damage to me. In response, I "
        "gain 1 life. Do I die?",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), RESPONDED)
def test_a_response_to_a_spell_told_by_what_it_would_do_resolves_first(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results


def test_told_alone_what_it_would_do_is_read_as_before() -> None:
    ruling = _ruled(
        "I'm at 3. My opponent casts a Lightning Bolt that would deal lethal damage to me. "
        "Do I lose?"
    )
    assert ruling.status == "over"
    assert ruling.results == {"me": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        # Fireball's X unsaid: how much would it deal as it resolves?
        "My opponent plays a Fireball that would deal lethal damage to me. In response, I "
        "gain 5 life. Do I die?",
        # more than the card deals: something else changed it
        "I'm at 3 and he's at 2. He casts a Lightning Bolt which would deal 6 damage to me. "
        "In response I gain 4 life.",
        # two players said as its target
        "He casts Lightning Bolt at me that would deal 3 damage to Bob. In response I gain 4 life.",
        # not a spell that only deals damage to its target
        "I'm at 2. He casts Char that would deal 4 damage to me. In response I gain 3 life.",
    ],
)
def test_a_spell_whose_resolution_the_words_leave_open_is_refused(text: str) -> None:
    _refused(text)
