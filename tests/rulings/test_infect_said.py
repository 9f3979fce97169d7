"""Infect said in words of a damage source no card names (session 23): "I take 1 damage from an
infect creature", "a creature with infect deals 2 combat damage to me". Its damage to a player
is poison counters and no life (MTG CR 702.90b); ten lose (104.3d). It was refused, never read
as plain life lost; it is read now where nothing else said can change it. Still refused: the
other keywords said in words (toxic, lifelink), infect the source lacks or might have, beside a
card that deals in poison or infect (Melira: opponents' creatures lose infect), and a
commander's damage with a keyword, which was read as plain life lost ("my opponent's commander
with infect deals 1 combat damage to me" was "it depends on your life": it is poison)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

LOST = {"me": "lost", "opponent": "won"}
ON = {"me": "playing", "opponent": "playing"}
WON = {"me": "won", "opponent": "lost"}
BOB_ON = {"Bob": "playing", "opponent": "playing"}
BOB_LOST = {"Bob": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I have 9 poison counters. A creature with infect deals 1 damage to me.", LOST),
        ("I have 9 poison counters. I take 1 damage from an infect creature.", LOST),
        (
            "I'm at 1 life with 8 poison counters. I took 2 combat damage from his infect creature",
            LOST,
        ),
        ("I'm at 1 life. An infect creature deals 3 damage to me.", ON),
        ("My opponent has 8 poison counters. My creature with infect deals 2 damage to him.", WON),
        ("Bob has 7 poison counters. Bob is dealt 2 damage by an infect creature.", BOB_ON),
    ],
)
def test_infect_damage_said_in_words_is_poison(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert "infect" in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        "I have 9 poison counters. A creature without infect deals 1 damage to me.",
        "I'm at 1 life and 9 poison counters. A creature with toxic 1 deals 1 damage to me.",
        "I'm at 1 life. A creature with lifelink deals 1 damage to me.",
        "I have 9 poison counters and control Melira, Sylvok Outcast. A creature with infect "
        "deals 1 damage to me.",
        "magic commander: I have 9 poison counters. My opponent's commander with infect deals 1 "
        "combat damage to me.",
        "I have 9 poison counters. A creature that might have infect deals 1 damage to me.",
    ],
)
def test_what_else_the_words_leave_open_is_still_refused(text: str) -> None:
    _refused(text)
