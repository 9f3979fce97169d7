"""A spell's damage told in one sentence with damage a creature or another card deals to
another player (issue #31, the session-26 adversarial pass "adversary26b" over "at the same
time", "while", "as"): "I'm at 3 and my opponent is at 3. I bolt him while his creature deals 3
combat damage to me" was a draw. A spell does what it does as it resolves, on its own, and
combat damage is dealt in its own step (MTG CR 608.2, 510.2): never at once, and the one that
came first ended the game (704.3). Which came first the words leave open: refused. So are words
that open as a clause does read as what dealt damage ("I bolt him as his creature deals 3
combat damage to me" dropped the Bolt: "you lose")."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "i'm at 3 and my opponent is at 3. i bolt him while his creature deals 3 combat damage "
        "to me.",
        "i'm at 3 and my opponent is at 3. i bolt him and his creature deals 3 combat damage to "
        "me.",
        "i'm at 3 and my opponent is at 3. at the same time i bolt him and his creature deals 3 "
        "combat damage to me.",
        "i'm at 3 and my opponent is at 3. i cast lightning bolt at him and it resolves while his "
        "creature deals 3 combat damage to me.",
        "alice is at 2 and bob is at 2. bob shocks alice and alice's creature deals 2 combat "
        "damage to bob at the same time.",
        "magic commander: 3 players: me, alice, bob. i'm at 3 and bob is at 3. i bolt bob while "
        "alice's commander deals 3 combat damage to me.",
        # words that open a clause, never a source
        "i'm at 3 and my opponent is at 3. i bolt him as his creature deals 3 combat damage to me.",
        "i'm at 3 and my opponent is at 3. as his creature deals 3 combat damage to me, i bolt "
        "him.",
        "i'm at 3 and my opponent is at 3. i bolt him as his creature hits me for 3.",
    ],
)
def test_a_spell_beside_another_sources_damage_is_asked(text: str) -> None:
    _refused(text)


# Near readings: the spell and the other source on one player, two spells, the order said,
# and a card's ability named with its player are read as before.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 3. I Shock him and a goblin deals 1 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "i'm at 3 and my opponent is at 3. i shock him while he shocks me",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "i'm at 3 and my opponent is at 3. i bolt him. then his creature deals 3 combat "
            "damage to me.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "i'm at 3 and my opponent is at 3. his creature deals 3 combat damage to me after i "
            "bolt him.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "i'm at 3 and my opponent is at 3. i bolt him after his creature deals 3 combat "
            "damage to me.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_spells_told_in_order_or_alone_are_read_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
