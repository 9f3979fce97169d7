"""A count of damage a player has, said beside a card they hold (session 23): "my opp has 21
commander damage from my commander but controls Phyrexian Unlife" was read as the opponent
holding "21 commander damage from my commander", an unnamed card, and ruled "nobody has lost":
21 combat damage from one commander loses (MTG CR 903.10a, 104.3j) and Phyrexian Unlife stops
only the loss for 0 life. A count of damage, life or poison after "has" holds no card: the clause
is not read as a holding. Since session 27 "has N commander damage from Y's commander" is read
as that commander's tally (as "has taken" is); beside these cards the answer is still refused,
never ruled as if a card were held."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled


# What the asker is told instead of "which card is ...?" (an unnamed-card refusal): the life
# totals before it, the card Arbiter cannot judge beside it, or the words it could not read.
@pytest.mark.parametrize(
    ("text", "kind", "cards"),
    [
        (
            "my opp has 21 commander damage from my commander but controls Phyrexian Unlife. "
            "does he lose",
            Refusal.DEPENDS_TWICE,
            (),
        ),
        (
            "my opponent has 21 commander damage from my commander and controls Lich's Mastery",
            Refusal.CARD_NOT_JUDGED,
            ("Lich's Mastery",),
        ),
        (
            "bob has 21 combat damage from alice's commander and controls Phyrexian Unlife.",
            Refusal.UNREAD,
            (),
        ),
        (
            "my opponent has 10 poison from my commander and controls Phyrexian Unlife",
            Refusal.UNREAD,
            (),
        ),
    ],
)
def test_a_count_of_damage_is_no_card_held(
    text: str, kind: Refusal, cards: tuple[str, ...]
) -> None:
    answer = _refused(text)
    assert (answer.kind, answer.cards) == (kind, cards), answer.message
    assert answer.unread is None or "commander" in answer.unread, answer.unread


def test_a_count_of_damage_is_never_asked_for_as_a_card() -> None:
    """It was asked 'Which card is "21 commander damage from Bob's commander"?'; it is the
    commander's tally: 21 from one commander loses, whatever life is gained after (104.3j)."""
    answer = _ruled(
        "magic commander: I have 21 commander damage from Bob's commander. I gain 5 life."
    )
    assert answer.results["me"] == "lost", answer.text()
