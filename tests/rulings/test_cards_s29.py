"""The card catalogue asked about as players ask in chat (session 29, issue #31;
bot/core/rulings/card_data/magic.json): what each fix below answered wrongly before, with the
near readings that must stay as they were. A refusal is always acceptable, a wrong answer
never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled

# -- proliferation only where the card's own damage brings it -------------------------------

# Only Thrummingbird's and Bloated Contaminator's proliferation is a trigger on their combat
# damage to a player (701.34a). Atraxa proliferates at its controller's end step, Evolution Sage
# as a land enters, Flux Channeler as a noncreature spell is cast, Viral Drake as an activated
# ability: their combat damage alone gives no more poison counters. Each was "you win", its
# proliferation played as if its damage brought it.


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent has 9 poison counters and is at 20 life. My Atraxa, Praetors' Voice "
            "deals 4 combat damage to him.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent has 8 poison counters. My Viral Drake deals 1 combat damage to him.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent has 9 poison counters and is at 20 life. My Evolution Sage deals 1 "
            "combat damage to him.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent has 9 poison counters and is at 20 life. My Flux Channeler deals 2 "
            "combat damage to him.",
            {"opponent": "playing", "me": "playing"},
        ),
        # a trigger on its own combat damage still proliferates
        (
            "My opponent has 9 poison counters and is at 20 life. My Thrummingbird deals 1 "
            "combat damage to him.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "I have 8 poison counters. I take 2 combat damage from Bloated Contaminator.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_proliferation_comes_of_damage_only_where_the_card_says_so(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
