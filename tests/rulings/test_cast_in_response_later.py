"""A spell said cast in response, told after what it answers in the same sentence (issue #31,
cards told as play: "I have a Laboratory Maniac in play and I cast Brainstorm with only one card
in my library, and in response my opponent casts Angel's Grace"): the sentence's reports come
in the order of the stack, so the reply resolves first, and a card it casts acts only from its
own report on. A report before it that only begins effects (the Maniac said in play) is judged
without it, instead of the whole being refused as a card the engine could not judge; the card
is judged where it begins. Where no response is said ("..., my opponent cast Angel's Grace")
which came first is open and it is refused as before (test_cast_draws.py), and so is a card
only said held later in the sentence."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "I control Laboratory Maniac and I cast Brainstorm with one card in my library, and in "
        "response my opponent casts Angel's Grace.",
        "I control Jace, Wielder of Mysteries and I cast Brainstorm with one card in my library, "
        "and in response my opponent casts Angel's Grace.",
        "I have Lab Man in play and I cast Brainstorm with two cards in my library. In response, "
        "my opponent cast Angel's Grace. What happens?",
        "I control Laboratory Maniac and I cast Brainstorm with only one card left in my "
        "library. My opponent casts Angel's Grace in response.",
    ],
)
def test_a_cant_win_cast_in_response_stops_the_win_from_an_empty_library(text: str) -> None:
    ruling = _ruled(text)
    assert all(case.status == "ongoing" for case in ruling.cases)
    assert all("won" not in case.results.values() for case in ruling.cases)
    assert "Angel's Grace" in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        # only said held, later in the sentence: was it there when the damage was dealt?
        "My opponent is at 3 life and I deal 5 damage to him and he controls Platinum Angel.",
        "I control Laboratory Maniac and I cast Brainstorm with one card in my library, and my "
        "opponent controls Platinum Angel.",
    ],
)
def test_a_card_only_said_held_later_in_the_sentence_is_still_refused(text: str) -> None:
    _refused(text)
