"""A creature whose trigger deals its controller as much damage as it dealt (Flesh Reaver,
card_use.back_at_its_controller): its damage to another player comes first, the damage back at
its controller after the check that follows (MTG CR 603.3, 704.3), so a player it takes to 0
has lost before its controller is dealt anything. Told blocked, or beside other damage, refused
(its damage to a creature turns back too). Life totals only said beside a card whose trigger
acts on its own damage (Phage, Flesh Reaver) are no damage (card_use.on_its_own_damage): the
board, judged, and the damage said after them in the same sentence read with its trigger."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "If I have 4 life, and my opponent has 4 life, and I attack with a Flesh Reaver, do "
            "both of us die if it is unblocked?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent is at 4 life and I'm at 4. My Flesh Reaver deals 4 combat damage to him.",
            {"opponent": "lost", "me": "won"},
        ),
        # the opponent lives: the trigger's damage then reaches its controller
        (
            "I have 4 life and my opponent has 10. I attack with Flesh Reaver and he doesn't "
            "block. Do I lose?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "bob is at 3 life and alice is at 20. alice attacks bob with her Flesh Reaver and bob "
            "doesn't block.",
            {"bob": "lost", "alice": "won"},
        ),
        (
            "I'm at 10 life and my opponent is at 10. I attack with my Flesh Reaver and he doesn't "
            "block. Who wins?",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_its_damage_comes_first_and_turns_back_after_the_check(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # blocked: its damage to the blocker turns back too
        "I have 4 life and my opponent has 10. I attack with Flesh Reaver and he blocks with a "
        "2/2. Do I lose?",
        # beside damage that is not its own
        "I'm at 4 life. I control Flesh Reaver. My opponent is at 2 life and I deal 3 damage to "
        "him.",
        # its power may have changed
        "I'm at 4 life and my opponent at 10. I attack with my Flesh Reaver with a +1/+1 counter "
        "and he doesn't block.",
    ],
)
def test_what_it_dealt_unsure_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I have 4 life and my opponent has 4 life and my Phage the Untouchable deals 4 "
            "combat damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent has 10 life and my Phage the Untouchable deals 2 combat damage to him.",
            {"opponent": "lost", "me": "won"},
        ),
        ("My opponent controls Phage the Untouchable. I'm at 5 life.", None),
        ("bob has Phage the Untouchable in play, and alice is at 3 life.", None),
    ],
)
def test_totals_only_said_beside_a_trigger_on_its_own_damage(
    text: str, results: dict[str, str] | None
) -> None:
    # life totals said are no damage dealt: a trigger on the card's own damage does nothing
    # beside them, and acts on its damage said in the same sentence after them
    ruling = _ruled(text)
    if results is None:
        assert ruling.status == "ongoing"
    else:
        assert ruling.results == results
