"""An act asked of by its gerund, in a state (issue #31, "as asked": "Will playing Sway of the
Stars while I have an Underworld Dreams in play kill my opponent(s)?"): with no one said to do
it, the act is the asker's, as "can I <act> when <state>?" is; the state holds first, then the
act, and the question's words ("Will", "kill my opponent(s)") are skipped and shown. Only an
outcome asked ("kill him", "make me lose", "win me the game"); any other result asked ("give
me 3 life") is no question of the outcome and is not read so."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _events, _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results", "asked"),
    [
        (
            "Will drawing a card while I have no cards in my library make me lose?",
            {"me": "lost", "opponent": "won"},
            "make me lose",
        ),
        (
            "Would conceding when I'm at 5 life make me lose the game?",
            {"me": "lost", "opponent": "won"},
            "make me lose the game",
        ),
        # The state holds first: a player at 0 life has lost before anyone acts (704.3).
        (
            "Does conceding while my opponent is at 0 life make me lose?",
            {"me": "won", "opponent": "lost"},
            "make me lose",
        ),
        (
            "Will drawing a card while I have 3 cards in my library kill me?",
            {"me": "playing", "opponent": "playing"},
            "kill me",
        ),
        (
            "Will casting Lightning Bolt at my opponent while he is at 4 life kill him?",
            {"me": "playing", "opponent": "playing"},
            "kill him",
        ),
    ],
)
def test_the_state_then_the_askers_act_is_ruled(
    text: str, results: dict[str, str], asked: str
) -> None:
    ruling = _ruled(text)
    assert ruling.status != "depends"
    assert ruling.results == results
    assert asked in ruling.skipped


@pytest.mark.parametrize(
    ("text", "results", "asked"),
    [
        (
            "Would drawing a card kill me if I have no cards in my library?",
            {"me": "lost", "opponent": "won"},
            "kill me",
        ),
        # A concession is no game effect: Platinum Angel does not keep the player in (104.3a).
        (
            "Does conceding make me lose if I control Platinum Angel?",
            {"me": "lost", "opponent": "won"},
            "make me lose",
        ),
        (
            "Will drawing a card from an empty library make me lose if I control Platinum Angel?",
            {"me": "playing", "opponent": "playing"},
            "make me lose",
        ),
    ],
)
def test_the_state_said_after_the_outcome_asked_holds_first(
    text: str, results: dict[str, str], asked: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert asked in ruling.skipped


def test_a_spell_cast_asked_of_depends_on_whether_it_resolved() -> None:
    ruling = _ruled("Will casting Lightning Bolt at my opponent while he is at 3 life kill him?")
    assert ruling.depends
    assert [dict(case.results) for case in ruling.cases] == [
        {"opponent": "lost", "me": "won"},
        {"opponent": "playing", "me": "playing"},
    ]
    assert _events(ruling)[0] == [{"event": "life", "player": "opponent", "set": 3}]


def test_a_spell_that_draws_past_the_library_asked_of() -> None:
    ruling = _ruled("Will playing Brainstorm while I have 2 cards in my library kill me?")
    assert ruling.depends
    assert {"me": "lost", "opponent": "won"} in [dict(case.results) for case in ruling.cases]
    assert "kill me" in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        # Another result asked than the outcome: not read as a question of it.
        "Will drawing a card while I have no cards in my library give me 3 life?",
        "Will drawing a card give me 3 life if I have no cards in my library?",
        # Someone else's act, named: not the asker's.
        "Will my opponent casting Lightning Bolt at me while I am at 3 life kill me?",
        # A pronoun with nobody it can stand for in the state: never guessed.
        "Would casting Lightning Bolt at bob when he is at 5 life kill him?",
        # A card Arbiter does not know, cast: what it did is to be said.
        "Will playing Sway of the Stars while I have an Underworld Dreams in play kill my "
        "opponent(s)?",
    ],
)
def test_near_misses_are_refused(text: str) -> None:
    _refused(text)
