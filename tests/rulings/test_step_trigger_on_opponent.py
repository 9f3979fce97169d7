"""A card's trigger at a step of its controller that makes their opponent lose on a count
(Mirrodin Besieged in its Phyrexian mode), told as people tell it: the mode chosen with its text
written out after a colon ("having selected Phyrexian: At the beginning ..."), the step reached
("as I enter my end step"), and the counts at that moment. The trigger first makes its
controller draw (from an empty library: 704.5b, checked only after it resolves) and then the
opponent loses if the count held (104.3e): with one opponent the controller is the last player
before the draw is ever checked (104.2a). Never read where it could be wrong: a game of more
than two, another mode's text, another player's step, or a library whose count is not told."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

WON = {"me": "won", "opponent": "lost"}
LOST = {"me": "lost", "opponent": "won"}
MODE_TEXT = (
    "At the beginning of your end step, draw a card, then discard a card. Then if there are "
    "fifteen or more artifact cards in your graveyard, target opponent loses the game."
)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            f"Suppose I control Mirrodin Besieged, having selected Phyrexian: {MODE_TEXT} As I "
            "enter my end step, my library is empty, and I have fifteen artifact cards in my "
            "graveyard. Who wins?",
            WON,
        ),
        (
            f"I control Mirrodin Besieged, having chosen Phyrexian: {MODE_TEXT} As I reach my "
            "end step, I have 20 cards in my library and 16 artifact cards in my graveyard.",
            WON,
        ),
        # the count fails: the trigger's draw from the empty library is all it does
        (
            "magic: I control Mirrodin Besieged. At the beginning of my end step, my library is "
            "empty and I have 3 artifact cards in my graveyard.",
            LOST,
        ),
        (
            "magic: I control Mirrodin Besieged. As I begin my end step, I have 9 cards in my "
            "library and 2 artifact cards in my graveyard.",
            {"me": "playing", "opponent": "playing"},
        ),
        # another player controls it
        (
            "magic: bob controls Mirrodin Besieged. As bob enters his end step, bob's library is "
            "empty and bob has 15 artifact cards in bob's graveyard",
            {"bob": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_step_trigger_makes_the_one_opponent_lose_by_the_counts_told(
    text: str, results: dict[str, str]
) -> None:
    # Each was refused ("I could not read ... having selected Phyrexian", "As I enter my end
    # step") or answered "nobody has won or lost yet".
    ruling = _ruled(text)
    assert not ruling.depends and ruling.results == results, ruling.text()


def test_a_count_the_discard_may_change_depends_on_it() -> None:
    # 14 artifact cards before the trigger: the card it discards may be the 15th.
    ruling = _ruled(
        f"I control Mirrodin Besieged, having chosen Phyrexian: {MODE_TEXT} As I enter my end "
        "step, my library is empty, and I have fourteen artifact cards in my graveyard."
    )
    assert ruling.depends, ruling.text()
    assert [c.results for c in ruling.cases] == [WON, LOST]
    assert "for their opponent" in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        # the library's count is not told: whether its draw loses is never guessed
        "magic: I control Mirrodin Besieged. At the beginning of my end step, I have 16 "
        "artifact cards in my graveyard.",
        # another mode's text is no text Arbiter knows the card by
        "I control Mirrodin Besieged, having selected Mirran: At the beginning of combat on "
        "your turn, create a token. As I enter my end step, my library is empty and I have 16 "
        "artifact cards in my graveyard.",
        # "the end step": whose, not said (it triggers only at its controller's)
        "magic: I control Mirrodin Besieged. At the beginning of the end step, my library is "
        "empty and I have 16 artifact cards in my graveyard.",
        # three players: which opponent is targeted is not said
        "magic: alice, bob and carol play. alice controls Mirrodin Besieged. As alice enters "
        "her end step, alice's library is empty and alice has 16 artifact cards in her graveyard",
    ],
)
def test_a_step_trigger_is_not_read_where_a_fact_is_missing(text: str) -> None:
    answer = _refused(text)
    assert answer.message


def test_another_players_step_is_not_its_controllers() -> None:
    ruling = _ruled(
        "magic: bob controls Mirrodin Besieged. As I enter my end step, bob's library is empty "
        "and bob has 16 artifact cards in his graveyard"
    )
    assert ruling.status == "ongoing" and "lost" not in ruling.results.values(), ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        "magic: I control Mirrodin Besieged. My opponent destroys it. As I enter my end step, "
        "my library is empty and I have 16 artifact cards in my graveyard.",
        "magic: I control Mirrodin Besieged. I sacrifice Mirrodin Besieged. I lose 2 life. As I "
        "enter my end step, my library is empty and I have 16 artifact cards in my graveyard.",
        "magic: I controlled Mirrodin Besieged but it was exiled. As I enter my end step, my "
        "library is empty and I have 16 artifact cards in my graveyard.",
    ],
)
def test_a_card_said_gone_before_the_step_is_not_taken_to_trigger(text: str) -> None:
    # Each was answered "you win": the card's trigger was taken to happen though the words
    # say it may have left the battlefield before the step.
    assert "Mirrodin Besieged" in _refused(text).message


def test_words_between_that_do_not_touch_the_card_change_nothing() -> None:
    ruling = _ruled(
        "magic: I control Mirrodin Besieged. I lose 2 life. As I enter my end step, my library "
        "is empty and I have 16 artifact cards in my graveyard."
    )
    assert not ruling.depends and ruling.results == WON, ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        "magic: we were playing a three player game. I control Mirrodin Besieged. As I enter my "
        "end step, my library is empty and I have 16 artifact cards in my graveyard.",
        "magic: in a 4 player commander game, I control Mirrodin Besieged. As I enter my end "
        "step, my library is empty and I have 16 artifact cards in my graveyard.",
    ],
)
def test_with_several_opponents_which_one_is_targeted_is_not_guessed(text: str) -> None:
    # Each was answered "nobody has won or lost yet" (the trigger left out), the first even
    # "you win", its three players skipped as framing.
    assert "Mirrodin Besieged" in _refused(text).message


@pytest.mark.parametrize(
    ("text", "players"),
    [
        ("magic: we were playing a three player game. alice is at 0 life", 3),
        ("magic: I was playing a 4-person game and I am at 3 life", 4),
        ("magic: we were playing a two player casual game. I am at 0 life", 2),
    ],
)
def test_how_many_play_said_with_no_game_named_is_read(text: str, players: int) -> None:
    # "we were playing a three player game" was skipped as framing and the game was taken to
    # be of two players.
    assert len(_ruled(text).understood["players"]) == players
