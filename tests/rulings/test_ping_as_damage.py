"""A "ping" as chat says it: "I ping him", "my opponent pings me", "I ping him for 2" are that
much damage dealt to that player (one, unless a count is said), read as "I hit him for 1" is
(docs/situation-language.md, `hit_verbs`). A ping denied or only possible stays unread."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PINGS = [
    ("magic: my opponent is at 1 life and I ping him. does he die?", {"opponent": "lost"}),
    ("magic: I'm at 1 and my opponent pings me. do I lose?", {"me": "lost"}),
    ("magic: bob is at 2 and I ping him for 2", {"bob": "lost"}),
    ("magic: bob is at 2 life and I pinged him", {"bob": "playing"}),
]


@pytest.mark.parametrize(("text", "results"), PINGS)
def test_a_ping_is_damage_dealt_to_that_player(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if p in results} == results, text


def test_a_ping_denied_or_of_a_creature_is_not_damage_to_a_player() -> None:
    assert "ping" in _refused("magic: my opponent is at 1. I can't ping him").message
    assert "I ping her creature" in _refused("magic: alice is at 1. I ping her creature").message
