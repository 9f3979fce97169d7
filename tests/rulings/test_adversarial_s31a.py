"""Locks and team readings asked as a new user would (issue #31, the session-31 adversarial
pass "adv31a", after census31a and census31b): a lock's players beside others, a card whose
loop may be one of mandatory actions told as a lock, a lock typed as a verb, another player
said not to control a card who is said nowhere else. Each reading, and the near readings that
must stay as they were. A refusal is always acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- a lock's players are the game's players --------------------------------------------------

# A lock's players were never met by the reader: "alice is at 0 life. bob is at 5 life. I'm
# Mindslaver locked" was a game of alice and bob, "bob wins" (104.2a), the asker left out; with
# the asker in it, three play: alice loses and the game goes on (104.3b, 104.2a). Beside one
# other player the asker is that player's opponent, "you win", never "opponent wins".


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "alice is at 0 life. bob is at 5 life. I'm Mindslaver locked",
            {"alice": "lost", "bob": "playing", "me": "playing"},
        ),
        (
            "I'm Mindslaver locked. alice is at 0 life and bob is at 3 life",
            {"alice": "lost", "bob": "playing", "me": "playing"},
        ),
        ("I'm Mindslaver locked. alice concedes", {"alice": "lost", "me": "won"}),
        ("bob concedes. I have him locked with Mindslaver", {"bob": "lost", "me": "won"}),
        ("I'm stuck in a Mindslaver lock. is it a draw?", {"me": "playing", "opponent": "playing"}),
    ],
)
def test_a_locks_players_are_the_games(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_lock_whose_player_the_words_leave_open_is_refused() -> None:
    for text in (
        "alice concedes. bob is at 5 life. he has the lock on me",  # "he": alice or bob?
        "he has me locked. alice concedes",  # alice, or a third player?
        "they have us locked with Mindslaver. alice concedes",
    ):
        _refused(text)


# -- a lock of a card whose loop may be of mandatory actions, or typed as a verb ---------------

# "a Worldgorger Dragon lock" is a loop of mandatory actions where nobody can stop it, a draw
# (104.4b): it was read as a lock, "no draw, the game goes on". "I mindslaver locked" (the card
# as a verb, "im" for "I'm") made a player called "locked".


def test_a_loop_cards_lock_or_a_lock_word_as_a_player_is_refused() -> None:
    for text in (
        "I'm stuck in a Worldgorger Dragon lock. is it a draw?",
        "is a Worldgorger Dragon lock a draw?",
        "is a Polyraptor lock a draw?",
        "I get Mindslaver locked. What about a Worldgorger Dragon lock?",
        "im mindslaver locked lol is it a draw",
        "I mindslaver locked",
    ):
        _refused(text)


# -- "X controls CARD and Y doesn't", Y said nowhere else ---------------------------------------

# The clause was taken off, and with it its player: "I control Platinum Angel and bob doesn't.
# alice goes to 0 life" was a game of two, "you win"; bob plays too, so the game goes on
# (104.2a). "she controls Platinum Angel and he doesn't. I go to 0 life": three players, not
# "opponent wins". Where Y is said again, it reads as before.


def test_a_player_said_only_not_to_control_a_card_is_refused() -> None:
    for text in (
        "I control Platinum Angel and bob doesn't. alice goes to 0 life",
        "alice controls Platinum Angel and carol doesn't. bob goes to 0 life",
        "she controls Platinum Angel and he doesn't. I go to 0 life",
        "he controls Platinum Angel and alice doesn't. I go to 0 life",
        "I control Platinum Angel and my teammate doesn't. I go to 0 life",
    ):
        _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "alice controls Platinum Angel and bob doesn't. bob goes to 0 life",
            {"alice": "won", "bob": "lost"},
        ),
        (
            "I control Platinum Angel and he doesn't. he goes to 0 life",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_player_said_again_reads_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- "my teammate" beside teams declared ---------------------------------------------------------

# "teams: me and alice vs bob and carol. my teammate concedes" made "my teammate" a fifth
# player, refused ("Every player must be on exactly one team"): with teams of two declared and
# the asker in one, "my teammate" ("your teammate" to a generic "you") is the other player of
# the asker's team (810.8a: in Two-Headed Giant the team loses as one). A team of three, or
# teams without the asker, leave it as before.

_WE_LOSE = {"me": "lost", "alice": "lost", "bob": "won", "carol": "won"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("2HG: teams: me and alice vs bob and carol. my teammate concedes", _WE_LOSE),
        (
            "2HG: teams: alice and me vs bob and carol. your teammate draws from an empty library",
            _WE_LOSE,
        ),
        (
            "2HG: teams: me and alice vs bob and carol. my teammate controls Platinum Angel and "
            "I don't. I go to 0 life",
            dict.fromkeys(_WE_LOSE, "playing"),
        ),
    ],
)
def test_my_teammate_is_the_declared_one(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_my_teammate_beside_teams_without_the_asker_is_refused() -> None:
    for text in (
        "2HG: teams: alice and bob vs carol and dave. my teammate concedes",
        "2HG: teams: me and alice vs bob and carol. his teammate concedes",
    ):
        _refused(text)
