"""Two teammates' totals told one after the other, each a different number, in Two-Headed
Giant: the team has one life total and one poison count (MTG CR 810.9-810.10), so "bob is at
10 life. carol is at 20 life. bob takes 10 damage." kept the team in at 10 where, at the 10
told first, it loses, and "alice has 10 poison counters. I have 5 poison counters." kept us in
at 5. Now refused; one total told for the team, the same number told twice, counters added, or
another team's total still read (found by adversary25d)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

TEAMS = "magic two headed giant: teams: me and alice vs bob and carol. "

TOLD_APART = [
    "bob is at 10 life. carol is at 20 life. bob takes 10 damage. who wins",
    "carol has 7 life. bob has 12 life. carol loses 7 life. do they lose",
    "i'm at 3 life. alice is at 9 life. i take 3 damage. do we lose",
    "alice is at 15 life. Then i am at 4 life. alice loses 4 life.",
    "alice has 10 poison counters. I have 5 poison counters. who wins",
    "carol has 12 poison counters. bob has 3 poison. do they lose",
]


@pytest.mark.parametrize("text", TOLD_APART)
def test_teammates_told_different_totals_is_refused(text: str) -> None:
    refused = _refused(TEAMS + text)
    assert "share one life total and one poison count" in refused.message


STILL_READ = [
    ("bob is at 10 life. carol is at 10 life. bob takes 10 damage. who wins", "over"),
    ("bob is at 10 life. alice is at 20 life. bob takes 10 damage. who wins", "over"),
    ("bob is at 10 life. bob takes 4 damage. carol takes 6 damage. who wins", "over"),
    ("alice is at 9 life. i take 3 damage. who wins", "ongoing"),
    ("alice has 10 poison counters. I get 5 poison counters. who wins", "over"),
    ("alice has 10 poison counters. bob has 14 poison counters. who wins", "ongoing"),
    ("alice is at 4 life. i have 4 poison counters. who wins", "ongoing"),
]


@pytest.mark.parametrize(("text", "status"), STILL_READ)
def test_one_total_per_team_still_reads(text: str, status: str) -> None:
    assert _ruled(TEAMS + text).status == status
