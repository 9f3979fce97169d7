"""A total and a change said to come at the same moment ("bob has 0 life but gains 5 life at the
same time"; fresh26b's report, session 26). Read as the total before the change, the player was
at 0 when the game was next checked, and the gain "could not happen": "bob loses", against the
asker's own words that both came at once (where the gain and the loss come from one event, as
lifelink's gain with its damage, the player ends at 5 and plays on). The words leave the order
open: asked, never answered. The total told first with no word of the same moment, and several
players' changes said together after their totals, read as before."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    "text",
    [
        "bob has 0 life but gains 5 life at the same time",
        "bob is at 0 life and gains 5 life at the same time",
        "My opponent is at 0 life and simultaneously gains 3 life. Does he lose?",
        "I'm at 0 life. At the same time I gain 4 life. Am I dead?",
        "carol is at 1 life and at the same time takes 1 damage",
        "I was at zero life but I gained two life at once, did I lose?",
    ],
)
def test_a_total_said_at_the_moment_of_a_change_is_asked_for(text: str) -> None:
    refused = rule_on(text, default_game=MAGIC)
    assert isinstance(refused, NoRuling), refused
    assert "then" in refused.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # no word of the same moment: the total before the change
        ("bob is at 2 life and takes 3 damage", {"bob": "lost", "opponent": "won"}),
        ("bob is at 0 life and gains 5 life", {"bob": "lost", "opponent": "won"}),
        # the players' changes together, after the totals
        (
            "we are both at 1 life and take 1 damage at the same time",
            {"me": "drew", "opponent": "drew"},
        ),
    ],
)
def test_a_total_told_first_is_the_total_before(text: str, results: dict[str, str]) -> None:
    ruling = rule_on(text, default_game=MAGIC)
    assert isinstance(ruling, Ruling), ruling
    assert dict(ruling.results) == results


def test_a_change_at_the_moment_of_another_change_is_after_the_total() -> None:
    """Fresh set 1's lifelink blocker: the gain at the moment of the damage, both after the
    total."""
    ruling = rule_on(
        "you were at 3 life and you took 3 combat damage from your opponent and at the same time"
        " you gained 2 life",
        default_game=MAGIC,
    )
    assert isinstance(ruling, Ruling), ruling
    assert dict(ruling.results) == {"me": "playing", "opponent": "playing"}
