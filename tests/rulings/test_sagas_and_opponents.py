"""The asker's opponents counted with their life totals ("one opponent with 30 life and two
other opponents with 0 and -2 life", bot/core/rulings/prose_boards.py), and a Saga said to be
on a chapter ("I have Heaven Sent on the third chapter"): held, its chapter's trigger still to
resolve after the moment told, so a player already at 0 or less life has lost before it; where
what the chapter does may change who wins, the words must say it."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

COUNTED = [
    (
        "I'm at 10 life, an opponent at 5 life and another opponent at 0 life",
        {"me": "playing", "first opponent": "playing", "second opponent": "lost"},
    ),
    (
        "I control Platinum Angel, three opponents with 0, 1 and 2 life",
        {
            "me": "playing",
            "first opponent": "lost",
            "second opponent": "playing",
            "third opponent": "playing",
        },
    ),
    (
        "I am at 3 life, one opponent at minus 2 life and two other opponents at six and 7 life",
        {
            "me": "playing",
            "first opponent": "lost",
            "second opponent": "playing",
            "third opponent": "playing",
        },
    ),
]


@pytest.mark.parametrize(("text", "results"), COUNTED)
def test_opponents_counted_with_their_life_are_named_in_the_order_told(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert ruling.results == results


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # two opponents, one total: whose is it? left as written
        ("I'm at 5 life, two opponents at 4 life", "two opponents at 4 life"),
        # one opponent alone: the only one, or one of several?
        ("I'm at 5 life and one opponent at 0 life", "one opponent at 0 life"),
        # whose opponents? without the asker, who else plays is not said
        ("one opponent with 30 life and another opponent with 0 life", "one opponent"),
    ],
)
def test_opponents_counted_are_read_only_when_each_has_its_total_and_the_asker_plays(
    text: str, named: str
) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# -- a Saga on a chapter ---------------------------------------------------------------------


def test_a_player_at_0_life_has_lost_before_a_chapter_resolves() -> None:
    ruling = _ruled(
        "I have Heaven Sent on the third chapter, one opponent with 30 life and two other "
        "opponents with 0 and -2 life"
    )
    assert ruling.status == "ongoing"
    assert ruling.results == {
        "me": "playing",
        "first opponent": "playing",
        "second opponent": "lost",
        "third opponent": "lost",
    }
    assert [card.name for card in ruling.cards] == ["Heaven Sent"]


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control Heaven Sent on its final chapter and my opponent is at 0 life",
            {"me": "won", "opponent": "lost"},
        ),
        # the Saga is bob's: its damage is to bob's opponents, and I am at 0 already
        ("bob has Heaven Sent on the 3rd chapter and I am at 0 life", {"me": "lost", "bob": "won"}),
    ],
)
def test_a_chapter_that_cannot_change_the_outcome_is_held(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # its 1 damage would bring the first opponent to 0
        "I have Heaven Sent on the third chapter, an opponent at 1 life and another opponent "
        "at 0 life",
        # the other opponent's life is not said
        "I have Heaven Sent on the third chapter. bob is at 0 life. carol concedes",
        # a Saga Arbiter does not know
        "I have Zorbo Saga on the third chapter, one opponent with 30 life and another "
        "opponent with 0 life",
    ],
)
def test_a_chapter_whose_effect_may_decide_must_be_said(text: str) -> None:
    refused = _refused(text)
    assert "on its chapter may decide the outcome" in refused.message


def test_a_saga_on_a_chapter_without_its_holder_is_not_read() -> None:
    refused = _refused("Heaven Sent is on the third chapter, my opponent is at 0 life")
    assert refused.unread is not None
