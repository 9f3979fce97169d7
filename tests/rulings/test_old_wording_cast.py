"""Older cards' words for a cast, and a question glued to the moment (issue #31, "as asked";
bot/core/rulings/phrases.py): "I play Brainstorm" is a cast
(the older cards' "play a spell", 601); "... and you played Night's Whisper would you die first
by decking or life loss?" is the moment, then a question of which way the player loses (skipped
and shown, outcome_questions.compares_ways: the ruling names each way, one loss, 704.3)."""

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
