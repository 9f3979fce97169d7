"""A handshake after an attack for lethal (issue #31, handshakes.py): once one player has
attacked for lethal and the two have shaken hands, the other player has conceded (MTG CR
104.3a), whether or not the attack was really lethal. The handshake's words are skipped and
shown; a handshake refused, not finished, with no attack for lethal before it, or whose players
a pronoun leaves open, is refused as tournament conduct, a judge's to rule on."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

CONCEDED = [
    # Each was refused: 'What players agreed or did around the game (a handshake, ...) is
    # tournament conduct'.
    (
        "Bob attacked for lethal and offered his hand. Alice shook it. Who wins?",
        {"Bob": "won", "Alice": "lost"},
        "offered his hand. Alice shook it",
    ),
    (
        "My opponent swung in for lethal and extended a hand, and I shook it. Did I lose?",
        {"opponent": "won", "me": "lost"},
        "extended a hand, and I shook it",
    ),
    (
        "I attacked for lethal and held out my hand; my opponent took it. Who won the game?",
        {"me": "won", "opponent": "lost"},
        "held out my hand; my opponent took it",
    ),
    (
        "Player A went all in to attack for lethal, then player A and player B shook hands.",
        {"Player A": "won", "player B": "lost"},
        "player A and player B shook hands",
    ),
    # the handshake offered by the player the attack was for, and a shuffle after it
    (
        "Bob attacked for lethal. Alice extended a hand and Bob shook it. Who won?",
        {"Bob": "won", "Alice": "lost"},
        "Alice extended a hand and Bob shook it",
    ),
    (
        "He attacks for lethal and offers a handshake; I accept it and shuffle up.",
        {"opponent": "won", "me": "lost"},
        "offers a handshake; I accept it and shuffle up",
    ),
    (
        "I swung for lethal and we shook hands. Did I win?",
        {"me": "won", "opponent": "lost"},
        "we shook hands",
    ),
]


@pytest.mark.parametrize(("text", "results", "said"), CONCEDED)
def test_a_handshake_after_an_attack_for_lethal_is_the_other_players_concession(
    text: str, results: dict[str, str], said: str
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results
    assert said in ruling.skipped


def test_in_a_larger_game_the_one_who_conceded_leaves_and_the_rest_play_on() -> None:
    ruling = _ruled(
        "4 players: Alice, Bob, Carol, Dave. Bob attacked for lethal and offered his hand. "
        "Alice shook it."
    )
    assert ruling.results == {
        "Alice": "lost",
        "Bob": "playing",
        "Carol": "playing",
        "Dave": "playing",
    }


UNREAD = [
    "Bob attacked for lethal and offered his hand. Alice didn't shake it. Who wins?",
    "Bob attacked for lethal and offered his hand. Alice refused the handshake. Who wins?",
    # no attack for lethal: who agreed to what is a judge's to find
    "Bob offered his hand and Alice shook it. Who wins?",
    "Alice and Bob shook hands. Who wins?",
    "Bob attacked for 5 and offered his hand. Alice shook it. Who won?",
    # who is who left open, or the handshake not between the attacker and another
    "Bob attacked for lethal and offered his hand, and he shook it. Who wins?",
    "Bob attacked for lethal and offered his hand to Carol. Alice shook it. Who wins?",
    "Bob attacked for lethal and Alice and Carol shook hands. Who won?",
    "Bob attacked for lethal and offered his hand. Bob shook it. Who won?",
    # something after the handshake that the rule is not about
    "Bob attacked for lethal and offered his hand. Alice shook it, then she cast Fog. Who won?",
    "I attacked for lethal and extended my hand, and my opponent shook it, but then he said he "
    "had a Fog.",
]


@pytest.mark.parametrize("text", UNREAD)
def test_a_handshake_not_finished_or_not_after_lethal_is_tournament_conduct(text: str) -> None:
    assert "tournament conduct" in _refused(text).message
