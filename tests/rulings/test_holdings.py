"""Phrase families that say what a player holds or does that ends nothing by itself
(docs/situation-language.md, "Phrases"): what a player holds named by count and kind, a
discard, a draw they may decline; one more thing held sharing the verb before it; and cards
that end nothing by themselves (Kind.ENDS_NOTHING), beside which such actions alone are a
situation where nothing ends."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

NOTHING_ENDS = "Nothing said ends the game"

HOLDINGS = [
    "magic: I control a land of each basic land type",
    "magic: bob has one card in hand",
    "magic: alice controls two creatures and three lands",
    "magic: I have seven cards in my hand and 10 cards in my library",
    "magic: bob discards his hand",
    "magic: I discard one card at random",
    "magic: alice may draw a card",
    "magic: I have one card in hand and I may draw one",
]


@pytest.mark.parametrize("text", HOLDINGS)
def test_what_a_player_holds_discards_or_may_draw_ends_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert NOTHING_ENDS in ruling.explanation


def test_one_more_thing_held_shares_the_verb_before_it() -> None:
    ruling = _ruled(
        "magic: I control Cromat and a land of each basic land type. my Coalition Victory "
        "says I win"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert {c.name for c in ruling.cards} == {"Cromat", "Coalition Victory"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "magic: I have 2 lands, 10 cards in my library and Platinum Angel. "
            "my opponent concedes",
            {"me": "won", "opponent": "lost"},
        ),
        # the angel is the holder's: its controller can't lose
        (
            "magic: I have 2 Forests, 10 cards in my library and Platinum Angel. I lose 25 life",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "magic: my opponent has one card in his hand, 10 cards in his library and "
            "Platinum Angel. my opponent loses 25 life",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_list_held_shares_its_verb_past_a_count_of_a_library(
    text: str, results: dict[str, str]
) -> None:
    # "10 cards in my library" reads alone (a count a card may be gated on); the item after
    # it is still one more thing held, by the player who holds the list.
    ruling = _ruled(text)
    assert ruling.results == results
    assert "Platinum Angel" in {c.name for c in ruling.cards}


def test_a_card_named_is_never_swallowed_as_something_held() -> None:
    # Biovisionary may act on what is held: say what happened.
    refused = _refused("magic: I control four creatures named Biovisionary")
    assert "Say what happens" in refused.message


def test_a_spell_that_ends_nothing_with_actions_alone_ends_nothing() -> None:
    ruling = _ruled("magic: I cast Fact or Fiction with four cards in my library and reveal them")
    assert ruling.status == "ongoing"
    assert NOTHING_ENDS in ruling.explanation
    assert [c.name for c in ruling.cards] == ["Fact or Fiction"]
    # A card that may act on the same actions still asks what happened.
    assert "Say what happens" in _refused("magic: I cast Thassa's Oracle and reveal it").message


def test_the_x_of_a_cost_is_no_part_of_a_card_name() -> None:
    ruling = _ruled(
        "magic: I control Spiritual Focus and have one card in hand and 10 cards in my library. "
        "my opponent casts Mind Twist with X = 10 and I discard one card and may draw one"
    )
    assert ruling.status == "ongoing"
    assert {c.name for c in ruling.cards} == {"Spiritual Focus", "Mind Twist"}
    assert ruling.unknown_cards == ()


def test_a_player_said_to_be_in_the_game_ends_nothing() -> None:
    ruling = _ruled("magic: 3 players: me, alice, bob. alice concedes and bob is still in the game")
    assert ruling.results == {"me": "playing", "alice": "lost", "bob": "playing"}


# -- a list of cards killed by a player's combat damage ------------------------------------


def test_combat_damage_that_kills_cards_removes_them_at_the_checkpoint() -> None:
    # Platinum Angel dealt lethal damage still holds at the first check, then leaves, and
    # the check made again finds its controller at 0 life (704.3, 704.5g).
    ruling = _ruled(
        "magic: bob controls Platinum Angel and is at 0 life. andy's first-strike damage kills "
        "bob's Platinum Angel"
    )
    assert ruling.results == {"bob": "lost", "andy": "won"}
    ends = [
        e
        for report in ruling.understood["reports"]
        for e in report.get("simultaneous", [report])
        if e["event"] == "effect_ends"
    ]
    assert ends == [
        {
            "event": "effect_ends",
            "controller": "bob",
            "source": "Platinum Angel",
            "state_based": True,
        }
    ]


def test_a_list_of_cards_killed_and_their_death_triggers_come_before_regular_damage() -> None:
    ruling = _ruled(
        "magic commander: andy is at 3 life and bob is at 37 life. andy's first-strike damage "
        "kills bob's Zulaport Cutthroat, Cruel Celebrant and Blood Artist. then bob's death "
        "triggers resolve and andy loses 3 life. then andy's regular combat damage would deal "
        "37 damage to bob"
    )
    assert ruling.results == {"andy": "lost", "bob": "won"}
    assert {c.name for c in ruling.cards} == {
        "Zulaport Cutthroat",
        "Cruel Celebrant",
        "Blood Artist",
    }


def test_control_of_is_no_player_controlling_a_card() -> None:
    # "exchange control of my creatures" once made a player named "exchange".
    ruling = _ruled("magic: I cast Reins of Power and exchange control of my creatures with bob")
    assert ruling.status == "ongoing"
    assert "exchange" not in ruling.results
    declared = _ruled(
        "magic: 3 players: me, bob, carol. I concede and exchange control of my creatures"
    )  # was refused: "exchange is not one of the 3 players declared"
    assert declared.results == {"me": "lost", "bob": "playing", "carol": "playing"}


@pytest.mark.parametrize(
    "other_side", ["player b's creatures", "his creatures", "the creatures player b controls"]
)
def test_an_exchanges_other_side_after_and_is_part_of_it(other_side: str) -> None:
    """ "exchange control of my creatures and player b's creatures": the words after "and" are
    the exchange's other side (they were read as a clause of their own and refused)."""
    ruling = _ruled(
        "magic: 3 players: me, player b, player c. I cast Reins of Power and exchange control "
        f"of my creatures and {other_side}"
    )
    assert ruling.results == {"me": "playing", "player b": "playing", "player c": "playing"}


def test_an_exchange_of_control_never_swallows_a_clause_that_reads() -> None:
    ruling = _ruled("magic: I exchange control of my creatures and bob concedes")
    assert ruling.results == {"me": "won", "bob": "lost"}


@pytest.mark.parametrize("held", ["player b controls Phage the Untouchable", "I control Phage"])
def test_a_card_that_acts_as_it_enters_or_deals_damage_does_nothing_in_an_exchange(
    held: str,
) -> None:
    """Phage triggers as it enters and as it deals combat damage: an exchange of control is
    neither (603.6a), so it does nothing and nobody loses (it was refused: "say what
    happens")."""
    ruling = _ruled(
        f"magic: 3 players: me, player b, player c. {held}. I cast Reins of Power and exchange "
        "control of my creatures with player b"
    )
    assert ruling.status == "ongoing"
    assert NOTHING_ENDS in ruling.text()


def test_a_card_that_may_act_on_its_own_beside_an_exchange_is_still_refused() -> None:
    # Transcendence's loss at 20 or more life is a state trigger: not answered as nothing.
    _refused(
        "magic: bob controls Transcendence. I exchange control of my creatures and bob's creatures"
    )


# -- a draw of a card: the library said empty, a draw replaced, a library counted ----------


def test_a_draw_is_judged_by_the_library_count_told_and_never_guessed() -> None:
    # no count told: refused, naming the count the outcome turns on
    refused = _refused("magic: my opponent draws a card")
    assert "how many were in the library" in refused.message
    # an empty library said before it: a draw from an empty library (MTG CR 121.4, 704.5b)
    lost = _ruled("magic: my opponent's library is empty. my opponent would draw a card")
    assert lost.results == {"me": "won", "opponent": "lost"}
    # the last card drawn is no draw from an empty library; the next draw is
    last = _ruled("magic: bob has 1 card in his library. bob draws a card")
    assert last.status == "ongoing" and "lost" not in last.results.values()
    again = _ruled("magic: bob has 1 card in his library. bob draws a card. bob draws a card")
    assert again.results["bob"] == "lost"
    # said as a draw from an empty library, it is one, however the library was said
    lost = _ruled(
        "magic: my opponent has 0 cards in his library. then he draws from an empty library"
    )
    assert lost.results == {"me": "won", "opponent": "lost"}


def test_a_draw_replaced_by_shared_fate_is_no_draw() -> None:
    ruling = _ruled(
        "magic: I control Shared Fate and my opponent's library is empty. my opponent would "
        "draw a card"
    )
    assert ruling.status == "ongoing"
    # an optional replacement (Archmage Ascension) leaves the draw a draw, or not, as its
    # player chooses: the answer depends on that choice, never decided for them
    chosen = _ruled(
        "magic: I control Archmage Ascension and my library is empty. I draw from an empty library"
    )
    assert chosen.status == "depends"


# -- a step said as framing, "it says", a token among the permanents, the order of triggers --


def test_a_step_of_a_turn_said_first_is_framing() -> None:
    for step in ("at the beginning of my end step", "at the start of bob's upkeep"):
        ruling = _ruled(f"magic: {step} bob is at 0 life")
        assert ruling.results["bob"] == "lost", step
        assert step in ruling.skipped


def test_it_says_is_what_the_card_or_ability_named_before_says() -> None:
    ruling = _ruled("magic: I control Biovisionary. Biovisionary triggers and it says I win")
    assert ruling.results == {"me": "won", "opponent": "lost"}


def test_the_order_of_two_triggers_and_a_token_among_the_permanents() -> None:
    ruling = _ruled(
        "magic: at the beginning of my end step I control four creatures named Biovisionary, "
        "one of them a token from Splinter Twin. Biovisionary triggers above the token's exile "
        "trigger and it says I win"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert {c.name for c in ruling.cards} == {"Biovisionary", "Splinter Twin"}


def test_an_extra_turn_taken_ends_nothing_and_its_end_step_loss_is_read() -> None:
    """ "take an extra turn" was refused ("I could not read"); Final Fortune copied with
    Isochron Scepter: two cards Arbiter knows, not one unknown "Final Fortune with Isochron
    Scepter", and the loss said at the extra turn's end step is the asker's (104.3e)."""
    ruling = _ruled(
        "magic: I copy Final Fortune with Isochron Scepter and take an extra turn. at the "
        "beginning of that turn's end step an effect says I lose"
    )
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert [c.name for c in ruling.cards] == ["Final Fortune", "Isochron Scepter"]
    assert ruling.unknown_cards == ()
    ruling = _ruled("magic: bob takes an extra turn")
    assert ruling.status == "ongoing" and NOTHING_ENDS in ruling.explanation


def test_platinum_angel_keeps_the_extra_turn_taker_in() -> None:
    ruling = _ruled(
        "magic: I control Platinum Angel. I copy Final Fortune with Isochron Scepter and take "
        "an extra turn. then an effect says I lose"
    )
    assert ruling.status == "ongoing"
