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
#   and whose it is decides it (604.1).
_REFUSED = [
    ("My opponent is at 0 life. I activate Abyssal Persecutor", "static"),
    ("I'm at 0 life. I activate Platinum Angel", "static"),
    ("My opponent is at 0 life. he activates Platinum Angel", "static"),
    ("I'm at 0 life. I activate Lich's Mirror", "static"),
]


@pytest.mark.parametrize(("text", "said"), _REFUSED)
def test_a_wrong_answer_is_refused_in_the_askers_words(text: str, said: str) -> None:
    assert said in _refused(text).message


# ... and beside them, what is told plainly reads as before.
_READ = [
    (
        "I control Abyssal Persecutor. My opponent is at 0 life",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), _READ)
def test_what_is_told_plainly_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).first.results == results
