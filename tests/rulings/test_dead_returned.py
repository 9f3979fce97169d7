"""A card that brings each creature that dies back under an opponent's control (Endless
Whispers; bot/core/rulings/dead_returned.py): Arbiter does not play the end step out, so the
words must say where a creature that died went. Told, it is judged ("When Phage comes into play
under my opponent's control, will he lose?"); untold, refused naming the card, never answered
as if the creature stayed in the graveyard (the opponent would lose to Phage coming back)."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

PHAGE = "Phage the Untouchable"


@pytest.mark.parametrize(
    "text",
    [
        f"I have Endless Whispers in play and I sacrifice my {PHAGE} to Spawning Pit. When Phage "
        "comes into play under my opponents control will he lose the game?",
        f"I control Endless Whispers. My {PHAGE} dies. Then Phage enters the battlefield under "
        "my opponent's control. Who wins?",
        f"my opponent controls Endless Whispers. I destroy his {PHAGE}. then Phage comes into "
        "play under my control. Do I lose?",
    ],
)
def test_where_the_creature_went_is_told_and_judged(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends  # was it cast from a hand: the words do not say
    assert any(case.status == "over" for case in ruling.cases)


@pytest.mark.parametrize(
    "text",
    [
        f"I have Endless Whispers in play and I sacrifice my {PHAGE} to Spawning Pit. Does my "
        "opponent lose?",
        f"I control Endless Whispers and {PHAGE}. Phage is destroyed. Who wins?",
        f"My opponent has Endless Whispers. My {PHAGE} died. I am at 5 life",
    ],
)
def test_a_creature_dying_beside_it_with_its_return_untold_is_refused(text: str) -> None:
    refusal = _refused(text)
    assert refusal.kind is Refusal.CARD_NOT_JUDGED
    assert "Endless Whispers" in refusal.message


def test_a_creature_sacrificed_to_a_card_leaves_the_battlefield() -> None:
    """ "I sacrifice X to Spawning Pit" was refused unread; now X leaves, as "X is sacrificed"."""
    ruling = _ruled(
        "I am at 0 life and I control Platinum Angel. Then I sacrifice my Platinum Angel to "
        "Spawning Pit."
    )
    assert ruling.results["me"] == "lost"
