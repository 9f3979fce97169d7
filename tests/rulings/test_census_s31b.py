"""Real questions refused as asked though readable (session 31, census31b; issue #31,
benchmarks/rulings_census.py): can't-lose cards, locks and life below zero, as asked. Each
reading is tested with its variants; a refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s30a import GOES_ON, LOST, _outcomes
from tests.rulings.test_chat_reading import _refused, _ruled

AGREED = ("over", (("me", "drew"), ("opponent", "drew")))


# -- a lock told ------------------------------------------------------------------------------

# "I get Mindslaver locked but my opponent cannot kill me in any way. Do I lose just by the
# fact that he has the lock on me or does it become a draw? ... What about a Platinum Angel
# lock ...?" was refused ("I could not read 'I get Mindslaver locked'"): a lock is kept up by
# actions its player chooses to take, or by a permanent, never a loop of mandatory actions, so
# it is no draw (MTG CR 104.4b) and the game goes on; what else is told still counts.


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        (
            "Say, for example, I get Mindslaver locked but my opponent cannot kill me in any way. "
            "Do I lose just by the fact that he has the lock on me or does it become a draw? ... "
            "What about a Platinum Angel lock with no way to remove it but no way to win either?",
            [GOES_ON],
        ),
        ("I'm locked out by him. is it a draw?", [GOES_ON]),
        ("Say I get Platinum Angel locked. is it a draw?", [GOES_ON]),
        ("I'm stuck in a Mindslaver lock. is it a draw?", [GOES_ON]),
        ("he locks me out with Mindslaver and I concede", [LOST]),
        ("Is a Mindslaver lock a draw?", [GOES_ON]),
        ("does a Platinum Angel lock count as a draw?", [GOES_ON]),
        ("Is a Mindslaver lock a draw? I'm at 0 life", [LOST]),
        ("I get Mindslaver locked and I'm at 0 life", [LOST]),
        ("I get Mindslaver locked. then I draw from an empty library", [LOST]),
        ("I get Mindslaver locked and my opponent has Platinum Angel and I'm at 0 life", [LOST]),
        ("I get Mindslaver locked. I control Platinum Angel and I'm at -5 life", [GOES_ON]),
        (
            "my opponent has me Mindslaver locked and neither of us can win. do we play forever?",
            [AGREED, GOES_ON],
        ),
    ],
)
def test_a_lock_is_no_draw_and_what_else_is_told_still_counts(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


def test_a_lock_says_why_it_is_no_draw() -> None:
    said = _ruled("I'm stuck in a Mindslaver lock. is it a draw?").text()
    assert "A lock is no draw" in said
    assert "104.3a" in said


def test_a_lock_whose_card_or_holder_is_left_unsaid_is_refused() -> None:
    for text in (
        # the Angel's controller unsaid, beside a total that may end the game
        "he has the lock on me with Platinum Angel and I'm at 0 life",
        "I have him locked with Platinum Angel. he is at 0 life",
        "Say I get Platinum Angel locked. my opponent is at 0 life. is it a draw?",
        "we are in a Platinum Angel lock and I'm at 0 life",
        # another lock asked of beside a moment
        "I get Mindslaver locked. What about a Platinum Angel lock? I am at 0 life",
        # a spell holds no lock; a lock asked of alone; no lock at all
        "I get Mindslaver locked. What about a Lightning Bolt lock?",
        "I'm in a Lightning Bolt lock. is it a draw?",
        "Is a Lightning Bolt lock a draw?",
        "Is a Platinum Angel lock a draw? I'm at 0 life",
        "What about a Platinum Angel lock?",
        "the door is locked. is it a draw?",
        "Bob gets Mindslaver locked. is it a draw?",
        "player 1 has player 2 locked with Mindslaver. player 2 concedes",
        "I'm not locked. is it a draw?",
        "he doesn't have the lock on me. is it a draw?",
        "I get Mindslaver locked but my opponent can kill me",
    ):
        _refused(text)
