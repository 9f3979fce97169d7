"""Real questions refused as asked (session 32, census32c; issue #31, benchmarks/
rulings_census.py): Phage the Untouchable put out under Humility, asked on with a follow-up
whose subject is left out. Each reading is tested with its variants; a refusal is always
acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s30a import GOES_ON, LOST, WON, _outcomes
from tests.rulings.test_chat_reading import _refused, _ruled

_ASKED = (
    "If I have Humility in play, can I use Sneak Attack or Show and Tell to put out a Phage and "
    "not lose? Then, later, attack and destroy the Humility?"
)
_CAN_I = "If I have Humility in play, can I use Sneak Attack to put out a Phage and not lose?"


# -- a follow-up question without its subject; "attack and destroy" a card no one attacks ----

# The Saturday School question was refused ('I could not read "attack"'): "Then, later, attack
# and destroy the Humility?" asks on of the asker of "can I ...?", and Humility (an
# enchantment) is never attacked (MTG CR 508.1b): the words say it is destroyed later. Phage
# entered without its abilities, so its trigger never triggered (613.1f, 603.2), and Humility
# leaving after does not bring it back: the game goes on.


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        (_ASKED, [GOES_ON]),
        (f"{_CAN_I} Then, later, destroy the Humility?", [GOES_ON]),
        (
            "If my opponent has Humility in play, can I use Show and Tell to put out a Phage "
            "and not lose? Then, later, attack and destroy the Humility?",
            [GOES_ON],
        ),
        (
            "If I have Humility in play, can I cast Phage from my graveyard and not lose? Then, "
            "later, attack and destroy the Humility?",
            [GOES_ON],
        ),
        (
            "I control Humility. I reanimate Phage. Then, later, I attack and destroy the Humility",
            [GOES_ON],
        ),
        # without Humility the Phage put out loses its controller the game (603.4)
        (
            "Can I use Sneak Attack to put out a Phage and not lose? Then, later, destroy the "
            "Sneak Attack?",
            [LOST],
        ),
        # Platinum Angel has no abilities under Humility: at 0 life I lost before it left
        (
            "If I control Humility and Platinum Angel and I am at 0 life, can I use Sneak Attack "
            "to put out a Phage and not lose? Then, later, destroy the Humility?",
            [LOST],
        ),
    ],
)
def test_humility_destroyed_in_a_follow_up_gives_phage_no_trigger_back(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


def test_an_attack_that_may_be_combat_or_a_follow_up_unclear_is_refused() -> None:
    for text in (
        # a creature can block or be fought: the attack may be combat
        f"{_CAN_I} Then, later, attack and destroy the Phage?",
        "I control Humility. I reanimate Phage. Then I attack with Phage and destroy the Humility",
        "I control Humility. I reanimate Phage. Then I attack and destroy the Phage",
        # a card whose types Arbiter does not know could be a planeswalker or a battle
        "Can I use Sneak Attack to put out a Phage and not lose? Then, later, attack and destroy "
        "the Sneak Attack?",
        # more said after Humility left: the abilities are back for it
        f"{_CAN_I} Then, later, attack and destroy the Humility and deal 3 damage to my opponent?",
        f"{_CAN_I} Then, later, attack and destroy the Humility. Then Phage deals combat damage "
        "to my opponent?",
        # Humility gone before Phage enters, or named after it: when it left is unclear
        "Humility is destroyed. Then I put Phage onto the battlefield with Show and Tell",
        "Can I use Sneak Attack to put out a Phage and not lose if I have Humility? Then, later, "
        "destroy the Humility?",
        # a negation, a question asked with "would", another player's attack
        f"{_CAN_I} Then, later, don't destroy the Humility?",
        "If I have Humility in play, would I lose if I put Phage onto the battlefield with Sneak "
        "Attack? Then, later, attack and destroy the Humility?",
        f"{_CAN_I} Then, later, my opponent attacks and destroys the Humility?",
    ):
        _refused(text)


# -- a token copy of a card that asks whether it was cast -----------------------------------

# "I create a token copy of Phage" was unread, and "a token copy of Phage enters the
# battlefield under my control" was "it depends" on whether it was cast from a hand: a token
# is made where the effect puts it, never cast (MTG CR 111.1, 707.2), so Phage's trigger as it
# enters holds and its controller, whoever made it, loses (603.4, 104.3e; the Saturday School
# question of a Soul Foundry token copying Phage). The player who made it controls it (111.2).


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        ("I create a token copy of Phage", [LOST]),
        ("I make a token copy of Phage the Untouchable. Do I lose?", [LOST]),
        ("I create a token that's a copy of Phage", [LOST]),
        ("I create a token copy of my opponent's Phage. Do I lose?", [LOST]),
        ("a token copy of Phage enters the battlefield under my control", [LOST]),
        ("my opponent creates a token copy of my Phage", [WON]),
        (
            "a token copy of Phage the Untouchable enters the battlefield under my opponent's "
            "control",
            [WON],
        ),
        # Humility takes the trigger away; Platinum Angel keeps its controller in (104.3e)
        ("I control Humility. I create a token copy of Phage", [GOES_ON]),
        ("I control Platinum Angel. I create a token copy of Phage", [GOES_ON]),
        # a copy of a card that asks nothing of how it came
        ("I create a token copy of Platinum Angel", [GOES_ON]),
    ],
)
def test_a_token_copy_was_never_cast(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


def test_a_token_copy_the_words_leave_unclear_is_refused() -> None:
    for text in (
        "I don't create a token copy of Phage",
        "I could create a token copy of Phage",
        "I would create a token copy of Phage",
        "I create a token copy of Phage but it is countered",
        "I create a token copy of Phage. In response, my opponent concedes",
        "a token copy of Phage enters the battlefield",  # under whose control?
    ):
        _refused(text)
    ruled = _ruled("bob creates a token copy of Phage. players: alice, bob, carol")
    assert ruled.results == {"alice": "playing", "bob": "lost", "carol": "playing"}


# -- a card entering and its combat damage told together -------------------------------------

# "I reanimate Phage and it deals combat damage to my opponent" was "you win": the reader kept
# the trigger on Phage's combat damage and dropped the one as it entered, which resolves before
# any combat after it (MTG CR 603.3), so its controller lost first. Which the words mean is
# left open: refused, never the opponent's loss alone. Cast from a hand, it triggers nothing.


def test_an_entering_told_beside_its_combat_damage_is_never_the_damage_alone() -> None:
    for text in (
        "I reanimate Phage and it deals combat damage to my opponent",
        "I reanimate Phage. Phage deals combat damage to my opponent",
        "I create a token copy of Phage and it deals combat damage to my opponent",
        "Phage the Untouchable enters the battlefield under my control without being cast. Then "
        "it deals combat damage to my opponent",
        "I control Platinum Angel. I reanimate Phage. Phage deals combat damage to my opponent",
    ):
        _refused(text)
    for text, outcomes in (
        (
            "I cast Phage from my hand and it resolves and it deals combat damage to my opponent",
            [WON],
        ),
        (
            "I cast Phage from my hand and it resolves. Phage deals combat damage to my opponent",
            [WON],
        ),
        ("my opponent's Phage the Untouchable deals combat damage to me", [LOST]),
        ("I reanimate Phage", [LOST]),
    ):
        assert _outcomes(_ruled(text)) == outcomes, text


# -- put into play with the card as the verb; entering from a zone that is not a hand ---------

# "I Sneak Attack Phage into play" and "Phage enters the battlefield from my graveyard under my
# control" were unread: the card that puts creatures onto the battlefield said as the verb puts
# Phage there, not cast (110.2a, 603.4); and a card entering from a graveyard, a library, exile
# or the command zone was not cast from a hand, whether cast there or put (603.4, 903.8: a
# commander cast from the command zone is not cast from a hand).


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        ("I Sneak Attack Phage into play", [LOST]),
        ("I Show and Tell Phage onto the battlefield", [LOST]),
        ("I Sneak Attack my Phage into play", [LOST]),
        ("Phage enters the battlefield from my graveyard under my control", [LOST]),
        ("Phage enters the battlefield from the command zone under my control", [LOST]),
        ("Phage enters the battlefield from exile under my opponent's control", [WON]),
        ("Phage comes into play from my graveyard under my control", [LOST]),
        (
            "I control Humility. Phage enters the battlefield from my graveyard under my control",
            [GOES_ON],
        ),
    ],
)
def test_put_or_entering_from_elsewhere_than_a_hand(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


def test_entering_from_a_hand_or_unclear_stays_as_written() -> None:
    for text in (
        "Phage the Untouchable enters the battlefield from my hand",  # cast from it, or put?
        "Phage the Untouchable enters the battlefield from my graveyard",  # under whose control?
        "Phage enters the battlefield from my graveyard under my control but it is countered",
        "I Sneak Attack his Phage into play",  # his card, from my hand?
        "I Show and Tell Lightning Bolt into play",
    ):
        _refused(text)


# -- "played from my hand" is cast; "cast from my hand with Sneak Attack" is put -------------

# "I played Phage from my hand and it resolved" was unread: a card that is no land played is
# cast (601.1), so from a hand Phage's trigger does nothing. "I cast Phage from my hand with
# Sneak Attack and it resolves" was "the game goes on": Sneak Attack puts the creature onto the
# battlefield, it is not cast (110.2a, 603.4), whatever verb the asker used: its controller
# loses. Sneak Attack only said in play beside the cast changes nothing.


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        ("I played Phage from my hand and it resolved", [GOES_ON]),
        ("I play Phage from my hand and it resolves", [GOES_ON]),
        ("my opponent plays Phage from his hand and it resolves", [GOES_ON]),
        ("I cast Phage from my hand with Sneak Attack and it resolves", [LOST]),
        ("I played Phage from my hand with Sneak Attack", [LOST]),
        ("I cast Phage from my hand using Show and Tell and it resolves", [LOST]),
        ("I cast Phage from my hand with Sneak Attack in play and it resolves", [GOES_ON]),
    ],
)
def test_played_from_a_hand_is_cast_and_put_with_a_card_is_not(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


def test_a_play_the_words_leave_unclear_stays_as_written() -> None:
    for text in (
        "I don't play Phage from my hand",
        "I played Phage from my graveyard and it resolved",  # cast, or put by a card?
        "I control Sneak Attack. I played Phage from my hand and it resolved",
    ):
        _refused(text)
