"""Session 33's adversarial pass (d) on the one-sided win cards and Angel of Destiny, asked as
a new user would: a card that wins only for its controller (Laboratory Maniac, Jace, Wielder
of Mysteries: a win instead of a draw from an empty library, MTG CR 614.1a, 104.2b) said to
make its controller lose or the opponent win, or such a card said by a pronoun or a word of
its name ("it says", "my Angel says", "my Sovereign says"): refused with the card named (each
was judged as said on main); and Angel of Destiny's trigger with its controller's life said
below 35, the least 15 more than a starting life total can be (no Magic game starts below 20,
MTG CR 103.4): its condition did not hold, the game goes on (was a case where it held)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

GOES_ON = {"me": "playing", "opponent": "playing"}

WRONG_SIDE = [
    ("I control Laboratory Maniac. Laboratory Maniac says my opponent wins", "Laboratory Maniac"),
    ("I control Laboratory Maniac. my Maniac says I lose", "Laboratory Maniac"),
    (
        "I control Jace, Wielder of Mysteries. my Jace says my opponent wins",
        "Jace, Wielder of Mysteries",
    ),
    ("I control Angel of Destiny. my Angel says I lose", "Angel of Destiny"),
    ("I control Angel of Destiny. its trigger says I lose", "Angel of Destiny"),
    ("I control Felidar Sovereign. it says my opponent wins", "Felidar Sovereign"),
    ("I control Felidar Sovereign. my Sovereign says my opponent wins", "Felidar Sovereign"),
]


@pytest.mark.parametrize(("text", "card"), WRONG_SIDE)
def test_a_one_sided_card_however_named_never_decides_against_its_controller(
    text: str, card: str
) -> None:
    answer = _refused(text)
    assert list(answer.cards) == [card]
    assert "in its controller's favour" in answer.message


# An effect said with no card (the documented "an effect says"), the opponent's own card for
# them, the card's own side: as said.
AS_SAID = [
    ("I control Angel of Destiny. an effect says I lose", {"me": "lost", "opponent": "won"}),
    (
        "my opponent controls Laboratory Maniac. my opponent draws from an empty library",
        {"me": "lost", "opponent": "won"},
    ),
    ("I control Laboratory Maniac. it says I win", {"me": "won", "opponent": "lost"}),
]


@pytest.mark.parametrize(("text", "results"), AS_SAID)
def test_other_effects_are_as_said(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_angel_of_destiny_below_35_life_ends_nothing() -> None:
    for text in (
        "I control Angel of Destiny. I am at 10 life. at my end step Angel of Destiny triggers",
        "I am at 34 life. My Angel of Destiny killed my opponent at my end step",
    ):
        ruling = _ruled(text)
        assert (ruling.status, ruling.results) == ("ongoing", GOES_ON), ruling.text()
    # at 35 it may have held (a game starting at 20), and with a starting life declared the
    # least says nothing: still the question
    for text in (
        "I am at 35 life. My Angel of Destiny killed my opponent at my end step",
        "magic: starting life is 10. I control Angel of Destiny. I am at 30 life. at my end step "
        "Angel of Destiny triggers",
    ):
        assert _ruled(text).status == "depends"


# A one-sided card said to end the game for its side where its controller's life total said
# before it fails the card's condition (Felidar Sovereign needs 40, Near-Death Experience
# exactly 1, Angel of Destiny 35 at least): refused with the card named (each was judged as
# said); at a life that meets it, as said.
def test_a_card_said_to_win_below_its_life_condition_is_refused() -> None:
    for text, card in (
        ("I control Felidar Sovereign. I am at 10 life. Felidar Sovereign says I win", "Felidar"),
        ("I control Near-Death Experience. I am at 5 life. it says I win", "Near-Death"),
        (
            "I control Angel of Destiny. I am at 20 life. Angel of Destiny says my opponent loses",
            "Angel",
        ),
    ):
        answer = _refused(text)
        assert answer.cards[0].startswith(card) and "life total said" in answer.message
    said = "I control Felidar Sovereign. I am at 40 life. Felidar Sovereign says I win"
    assert _ruled(said).results == {"me": "won", "opponent": "lost"}
