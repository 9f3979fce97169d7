"""Combat damage told in one moment both ways (issue #31, the session-26 adversarial pass
"adversary26b"): "we're both at 2. my creature deals 2 combat damage to him and his creature
deals 2 combat damage to me" was a draw. Only attacking creatures deal combat damage to a
player, all of them the active player's (MTG CR 506.2, 510.1): the two were in two combats,
and the first may have ended the game (704.3). Which came first the words leave open:
refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "i'm at 3 and my opponent is at 3. his creature deals 3 combat damage to me and my "
        "creature deals 3 combat damage to him.",
        "we're both at 2. my creature deals 2 combat damage to him and his creature deals 2 "
        "combat damage to me. draw?",
        "alice is at 2 and bob is at 2. alice's creature deals 2 combat damage to bob while bob's "
        "creature deals 2 combat damage to alice.",
        "alice is at 2 and bob is at 2. alice's creature with first strike deals 2 combat damage "
        "to bob and bob's creature with first strike deals 2 combat damage to alice.",
        "we are both at 2. in the first strike damage step my creature deals 2 combat damage to "
        "him and his creature deals 2 combat damage to me.",
        "i'm at 2 and my opponent is at 2. his creature without first strike deals 2 combat "
        "damage to me and my creature deals 2 combat damage to him.",
    ],
)
def test_combat_damage_both_ways_at_once_is_asked(text: str) -> None:
    assert "not in one combat" in _refused(text).message


# Near readings: one player's creatures hitting several players, or one player twice, and the
# two told in order, are read as before.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "magic commander: 3 players: alice, bob, carol. alice's commander deals 21 combat "
            "damage to bob and alice's commander deals 21 combat damage to carol.",
            {"alice": "won", "bob": "lost", "carol": "lost"},
        ),
        # a commander is named by its owner, who may not control it: a draw, as told
        (
            "magic commander: bob's commander deals 21 combat damage to alice and alice's "
            "commander deals 21 combat damage to bob.",
            {"alice": "drew", "bob": "drew"},
        ),
        (
            "i'm at 5. his creature deals 3 combat damage to me and his other creature deals 2 "
            "combat damage to me.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "we're both at 2. my creature deals 2 combat damage to him. then his creature deals 2 "
            "combat damage to me.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_combat_damage_one_way_is_read_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
