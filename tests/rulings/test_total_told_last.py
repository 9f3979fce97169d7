"""A total told after what changed it, last before the question (issue #31, session 20; fresh:
jc-char-at-two-against-four-in-a-tournament, "I play Char at a DCI sanctioned tournament. I'm at
two, and my opponent is at four. Would we both get a win ...?"). Read in order, "I'm at two" is
the total Char left, and the game goes on; but an asker who tells the totals and then asks of
the moment may mean the board it was asked from, where both players lose. The words leave it
open: refused, asking for the total first, never answered "nobody has lost". A total said to
come after ("then", "now", "after that"), one with no question after it (the situation
language's order), one told before the change, or one followed by more events is read as
before."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "I Char him at a tournament. I'm at two, and my opponent is at four. Who wins?",
            "I'm at two",
        ),
        ("I bolt him. He is at 3. Does he die?", "He is at 3"),
        ("My opponent Shocks me. I'm at 2 life. Am I dead?", "I'm at 2 life"),
        ("I take 3 combat damage. I'm at 1 life. Do I lose?", "I'm at 1 life"),
        ("Bob loses 4 life. Bob has 4 life left. Who wins?", "Bob has 4 life"),
        ("I Char my opponent. We are both at 2 life. Is it a draw?", "at 2 life"),
    ],
)
def test_a_total_told_last_before_the_question_is_asked_for(text: str, total: str) -> None:
    refused = rule_on(text, default_game=MAGIC)
    assert isinstance(refused, NoRuling), refused
    assert refused.unread is not None and total.lower() in refused.unread.lower()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # said to be the total after
        ("I bolt him. Now he is at 3. Who wins?", {"me": "playing", "opponent": "playing"}),
        ("I bolt him. Then he is at 3. Who wins?", {"me": "playing", "opponent": "playing"}),
        # no question: the situation language's order, the total after
        ("I bolt him. He is at 3.", {"me": "playing", "opponent": "playing"}),
        # said as where the change took it
        ("I bolt him. He goes to 0. Who wins?", {"me": "won", "opponent": "lost"}),
        ("I bolt him. He drops to 2. Is he dead?", {"me": "playing", "opponent": "playing"}),
        # told before the change
        ("He is at 3. I bolt him. Does he die?", {"me": "won", "opponent": "lost"}),
        # more happens after it: the total in between
        (
            "I bolt him. He is at 3. Then I bolt him. Does he die?",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_total_in_order_is_still_read_in_order(text: str, results: dict[str, str]) -> None:
    ruling = rule_on(text, default_game=MAGIC)
    assert isinstance(ruling, Ruling), ruling
    assert dict(ruling.results) == results
