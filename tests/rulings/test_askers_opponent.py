"""'My opponent' says the asker plays: beside another player named, the game has three players
at least, and "opponent" (the other player of a two-player game) names none of them for sure."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    "text",
    [
        # was "bob wins": a game of the opponent and bob, the asker left out
        "my opponent is at 5. bob deals 5 damage to him",
        "my opp concedes. bob is at 3",
        "your opponent is at 2. bob deals 2 damage to your opponent",
    ],
)
def test_my_opponent_beside_another_player_asks_who_plays(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert "other player of a two-player game" in answer.message


@pytest.mark.parametrize(
    "text",
    [
        "my opponent is at 3 and i bolt him",
        "my opponent concedes",
        "my opponent is at 5. my Lava Axe deals 5 damage to him",
    ],
)
def test_my_opponent_alone_is_still_the_askers_one_opponent(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.results["opponent"] == "lost"
    assert answer.results["me"] == "won"


def test_the_asker_named_beside_my_opponent_is_one_of_the_two() -> None:
    # In Discord the asker is their display name: "bob" asking of "my opponent" is bob.
    answer = rule_on(
        "my opponent is at 5. bob deals 5 damage to him", asker="bob", default_game=MAGIC
    )
    assert isinstance(answer, Ruling), answer
    assert answer.results == {"opponent": "lost", "bob": "won"}
