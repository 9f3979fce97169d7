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


HEDGED = [
    # the same rule believed, hedged by what the asker knows: was unread
    ("As far as I know, you can't go below 0 life. I am at 2 life and I take 5 damage.", "over"),
    ("From what I can tell, a player can't lose to poison. bob concedes", "over"),
    (
        "Correct me if I'm wrong, but players cannot go below zero. I control Platinum Angel "
        "and I am at -3 life",
        "ongoing",
    ),
]


@pytest.mark.parametrize(("text", "status"), HEDGED)
def test_a_rule_believed_with_a_hedge_is_skipped_and_the_moment_ruled(
    text: str, status: str
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert any(
        said.lower().startswith(("as far", "from what", "correct me")) for said in ruling.skipped
    )


HEDGED_FACTS = [
    # a fact told under the hedge: unsure, never skipped
    "As far as I know, you were at 3 life. bob concedes",
    "If I'm not mistaken, he is at 3 life. he takes 3 damage",
    # a card named in the rule believed
    "From what I can tell, you can't lose with Platinum Angel. I am at 0 life",
    # a fact beside the rule
    "As far as I know, you can't lose, and he has 3 life. he takes 3 damage",
]


@pytest.mark.parametrize("text", HEDGED_FACTS)
def test_a_hedged_fact_or_card_is_not_skipped(text: str) -> None:
    _refused(text)
