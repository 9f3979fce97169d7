"""A rule told and an outcome claimed, to be confirmed or denied (issue #31): a rule heard of
how one wording reads as another ('"you win the game" is resolved as if it were "each
opponent loses the game"', quoted_text.wording_read_as), players said unable to stop what was
told ("player B and C can't stop it", chat_forms.cant_stop) and the outcome someone reasons
would follow ("then the resolution would have B and C lose", asker_thoughts.is_claimed_outcome)
are skipped and shown; the ruling settles them. And in a multiplayer game whose players are
not all said, a named player's win by an effect is answered among the named: it ends the game
for every other player, whoever they are (ruling_on._among_the_named)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

ASKED = [
    # each was refused: the rule, the players unable to stop it or the outcome claimed unread,
    # or who plays asked for
    (
        'In a four-player game, "target player wins the game" is treated as if it were "each '
        'other player loses the game". So if player A wins with Approach of the Second Sun and '
        "player B controls Platinum Angel, then the result would have B stay in the game. Right?",
        {"player A": "playing", "player B": "playing"},
    ),
    (
        "We are playing multiplayer. If player C would win with second sun, and player A and B "
        "can't stop it, but player D controls Lich's Mastery, then the resolution would have A "
        "and B lose, C and D stay in the game.",
        {"player C": "won", "player D": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), ASKED)
def test_a_rule_told_and_an_outcome_claimed_are_skipped(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    for player, result in results.items():
        assert ruling.results[player] == result


def test_in_a_multiplayer_game_a_named_players_win_by_an_effect_is_answered() -> None:
    ruling = _ruled(
        "We are playing multiplayer. Bob controls Lich's Mastery. Alice's Approach of the "
        "Second Sun says alice wins."
    )
    assert ruling.results == {"Bob": "lost", "alice": "won"}
    assert "whoever else plays" in ruling.explanation


STILL_REFUSED = [
    # the only player named wins: who else plays is asked for
    "We are playing multiplayer. Alice's Approach of the Second Sun says alice wins.",
    # a loss by the last named standing turns on who else plays
    "We are playing multiplayer. Alice is at 0 life. Bob concedes.",
    # a claim that names a number, or players not named before, is read or refused
    "If Ann wins with second sun, then the resolution would have Bo lose 3 life.",
    # unable to stop it, with something else in the clause
    "Bob casts Lightning Bolt at me and I can't stop it because I'm tapped out at 2 life.",
]


@pytest.mark.parametrize("text", STILL_REFUSED)
def test_what_the_rule_or_claim_does_not_settle_is_refused(text: str) -> None:
    _refused(text)
