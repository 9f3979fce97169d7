"""Cards told in play with a word that only frames them (issue #31, as asked): "both" after two
cards ("Platinum Angel and Phyrexian Unlife are both on the battlefield under my control":
chat_forms.both_first drops it, as "I control both X and Y" is read), and the game said
around the board ("Playing a game with Lethal Vapors and Endless Whispers both in play under
my control": prose_boards, each card the player's whose control it names). On main both were
left unread and refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "controller", "results"),
    [
        (
            "Platinum Angel and Phyrexian Unlife are both on the battlefield under my control. "
            "I am at 0 life.",
            "me",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "Playing a game with Platinum Angel in play under my control. I am at 0 life.",
            "me",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "We were playing a game with Platinum Angel and Phyrexian Unlife both in play under "
            "my opponent's control. He is at 0 life.",
            "opponent",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I was playing a game with Platinum Angel under alice's control. alice is at 0 life "
            "and I am at 3.",
            "alice",
            {"me": "playing", "alice": "playing"},
        ),
    ],
)
def test_cards_framed_in_play_are_the_players(
    text: str, controller: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    begun = [
        event
        for report in ruling.understood["reports"]
        for event in report.get("simultaneous", [report])
        if event["event"] == "effect_begins"
    ]
    assert begun and all(event["controller"] == controller for event in begun)


def test_players_both_at_a_total_are_read_as_before() -> None:
    # near-miss: "both" after players still says both of them
    ruling = _ruled("My opponent and I are both at 2 life. He takes 2 damage.")
    assert ruling.results == {"me": "won", "opponent": "lost"}


@pytest.mark.parametrize(
    "text",
    [
        # whose control is not said: never guessed the asker's
        "Playing a game with Platinum Angel in play. I am at 0 life.",
        # one card: "both" says nothing it can mean
        "Platinum Angel is both in play under my control. I am at 0 life.",
    ],
)
def test_cards_framed_with_no_controller_are_refused(text: str) -> None:
    _refused(text)
