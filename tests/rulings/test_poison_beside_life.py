"""A player's life and poison told in one breath (session 23): "I'm at 1 life with 9 poison
counters", "he's at 3 life and 8 poison", "I was at 9 poison and 1 life"; and one poison counter
told without a number ("I get another poison counter", "he got a poison counter"). Each was
refused ('I could not read "I'm at 1 life with 9 poison counters"'), though every number is
said: poison is a total of its own, ten lose (MTG CR 104.3d)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

LOST = {"me": "lost", "opponent": "won"}
WON = {"me": "won", "opponent": "lost"}
BOB_ON = {"Bob": "playing", "opponent": "playing"}
BOB_LOST = {"Bob": "lost", "opponent": "won"}
ON = {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    ("text", "results", "poison"),
    [
        ("I'm at 1 life with 9 poison counters. I get 1 poison counter.", LOST, 10),
        ("I'm at 1 life and 9 poison counters. I get another poison counter.", LOST, 10),
        ("I am at 4 life, and 8 poison. I take 1 more poison counter.", ON, 9),
        ("I was at 9 poison and 1 life. I got a poison counter. Did I lose?", LOST, 10),
        ("I'm at 9 poison counters and 3 life. I lose 3 life.", LOST, 9),
        ("I'm currently at 2 life & 9 poison counters and I take 1 damage", ON, 9),
        ("I was at 1 life with 8 poison counters. I received one more poison counter.", ON, 9),
    ],
)
def test_life_and_poison_said_together_are_both_totals(
    text: str, results: dict[str, str], poison: int
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    events = [
        e for report in ruling.understood["reports"] for e in report.get("simultaneous", [report])
    ]
    counts = [e.get("set", 0) + e.get("delta", 0) for e in events if e["event"] == "poison"]
    assert sum(counts) == poison  # the total told, then each counter given after it


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("My opponent is at 5 life and 8 poison counters and takes 5 damage.", WON),
        ("Bob is at 3 life with 9 poison. Bob gets a poison counter.", BOB_LOST),
        ("Bob was at 3 life and 7 poison. Bob took another poison counter.", BOB_ON),
    ],
)
def test_another_players_life_and_poison(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 1 life with 9 cards in hand. I get a poison counter.",  # no poison total said
        "I'm at 1 life and 9. I get a poison counter.",  # 9 of what?
        "I get some poison counters.",  # how many?
    ],
)
def test_what_the_words_do_not_number_is_still_refused(text: str) -> None:
    _refused(text)
