"""A comparison asked after a moment supposed, with a count changed (a library's, life or
poison: "What happens if both players have 3 cards in their library and I cast Wheel of Fortune?
Is it any different if one player has 1 card and the other player has 3?"),
bot.core.rulings.variants_compared: where every reading of the comparison ends as the moment
does, the moment's answer, said to hold for it too; where the one reading of each ends
otherwise, a case each; else refused as two moments, as before."""

from __future__ import annotations

import pytest

from bot.core.rulings import Ruling
from tests.rulings.test_chat_reading import _refused, _ruled


def _resolved(ruling: Ruling, spell: str) -> dict[str, str]:
    assert ruling.status == "depends"
    return next(c.results for c in ruling.cases if c.condition.endswith(f"{spell} resolved"))


@pytest.mark.parametrize(
    ("text", "spell", "results"),
    [
        (
            "What happens if both players have only 3 cards in their library and I cast Wheel of "
            "Fortune? Is it any different if one player has 1 card and the other player has 3?",
            "Wheel of Fortune",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "what happens if we both have 5 cards in our libraries and my opponent casts wheel of "
            "fortune? does it change anything if one of us has 2",
            "Wheel of Fortune",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "If each player has six cards in their library and I cast Wheel of Fortune, what "
            "happens? Would it be different if I had 2 and my opponent had four cards in his "
            "library?",
            "Wheel of Fortune",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "What happens if I have 1 card in my library and cast Brainstorm? Does it make a "
            "difference if I have 2?",
            "Brainstorm",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_count_changed_that_ends_alike(text: str, spell: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert _resolved(ruling, spell) == results, text
    assert "The same holds if" in ruling.text(), text


@pytest.mark.parametrize(
    "text",
    [
        # the count changed ends otherwise: no empty draw for one of them
        "What happens if both players have 3 cards in their library and I cast Wheel of "
        "Fortune? Is it any different if one player has 1 card and the other player has 10?",
        # ... and the moment has two readings (whether Brainstorm resolved): not put together
        "What happens if I have 1 card in my library and cast Brainstorm? Is it any different if "
        "I have 3?",
        # another player's count, never told before: not the moment told again
        "What happens if I have 1 card in my library and cast Brainstorm? Is it any different if "
        "my opponent has 2?",
        # not a library's count
        "What happens if both players have 3 cards in their library and I cast Wheel of "
        "Fortune? Is it any different if my opponent has 3 poison counters?",
        # a player named by name or pronoun: who, in a game of how many, is not followed
        "What happens if both players have 3 cards in their library and I cast Wheel of "
        "Fortune? Would it be different if alice has 2?",
        # "the other" with no "one" before it
        "What happens if both players have 3 cards in their library and I cast Wheel of "
        "Fortune? Is it any different if the other player has 2?",
        # a second moment, no comparison
        "What happens if both players have 3 cards in their library and I cast Wheel of "
        "Fortune? What if my opponent concedes?",
        "What happens if I'm at 3 life and take 3 damage? What if my opponent concedes?",
        # a count told twice in the moment: which one the comparison changes is not said
        "What happens if I'm at 3 life and my opponent is at 3 life and I take 3 damage? What "
        "if I'm at 4?",
    ],
)
def test_a_comparison_that_may_end_otherwise_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "What happens if I'm at 3 life and take 5 damage? Is it any different if I'm at 4?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "if my opponent is at 2 life and I deal him 3 damage, does he lose? would it be "
            "different if he was at one life",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "What happens if I have 9 poison counters and get 2 poison counters? Does anything "
            "change if I have 8?",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_total_changed_that_ends_alike(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert (ruling.status, ruling.results) == ("over", results), text
    assert "The same holds if" in ruling.text(), text


@pytest.mark.parametrize(
    ("text", "told", "variant"),
    [
        (
            "What happens if I'm at 3 life and take 3 damage? Is it any different if I'm at 4?",
            {"me": "lost", "opponent": "won"},
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "What happens if my opponent has 9 poison counters and gets 1 poison counter? Would "
            "it be any different if he had 7?",
            {"me": "won", "opponent": "lost"},
            {"me": "playing", "opponent": "playing"},
        ),
        (  # "what if" with the count the moment told, told again
            "What happens if I'm at 3 life and take 3 damage? What if I'm at 4?",
            {"me": "lost", "opponent": "won"},
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "If my opponent is at 2 life and I deal him 2 damage, do I win? And what if he had "
            "three life?",
            {"me": "won", "opponent": "lost"},
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "If we are both at 5 life and I take 5 damage, what happens? Does it make a "
            "difference if I'm at 6 life and my opponent is at 5 life?",
            {"me": "lost", "opponent": "won"},
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_total_changed_that_ends_otherwise_is_a_case_each(
    text: str, told: dict[str, str], variant: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends", text
    assert [case.results for case in ruling.cases] == [told, variant], text
    assert "the count you asked about" in ruling.text(), text
