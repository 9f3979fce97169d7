"""Real questions refused as asked (session 32, census32d; issue #31, benchmarks/
rulings_census.py): one check of state-based actions, told as play. Each reading is tested with
its variants; a refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s30a import GOES_ON, LOST, WON, _outcomes
from tests.rulings.test_chat_reading import _refused, _ruled

DREW = ("over", (("me", "drew"), ("opponent", "drew")))


# -- a card that keeps a player in, said to die beside what ends the game ---------------------

# "I control Herald of Eternal Dawn. I am at -6 life. My opponent is at 2 life. My opponent goes
# to -2 life and my Herald dies" was a confident draw on main: the Herald was taken to leave
# before the check. Died of damage dealt in that moment (reddit-arena-herald-of-eternal-dawn-
# both-negative: both creatures died in combat), it leaves in the check that sees both totals,
# its effects still holding there, and only the opponent loses (MTG CR 704.3, 704.5a, 704.5g);
# destroyed by a spell before it, both lose. A case each, where they end otherwise.

HERALD = "I control Herald of Eternal Dawn. I am at -6 life. My opponent is at 2 life. "
ANGEL = "I control Platinum Angel. "


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        (HERALD + "My opponent goes to -2 life and my Herald of Eternal Dawn dies.", [WON, DREW]),
        (
            HERALD + "If my opponent goes to -2 life and my Herald of Eternal Dawn dies, do I win?",
            [WON, DREW],
        ),
        (HERALD + "My opponent takes 4 damage and my Herald is destroyed.", [WON, DREW]),
        (
            HERALD + "My opponent took 4 damage and my Herald died. I thought we tied the game, "
            "but apparently I won, why?",
            [WON, DREW],
        ),
        (
            "My opponent controls Herald of Eternal Dawn. He is at -6 life. I am at 2 life. I take "
            "4 damage and his Herald of Eternal Dawn dies.",
            [LOST, DREW],
        ),
        (
            ANGEL + "I am at -3 life. my opponent is at 1 life. my opponent loses 1 life and "
            "Platinum Angel is killed",
            [WON, DREW],
        ),
        # a draw from an empty library is looked at in one check only (MTG CR 704.5b): the Angel
        # dying in that check keeps its player in
        (ANGEL + "my library is empty. I draw a card and Platinum Angel dies", [GOES_ON, LOST]),
        # where both ways end alike: one answer
        (
            HERALD + "My opponent takes 4 damage and Herald of Eternal Dawn is dealt lethal damage",
            [WON],
        ),
        (HERALD + "My opponent takes 4 damage. my Herald of Eternal Dawn dies.", [WON]),
        (HERALD + "My opponent takes 1 damage and my Herald of Eternal Dawn dies.", [LOST]),
        (HERALD + "My opponent takes 4 damage and my Herald of Eternal Dawn is exiled.", [DREW]),
        ("I control Herald of Eternal Dawn. I am at -6 life. I gain 10 life and my Herald dies.",
         [GOES_ON]),
        (ANGEL + "I am at 2 life. I take 3 damage and Platinum Angel dies", [LOST]),
        ("my opponent controls Platinum Angel. he is at 2 life. I deal 3 damage to him and "
         "Platinum Angel dies", [WON]),
        (ANGEL + "I am at -3 life. my opponent is at 5 life. my opponent loses 1 life and Platinum "
         "Angel dies", [LOST]),
        (ANGEL + "I am at -3 life. my opponent is at 1 life. my opponent loses 1 life and Platinum "
         "Angel is sacrificed", [DREW]),
        ("I control Platinum Angel and Herald of Eternal Dawn. I am at -3 life. my opponent is at "
         "1 life. my opponent loses 1 life and Platinum Angel dies", [WON]),
        # another card said to have destroyed it: what that card did, before the check
        (ANGEL + "I am at -3 life. my opponent is at 1 life. my opponent loses 1 life and "
         "Platinum Angel is destroyed by Murder", [DREW]),
        (ANGEL + "I am at -3 life. my opponent is at 1 life. I cast Murder on Platinum Angel and "
         "my opponent loses 1 life", [DREW]),
    ],
)  # fmt: skip
def test_a_card_dying_beside_a_loss_is_a_case_each_way_it_may_have_died(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


def test_a_card_dying_beside_a_loss_among_three_players_ends_alike_either_way() -> None:
    # the Angel's player loses at the check after (either way) and carol is left
    ruled = _ruled(
        "players: alice, bob, carol. alice controls Platinum Angel and is at -3 life. bob is at 1 "
        "life. bob loses 1 life and Platinum Angel dies"
    )
    assert ruled.results == {"alice": "lost", "bob": "lost", "carol": "won"}


def test_a_card_dying_beside_another_open_moment_is_asked_both_never_ruled() -> None:
    # on main, each reading of the moment took the Herald gone before the check: the case where
    # it died in the check (its controller winning) was missing from the answer
    for text in (
        HERALD + "My opponent goes to -2 life when my Herald of Eternal Dawn dies.",
        HERALD + "My opponent loses 4 life and gains 1 life and my Herald of Eternal Dawn dies.",
    ):
        assert "two things the words leave open" in _refused(text).message
