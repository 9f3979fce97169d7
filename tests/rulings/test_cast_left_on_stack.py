"""A spell told cast as the last thing said (issue #31, found probing the fresh held-out set in
session 15): "I am at 1 life. my opponent casts Lightning Bolt" was "nobody has won or lost yet",
true only while the Bolt waits on the stack; an asker who stops there means what it did. A spell
whose effect as it resolves may end the game, with nothing said in or after its sentence, is
asked about; cast at a player it still depends on whether it resolved, and said countered or
followed by what happened, it is read as before."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("I am at 1 life. my opponent casts Lightning Bolt", "Lightning Bolt"),
        ("my opponent and I are both at 1 life. I cast Flame Rift", "Flame Rift"),
        ("bob is at 2 life. alice casts Fireball.", "Fireball"),
        # in the sentence of the total (session 16): the total, then the cast left on the stack
        ("I am at 1 life and my opponent casts Lightning Bolt", "Lightning Bolt"),
        ("I'm at 2 life and my opponent casts Flame Rift", "Flame Rift"),
        ("bob is at 2 life, and alice casts Fireball", "Fireball"),
    ],
)
def test_a_spell_left_on_the_stack_is_asked_about(text: str, card: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert f"leaves {card} on the stack" in answer.message


def test_a_spell_aimed_at_a_creature_beside_a_total_ends_nothing() -> None:
    answer = rule_on(
        "I am at 1 life and my opponent casts Lightning Bolt at my creature", default_game=MAGIC
    )
    assert isinstance(answer, Ruling), answer
    assert answer.results == {"me": "playing", "opponent": "playing"}


def test_a_spell_cast_at_a_player_still_depends_on_whether_it_resolved() -> None:
    answer = rule_on("I am at 1 life. my opponent casts Lightning Bolt at me", default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == "depends"


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I am at 1 life. my opponent casts Lightning Bolt. It is countered.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I am at 1 life. my opponent casts Lightning Bolt. I am at 4 life.",
            {"me": "playing", "opponent": "playing"},
        ),
        ("I cast Platinum Angel", {"me": "playing", "opponent": "playing"}),
    ],
)
def test_a_spell_whose_fate_is_said_or_that_ends_nothing_is_read(
    text: str, results: dict[str, str]
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.results == results
