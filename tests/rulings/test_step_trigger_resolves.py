"""A card's trigger at a step, gated on a count, told as resolving (issue #31, session 28):
"Felidar Sovereign's trigger resolves", "Test of Endurance's ability resolves" was refused as
"say what happens" where the count held, though "Felidar Sovereign triggers" was read: the
resolution the count settles is what the words tell, and the trigger then ends the game as it
resolves (MTG CR 603.3, 603.4). Where the count does not hold it ends nothing, as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control Felidar Sovereign and I am at 45 life. Felidar Sovereign's trigger "
            "resolves.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I control Test of Endurance and I am at 52 life. Test of Endurance's ability "
            "resolves.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "players: alice, bob. bob controls Felidar Sovereign and is at 41 life. At the "
            "beginning of bob's upkeep, Felidar Sovereign's trigger resolves.",
            {"alice": "lost", "bob": "won"},
        ),
        # the count does not hold: the trigger ends nothing (read so before)
        (
            "I control Felidar Sovereign and I am at 30 life. Felidar Sovereign's ability "
            "resolves.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_step_trigger_told_resolving_is_judged_by_its_count(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_told_resolving_reads_as_told_triggering() -> None:
    # a count the words leave open: the same two cases either way
    told = "I control Epic Struggle and 20 creatures. Epic Struggle {}."
    resolving = _ruled(told.format("'s trigger resolves").replace(" 's", "'s"))
    triggering = _ruled(told.format("triggers"))
    assert [(c.condition, c.results) for c in resolving.cases] == [
        (c.condition, c.results) for c in triggering.cases
    ]
    assert len(resolving.cases) == 2
