"""What keeps a player in, said by what it does rather than by a card (issue #31, "as asked":
"[What if the opponent can't lose?] However, if your opponent has something like Platinum Angel
or Phyrexian Unlife, or some other way to avoid losing for having 0 or less life, the triggers
will just keep going forever").

- "bob has a way to avoid losing for having 0 or less life", "an effect says bob doesn't lose
  for having 0 or less life": an effect of a card not named that switches off the loss for 0 or
  less life only (MTG CR 104.3b, 704.5a); poison still ends the game.
- "something like <examples>, or some other way to <do it>": the kind the asker names; the
  examples are skipped and shown (a card Arbiter knows among them is still checked, and
  refused where it cannot be judged).
- "What if bob can't lose?": a "can't lose" effect supposed; "bob can't lose." told as a fact
  is not read this way.
- A loop said after a comma ("..., so the triggers keep going forever") is a step after what
  the sentence says first."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "status", "results"),
    [
        (
            "my opponent has a way to avoid losing for having 0 or less life. He is at -3 life",
            "ongoing",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "an effect says bob doesn't lose for having 0 or less life. bob gets 10 poison"
            " counters",
            "over",
            {"bob": "lost", "opponent": "won"},
        ),
        (
            "bob has something like a big shield, or some other way to avoid losing for having"
            " 0 or less life. bob is at -4 life",
            "ongoing",
            {"bob": "playing", "opponent": "playing"},
        ),
        (
            "What if my opponent can't lose the game? He is at 0 life",
            "ongoing",
            {"me": "playing", "opponent": "playing"},
        ),
        ("[What if bob can't lose?] bob is at 0 life", "ongoing", {"bob": "playing"}),
        (
            "alice concedes, the triggers keep going forever",
            "over",
            {"alice": "lost", "opponent": "won"},
        ),
    ],
)
def test_what_keeps_a_player_in_said_by_what_it_does(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    for player, result in results.items():
        assert ruling.results[player] == result


def test_the_examples_are_shown_as_skipped() -> None:
    ruling = _ruled(
        "bob has something like a big shield, or some other way to avoid losing for having 0"
        " or less life. bob is at -4 life"
    )
    assert "something like a big shield" in ruling.skipped


def test_a_loop_after_a_comma_comes_after_what_the_sentence_says_first() -> None:
    ruling = _ruled("alice is at 3 life, so the triggers keep going forever")
    assert ruling.depends
    assert sorted(case.status for case in ruling.cases) == ["ongoing", "over"]


@pytest.mark.parametrize(
    "text",
    [
        # Told as a fact, not supposed: no effect is guessed from it.
        "my opponent can't lose the game. He is at 0 life",
        # A card Arbiter knows among the examples is still checked.
        "bob has something like Phyrexian Unlife, or some other way to avoid losing for having"
        " 0 or less life. bob is at -4 life",
        # No way said: "something like" alone names no kind.
        "bob has something like a big shield. bob is at -4 life",
    ],
)
def test_no_effect_is_read_where_none_is_said(text: str) -> None:
    _refused(text)
