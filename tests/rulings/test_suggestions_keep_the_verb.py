"""A "did you mean" never drops a verb that stops, turns or trades what happens (adversary
pass, session 23): "I prevent 2 of the damage" was offered "I take 2 damage", and "I pay 1
life for my spell" "I gain 1 life", another event than the one typed. Typos of the phrase's
own words are still offered."""

from __future__ import annotations

import pytest

from tests.rulings.test_suggestions import _offered


@pytest.mark.parametrize(
    "text",
    [
        "magic: im at 2, opp bolts me, i prevent 2 of the damage. do i live",
        "magic: i'm at 1 life and i pay 1 life for my spell. do i lose",
        "magic: bob is at 4 life. bob prevented 4 of the damage",
        "magic: alice is at 5 life. alice redirects 5 damage",
        "magic: i'm at 6 and i halve 6 life",
        "magic: alice is at 3 life. alice paid 3 life for the spell",
        "magic: opp is at 8 life and he drains 8 life",
        "magic: I'm at 4 life. I skip 4 damage",
    ],
)
def test_no_suggestion_drops_a_verb_that_turns_the_event(text: str) -> None:
    offered = _offered(text)
    assert offered is None or not any(
        verb in offered.split() for verb in ("take", "takes", "gain", "gains", "loses", "lose")
    ), offered


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("magic: im at 1 life and i have 9 poision counters", "I have 9 poison counters"),
        ("magic: alice lose 3 lfie", "alice loses 3 life"),
        ("magic: I concde", "I concede"),
    ],
)
def test_typos_of_the_phrase_words_are_still_offered(text: str, offered: str) -> None:
    assert _offered(text) == offered
