"""A copy of a spell keeps the X chosen for it (issue #31, session 26; spells_on_spells.py,
MTG CR 707.10): "He casts Fireball at me for 20, and in response I Twincast it back at him" is
20 damage to him from the copy, which resolves first. On main the copy was refused ("say ...
then "for 5" where its damage is X"). With the X never told, the copy stays refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 20. He casts Fireball at me for 20, and in response I Twincast "
            "his Fireball back at him. Do I win?",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "My opponent is at 20. He casts Fireball at me for 20, and in response I Twincast it "
            "back at him.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "I'm at 30 and Bob is at 7. Bob casts Banefire targeting me for 7. In response, I "
            "Reverberate it back at him.",
            {"Bob": "lost", "me": "won"},
        ),
    ],
)
def test_a_copy_deals_the_x_its_original_was_cast_with(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results


def test_a_copy_of_a_spell_whose_x_is_never_told_is_refused() -> None:
    _refused(
        "My opponent is at 20. He casts Fireball at me, and in response I Twincast it back at "
        "him. Do I win?"
    )
