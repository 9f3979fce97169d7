"""Session 35's adversarial pass (b) on teams and can't-lose claims in Two-Headed Giant, asked as
players would. "X can't win the game" said beside a card whose "your opponents can't win" holds
was read as saying that card again for any X other than its holder, the holder's teammate too:
"my teammate controls Platinum Angel ... I can't win the game. I draw from an empty library"
with my Laboratory Maniac was a win on main, though a teammate is no opponent (MTG CR 102.3)
and, where teams play as one, an effect that stops one player winning stops the team (810.8a).
Now read so only of a player sure to be the holder's opponent; else refused, as a claim no card
said backs. "nobody can lose the game" was checked of the players named before it only: "I
control Platinum Angel. bob controls Platinum Angel. nobody can lose the game. carol is at 0
life" had carol lose; now refused where the game has a player it was not checked of. A loss told
with no cause ("my teammate loses the game") beside a card of the teammate's that may stop it
was a ruling (the game goes on, or the team lost through Phyrexian Unlife): how is asked, as it is
of the card's holder."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

_LAB = "Laboratory Maniac"


@pytest.mark.parametrize(
    "text",
    [
        f"In 2HG, my teammate controls Platinum Angel. I control {_LAB}. I can't win the game. "
        "I draw from an empty library",
        f"2hg: my ally controls Platinum Angel. I control {_LAB}. it can't cause me to win the "
        "game. I draw from an empty library",
        f"In 2HG, I control Platinum Angel. my teammate controls {_LAB}. my teammate can't win "
        "the game. my teammate draws from an empty library",
        f"Teams: me, alice and bob vs carol, dave and erin. I control Platinum Angel and {_LAB}. "
        "alice can't win the game. I draw from an empty library",
        # "nobody can lose" checked of the players named so far, a player named after it
        "I control Platinum Angel. bob controls Platinum Angel. nobody can lose the game. carol "
        "is at 0 life",
        "In a 4 player game, I control Platinum Angel. bob controls Platinum Angel. no one can "
        "lose the game. carol is at 0 life",
        # a loss told with no cause beside a teammate's card that may stop it (a concession
        # would not be stopped, 104.3a): how is asked, as of the card's holder
        "In 2HG, I control Platinum Angel and my teammate doesn't. my teammate loses the game",
        "In 2HG, my teammate controls Platinum Angel. I lose the game",
        "In 2HG, my teammate controls Phyrexian Unlife. I lose the game",
    ],
)
def test_a_claim_no_card_said_backs_is_refused(text: str) -> None:
    _refused(text)


def test_an_opponent_said_kept_from_winning_says_the_card_again() -> None:
    """Said of the holder's opponent it still says the card again: the game goes on."""
    draws = f"controls {_LAB}. {{x}} can't win the game. {{x}} draws from an empty library"
    told = {
        "In 2HG, I control Platinum Angel. opponent 1 ": "opponent 1",
        "Teams: me and alice vs bob and carol. alice controls Platinum Angel. bob ": "bob",
        "I control Platinum Angel. my opponent ": "my opponent",
        # every player named before "nobody": still the cards said again
        "I control Platinum Angel. bob controls Platinum Angel. nobody can win. bob ": "bob",
    }
    for board, x in told.items():
        ruling = _ruled(board + draws.format(x=x))
        assert set(ruling.results.values()) == {"playing"}, board
