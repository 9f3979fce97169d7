"""Approach of the Second Sun as a new user would type it (issue #31, the session-32
adversarial pass "adv32c", after census32a). Its win needs it cast from its caster's own hand,
with another Approach that player cast this game (MTG CR 104.2b); a copy is never cast
(707.10). Each reading below was a win, or a case of one, on main: a cast from another player's
hand, an earlier cast told of another game, a copy told where the cast was read, a place told
that the reader does not read. A refusal is always acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

_COUNTERED = "I cast Approach and it gets countered."


@pytest.mark.parametrize(
    "text",
    [
        # another game's cast counts for nothing in this one
        "I cast Approach last game. Then I cast Approach from my hand and it resolves.",
        "I cast Approach in game one. Then I cast another Approach from my hand and it resolves.",
        # a hand that is not the caster's own
        f"{_COUNTERED} Then I cast another Approach from his hand and it resolves.",
        "My opponent casts Approach and it gets countered. Then he casts another Approach from "
        "my hand and it resolves.",
        # a place told that is none read: never an open case of the hand
        f"{_COUNTERED} Then I cast another Approach from my opponent's hand and it resolves.",
        f"{_COUNTERED} Then I cast another Approach from my sideboard and it resolves.",
        # a copy, never cast
        f"{_COUNTERED} Then I copy another Approach from my hand and it resolves.",
    ],
)
def test_an_approach_not_cast_from_its_casters_hand_this_game_is_no_win(text: str) -> None:
    _refused(text)


def test_the_casters_own_hand_still_wins() -> None:
    for text, winner in [
        (f"{_COUNTERED} Then I cast another Approach from my hand and it resolves.", "me"),
        (
            "My opponent casts Approach and it gets countered. Then he casts another Approach "
            "from his hand and it resolves.",
            "opponent",
        ),
        ("I cast Approach last turn. Then I cast Approach from my hand and it resolves.", "me"),
    ]:
        assert _ruled(text).results[winner] == "won", text
