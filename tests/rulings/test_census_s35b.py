"""Can't-lose cards and teams as players tell them (issue #31, session 35b).

- In a game whose teams play as one (Two-Headed Giant), "I control Platinum Angel and my
  teammate doesn't" says nothing more than who holds the card: the asker's teammate is one of
  the game's players whether said elsewhere or not, so the "doesn't" is taken off (main left
  "my teammate doesn't" unread where the teammate was said nowhere else). Outside such a game,
  or for another player said nowhere else, it stays unread.
- "I can't lose the game for any in-game reason" restates what the card said in play does, as
  "I can't lose the game" does: read as nothing happening (main: unread).
- "Even if my teammate runs out of cards ..., it can't cause you to lose the game, so it can't
  cause your teammate to lose the game, either!": "even if" supposes as "if" does, "it can't
  cause X to lose" says "X can't lose" of its cause, and a closing "either" adds nothing (main:
  unread). So the judges' blog question, said in Two-Headed Giant, is read: the game goes on.
- In Two-Headed Giant, "my teammate can't lose the game" beside my Platinum Angel restates it
  too: a team can't lose while one of its players can't (MTG CR 810.8a). Said of a player no
  card of their team keeps in (an opponent, or once the card has left), or outside a game of
  teams playing as one, it stays unread: an effect the words only claim may be a card they
  never named, or the asker's mistake.
"""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")
_2HG = "In 2HG, "
_TEAMS = "In 2HG: teams: me and alice vs bob and carol. "
_ON = "ongoing"


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        (
            f"{_2HG}if you control Platinum Angel and your teammate doesn't, you can't lose the "
            "game for any in-game reason. Even if your teammate runs out of cards in his or her "
            "library, it can't cause you to lose the game, so it can't cause your teammate to "
            "lose the game, either!",
            {"me": "playing", "my teammate": "playing"},
        ),
        (
            "I control Platinum Angel. Even if I am at 0 life, that can't make me lose.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I control Platinum Angel. I am at 0 life. My opponent doesn't concede either.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            f"{_2HG}I control Platinum Angel and my teammate doesn't. I am at 0 life",
            {"me": "playing", "my teammate": "playing"},
        ),
        (
            f"{_2HG}I control Platinum Angel and my teammate doesn't. Platinum Angel leaves the "
            "battlefield. I am at 0 life",
            {"me": "lost", "my teammate": "lost", "opponent 1": "won"},
        ),
        (
            f"{_2HG}I control Platinum Angel, so my teammate can't lose the game. my teammate "
            "draws from an empty library",
            {"me": "playing", "my teammate": "playing"},
        ),
        (
            f"{_2HG}my teammate controls Platinum Angel, so I can't lose the game. I draw from "
            "an empty library",
            {"me": "playing", "my teammate": "playing"},
        ),
        (
            f"{_TEAMS}carol controls Platinum Angel. bob can't lose the game for any in-game "
            "reason. bob draws from an empty library",
            {"bob": "playing", "carol": "playing"},
        ),
        (
            f"{_2HG}I control Platinum Angel, so I can't lose the game for any reason. I concede",
            {"me": "lost", "my teammate": "lost", "opponent 1": "won"},
        ),
        (
            "I control Platinum Angel. I can't lose the game for any reason. I am at 0 life",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_cant_lose_told_of_a_team(text: str, outcome: dict[str, str]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), getattr(answer, "message", answer)
    assert {p: answer.results[p] for p in outcome} == outcome
    assert answer.status == ("ongoing" if "won" not in outcome.values() else "over")


@pytest.mark.parametrize(
    "text",
    [
        # another player said nowhere else, and a teammate outside a game of teams as one
        f"{_2HG}I control Platinum Angel and bob doesn't. I am at 0 life",
        "I control Platinum Angel and my teammate doesn't. I am at 0 life",
        # a team no card keeps in
        f"{_2HG}my opponent controls Platinum Angel. my teammate can't lose the game. my "
        "teammate draws from an empty library",
        f"{_TEAMS}I control Platinum Angel. bob can't lose the game. bob draws from an empty "
        "library",
        f"{_2HG}I control Platinum Angel. Platinum Angel leaves the battlefield. my teammate "
        "can't lose the game. my teammate draws from an empty library",
        "commander: I control Platinum Angel. my teammate can't lose the game. my teammate "
        "draws from an empty library",
        "I control Platinum Angel. my opponent can't lose the game for any reason. my opponent "
        "is at 0 life",
        "I control Platinum Angel. Even if my opponent draws from an empty library, it can't "
        "cause him to lose the game.",
        "I control Platinum Angel. Platinum Angel leaves the battlefield. Even if I am at 0 "
        "life, it can't cause me to lose the game.",
        "I am at 0 life. Even if I draw, it can't cause me to lose the game.",
        "I control Platinum Angel. Even if I am at 0 life, it can cause me to lose the game.",
    ],
)
def test_cant_lose_claimed_without_a_card(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)
