"""A spell said to deal other damage than it deals (issue #31): "my Shock deals 3 damage to
him", where Shock deals 2. The asker's number and the card's disagree, so either could rule
wrong (was: the asker's 3 taken, a player at 3 ruled dead by a Shock): refused, naming both
numbers and what to do."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "magic: he is at 3. my Shock deals 3 damage to him. does he die?",
        "magic: he is at 3. I deal 3 damage to him with Shock. does he die?",
        "magic: bob is at 3 life. alice's Shock deals 3 damage to bob",
        "magic: bob is at 5. my Lightning Bolt deals 5 damage to bob",
    ],
)
def test_a_spell_said_to_deal_other_than_its_damage_is_refused(text: str) -> None:
    refused = _refused(text)
    assert refused.said.msgid.startswith("{card} deals {printed} damage, not {said}")
    params = dict(refused.said.params)
    assert params["said"] in (3, 5)
    assert params["printed"] != params["said"]


def test_the_spell_said_to_deal_its_own_damage_is_ruled() -> None:
    ruling = _ruled("magic: bob is at 2. my Shock deals 2 damage to bob")
    assert ruling.results == {"bob": "lost", "me": "won"}
    still = _ruled("magic: bob is at 3. I deal 2 damage to him with Shock.")
    assert "bob" not in still.results or still.results.get("bob") == "playing"


def test_damage_taken_from_a_spell_may_be_more_than_one_of_it() -> None:
    # "takes 6 damage from Lightning Bolt" may be two of them: not refused for the amount
    ruling = _ruled("magic: bob is at 6. bob takes 6 damage from Lightning Bolt")
    assert ruling.results["bob"] == "lost"
