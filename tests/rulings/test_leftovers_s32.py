"""Leftovers of session 32's passes (left32): answers that misled. A refusal is always
acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled

# A state said that is no library emptied ("my graveyard is empty") was explained by the empty
# library's note ("An empty library ends nothing by itself"): the note names what was said.


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("My graveyard is empty", "My graveyard is empty"),
        ("bob's graveyard is empty", "bob's graveyard is empty"),
        ("my library is empty and my graveyard is empty", "my graveyard is empty"),
    ],
)
def test_a_state_said_is_named_in_its_note(text: str, named: str) -> None:
    ruling = _ruled(text)
    assert ruling.first.status == "ongoing"
    assert f'"{named}" ends nothing by itself' in ruling.first.explanation
    assert ("library" in text) == ("An empty library" in ruling.first.explanation)
