"""Chat that a careless reading answers wrongly (issue #31, an adversarial pass): a negation, a
past that no longer holds, a response told last. Each is read right or refused, never read as
the fact it denies."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

# -- a source said not to act ------------------------------------------------------------------

NOT_DEALT = [
    "Phage the Untouchable doesn't deal combat damage to me",
    "my opponent's Phage the Untouchable did not deal combat damage to bob",
    "I am at 3 life. Lightning Bolt doesn't deal 3 damage to me",
    "alice is at 4 life. bob's Serra Angel never deals 4 damage to alice",
    "I am at 2 life. my opponent's creature can't deal 5 damage to me",
    "carol is at 1 life. the spell would not deal 2 damage to carol",
    "I am at 3 life. my opponent's Shock no longer deals 2 damage to me",
]


@pytest.mark.parametrize("text", NOT_DEALT)
def test_damage_said_not_dealt_is_never_read_as_dealt(text: str) -> None:
    # it was read as dealt, the negation swallowed into the source's words
    # ("from Phage the Untouchable doesn't": you lose)
    _refused(text)


DEALT = [
    ("I am at 3 life. Lightning Bolt deals 3 damage to me", {"me": "lost", "opponent": "won"}),
    (
        "alice is at 4 life. bob's Serra Angel deals 4 damage to alice",
        {"alice": "lost", "bob": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), DEALT)
def test_damage_said_dealt_is_still_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- a response told at the end of a sentence of its own ---------------------------------------

RESPONSE_TOLD_LAST = [
    (
        "alice is at 3 life and bob is at 3 life. alice bolts bob. bob bolts alice in response.",
        {"alice": "lost", "bob": "won"},
    ),
    (
        "I am at 2 life and my opponent is at 2 life. My opponent bolts me. I shock him in"
        " response to his Lightning Bolt",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "carol is at 3 life and dave is at 2 life. carol shocks dave. dave bolts carol in"
        " response to it.",
        {"carol": "lost", "dave": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), RESPONSE_TOLD_LAST)
def test_a_response_told_last_in_its_sentence_resolves_first(
    text: str, results: dict[str, str]
) -> None:
    # it was read in the order written: the spell responded to resolved first
    assert _ruled(text).results == results


def test_a_response_told_last_that_kills_nobody_leaves_the_first_spell_to_resolve() -> None:
    # the response resolves first and the spell below it after: both are played
    ruling = _ruled(
        "I am at 2 life and my opponent is at 5 life. My opponent bolts me. I bolt him in response."
    )
    assert ruling.results == {"me": "lost", "opponent": "won"}


# -- a past that no longer holds -----------------------------------------------------------------

USED_TO = [
    "I used to control Platinum Angel. I am at 0 life.",
    "I am at 1 life. I used to control Platinum Angel. My opponent bolts me.",
    "bob used to have Laboratory Maniac. bob has 0 cards in his library and draws a card.",
]


@pytest.mark.parametrize("text", USED_TO)
def test_a_card_a_player_used_to_control_is_never_read_as_theirs_now(text: str) -> None:
    # "used to" was read as "used" a card: Platinum Angel kept its player in ("nobody has
    # won or lost yet")
    _refused(text)


def test_a_card_used_is_still_read() -> None:
    ruling = _ruled("alice is at 3 life. bob used Lightning Bolt on alice. alice takes 3 damage.")
    assert ruling.results == {"alice": "lost", "bob": "won"}


# -- a spell cast at a card that keeps a player in -------------------------------------------------

CAST_AT_A_CARD_IN_PLAY = [
    "I am at 0 life and I control Platinum Angel. My opponent casts Control Magic on it.",
    "I am at -5 life and I control Platinum Angel. My opponent casts Control Magic on Platinum"
    " Angel.",
    "alice is at 0 life and controls Platinum Angel. bob casts Control Magic targeting alice's"
    " Platinum Angel.",
    "I control Laboratory Maniac and have 0 cards in my library. My opponent casts Control"
    " Magic on Laboratory Maniac. I draw a card.",
    "I am at 0 life and I control Platinum Angel. My opponent casts a spell to exile it.",
    "I am at 0 life and I control Platinum Angel. My opponent's Etrata, the Silencer exiles my"
    " Platinum Angel.",
]


@pytest.mark.parametrize("text", CAST_AT_A_CARD_IN_PLAY)
def test_a_spell_cast_at_a_card_that_keeps_a_player_in_is_refused(text: str) -> None:
    # the words after "on" were swallowed: the card stayed its player's, untouched ("nobody
    # has won or lost yet" with the Angel stolen; "you win" with the Maniac stolen)
    _refused(text)


def test_a_spell_cast_at_a_player_beside_such_a_card_is_still_read() -> None:
    ruling = _ruled("I am at 0 life and I control Platinum Angel. My opponent casts Bribery on me.")
    assert ruling.results == {"me": "playing", "opponent": "playing"}


# -- what a spell was cast to do, said in words no clause reads ----------------------------------

CAST_TO_DO = [
    "I have 0 cards in my library. My opponent casts a spell to make me draw a card.",
    "bob has 0 cards in his library. alice casts Ancestral Recall to make bob draw 3 cards.",
    "I am at 0 life and I control Platinum Angel. My opponent casts a spell to destroy it.",
]


@pytest.mark.parametrize("text", CAST_TO_DO)
def test_what_a_spell_was_cast_to_do_is_never_dropped(text: str) -> None:
    # "to make me draw a card" was swallowed by the cast: "nobody has won or lost yet"
    _refused(text)


UNKNOWN_CAST_TO_DO = [
    ("I have 0 cards in my library. My opponent casts Mind Sludge to make me draw a card.", "Mind"),
    ("I am at 0 life and I control Platinum Angel. My opponent casts Path to Exile on it.", "Path"),
    ("My opponent casts Path to Exile. I am at 0 life.", "Path"),
]


@pytest.mark.parametrize(("text", "card"), UNKNOWN_CAST_TO_DO)
def test_a_card_arbiter_does_not_know_cast_to_do_something_is_named_unknown(
    text: str, card: str
) -> None:
    # its words ("to Exile", "to make me draw") were taken as what it did, and then read by
    # nothing: the card was dropped without a word
    refused = _refused(text)
    assert refused.kind is Refusal.UNKNOWN_CARD
    assert card in refused.message


# -- another player's total beside a spell told as play ------------------------------------------

OTHERS_TOTAL_BESIDE_A_SPELL = [
    (
        "alice is at 3 life. bob bolts alice while carol is at 3 life.",
        {"alice": "lost", "bob": "playing", "carol": "playing"},
    ),
    (
        "dave is at 2 life. erin shocks dave and frank is at 7 life.",
        {"dave": "lost", "erin": "playing", "frank": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), OTHERS_TOTAL_BESIDE_A_SPELL)
def test_another_players_total_never_stands_in_for_what_a_spell_did(
    text: str, results: dict[str, str]
) -> None:
    # carol's total was taken as what the Bolt did: its damage to alice was dropped
    # ("nobody has won or lost yet")
    assert _ruled(text).results == results


def test_the_targets_own_damage_said_still_stands_in_for_it() -> None:
    ruling = _ruled("alice is at 3 life. bob Shocks alice and alice takes 2 damage")
    assert ruling.results == {"alice": "playing", "bob": "playing"}


# -- what could have happened, never what did -----------------------------------------------------

COULD_HAVE = [
    "I control Laboratory Maniac and my library is empty. My opponent could destroy Laboratory"
    " Maniac. I draw a card.",
    "bob controls Laboratory Maniac and his library is empty. alice might exile Laboratory"
    " Maniac. bob draws a card.",
    "I am at 0 life. I could control Platinum Angel.",
    "I am at 3 life. My opponent could deal 3 damage to me.",
    "carol is at 2 life. dave's Shock might deal 2 damage to carol.",
]


@pytest.mark.parametrize("text", COULD_HAVE)
def test_what_could_happen_is_never_read_as_what_happened(text: str) -> None:
    # "could destroy" was read as destroyed ("you lose"), "could deal 3 damage" as dealt
    _refused(text)


def test_what_would_happen_is_still_read_as_the_moment_asked_about() -> None:
    ruling = _ruled("I am at 3 life. I would take 3 damage.")
    assert ruling.results == {"me": "lost", "opponent": "won"}


# -- words after a card taken off the battlefield -----------------------------------------------

TAKEN_OFF_WITH_MORE = [
    "I control Laboratory Maniac. My library is empty. If my opponent destroys Laboratory Maniac"
    " in response to my draw, do I lose?",
    "bob controls Platinum Angel and is at 0 life. alice exiles Platinum Angel after combat"
    " damage to bob.",
]


@pytest.mark.parametrize("text", TAKEN_OFF_WITH_MORE)
def test_words_beside_a_card_taken_off_are_never_dropped(text: str) -> None:
    # "in response to my draw" was swallowed with the card: the draw never happened
    # ("nobody has won or lost yet")
    _refused(text)


def test_a_card_taken_off_alone_is_still_read() -> None:
    ruling = _ruled(
        "I control Laboratory Maniac and my library is empty. My opponent destroys my"
        " Laboratory Maniac. I draw a card."
    )
    assert ruling.results == {"me": "lost", "opponent": "won"}


# -- "instead" told of a game, no report on a program ---------------------------------------------

INSTEAD_IN_A_GAME = [
    ("I am at 2 life. Instead, my opponent deals 2 damage to me.", {"me": "lost"}),
    ("bob is at 3 life. But instead alice deals 3 damage to bob.", {"bob": "lost"}),
]


@pytest.mark.parametrize(("text", "results"), INSTEAD_IN_A_GAME)
def test_instead_alone_makes_no_report_of_a_program(text: str, results: dict[str, str]) -> None:
    # the sentence was skipped as what a program did: "nobody has won or lost yet"
    ruling = _ruled(text)
    assert {who: ruling.results[who] for who in results} == results


def test_instead_against_what_should_have_happened_is_still_a_report() -> None:
    ruling = _ruled("alice is at 0 life. It should end the game but instead it just keeps going.")
    assert ruling.results["alice"] == "lost"
    assert any("keeps going" in skipped for skipped in ruling.skipped)


# -- a card leaving that gives back what it took -------------------------------------------------

GIVES_BACK = [
    "I am at 5 life. My opponent steals my Platinum Angel with Control Magic. I destroy Control"
    " Magic. Then I take 10 damage.",
    "bob is at 2 life. alice gains control of bob's Platinum Angel with Control Magic. Control"
    " Magic is destroyed. Then bob takes 5 damage.",
]


@pytest.mark.parametrize("text", GIVES_BACK)
def test_a_card_leaving_after_a_permanent_changed_hands_is_refused(text: str) -> None:
    # Control Magic leaving was read as ending nothing: the Angel stayed stolen ("you lose")
    _refused(text)


def test_the_stolen_card_itself_leaving_is_still_read() -> None:
    ruling = _ruled(
        "I am at 5 life. My opponent steals my Platinum Angel with Control Magic. I destroy"
        " Platinum Angel. Then I take 10 damage."
    )
    assert ruling.results == {"me": "lost", "opponent": "won"}


# -- one card's name cast by several players -----------------------------------------------------

SAME_SPELL_SEVERAL_CASTERS = [
    (
        "alice is at 2 and bob is at 2 and carol is at 2. alice shocks bob. In response bob"
        " shocks carol. In response carol shocks alice.",
        {"alice": "lost", "bob": "won", "carol": "lost"},
    ),
    (
        "dave is at 3 life, erin is at 3 life and frank is at 3 life. dave bolts erin. In"
        " response erin bolts frank. In response frank bolts dave.",
        {"dave": "lost", "erin": "won", "frank": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), SAME_SPELL_SEVERAL_CASTERS)
def test_a_players_spell_is_theirs_alone_when_others_cast_the_same_card(
    text: str, results: dict[str, str]
) -> None:
    # bob's Shock was taken for alice's too (both had cast a Shock) and ceased to exist when
    # she left the game: carol was said to keep playing
    assert _ruled(text).results == results


# -- a commander's damage told as people tell it -------------------------------------------------

COMMANDER_DAMAGE_MORE = [
    (
        "In commander, my commander has dealt 20 damage to alice. My commander deals 1 more"
        " combat damage to her.",
        {"alice": "lost", "me": "won"},
    ),
    (
        "magic commander: bob has taken 19 commander damage from carol's commander. carol's"
        " commander deals 2 more combat damage to bob.",
        {"bob": "lost", "carol": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), COMMANDER_DAMAGE_MORE)
def test_more_damage_of_a_commander_is_its_commander_damage(
    text: str, results: dict[str, str]
) -> None:
    # "1 more combat damage" was read as damage of no commander ("depends" on alice's life),
    # and "my commander has dealt" named a commander "has"
    assert _ruled(text).results == results
