"""Two kinds of words around a hypothetical moment that tell nothing new (issue #31, "as
asked"; the census's `hypothetical` family): who can't win or lose said again where the cards
said in play already do it ("both players control a Gideon of the Trials and have used his
emblem ability, neither player can win and neither player can lose"; restated_outcomes.py),
and a permanent told before said not to be removed ("... and can't (or don't) remove their
opponent's Gideon"; kept_permanents.py). Paraphrases with other cards, players and orders, and
near-misses that must still refuse: a "can't lose" no card said in play makes true, a
permanent never told before, a removal qualified by what follows."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- who can't win or lose, said again -----------------------------------------------------------

RESTATED = [
    (
        "in a two-player game where both players control a Gideon of the Trials and have used "
        "his emblem ability, neither player can win and neither player can lose. Both players "
        "draw from an empty library.",
        {"me": "playing", "opponent": "playing"},
    ),
    ("I control Platinum Angel and I can't lose. I'm at 0 life.", {"me": "playing"}),
    ("My opponent controls Platinum Angel. I can't win. He is at 0 life.", {"opponent": "playing"}),
    (
        "alice and bob both control Platinum Angel, so nobody can lose. alice is at -3 life and "
        "bob is at 0 life.",
        {"alice": "playing", "bob": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), RESTATED)
def test_who_cant_win_or_lose_said_again_is_nothing_new(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert results.items() <= ruling.results.items()


@pytest.mark.parametrize(
    "text",
    [
        # no card said in play keeps them in: a claim, not read
        "I can't lose. I'm at 0 life.",
        "I control Platinum Angel and my opponent can't lose. my opponent is at 0 life.",
        "both players control a Gideon of the Trials, neither player can win. I draw from an "
        "empty library.",  # no emblem said: Gideon alone keeps no one in
        "I control Platinum Angel and neither player can lose. my opponent is at 0 life.",
        # the card gone before it is said again
        "I control Platinum Angel. It is destroyed and I can't lose. I'm at 0 life.",
    ],
)
def test_a_cant_win_or_lose_no_card_in_play_makes_true_is_refused(text: str) -> None:
    _refused(text)


# -- a permanent told before, said not to be removed ---------------------------------------------

KEPT = [
    (
        "I control Platinum Angel and I'm at 0 life. My opponent doesn't destroy my Angel.",
        {"me": "playing"},
    ),
    (
        "I control Platinum Angel and my library is empty and I draw a card and my opponent "
        "can't (or doesn't) remove my Platinum Angel.",
        {"me": "playing"},
    ),
    (
        "both players control Platinum Angel and are at 0 life. What happens if both players "
        "run out of cards in their libraries and can't (or don't) remove their opponent's "
        "Angel?",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "bob controls Platinum Angel and is at -2 life, and alice didn't exile bob's Angel.",
        {"bob": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), KEPT)
def test_a_permanent_said_not_removed_stays(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert results.items() <= ruling.results.items()


@pytest.mark.parametrize(
    "text",
    [
        # never told before: who holds it is what the clause would say
        "I'm at 0 life and I don't destroy my opponent's Platinum Angel.",
        "I control Platinum Angel. I'm at 0 life and my opponent doesn't destroy my Serra Angel.",
        # qualified by what follows
        "I control Platinum Angel and I'm at 0 life. My opponent doesn't destroy my Angel "
        "until his turn.",
        # "it": which permanent, unsaid
        "I control Platinum Angel and I'm at 0 life, and my opponent can't remove it.",
    ],
)
def test_a_permanent_not_removed_that_was_never_told_is_refused(text: str) -> None:
    _refused(text)
