"""Cards acting, told as play (issue #31, rulings.md revision 3, "Cards"): the burn, draw and
life-setting spells people cast as a game ends are known by name, with what they do as they
resolve."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

# -- the cards people cast as a game ends -----------------------------------------------------

KNOWN_SPELLS = [
    ("alice is at 2 life. bob's Shock deals 2 damage to alice", {"alice": "lost", "bob": "won"}),
    ("carol is at 3 life. dave's Lightning Strike deals 3 damage to carol", {"carol": "lost", "dave": "won"}),
    ("I am at 5 life. my opponent's Lava Axe deals 5 damage to me", {"me": "lost", "opponent": "won"}),
    ("bob is at 3 life. I cast Lava Spike and bob takes 3 damage", {"bob": "lost", "me": "won"}),
    ("bob is at 4 life. Fireblast deals 4 damage to bob", {"bob": "lost", "opponent": "won"}),
    ("bob is at 9 life. my Banefire deals 10 damage to bob", {"bob": "lost", "me": "won"}),
]


@pytest.mark.parametrize(("text", "results"), KNOWN_SPELLS)
def test_a_burn_spell_people_cast_is_known_and_judged(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert ruling.cards  # named under the answer, with its rules


@pytest.mark.parametrize("name", ["Brainstorm", "Ancestral Recall", "Rakdos Charm", "Banefire"])
def test_a_draw_or_burn_spell_only_cast_is_known_and_what_it_did_asked(name: str) -> None:
    refused = _refused(f"I cast {name}")  # cast only: what it did is for the words to say
    assert refused.kind is not Refusal.UNKNOWN_CARD
    assert "does not know" not in refused.message


def test_a_life_setting_spell_only_cast_ends_nothing() -> None:
    ruling = _ruled("I cast Worldfire")
    assert ruling.status == "ongoing"
    assert [card["name"] for card in ruling.to_json()["cards"]] == ["Worldfire"]


def test_a_life_total_set_by_a_spell_is_never_judged_as_if_unset() -> None:
    # Worldfire sets each life total to 1: beside totals it does not say, refused.
    refused = _refused("I am at 20 life. I cast Worldfire and my opponent takes 1 damage")
    assert refused.kind is Refusal.CARD_NOT_JUDGED
