"""Players sharing a subject, their totals told and then what changed them, the change's subject
left out ("my opponent and I are at 1 life and take 1 damage", "..., then take 1 damage"): the
change is every one of theirs (bot.core.rulings.stated_totals.board_before in one sentence,
text_sentences._last_subject after "then"). It was one player's alone: "my opponent and I are
at 1 life and take 1 damage" was my opponent lost, I won; "... and then take 1 damage", I
lost, my opponent won."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("my opponent and I are at 1 life and take 1 damage.", {"me": "drew", "opponent": "drew"}),
        ("I and my opponent were at 3 life and took 3 damage", {"me": "drew", "opponent": "drew"}),
        (
            "alice, bob and carol are playing. bob and carol are at 1 life and take 1 damage.",
            {"alice": "won", "bob": "lost", "carol": "lost"},
        ),
        (
            "Player A, Player B and Player C are playing. Player B and C are at 2 life and lose 2 "
            "life.",
            {"Player A": "won", "Player B": "lost", "Player C": "lost"},
        ),
        (
            "alice, bob and carol are playing. alice and carol have 5 life and take 4 damage",
            {"alice": "playing", "bob": "playing", "carol": "playing"},
        ),
        # one player: as before
        ("I have 1 life and take 2 damage", {"me": "lost", "opponent": "won"}),
        # another subject said for the change: only theirs
        (
            "alice, bob and carol are playing. bob and carol are at 1 life and bob takes 1 damage",
            {"alice": "playing", "bob": "lost", "carol": "playing"},
        ),
    ],
)
def test_a_change_shared_by_the_players_of_the_totals(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results, text


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "my opponent and I are at 1 life and then take 1 damage",
            {"me": "drew", "opponent": "drew"},
        ),
        ("I and my opponent are at 2 life, then lose 2 life", {"me": "drew", "opponent": "drew"}),
        (
            "my opponent and I were at 4 life, then took 3 damage",
            {"me": "playing", "opponent": "playing"},
        ),
        # the change's own subject: theirs alone
        (
            "my opponent and I are at 1 life and then he takes 1 damage",
            {"me": "won", "opponent": "lost"},
        ),
        ("I am at 1 life and then take 1 damage", {"me": "lost", "opponent": "won"}),
    ],
)
def test_a_change_after_then_shared_by_the_players_of_the_totals(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results, text


@pytest.mark.parametrize(
    "text",
    [
        # named players sharing a subject, then a verb alone: never one of them guessed
        "alice, bob and carol are playing. bob and carol are at 1 life, then take 1 damage",
        # "takes" is no verb of two players
        "my opponent and I are at 1 life and then takes 1 damage",
    ],
)
def test_a_change_after_then_of_players_unsure_is_refused(text: str) -> None:
    _refused(text)
