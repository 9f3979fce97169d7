"""Face-down creatures in a fight told by stats (face_down.py): a face-down permanent is a 2/2
creature with no name, text or abilities (MTG CR 708.2a), so "two face-down morph creatures"
attack as two 2/2s; they were refused as creatures of unknown stats. One turned face up, a
counter or a pump said, or a face-down card named stays refused: its stats may have changed."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    (
        "magic: Andrew and November are both at 2. Andrew is attacking with two face-down morph "
        "creatures. November declares no blocks.",
        {"Andrew": "won", "November": "lost"},
    ),
    # one of them: 2 from 3 leaves 1
    (
        "magic: I'm at 3 life. He attacks me with a face-down creature and I don't block.",
        {"me": "playing", "opponent": "playing"},
    ),
    # a count in digits, "facedown morphs", one of them blocked
    (
        "magic: my opponent is at 2 life. I attack with 2 facedown morphs and he blocks one of "
        "them with a 1/1.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: carol is at 6 life. dave attacks carol with three face down creatures and carol "
        "doesn't block.",
        {"carol": "lost", "dave": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_face_down_creatures_fight_as_two_twos(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "magic: I'm at 2 life. He attacks me with a face-down creature and I don't block. He "
        "turns it face up.",
        "magic: I'm at 3 life. He attacks me with a face-down creature with a +1/+1 counter and "
        "I don't block.",
        "magic: I'm at 2 life. He attacks me with a face-down Exalted Angel and I don't block.",
        "magic: I'm at 3 life. He attacks me with a face-down creature and he unmorphs it. I "
        "don't block.",
        # the block is not said
        "magic: I'm at 2 life. He attacks me with two face-down creatures.",
    ],
)
def test_a_face_down_creature_whose_stats_may_have_changed_is_refused(text: str) -> None:
    _refused(text)
