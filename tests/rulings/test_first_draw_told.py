"""A draw spell's cards counted against the library told (issue #31, count_given): "I have 1
card left in my library and cast Divination ... after the first draw, Psychosis Crawler
triggers and my opponent loses his/her last point of life". The first draw said done is the
spell resolving (cast_draws.first_draw_said); what triggered on it waits until the spell has
resolved (603.3), after the check that finds the empty-library draw (704.5b). "his last point
of life" is the one life left: 0 life. A card Arbiter does not know, cast beside a library's
count, may draw: what it drew must be said (unknown_followed)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

TOLD = [
    # each was refused ('I could not read "the first draw"')
    (
        "My last opponent is at one life. I have a Psychosis Crawler in play. I have 1 card "
        "left in my library and cast Divination ... after the first draw, Psychosis Crawler "
        "triggers and my opponent loses his/her last point of life. Is this a draw?",
        {"me": "lost", "opponent": "won"},
    ),
    # another player's spell, other words for the first draw and the last life
    (
        "I am at 1 life. Bob controls Psychosis Crawler. Bob has 1 card in his library and "
        "casts Divination. After drawing the first card, Psychosis Crawler triggers and I lose "
        "my last life point.",
        {"me": "won", "Bob": "lost"},
    ),
    # Brainstorm draws three: the second draw is already from an empty library
    (
        "My opponent is at 1 life. I control Psychosis Crawler. I have 1 card in my library "
        "and I cast Brainstorm. After the first card is drawn, Psychosis Crawler triggers and "
        "my opponent loses their last point of life.",
        {"me": "lost", "opponent": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), TOLD)
def test_a_trigger_of_the_first_draw_waits_for_the_empty_library_check(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert any(said.lower().startswith(("after", "on the first")) for said in ruling.skipped)


LAST_LIFE = [
    ("I am at 1 life. I lost my last point of life.", {"me": "lost", "opponent": "won"}),
    (
        "My opponent is at 1 life. My opponent loses his last life.",
        {"me": "won", "opponent": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), LAST_LIFE)
def test_the_last_point_of_life_lost_is_0_life(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


REFUSED = [
    # A card Arbiter does not know cast beside the caster's library count: it may have drawn
    # (Sign in Blood draws two), so what follows is not all it did. Was "you win".
    (
        "My opponent is at 2 life. I have 1 card in my library and I cast Sign in Blood. "
        "My opponent loses 2 life.",
        "Sign in Blood",
    ),
    (
        # (Concentrate, named here while unknown, is known since session 25: its three draws
        # are judged, test_cards_added_s25.py)
        "My opponent is at 1 life. I control Psychosis Crawler. I have 1 card in my library and "
        "cast Preordain. Psychosis Crawler triggers and my opponent loses 1 life.",
        "Preordain",
    ),
    # "his last 3 life": a number, not the last point; read as written (refused)
    ("My opponent is at 5 life. My opponent loses his last 3 life.", "last 3 life"),
]


@pytest.mark.parametrize(("text", "named"), REFUSED)
def test_what_may_have_drawn_or_a_count_unsaid_is_refused_and_named(text: str, named: str) -> None:
    refused = _refused(text)
    assert named in refused.message or (refused.unread is not None and named in refused.unread)


def test_with_no_spell_told_the_first_draw_reads_no_resolution() -> None:
    # "It resolves." of nothing: the concession is all that is read
    ruling = _ruled("I have 1 card in my library. After the first draw, I concede.")
    assert ruling.results == {"me": "lost", "opponent": "won"}


ELIDED = [
    # a total said right after another, its word of life left out: was unread ("he has 3")
    (
        "I have one life and my opponent has 3. He takes 3 damage.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "I have 5 life and he has 3, and he takes 2 damage.",
        {"me": "playing", "opponent": "playing"},
    ),
    ("bob has 2 life left but alice has 4. alice takes 4 damage.", {"bob": "won", "alice": "lost"}),
]


@pytest.mark.parametrize(("text", "results"), ELIDED)
def test_a_total_after_a_total_is_life_too(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_number_alone_after_no_life_total_is_not_read_as_life() -> None:
    # the first count is no life: "3" may be anything
    _refused("I have 5 cards and he has 3. He takes 3 damage.")
    # a word after the number says what it counts: his life is still unsaid
    ruling = _ruled("I have 5 life and he has 3 poison counters. He takes 3 damage.")
    assert ruling.status == "depends"
