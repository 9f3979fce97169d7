"""Questions typed as players type them that were answered confidently wrong (issue #31's
adversarial pass): each wrong reading, its paraphrases, and the near readings that must still
be read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- an event said NOT to happen ----------------------------------------------------------------

# The source of damage, of an effect's words or of a hit is free text: a negation or an
# attempt in it ("alice doesn't", "no one", "I try to") was read as part of the source's name
# and the event as done, so the player it did not happen to lost.
NOT_DONE = [
    "bob is at 3 life and alice is at 10. alice doesn't deal 3 damage to bob.",
    "bob is at 3 life. alice didn't deal 3 damage to bob",
    "bob is at 3 life. alice never deals 3 damage to bob",
    "bob is at 3 life. alice does not deal 3 damage to bob",
    "bob is at 3 life. alice won't deal 3 damage to bob",
    "bob is at 3 life. alice cannot deal 3 damage to bob",
    "bob is at 3 life. alice fails to deal 3 damage to bob",
    "bob is at 3 life. alice tries to deal 3 damage to bob",
    "I'm at 3 life. No one deals 3 damage to me.",
    "my opponent is at 1 life. I don't hit him for 2.",
    "an effect doesn't say I lose the game.",
    "carol is at 2 life. Nobody's Lightning Bolt deals 3 damage to carol",
]


@pytest.mark.parametrize("text", NOT_DONE)
def test_an_event_said_not_to_happen_is_never_read_as_done(text: str) -> None:
    told = _refused(text)
    assert "I could not read" in told.message


# The same clauses, said as done, still read; and a card's "can't" after its source's words is
# the card's effect, not a negation of the clause.
DONE = [
    ("bob is at 3 life and alice is at 10. alice deals 3 damage to bob.", {"bob": "lost"}),
    ("my opponent is at 1 life. I hit him for 2.", {"opponent": "lost"}),
    ("an effect says I lose the game.", {"me": "lost"}),
    ("I control a card that says I can't lose the game. I am at 0 life.", {}),
]


@pytest.mark.parametrize(("text", "lost"), DONE)
def test_the_event_said_as_done_still_reads(text: str, lost: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if r == "lost"} == lost
