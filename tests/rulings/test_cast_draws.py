"""A spell whose one effect is its caster drawing a number of cards as it resolves (Brainstorm:
three), cast with its caster's library count told (bot.core.rulings.cast_draws): more cards
than the library holds is a draw from an empty library as it resolves (121.4, 704.5b), a loss,
or a win instead with Laboratory Maniac (614.1a), and whether it resolved is the question; a
response told with it resolves first (Angel's Grace: its controller's opponents can't win)."""

from __future__ import annotations

import pytest

from bot.core.rulings import Ruling
from tests.rulings.test_chat_reading import _refused, _ruled


def _resolved(ruling: Ruling) -> dict[str, str]:
    assert ruling.status == "depends"
    return next(c.results for c in ruling.cases if c.condition.endswith("Brainstorm resolved"))


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I have 1 card in my library. I cast Brainstorm", {"me": "lost", "opponent": "won"}),
        (
            "I control Laboratory Maniac. I cast Brainstorm with only one card in my library",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "If I have a Laboratory Maniac in play and I cast Brainstorm with 2 cards left in my "
            "library, what happens?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "bob has 0 cards in his library. bob casts Brainstorm",
            {"bob": "lost", "opponent": "won"},
        ),
    ],
)
def test_more_draws_than_the_library_holds_as_it_resolves(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert _resolved(ruling) == results, text
    countered = next(c for c in ruling.cases if c.condition.endswith("did not resolve"))
    assert set(countered.results.values()) == {"playing"}, text


def test_a_response_told_with_it_resolves_first() -> None:
    ruling = _ruled(
        "I control Laboratory Maniac. I cast Brainstorm with only one card in my library. In "
        "response my opponent casts Angel's Grace"
    )
    assert ruling.status == "ongoing"
    assert ruling.results == {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        "I cast Brainstorm",  # no count
        "bob has 1 card in his library. I cast Brainstorm",  # another player's count
        "I cast Brainstorm with only one card in his library",  # whose library: unsure
        "I have 5 cards in my library. I cast Brainstorm",  # no empty draw: what it did unsaid
        # the count after it is not followed: a draw said after asks for it
        "I have 2 cards in my library. I cast Brainstorm. I draw a card",
        # (Angel's Grace cast in the same sentence, no response said: a case for each order
        # since session 30, test_census_s30b.py)
    ],
)
def test_a_count_not_told_of_the_caster_is_never_guessed(text: str) -> None:
    _refused(text)


# A spell by which every player draws (Wheel of Fortune: seven cards), one count told of every
# player's library, or each one's told apart in a game of two (the asker and their opponent):
# more than a player's count is their draw from an empty library, all at once, a draw of the
# game for all (104.4a) when it resolves; nothing when it does not.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "both players have 3 cards in their libraries. I cast Wheel of Fortune",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "What happens if we both have only 6 cards in our libraries and my opponent casts "
            "Wheel of Fortune?",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "each player has 2 cards left in their library. bob casts Wheel of Fortune",
            {"bob": "drew", "opponent": "drew"},
        ),
        (
            "I have 3 cards in my library and my opponent has 10 cards in his library. I cast "
            "Wheel of Fortune",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "What happens if I have 1 card in my library and my opponent has 3 cards in their "
            "library and I cast Wheel of Fortune?",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "My opponent has 2 cards left in his library. I have 20 cards in my library. He "
            "casts Wheel of Fortune.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "my opp has six cards in his library and i have 7 cards in my library. i cast wheel "
            "of fortune",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I control Laboratory Maniac. I have 3 cards in my library and my opponent has 10 "
            "cards in his library. I cast Wheel of Fortune",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_every_players_draw_past_the_counts_told_of_them_all(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    resolved = next(c for c in ruling.cases if c.condition.endswith("Wheel of Fortune resolved"))
    assert resolved.results == results, text
    countered = next(c for c in ruling.cases if c.condition.endswith("did not resolve"))
    assert set(countered.results.values()) == {"playing"}, text


@pytest.mark.parametrize(
    "text",
    [
        "I cast Wheel of Fortune",  # no count
        # counts told apart of some players only: the others' never guessed
        "4 players: me, bob, carl, dan. I have 3 cards in my library and bob has 3 cards in "
        "his library. I cast Wheel of Fortune",
        # two named players: whether they are the game's only players is not said
        "alice has 3 cards in her library and bob has 3 cards in his library. alice casts "
        "Wheel of Fortune",
        "My opponent has 2 cards in his library. I cast Wheel of Fortune",  # one count only
        # no player draws past their count: what it did is still to be said
        "I have 8 cards in my library and my opponent has 10 cards in his library. I cast "
        "Wheel of Fortune",
        "I have 3 cards in my library. I cast Wheel of Fortune",  # the opponent's not told
        "both players have 7 cards in their libraries. I cast Wheel of Fortune",  # no empty draw
        # the counts after it are not followed: a draw said after asks for it
        "both players have 9 cards in their libraries. I cast Wheel of Fortune and it resolves. "
        "I draw 3 cards",
        # a card that changes draws beside it: not read
        "my opponent controls Alms Collector. both players have 3 cards in their libraries. I "
        "cast Wheel of Fortune",
        "my opponent controls Alms Collector. I have 3 cards in my library and my opponent has "
        "3 cards in his library. I cast Wheel of Fortune",
    ],
)
def test_every_players_draw_without_a_count_of_each_is_refused(text: str) -> None:
    _refused(text)


# -- a draw told with its player's count ("I draw 2 cards with 1 card in my library") -------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # Found asking as a newcomer (session 22): each was refused "Say both", asking for the
        # two counts the words gave (the count after the draw, never read before it).
        ("I draw 2 cards with 1 card in my library.", {"me": "lost", "opponent": "won"}),
        ("I drew 2 cards with 1 card in my library", {"me": "lost", "opponent": "won"}),
        ("I draw 3 cards with 3 cards in my library.", {"me": "playing", "opponent": "playing"}),
        ("I draw a card with no cards left in my library.", {"me": "lost", "opponent": "won"}),
        (
            "I control Laboratory Maniac. I draw two cards with only one card in my library.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent is at 5. He draws 2 cards with 1 card left in his library.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I draw 2 cards with 1 card in my library then my opponent concedes.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_draw_told_with_its_players_count_is_drawn_on_that_count(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_a_draw_told_with_another_players_count_is_still_refused() -> None:
    # Whose count it is: never the drawer's, so still asked for.
    assert "how many cards" in _refused("He draws 2 cards with 1 card in my library.").message
    assert "how many cards" in _refused("I draw 2 cards with 1 card in his library.").message
