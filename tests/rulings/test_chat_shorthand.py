"""Players as chat writes them (session 22, found asking as a newcomer): "im" for "I'm" and
"opp" for the opponent. "what if im at 1 and take 1" was a player called "im" losing to an
"opponent" of theirs, and "my opp is at 0" was refused; each names the asker or the opponent
now, in any sentence and tense, while names that only hold those letters stay names."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("what if im at 1 and take 1", {"me": "lost", "opponent": "won"}),
        ("Im at 0 life", {"me": "lost", "opponent": "won"}),
        ("im at 3 and my opponent is at 1. i deal him 1 damage", {"me": "won", "opponent": "lost"}),
        ("im at 1 life. my opponent deals 1 damage to me", {"me": "lost", "opponent": "won"}),
        ("my opp is at 0", {"me": "won", "opponent": "lost"}),
        ("opp concedes", {"me": "won", "opponent": "lost"}),
        ("the opp decks out", {"me": "won", "opponent": "lost"}),
        ("my opp has 10 poison counters", {"me": "won", "opponent": "lost"}),
        ("i'm at 0 and my opp is at 1", {"me": "lost", "opponent": "won"}),
        ("Opp at 0, me at 2", {"opponent": "lost", "me": "won"}),
        (
            "my opp's Platinum Angel is on the battlefield and he is at 0 life",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_im_and_opp_are_the_asker_and_the_opponent(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_names_holding_those_letters_stay_names() -> None:
    assert _ruled("Kim is at 0 life. Tim is at 3 life").results == {"Kim": "lost", "Tim": "won"}
    assert _ruled("Oppa concedes. Jim is at 2 life").results == {"Oppa": "lost", "Jim": "won"}
    # "im" beside "you" is as "I" beside "you": who "you" is, asked.
    assert 'who "you" is' in _refused("im at 3 life and I bolt you").message


@pytest.mark.parametrize(
    "text",
    [
        # Found asking as a newcomer (session 22): "Oh and I take 2 damage" made "Oh" a player
        # taking 2 damage beside the asker (a game of "me" and "Oh", and a draw among the
        # cases); chat's interjections are never players.
        "I'm at 2. Oh and I take 2 damage.",
        "I'm at 2. Ah and my opponent concedes.",
        "Hmm and bob is at 0 life.",
        "I'm at 2. Btw and I take 2 damage.",
    ],
)
def test_an_interjection_is_never_a_player(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, Ruling):
        players = {p.casefold() for p in answer.to_json()["players"]}
        assert not {"oh", "ah", "hmm", "btw"} & players, answer.text()
    else:
        assert isinstance(answer, NoRuling)
