"""An adversarial pass on session 33's readings (lethal X spells, the subject a dealer lends,
static cards, concessions, "both", hyphened names, whose hand), asked as a new user would: a
refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was confidently wrong on main, or quoted the reader's rewrite, and is refused now,
# saying why:
# - a card whose every ability is static told as activated after a loss ("I activate Abyssal
#   Persecutor") was read as come too late ("you win"), though activating it says it was there
#   and whose it is decides it (604.1);
# - a concession joined by "and" to what took another player to 0 life before it ("bob is at
#   3. alice deals 3 damage to bob and concedes") was "bob wins", the concession read as before
#   the loss was checked; told in a sentence of its own it was refused already (104.3a, 704.5a);
# - a clause read with the subject of the clause before it quoted the reader's "me draw a
#   card", never the asker's words;
# - what a spell's caster is told doing beside it, told by its card ("alice bolts bob and
#   draws a card" beside her empty library), was read as at once with its damage (a draw),
#   though it is no part of the card: before it resolved or after, a loss checked between.
_REFUSED = [
    ("My opponent is at 0 life. I activate Abyssal Persecutor", "static"),
    ("I'm at 0 life. I activate Platinum Angel", "static"),
    ("My opponent is at 0 life. he activates Platinum Angel", "static"),
    ("I'm at 0 life. I activate Lich's Mirror", "static"),
    ("bob is at 3. alice deals 3 damage to bob and concedes", "concede at any time"),
    ("bob is at 3. bob takes 3 damage and alice concedes", "concede at any time"),
    ("I'm at 1 and he is at 1. I deal 1 damage to him and concede", "concede at any time"),
    ("I'm at 1. he deals 1 damage to me and concedes", "concede at any time"),
    ("he is at 1. I deal 1 damage to him and draw a card", '"draw a card": whether'),
    ("I Fireball my opponent for lethal and draw a card", '"draw a card": whether'),
    ("bob is at 1. alice's library is empty. alice bolts bob and draws a card", "no part of"),
    ("my library is empty. I Fireball him for lethal and draw a card", "no part of"),
    ("alice is at 1. bob is at 3. alice shocks bob and loses 1 life", "no part of"),
]


@pytest.mark.parametrize(("text", "said"), _REFUSED)
def test_a_wrong_answer_is_refused_in_the_askers_words(text: str, said: str) -> None:
    assert said in _refused(text).message


# ... and beside them, what is told plainly reads as before: a total said beside a
# concession, a concession told first, one whose order changes nothing (three players).
_READ = [
    (
        "I control Abyssal Persecutor. My opponent is at 0 life",
        {"me": "playing", "opponent": "playing"},
    ),
    ("he is at 1. I deal 1 damage to him and he concedes", {"opponent": "lost", "me": "won"}),
    ("bob is at 3. alice concedes and bob takes 3 damage", {"alice": "lost", "bob": "won"}),
    ("alice is at 0 life and bob concedes", {"alice": "won", "bob": "lost"}),
    ("bob is at 3. alice bolts bob and gains 3 life", {"bob": "lost", "alice": "won"}),
    (
        "3 players: alice, bob, carol. bob is at 1. alice deals 1 damage to bob and concedes",
        {"alice": "lost", "bob": "lost", "carol": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), _READ)
def test_what_is_told_plainly_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).first.results == results
