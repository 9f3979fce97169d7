"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-18
adversarial pass "adv11" over the session's readings: two cards asked about together,
alternatives, handshakes, "would CARD let me go below 0", "but" holdings, count-gated trigger
reports): each reading, its paraphrases, and the near readings that must stay as they were."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- two cards asked about together: a win whose condition the first card may itself break


# "Does Platinum Angel stop Barren Glory?" was "depends: if you controlled Platinum Angel, you
# win". Barren Glory wins only for a player whose only permanent it is: their own Platinum
# Angel is another one, so that case is no win at all. A condition known only in words may
# turn on the first card being there, so it is not presupposed.
@pytest.mark.parametrize(
    "text",
    [
        "Does Platinum Angel stop Barren Glory?",
        "Can Platinum Angel stop Barren Glory?",
        "Does Abyssal Persecutor stop Barren Glory?",
        "How does Platinum Angel work with Barren Glory?",
    ],
)
def test_a_win_whose_condition_the_first_card_may_break_is_refused(text: str) -> None:
    _refused(text)


# near misses: a count of permanents the first card can only add to, a life total, a part held
@pytest.mark.parametrize(
    "text",
    [
        "Does Platinum Angel stop Hellkite Tyrant?",
        "Does Platinum Angel stop Felidar Sovereign?",
        "Does Platinum Angel stop Coalition Victory?",
    ],
)
def test_a_win_the_first_card_cannot_break_still_depends(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends"
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}


# -- a card held "under X's control": the holder and the controller must be one player


# "My opponent is at 1 life. I deal 1 damage to him, but he has Platinum Angel under my
# control." was "nobody has won or lost yet": the Angel was given to the opponent, whose
# control the words gave to the asker (whose it is decides whom it keeps in the game, 101.2).
@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 1 life. I deal 1 damage to him, but he has Platinum Angel under my"
        " control. Does he lose?",
        "My opponent has Platinum Angel under my control. He is at 0 life. Does he lose?",
        "My opponent controls Platinum Angel under my control. He is at 0 life.",
        "I have Platinum Angel under his control. I am at 0 life. Do I lose?",
        "Bob and I are playing. I control Phyrexian Unlife under her control. I am at 0 life.",
    ],
)
def test_a_card_held_under_another_players_control_is_refused(text: str) -> None:
    _refused(text)


# near misses: the control said of the player who holds it
@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("I have Platinum Angel under my control. I am at 0 life. Do I lose?", "ongoing"),
        ("My opponent has Platinum Angel under his control. He is at 0 life.", "ongoing"),
        ("My opponent has Platinum Angel. He is at 0 life.", "ongoing"),
    ],
)
def test_a_card_held_under_its_holders_control_is_read(text: str, status: str) -> None:
    assert _ruled(text).status == status


# -- a card held "with" words that may change it


# "I have Platinum Angel with no abilities. I'm at 0 life." and "... with a Lignify on it",
# "... with an Overwhelming Splendor out" were "nobody has won or lost yet": the words after
# "with" were dropped, though a card without its abilities keeps nobody in the game (613.1f).
# Words of what the card has itself (a keyword, counters on it) are still read.
@pytest.mark.parametrize(
    "text",
    [
        "I have Platinum Angel with no abilities. I'm at 0 life. Do I lose?",
        "I have Platinum Angel with its abilities removed. I'm at 0 life. Do I lose?",
        "I have Platinum Angel with a Lignify on it. I'm at 0 life. Do I lose?",
        "I have Platinum Angel with a Turn to Frog on it. I'm at 0 life. Do I lose?",
        "I have Platinum Angel with an Overwhelming Splendor out. I'm at 0 life.",
        "I have Platinum Angel with a Dress Down in play. I'm at 0 life. Do I lose?",
        "My opponent is at 1 life. I deal 1 damage to him, but he has Platinum Angel with a"
        " Darksteel Mutation attached. Does he lose?",
        "bob controls Abyssal Persecutor with an aura on it. alice is at 0 life.",
    ],
)
def test_a_card_held_with_words_that_may_change_it_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        "I have Platinum Angel with flying. I'm at 0 life. Do I lose?",
        "I have Platinum Angel with summoning sickness. I'm at 0 life.",
        "I have Platinum Angel with two counters on it. I'm at 0 life.",
    ],
)
def test_a_card_held_with_words_of_itself_is_still_read(text: str) -> None:
    assert _ruled(text).status == "ongoing"
