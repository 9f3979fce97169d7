"""Phage the Untouchable, Humility, empty hands, drawn cards and dashes as a new user would type
them (issue #31, the session-32 adversarial pass "adv32b", after census32c and fresh32). Each
reading that was wrong on main, and the near readings that must stay as they were. A refusal is
always acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s30a import GOES_ON, _outcomes
from tests.rulings.test_chat_reading import _refused, _ruled

# -- Humility taken away at or before the moment a creature entered ---------------------------

# "I control Humility. I reanimate Phage. In response, Humility is destroyed" was "the game goes
# on": the last sentence taking Humility away was read as after Phage entered. A response is
# made before what it responds to resolves (MTG CR 117.7, 608.1): Humility gone before Phage
# enters, Phage has its abilities as it enters and its trigger makes its controller lose
# (603.2, 603.4). Gone at the same time, with the spell on the stack, or "had been" destroyed:
# the same. Said to leave later, it gives back nothing whose event already passed (603.2).

_REANIMATED = "I control Humility. I reanimate Phage."


@pytest.mark.parametrize(
    "text",
    [
        f"{_REANIMATED} In response, Humility is destroyed",
        f"{_REANIMATED} Humility leaves the battlefield in response",
        f"{_REANIMATED} Humility is destroyed at the same time",
        f"{_REANIMATED} Humility is destroyed simultaneously",
        f"{_REANIMATED} Humility is destroyed with the Reanimate on the stack",
        f"{_REANIMATED} Humility had been destroyed",
        f"{_REANIMATED} Humility was destroyed",
        f"{_REANIMATED} Humility is destroyed as Phage enters",
        "my opponent controls Humility. I reanimate Phage. In response, my opponent destroys "
        "Humility",
    ],
)
def test_humility_taken_away_at_or_before_the_entering_is_refused(text: str) -> None:
    _refused(text)


def test_humility_taken_away_after_the_entering_gives_nothing_back() -> None:
    for text in (
        f"{_REANIMATED} Then Humility is destroyed",
        f"{_REANIMATED} Humility is destroyed later",
        f"{_REANIMATED} Next turn Humility is destroyed",
        "I control Humility. I reanimated Phage. Then, later, Humility was destroyed",
    ):
        assert _outcomes(_ruled(text)) == [GOES_ON], text


# -- a dash after a number or a card's name, and a double hyphen ------------------------------

# "I'm at 3 - my opponent deals 3 damage to me" was "it depends on how much life you had": the
# dash after a number was never a clause's end, and "I'm at 3 - my opponent" was read as the
# damage's source. Only a number after a dash makes it a range or a sum ("20 - 3"); a number or
# a card's name before it ends a clause, as "--" does (the em dash typed on a keyboard).


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I'm at 3 - my opponent deals 3 damage to me", {"me": "lost", "opponent": "won"}),
        ("I'm at 3 -- my opponent deals 3 damage to me", {"me": "lost", "opponent": "won"}),
        ("i'm at 1 life -- opp bolts me", {"me": "lost", "opponent": "won"}),
        (
            "bob is at 4 - alice deals 4 damage to bob - then bob gains 4 life",
            {"alice": "won", "bob": "lost"},
        ),
        ("I control Platinum Angel - I'm at 0 life", {"me": "playing", "opponent": "playing"}),
    ],
)
def test_a_dash_after_a_number_or_a_card_ends_a_clause(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_dash_before_a_number_stays_a_range_or_a_sum() -> None:
    for text in (
        "I'm at 5 life - 2",
        "alice is at 3 - 5 life and takes 3 damage",
        "I'm at 20 - 3 = 17 life and take 17 damage",
        "I'm at 10 life -- 10 damage",
        "alice -- bob. alice is at 0 life",
    ):
        _refused(text)
