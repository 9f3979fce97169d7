"""A card's ability said to resolve, with nothing said of what it did, where what it does may
end the game ("both players are at 13 life. Triskaidekaphobia's ability resolves"): it was
read as doing nothing ("nobody has won or lost yet", though both players at exactly 13 lose),
as a spell said to resolve is not. It now asks what happened, as for a spell."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        # Another player's total unsaid: it may be 13. (With every player's total told, its
        # trigger is judged from the counts: test_census_s32b.)
        "alice is at 13 life. Triskaidekaphobia's trigger resolves.",
        "I am at 20 life. Triskaidekaphobia's ability resolves.",
    ],
)
def test_an_ability_resolving_with_what_it_did_unsaid_asks_what_happened(text: str) -> None:
    assert "Say what happens" in _refused(text).message


def test_what_the_ability_did_said_is_judged() -> None:
    ruling = _ruled(
        "both players are at 13 life. Triskaidekaphobia's trigger: an effect says I lose and an"
        " effect says my opponent loses"
    )
    assert set(ruling.results.values()) == {"drew"}
