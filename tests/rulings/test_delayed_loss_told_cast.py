"""A spell whose delayed trigger makes its caster lose at a later step, told cast last ("I cast
Final Fortune.", "If I play Last Chance, do I lose?", "she casts Slaughter Pact"): the step
is never told, so the answer depends on it, a case each (its end step of the extra turn began:
its caster loses, 104.3e; not: the game goes on). It was "Say what happens" (issue #31,
session 22). Anything told after the cast may have come before that step or after it, and a
spell said countered never sets the trigger up: read as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "loser", "winner"),
    [
        ("I cast Final Fortune.", "me", "opponent"),
        ("If I play Last Chance, do I lose the game?", "me", "opponent"),
        ("My opponent is at 2 life and casts Slaughter Pact.", "opponent", "me"),
        ("Alice is at 5 life. Bob played Pact of the Titan.", "Bob", "Alice"),
        ("What happens when my friend casts Final Fortune?", "opponent", "me"),
        ("I am at 10 life. Then I'm casting Pact of Negation.", "me", "opponent"),
    ],
)
def test_a_delayed_loss_told_cast_depends_on_its_step(text: str, loser: str, winner: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends"
    statuses = sorted(case.status for case in ruling.cases)
    assert statuses == ["ongoing", "over"]
    over = next(case for case in ruling.cases if case.status == "over")
    assert over.results[loser] == "lost"
    assert over.results[winner] == "won"


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # told after the cast: when, beside that step, is not said; read as before
        ("I cast Final Fortune. My opponent concedes.", {"me": "won", "opponent": "lost"}),
        # a can't-lose effect: the trigger's loss does nothing while it holds
        (
            "I control Platinum Angel and cast Final Fortune.",
            {"me": "playing", "opponent": "playing"},
        ),
        # the words say what the trigger did
        (
            "I cast Final Fortune and take an extra turn. At the beginning of that turn's end "
            "step an effect says I lose.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_what_else_is_told_is_read_as_before(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.status != "depends"
    assert ruling.results == results


@pytest.mark.parametrize(
    "text",
    [
        # countered: nothing of it happens
        "I cast Final Fortune and it is countered.",
        "I cast Final Fortune and my opponent counters it.",
        # another spell beside it, whose target and resolution the words leave out
        "I cast Final Fortune in response to his Lightning Bolt.",
    ],
)
def test_a_delayed_loss_countered_or_beside_another_spell_is_not_read(text: str) -> None:
    refused = _refused(text)
    assert "Say what happens" in refused.message or "Final Fortune" in refused.message
