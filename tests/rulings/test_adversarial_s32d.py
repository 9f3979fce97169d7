"""Later Magic turns beside a library said, as a player would type them (issue #31, the
session-32 adversarial pass "adv32d"). A refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

_EMPTY = "My library is empty."


# A later turn's start, its upkeep or untap step come before its draw step (MTG CR 501.1,
# 504.1): "At the beginning of my next turn, do I lose?", "On my next upkeep, do I lose?" were
# told with the turn's draw, "you lose", though nothing has drawn yet.
def test_a_turn_before_its_draw_has_no_draw() -> None:
    for asked in (
        "At the beginning of my next turn, do I lose?",
        "At the start of my next turn, do I lose?",
        "On my next upkeep, do I lose?",
        "In my next untap step, do I lose?",
    ):
        assert _ruled(f"{_EMPTY} {asked}").first.status == "ongoing", asked


# What is told of a later turn beside a library said, with no draw or step said, may be before
# its draw or after it (504.1, 704.5b): "On my next turn I take 3 damage. Do I lose?" was
# "nobody has lost", "On my next turn, I cast Lightning Bolt at my opponent. Who wins?" was
# "you win", though an empty library's draw had lost the game first.
@pytest.mark.parametrize(
    "text",
    [
        f"{_EMPTY} On my next turn, during my main phase, do I lose?",
        f"{_EMPTY} On my next turn I take 3 damage. Do I lose?",
        "My opponent is at 3 life and my library is empty. On my next turn, I cast Lightning "
        "Bolt at my opponent. Who wins?",
    ],
)
def test_a_turn_told_beside_a_library_is_asked_before_or_after_its_draw(text: str) -> None:
    _refused(text)


# Totals said after Pestilence's ability activated, with no damage said, were taken as the
# damage it dealt: "I activate Pestilence. I'm at 1 and my opponent is at 1." was "nobody has
# won or lost yet", though at 1 before it both go to 0, a draw (104.4a). A total is no damage.
@pytest.mark.parametrize(
    "text",
    [
        "I activate Pestilence. I'm at 1 and my opponent is at 1.",
        "I activate Pestilence for 3. I'm at 3 and my opponent is at 3.",
    ],
)
def test_totals_after_an_activation_are_no_damage_it_dealt(text: str) -> None:
    _refused(text)
