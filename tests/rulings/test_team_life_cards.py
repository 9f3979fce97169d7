"""A card whose effect turns on its controller's life total, held by one head of a Two-Headed
Giant team whose shared life total the words give through the other head ("my team is at 0
life and bob controls Transcendence"): one life total for both (MTG CR 810.8a), so the total
said is the holder's too, and what the card does is judged on it. Outside a team that plays as
one, or held by the other team, nothing changes."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

TEAMS = "magic two-headed giant: teams: me and bob vs carol and dave. "
GOES_ON = {"me": "playing", "bob": "playing", "carol": "playing", "dave": "playing"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (f"{TEAMS}my team is at 0 life and bob controls Transcendence", GOES_ON),
        (
            "magic two-headed giant: teams: alice and bob vs carol and dave. alice's team is at "
            "-3 life and bob controls Transcendence",
            {"alice": "playing", "bob": "playing", "carol": "playing", "dave": "playing"},
        ),
        # at 20 or more its own trigger makes its holder lose, and the team with them
        (
            f"{TEAMS}my team is at 25 life and bob controls Transcendence",
            {"me": "lost", "bob": "lost", "carol": "won", "dave": "won"},
        ),
    ],
)
def test_a_teammates_card_reads_the_shared_life_total(text: str, results: dict[str, str]) -> None:
    # Each was refused: "Arbiter knows Transcendence ... but cannot yet judge it", the total
    # said of the asker's team not taken as bob's.
    ruling = _ruled(text)
    assert not ruling.depends and ruling.results == results, ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        # the other team's card: their total is not said
        f"{TEAMS}my team is at 0 life and carol controls Transcendence",
        # two players, no team: bob's total is not said
        "magic: I am at 0 life and bob controls Transcendence",
    ],
)
def test_another_players_total_is_not_the_holders(text: str) -> None:
    assert "Transcendence" in _refused(text).message
