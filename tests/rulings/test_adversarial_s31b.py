"""Adversarial pass on session 31's readings of combat told by stats, removal aimed at a
permanent whose types are known, and a spell no card names beside a card that reacts to it
(adv31b; tests/rulings/test_fresh_s31.py, test_leftovers_s31.py). A refusal is always
acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_fresh_s31 import GOES_ON, WON, _outcome

# A removal cast by a player at a permanent Arbiter knows was put as the permanent leaving
# ("alice's Platinum Angel is destroyed by Murder"), its caster dropped: a player named only as
# its caster was no player of the game. "alice controls Platinum Angel. alice is at 0 life. bob
# casts Murder on alice's Platinum Angel and it resolves. carol is at 5 life" was "carol wins"
# (bob plays on: the game goes on between bob and carol, 104.2a), and in a game of two the
# winner was "opponent", not bob. The caster is kept ("... is destroyed by bob's Murder"), a
# player of the game; "my opponent" beside a third player named is refused as elsewhere.
ANGEL = "alice controls Platinum Angel. alice is at 0 life. bob {} alice's Platinum Angel{}."
ALICE_OUT = ("ongoing", {"alice": "lost", "bob": "playing", "carol": "playing"})
MINE = (
    "I control Platinum Angel. I'm at 0 life. {} on my Angel and it resolves. carol is at 5 life."
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (ANGEL.format("casts Murder on", " and it resolves. carol is at 5 life"), ALICE_OUT),
        (ANGEL.format("casts Unsummon on", ". carol is at 5 life"), ALICE_OUT),
        (ANGEL.format("casts Set Adrift on", ". carol is at 5 life"), ALICE_OUT),
        (ANGEL.format("destroys", " with Murder. carol is at 5 life"), ALICE_OUT),
        (
            ANGEL.format("casts Swords to Plowshares on", ". carol is at 5 life").replace(
                "at 0", "at -5"
            ),
            ALICE_OUT,
        ),
        (
            "I control Platinum Angel. I'm at 0 life. player 2 Doom Blades my Angel. player 3 is"
            " at 5 life.",
            ("ongoing", {"me": "lost", "player 2": "playing", "player 3": "playing"}),
        ),
        (
            ANGEL.format("casts Murder on", " and it resolves"),
            ("over", {"alice": "lost", "bob": "won"}),
        ),
        (MINE.format("my opponent casts Unsummon"), None),
        (MINE.format("my opponent casts Set Adrift"), None),
        (MINE.format("my opponent casts Murder"), None),
    ],
)
def test_a_removals_caster_stays_a_player(
    text: str, expected: tuple[str, dict[str, str]] | None
) -> None:
    assert _outcome(text) == expected


# A spell no card names beside a card that turns on what it may do (Laboratory Maniac, Sanguine
# Bond) was asked for only as "a spell" or "an instant": told by its permanent kind ("I cast a
# creature spell", "an artifact spell") it was read as doing nothing, though a creature that
# draws a card as it enters wins beside Laboratory Maniac (its trigger after it resolves,
# 603.3): "I have Laboratory Maniac and my library is empty. I cast a creature spell and it
# resolves" was "nobody has won or lost yet". Now asked for the same way; a land played, a
# creature held all along or a spell countered are read as before.
MANIAC = "I have Laboratory Maniac and my library is empty. {}"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (MANIAC.format("I cast a creature spell."), None),
        (MANIAC.format("I cast a creature spell and it resolves."), None),
        (MANIAC.format("I cast an artifact spell and it resolves."), None),
        (MANIAC.format("my opponent casts a creature spell."), None),
        (MANIAC.format("I cast a creature spell but it is countered."), GOES_ON),
        (MANIAC.format("I play a land."), GOES_ON),
    ],
)
def test_a_permanent_spell_no_card_names_beside_a_card_that_turns_on_it_is_asked_for(
    text: str, expected: tuple[str, dict[str, str]] | None
) -> None:
    assert _outcome(text) == expected


# A card Arbiter does not know cast, then more told, was taken to do only what the words say;
# a library's count told says its draws matter, and so what it drew must be said, but a library
# told empty ("my library is empty") did not: "my library is empty. I control Laboratory
# Maniac. I cast Xyzzy Blast and my library is still empty" was "nobody has won or lost yet"
# (a card drawn wins by Laboratory Maniac, 614.1a; without it, the draw loses,
# 704.5b), and so was "... and my opponent is at 3 life". Now refused naming the card; said
# drawn ("... and I draw a card") it is read as before. Beside a card that turns on a change of
# life (Sanguine Bond, Exquisite Blood), a total said after it ("I control Sanguine Bond. my
# opponent is at 3 life. I cast Xyzzy Blast and I'm at 10 life") was taken for all it did,
# "nobody has won or lost yet": a gain makes him lose as much. Refused the same way.
BOND = "I control {}. my opponent is at {} life. I cast Xyzzy Blast and {}."
EMPTY = "my library is empty. I control Laboratory Maniac. I cast Xyzzy Blast and {}."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (EMPTY.format("my library is still empty"), None),
        (EMPTY.format("my opponent is at 3 life"), None),
        (EMPTY.format("it deals 3 damage to my opponent. he is at 3 life"), None),
        ("my library is empty. I cast Xyzzy Blast and it deals 3 damage to my opponent.", None),
        (EMPTY.format("I draw a card"), WON),
        # the same beside a card that turns on a change of life: a total said is no change
        (BOND.format("Sanguine Bond", 3, "I'm at 10 life"), None),
        (BOND.format("Sanguine Bond", 3, "he's at 3 life"), None),
        (BOND.format("Exquisite Blood", 1, "I'm at 5 life"), None),
    ],
)
def test_a_card_arbiter_does_not_know_beside_what_turns_on_it_must_say_what_it_did(
    text: str, expected: tuple[str, dict[str, str]] | None
) -> None:
    assert _outcome(text) == expected
