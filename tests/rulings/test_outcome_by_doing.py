"""An outcome asked of what a player does (issue #31): "can my opponent deck me by playing Mind
Twist with X = 10?", "could bob kill me by casting Lightning Bolt at me?". What they do is the
moment (`my opponent casts Mind Twist with X = 10`), the question skipped and shown: the
ruling says what it brings. Only a cast or an activation ("casting", "playing" a spell,
"activating"), by the player the question names first."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled


@pytest.mark.parametrize(
    ("text", "status", "loser"),
    [
        (
            "I have one card in my hand, 10 in my library and Spiritual Focus on the table. Can"
            " my opponent deck me by playing Mind Twist with X = 5?",
            "ongoing",
            None,
        ),
        (
            "bob is at 3 life. Could alice kill bob by casting Lightning Bolt at bob and it"
            " resolves?",
            "over",
            "bob",
        ),
        # Cast at a player, its resolution unsaid: whether it resolved is asked (608.2).
        ("I am at 2 life. can my opponent beat me by casting Shock at me?", "depends", None),
    ],
)
def test_what_is_done_is_the_moment_and_the_outcome_asked_is_shown(
    text: str, status: str, loser: str | None
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    if loser is not None:
        assert ruling.results[loser] == "lost"
    assert any(" by" in skipped for skipped in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # Not a cast or an activation: read as written (refused here, never guessed).
        "I am at 2 life. can my opponent kill me by attacking with a dragon?",
        # No outcome asked: a statement of what happened is no question.
        "I am at 2 life. my opponent killed me by casting Shock at me?",
    ],
)
def test_other_words_around_an_outcome_are_not_read_so(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or not any(" by" in s for s in answer.skipped)
