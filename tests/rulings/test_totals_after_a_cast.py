"""A spell cast with what it did unsaid, then the totals as they stand ("I play Char. I'm at
two, and my opponent is at four."): the totals may be the board while the spell was on the
stack, or after it resolved; read in order, Char's damage was never dealt and "nobody has won
or lost yet" was answered where the asker meant a draw. Now the spell is asked about, as one
told last is (effects_unsaid), and a total its resolution may have changed is refused as
said late (stated_totals.total_told_late). A spell said to resolve keeps its order."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

REFUSED = [
    ("I play Char. I'm at two, and my opponent is at four. Who wins?", "Char"),
    ("I cast Flame Rift. We are both at 4 life.", "Flame Rift"),
    ("Bob casts Lava Axe. Alice is at 5 life.", "Lava Axe"),
    ("I cast Lightning Bolt targeting my opponent. He is at 3 life.", "3 life"),
    ("My opponent casts Shock at me. I am at 2 life. Do I lose?", "2 life"),
]


@pytest.mark.parametrize(("text", "named"), REFUSED)
def test_totals_after_a_spell_whose_resolution_is_unsaid_are_refused(text: str, named: str) -> None:
    refused = _refused(text)
    assert named in (refused.unread or "") or named in refused.message


def test_a_spell_said_to_resolve_keeps_its_order() -> None:
    ruling = _ruled("I cast Lightning Bolt targeting my opponent and it resolves. He is at 3 life.")
    assert ruling.results == {"me": "playing", "opponent": "playing"}


def test_totals_said_first_are_the_board_the_spell_resolves_on() -> None:
    ruling = _ruled("I'm at two, and my opponent is at four. I play Char targeting him.")
    assert ruling.depends
    assert any(case.results == {"me": "drew", "opponent": "drew"} for case in ruling.cases)
