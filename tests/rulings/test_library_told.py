"""A library emptied, told in prose, and the draw step's draw (issue #31, "as asked";
bot/core/rulings/chat_forms.py `LIBRARY_GONE`, `LIBRARY_NONE`, `step_draw`): "my opponent puts
my library into my graveyard", "I remove my library", "he mills my whole library", "bob mills
alice out", "I no longer have a library" are that library empty (what moved it ends nothing by
itself, 704.5b); "what happens in my draw step?", "at my next draw step, do I lose?", "I go to
my draw step" are that player's draw (504.1). A draw a card in play may replace by choice
(Words of War once activated, Abundance) is a case each way. Where the whole library is not
said moved, whose library or draw step is unsure, or the words deny it, nothing is read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        ("My opponent puts my library into my graveyard, then I draw a card", "me"),
        ("I remove my library. Then I draw a card", "me"),
        ("he mills my whole library and then I draw a card", "me"),
        ("bob mills alice out. alice draws a card", "alice"),
        ("alice exiles her entire library from the game. alice draws a card", "alice"),
        ("I no longer have a library and I draw a card", "me"),
        ("bob doesn't have a library anymore. bob draws a card", "bob"),
        # The draw step's draw.
        ("My library is empty. What happens in my draw step?", "me"),
        ("If my opponent puts my library into my graveyard, what happens in my draw step?", "me"),
        ("my library is empty. At my next draw step, do I lose?", "me"),
        ("My library is empty and I go to my draw step", "me"),
        ("bob has no library. What happens during bob's draw step?", "bob"),
        ("I have no cards in my library and then I draw a card in my draw step", "me"),
    ],
)
def test_a_library_told_emptied_then_drawn_from_loses(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"  # a draw from an empty library (704.5b)


def test_the_player_who_emptied_anothers_library_stays_in_the_game() -> None:
    ruling = _ruled("bob mills alice out. alice draws a card")
    assert ruling.results == {"bob": "won", "alice": "lost"}


def test_a_library_emptied_without_a_draw_ends_nothing() -> None:
    ruling = _ruled("My opponent puts my library into my graveyard")
    assert ruling.status == "ongoing"  # only a draw from it loses (704.5b)


def test_a_draw_step_with_cards_left_ends_nothing() -> None:
    ruling = _ruled("I have 3 cards in my library. What happens in my draw step?")
    assert ruling.status == "ongoing"


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "If my opponent puts my library into my graveyard, then in my upkeep I activate "
            "Words of War once, what happens in my draw step?",
            "Words of War",
        ),
        ("I have no library and I control Abundance. I draw a card", "Abundance"),
    ],
)
def test_a_draw_its_player_may_replace_is_a_case_each_way(text: str, card: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    used, drew = ruling.cases
    assert card in (used.condition or "") and used.status == "ongoing"  # no card drawn, 614.1a
    assert drew.status == "over" and drew.results["me"] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        # Some of the library, maybe not all of it.
        "my opponent mills my library. I draw a card",
        "he mills ten cards of my library. I draw a card",
        # Denied; with a card that may have done more.
        "I didn't remove my library. I draw a card",
        "I exile my library with Leveler. I draw a card",
        # Whose draw step: "his" of several players.
        "my library is empty. what happens in his draw step?",
        # Words of War's 2 damage beside a life total told: where it went is unsure.
        "I control Words of War and my library is empty. My opponent is at 2 life. I draw a card",
    ],
)
def test_a_library_or_draw_step_unsure_is_not_read(text: str) -> None:
    _refused(text)


def test_a_card_held_in_passing_by_a_player_told_with_im_is_theirs() -> None:
    # "I'm drawing ... with Laboratory Maniac out": the clause's subject ("I'm") holds it.
    ruling = _ruled("I'm drawing from an empty deck with Laboratory Maniac out")
    assert ruling.results == {"me": "won", "opponent": "lost"}  # 614.1a: a win instead
