"""A permanent spell whose effects last while it is in play, cast in one sentence beside another
player's spell, with nothing said of which was cast in response (issue #31, found in session
19): "I'm at 3 life. I cast Platinum Angel and my opponent Bolts me. Do I lose?" was "nobody
has won or lost yet", the Angel taken to have resolved first; cast in response, the Bolt
resolves first and the asker loses before the Angel is on the battlefield (405.5, 704.5a). The
words leave the order open, so no one order is ruled."""

from __future__ import annotations

import pytest

from bot.core.rulings import Ruling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. I cast Platinum Angel and my opponent Bolts me. Do I lose?",
        "I'm at 3 life. I play Platinum Angel and my opponent Bolts me. Do I lose?",
        "bob is at 2 life. bob casts Platinum Angel and alice Shocks bob.",
        "I'm at 2 life and cast Platinum Angel, and my opponent shocks me",
    ],
)
def test_a_lasting_spell_beside_another_players_spell_is_never_ruled_in_one_order(
    text: str,
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, Ruling):  # both orders, and the question that settles it
        assert answer.status == "depends", answer.text()
        assert "resolved first" in answer.text()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # two sentences: the Angel resolved before the Bolt was cast
        (
            "I'm at 3 life. I cast Platinum Angel. My opponent Bolts me. Do I lose?",
            {"me": "playing", "opponent": "playing"},
        ),
        # said to resolve first
        (
            "I'm at 3 life. I cast Platinum Angel and it resolves. My opponent Bolts me.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_lasting_spell_told_before_in_its_own_sentence_is_in_play(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
