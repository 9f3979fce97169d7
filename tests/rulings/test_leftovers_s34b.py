"""Session 34, left34b: loops of cards Arbiter does not know, whatever the case of their names.
A refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was answered on main as the question whether a player can stop the loop (a draw if
# nobody can), though the cards may drain a player as it repeats (Niv-Mizzet, the Firemind's
# damage for each card Curiosity draws, 704.5a): refused now, naming the cards as written.
_UNKNOWN_LOOPS = [
    ("magic: I made an infinite loop with niv-mizzet and curiosity", '"niv-mizzet and curiosity"'),
    ("I made an infinite loop with kiki-jiki and pestermite", '"kiki-jiki and pestermite"'),
    # (guards, refused on main too: a known pair in lower case, a known card beside one not)
    ("we made an endless loop with sanguine bond and exquisite blood", "no draw"),
    # told as cards that cause it or put the game in it, or as a "combo loop" (was unread, or
    # asked whether "Curiosity" is a player)
    ("Niv-Mizzet and Curiosity put the game in a loop", '"Niv-Mizzet and Curiosity"'),
    ("niv-mizzet and curiosity cause an endless loop", '"niv-mizzet and curiosity"'),
    ("I made an infinite combo loop with Heliod and Walking Ballista", "Walking Ballista"),
]
_UNKNOWN_LOOPS.append(("I made an infinite loop with Essence Warden and Heliod", '"Heliod"'))


@pytest.mark.parametrize(("text", "said"), _UNKNOWN_LOOPS)
def test_a_loop_of_cards_named_in_lower_case_is_refused(text: str, said: str) -> None:
    assert said in _refused(text).message


# Stuffy Doll with Pariah's Shield (its controller chosen) makes a loop of mandatory actions
# that drains nobody: a draw (104.4b), in whatever case; the Doll alone may drain its chosen
# player (with a card that turns its damage back at it), so a loop of it alone is refused.
def test_stuffy_doll_and_pariahs_shield_are_read_from_the_cards() -> None:
    for text in (
        "So here I made a simple infinite loop with stuffy doll and pariah's shield",
        "magic: my Stuffy Doll and Pariah's Shield put the game in a loop",
    ):
        assert _ruled(text).results == {"me": "drew", "opponent": "drew"}, text
    assert (
        "Stuffy Doll can make a player lose"
        in _refused("I made an infinite loop with Stuffy Doll").message
    )


# Famous loops asked as people write them (kinds of loop, cases, a draw asked or believed):
# refused, never a draw or the game going on, which a loop that drains a player is not.
@pytest.mark.parametrize(
    "text",
    [
        "I made an infinite loop with Kiki-Jiki and Pestermite, is it a draw?",
        "my sanguine bond and exquisite blood put the game in a loop",
        "I made an infinite combo loop with basalt monolith and power artifact",
        "I made an infinite loop with dramatic reversal and isochron scepter",
        "bob made an infinite loop with niv-mizzet and curiosity",
        "I made an infinite loop between kiki-jiki and zealous conscripts",
        "Worldgorger Dragon and Animate Dead put the game in an infinite loop, so it's a draw",
        "I made an infinite loop with Stuffy Doll and Guilty Conscience",
    ],
)
def test_famous_loops_are_refused(text: str) -> None:
    _refused(text)
