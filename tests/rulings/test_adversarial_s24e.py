"""Grand Archive and Terrus questions typed as players type them (issue #31, the session-24
adversarial pass "adversary24e"): two turns begun at once were a draw, and answers to those
games spoke Magic's words (a library, MTG CR 704.5b, "magic:" and "terrus commander:"
examples). Each reading, its paraphrases, and the near readings that must stay as they were."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

GA = System("grand-archive")
TERRUS = System("terrus")
MAGIC = System("magic")


def _refused(text: str, game: System) -> str:
    answer = rule_on(text, default_game=game)
    assert isinstance(answer, NoRuling), answer.text()
    return answer.message


def _ruled(text: str, game: System) -> Ruling:
    answer = rule_on(text, default_game=game)
    assert isinstance(answer, Ruling), answer
    return answer


# -- two players' turns never begin at once


# "I begin my turn with 10 structures while my opponent begins his turn with 4 relics" was a
# draw (two victories at once): turns are taken one at a time, so which began first decides it.
@pytest.mark.parametrize(
    "text",
    [
        "I begin my turn with 10 structures while my opponent begins his turn with 4 relics",
        "alice begins her turn with 10 structures and bob begins his turn with 3 structures",
        "bob began his turn with 4 relics at the same time as carol began her turn with 12"
        " structures. who wins?",
        "who wins if my opponent begins their turn with five relics and I begin my turn with"
        " ten structures",
    ],
)
def test_two_turns_begun_at_once_are_refused(text: str) -> None:
    assert "turns cannot begin at the same time" in _refused(text, TERRUS)


@pytest.mark.parametrize(
    ("text", "winner"),
    [
        ("alice begins her turn with 10 structures. then bob begins his turn with 4 relics",
         "alice"),
        ("alice begins her turn with 10 structures and 4 relics", "alice"),
        ("bob is at 0 vitae and alice begins her turn with 10 structures", "alice"),
        ("I begin my turn with 9 structures. then my opponent begins his turn with 4 relics",
         "opponent"),
    ],
)  # fmt: skip
def test_one_turn_at_a_time_is_still_answered(text: str, winner: str) -> None:
    answer = _ruled(text, TERRUS)
    assert (answer.status, answer.results[winner]) == ("over", "won"), answer.text()


# -- an answer in the game's own words


@pytest.mark.parametrize(
    "text",
    [
        "My opponent has no cards left in their deck and draws, who wins?",
        "bob has no cards in his deck and has to draw. does he lose?",
        "my deck is empty",
    ],
)
def test_an_empty_deck_in_grand_archive_cites_its_own_rules(text: str) -> None:
    answer = _ruled(text, GA)
    assert "MTG" not in answer.explanation and "library" not in answer.explanation
    assert "GA Ending the Game 3" in answer.explanation


def test_an_empty_library_in_magic_still_cites_the_comprehensive_rules() -> None:
    assert "MTG CR 704.5b" in _ruled("my library is empty", MAGIC).explanation


@pytest.mark.parametrize(
    ("text", "game", "shown", "never"),
    [
        ("we both drew from empty decks at the same time. draw?", GA, "empty deck", "library"),
        ("my opponent's deck ran dry when she drew at once", GA, "grand-archive:", "library"),
        ("if I take 30 commander damage do I lose?", TERRUS, '"terrus:', "terrus commander"),
        ("alice has 15 INT, does she win?", TERRUS, "vitae", " life"),
        ("we both drew from empty decks at the same time. draw?", MAGIC, "empty library", "deck"),
    ],
)
def test_examples_are_the_games_own(text: str, game: System, shown: str, never: str) -> None:
    refused = _refused(text, game)
    assert shown in refused and never not in refused.split("Situations read like")[-1]


@pytest.mark.parametrize(
    ("text", "game", "example"),
    [
        ("does it count as a win if they concede?", GA, "grand-archive:"),
        ("is the game a draw if it's stuck in a loop?", GA, "grand-archive:"),
        ("i would win and lose at the same time, what happens?", GA, "grand-archive:"),
        ("what is the rule on relics?", TERRUS, "terrus:"),
        ("does it count as a win if they concede?", MAGIC, "magic:"),
    ],
)
def test_a_rule_question_is_shown_an_example_of_its_game(
    text: str, game: System, example: str
) -> None:
    refused = _refused(text, game)
    assert f'e.g. "{example}' in refused
    if game != MAGIC:
        assert "magic:" not in refused and " life " not in refused
