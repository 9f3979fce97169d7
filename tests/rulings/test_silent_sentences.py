"""No sentence of the asker's vanishes without a word (session 26, helper silent26's hunt: each
sentence X of many kinds asked between "bob is at 5." and "bob takes 5 damage.").

- A creature held by its part in combat ("bob has a blocker", "my opponent controls two
  untapped attackers") was read as holding nothing: a creature Arbiter does not know may say
  its controller can't lose (Platinum Angel), so it is asked for, as "a creature" is.
- Nothing held ("bob has no creatures", "I have no permanents") ends nothing, and is shown as
  taken, never dropped without a word.
"""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("bob is at 5. bob has a blocker. bob takes 5 damage.", "a blocker"),
        ("bob is at 5. bob controls two untapped blockers. alice deals 5 damage to bob", "two"),
        ("i am at 3 and i have an attacker. i take 4 damage. do i lose?", "an attacker"),
        ("my opponent has a chump blocker. he is at 2. i deal 2 damage to him", "chump blocker"),
        ("carol has attackers. carol is at 1. carol loses 1 life.", "attackers"),
    ],
)
def test_a_creature_held_by_its_combat_part_is_asked_for(text: str, words: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert "Which card is" in answer.message and words in answer.message, answer.message


@pytest.mark.parametrize(
    "text",
    [
        "bob has a blocker. bob concedes.",  # nothing a card in play turns
        "bob is at 5. bob has no blockers. bob takes 5 damage.",  # none held
    ],
)
def test_near_misses_still_ruled(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.results["bob"] == "lost"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("bob is at 5. bob has no creatures. bob takes 5 damage.", "no creatures"),
        ("i'm at 2 and i have no permanents. i take 2 damage", "no permanents"),
        ("alice controls zero creatures. alice is at 4. bob deals 4 damage to alice.", "zero"),
    ],
)
def test_nothing_held_is_shown_not_dropped(text: str, words: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == "over"
    shown = answer.skipped + answer.held_unnamed
    assert any(words in said for said in shown), (answer.skipped, answer.held_unnamed)


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("bob is at 5. bob is the active player. bob takes 5 damage.", "bob is the active player"),
        ("i'm at 3. i take an extra turn. i take 3 damage", "i take an extra turn"),
        ("alice is still in the game. alice is at 2. bob deals 2 damage to alice", "still in"),
        ("my opponent is at 4. he discards a card. i deal 4 damage to him", "discards a card"),
        ("carol is the nonactive player. carol is at 1. carol loses 1 life.", "nonactive"),
    ],
)
def test_a_sentence_ending_nothing_is_shown_as_skipped(text: str, sentence: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == "over"
    assert any(sentence in said for said in answer.skipped), answer.skipped


def test_a_sentence_read_is_not_shown_as_skipped() -> None:
    answer = rule_on("bob is at 5. bob takes 5 damage.", default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.skipped == ()
