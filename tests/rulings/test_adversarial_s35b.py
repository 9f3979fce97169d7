"""Session 35's adversarial pass (b) on teams and can't-lose claims in Two-Headed Giant, asked as
players would. "X can't win the game" said beside a card whose "your opponents can't win" holds
was read as saying that card again for any X other than its holder, the holder's teammate too:
"my teammate controls Platinum Angel ... I can't win the game. I draw from an empty library"
with my Laboratory Maniac was a win on main, though a teammate is no opponent (MTG CR 102.3)
and, where teams play as one, an effect that stops one player winning stops the team (810.8a).
Now read so only of a player sure to be the holder's opponent; else refused, as a claim no card
said backs."""

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
    ],
)
def test_a_teammate_said_kept_from_winning_is_refused(text: str) -> None:
    _refused(text)


def test_an_opponent_said_kept_from_winning_says_the_card_again() -> None:
    """Said of the holder's opponent it still says the card again: the game goes on."""
    draws = f"controls {_LAB}. {{x}} can't win the game. {{x}} draws from an empty library"
    told = {
        "In 2HG, I control Platinum Angel. opponent 1 ": "opponent 1",
        "Teams: me and alice vs bob and carol. alice controls Platinum Angel. bob ": "bob",
        "I control Platinum Angel. my opponent ": "my opponent",
    }
    for board, x in told.items():
        ruling = _ruled(board + draws.format(x=x))
        assert set(ruling.results.values()) == {"playing"}, board
