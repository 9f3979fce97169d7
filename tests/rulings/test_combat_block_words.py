"""More ways people tell a block or its absence in a fight told by stats (the lexicon's
block_verbs, no_blocks_declared, unblocked): "I chump block with a 1/1", "he has no blockers",
"it gets through". Each was refused. A block said with more words ("no blockers untapped"),
"one gets through" among several, or "I don't chump block" stay refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    # the trampler's excess over the chump blocker: 4 of its 5
    (
        "magic: I'm at 3 life. My opponent attacks me with a 5/5 with trample and I chump block "
        "with a 1/1.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "magic: I'm at 5 life. bob attacks me with a 5/5 with trample and I chump-block with a "
        "2/2.",
        {"me": "playing", "bob": "playing"},
    ),
    (
        "magic: My opponent is at 3 life. I attack with a 4/4 and he has no blockers.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: carol is at 5 life. dave attacks carol with two 2/2s and they get through.",
        {"carol": "playing", "dave": "playing"},
    ),
    (
        "magic: My opponent is at 3 life. I attack with a 4/4 and it gets through.",
        {"me": "won", "opponent": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_a_block_or_none_said_another_way_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "magic: My opponent is at 3 life. I attack with a 4/4 and he has no blockers untapped.",
        "magic: My opponent is at 3 life. I attack with two 2/2s and one gets through.",
        "magic: I'm at 3 life. My opponent attacks me with a 5/5 and I don't chump block.",
        # a block only possible, supposed or wished; "no blockers" said of the attacker; "not"
        "magic: I'm at 3 life. My opponent attacks me with a 4/4 and I could chump block with a "
        "1/1.",
        "magic: I'm at 3 life. My opponent attacks me with a 4/4 and I would block with a 1/1.",
        "magic: I'm at 3 life. My opponent attacks me with a 4/4. If I block with a 2/2, do I "
        "survive?",
        "magic: I'm at 3 life. My opponent attacks me with a 4/4 and he has no blockers.",
        "magic: I'm at 3 life. My opponent attacks me with a 4/4 and it doesn't get through.",
        # a chump block of a creature without trample: nothing reaches the player
        "magic: I'm at 3 life. My opponent attacks me with a 5/5 and I chump block with a 1/1.",
    ],
)
def test_a_block_said_with_more_words_stays_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        # at 7 life the 4 was counted twice: "you win" where he is at 3
        "magic: My opponent is at 7 life. I attack with a 4/4 and he doesn't block, so he takes 4.",
        "magic: My opponent is at 7 life. I attack with a 4/4 and he doesn't block. He takes 4.",
        "magic: carol is at 9 life. dave attacks carol with two 3/3s and carol doesn't block, and "
        "carol loses 6.",
    ],
)
def test_the_fights_damage_told_again_by_its_amount_alone_is_never_counted_twice(
    text: str,
) -> None:
    _refused(text)


def test_poison_counters_told_after_the_fight_are_not_its_damage() -> None:
    ruled = _ruled(
        "magic: My opponent is at 7 life. I attack with a 4/4 and he doesn't block. He takes 4 "
        "poison counters."
    )
    assert ruled.results == {"me": "playing", "opponent": "playing"}
