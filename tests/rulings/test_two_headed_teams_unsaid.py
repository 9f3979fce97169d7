"""Two-Headed Giant told without a "teams:" line (issue #31, game_setup._teams_unsaid,
prose_boards.a_team): the asker and "my teammate" are one team and every other player named is
on the other, seats no one names filled ("my teammate", "opponent 1"); a team no player of
which is named ("a Two-Headed Giant team at 0 or less life with Transcendence on one head") is
one player's and their teammate's. Where the words leave who plays with whom open, or give no
total ("at 3 or less life"), the answer is refused, never guessed."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- the asker's team: the asker and their teammate --------------------------------------------

ASKERS_TEAM = [
    # the teammate at 0 life: the whole team loses, the other team (not named) wins
    (
        "In Two-Headed Giant, my teammate is at 0 life",
        {"me": "lost", "my teammate": "lost", "opponent 1": "won", "opponent 2": "won"},
    ),
    # a player named beside the full team is on the other team
    (
        "we were playing 2HG. My partner and I are at 3 life. carol concedes",
        {"me": "won", "my partner": "won", "carol": "lost", "opponent 1": "lost"},
    ),
    # "our team": the asker's; "the opposing team": the asker's opponents'
    (
        "In 2HG, our team is at 0 life",
        {"me": "lost", "my teammate": "lost", "opponent 2": "won"},
    ),
    (
        "In Two-Headed Giant, the opposing team is at 0 life",
        {"me": "won", "my teammate": "won", "opponent 1": "lost", "opponent 2": "lost"},
    ),
    (
        "We are playing Two-Headed Giant. My teammate controls Platinum Angel and our team is "
        "at -2 life",
        {"me": "playing", "my teammate": "playing"},
    ),
    # one player named, the asker not: that player's team (as one player named makes a game of
    # two with "opponent")
    (
        "2hg: alice concedes",
        {"alice": "lost", "alice's teammate": "lost", "opponent 1": "won", "opponent 2": "won"},
    ),
    # an opponent counted is the asker's opponent
    ("In 2HG, opponent 1 concedes", {"me": "won", "opponent 2": "lost"}),
    # the team's total below 0, protected by a card on the asker
    (
        "In 2HG my team is at 0 or less life and I control Platinum Angel",
        {"me": "playing", "my teammate": "playing", "opponent 1": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), ASKERS_TEAM)
def test_the_askers_team_is_the_asker_and_their_teammate(
    text: str, results: dict[str, str]
) -> None:
    said = {player.casefold(): result for player, result in _ruled(text).results.items()}
    assert {player: said.get(player) for player in results} == results


# -- a team no player of which is named ----------------------------------------------------------

A_TEAM = [
    # a card that keeps a player from losing for 0 or less life keeps the whole team (810.8a)
    ("a Two-Headed Giant team at 0 or less life with Transcendence on one head", "ongoing"),
    ("In a 2HG game, a team is at -3 life with Platinum Angel on one of its players.", "ongoing"),
    # without one, that team loses and the other wins
    ("One Two-Headed Giant team at 0 life.", "over"),
]


@pytest.mark.parametrize(("text", "status"), A_TEAM)
def test_a_team_no_player_of_which_is_named(text: str, status: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    teams = {"one player", "one player's teammate", "opponent 1", "opponent 2"}
    assert set(ruling.results) == teams
    if status == "over":
        assert ruling.results["one player"] == "lost"
        assert ruling.results["opponent 2"] == "won"


def test_a_report_on_a_team_protected_at_zero_is_read_past_the_programs_code() -> None:
    ruling = _ruled(
        "CR 810.8a's own example: a Two-Headed Giant team at 0 or less life with Transcendence "
        "on one head doesn't lose. `cantLoseFromLife` was scoped to its controller, so "
        "`TeamLossCheck` dragged the protected head down with it"
    )
    assert ruling.status == "ongoing"
    assert "doesn't lose" in ruling.skipped


# -- what stays refused ---------------------------------------------------------------------------

OPEN = [
    # bob may be the asker's teammate or an opponent
    ("In 2HG, I am at 0 life and bob concedes", "teams:"),
    # "my opponent" is one of two
    ("In Two-Headed Giant, my team is at 0 life. my opponent concedes", "teams:"),
    # two players named, no one said to be whose teammate
    ("In 2HG, alice is at 0 life and bob is at 5 life", "teams:"),
    # bob may be on either team
    ("In 2HG, opponent 1 concedes and bob is at 3 life", "teams:"),
    # a team outside a team variant
    ("the other team is at 0 life", "Two-Headed Giant"),
    # "at 3 or less life" says no total
    ("In 2HG, a team is at 3 or less life with Platinum Angel on one head", "3 or less"),
    # a team outside a team variant
    ("a team at 0 life with Platinum Angel on one head", "Two-Headed Giant"),
]


@pytest.mark.parametrize(("text", "named"), OPEN)
def test_who_plays_with_whom_left_open_is_refused(text: str, named: str) -> None:
    refused = _refused(text)
    assert named in refused.message
