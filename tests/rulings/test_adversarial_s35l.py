"""Session 35, adv35l: an adversarial pass on left35's readings. A refusal is always
acceptable, a wrong answer never.

- "my opponent would concede": "would" tells no event, yet it was read as a concession ("you
  win", beside Sneak Attack too): unread, refused.
- "I am at 0 life. why didn't my opponent win?": skipped as a question and ruled "opponent
  wins", contradicting the asker's fact: read as the claim that the other of the two didn't
  lose ("I didn't lose"), checked as one told (refused naming what could keep them in).
  Also "why did I not lose?", "why didn't my opponents win?"; another name stays unread.
- "I have an infinite combo with two cards. Does the game end in a draw?": the combo held was
  taken to do nothing ("nobody has won or lost yet"); its cards may drain a player: asked.
- Traumatize "put his library in the graveyard": it mills half a library, rounded down, and
  never empties one that holds cards, yet was read as emptying it ("you win" after a draw).
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # main: "you win" (a concession)
        ("I activated Sneak Attack and my opponent would concede", "would concede"),
        ("my opponent would concede", "would concede"),
        # main: "opponent wins" / "you win"
        ("I am at 0 life. why didn't my opponent win?", "Platinum Angel"),
        ("I am at 0 life. Why hasn't my opponent won?", "MTG CR 704.5a"),
        ("my opponent is at 0 life, how come I didn't win?", "Platinum Angel"),
        ("I am at 0 life. why didn't my opponents win?", "Platinum Angel"),
        ("I am at 0 life. why did my opponent not win?", "Platinum Angel"),
        ("I am at 0 life. why did I not lose?", "Platinum Angel"),
        ("bob is at 0 life. why didn't alice win?", "didn't alice win"),
        # main: "nobody has won or lost yet" (the combo held, taken to do nothing)
        (
            "I have an infinite combo with two cards. Does the game end in a draw?",
            "which cards make the loop?",
        ),
        # main: "you win"
        ("I used Traumatize to put his library in the graveyard, then he drew a card", "half"),
        ("I cast Traumatize to put his deck in the grave. then he drew a card", "107.1a"),
    ],
)
def test_what_could_mislead_is_refused(text: str, said: str) -> None:
    assert said in _refused(text).message, text


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # the claim holds: ruled as told
        (
            "I control Platinum Angel. I am at 0 life. why didn't my opponent win?",
            {"me": "playing", "opponent": "playing"},
        ),
        ("we are both at 0 life. why didn't my opponent win?", {"me": "drew", "opponent": "drew"}),
        ("my opponent will concede", {"me": "won", "opponent": "lost"}),
        # a card that may mill the whole of a small library: as before
        (
            "I used Glimpse the Unthinkable to put his library in the graveyard, then he drew a "
            "card",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_what_the_words_settle_is_still_ruled(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results, text


def test_a_leaving_nothing_rests_on_is_dropped_and_said() -> None:
    # left35 refused it: Exquisite Archangel had exiled itself at the check after the first
    # sentence (its player at 20 life), and the sacrifice told after it is all that follows
    answer = _ruled(
        "I control Exquisite Archangel and I am at 0 life. my Exquisite Archangel is sacrificed"
    )
    assert answer.results == {"me": "playing", "opponent": "playing"}
    assert "could not happen" in answer.explanation
    # with more told beside it or after it, still refused
    for text in (
        "I control Exquisite Archangel and I am at 0 life. My opponent is at 2 life. my "
        "Exquisite Archangel is sacrificed and my opponent goes to -2 life",
        "I control Exquisite Archangel and I am at 0 life. my Exquisite Archangel is "
        "sacrificed. then my opponent loses 25 life",
    ):
        assert "already left" in _refused(text).message, text
