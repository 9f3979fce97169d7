"""A question of the order in which one card deals its damage, asked of no moment (issue #31,
the hypothetical family: "Who does Char damage first? The one who played it or the target
(such as a player)? What if they are both at two life?"): the moment it presupposes is the
card cast by one player at the other and resolving, a case each way (who cast it, nobody
says: asked where it matters), "they" the two of them, and the totals supposed after it the
board it starts from. Only a card whose resolution damages both players (Char); any other
card, or anything else told after the question, is left to the reader (refused as before)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "Who does Char damage first? Its caster or its target? What if both players are "
            "at 2 life?",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "Who does Char damage first? The caster or the target? What if both of them are "
            "at two life?",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "Who takes the damage first from a Char, the caster or the target? What if the two "
            "of them are at 2 life?",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "Does Char damage the caster or the target first? What if they are both at 1 life?",
            {"me": "drew", "opponent": "drew"},
        ),
        # whoever cast it, I end at 0 or less and my opponent does not
        (
            "Who does Char damage first? What if I am at 2 life and my opponent is at 5?",
            {"me": "lost", "opponent": "won"},
        ),
        # whoever cast it, my opponent ends at 0 or less and I do not
        (
            "Who does Char damage first? What about if I'm at 10 life and my opponent is at 1?",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_damage_order_asked_of_no_moment_is_the_card_cast_by_one_player_at_the_other(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert {player: ruling.results[player] for player in results} == results


@pytest.mark.parametrize(
    "text",
    [
        # a card that damages one player only: no order to ask of
        "Who does Lightning Bolt damage first? What if they are both at two life?",
        # another moment after the question
        "Who does Char damage first? What if Platinum Angel is in play?",
        "Who does Char damage first? What if my opponent concedes?",
    ],
)
def test_anything_else_is_left_to_the_reader(text: str) -> None:
    _refused(text)
