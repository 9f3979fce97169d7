"""Grand Archive and Terrus questions typed as players type them in Discord (issue #31, the
session-25 adversarial pass "games25"): each wrong reading found, its paraphrases (other
players, games, words) and the near readings that must stay as they were."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from tests.rulings.test_game_words import GA, MAGIC, TERRUS, _refused, _ruled

# -- "at the same time" closing a sentence: the moment of the sentence before


# "I'm at 1 vitae. An effect says I lose. My opponent concedes at the same time." was "you
# lose", the concession played after the game was over: the words say it came with the effect
# (a draw, everyone left losing at once), as "At the same time, my opponent concedes" does.
@pytest.mark.parametrize(
    ("text", "game"),
    [
        ("I'm at 1 vitae. An effect says I lose. My opponent concedes at the same time.", TERRUS),
        ("An effect says I lose. My opponent concedes simultaneously.", TERRUS),
        ("an effect says bob loses. alice concedes at the exact same time", GA),
        ("My champion dies. My opponent's champion dies at the same time.", GA),
        ("alice's champion dies. bob draws from an empty deck at the same time", GA),
        ("An effect says my opponent loses. I concede at the same time.", MAGIC),
        ("I'm at 2 vitae, bob at 3. I lose 2 vitae. bob loses 3 vitae at the same time", TERRUS),
    ],
)
def test_a_closing_at_the_same_time_joins_the_sentence_before(text: str, game: System) -> None:
    ruling = _ruled(text, game)
    assert set(ruling.results.values()) == {"drew"}, ruling.text()


# Near readings: the sentence's own two players or acts at once, a question, "then", or the
# words "at the same time as ..." keep their own moment.
@pytest.mark.parametrize(
    ("text", "game", "results"),
    [
        ("An effect says I lose. Then my opponent concedes at the same time.", TERRUS, None),
        (
            "alice is at 1 vitae. bob is at 1 vitae. alice and bob lose 1 vitae at the same time",
            TERRUS,
            {"alice": "drew", "bob": "drew"},
        ),
        ("An effect says I lose. Does my opponent lose at the same time?", GA, None),
        (
            "My champion dies. My opponent concedes and his champion dies at the same time.",
            GA,
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_sentences_own_moment_stays_its_own(
    text: str, game: System, results: dict[str, str] | None
) -> None:
    ruling = _ruled(text, game)
    if results is not None:
        assert ruling.results == results
    else:
        assert "drew" not in ruling.results.values()


# -- a Dominion Vote and a turn beginning told at once


# "alice wins a dominion vote with 20 int and bob begins his turn with 10 structures" and "I win by
# an effect while my opponent begins his turn with 10 structures" were draws (two victories at
# once): a vote or an effect comes during a turn, after the victories of its beginning; which
# came first decides it, so it is asked.
@pytest.mark.parametrize(
    "text",
    [
        "alice wins a dominion vote with 20 int and bob begins his turn with 10 structures",
        "I won a dominion vote with 16 INT while my opponent began his turn with 4 relics",
        "bob begins his turn with 5 relics and alice wins a dominion vote with fifteen int",
        # an effect that ends the game resolves during a turn too
        "I win by an effect while my opponent begins his turn with 10 structures",
        "an effect says the game is a draw and alice begins her turn with 4 relics",
        "bob begins his turn with 12 structures at the same time as an effect says alice wins",
        # the same, "at the same time" closing the second sentence
        "alice begins her turn with 10 structures. bob wins a dominion vote with 15 int at the"
        " same time.",
        "an effect says I win. my opponent begins his turn with 4 relics simultaneously",
    ],
)
def test_a_vote_or_an_effect_and_a_turn_begun_at_once_are_refused(text: str) -> None:
    assert "a turn's victories are won as it begins" in _refused(text, TERRUS)


@pytest.mark.parametrize(
    ("text", "winner"),
    [
        (
            "alice wins a dominion vote with 20 int. then bob begins his turn with 10 structures",
            "alice",
        ),
        (
            "bob begins his turn with 10 structures. then alice wins a dominion vote with 20 int",
            "bob",
        ),
    ],
)
def test_a_vote_and_a_turn_in_turn_are_ruled(text: str, winner: str) -> None:
    assert _ruled(text, TERRUS).results[winner] == "won"
