"""An attack told unblocked by the state of its creature rather than by the defender's choice,
joined to it by "and" ("I attack with a 4/4 and it is unblocked", "... and it isn't blocked",
"... and nobody blocks it", "... and they're unblocked"), as "and it goes unblocked" was read:
the attack's damage to the defending player (lexicon `unblocked`). A block said, or one of
two blocks offered, or anything after it that may change the damage, stays unread."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 3 life. I attack with a 4/4 and it is unblocked.",
            {"opponent": "lost"},
        ),
        ("My opponent is at 3 life. I attack with a 4/4 and it's unblocked.", {"opponent": "lost"}),
        ("bob is at 2 life. alice attacks bob with a 3/3 and it isn't blocked.", {"bob": "lost"}),
        ("I'm at 6. He attacks me with a 5/5 and nobody blocks it. Am I dead?", {"me": "playing"}),
        ("I'm at 4. He attacked me with a 5/5 and no one blocked it.", {"me": "lost"}),
        (
            "My opponent is at 5 life. I attack with two 3/3s and they're unblocked.",
            {"opponent": "lost"},
        ),
        (
            "My opponent is at 7 life. I attack with two 3/3s and they were not blocked.",
            {"opponent": "playing"},
        ),
        (
            "I'm at 3 life. My opponent attacks me with Phage the Untouchable and it wasn't "
            "blocked.",
            {"me": "lost"},
        ),
    ],
)
def test_an_attack_said_unblocked_deals_its_damage(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {player: ruling.results[player] for player in results} == results


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life. I attack with a 4/4 and it is blocked. Does he lose?",
        "My opponent is at 3 life. I attack with a 4/4 and it is unblocked or blocked by a 1/1.",
        "My opponent is at 3 life. I attack with a 4/4 and nobody blocks it but he casts Fog.",
        "My opponent is at 3 life. I attack with a 4/4 and it isn't blocked by his 2/2.",
    ],
)
def test_a_block_said_or_offered_stays_unread(text: str) -> None:
    _refused(text)
