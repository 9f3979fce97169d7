"""A source read out of a clause of its own (session 23): "I attack with a creature with
lifelink and he blocks with a creature that deals 1 damage to me" was read as "you lose 1 life
(from he blocks with a creature that)", and ruled "you lose", though a blocker deals its combat
damage to the attacker (510.1c) and the lifelinker's damage gains its controller life at the
same time (702.15b). A block told as the source of damage to a player is no source: the clause
is refused, never read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 1 life and I'm at 1 life. I attack with a creature with lifelink and he "
        "blocks with a creature that deals 1 damage to me. Who wins?",
        "I'm at 2 life. she blocks with a creature which deals 2 damage to me.",
        "I'm at 2 life. my opponent chump blocks with a 1/1 that deals 2 damage to me.",
        "bob is at 1 life. I blocked with a creature that dealt 1 damage to bob.",
    ],
)
def test_an_event_inside_a_relative_clause_is_not_read(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I'm at 3. my opponent deals 3 damage to me", {"me": "lost", "opponent": "won"}),
        ("I'm at 3. I take 3 damage from a creature", {"me": "lost", "opponent": "won"}),
        (
            "I'm at 3. a creature with flying deals 3 damage to me",
            {"me": "lost", "opponent": "won"},
        ),
        ("I'm at 1. I cast a spell that says I win", {"me": "won", "opponent": "lost"}),
    ],
)
def test_a_source_said_as_a_thing_is_read_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
