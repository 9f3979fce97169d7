"""A life total said as held with the words people use (issue #31, session 20): "I only have 2
life left", "I have just 2 life left", "he has 3 life remaining", "I have 2 life left over", "I'm
just at 2", "I am down to my last 2 life", "my remaining life is 2", "her current life total is
2". Each is that total, as "I have 2 life left" and "I'm only at 2 life" were read before; words
that say more ("remaining after the Bolt", "to spare", "got 2 life") stay unread."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")

I_LOSE = {"me": "lost", "opponent": "won"}
HE_LOSES = {"me": "won", "opponent": "lost"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I only have 2 life left. My opponent bolts me. Am I dead?", I_LOSE),
        ("I have just 2 life left, and my opponent Shocks me. Do I lose?", I_LOSE),
        ("My opponent has 3 life remaining. I bolt him. Does he die?", HE_LOSES),
        (
            "My opponent only has 4 life remaining. I bolt him. Does he die?",
            {"me": "playing", "opponent": "playing"},
        ),
        ("I have 2 life left over. He Shocks me. Am I dead?", I_LOSE),
        ("I'm just at 2 life. He Shocks me. Am I dead?", I_LOSE),
        ("I am down to my last 2 life. He Shocks me. Am I dead?", I_LOSE),
        ("My remaining life is 2. He Shocks me. Am I dead?", I_LOSE),
        ("His current life total is 3. I bolt him. Does he die?", HE_LOSES),
        (
            "Bob only has 5 life left and Alice bolts Bob. Who wins?",
            {"Bob": "playing", "Alice": "playing"},
        ),
        # poison, a total too
        (
            "My opponent only has 3 poison counters. He gets 7 poison counters. Does he die?",
            HE_LOSES,
        ),
        (
            "My opponent is already at 9 poison. He gets 1 poison counter. Does he die?",
            HE_LOSES,
        ),
        (
            "My opponent has just 8 poison counters. He gets 1 poison counter. Does he die?",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_total_said_as_held_is_that_total(text: str, results: dict[str, str]) -> None:
    ruling = rule_on(text, default_game=MAGIC)
    assert isinstance(ruling, Ruling), ruling
    assert dict(ruling.results) == results


@pytest.mark.parametrize(
    "text",
    [
        "I have 2 life remaining after the Bolt. Am I dead?",
        "I have 2 life to spare. He Shocks me. Am I dead?",
        "I got 2 life. He Shocks me. Am I dead?",
        "I only have 2 life left to pay with. He Shocks me. Am I dead?",
    ],
)
def test_a_total_said_with_more_stays_unread(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)
