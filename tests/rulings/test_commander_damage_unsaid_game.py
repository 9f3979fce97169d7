"""A commander's damage told in a game not said to be one of commanders (adversary pass,
session 23): "opp is at 40 and takes 21 damage from my commander" was read as 21 life lost,
"he plays on", though in a Commander game 21 combat damage from one commander loses (MTG CR
903.10a, 704.6c). Refused now, asking whether the game is a Commander game; and in one, a
commander whose owner is unsaid ("from a commander") is asked about, never played on."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "opp is at 40 and takes 21 damage from my commander in one hit. does he lose",
        "opp is at 40 and takes 21 damage from my commander. does he lose",
        "im at 35 and take 22 combat damage from opp's commander. am i dead",
        "im at 40 and my opponent's general hits me for 21",
        "opp at 40, takes 21 from my general. dead?",
        "bob is at 30. bob takes 25 combat damage from alice's commander",
        "I'm at 38 life and I took 24 damage from my opponent's commander. Am I out?",
        "opp is at 40, my commander deals 21 combat damage to him. does he lose",
        "my opponent is at 50. my commander deals 22 damage to him",
    ],
)
def test_a_commanders_damage_in_a_game_not_said_to_be_commander_is_asked_about(
    text: str,
) -> None:
    refused = _refused(text)
    assert "say whether this is a Commander game" in refused.message
    assert "MTG CR 903.10a" in refused.message


@pytest.mark.parametrize(
    "text",
    [
        "in a commander game, im at 40 and take 21 combat damage from a commander. do i lose",
        "magic commander: alice is at 40 life. alice takes 22 combat damage from a general",
    ],
)
def test_a_commander_of_no_one_said_is_asked_about(text: str) -> None:
    refused = _refused(text)
    assert "say whose commander it was" in refused.message


@pytest.mark.parametrize(
    ("text", "player", "result"),
    [
        # near-misses: no commander said, or its damage said not to be combat damage
        ("opp is at 40 and takes 21 damage from my creature", "opponent", "playing"),
        ("im at 40 and take 21 noncombat damage from opp's commander", "me", "playing"),
        ("opp is at 20 and takes 21 damage from my dragon", "opponent", "lost"),
        # said to be a Commander game: counted as the commander's
        (
            "magic commander: alice is at 40 life. alice takes 21 combat damage from bob's "
            "commander",
            "alice",
            "lost",
        ),
    ],
)
def test_near_misses_still_rule(text: str, player: str, result: str) -> None:
    ruling = _ruled(text)
    assert ruling.results[player] == result, ruling.text()
