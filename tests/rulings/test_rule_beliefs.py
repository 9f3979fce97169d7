"""What the asker believed a rule to be (issue #31, asker_thoughts.is_rule_belief): "I've always
been under the impression you can't go below 0" is said of anyone ("you", "a player") with what
a rule allows ("can't", "may"): no fact of the moment, skipped and shown, the ruling settles it.
A card named in it, or a fact told in it ("you were tapped out"), is read or refused, never
skipped."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

BELIEFS = [
    ("I always thought you couldn't go below 0 life. my opponent is at 0 life", "over"),
    (
        "I've always been under the impression you can't go below 0. I control Platinum Angel "
        "and I am at -3 life",
        "ongoing",
    ),
    ("We were under the impression that a player may not drop under zero. bob concedes", "over"),
]


@pytest.mark.parametrize(("text", "status"), BELIEFS)
def test_a_belief_about_a_rule_is_skipped_and_the_moment_ruled(text: str, status: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert any("impression" in said or "thought" in said for said in ruling.skipped)


NOT_A_RULE = [
    # a fact told in it
    "I always thought you couldn't attack because you were tapped out. bob is at 0 life",
    # a card named in it
    "I always thought you couldn't lose with Platinum Angel. bob is at 0 life",
    # of a player of the game, no rule
    "I always thought bob couldn't go below 0. bob is at 0 life",
]


@pytest.mark.parametrize("text", NOT_A_RULE)
def test_a_belief_that_holds_a_fact_or_a_card_is_not_skipped(text: str) -> None:
    _refused(text)
