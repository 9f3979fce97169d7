"""Damage said as lethal in chat's words: "I hit him for lethal", "he hits me for lethal
damage" are lethal damage dealt to that player ("I dealt lethal damage to him": a life total of
0 or less, 704.5a), read as "I hit him for 6" is (docs/situation-language.md, `hit_verbs`). What
keeps a player in is read beside it, as with any lethal damage."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled

HIT_FOR_LETHAL = [
    ("magic: my opponent is at 5 and I hit him for lethal. does he lose?", {"opponent": "lost"}),
    ("magic: my opponent hit me for lethal damage. do I lose?", {"me": "lost"}),
    ("magic: bob hits alice for lethal combat damage", {"alice": "lost", "bob": "won"}),
    (
        "magic: my opponent controls Platinum Angel and I hit him for lethal",
        {"opponent": "playing", "me": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), HIT_FOR_LETHAL)
def test_a_hit_for_lethal_is_lethal_damage_dealt(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if p in results} == results, text
