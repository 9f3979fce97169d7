"""Session 32, the lead's own finds: Phage cast from a hand that is not its caster's."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on


def _outcome(text: str) -> str:
    ruling = rule_on(text)
    if isinstance(ruling, NoRuling):
        return "refused"
    return ruling.to_json()["status"]


@pytest.mark.parametrize(
    "text",
    [
        # Phage loses its caster the game unless cast from *their* hand (603.4, 104.3e): one
        # cast from the opponent's hand (Sen Triplets, Praetor's Grasp) was "nobody has won"
        "magic: I cast Phage the Untouchable from his hand and it resolves",
        "magic: I cast Phage the Untouchable from her hand and it resolves",
        "magic: my opponent casts Phage the Untouchable from my hand and it resolves",
        "magic: bob casts Phage the Untouchable from your hand and it resolves. bob is at 5 life",
        "magic: my Phage the Untouchable cast from his hand enters the battlefield",
    ],
)
def test_phage_cast_from_another_players_hand_is_never_ruled_as_from_its_casters(
    text: str,
) -> None:
    assert _outcome(text) != "ongoing"


@pytest.mark.parametrize(
    "text",
    [
        "magic: I cast Phage the Untouchable from my hand and it resolves",
        "magic: my opponent casts Phage the Untouchable from his hand and it resolves",
        "magic: bob casts Phage the Untouchable from her hand and it resolves. bob is at 5 life",
        "magic: my Phage the Untouchable cast from my hand enters the battlefield",
    ],
)
def test_phage_cast_from_its_casters_own_hand_still_goes_on(text: str) -> None:
    assert _outcome(text) == "ongoing"


@pytest.mark.parametrize(
    "text",
    [
        # one player's "I draw" left of a question is a card drawn, never a guess of a drawn
        # game (all were "nobody has won or lost yet", the draw dropped as the asker's guess)
        "magic: My library is empty. I draw, do I lose?",
        "magic: My library is empty. I drew, do I lose?",
        "magic: My library is empty. If on my next turn I draw, do I lose?",
        # the asker's "so" before a later turn asked (was "nobody has won or lost yet")
        "magic: My library is empty. So on my next turn, do I lose?",
    ],
)
def test_a_draw_from_an_empty_library_told_before_the_question_loses(text: str) -> None:
    ruling = rule_on(text)
    assert not isinstance(ruling, NoRuling)
    assert ruling.to_json()["results"] == {"me": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        "magic: alice is at 0 life and bob is at 0 life. we draw?",
        "magic: My library has 5 cards. If I draw, do I lose?",
    ],
)
def test_a_guess_of_a_drawn_game_and_a_draw_from_a_full_library_are_as_before(text: str) -> None:
    assert _outcome(text) in ("over", "ongoing")
