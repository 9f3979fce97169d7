"""A concession said with when it came (issue #31, a "what if" question: "what happens if I
concede with a spell on the stack?" could not be read): a concession acts at once, whatever is on
the stack or whichever step it is (MTG CR 104.3a; the conceder's spells and abilities leave with
them, 800.4a). The moment is the concession; the words of when it came are skipped and shown.
A spell on the stack that may be another player's is left unread: it may still resolve."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled


@pytest.mark.parametrize(
    ("text", "results", "when"),
    [
        (
            "What happens if I concede with a spell on the stack?",
            {"me": "lost", "opponent": "won"},
            "with a spell on the stack",
        ),
        (
            "What if I concede while my trigger is still on the stack?",
            {"me": "lost", "opponent": "won"},
            "while my trigger is still on the stack",
        ),
        (
            "If my opponent concedes while his spell is on the stack, do I win?",
            {"me": "won", "opponent": "lost"},
            "while his spell is on the stack",
        ),
        (
            "If my opponent concedes in response, do I win?",
            {"me": "won", "opponent": "lost"},
            "in response",
        ),
        ("I concede during my opponent's turn.", {"me": "lost"}, "during my opponent's turn"),
        (
            "what happens when a player concedes during combat?",
            {"one player": "lost", "opponent": "won"},
            "during combat",
        ),
        (
            "If bob concedes with her abilities on the stack, who wins?",
            {"bob": "lost"},
            "with her abilities on the stack",
        ),
    ],
)
def test_a_concession_acts_at_once_whenever_it_came(
    text: str, results: dict[str, str], when: str
) -> None:
    ruling = _ruled(text)
    assert {player: ruling.results[player] for player in results} == results
    assert when in ruling.skipped


def test_in_a_game_of_more_the_others_play_on() -> None:
    ruling = _ruled(
        "magic commander: 4 players: me, alice, bob, carol. I concede with my spell on the stack"
    )
    assert ruling.results == {
        "me": "lost",
        "alice": "playing",
        "bob": "playing",
        "carol": "playing",
    }


@pytest.mark.parametrize(
    "text",
    [
        # another player's spell, which may still resolve
        "If my opponent concedes with my spell on the stack, do I win?",
        "If he concedes with my spell on the stack, who wins?",
        # more said after when it came: read (or refused), never skipped
        "alice concedes during combat and bob is at 0 life",
    ],
)
def test_another_players_spell_or_more_told_is_not_skipped(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or not any(
        "on the stack" in said or "during combat" in said for said in answer.skipped
    )
