"""What a player or a card makes a player do, told with the verb of causing (issue #31, session
26; causatives.py): "My opponent makes me lose 10 life", "Blood Artist made him lose 1 life",
"she forces me to draw 2 cards". Said as what that player does, its source kept. Each was
refused on main, the clause unread ("I could not read "My opponent makes me lose 10 life"").
Asked ("can he make me lose ...?"), meant ("... to make me lose 6 life"), said in a relative
clause ("which makes me ...") or of the game itself ("makes me lose the game") stays refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

CAUSED = [
    ("I'm at 6 life. My opponent makes me lose 10 life.", "over", {"me": "lost"}),
    ("I'm at 6 life. He made me lose 6 life. Am I dead?", "over", {"me": "lost"}),
    ("I'm at 7 life. He made me lose 6 life. Am I dead?", "ongoing", {"me": "playing"}),
    ("My opponent is at 3. I make him lose 3 life.", "over", {"opponent": "lost", "me": "won"}),
    ("I'm at 6 life. My opponent forces me to take 6 damage.", "over", {"me": "lost"}),
    ("I'm at 6 life. My opponent causes me to lose 6 life.", "over", {"me": "lost"}),
    ("I'm at 6 life. My opponent has me lose 6 life.", "over", {"me": "lost"}),
    ("I'm at 6 life. An effect makes me lose 6 life.", "over", {"me": "lost"}),
    (
        "Bob is at 1 life. Alice's Blood Artist makes Bob lose 1 life.",
        "over",
        {"Bob": "lost", "Alice": "won"},
    ),
    (
        "I'm at 2 life. My opponent's Blood Artist made me lose 1 life.",
        "ongoing",
        {"me": "playing"},
    ),
    (
        "We're both at 2 life. My opponent's spell makes each player lose 2 life.",
        "over",
        {"me": "drew", "opponent": "drew"},
    ),
    (
        "I have no cards in my library. My opponent forced me to draw a card.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
]


def ruled_with(text: str, status: str, results: dict[str, str]) -> None:
    """The text is answered with `status`, and the results of the players `results` names."""
    ruling = _ruled(text)
    assert ruling.status == status
    assert {p: r for p, r in ruling.results.items() if p in results} == results


@pytest.mark.parametrize(("text", "status", "results"), CAUSED)
def test_what_a_player_is_made_to_do_is_read_as_done(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruled_with(text, status, results)


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 6 life. Can my opponent make me lose 6 life?",
        "I'm at 6 life. Does my opponent's spell make me lose 6 life?",
        "I'm at 6 life. My opponent sacrifices a creature to make me lose 6 life.",
        "I'm at 6 life. My opponent casts a spell, which makes me lose 6 life.",
        "I'm at 6 life. My opponent makes me lose the game.",
        # lose what? The game, or life: not said
        "My opponent is at 5. I made him lose.",
    ],
)
def test_a_cause_asked_meant_or_of_the_game_is_not_read_as_done(text: str) -> None:
    _refused(text)
