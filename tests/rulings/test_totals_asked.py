"""A question of the total a moment leaves a player at (issue #31, "as asked": "If my opponent
has two life, and I deal him 10 damage, does his life reduce to -8 meaning he has to sacrifice
four lands to his Zuran Orb, or does he go to 0 ...?"): the asker's guesses of the total, each
maybe with what they reason the player then has to do, are the question the ruling answers
(it works the totals out and shows them). The question is skipped and shown, the moment ruled
on. What a player "has to" do then may be paid to a card Arbiter does not know (an ability
used once the total is reached comes too late, MTG CR 704.3, 117.5); a card Arbiter knows,
named anywhere in the question, keeps it read (and refused where it cannot be)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "If bob is at 3 life and I deal him 5 damage, does his life total drop to -2, "
            "meaning he has to sacrifice two creatures to his Bottle Gnomes, or does he go to "
            "0?",
            {"bob": "lost"},
        ),
        (
            "Suppose my opponent has four life and takes 7 damage: would he end up at -3 or at 0?",
            {"opponent": "lost"},
        ),
        ("I'm at 6 life and I lose 2 life. Do I go to 4?", {"me": "playing"}),
        (
            "If I have 1 life and my opponent deals me 3 damage, would I be at negative 2 or "
            "just at 0?",
            {"me": "lost"},
        ),
        (
            "If my opponent is at 3 life and I Bolt him, what would his life total be, 0 or -3?",
            {"opponent": "lost"},
        ),
        ("If I am at 4 life and lose 3 life, would that put me at 1?", {"me": "playing"}),
        (
            "Carol is at 2 life and takes 2 damage: does she end up with 0 life or would it "
            "bring her to -1?",
            {"carol": "lost"},
        ),
        (
            "Alice is at 5 life and takes 9 damage, does she hit -4 meaning she has to pay "
            "life to her Kjeldoran Outpost?",
            {"alice": "lost"},
        ),
    ],
)
def test_a_question_of_the_total_is_skipped_and_the_moment_ruled(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    ours = {player.lower(): result for player, result in ruling.results.items()}
    for player, result in results.items():
        assert ours[player] == result
    assert any(
        said.lower().startswith(("does", "do ", "would", "what")) for said in ruling.skipped
    ), ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        # a card Arbiter knows, in the question: it is read, never dropped
        "If I am at 2 life and take 3 damage, do I go to -1, meaning I have to sacrifice my "
        "Platinum Angel?",
        # a card said to act, not paid to: what it does may keep him in
        "If bob is at 3 life and I deal him 5 damage, does he go to -2 meaning his Bottle "
        "Gnomes has to save him?",
        # no question mark: the words go on, not a whole question
        "If bob is at 3 life, does he go to 0 when he pays 3 life to his Bottle Gnomes",
    ],
)
def test_a_question_that_may_say_more_than_the_total_is_not_skipped(text: str) -> None:
    _refused(text)
