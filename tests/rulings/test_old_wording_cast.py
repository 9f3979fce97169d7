"""Older cards' words for a cast, and a question glued to the moment (issue #31, "as asked";
bot/core/rulings/phrases.py): "I play Brainstorm" is a cast (the older cards' "play a spell",
601), and since session 19 so is "I play a Platinum Angel", of any card Arbiter knows but a
land (the fresh sets' older questions say "play" for every cast: "I played Final Fortune", "you
play Transcendence with Sulfuric Vortex"); "... and you played Night's Whisper would you die
first by decking or life loss?" is the moment, then a question of which way the player loses
(skipped and shown, outcome_questions.compares_ways: the ruling names each way, one loss,
704.3)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


def test_a_spell_played_is_cast() -> None:
    ruling = _ruled("I have 1 card in my library and I play Brainstorm")
    assert ruling.depends  # whether it resolved: a case each way
    resolved = next(case for case in ruling.cases if case.status == "over")
    assert resolved.results == {"me": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        "If you were at 1 life with 1 card in your library and you played Night's Whisper would "
        "you die first by decking or life loss?",
        "If I'm at 1 life with 1 card in my library and I play Night's Whisper, will I lose first "
        "to decking or to life loss?",
    ],
)
def test_which_way_a_player_loses_asked_after_the_moment(text: str) -> None:
    ruling = _ruled(text)
    resolved = next(case for case in ruling.cases if case.status == "over")
    assert resolved.results["me"] == "lost"  # one loss, by both ways at one check (704.3)
    assert any("decking or" in said for said in ruling.skipped)


@pytest.mark.parametrize(
    ("text", "status", "results"),
    [
        ("I play Platinum Angel. I'm at 0 life.", "ongoing", {}),
        ("My opponent played a Platinum Angel. He is at 0 life.", "ongoing", {}),
        ("bob plays Platinum Angel this turn. bob is at -3 life.", "ongoing", {}),
        (
            "I played Sulfuric Vortex. I'm at 2 life and gain 5 life. Then I take 2 damage.",
            "over",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_permanent_played_is_cast_and_arrives(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert {p: r for p, r in ruling.results.items() if r != "playing"} == results


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # "successfully" cast: the older rules' words for a spell that resolved
        ("I'm at 3 life. My opponent successfully casts Lightning Bolt at me.", {"me": "lost"}),
        ("bob is at 2 life. I successfully played Lightning Bolt at bob.", {"bob": "lost"}),
        ("My opponent successfully plays Platinum Angel. He is at 0 life.", {}),
    ],
)
def test_a_spell_successfully_cast_resolved(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert not ruling.depends  # never asked whether it resolved
    assert {p: r for p, r in ruling.results.items() if r == "lost"} == results


@pytest.mark.parametrize(
    "text",
    [
        # at a permanent, with two cards, with nothing it did said: as written
        "I'm at 3 life. My opponent successfully casts a Lightning Bolt at his creature.",
        "I successfully cast Platinum Angel and Lich's Mastery. I'm at 0 life.",
    ],
)
def test_a_successful_cast_of_anything_else_stays_as_written(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        # What a deck holds, a land played (never cast, 305.1), a game played: not a cast.
        "I play Platinum Angel in my deck. I'm at 0 life.",
        "I play 4 Platinum Angels. I'm at 0 life.",
        "We are playing Platinum Angel. I'm at 0 life.",
        "I play Inkmoth Nexus. My opponent has 9 poison counters.",
    ],
)
def test_a_deck_a_land_or_a_game_played_is_no_cast(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        # Not a cast: playing with a card, a card followed by other words.
        "I play with Brainstorm",
        "Phage the Untouchable would you believe it",
        # Which way, of a moment with neither way in it (outcome_questions.compares_ways).
        "If I concede, would I die first by decking or life loss?",
    ],
)
def test_near_misses_are_not_read(text: str) -> None:
    _refused(text)
