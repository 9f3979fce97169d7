"""Session 34's census (b): a card supposed, told by its text ("another hypothetical card ...
Whenever you gain life, create a 1/1 Saproling creature token"), beside Essence Warden held by
the same player: each trigger makes the other trigger again, a loop of mandatory actions; said
to be one nobody can stop (both players tapped out), the game is a draw (MTG CR 104.4b, 603.3).
Whose cards, a "may", another trigger or token, a card of another kind or unknown, a moment
told beside it, or nothing said of stopping it: left to the reader and refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

DREW = {"me": "drew", "opponent": "drew"}
_WARDEN = "Essence Warden (Whenever another creature enters, you gain 1 life.)"
_TOKEN = "Whenever you gain life, create a 1/1 Saproling creature token."
_STUCK = (
    "If both players are tapped out, with no way to kill either of the trigger sources, what "
    "happens?"
)

# Each was refused on main ("could not read 'another hypothetical card'").
DRAWS = [
    f"Say I have an {_WARDEN}, and another hypothetical card ... {_TOKEN} {_STUCK} ... If not, "
    "whats is the result of this loop? Draw? Loss for the controller?",
    f"Say I have an {_WARDEN}, and another hypothetical card that says {_TOKEN} If nobody can "
    "stop it, who wins?",
    "I have an Essence Warden and a card that says Whenever you gain life, create two 1/1 "
    "Soldier creature tokens. If no one can stop the loop, is it a draw?",
    f"My opponent has an Essence Warden and a card that says {_TOKEN} Both players are tapped "
    "out. What happens?",
    f"Say my opponent has an {_WARDEN}, and another hypothetical card ... {_TOKEN} {_STUCK}",
]


@pytest.mark.parametrize("text", DRAWS)
def test_a_supposed_card_feeding_essence_warden_unstoppably_is_a_draw(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over" and ruling.results == DREW, ruling.text()
    assert "MTG CR 104.4b" in ruling.text()


_SUPPOSED = f"Say I have an {_WARDEN}, and another hypothetical card ... "
REFUSED = [
    f"Say I have an {_WARDEN}, and my opponent has another hypothetical card ... {_TOKEN} {_STUCK}",
    f"{_SUPPOSED}Whenever you gain life, you may create a 1/1 Saproling creature token. {_STUCK}",
    f"{_SUPPOSED}{_TOKEN} What happens?",  # whether a player can stop it, unsaid
    f"{_SUPPOSED}{_TOKEN} If my opponent can stop it, what happens?",
    f"{_SUPPOSED}{_TOKEN} If both players are not tapped out, what happens?",
    f"{_SUPPOSED}{_TOKEN} I am at 0 life. {_STUCK}",
    f"{_SUPPOSED}{_TOKEN} If both players are tapped out, what happens if my opponent casts "
    "Lightning Bolt?",
    f"{_SUPPOSED}Whenever you gain life, create a Treasure token. {_STUCK}",
    f"{_SUPPOSED}Whenever you lose life, create a 1/1 Saproling creature token. {_STUCK}",
    f"{_SUPPOSED}Whenever you gain life, each opponent creates a 1/1 Saproling creature token. "
    f"{_STUCK}",
    f"{_SUPPOSED}Whenever you gain life, create a 1/1 Saproling creature token and you lose 2 "
    f"life. {_STUCK}",
    f"Say I have two Essence Wardens and a card that says: {_TOKEN} {_STUCK}",
    f"Say I have a Soul Warden, and another hypothetical card ... {_TOKEN} {_STUCK}",
    f"Say I have a Sanguine Bond, and another hypothetical card ... {_TOKEN} {_STUCK}",
    f"Say I have an Essence Warden and Platinum Angel and another hypothetical card ... "
    f"{_TOKEN} {_STUCK}",
    f"I don't have an {_WARDEN}, and another hypothetical card ... {_TOKEN} {_STUCK}",
    f"magic: 3 players: me, bob, carol. {_SUPPOSED}{_TOKEN} {_STUCK}",
    f"My opponent has an Essence Warden and I have a card that says {_TOKEN} Nobody can stop "
    "it. What happens?",
    f"I have an Essence Warden and a card that says {_TOKEN} Nobody can stop it. What happens? "
    "I concede.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_what_the_words_do_not_make_a_loop_stays_refused(text: str) -> None:
    _refused(text)


def test_a_forest_played_into_life_and_limb_and_sporemound_depends_on_stopping_it() -> None:
    # the judges' forum board, the land played last (refused on main, asking how it ended)
    ruling = _ruled(
        "Player A controls Life and Limb and Sporemound. Player N controls Lightning Angel. A is "
        "at 3 life and has 2 Forests in hand. player a plays a Forest. Is it a draw?"
    )
    assert ruling.status == "depends", ruling.text()
    assert [case.results for case in ruling.cases] == [
        {"Player A": "drew", "Player N": "drew"},
        {"Player A": "playing", "Player N": "playing"},
    ]
