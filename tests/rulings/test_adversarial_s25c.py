"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-25
adversarial pass "adversary25c" over words silently dropped): each reading, its paraphrases,
and the near readings that must stay as they were."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- an amount told of many sources: each giving it, or all of them together ------------------


# "I have 5 life. I take 3 damage from both Bolts. Do I lose?" was "nobody has won or lost
# yet": "both" names two sources, each of which may have dealt the 3 (6 in all: a loss), and a
# card's name after "each" ("from each Shock") is many casts of it; both were read as one
# player's damage. Life lost, gained and poison counters told "from" many sources were never
# checked at all ("I lose 3 life from both Bolts", "1 poison counter from each of his
# creatures").
@pytest.mark.parametrize(
    "text",
    [
        "I have 5 life. I take 3 damage from both Bolts. Do I lose?",
        "My opponent is at 4 life and takes 2 damage from both my Shocks. Does he lose?",
        "I'm at 5 life and take 3 damage from each Shock. Do I lose?",
        "alice is at 3 life. She takes 2 damage from every Shock bob cast.",
        "I'm at 5 life and both Bolts deal 3 damage to me. Do I lose?",
        "I'm at 5 life and take 3 damage from both opponents. Do I lose?",
        "I'm at 5 life and lose 3 life from both Bolts. Do I lose?",
        "bob is at 4 life and loses 2 life from each of alice's vampires.",
        "I have 8 poison counters and get 1 poison counter from each of his infect creatures.",
        "my opponent has 9 poison counters and gets 1 from both my creatures. Does he lose?",
        "I'm at 5 life and gain 3 life from both Soul Wardens. I take 7 damage. Do I lose?",
    ],
)
def test_an_amount_from_many_sources_is_refused(text: str) -> None:
    _refused(text)


# Near readings: one source, or every opponent of two players (one), is still read.
@pytest.mark.parametrize(
    ("text", "who", "result"),
    [
        ("I'm at 5 life and take 3 damage from a Shock. Do I lose?", "me", "playing"),
        ("I'm at 3 life and take 3 damage from my opponent. Do I lose?", "me", "lost"),
        ("I'm at 5 life and lose 3 life from Vampire Nighthawk. Do I lose?", "me", "playing"),
        ("I have 8 poison counters and get 2 poison counters from his creature.", "me", "lost"),
        ("I'm at 2 life and lose 3 life from every opponent. Do I lose?", "me", "lost"),
        ("I'm at 5 life and take 3 damage. I also lose 2 life. Do I lose?", "me", "lost"),
    ],
)
def test_an_amount_from_one_source_is_still_read(text: str, who: str, result: str) -> None:
    assert _ruled(text).results[who] == result
