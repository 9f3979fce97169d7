"""A card that shares an opponent's big draw (Alms Collector: "if an opponent would draw two or
more cards, instead you and that player each draw a card", MTG CR 614.1a), read with the library
counts told: each of the two draws one card, one player at a time, the active player first
(121.2c, 101.4), a draw from an empty library only where that library was told empty (704.5b).
And the asker's own account of what a known card's replacement did ("Alms Collector changes
that to each of us drawing a card") is skipped and shown: the card is read from its data."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

BOTH_MANIACS = [
    # the asker's account of each replacement after the draw, skipped
    "magic: my opponent and I both control a Laboratory Maniac and have no cards in our "
    "library. I control an Alms Collector. An effect causes my opponent to draw two cards. "
    "Alms Collector changes that to each of us drawing a card. Laboratory Maniac replaces "
    "that with each of us winning the game. What happens?",
    "magic: bob and alice both control Laboratory Maniac and have no cards in their "
    "libraries. alice controls Alms Collector. a spell makes bob draw three cards.",
    "magic: we both have no cards in our libraries. My opponent and I each control Laboratory "
    "Maniac. My opponent controls Alms Collector. I draw 4 cards. Alms Collector turned that "
    "into each of us drawing one.",
]


@pytest.mark.parametrize("text", BOTH_MANIACS)
def test_a_shared_draw_with_two_maniacs_depends_on_whose_turn(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends", ruling.text()
    assert len(ruling.cases) == 2
    for case in ruling.cases:  # whoever draws first wins, in turn order
        assert sorted(case.results.values()) == ["lost", "won"]
    assert "MTG CR 101.4" in ruling.text()


def test_the_account_of_the_replacement_is_shown_as_skipped() -> None:
    ruling = _ruled(BOTH_MANIACS[0])
    skipped = " ".join(ruling.skipped)
    assert "Alms Collector changes that to each of us drawing a card" in skipped
    assert "Laboratory Maniac replaces that with each of us winning the game" in skipped


def test_both_empty_libraries_without_a_maniac_make_a_draw() -> None:
    ruling = _ruled(
        "magic: we both have no cards in our libraries. I control Alms Collector. my "
        "opponent draws 2 cards"
    )
    assert ruling.status == "over"
    assert set(ruling.results.values()) == {"drew"}


def test_the_controller_draws_too_and_may_lose_by_it() -> None:
    # the opponent had cards; the Collector's controller, with none, draws from an empty one
    ruling = _ruled(
        "magic: I have no cards in my library and I control Alms Collector. bob has 5 cards "
        "in his library. bob draws 3 cards."
    )
    assert ruling.results == {"me": "lost", "bob": "won"}


NOT_SHARED = [
    # one card is below the threshold: bob draws it himself
    (
        "magic: I control Alms Collector. bob has no cards in his library and I have no cards "
        "in my library. bob draws a card",
        {"me": "won", "bob": "lost"},
    ),
    # the controller's own draw is never shared
    (
        "magic: I control Alms Collector and have 1 card in my library. I draw 2 cards",
        {"me": "lost", "opponent": "won"},
    ),
    # gone before the draw: bob draws both cards
    (
        "magic: I control Alms Collector. my Alms Collector dies. bob has 1 card in his "
        "library and I have no cards in my library. bob draws two cards",
        {"me": "won", "bob": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), NOT_SHARED)
def test_a_draw_the_card_does_not_share_is_as_told(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_one_card_each_from_libraries_of_one_ends_nothing() -> None:
    ruling = _ruled(
        "magic: I control Alms Collector. bob has 1 card in his library and I have 1 card in "
        "my library. bob draws two cards."
    )
    assert ruling.status == "ongoing"
    # the next draw is from the empty library the shared draw left
    later = _ruled(
        "magic: I control Alms Collector. bob has 1 card in his library and I have 1 card in "
        "my library. bob draws two cards. then bob draws a card"
    )
    assert later.results == {"me": "won", "bob": "lost"}


REFUSED = [
    # the controller's library count is never told: never guessed
    "magic: I control Alms Collector. bob has no cards in his library. bob draws two cards",
    # how many cards "the rest of his library" is, against the threshold, is unsaid
    "magic: I control Alms Collector and have no cards in my library. bob draws the rest of "
    "his library",
    # a card with no replacement: its "changes that" is not the asker's account of one
    "magic: I control Platinum Angel. bob draws two cards. Platinum Angel changes that to "
    "each of us drawing a card.",
    # a card never said before: what it changed is no account of a card in the situation
    "magic: Alms Collector changes that to each of us drawing a card. I am at 3 life.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_what_the_words_leave_open_is_refused(text: str) -> None:
    _refused(text)


TOLD_REPLACEMENTS = [
    (
        "magic: bob controls Laboratory Maniac and his library is empty. bob draws a card. "
        "Laboratory Maniac replaces it with bob winning the game.",
        {"bob": "won", "opponent": "lost"},
    ),
    (
        "magic: I control Shared Fate and my library is empty. I draw a card. Shared Fate "
        "changed that to exiling the top card of his library.",
        {},
    ),
]


@pytest.mark.parametrize(("text", "results"), TOLD_REPLACEMENTS)
def test_a_known_cards_replacement_told_after_is_skipped(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if r != "playing"} == results
    assert any("replaces it with" in s or "changed that to" in s for s in ruling.skipped)
