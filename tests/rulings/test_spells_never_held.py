"""A spell (an instant or a sorcery, `Card.spell`) is never held in play: "I have Stunning
Reversal" says nothing of its being cast and resolving this turn (it may be in hand), so none
of its effects begin by it and the card stays refused beside the loss. Its effects begin as
it is said cast (on an earlier turn, they may have worn off: refused); a permanent said
held keeps its effects in force (Lich's Mirror)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "I have Stunning Reversal and I'm at 2 life and take 5 damage. Do I lose?",
        "I control Stunning Reversal and I'm at 0 life. Do I lose?",
        "My opponent has Stunning Reversal and is at 0 life. Do they lose?",
        "players: alice, bob. bob controls Stunning Reversal. bob loses 7 life at 4 life.",
        "alice has Stunning Reversal. alice is at 0 life. does she lose?",
        "I've got Stunning Reversal, my opponent deals 6 damage to me and I'm at 3 life",
    ],
)
def test_a_spell_said_held_does_not_save_its_holder(text: str) -> None:
    answer = _refused(text)
    assert "Stunning Reversal" in answer.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # said cast: its replacement is in force
        ("I cast Stunning Reversal and then I'm at 0 life. Do I lose?", {"me": "playing"}),
        ("My opponent casts Stunning Reversal. They are at 0 life.", {"opponent": "playing"}),
        # a permanent said held: in play, its replacement in force
        ("I have Lich's Mirror and I'm at 0 life. Do I lose?", {"me": "playing"}),
        ("I control Exquisite Archangel and I'm at 0 life. Do I lose?", {"me": "playing"}),
        # nothing of the spell's in play: the loss stands
        ("I have Pact of Negation and I'm at 0 life. Do I lose?", {"me": "lost"}),
    ],
)
def test_a_spell_cast_or_a_permanent_held_still_rules(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    got = {name.lower(): result for name, result in ruling.results.items()}
    assert {name: got[name] for name in results} == results


@pytest.mark.parametrize(
    "text",
    [
        "I cast Stunning Reversal last turn. I'm at 0 life. Do I lose?",
        "My opponent cast Stunning Reversal on their previous turn and now they're at 0 life.",
        "players: alice, bob. bob cast Stunning Reversal a turn ago. bob is at 0 life.",
        "alice cast Stunning Reversal the turn before. alice has 0 life. does she lose?",
    ],
)
def test_a_spell_cast_on_an_earlier_turn_may_have_worn_off(text: str) -> None:
    answer = _refused(text)
    assert "Stunning Reversal" in answer.message
