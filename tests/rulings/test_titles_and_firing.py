"""A question under a title that names its card, an ability fired at a player, and a life total
said before the moment it was the total of (issue #31, "as asked"): "[Aetherflux Reservoir
Management Procedures: what if I am at exactly 50 life when I pay 50 life to fire it at my
opponent?]". The title's label is skipped only where it names one card in a title's own words
and the card is named again in what follows; "it" is the one card named so far where it is
used; "I am at 50 life when I pay ..." is the total, then the payment."""

from __future__ import annotations

import pytest

from bot.core.rulings.answer import Ruling
from bot.core.rulings.ruling_on import rule_on
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

RESERVOIR = "Aetherflux Reservoir"


# -- the title names the card the question is about ------------------------------------------


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (
            f"[{RESERVOIR} Management Procedures: what if I am at exactly 50 life when I pay 50"
            " life to fire it at my opponent?]",
            "me",
        ),
        (
            f"[{RESERVOIR} Trouble: bob is at 50 life when he pays 50 life to fire it at alice]",
            "bob",
        ),
        (
            f"All About {RESERVOIR}: my opponent is at 50 life when he pays 50 life to activate"
            " it targeting me. Who wins?",
            "opponent",
        ),
        (
            f"{RESERVOIR} Woes: I was at 50 life when I paid 50 life to use it on my opponent",
            "me",
        ),
    ],
)
def test_a_title_naming_the_card_is_skipped_and_its_it_is_the_card(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"  # the life is paid as the cost (119.4, 704.5a)
    assert any(RESERVOIR in said for said in ruling.skipped)


def test_a_title_naming_a_card_that_is_not_named_again_is_not_skipped() -> None:
    # The question may be about the card held: dropping it could be wrong. Held, whose it is
    # is asked (session 32; it was refused).
    ruling = _ruled("[All About Platinum Angel: I go to 0 life. Do I lose?]")
    assert ruling.status == "depends" and ruling.skipped == ()
    assert [case.results["me"] for case in ruling.cases] == ["playing", "lost"]


@pytest.mark.parametrize(
    "text",
    [
        # A label with a player, a number or a game term in it says something of the game.
        f"[{RESERVOIR} Opponent: I am at 50 life when I pay 50 life to fire it at my opponent]",
        f"[{RESERVOIR} 50: I am at 50 life when I pay 50 life to fire it at my opponent]",
        f"[{RESERVOIR} Damage: I am at 50 life when I pay 50 life to fire it at my opponent]",
        # A title in lower case is no title.
        f"[{RESERVOIR} woes: I am at 50 life when I pay 50 life to fire it at my opponent]",
    ],
)
def test_a_label_that_says_something_of_the_game_is_no_title(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert not isinstance(answer, Ruling) or not any(RESERVOIR in s for s in answer.skipped)


# -- an ability fired, "it" the card where it is used ----------------------------------------


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (f"I am at 50 life. I pay 50 life to fire off {RESERVOIR} at my opponent", "me"),
        (f"I control {RESERVOIR}. I am at 50 life. I pay 50 life to activate it at bob", "me"),
        (
            f"bob controls {RESERVOIR}. bob is at 50 life. bob pays 50 life to fire it at alice",
            "bob",
        ),
    ],
)
def test_an_ability_fired_or_activated_as_it(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"


def test_it_with_two_cards_named_before_is_not_guessed() -> None:
    _refused(
        f"I control Platinum Angel and {RESERVOIR}. I am at 50 life when I pay 50 life to"
        " activate it at bob"
    )


def test_fire_with_no_card_stays_unread() -> None:
    assert _refused("I am at 50 life. I fire at him").unread == "I fire at him"


def test_more_life_than_paid_asks_what_resolved() -> None:
    refused = _refused(
        f"I control {RESERVOIR}. I am at 51 life when I pay 50 life to fire it at bob"
    )
    assert "resolve" in refused.message  # did it resolve, and bob's life (unsaid)


# -- a total said first, then the moment it was the total of ---------------------------------


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        ("my opponent is at 3 life when I deal 3 damage to him", "opponent"),
        ("I was at 5 life when my opponent dealt 5 damage to me", "me"),
        ("alice is at 2 life, when she loses 2 life", "alice"),
    ],
)
def test_a_total_said_before_the_moment_is_the_board_before_it(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"


def test_a_total_of_another_player_before_the_moment_settles_nothing_of_the_loser() -> None:
    ruling = _ruled("bob is at 3 life when alice takes 3 damage")
    assert ruling.status == "depends"  # alice's own total is unsaid


def test_a_total_denied_before_the_moment_is_not_read() -> None:
    _refused("I am not at 3 life when I take 3 damage")
