""" "We" said as players where the asker has a teammate (judging `_both_of_more`): "Two-Headed
Giant. Our team is at 5 life. We take 3 damage." read "we" as every player, all four losing 3,
our shared total down 6 to -1: "you lose", where the team down 3 is at 2 and plays on. "We"
may be the asker's team (down 3, or 3 each) or everyone at the table: refused, asking who, as
"both" beside more than two players is. Where the asker has no teammate, "we" is every player
as before ("we are both at 3 life. we take 3 damage": a draw)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

WE_OF_A_TEAM = [
    "magic: two headed giant. my team is at 5 life. we take 3 damage. do we lose",
    "magic: 2hg. our team is at 5 life. we lose 3 life. are we dead",
    "magic: two-headed giant. our team is at 9 life. we gain 3 life. then we take 7 damage.",
    "magic: two headed giant. our team is at 5 life. each of us takes 3 damage. do we lose",
    "magic: two headed giant. our team is at 4. all of us take 2 damage. who wins",
]


@pytest.mark.parametrize("text", WE_OF_A_TEAM)
def test_we_beside_a_teammate_is_asked(text: str) -> None:
    refused = _refused(text)
    assert "could not tell who" in refused.message


STILL_READ = [
    # the teammates named: the team down 6
    (
        "magic: two headed giant. our team is at 5 life. my teammate and i each take 3 damage.",
        {"me": "lost", "my teammate": "lost", "opponent 1": "won", "opponent 2": "won"},
    ),
    # no teammate: "we" is both players
    (
        "magic: we are both at 3 life. we take 3 damage. who wins",
        {"me": "drew", "opponent": "drew"},
    ),
    ("magic: we're at 5 life each. we take 3 damage.", {"me": "playing", "opponent": "playing"}),
]


@pytest.mark.parametrize(("text", "results"), STILL_READ)
def test_we_without_a_teammate_still_reads(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
