"""A spell that also deals damage to its own caster (issue #31, "as asked"; card data Char,
bot/core/rulings/spells_at_players.py and phrase_events.caster_damage): "I Char him", "I cast
Char at him" deal its 4 damage to the target and its 2 to the caster at once, as it resolves
(119.3); players it takes to 0 or less lose together, a draw when that is both (104.4a). Told
by one of its damages only ("my Char deals 4 damage to him"), the other would be left out:
refused, asking whom it was cast at."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # Both at 0 at once: a draw (104.4a).
        ("I'm at 2 life and my opponent is at 4. I Char him", {"me": "drew", "opponent": "drew"}),
        ("bob is at 4 life and alice at 2. alice chars bob", {"alice": "drew", "bob": "drew"}),
        # Only the target falls.
        (
            "I am at 3 life and my opponent is at 4 life. I char him",
            {"me": "won", "opponent": "lost"},
        ),
        # Only the caster falls.
        (
            "I am at 2 life and my opponent is at 5 life. I Char him",
            {"me": "lost", "opponent": "won"},
        ),
        ("I'm at 5 life and my opponent is at 2. He Chars me", {"me": "won", "opponent": "lost"}),
    ],
)
def test_a_spell_that_damages_its_caster_deals_both_at_once(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results


def test_a_spell_that_damages_its_caster_cast_but_not_resolved_is_a_case_each_way() -> None:
    ruling = _ruled("I am at 2 life and my opponent is at 4 life. I cast Char at him")
    assert ruling.depends
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}


@pytest.mark.parametrize(
    "text",
    [
        # One of its damages told: the caster's 2 would be left out.
        "I'm at 2 life and my opponent is at 4. My Char deals 4 damage to him",
        "I'm at 2 life and my opponent is at 4. he takes 4 damage from my Char",
        # At no player: the caster's life alone is unsure to matter; what it hit, unread.
        "I'm at 2 life and my opponent is at 4. I Char his creature",
        # Cast, its target unsaid.
        "I play Char at a DCI sanctioned tournament. I'm at two, and my opponent is at four.",
    ],
)
def test_a_spell_that_damages_its_caster_told_by_halves_is_not_read(text: str) -> None:
    _refused(text)


# Night's Whisper: its caster draws two and loses 2 life as it resolves, one check after both.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 1 life with 1 card in my library. I cast Night's Whisper and it resolves",
        "I have 1 card in my library and I'm at 5 life. I cast Night's Whisper and it resolves",
    ],
)
def test_a_draw_spell_that_costs_its_caster_life_loses_once_by_either(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == {"me": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        # Its draws within the library: whether its life loss ends the game is still to say.
        "I have 5 cards in my library and I'm at 1 life. I cast Night's Whisper and it resolves",
        # The library's count unsaid.
        "I'm at 1 life and I cast Night's Whisper",
        # One of what it does told: its draws left out.
        "I have 1 card in my library and I'm at 5 life. I lose 2 life from Night's Whisper",
    ],
)
def test_a_draw_spell_that_costs_its_caster_life_told_by_halves_is_not_read(text: str) -> None:
    _refused(text)
