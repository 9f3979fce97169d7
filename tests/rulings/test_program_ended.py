"""A program said to have ended the game as its verdict (issue #31, session 18; real:
judges-forum-platinum-angel-dies-in-combat, "... the remaining attackers are lethal. MTGO ended
the game in a draw"): what the program did, in a report on it, is skipped and shown, and the
game told is ruled by the rules. The program's act that names a player, a count or another
game term ("MTGO ended my turn") is still a fact to read or refuse, and "the game ended in a
draw" with no program said is never skipped."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "Bob is at 0 life and controls Platinum Angel. I destroy Platinum Angel. Forge ended "
            "the game in a draw. Shouldn't I have won?",
            {"Bob": "lost", "me": "won"},
        ),
        (
            "My opponent is at 2 life. I deal 3 damage to him. MTG Arena then ended the game as "
            "a draw.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "I draw from an empty library. XMage ends the game in a draw.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "My opponent controls Platinum Angel and is on negative life. He attacks me with all "
            "of his creatures including the Angel. I block the Angel with a 4/5 (which will kill "
            "it), but the remaining attackers are lethal. MTGO ended the game in a draw.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_program_ending_the_game_is_its_verdict(text: str, results: dict[str, str]) -> None:
    ruling = rule_on(text, default_game=MAGIC)
    assert isinstance(ruling, Ruling), ruling
    assert ruling.status == "over"
    assert dict(ruling.results) == results


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 2 life. I deal 3 damage to him. MTGO ended my turn.",
        "My opponent is at 2 life. I deal 3 damage to him. MTGO ended the game when he was at "
        "3 life.",
        "My opponent is at 2 life. I deal 3 damage to him. The game ended in a draw.",
    ],
)
def test_more_than_a_verdict_or_no_program_still_refuses(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)
