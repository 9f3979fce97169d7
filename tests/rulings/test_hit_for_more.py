"""Damage told as a hit "for N more" (session 23): "I hit him for 2 more", "he hits me for 3 more
damage". The rewrite of a hit into damage dropped the "more" and left it after the player ("It
dealt 2 damage to me more"), which no phrase reads: refused, quoting words the asker never
wrote. "More" is now kept before the damage, as "deals 2 more damage" is read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("my opponent is at 3. I hit him for 2 more.", {"opponent": "playing", "me": "playing"}),
        ("my opponent is at 3. I hit him for 3 more", {"opponent": "lost", "me": "won"}),
        ("I'm at 5. he hits me for 3 more damage", {"me": "playing", "opponent": "playing"}),
        ("Bob is at 2 life. I hit Bob for two more.", {"Bob": "lost", "me": "won"}),
    ],
)
def test_a_hit_for_more_is_that_much_damage(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_hit_for_more_from_it_asks_what_it_is_in_words_that_read() -> None:
    words = _refused(
        "magic commander: I've taken 19 commander damage from Bob's commander. It hits me for 2 "
        "more."
    ).message
    assert "damage to me more" not in words
    assert "2 more damage" in words
