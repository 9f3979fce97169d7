"""A card asked to let a player go below 0 life (issue #31, moment_questions.kept_below_zero):
"Would Platinum Angel allow you to go into negative life?" supposes the card is that player's
and asks about them at negative life; the ruling says whether they are still in the game. A
card said held elsewhere stays where the text puts it. Only a card Arbiter knows to keep its
controller in at 0 or less life; one that keeps life above a floor, or none, is no such
question. And a card introduced as a preview ("One of the cards rumored to be in Mirrodin is as
follows: Platinum Angel"), its text after an ellipsis, is no fact of the game."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

KEPT_IN = [
    # Each was refused as a question about the rules, or unread.
    ("Would Platinum Angel allow me to go into negative life?", {"me": "playing"}),
    ("Does Phyrexian Unlife let you go below 0 life?", {"me": "playing"}),
    ("Does Lich's Mastery let you go below zero?", {"me": "playing"}),
    ("Can Platinum Angel let my opponent get below 0?", {"opponent": "playing"}),
    # "it" or "this": the one card named before
    (
        "I just read the preview for Phyrexian Unlife. Would it allow me to survive below 0?",
        {"me": "playing"},
    ),
    (
        "My opponent controls Platinum Angel. Would it allow him to go below 0?",
        {"opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), KEPT_IN)
def test_a_card_asked_to_let_a_player_go_below_zero_is_theirs(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    for player, result in results.items():
        assert ruling.results[player] == result


def test_a_card_held_by_another_stays_theirs() -> None:
    # my opponent's Angel keeps only my opponent in: at negative life, I lose
    ruling = _ruled("My opponent controls Platinum Angel. Does it let me go below 0?")
    assert ruling.results == {"opponent": "won", "me": "lost"}


def test_a_card_said_held_after_the_question_is_never_made_the_askers() -> None:
    # was "you are still playing": the Angel named in the question was made mine, beside his
    _refused("Does Platinum Angel let you go below 0? My opponent controls Platinum Angel.")


NOT_ASKED_SO = [
    # a card that only keeps life above a floor, a spell, a card that keeps others from losing
    "Does Worship let you go below 0 life?",
    "Does Lightning Bolt let you go below 0 life?",
    "Does Abyssal Persecutor let you go below 0 life?",
    # "this" with two cards before it: which one is open
    "I control Platinum Angel and Phyrexian Unlife. Would this allow me to go below 0?",
]


@pytest.mark.parametrize("text", NOT_ASKED_SO)
def test_other_cards_or_an_open_this_are_not_read_so(text: str) -> None:
    _refused(text)


def test_a_card_previewed_with_its_text_after_an_ellipsis_then_asked() -> None:
    # the corpus's question, in our own paraphrase: another set, another card, other words
    ruling = _ruled(
        "One of the cards spoiled for Onslaught is as follows: Lich's Mastery ... You can't "
        "lose the game. Would this let you go below zero?"
    )
    assert ruling.status == "ongoing"
    assert ruling.results["me"] == "playing"
    assert any("spoiled for Onslaught" in said for said in ruling.skipped)


def test_a_card_previewed_but_never_in_play_keeps_no_one_in() -> None:
    # the preview names the card; the asker at 0 life with nothing else said loses
    ruling = _ruled(
        "One of the cards rumored to be in Mirrodin is as follows: Platinum Angel. "
        "My opponent is at 0 life."
    )
    assert ruling.results == {"opponent": "lost", "me": "won"}


BELIEF_ASKED_BACK = [
    # a rule believed, doubted by what a card reads, then asked back: was refused, the belief
    # unread ('I could not read "I always thought a player can't go below zero"')
    "I always thought a player can't go below zero, but looking at Platinum Angel it says you "
    "can't lose the game. So can you?",
    "We were under the impression that you cannot go below 0, but reading the card (Lich's "
    "Mastery) it says you can't lose. So can I?",
]


@pytest.mark.parametrize("text", BELIEF_ASKED_BACK)
def test_a_belief_doubted_by_a_card_and_asked_back_asks_the_card(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert ruling.results["me"] == "playing"
    assert any(said.lower().startswith(("i always", "we were")) for said in ruling.skipped)


BELIEF_NOT_ASKED_BACK = [
    # a card that keeps life above a floor; a fact told between; a number read; two cards
    "I was under the impression you can't go below 0 but reading the card (Worship) it says "
    "damage can't reduce your life below 1. So can you?",
    "I always thought you can't go below 0 but reading Phyrexian Unlife it says 0 or less life. "
    "My opponent is at 3 life. So can you?",
    "I always thought you can't go below 0 but reading Phyrexian Unlife it says 5 damage. So can "
    "you?",
    "I always thought you can't go below 0 but reading Phyrexian Unlife and Platinum Angel it "
    "says 0 or less life. So can you?",
    # asked back of something else than going below 0: no moment supposed
    "I always thought you can't win with an empty library but reading Laboratory Maniac it says "
    "you win. So can you?",
]


@pytest.mark.parametrize("text", BELIEF_NOT_ASKED_BACK)
def test_a_belief_not_asked_back_of_one_such_card_is_refused(text: str) -> None:
    _refused(text)
