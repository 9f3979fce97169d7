"""A question of the case in general, then the case itself after "For example" (issue #31):
"What happens if I dip below 1 life from an effect that will also heal me after the damage is
dealt? For example: If I bolt myself ...". The example is what is ruled on; the question before
it is skipped and shown. Only a question right before the example's opener, that names no card
and tells no number (a bound, "below 1 life", is none): one that does may hold a fact the
example leaves out, so it is read (or refused and named), never skipped."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled


@pytest.mark.parametrize(
    ("text", "status"),
    [
        (
            "What if I go below 1 life from damage that also heals me? For instance, I am at 2"
            " life and take 5 damage",
            "over",
        ),
        (
            "Does a player lose right away when their life drops under 1? For example: bob is at"
            " 4 life and loses 2 life",
            "ongoing",
        ),
        (
            "What happens if my opponent's life goes under 1 in combat? For example: my"
            " opponent is at 3 life and takes 4 damage",
            "over",
        ),
    ],
)
def test_the_example_is_ruled_on_and_the_general_question_shown(text: str, status: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert any(skipped.endswith("?") for skipped in ruling.skipped)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # A card named in the question: held, read.
        (
            "What happens if I control Platinum Angel? For example: I am at 0 life",
            "Platinum Angel",
        ),
        # A total told in the question: read (here refused on its words, never dropped).
        ("What happens if I'm at 3 life and take damage? For example, I bolt myself", "take"),
    ],
)
def test_a_question_with_a_card_or_a_number_before_the_example_is_never_skipped(
    text: str, kept: str
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, NoRuling):
        assert kept in answer.message
    else:
        assert not any(kept in skipped for skipped in answer.skipped)
        assert answer.status == "ongoing"  # the Angel keeps me in at 0 life


def test_a_question_not_followed_by_an_example_is_read_as_before() -> None:
    answer = rule_on(
        "What if I go below 1 life? I am at 2 life and take 5 damage", default_game=MAGIC
    )
    assert not any("below 1 life" in s for s in getattr(answer, "skipped", ()))


@pytest.mark.parametrize(
    "text",
    [
        # A moment of the game's own players, asked before an example: a fact (the concession)
        # the example leaves out, read, never dropped.
        "What happens if my opponent concedes? For example, my opponent is at 3 life",
        "What if bob concedes? Let's say bob is at 3 life",
        "What happens if alice concedes? For instance, alice is at 7 life",
    ],
)
def test_a_question_of_the_games_own_players_is_read_not_dropped(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert not isinstance(answer, NoRuling)
    assert answer.status == "over"  # the concession ends it (MTG CR 104.3a)
    assert not any("concede" in skipped for skipped in answer.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # The example is of another moment: the general question holds what it asks about.
        "If a player concedes, does the game end? For example, bob is at 3 life.",
        "Does a player lose when they go under 1? For example, bob concedes",
    ],
)
def test_an_example_of_another_moment_does_not_replace_the_question(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if not isinstance(answer, NoRuling):
        assert not any(skipped.endswith("?") for skipped in answer.skipped)
