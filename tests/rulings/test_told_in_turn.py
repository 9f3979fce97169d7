"""Events told in one sentence, joined by "and" or a comma, that may have come one after the
other (told_in_turn.py): a player's life lost and then life gained, and two players dealing
each other damage. The words leave open whether the game checked life totals between them, so
where that decides the outcome the answer depends on it.

"opp at 3, he takes 3 damage, he gains 2 life" was answered "nobody has won or lost yet": the
gain read as coming with the damage, where a gain told after it in chat is as likely to have
come later, when the player had already lost (MTG CR 704.3)."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on


def _ruled(text: str) -> Ruling:
    ruled = rule_on(f"magic: {text}", asker="me")
    assert isinstance(ruled, Ruling), ruled
    return ruled


# (text, the player whose gain is asked about: playing if it came with the loss, else lost)
DEPENDS = [
    ("opp at 3, he takes 3 damage, he gains 2 life", "opponent"),
    ("bob is at 3 life. bob takes 3 damage and gains 2 life.", "bob"),
    ("I'm at 4. I lose 5 life and gain 3 life", "me"),
    ("alice is at 2 life. bob deals 2 damage to alice and alice gains 4 life", "alice"),
    ("my opponent has 2 life, i hit him for 3 and he gains 4 life", "opponent"),
    ("carol is at 1 life. carol took two damage, carol gained five life", "carol"),
]


@pytest.mark.parametrize(("text", "player"), DEPENDS)
def test_a_gain_told_after_a_loss_asks_whether_it_came_with_it(text: str, player: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends", ruling.text()
    with_it, after_it = ruling.cases
    assert with_it.results[player] == "playing", ruling.text()
    assert after_it.results[player] == "lost", ruling.text()
    assert "at the same time as the life lost before it" in (ruling.question or "")
    assert "MTG CR 704.3" in (ruling.question or "")


# Near misses: said at once, the gain told first, the order not deciding it, another player's
# gain, or told one after the other.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "bob is at 3 life. bob takes 3 damage and gains 2 life at the same time",
            {"bob": "playing", "opponent": "playing"},
        ),
        (
            "bob is at 3 life. bob takes 3 damage. At the same time, bob gains 2 life.",
            {"bob": "playing", "opponent": "playing"},
        ),
        (
            "bob is at 3 life. bob takes 3 damage and simultaneously gains 2 life",
            {"bob": "playing", "opponent": "playing"},
        ),
        (
            "bob is at 3 life. bob gains 2 life and takes 3 damage",
            {"bob": "playing", "opponent": "playing"},
        ),
        (
            "bob is at 10 life. bob takes 3 damage and gains 2 life",
            {"bob": "playing", "opponent": "playing"},
        ),
        (
            "alice is at 3 life. alice takes 3 damage and bob gains 2 life",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "bob is at 3 life. bob takes 3 damage, then gains 2 life",
            {"bob": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_gain_said_at_once_first_or_not_deciding_is_ruled(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results, ruling.text()
    # where the order does not decide it, nothing is said of it
    assert "does not change the outcome" not in ruling.text(), ruling.text()


def test_the_case_after_the_loss_quotes_the_askers_words() -> None:
    """The gain's words as written ("gain 3 life"), never the reader's ("me gain 3 life")."""
    text = _ruled("I'm at 2 life. I take 3 damage and gain 3 life").text()
    assert '"gain 3 life"' in text and "me gain" not in text, text


def test_lifelink_in_a_fight_told_by_stats_stays_one_moment() -> None:
    """Combat damage and its lifelink are one step (510.2): the reader's own rewrite of a fight
    says so, and is never asked about."""
    ruling = _ruled(
        "I'm at 3 life. He attacks me with two 3/3s and I block one of them with a 2/2 with "
        "lifelink."
    )
    assert ruling.status == "ongoing" and ruling.results["me"] == "playing", ruling.text()


def test_a_total_never_said_asks_for_both() -> None:
    """The total unsaid and the order open: both asked, never one guessed."""
    answer = rule_on("magic: bob takes 3 damage and gains 2 life")
    assert isinstance(answer, NoRuling), answer
    assert "at the same time as the life lost before it" in answer.message
    assert "How much life did bob have" in answer.message


# Two players each dealing the other damage: no one source deals both, so the one told first may
# have ended the game ("we are both at 3. I deal 3 damage to him and he deals 3 damage to me" was
# a draw).
@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        (
            "we are both at 3 life. I deal 3 damage to him and he deals 3 damage to me",
            "me",
            "opponent",
        ),
        ("alice is at 3, bob is at 3. alice hits bob for 3, bob hits alice for 3", "alice", "bob"),
        (
            "my opponent and I are at 2 life. he deals 2 damage to me and I deal 5 damage to him",
            "opponent",
            "me",
        ),
    ],
)
def test_damage_dealt_back_asks_whether_it_was_at_once(text: str, first: str, second: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends", ruling.text()
    at_once, in_turn = ruling.cases
    assert at_once.results == {first: "drew", second: "drew"}, ruling.text()
    assert in_turn.results == {first: "won", second: "lost"}, ruling.text()
    assert "one after the other" in (ruling.question or "")


# Near misses: both damaged by what the words leave unsaid (one source: "I take 3 and he takes
# 3"), said at once, or by cards.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 3 and my opponent is at 3. I take 3 damage and he takes 3 damage",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "we are both at 3 life. I deal 3 damage to him and at the same time he deals 3 "
            "damage to me",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "alice and bob are at 3 life. alice and bob both take 3 damage",
            {"alice": "drew", "bob": "drew"},
        ),
    ],
)
def test_damage_to_both_said_at_once_is_a_draw(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
