"""Where the name of a card Arbiter does not know ends, and what a card it does not know, told
used, did (issue #31, session 22). A name with "of the" or "in the" inside ("Maralen of the
Mornsong", "Souls of the Faultless", "Confusion in the Ranks") is one card, named whole in the
refusal (it was cut at its first word and the sentence left unread); "on" and "at" aim one
thing at another and never join a name ("Necromancy on Thassa's Oracle", "Clan Defiance at
Ajani", "Fireblast on Alice" were one card Arbiter did not know, the known card or the player
after them swallowed: "Alice is at 4 life. Bob used Fireblast on Alice." was "nobody has won
or lost yet"). A card Arbiter does not know, told used
("used Necromancy on Thassa's Oracle", "uses Frobnicator on me") with no more said of what it
did, is refused naming it, as one told cast is: taken to do nothing, "I am at 3 life. My
opponent used Lava Dart on me." was "nobody has won or lost yet". (Dread Return, the example
until session 34, is known since: tests/rulings/test_census_s34d.py.)"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            # (Maralen of the Mornsong, the example here until session 30, is known since then.)
            "Arnold, Beth and Chuck are playing. Arnold has Champion of the Parish. Arnold "
            "concedes.",
            "Champion of the Parish",
        ),
        ("My opponent has Souls of the Faultless. I am at 2 life.", "Souls of the Faultless"),
        ("I control Confusion in the Ranks. My opponent concedes.", "Confusion in the Ranks"),
        (
            # (Form of the Dragon, the example here until session 24, is known since then.)
            "My opponent controls a Day of the Dragons and is at 3 life.",
            "Day of the Dragons",
        ),
        ("Bob has Lord of the Void out. Bob is at 4 life.", "Lord of the Void"),
    ],
)
def test_a_name_with_of_the_inside_is_one_card_named_whole(text: str, card: str) -> None:
    refused = _refused(text)
    assert refused.cards == (card,)
    assert f'"{card}"' in refused.message


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("My library is empty. I cast Necromancy on Thassa's Oracle.", "Necromancy"),
        (
            "Ajani, Elspeth and Xenagos are playing. Xenagos casts Clan Defiance at Ajani.",
            "Clan Defiance",
        ),
        ("Alice is at 3 life. Bob casts Lava Dart at Alice.", "Lava Dart"),
    ],
)
def test_on_and_at_end_the_name_before_what_it_is_aimed_at(text: str, card: str) -> None:
    refused = _refused(text)
    assert refused.cards == (card,)


@pytest.mark.parametrize(
    "text",
    [
        "My library is empty. I used Necromancy on Thassa's Oracle.",
        "I am at 3 life. My opponent used Lava Dart on me.",
        "I'm at 2 life. He uses Frobnicator.",
        "Alice is at 4 life. Bob used Kessig Flamebreather targeting Alice.",
    ],
)
def test_a_card_not_known_told_used_with_no_more_said_is_refused(text: str) -> None:
    refused = _refused(text)
    assert "does not know the card" in refused.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # what the card did is said: read as it is with a card told cast
        (
            "I am at 3 life. My opponent used Lava Dart to deal 3 damage to me.",
            {"me": "lost", "opponent": "won"},
        ),
        # cards Arbiter knows, aimed "on" and "at", are read as before
        (
            "I control Platinum Angel and I am at 0 life. My opponent used Naturalize on my "
            "Platinum Angel.",
            {"me": "lost", "opponent": "won"},
        ),
        ("I am at 3 life. My opponent casts Lava Spike at me.", None),
        ("Alice is at 4 life. Bob used Fireblast on Alice.", None),
        # a card Arbiter knows, followed by "in the" or "of the" and a capital, stays that card
        (
            "My opponent is at 3 life. My Lightning Bolt in the Main Phase deals 3 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
        # a known name with "of the" inside stays the known card
        (
            "I control Disciple of the Vault and Platinum Angel. I am at 0 life.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_what_is_said_and_known_cards_read_as_before(
    text: str, results: dict[str, str] | None
) -> None:
    ruling = _ruled(text)
    if results is None:
        assert ruling.status == "depends"  # did the spell resolve?
    else:
        assert ruling.results == results


@pytest.mark.parametrize(
    "text",
    [
        # a spell Arbiter knows, told used with what it did left out: it was "nobody has won or
        # lost yet", the spell dropped
        "Alice is at 4 life. Bob used Fireblast quickly targeting Alice.",
        "Alice is at 4 life. Bob used Fireblast.",
        "I'm at 3 life. My opponent is using Lightning Bolt.",
    ],
)
def test_a_known_spell_told_used_with_what_it_did_unsaid_is_asked_about(text: str) -> None:
    refused = _refused(text)
    assert "on the stack" in refused.message
