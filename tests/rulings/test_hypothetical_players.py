"""A general question asked of players nobody names is answered as a general situation (issue
#31: "where the question describes a general situation, answer it as one"): "What happens if a
player draws from an empty library?" was sent to the rules index, "If someone has 10 poison
counters, do they lose?" named its words as unread. The one player said indefinitely is the
role "one player", the player beside them "the other player", and the answer names them so.
The player a question of one player's outcome names is the pronoun of the moment after it
("Does my opponent lose if he draws ...?"), and a state asked of a player ("Does a player at 0
life lose?", "Do I lose at 0 life?") is the board the engine rules on. Where which player is
which would be guessed ("a player ... a player", a player named beside them, an example that
names its own players), nothing changes."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

ONE_PLAYER_LOSES = {"one player": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        "What happens if a player draws from an empty library?",
        "what happens when a player would draw from an empty library?",
        "If someone has 10 poison counters, do they lose?",
        "What happens if somebody gets 10 poison counters?",
        "If a person goes to zero life, do they lose the game?",
        "Suppose any player draws from an empty library. Do they lose?",
        "Would a player lose if they had 10 poison counters?",
        "Does a player lose if they draw from an empty library?",
        "If a player is dealt 7 damage while at 7 life, does that player lose?",
        "What happens if a person goes to -2 life?",
        "Can someone explain what happens if a player concedes?",
    ],
)
def test_one_hypothetical_player_is_ruled_on_as_one_player(text: str) -> None:
    assert _ruled(text).results == ONE_PLAYER_LOSES


def test_an_amount_left_open_depends_as_for_any_player() -> None:
    ruling = _ruled("If a player takes 5 damage, do they lose?")
    assert ruling.depends
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}
    assert all(case.results.get("one player") in ("lost", "playing") for case in ruling.cases)


def test_a_card_held_by_the_hypothetical_player_and_that_player_said_again() -> None:
    ruling = _ruled(
        "What happens when a player controls Platinum Angel and that player loses 3 life?"
    )
    assert ruling.status == "ongoing"
    assert ruling.results["one player"] == "playing"


@pytest.mark.parametrize(
    "text",
    [
        "If a player is at 0 life and another player is at 0 life at the same time, is it a draw?",
        "If a player and another player both go to 0 life at the same time, is it a draw?",
        "If a player and their opponent both draw from an empty library at the same time, who"
        " wins?",
    ],
)
def test_the_player_beside_them_is_the_other_player(text: str) -> None:
    assert _ruled(text).results == {"one player": "drew", "the other player": "drew"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("Does my opponent lose if he draws from an empty library?", {"opponent": "lost"}),
        ("Does the opponent lose if she draws from an empty library?", {"opponent": "lost"}),
        ("Will my opponent lose if they get 10 poison counters?", {"opponent": "lost"}),
    ],
)
def test_the_pronoun_after_a_question_of_one_players_outcome_is_that_player(
    text: str, results: dict[str, str]
) -> None:
    ruled = _ruled(text).results
    assert {player: ruled[player] for player in results} == results


def test_the_askers_own_question_leaves_he_the_other_player() -> None:
    ruling = _ruled("Do I lose if he deals 3 damage to me?")
    assert ruling.depends
    assert all(set(case.results) == {"me", "opponent"} for case in ruling.cases)
    assert all(case.results["opponent"] != "lost" for case in ruling.cases)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("Does a player at 0 life lose?", ONE_PLAYER_LOSES),
        ("Does a player with 0 life lose?", ONE_PLAYER_LOSES),
        ("Does a player with -3 life lose?", ONE_PLAYER_LOSES),
        ("Is a player at 0 life dead?", ONE_PLAYER_LOSES),
        ("Do I lose at 0 life?", {"me": "lost", "opponent": "won"}),
        ("Do you lose with 10 poison counters?", {"me": "lost", "opponent": "won"}),
        ("Does my opponent with 10 poison counters lose?", {"me": "won", "opponent": "lost"}),
        ("Does alice at 0 life lose?", {"alice": "lost"}),
        ("Does my opponent at 5 life lose?", {"me": "playing", "opponent": "playing"}),
    ],
)
def test_a_state_asked_of_a_player_is_the_board_ruled_on(
    text: str, results: dict[str, str]
) -> None:
    ruled = _ruled(text).results
    assert {player: ruled[player] for player in results} == results


# -- near misses: which player is which is never guessed ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # two players said indefinitely: the same one, or two?
        "If a player casts Lightning Bolt at a player, does that player lose?",
        # a player named beside the indefinite one: the same, or a third?
        "If my opponent and a player both draw from an empty library, who wins?",
        # another player, then "that player": which of the two?
        "If a player deals 3 damage to another player and that player is at 3 life, who wins?",
    ],
)
def test_which_player_is_which_is_never_guessed(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)


@pytest.mark.parametrize(
    "text",
    [
        # whether any way exists, which one moment's ruling does not answer: the rules index
        "Can a player win if their opponent has Platinum Angel?",
        "Can a player lose with 0 cards in library?",
        "Is it possible for a player to lose with Platinum Angel?",
        "Can my opponent lose if he controls Platinum Angel?",
    ],
)
def test_whether_an_outcome_is_possible_at_all_is_no_moment(text: str) -> None:
    assert _refused(text).kind is Refusal.RULE_QUESTION


def test_a_belief_about_a_player_is_no_case_supposed() -> None:
    # "a player" in what the asker thought is no player at the table
    ruling = _ruled(
        "I always thought a player can't go below zero, but looking at Platinum Angel it says"
        " you can't lose the game. So can you?"
    )
    assert "one player" not in ruling.results


def test_an_example_names_its_own_players() -> None:
    ruling = _ruled("If a player concedes, does the game end? For example, bob concedes.")
    assert ruling.results["bob"] == "lost"
    assert "one player" not in ruling.results


def test_someone_asked_to_explain_is_no_player() -> None:
    ruling = _ruled("can someone explain what happens if alice concedes?")
    assert ruling.results["alice"] == "lost"
    assert len(ruling.results) == 2


@pytest.mark.parametrize(
    "text",
    [
        "If someone concedes, does the other player win?",
        "If someone draws from an empty library, does the other person win?",
    ],
)
def test_the_other_player_only_asked_of_leaves_someone_the_hypothetical_player(text: str) -> None:
    assert _ruled(text).results == ONE_PLAYER_LOSES


def test_someone_beside_the_other_person_is_still_the_readers_pair() -> None:
    answer = rule_on(
        "If someone is at 0 life and the other person is at 5 life, who wins?", default_game=MAGIC
    )
    assert isinstance(answer, Ruling)
    assert answer.results == {"someone": "lost", "the other person": "won"}


def test_a_state_asked_beside_a_card_is_not_taken_as_the_whole_board() -> None:
    # the Angel would keep the player in: the state alone is not what is asked
    answer = rule_on("Does my opponent at 0 life with Platinum Angel lose?", default_game=MAGIC)
    assert not (isinstance(answer, Ruling) and answer.results.get("opponent") == "lost")


def test_a_rule_question_with_no_player_still_goes_to_the_rules_index() -> None:
    assert _refused("how many cards do we draw").kind is Refusal.RULE_QUESTION


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("What happens if a player at 1 life takes 1 damage?", ONE_PLAYER_LOSES),
        ("What if a player at 2 life draws from an empty library?", ONE_PLAYER_LOSES),
        (
            "If someone with 9 poison counters gets 1 more poison counter, do they lose?",
            ONE_PLAYER_LOSES,
        ),
        ("alice at 1 life takes 1 damage", {"alice": "lost", "opponent": "won"}),
        ("my opponent at 3 life takes 2 damage", {"me": "playing", "opponent": "playing"}),
        # a card "with" a player: theirs, in play
        (
            "What happens if a player with Platinum Angel goes to 0 life?",
            {"one player": "playing", "opponent": "playing"},
        ),
        (
            "What if a player with Laboratory Maniac draws from an empty library?",
            {"one player": "won", "opponent": "lost"},
        ),
        (
            "alice with Platinum Angel in play draws from an empty library",
            {"alice": "playing", "opponent": "playing"},
        ),
        # damage and a gain at once: the total is checked after both (MTG CR 704.3)
        (
            "What happens if a player at 1 life takes 1 damage and gains 1 life at the same time?",
            {"one player": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_state_said_between_a_player_and_what_they_do_is_told_first(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # a second player's state in the same breath, a card beside the state: not this form
        "alice at 1 life and bob at 2 life take 2 damage",
        "alice at 1 life with Platinum Angel takes 1 damage",
        "alice with Platinum Angel and Worship takes 5 damage",
    ],
)
def test_a_state_inline_beside_more_is_not_taken_apart(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling)
