"""A planeswalker's emblem said after the planeswalker, by name or by a pronoun (issue #31:
"both players control a Gideon of the Trials and have ... his emblem"): "I control Gideon of
the Trials and have his emblem" holds as "I have Gideon of the Trials's emblem and control
Gideon of the Trials" always did. The emblem of a planeswalker someone else holds, one that has
left, or "its emblem" of a card with none is no emblem of the card held: as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "I control Gideon of the Trials and have his emblem. I draw from an empty library.",
        "I control Gideon of the Trials and I have its emblem and I am at 0 life",
        "I control Gideon of the Trials and have Gideon of the Trials's emblem. I draw from an "
        "empty library.",
        "I am at 20 life. I control Gideon of the Trials and I have a Gideon of the Trials "
        "emblem. I take 30 damage.",
        "Bob controls Gideon of the Trials and has the emblem. Bob is at 2 life and takes 5 "
        "damage.",
        "Both players control a Gideon of the Trials and have his emblem. Both players draw from "
        "an empty library.",
    ],
)
def test_the_emblem_said_after_its_planeswalker_keeps_its_holder_in(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}


def test_the_planeswalker_leaving_after_both_were_said_ends_it() -> None:
    ruling = _ruled(
        "I control Gideon of the Trials and have Gideon of the Trials's emblem. Then Gideon of "
        "the Trials dies. I draw from an empty library."
    )
    assert ruling.results == {"me": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        # the planeswalker is another player's: whose "his" is, and the emblem's, is open
        "My opponent controls Gideon of the Trials and I have his emblem. I draw from an empty "
        "library.",
        # it left before the emblem was said
        "I control Gideon of the Trials. Gideon of the Trials dies. I have his emblem. I draw "
        "from an empty library.",
    ],
)
def test_an_emblem_of_no_planeswalker_held_is_still_refused(text: str) -> None:
    _refused(text)


# An emblem that names no planeswalker was dropped unread and the game judged without it: "I
# have an emblem. I draw from an empty library." was "you lose", though Gideon of the Trials's
# emblem keeps its holder in. It is refused now, asking whose emblem it is.
@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I have an emblem. I draw from an empty library.", "an emblem"),
        ("I have an emblem and I am at 0 life.", "an emblem"),
        ("I have his emblem. I am at 0 life.", "his emblem"),
        ("Bob has the emblem. Bob takes 5 damage at 3 life.", "the emblem"),
        ("My opponent has an emblem from Gideon. My opponent is at 0 life.", "emblem from Gideon"),
        ("I control two planeswalkers and I have an emblem. I am at 0 life.", "an emblem"),
    ],
)
def test_an_emblem_that_names_no_planeswalker_is_asked_about(text: str, words: str) -> None:
    refused = _refused(text)
    assert refused.message.startswith("Whose emblem is"), refused.message
    assert words in refused.message
