"""A later turn said first in a sentence, whose it is said (issue #31, as asked;
later_turns.py): "On my next turn, ...", "At the beginning of his next upkeep, ...", "During my
opponent's following turn ...". That turn begins before what the sentence tells, so what lasts
for a turn (Angel's Grace, MTG CR 514.2) or until its controller's next turn (Teferi's
Protection) has ended by then, or not. Taken as framing before, the turn was lost: "I cast
Angel's Grace and it resolves. On my next turn I take 3 damage." was "nobody has lost", the
Grace still in force (a confident wrong answer)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was "nobody has won or lost yet" on main: the turn taken as framing, the effect that
# lasts a turn still in force when the damage came.
LATER_TURN_ENDS_IT = [
    (
        "I'm at 3 life. I cast Angel's Grace and it resolves. On my next turn I take 3 damage.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "My opponent is at 2 life. He casts Angel's Grace and it resolves. During his next turn "
        "he takes 5 damage. Do I win?",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "alice is at 3 life. alice casts Angel's Grace and it resolves. On bob's next turn, "
        "alice takes 3 damage.",
        {"alice": "lost", "bob": "won"},
    ),
    (
        "I'm at 3 life. I cast Angel's Grace and it resolves. At the beginning of my next "
        "upkeep, I take 3 damage.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 3 life. I cast Angel's Grace and it resolves. Then on my next turn I take 3 "
        "damage.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "Player A is at 3 life. Player A casts Angel's Grace and it resolves. On player B's "
        "next turn, player A takes 3 damage.",
        {"Player A": "lost", "player B": "won"},
    ),
    (
        "We're both at 2 life. My opponent casts Angel's Grace and it resolves. On my next turn "
        "I attack him with a 3/3 and he doesn't block.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "I'm at 4 life. I cast Angel's Grace and it resolves. In my opponent's following turn, "
        "I take 4 damage.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 4 life. I cast Angel's Grace and it resolves. At the start of his next upkeep I "
        "take 4 damage.",
        {"me": "lost", "opponent": "won"},
    ),
    # supposed: the turn begins, then the rest, in the moment supposed
    (
        "I'm at 3 life. I cast Angel's Grace and it resolves. If on my next turn I take 3 "
        "damage, do I lose?",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 3 life. I cast Angel's Grace and it resolves. What if on his next turn I take 3 "
        "damage?",
        {"me": "lost", "opponent": "won"},
    ),
    # after ", then" inside a sentence, told or supposed
    (
        "I'm at 3 life. I cast Angel's Grace and it resolves, then on my next turn I take 3 "
        "damage.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "My opponent is at 2 life. He casts Angel's Grace and it resolves, and then during his "
        "next turn he takes 5 damage.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "I'm at 3 life. If I cast Angel's Grace and it resolves, then on my next turn I take 3 "
        "damage, do I lose?",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 3 life. What happens if I cast Angel's Grace and it resolves, then on my next "
        "turn I take 3 damage?",
        {"me": "lost", "opponent": "won"},
    ),
    # "until its controller's next turn": that player's turn ends it
    (
        "I'm at 3 life. I cast Teferi's Protection and it resolves. On my next turn, I take 3 "
        "damage.",
        {"me": "lost", "opponent": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), LATER_TURN_ENDS_IT)
def test_a_later_turn_said_first_ends_what_lasts_a_turn(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results


@pytest.mark.parametrize(
    "text",
    [
        # Teferi's Protection lasts until its controller's next turn, not the opponent's.
        "I'm at 3 life. I cast Teferi's Protection and it resolves. On my opponent's next turn, "
        "I take 3 damage.",
        "I'm at 3 life. I cast Teferi's Protection and it resolves. During his following turn "
        "I take 3 damage.",
        "I'm at 3 life. I cast Teferi's Protection and it resolves. What happens if, during my "
        "opponent's next turn, I take 3 damage?",
        # No later turn said: the Grace is still in force.
        "I'm at 3 life. I cast Angel's Grace and it resolves. I take 3 damage.",
    ],
)
def test_what_still_lasts_keeps_the_game_going(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"


@pytest.mark.parametrize(
    "text",
    [
        # Whose turn is not said: it decides what "until your next turn" ends, never guessed.
        "I'm at 3 life. I cast Angel's Grace and it resolves. On the next turn I take 3 damage.",
        "I'm at 3 life. I cast Angel's Grace and it resolves. A few turns later I take 3 damage.",
        "I'm at 3 life. I cast Angel's Grace and it resolves. Next turn I take 3 damage.",
    ],
)
def test_a_later_turn_of_no_one_said_is_refused(text: str) -> None:
    _refused(text)


def test_a_later_turn_beside_a_trigger_waiting_for_a_step_is_left_to_the_steps() -> None:
    # Final Fortune's loss waits for the end step of the extra turn: that turn begun says
    # nothing of whether its end step was reached, never "nobody has lost".
    ruling = _ruled("I cast Final Fortune and it resolves. On my next turn, what happens?")
    assert ruling.status == "depends"
    assert any(case.results.get("me") == "lost" for case in ruling.cases)


def test_the_askers_turn_never_makes_the_asker_a_player_of_named_players() -> None:
    # "my" with no other word of the asker's: a text of named players keeps its two players
    ruling = _ruled("alice is at 3 life and bob is at 5. On my next turn alice takes 3 damage.")
    assert ruling.results == {"alice": "lost", "bob": "won"}
