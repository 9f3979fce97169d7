"""Draws from a library whose size is never told, and concessions asked, as a new user would
type them (issue #31, the session-31 adversarial pass "adv31c", after census31c): cards that
watch or replace a draw, draws by several players, the draw before or after a loss of life, a
mill, poison, several games' wording. Each reading, and the near readings that must stay as
they were. A refusal is always acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- a sentence that states a total, then what changed it, is read in parts once -------------

# "my library has 1 card. I'm at 5 life and I lose 1 life and draw a card" was "you lose: you
# had to draw from an empty library": the sentence was read whole (its draw took the library's
# one card), then again as the total and what changed it, and the second draw found the library
# empty. Read in parts from what was told before the sentence, the card is drawn once (121.1,
# 704.5b). With Laboratory Maniac and a library never told, "I'm at 1 life and I lose 1 life and
# draw a card" was "you win" whatever the library held: with a card in it, the draw is no empty
# draw and 0 life loses (704.5a); empty, the Maniac wins at once (614.1a): refused.


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "my library has 1 card. I'm at 5 life and I lose 1 life and draw a card",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "my library has 1 card. I'm at 5 life and I draw a card and lose 1 life",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I control Laboratory Maniac. my library has 1 card. I'm at 1 life and I lose 1 life "
            "and draw a card",
            {"me": "lost", "opponent": "won"},
        ),
        ("i'm on 1 life, i lose 1 life and draw a card", {"me": "lost", "opponent": "won"}),
        (
            "my library is empty. my opponent is at 1 life and he loses 1 life and draws a card "
            "and I draw a card",
            {"me": "drew", "opponent": "drew"},
        ),
    ],
)
def test_a_sentence_read_in_parts_draws_its_cards_once(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_sentence_read_in_parts_is_read_as_its_two_sentences() -> None:
    # its first reading left "him" unsure ("I could not tell who 'him' is"), where the same
    # words in two sentences were read; read in parts from what was told before, both agree:
    # bob at 0 loses, alice's lifelink gain with the damage (702.15b, 704.5a)
    for text in (
        "bob is at 4 and alice's lifelinkers deal 4 combat damage to him.",
        "bob is at 4. alice's lifelinkers deal 4 combat damage to him.",
    ):
        assert _ruled(text).results == {"bob": "lost", "alice": "won"}, text


def test_a_draw_a_card_replaces_beside_a_library_unsaid_in_one_sentence_is_refused() -> None:
    for text in (
        "I control Laboratory Maniac. I'm at 1 life and I lose 1 life and draw a card",
        "I control Jace, Wielder of Mysteries. I'm at 1 life and I lose 1 life and draw a card",
    ):
        _refused(text)


# -- a concession demanded in the third person ------------------------------------------------


# A concession is a choice (104.3a): "my opponent has to concede" demands one and tells none. It
# was refused but offered "Did you mean 'my opponent concedes'?", dropping the "has to" (as "I
# have to concede?" no longer is): no such offer.
@pytest.mark.parametrize(
    "text",
    [
        "my opponent has to concede",
        "players: alice, bob, carol. alice has to concede",
        "2HG: teams: me and alice vs bob and carol. bob has to concede",
        "I'm at 1 life. I lose 1 life and draw a card. my opponent has to concede",
    ],
)
def test_a_concession_demanded_of_another_is_offered_no_concession(text: str) -> None:
    refused = _refused(text)
    assert "Did you mean" not in refused.message, refused.message


# -- a draw beside a move of the card that changes it -----------------------------------------


# Laboratory Maniac's win and Shared Fate's replacement apply as the card is drawn (614.1a),
# not at the next check: "my library is empty. I draw a card and Laboratory Maniac dies" was
# "you lose" (the Maniac read as gone), a win if the draw came first; "I draw a card and Shared
# Fate is destroyed" was "nobody has lost", a loss if it left first. "I draw a card in response
# to Laboratory Maniac dying" read the whole draw as the card's subject and dropped it ("nobody
# has won or lost yet"). Refused; told in order, each reads as before.
def test_a_draw_beside_a_move_of_the_card_that_changes_it_is_refused() -> None:
    for text in (
        "I control Laboratory Maniac. my library is empty. I draw a card and Laboratory Maniac "
        "dies",
        "I control Laboratory Maniac. my library is empty. my opponent destroys Laboratory Maniac "
        "and I draw a card",
        "I control Shared Fate. my library is empty. I draw a card and Shared Fate is destroyed",
        "my library is empty. I draw a card in response to Laboratory Maniac dying",
    ):
        _refused(text)


@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("I control Laboratory Maniac. my library is empty. I draw a card, then Laboratory "
         "Maniac dies", "won"),
        ("I control Laboratory Maniac. my library is empty. Laboratory Maniac dies. I draw a card",
         "lost"),
        ("I control Laboratory Maniac. my library has 5 cards. I draw a card and Laboratory "
         "Maniac dies", "playing"),
    ],
)  # fmt: skip
def test_a_draw_told_in_order_with_its_card_reads_as_before(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me
