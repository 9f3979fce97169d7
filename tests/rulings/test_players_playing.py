"""Players named in prose as playing (issue #31, "as asked": "Arnold, Beth, and Chuck are
playing a multiplayer game (e.g. Commander or Free-for-All)."): three names or more said to be
playing (a game, against each other) are the game's players, as "players: ..." declares them;
the words of the game and an aside in brackets are skipped and shown. Pronouns and words of
the language are no names; a card "played" is no game."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "Dana, Eli, and Finn are playing a multiplayer game (e.g. Commander or"
            " Free-for-All). Eli concedes.",
            {"dana": "playing", "eli": "lost", "finn": "playing"},
        ),
        (
            "Let's say that Ajani, Elspeth, and Xenagos are all playing against each other, but"
            " Xenagos concedes",
            {"ajani": "playing", "elspeth": "playing", "xenagos": "lost"},
        ),
        (
            "alice, bob and I are playing a casual game. alice and bob concede",
            {"alice": "lost", "bob": "lost", "me": "won"},
        ),
        (
            "Player A, player B, player C and player D were playing together. Player A and"
            " player B concede.",
            {"player a": "lost", "player b": "lost", "player c": "playing", "player d": "playing"},
        ),
    ],
)
def test_the_players_said_playing_are_the_games_players(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {name.lower(): result for name, result in ruling.results.items()} == results
    assert any("playing" in skipped for skipped in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # Pronouns: who plays is not named.
        "we, they and alice are playing a game. alice concedes",
        # A card played is no game: nothing declared, the sentence is read (and refused).
        "alice, bob and carol are playing Lightning Bolt. alice concedes",
        # Not said to be playing.
        "alice, bob and carol are watching. alice concedes",
    ],
)
def test_no_declaration_without_names_playing_a_game(text: str) -> None:
    _refused(text)


def test_a_player_not_declared_is_refused() -> None:
    answer = _refused("alice, bob and carol are playing a game. dave concedes")
    assert "dave" in answer.message
