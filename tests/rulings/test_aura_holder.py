"""An Aura said with a possessive of its own on a creature said to be another player's ("his
creature enchanted with my Spirit Link", "a creature with my Armadillo Cloak on it"): the
Aura's trigger gains life for the Aura's controller, whoever controls the creature (it was
the creature's controller who gained it, and a later hit left the wrong player alive). With
nobody said to control the Aura, the ruling stands only where it is the same whoever does;
otherwise whose Aura it is is asked (aura_holders.py)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 10 life and my opponent is at 2 life. His creature enchanted with my Spirit "
            "Link deals 3 damage to me. Then I deal 4 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I am at 10 life and my opponent is at 2. My opponent's creature with my Armadillo "
            "Cloak on it deals 4 damage to me. Then I deal 5 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "alice is at 10 life and bob is at 2 life. bob's creature enchanted with alice's "
            "Spirit Link deals 3 damage to alice. then alice deals 4 damage to bob",
            {"alice": "won", "bob": "lost"},
        ),
        (
            "I'm at 10 life and my opponent is at 4 life. My creature enchanted with his own "
            "Spirit Link deals 3 damage to him. Then I deal 3 damage to him.",
            {"me": "playing", "opponent": "playing"},
        ),
        # the other way round: my creature, his Aura, and he gains what it deals to him
        (
            "I'm at 10 life and my opponent is at 4 life. My creature enchanted with his "
            "Spirit Link deals 3 damage to him. Then I deal 3 damage to him.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_an_auras_own_possessive_says_who_gains(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_an_aura_whose_nobody_says_is_asked() -> None:
    refusal = _refused("a creature with Armadillo Cloak on it deals 3 damage to me")
    assert "Say whose Armadillo Cloak it is" in refusal.message


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 10 life and my opponent is at 2 life. His creature enchanted with Spirit Link "
        "deals 3 damage to me. Then I deal 4 damage to him.",
        "alice is at 10 life and bob is at 2 life. bob's creature enchanted with Spirit Link "
        "deals 3 damage to alice. then alice deals 4 damage to bob",
        "My opponent is at 1 life and I'm at 10. My creature with Armadillo Cloak deals 2 "
        "damage to me. Then I deal 1 damage to him and I lose 11 life.",
    ],
)
def test_an_aura_nobody_controls_is_asked_where_its_life_decides(text: str) -> None:
    refusal = _refused(text)
    assert "Say whose" in refusal.message and "it is" in refusal.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # the life comes too late, or to no end, whoever controls the Aura
        (
            "I'm at 2 life and my opponent is at 3. My creature with Armadillo Cloak deals 3 "
            "damage to him while his creature deals 3 damage to me.",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "I'm at 5 life and my opponent is at 1. His creature enchanted with Spirit Link "
            "deals 5 damage to me.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_an_aura_nobody_controls_is_ruled_where_its_life_decides_nothing(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
