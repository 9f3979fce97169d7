"""A card Arbiter knows told as the one attacker, with an article ("I attack with an Exalted
Angel", "he attacks me with a Phage the Untouchable") as with a possessive, and its combat
damage from the printed power its card data gives (bot/core/rulings/combat_stats.py
`printed_power`: "I attack with Masticore and he doesn't block" is 4 damage). Where anything
said may have changed its power (counters, equipment, a pump), or it strikes first or twice,
the amount is still asked for."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I have 4 life and my opponent has 4 life. I attack with an Exalted Angel. Do both "
            "of us die if it is unblocked?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "If I have 4 life, and my opponent has 4 life, and I attack with an Exalted Angel, "
            "do both of us die if it is unblocked?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent is at 2 life. I attack him with a Vampire Nighthawk. Does he die if he "
            "doesn't block?",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "I'm at 3 life. My opponent attacks me with a Phage the Untouchable and I don't "
            "block it. Do I lose?",
            {"me": "lost", "opponent": "won"},
        ),
        # printed power: Masticore is a 4/4
        (
            "My opponent is at 3 life. I attack with Masticore and he doesn't block. Does he lose?",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "I'm at 4 life. My opponent attacks me with the Masticore and I don't block it. Do "
            "I lose?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "My opponent is at 5 life. I attack with a Masticore and he doesn't block. Who wins?",
            {"opponent": "playing", "me": "playing"},
        ),
    ],
)
def test_a_card_attacking_with_an_article_or_its_printed_power(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # its power may have changed
        "My opponent is at 3 life. I attack with my Masticore with two +1/+1 counters and he "
        "doesn't block. Does he lose?",
        "My opponent is at 3 life. I attack with an equipped Masticore and he doesn't block.",
        "My opponent is at 5 life. I pump my Masticore and attack with it, and he doesn't block.",
        # it strikes twice: said of it
        "My opponent is at 5 life. I attack with my Masticore and he doesn't block. My Masticore "
        "has double strike.",
    ],
)
def test_a_power_that_may_have_changed_is_still_asked(text: str) -> None:
    _refused(text)
