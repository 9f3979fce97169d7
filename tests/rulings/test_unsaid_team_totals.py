"""A team's shared life total the words never say, in Two-Headed Giant (unsaid_life_totals
`_never_said`): it was taken to be the 30 the team started with, so "Two-Headed Giant. Our team
is at 2 life. Each player takes 3 damage." answered that the other team wins, where at 6 or less
it loses beside us and the game is a draw (MTG CR 104.4a); "opponent 1 takes 30 damage" that
they lose. Now asked as a player's own total is: a case per range of the team's totals that
ends alike. Totals said, or nothing taken from them, still read as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled

TEAM_TOTAL_UNSAID = [
    # the other team's total never said, taking damage beside ours: a win or a draw
    "magic: two headed giant. our team is at 2 life. each player takes 3 damage. who wins",
    "magic: 2hg. our team is at 2 life. opponent 1 takes 3 damage and i take 3 damage. who wins",
    "magic: two-headed giant. my team is at 1 life. opponent 2 takes 4 damage and my teammate "
    "takes 1 damage. do we lose",
    # the other team alone, at its starting total or not
    "magic: two headed giant. opponent 1 takes 30 damage. who wins",
    "magic: two headed giant. opponent 2 loses 5 life. who wins",
    # named teams
    "magic two-headed giant: teams: alice and carol vs bob and dave. alice is at 4 life. every "
    "player takes 4 damage",
]


@pytest.mark.parametrize("text", TEAM_TOTAL_UNSAID)
def test_a_team_total_never_said_is_asked(text: str) -> None:
    ruled = _ruled(text)
    assert ruled.status == "depends"
    assert "How much life did" in (ruled.question or "")


def test_each_case_of_the_team_total_is_judged() -> None:
    ruled = _ruled("magic: two headed giant. our team is at 2 life. each player takes 3 damage.")
    outcomes = [case.results for case in ruled.cases]
    everyone = ("me", "my teammate", "opponent 1", "opponent 2")
    assert dict.fromkeys(everyone, "drew") in outcomes  # the other team at 6 or less: a draw
    assert {"me": "lost", "my teammate": "lost", "opponent 1": "won", "opponent 2": "won"} in (
        outcomes
    )


STILL_READ = [
    # every team's total said
    (
        "magic: two headed giant. our team is at 2 life. opponent 1 is at 10 life. each player "
        "takes 3 damage. who wins",
        "over",
    ),
    (
        "magic: two headed giant. our team is at 10 life. my opponents' team is at 4. each "
        "player takes 1 damage. who wins",
        "ongoing",
    ),
    # nothing taken from the total never said
    ("magic: two headed giant. our team is at 5 life. my teammate loses 5 life.", "over"),
    ("magic: two headed giant. opponent 1 has 14 poison counters and gets 1 more.", "over"),
    ("magic: two headed giant. my teammate concedes. who wins", "over"),
]


@pytest.mark.parametrize(("text", "status"), STILL_READ)
def test_totals_said_or_untouched_still_read(text: str, status: str) -> None:
    assert _ruled(text).status == status
