"""A board said with no verb ("alice at 2 life, ...", "both of us at 2 life, I cast ..."), then
what happened, in one sentence (issue #31, found in session 19): the totals are the board
before the rest, as "alice is at 2 life, ..." always was.

"Both of us at 2 life, I cast Earthquake for 2. What happens?" was "nobody has won or lost
yet": the spell cast after a verbless total was dropped without a word, so neither its damage
nor the question of what it did was left. A spell told cast last is asked about
(effects_unsaid.py), and an event after the board changes it."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("Both of us at 2 life, I cast Earthquake for 2. What happens?", "Earthquake"),
        ("alice at 2 life, alice casts Flame Rift", "Flame Rift"),
        ("alice and bob at 2 life and alice casts Flame Rift", "Flame Rift"),
        ("both of us at 3 life, I cast Flame Rift", "Flame Rift"),
        ("me at 4 life, my opponent at 1, he casts Flame Rift. Who wins?", "Flame Rift"),
    ],
)
def test_a_spell_cast_after_a_verbless_board_is_asked_about_never_dropped(
    text: str, card: str
) -> None:
    refused = _refused(text)
    assert f"leaves {card} on the stack" in refused.message
    assert "say what it did" in refused.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("alice at 2 life, bob deals 3 damage to alice", {"alice": "lost", "bob": "won"}),
        ("alice and bob at 2 life, bob takes 3 damage", {"alice": "won", "bob": "lost"}),
        ("alice at 5 life and alice takes 4 damage", {"alice": "playing", "opponent": "playing"}),
        ("bob at 1 life, alice deals 1 damage to bob", {"alice": "won", "bob": "lost"}),
    ],
)
def test_a_verbless_board_is_the_total_before_what_the_sentence_says_next(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # a total reached is a change, not the board: it stands with what came beside it
        ("alice ends up at 0 life, bob at 2", {"alice": "lost", "bob": "won"}),
        ("alice and bob at 0 life", {"alice": "drew", "bob": "drew"}),
        ("alice at 2 life", {"alice": "playing", "opponent": "playing"}),
    ],
)
def test_a_total_reached_or_said_alone_reads_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
