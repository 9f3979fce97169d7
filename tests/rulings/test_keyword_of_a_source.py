"""Damage from a source the words give a keyword that changes what its damage does (issue #31,
found probing the poison and lifelink families of the fresh held-out set): "my opponent has 9
poison counters. my creature with infect deals 1 damage to him" was read as 1 life lost ("if
opponent had more than 1 life: the game goes on"), when infect damage to a player is poison
counters (MTG CR 702.90b): his tenth. A source's lifelink (702.15b), toxic (702.164c) or
poisonous (702.70a) was dropped the same way. A known card's own keywords are its card data's
(Glistener Elf); one said only in words is not read, and the sentence is refused and named,
never judged as plain damage. Since session 23, infect said alone of a source no card names is
read as its poison counters (infect_said.py); the other keywords stay refused."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.words import Refusal

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "unread"),
    [
        (
            "Bob has 9 poison counters. Alice's creature with toxic 1 deals 2 combat damage to "
            "Bob.",
            "Alice's creature with toxic 1 deals 2 combat damage to Bob",
        ),
        (
            "my opponent is at 3 life. a creature with Lifelink and flying deals 3 damage to him.",
            "a creature with Lifelink",
        ),
    ],
)
def test_a_keyword_said_of_the_source_is_refused_not_dropped(text: str, unread: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert answer.kind is Refusal.UNREAD
    assert answer.unread == unread


@pytest.mark.parametrize(
    ("text", "status", "results"),
    [
        # a known card's infect is its card data's: the tenth poison counter
        (
            "my opponent has 9 poison counters. Glistener Elf deals 1 damage to him.",
            "over",
            {"me": "won", "opponent": "lost"},
        ),
        # infect said in words of a source no card names: poison, the tenth (session 23,
        # test_infect_said.py: it was refused)
        (
            "my opponent has 9 poison counters. my creature with infect deals 1 damage to him.",
            "over",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "my opponent has 9 poison counters. my infect creature deals 1 damage to him.",
            "over",
            {"me": "won", "opponent": "lost"},
        ),
        # words that are no keyword of the source: plain damage, as before
        (
            "my opponent is at 3 life. my creature with flying deals 3 damage to him.",
            "over",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "my opponent is at 5 life. my creature deals 3 damage to him.",
            "ongoing",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_source_without_such_words_is_read_as_before(
    text: str, status: str, results: dict[str, str]
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == status
    assert answer.results == results
