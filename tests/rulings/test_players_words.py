"""A player's words quoted that concede nothing (issue #31, quoted_text.players_words): a
promise to concede on a condition, a demand that another player concede, a question, "OK", a
call for a judge and a reveal said again end nothing (a player concedes by conceding, MTG CR
104.3a). They are skipped and shown, the speakers still the game's players; words that concede,
or hold a number, a card or anything else, are read or refused and named."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

SAID = [
    # Each was unread ('I could not read "... says to Nicole"'): the words were taken as play.
    (
        'In his pre-combat main phase Adam says to Nicole, "If you show me a counter spell, '
        'I\'ll concede." Nicole reveals Cancel in her hand. Adam says, "OK, go to attacks?" '
        'Nicole says, "No you have to concede now, I showed you my counter spell! Judge!"',
        {"Adam": "playing", "Nicole": "playing"},
        'Adam says to Nicole, "If you show me a counter spell, I\'ll concede."',
    ),
    # other names, another card, another verb of saying and of conceding
    (
        'Bob tells Alice, "If you have the removal spell, I will scoop." Alice reveals Doom '
        'Blade. Bob asks, "Fine, do you block?"',
        {"Alice": "playing", "Bob": "playing"},
        'Bob tells Alice, "If you have the removal spell, I will scoop."',
    ),
    # a demand, then what happened: the demand is no concession, the damage is read
    (
        'My opponent said, "You have to concede now!" I am at 3 life and I take 2 damage.',
        {"me": "playing", "opponent": "playing"},
        'My opponent said, "You have to concede now!"',
    ),
    (
        'Carol replies to Bob, "Judge!" Alice is at 2 life.',
        {"Alice": "playing", "Bob": "playing", "Carol": "playing"},
        'Carol replies to Bob, "Judge!"',
    ),
]


@pytest.mark.parametrize(("text", "results", "said"), SAID)
def test_a_players_words_that_concede_nothing_are_skipped_and_shown(
    text: str, results: dict[str, str], said: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert said in ruling.skipped


def test_the_speakers_stay_players_of_the_game() -> None:
    # Carol spoke: she is a third player, so Alice conceding leaves two in the game and
    # nobody has won yet (read without her, Bob would have won).
    ruling = _ruled('Carol says to Bob, "You have to concede!" Alice concedes.')
    assert ruling.results == {"Alice": "lost", "Bob": "playing", "Carol": "playing"}


def test_a_concession_after_the_promise_is_still_read() -> None:
    ruling = _ruled(
        'Bob says, "If you show me a counter spell, I will concede." Alice reveals Cancel. '
        "Then Bob concedes."
    )
    assert ruling.results == {"Alice": "won", "Bob": "lost"}


NOT_SKIPPED = [
    # conceding said now, even on a condition: whether he conceded is not settled here
    ('Bob says to Alice, "If you have it, I concede." Alice reveals Cancel.', "Bob says"),
    # a number in the words: a fact said aloud is read or refused, never dropped
    ('Alice says "you are at 3, right?" Bob is at 3 life.', "Alice says"),
    # an action said aloud
    ('Alice says, "I attack with everything." Bob is at 3 life.', "Alice says"),
    # a card's words, not a player's
    ('Platinum Angel says "You can not lose the game." I am at 0 life.', "Platinum Angel"),
    # a claim of the outcome is the speaker's belief, never skipped as if it said nothing
    ('Bob says, "It is a loop, the game is a draw." Alice is at 3 life.', "Bob says"),
]


@pytest.mark.parametrize(("text", "named"), NOT_SKIPPED)
def test_words_that_may_concede_or_tell_a_fact_are_not_skipped(text: str, named: str) -> None:
    refused = _refused(text)
    assert (refused.unread is not None and named in refused.unread) or named in refused.message


TURN_SAID = [
    # whose turn said by a pronoun, or a main phase by its name: framing, skipped and shown
    ("I am at 3 life. In his pre-combat main phase, my opponent deals 3 damage to me.", "lost"),
    ("I am at 3 life. During their second main phase my opponent deals 2 damage to me.", "playing"),
    ("I am at 3 life. On her turn my opponent deals 3 damage to me.", "lost"),
]


@pytest.mark.parametrize(("text", "mine"), TURN_SAID)
def test_the_turn_or_main_phase_said_first_is_framing(text: str, mine: str) -> None:
    ruling = _ruled(text)
    assert ruling.results["me"] == mine
    assert any(
        said.lower().startswith(("in his", "during their", "on her")) for said in ruling.skipped
    )


CONDUCT = [
    # what stops the reading is around the game, not in it: a judge's to rule on
    # (after an attack for lethal, the same handshake is a concession: test_handshakes.py)
    "[Premature handshake: AP tapped out to attack and extended a hand; NAP accepted "
    "the handshake and AP shuffled up. Who won the game?]",
    "Bob swung with everything and offered a hand, Alice shook hands and then noticed her Fog.",
    "While filling in the result slip we did not agree on who won the third game.",
]


@pytest.mark.parametrize("text", CONDUCT)
def test_tournament_conduct_unread_is_handed_to_a_judge(text: str) -> None:
    refused = _refused(text)
    assert "tournament conduct: a judge rules on it" in refused.message


def test_a_handshake_after_the_game_is_never_dropped_and_other_words_are_not_conduct() -> None:
    # a handshake may itself be a concession: never skipped, handed to a judge
    assert "tournament conduct" in _refused("My opponent concedes and we shook hands.").message
    # words of no conduct keep the ordinary refusal
    assert "tournament conduct" not in _refused("My opponent concedes and we went out.").message
