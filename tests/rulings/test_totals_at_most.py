"""A life total said only as a bound (issue #31, found by the hypotheticals engineer in session
15). "bob is at 3 or less life and takes 2 damage" was read as exactly 3 ("bob is still playing:
life 1"); it is judged at 3 and at 1 now, and ruled only where both end alike. "I am at negative
life. I gain 3 life. Then Platinum Angel dies." was read as exactly 0 ("still playing: life 3"),
where how far below 0 decides it: refused, asking for the total. "0 or less" alone, a total
said again, or a loss after it still read."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("bob is at 3 or less life and takes 2 damage", 3),
        ("I have 5 or fewer life. bob deals 3 damage to me.", 5),
        ("my opponent is at 4 or lower life and loses 1 life", 4),
    ],
)
def test_a_total_said_as_at_most_n_is_asked_for_where_it_decides(text: str, bound: int) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert f"said as {bound} or less" in answer.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # from 1 or from 3, 3 damage leaves bob at 0 or less
        ("bob is at 3 or less life and takes 3 damage", {"bob": "lost", "opponent": "won"}),
        # lifelink on the spell: the gain comes with the damage, whatever the total (702.15b)
        (
            "I control Soulfire Grand Master. I'm at 3 or less. I bolt myself",
            {"me": "playing", "opponent": "playing"},
        ),
        ("alice is at 4 or less life", {"alice": "playing", "opponent": "playing"}),
    ],
)
def test_a_total_said_as_at_most_n_is_ruled_where_every_total_ends_alike(
    text: str, results: dict[str, str]
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.results == results


@pytest.mark.parametrize(
    "text",
    [
        "I control Platinum Angel and I am at negative life. I gain 3 life. Then Platinum Angel "
        "dies.",
        "bob controls Platinum Angel. bob takes lethal damage. bob gains 5 life. Platinum Angel "
        "dies.",
        "alice controls Platinum Angel and is at 0 or less life. alice gains 2 life. Platinum "
        "Angel is destroyed.",
    ],
)
def test_life_gained_after_a_total_of_0_or_less_asks_how_far_below(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert "how far below 0" in answer.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("bob is at 0 or less life", {"bob": "lost", "opponent": "won"}),
        ("bob is at 3 life and takes 2 damage", {"bob": "playing", "opponent": "playing"}),
        (
            "I control Platinum Angel and I am at negative life. I am at 4 life. Then Platinum "
            "Angel dies.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I control Platinum Angel and I am at negative life. I lose 3 life. Then Platinum "
            "Angel dies.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_total_said_outright_or_only_falling_is_still_read(
    text: str, results: dict[str, str]
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.results == results
