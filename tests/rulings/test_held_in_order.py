"""Cards said held in an order that leaves open whether they were in play then (issue #31,
bot/core/rulings/held_in_order.py): one test of "the sentence says only cards held", after a
change and after the game would have ended alike. A state said beside the card ("and my library
is empty", which ends nothing by itself) or a cast told in the perfect ("I had cast Sanguine
Bond") no longer lets a card said after what it may have changed be read as arriving after it.
"""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

AFTER_A_CHANGE = "is said after what it may have changed"
AFTER_THE_END = "is said after the game would already have ended"


# Each was read as the card arriving after the change. If it was in play then, the gain feeds
# Sanguine Bond (bob loses 2, at 0 life: 704.5a), and Soulfire Grand Master's lifelink gives
# back what the Bolt takes (702.15b), so the 'nobody has won or lost' / 'depends on your life
# total' answers were a guess at an order the words do not give.
@pytest.mark.parametrize(
    "text",
    [
        "bob is at 2 life. I gain 2 life. I control Sanguine Bond and my library is empty.",
        "My opponent is at 2 life. I gain 2 life. My library is empty and I control Sanguine Bond.",
        "alice is at 4 life. alice gains 4 life. alice has Sanguine Bond and her library is empty.",
        "My opponent is at 3 life. I bolt myself. I have Soulfire Grand Master and my library is "
        "empty.",
        "bob is at 2 life. I gain 2 life. I had cast Sanguine Bond.",
        "carol is at 1 life. I gain 1 life. I have cast Sanguine Bond. Does carol lose?",
    ],
)
def test_a_card_held_beside_a_state_after_a_change_is_asked(text: str) -> None:
    told = _refused(text)
    assert AFTER_A_CHANGE in told.message
    assert told.unread is not None and told.unread in text


# Read as arriving too late, 'you lose': with the Grand Master there, the Bolt's 3 damage to
# its controller gains them 3 life at once, and they stay at 3.
def test_a_card_held_beside_a_state_after_the_end_is_asked() -> None:
    told = _refused(
        "I'm at 3 life. I bolt myself. I control Soulfire Grand Master and my library is empty."
    )
    assert AFTER_THE_END in told.message
    assert told.unread == "I control Soulfire Grand Master and my library is empty"


# A state that ends nothing, said beside the card, changes nothing of how the card is read:
# the same answer as the sentence without it (these were ruled, the others refused).
@pytest.mark.parametrize(
    ("text", "state"),
    [
        (
            "I'm at 0 life. I have Soulfire Grand Master and my library is empty.",
            " and my library is empty",
        ),
        (
            "My opponent is at 1 life. I gain 1 life. He has Platinum Angel and his library is "
            "empty.",
            " and his library is empty",
        ),
        (
            "My opponent is at 1 life. I deal 1 damage to him. I control Soulfire Grand Master "
            "and my library is empty.",
            " and my library is empty",
        ),
    ],
)
def test_a_state_beside_a_card_held_changes_nothing(text: str, state: str) -> None:
    with_state = rule_on(text, default_game=MAGIC)
    without = rule_on(text.replace(state, ""), default_game=MAGIC)
    assert isinstance(without, NoRuling)
    assert isinstance(with_state, NoRuling), with_state
    assert with_state.message == without.message.replace(
        without.unread or "", with_state.unread or ""
    )


# Near misses: said first it reads as told; said cast after the change, it came too late for
# it; a state alone after a change is no card held.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control Soulfire Grand Master and my library is empty. I'm at 3 life. I bolt "
            "myself.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "bob is at 2 life. I gain 2 life. Then I cast Sanguine Bond.",
            {"bob": "playing", "me": "playing"},
        ),
        (
            "bob is at 2 life. I gain 2 life. My library is empty.",
            {"bob": "playing", "me": "playing"},
        ),
    ],
)
def test_a_card_said_first_or_cast_later_still_reads(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
