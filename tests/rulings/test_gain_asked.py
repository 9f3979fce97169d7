"""A question of when life gained comes, or whether it saves a player, asked after the moment
told ("When do I get the life gain from the Exalted Angel? Does the life gain from the Exalted
Angel save me or do I die first?"), is skipped and shown: the ruling answers it, the gain shown
in its order (at the same time as the damage, for lifelink: MTG CR 702.15b, 510.2). A card the
question names that the moment never did (what the question supposes), or a number in it, keeps
it read or refused, never dropped."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

SKIPPED = [
    (
        "magic: I am at 2 life and have an Exalted Angel in play. My opponent attacks with two "
        "2/2 creatures. I block one with the Exalted Angel. When do I get the life gain from the "
        "Exalted Angel? Does the life gain from the Exalted Angel save me or do I die first?",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "magic: I am at 2 life. my opponent attacks me with a 3/3 and I block with a 1/1 with "
        "lifelink. When does the lifelink happen?",
        {"me": "playing", "opponent": "playing"},
    ),
    # the card named before does not fight: the question is still only asked, and he loses
    (
        "magic: bob is at 2 life. bob controls Vault Skirge. alice attacks bob with a 3/3 and he "
        "doesn't block. Does the lifelink from the Vault Skirge save him?",
        {"alice": "won", "bob": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), SKIPPED)
def test_a_question_of_the_gain_after_the_moment_is_answered_by_it(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert "Not events (skipped)" in ruling.text()


REFUSED = [
    # a card named only in the question: what it supposes is never dropped
    "magic: I am at 2 life. my opponent attacks me with a 3/3 and I don't block. Does the life "
    "gain from Exalted Angel save me?",
    # a number in it: a fact, not only a question
    "magic: I am at 2 life. I control Exalted Angel. my opponent attacks me with a 3/3 and I "
    "don't block. When do I gain 3 life?",
    "magic: I am at 2 life. my opponent attacks me with a 3/3 and I don't block. When do I get "
    "the life gain from Sanguine Bond?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_question_that_supposes_more_is_never_dropped(text: str) -> None:
    _refused(text)
