"""Totals told after events, in sentences with more in them (issue #31, session 29b).

A total told right after a change of it, in the next sentence, was checked against that change
only where the sentence told totals alone (test_sentences_s29): "he is at 5. I bolt him. He
goes to 0 and I gain 2 life" took the 0 as a report of its own, a player the Bolt left at 2
ruled dead. Any total in the sentence, beside any other clause, is now checked the same way,
and so are poison counters: one the change does not lead to is refused naming both numbers.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PLAYING = {"me": "playing", "opponent": "playing"}
WON = {"me": "won", "opponent": "lost"}
HAS_8 = "he has 8 poison counters. he gets "


@pytest.mark.parametrize(
    ("text", "led", "said"),
    [
        ("magic: he is at 5. I bolt him. He goes to 0 and I gain 2 life", "2", "0"),
        ("he is at 5. I bolt him. I gain 2 life and he goes to 0", "2", "0"),
        ("he is at 5. I bolt him. He goes to 0, I gain 2 life", "2", "0"),
        ("he is at 5. I bolt him, he's now at 0 and I gain 2 life", "2", "0"),
        ("he is at 5. I bolt him. He goes to 0 and he concedes", "2", "0"),
        ("he is at 5. I shock him. He goes to 0 and I gain 2 life from Healing Salve", "3", "0"),
        (
            "he is at 6. I cast Lava Axe at him and it resolves. He goes to 0 and I gain 2 life",
            "1",
            "0",
        ),
        (
            "he is at 5. I cast Fireball at him for 3 and it resolves. He goes to 0, I gain 2 life",
            "2",
            "0",
        ),
        ("he is at 5. he takes 3 combat damage. He is at 0 and I gain 2 life", "2", "0"),
        ("he is at 5. he loses 3 life. He goes to 0 and I gain 2 life", "2", "0"),
        ("I'm at 5. I gain 3 life. he loses 2 life and I'm at 10", "8", "10"),
        # poison counters: 8 and one more are 9
        (
            f"{HAS_8}1 poison counter. he has 10 poison counters and I gain 1 life",
            "9",
            "10",
        ),
        (
            f"{HAS_8}1 poison counter. I gain 1 life and he is at 10 poison",
            "9",
            "10",
        ),
    ],
)
def test_a_total_beside_other_clauses_right_after_a_change_it_does_not_follow_is_refused(
    text: str, led: str, said: str
) -> None:
    assert f"leads to {led}, not {said}" in _refused(text).message  # both numbers named


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # where the change leads
        ("he is at 5. I bolt him. He goes to 2 and I gain 2 life", PLAYING),
        ("he is at 5. I cast Lava Axe at him and it resolves. He goes to 0 and I gain 2 life", WON),
        (
            f"{HAS_8}2 poison counters. he has 10 poison counters and I gain 1 life",
            WON,
        ),
        # more events between, or some time later: a report of its own, as before
        ("he is at 5. I bolt him. then I shock him. He goes to 0 and I gain 2 life", WON),
        ("he is at 5. I bolt him. Later he goes to 0 and I gain 2 life", WON),
    ],
)
def test_a_total_beside_other_clauses_the_change_leads_to_or_told_later_is_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def _has(n: int) -> str:
    return f"bob has {n} commander damage from my commander. "


def test_a_commanders_damage_so_far_told_again_is_a_total_not_more_damage() -> None:
    # a total so far was counted as that much more: 10, 5 dealt, then "12" made 27 (903.10a)
    five = "my commander deals 5 combat damage to bob. "
    for text, led, said in (
        (f"{_has(10)}{five}{_has(12)}", 15, 12),
        (f"{_has(10)}{five}{_has(12)}and I gain 1 life", 15, 12),
        (f"{_has(10)}bob takes 3 commander damage from my commander. {_has(12)}", 13, 12),
        (f"{five}bob has taken 12 commander damage from my commander", 5, 12),
    ):
        refusal = _refused(text).message
        assert f"leads to {led} commander damage from that commander, not {said}" in refusal
    # the same total told again is no more damage (was 22: bob ruled out)
    assert _ruled(f"{_has(11)}{_has(11)}").results == {"bob": "playing", "me": "playing"}
    # a total so far told first, and more dealt after it, as before
    assert _ruled(f"{_has(20)}my commander deals 1 combat damage to bob").results == {
        "bob": "lost",
        "me": "won",
    }


def test_a_total_said_now_or_dead_is_read() -> None:
    # were refused as unread ("He's at 0 now", "he's dead at 0")
    for told in ("He's at 0 now", "so he's dead at 0", "he goes to 0 now"):
        assert _ruled(f"he is at 3. I bolt him. {told}").results == WON
        assert "leads to 2, not 0" in _refused(f"he is at 5. I bolt him. {told}").message


# Sentences that leave the total alone between the change and the total told after it: "he is
# at 5. I bolt him. I gain 2 life. He goes to 0" was "opponent loses" (the gain is mine; the
# Bolt left him at 2). The total is checked against the last change of it, across them.
@pytest.mark.parametrize(
    ("text", "led", "said"),
    [
        ("he is at 5. I bolt him. I gain 2 life. He goes to 0", "2", "0"),
        ("he is at 5. I bolt him. I gain 2 life. I gain 1 life. He is at 0", "2", "0"),
        ("I'm at 5. I gain 3 life. he loses 2 life. Now I'm at 10", "8", "10"),
    ],
)
def test_a_total_after_sentences_that_left_it_alone_is_checked_against_its_last_change(
    text: str, led: str, said: str
) -> None:
    assert f"leads to {led}, not {said}" in _refused(text).message  # both numbers named


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("he is at 5. I bolt him. I gain 2 life. He goes to 2", PLAYING),
        ("he is at 5. I bolt him. I gain 2 life. Later he goes to 0", WON),
        ("he is at 5. I bolt him. I gain 2 life. On his turn he is at 0", WON),
    ],
)
def test_a_total_after_sentences_between_that_it_follows_or_told_later_is_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
