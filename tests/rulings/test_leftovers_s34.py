"""Leftovers of session 33 taken up in session 34 (left34): answers that misled. A refusal is
always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was confidently answered on main; each is refused now, the refusal saying why:
# - a name with a capital said to say an outcome, which may be a card's effect: "I control
#   Laboratory Maniac. Jace says my opponent wins" was "nobody has won" (the Jace sentence
#   skipped as a person's opinion), though Jace, Wielder of Mysteries may have won it;
# - a loop of cards Arbiter does not know: "I made an infinite loop with Niv-Mizzet and
#   Curiosity" was a draw if nobody can stop it, though the loop drains the opponent (704.5a);
_REFUSED = [
    ("I control Laboratory Maniac. Jace says my opponent wins", "a card or a person"),
    ("I control Platinum Angel. Ugin says I lose", "a card or a person"),
    ("I am at 0 life. Niv-Mizzet says I lose", "a card or a person"),
    ("I made an infinite loop with Niv-Mizzet and Curiosity", '"Niv-Mizzet and Curiosity"'),
    ("I made an infinite loop with Splinter Twin and Pestermite", '"Pestermite"'),
    # the refusal names what the asker named: the whole unknown name, cut at a number word
    # before ("Approach"), and the pair of the loop ("Exquisite Blood" and "Sanguine Bond" for
    # every pair before)
    ("I cast Approach of the First Moon", '"Approach of the First Moon"'),
    ("I cast Tale of the Two Cities", '"Tale of the Two Cities"'),
    (
        "I made a loop with Duskmantle Guildmage and Mindcrank",
        '"I control Duskmantle Guildmage and Mindcrank. my opponent is at 0 life"',
    ),
]


@pytest.mark.parametrize(("text", "said"), _REFUSED)
def test_an_answer_that_misled_is_refused_saying_why(text: str, said: str) -> None:
    assert said in _refused(text).message


# ... and beside them, what is said plainly is read as before, or better: a total worked out
# from a total said and a loss told rules a case out as the total said would ("I am at 40 life.
# I lose 6 life. My Angel of Destiny triggers" asked whether its condition held, at 34 life,
# below the 35 it needs at least), and a loss of every player's is counted ("Each player loses
# 10 life" left the total at 45: Felidar Sovereign's win, at 35).
#
# Players said together conceding are read at once, as everything one sentence joins (the
# answer shows "at the same time"): each concession is a loss at once (MTG CR 104.3a), and all
# the players left losing at once is a draw (104.4a, which is not only for state-based
# actions); told apart, the first to concede loses and the last player left wins (104.2a).
_READ = [
    ("I control Platinum Angel. bob says I lose", {"me": "playing", "opponent": "playing"}),
    ("both players concede", {"me": "drew", "opponent": "drew"}),
    ("alice concedes. then bob concedes", {"alice": "lost", "bob": "won"}),
    ("3 players: alice, bob, carol. alice and bob concede", {"carol": "won"}),
    ("I am at 40 life. I lose 6 life. My Angel of Destiny triggers", {"me": "playing"}),
    (
        "I control Felidar Sovereign. I am at 45 life. Each player loses 10 life. "
        "Felidar Sovereign triggers",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), _READ)
def test_what_is_said_plainly_is_read(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.status != "depends", ruling.text()
    assert results.items() <= ruling.results.items()
