"""What a program did, told with the program as the subject, in a bug report (issue #31, "as
asked"): "The opponent conceded, the game log listed the following sequence of messages, then
considered the game a draw and proceeded to the 4th game in the match". In a report, a sentence
or a clause after a comma whose subject is the program or a part of it ("XMage", "the game
log", "the client", "the engine"; never "the AI", a player) is skipped and shown, to its
sentence's end; the game is ruled from the rest. One that names a card or a player is read, or
refused and named: it may tell a fact of the game."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "skipped"),
    [
        (
            "I was playing a Legacy game. The opponent conceded, the game log listed the"
            " following sequence of messages, then considered the game a draw and proceeded"
            " to the 4th game in the match",
            "the game log listed the following sequence of messages, then considered the game"
            " a draw and proceeded to the 4th game in the match",
        ),
        (
            "I was playing a Modern game. My opponent conceded, the client then declared the"
            " game a draw.",
            "the client then declared the game a draw",
        ),
        (
            "My opponent conceded. The game log showed a draw, and the program moved on to"
            " the next game.",
            "The game log showed a draw, and the program moved on to the next game",
        ),
        (
            "my opponent concedes. XMage then scored the match as a draw and started the next"
            " game.",
            "XMage then scored the match as a draw and started the next game",
        ),
    ],
)
def test_what_the_program_did_is_skipped_and_the_game_ruled(text: str, skipped: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == {"me": "won", "opponent": "lost"}  # a concession (104.3a)
    assert skipped in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        # A player in what the program did: it may be a fact of the game.
        "The opponent conceded, the engine then gave me the loss",
        "Forge bug: The opponent conceded, then the engine made Bob win",
        # A player named elsewhere in the text, in lower case.
        "players: alice, bob. alice concedes, then the engine gave bob the loss.",
        # An event of the game in it, or a count: what was dealt may be a fact of the game.
        "Forge bug. I am at 3 life. The engine then dealt lethal damage.",
        "XMage bug. I am at 3 life. My opponent conceded, then the client took 3 away.",
        # A card in it: "the engine destroyed" the Angel may be what happened in the game.
        "I control Platinum Angel. The engine destroyed Platinum Angel. I am at 0 life."
        " The game log shows nothing.",
        # No program: a judge's decision is not skipped as a program's.
        "The opponent conceded, the judge then considered the game a draw",
    ],
)
def test_a_program_act_that_may_tell_a_fact_is_not_skipped(text: str) -> None:
    _refused(text)
