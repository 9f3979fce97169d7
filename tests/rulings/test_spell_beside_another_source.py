"""Damage told beside a spell told as done, from a source said by no card ("a goblin", "his
own creature"), is that source's, not an account of what the spell did (issue #31, left by the
session-19 adversarial pass): "My opponent is at 3. I Shock him and a goblin deals 1 damage to
him." was "nobody has won or lost yet", the goblin's 1 taken for the Shock's 2. Both are dealt.
Damage said "from it" or by "the spell", or taken with no source, still stands for the spell."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 3. I Shock him and a goblin deals 1 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent is at 3. I Shock him and his own creature deals 1 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "bob is at 4 life. alice Shocks bob and an elf deals 2 damage to bob.",
            {"alice": "won", "bob": "lost"},
        ),
    ],
)
def test_damage_from_another_source_beside_a_spell_is_dealt_too(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # the spell's own damage said in words: once
        (
            "My opponent is at 3. I Shock him and he takes 2 damage from it.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "My opponent is at 3. I Shock him and he takes 2 damage.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "My opponent is at 3. I bolt him and the spell deals 3 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_the_spells_own_damage_said_in_words_is_counted_once(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
