"""Grand Archive and Terrus as players type them in Discord (session 26's adversarial pass).

A champion's death told after the game would already have ended, of a player it had not lost:
"My champion dies. My opponent's champion dies too." was 'you lose, opponent wins', the second
death dropped as too late. A champion that died is the board as it stands, which people tell in
any order: both may have died at once, and all remaining players losing at once is a draw (GA
Ending the Game 4). It is refused, as a total of 0 told late is (held_in_order.py), saying how
to tell both at once; said in one sentence it is a draw."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

GA = System("grand-archive")


def _answer(text: str) -> Ruling | NoRuling:
    return rule_on(text, default_game=GA)


@pytest.mark.parametrize(
    "text",
    [
        "my champion dies. my opponent's champion dies too. who wins?",
        "ga: alice's champion dies. bob's champion died as well",
        "my champion is destroyed. my opponent's champion is destroyed.",
        "my opponent concedes. my champion dies",
        "bob's champion dies. then alice's champion dies",
        "my champion dies. my opponent's champion dies and he concedes",
        "Alice concedes.\nBob's champion is defeated.",
    ],
)
def test_a_death_told_after_the_end_is_refused(text: str) -> None:
    answer = _answer(text)
    assert isinstance(answer, NoRuling), answer.text()
    assert "after the game would already have ended" in answer.message
    assert "say both in one sentence" in answer.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # both at once: a draw
        (
            "my champion dies and my opponent's champion dies too",
            {"me": "drew", "opponent": "drew"},
        ),
        # three players: the first death ends nothing, the second is told in time
        (
            "3 players: me, alice, bob. alice's champion dies. bob's champion dies.",
            {"me": "won", "alice": "lost", "bob": "lost"},
        ),
        # a sentence that says its own moment is told after
        (
            "alice's champion dies. bob concedes and bob's champion is destroyed simultaneously.",
            {"alice": "lost", "bob": "won"},
        ),
        # the player it ended the game for, told again
        ("my champion dies. my champion dies.", {"me": "lost", "opponent": "won"}),
        ("my opponent's champion dies. do I win?", {"me": "won", "opponent": "lost"}),
    ],
)
def test_deaths_told_in_time_are_ruled(text: str, results: dict[str, str]) -> None:
    answer = _answer(text)
    assert isinstance(answer, Ruling), answer.message
    assert answer.results == results


def test_the_refusal_says_the_sentence_that_ended_the_game_first() -> None:
    answer = _answer("my opponent concedes. my champion dies")
    assert isinstance(answer, NoRuling)
    assert '"my opponent concedes and my champion dies"' in answer.message


# -- a draw told after the game was over, in a game whose deck is not a library

TERRUS = System("terrus")


# "My champion dies. Then alice draws a card." was refused for the cards her deck held, though
# the game was over before the draw: Magic's draw told late was answered as the moment before
# it (after_the_end.py), but only where the refusal said "library"; each game's own words for a
# draw's count ("deck") now count too.
@pytest.mark.parametrize(
    ("text", "game", "results"),
    [
        ("my champion dies. then alice draws a card", GA, {"me": "lost", "opponent": "won"}),
        ("alice concedes. Then bob draws 2 cards.", GA, {"alice": "lost", "opponent": "won"}),
        (
            "my opponent's champion is destroyed, and then he draws three cards",
            GA,
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I'm at 0 vitae. then my opponent draws a card",
            TERRUS,
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_draw_told_after_the_end_changes_nothing(
    text: str, game: System, results: dict[str, str]
) -> None:
    answer = rule_on(text, default_game=game)
    assert isinstance(answer, Ruling), answer.message
    assert answer.results == results
    assert "was already over before" in answer.text()


@pytest.mark.parametrize(
    "text",
    [
        "my champion dies. alice draws a card",  # no "then": maybe the board before
        "alice's champion is fine. then alice draws a card",  # the game goes on
    ],
)
def test_a_draw_not_said_to_come_after_the_end_still_asks_its_count(text: str) -> None:
    assert isinstance(_answer(text), NoRuling)
