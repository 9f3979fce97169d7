"""Combat told as people tell it (combat_told.py), more of its words: no block said as "declares
no blockers" or "it goes unblocked", attackers counted ("two 3/3s", "three 2/2 tokens": that many
alike), and a creature named by its keyword ("a 2/2 double striker", "a 1/3 lifelinker"). What
they deal is read only where it is fixed, as before: several blockers, or a block among several
attackers, stay refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    # no block, said otherwise
    (
        "magic: my opponent is at 4 life. I attack with a 5/5 and my opponent declares no blocks",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: bob is at 5 life. alice attacks bob with a 5/5 and he declares no blockers",
        {"alice": "won", "bob": "lost"},
    ),
    (
        "magic: I am at 3 life. my opponent attacks me with a 3/1 and it goes unblocked",
        {"me": "lost", "opponent": "won"},
    ),
    # attackers counted
    (
        "magic: my opponent is at 6 life. I attack with two 3/3s and he doesn't block",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: carol is at 9 life. dave attacks carol with 3 3/3 tokens and she doesn't block",
        {"dave": "won", "carol": "lost"},
    ),
    (
        "magic: my opponent is at 12 life. I attack with 12 1/1 tokens and he declares no blockers",
        {"me": "won", "opponent": "lost"},
    ),
    # a keyword said as the creature's noun
    (
        "magic: my opponent is at 4 life. I attack with a 2/2 double striker and he doesn't block",
        {"me": "won", "opponent": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_combat_said_these_ways_is_its_damage(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


GOES_ON = [
    # three 2/2s are 6: at 7 he is still in
    "magic: my opponent is at 7 life. I attack with three 2/2 tokens and he doesn't block",
    # a lifelinker that blocks gains its controller its damage, at once (702.15b)
    "magic: I am at 1 life. my opponent attacks me with a 2/2 and I block with a 1/3 lifelinker",
    # a 2/2 first striker unblocked: 2 of his 5
    "magic: my opponent is at 5 life. I attack with a 2/2 first striker and he doesn't block",
]


@pytest.mark.parametrize("text", GOES_ON)
def test_what_the_fight_leaves_ends_nothing(text: str) -> None:
    assert _ruled(text).status == "ongoing"


REFUSED = [
    # two blockers: the order damage is assigned in
    "magic: my opponent is at 4 life. I attack with a 4/4 with trample and he blocks with two 1/1s",
    # a block among several attackers: which one was blocked
    "magic: my opponent is at 4 life. I attack with two 3/3s and he blocks with a 2/2",
    # more said of the block than no block: he blocked the other one
    "magic: my opponent is at 6 life. I attack with two 3/3s and he doesn't block one of them",
    "magic: my opponent is at 6 life. I attack with a 3/3 and a 3/3 and he doesn't block one of "
    "them",
    "magic: my opponent is at 6 life. I attack with two 3/3s and he declares no blockers for one",
    "magic: my opponent is at 1 life. I attack with a 3/3 and he blocks with a 2/2 from his hand",
    # a fight that deals nothing to a player: refused as before, never "nothing happens"
    "magic: my opponent is at 1 life. I attack with a 2/2 first striker and he blocks with a 3/3",
    # a noun that is no keyword Arbiter reads: the creature's words are unread
    "magic: my opponent is at 4 life. I attack with a 2/2 flier and he doesn't block",
]


@pytest.mark.parametrize("text", REFUSED)
def test_what_the_words_leave_open_stays_refused(text: str) -> None:
    _refused(text)
