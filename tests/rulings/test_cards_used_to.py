"""A card "used to" do something (issue #31, session 19, cards told as play): "I used Ambassador
Laquatus to remove 9 cards from someone's library and they only had 7", "I use Shock to deal 2
damage to bob". The card is used (on the stack) and what it did is what the words after "to"
say, the player's own act or the card's own damage; a card Arbiter does not know is taken to do
only that; the act told first and the card after "with" ("I deal 2 damage to bob with Shock")
reads the same. A question of the moment told "at that point", beside a later moment offered ("or on
his turn"), asks of the moment told. "someone's" after the asker acting is the other player.

Near misses stay refused: a use whose act does not read, a card used with nothing said of what
it did, a later moment asked alone, "someone" beside a third player.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # the card's own damage: it is the source, and the asker its controller (the player
        # who used it was read as a source named "you use Shock to", and "opponent" won)
        ("bob is at 2 life. I use Shock to deal 2 damage to bob.", {"bob": "lost", "me": "won"}),
        (
            "My opponent is at 4 life. I used my Fireball to deal 6 damage to him.",
            {"opponent": "lost", "me": "won"},
        ),
        # a mill told through the card, and the draw after it
        (
            "My opponent has 5 cards in his library. I activate my Hedron Crab to mill him for"
            " 8 cards. He draws a card.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "My opponent has 2 cards in his library. I use Hedron Crab to make him mill 3 cards."
            " Then he draws a card.",
            {"opponent": "lost", "me": "won"},
        ),
        # the act told first, the card after "with"
        ("bob is at 2 life. I deal 2 damage to bob with Shock.", {"bob": "lost", "me": "won"}),
        (
            "My opponent has 3 cards in his library. I mill him for 5 cards with my Hedron Crab."
            " Then he draws a card.",
            {"opponent": "lost", "me": "won"},
        ),
        # a card tapped to do it, one Arbiter does not know doing only what is said
        (
            "I am at 1 life. He taps his Prodigal Sorcerer to deal 1 damage to me.",
            {"me": "lost", "opponent": "won"},
        ),
        # the card's own damage is the card of the player who used it (its lifelink theirs)
        (
            "My opponent is at 3 life. I deal 3 combat damage to him with Vampire Nighthawk.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            # "My opponent" here says the asker plays too: three players (test_askers_opponent)
            "bob is at 2 life. The opponent deals 2 damage to bob with Shock.",
            {"bob": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_card_used_to_do_what_the_words_say(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert {p: r for p, r in ruling.results.items() if r != "playing"} == results


@pytest.mark.parametrize(
    "text",
    [
        "If I used Ambassador Laquatus to remove 9 cards from someone's library and they only"
        " had 7, would he lose the game at that point or on his turn?",
        "She used Ambassador Laquatus to remove 12 cards from my library and I only had 10."
        " Do I lose right away or at my next draw?",
        "I use Ambassador Laquatus to remove 6 cards from bob's library and bob only had 4",
        "bob has 3 cards in his library. I used Ambassador Laquatus to remove 5 cards from his"
        " library. Would he lose the game at that point?",
        "bob has 3 cards in his library. I remove 5 cards from his library with Ambassador"
        " Laquatus. Does he lose?",
    ],
)
def test_a_library_emptied_through_a_card_ends_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert set(ruling.results.values()) == {"playing"}


@pytest.mark.parametrize(
    "text",
    [
        # what the card did is not said in words that read
        "I used Ambassador Laquatus to do something",
        "bob has 3 cards in his library. I used Ambassador Laquatus.",
        "bob is at 2 life. I used Shock to ping him.",
        # a card held, not used: "with" after a loss of one's own
        "I am at 3 life. I lose 3 life with Platinum Angel.",
        # a later moment asked alone is not the moment told
        "bob mills 9 cards. would he lose the game on his turn?",
        "I cast Final Fortune. Do I lose at my next turn?",
        # "someone" beside a third player
        "I remove 9 cards from someone's library and bob concedes",
    ],
)
def test_near_misses_stay_refused(text: str) -> None:
    _refused(text)
