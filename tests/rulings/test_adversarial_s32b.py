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
