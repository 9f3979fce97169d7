"""Players listed with the asker, a sentence of nothing else (session 23): "in a 4 player
commander game, me, alice, bob, carol. alice concedes. do i win" was refused ('I could not read
"me": say what they do'). A list of three or more players with "me" or "I" among them is the
game's players, as "players:" declares them; a table size said beside it that counts otherwise,
a list without the asker, or a word that is no name stays as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "players", "results"),
    [
        (
            "in a 4 player commander game, me, alice, bob, carol. alice concedes. do i win",
            ["me", "alice", "bob", "carol"],
            {"me": "playing", "alice": "lost", "bob": "playing", "carol": "playing"},
        ),
        (
            "we're playing a 3 player game: me, alice, bob. alice and bob concede.",
            ["me", "alice", "bob"],
            {"me": "won", "alice": "lost", "bob": "lost"},
        ),
        (
            "magic: me, alice, and bob. alice concedes. bob concedes.",
            ["me", "alice", "bob"],
            {"me": "won", "alice": "lost", "bob": "lost"},
        ),
        (
            "magic: alice, bob and I. bob is at 0 life.",
            ["alice", "bob", "me"],
            {"alice": "playing", "bob": "lost", "me": "playing"},
        ),
    ],
)
def test_players_listed_with_the_asker_are_the_games_players(
    text: str, players: list[str], results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert list(ruling.players) == players
    assert ruling.results == results


@pytest.mark.parametrize(
    "text",
    [
        # a fourth player said and not named: whether I won is open
        "in a 4 player commander game, me, alice, bob. alice and bob concede. do i win",
        "magic: red, blue, green. alice concedes",  # no asker among them: no players listed
        "magic: me, alice, alice. alice concedes.",  # one name twice
    ],
)
def test_a_list_that_is_no_table_of_players_is_not_read_as_one(text: str) -> None:
    _refused(text)
