"""A spell told cast last, what it did unsaid, is asked about also after a spell whose
resolution is open (a fork: "did it resolve?"): "My opponent is at 5 life. I cast Lightning
Bolt at him. Then I cast Shock." was "nobody has won or lost yet" where the Bolt resolved, the
Shock dropped without a word, though a Shock at him ends the game at 2 (found by fresh25a).
Nor does a card said held after it tell what it did: "We're at 1 life each. I cast Earthquake
for 1. He has Platinum Angel." was "nobody has won or lost yet", though the Earthquake takes
the asker to 0."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on


def _asked(text: str) -> Ruling | NoRuling:
    return rule_on(text, default_game=System("magic"))


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 5 life. I cast Lightning Bolt at him. Then I cast Shock.",
        "opp is at 5. i bolt him. then i cast shock",
        "My opponent is at 4 life. I cast Shock at him. I cast Lightning Bolt.",
        "Bob is at 6 life. Alice casts Lightning Bolt at bob. Then alice casts Flame Rift.",
    ],
)
def test_a_spell_told_last_after_one_whose_resolution_is_open_is_asked_about(text: str) -> None:
    answer = _asked(text)
    assert isinstance(answer, NoRuling), answer.text()
    assert "on the stack" in answer.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # the spell's fate is the fork's own: its cases are answered
        ("My opponent is at 5 life. I cast Lightning Bolt at him.", {"opponent": "playing"}),
        # what the last spell did is said
        (
            "My opponent is at 5 life. I cast Lightning Bolt at him. Then I cast Shock and he "
            "takes 2 damage.",
            None,
        ),
    ],
)
def test_a_spell_whose_fate_is_open_or_said_is_still_ruled(
    text: str, results: dict[str, str] | None
) -> None:
    answer = _asked(text)
    assert isinstance(answer, Ruling), answer.message
    if results is not None:
        assert {p: r for p, r in answer.results.items() if p in results} == results


@pytest.mark.parametrize(
    "text",
    [
        "We're at 1 life each. I cast Earthquake for 1. He has Platinum Angel.",
        "my opponent is at 3. I cast Lightning Bolt. He has Platinum Angel.",
        "I'm at 2 life. My opponent casts Flame Rift. I control Platinum Angel.",
        "bob is at 1 life. alice casts Shock. bob controls Phyrexian Unlife.",
    ],
)
def test_a_card_said_held_after_a_spell_says_nothing_of_what_it_did(text: str) -> None:
    answer = _asked(text)
    assert isinstance(answer, NoRuling), answer.text()
    assert "on the stack" in answer.message


def test_what_a_spell_did_said_after_a_card_held_is_still_ruled() -> None:
    answer = _asked(
        "He has Platinum Angel. We're at 1 life each. I cast Earthquake for 1 and we each "
        "take 1 damage."
    )
    assert isinstance(answer, Ruling), answer.message
    assert answer.results == {"me": "lost", "opponent": "won"}
