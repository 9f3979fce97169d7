"""Board states told in prose (issue #31, "as asked"): what a player holds or how much life
they have, said as people say it, is read into the language's terms ("X controls CARD", "X is
at N life", "X has no creatures"); a sentence that says only what deck someone plays or what
game it was is framing, skipped and shown; what the reader cannot read exactly and that may
decide who wins (a count of a card named, a creature told by its size and abilities, counters,
loyalty, mana, a card Arbiter does not know) is refused and named, never skipped."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

# -- framing: the deck someone plays, the game it was ---------------------------------------


@pytest.mark.parametrize(
    "framing",
    [
        "My opponent is playing UW control",
        "bob was playing a mono-red burn deck",
        "my opponent is playing W/U tempo",
        "My opponent was playing an Izzet storm list",
    ],
)
def test_the_deck_someone_plays_is_framing_skipped_and_shown(framing: str) -> None:
    ruling = _ruled(f"{framing}. I concede")
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert framing in ruling.skipped
    assert framing in ruling.text()


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # A deck of a kind that wins or loses by itself (poison) is a fact of the game.
        ("my opponent is playing infect. I concede", "playing infect"),
        # A card named where the deck is: which of its cards are in play is unsaid.
        ("My opponent is playing Platinum Angel. I am at 0 life", "Platinum Angel"),
        ("My opponent is playing a control deck with Platinum Angel. I concede", "Platinum Angel"),
    ],
)
def test_a_deck_said_with_a_card_or_a_way_to_win_is_not_framing(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


def test_the_game_said_in_the_past_tense_is_read_as_the_game() -> None:
    ruling = _ruled("We played a 2 player EDH game. I take 21 commander damage from my opponent")
    assert ruling.understood["variant"] == "commander"
    assert ruling.results == {"me": "lost", "opponent": "won"}
    # The variant is read, so its own questions are asked (who the emperors are).
    assert "emperors" in _refused("We played a Emperor game. I concede").message


def test_a_game_where_some_players_are_left_is_read_as_those_players() -> None:
    ruling = _ruled(
        "This was part of a casual EDH game where 3 out of 4 players were still alive. I concede"
    )
    assert ruling.understood["variant"] == "commander"
    assert len(ruling.understood["players"]) == 3  # the fourth had left the game
    assert ruling.results["me"] == "lost" and ruling.status == "ongoing"
    assert any("3 out of 4 players were still alive" in s for s in ruling.skipped)


def test_a_match_where_something_happened_is_framing_before_it() -> None:
    ruling = _ruled("I was playing a match where my opponent conceded")
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert any("playing a match" in s for s in ruling.skipped)


# -- board states read ----------------------------------------------------------------------


def test_a_life_total_in_a_clause_of_its_own_comes_before_what_follows() -> None:
    ruling = _ruled("My opponent, who is at 10 life, takes 12 damage")
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert ruling.understood["reports"] == [
        {"event": "life", "player": "opponent", "set": 10},
        {"event": "life", "player": "opponent", "delta": -12},
    ]
    assert _ruled("Bob, who was at 10 life, takes 8 damage").status == "ongoing"
    # No player named before it: nothing to read the life total of.
    assert _refused("So, who is at 10 life, concedes").unread == "who is at 10 life"


def test_a_player_with_a_card_controls_it() -> None:
    ruling = _ruled("Opponent with Platinum Angel. Opponent is at 0 life")
    assert ruling.status == "ongoing"  # the angel's "can't lose" is in force
    assert ruling.understood["reports"][0]["simultaneous"][0]["source"] == "Platinum Angel"
    ruling = _ruled("my opponent with Platinum Angel on the battlefield. my opponent is at 0 life")
    assert ruling.status == "ongoing"


@pytest.mark.parametrize(
    "text",
    [
        "I control Platinum Angel while being at -6 health. then Platinum Angel dies",
        "I had Platinum Angel on the field while being at -6 health. then Platinum Angel dies",
        "I control Platinum Angel, while at -6 life. then Platinum Angel dies",
    ],
)
def test_a_life_total_said_while_holding_a_card_is_the_holders(text: str) -> None:
    # The -6 life was dropped ("the game goes on"): the player loses as the angel leaves.
    ruling = _ruled(text)
    assert ruling.results == {"me": "lost", "opponent": "won"}
    first = ruling.understood["reports"][0]["simultaneous"]
    assert {"event": "life", "player": "me", "set": -6} in first


def test_a_player_who_did_not_have_creatures_holds_none() -> None:
    ruling = _ruled(
        "my opponent didn't have creatures, and was at 4 life. my opponent loses 6 life"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}


def test_a_count_said_once_for_two_places_is_read_for_both() -> None:
    ruling = _ruled(
        "I have one card in my hand, 10 in my library and Spiritual Focus on the table. "
        "my opponent concedes"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}
    # Without a count of cards before it, "10 in my library" is no holding read.
    assert _refused("I have 10 in my library. I concede").unread == "I have 10 in my library"


# -- board states refused and named: each may decide who wins ---------------------------------

REFUSED = [
    # A count of a card named: one of them leaving is not all of them leaving.
    (
        "You are at 8 life and your opponent is at 4 life. She controls two Alpine Bears. "
        "your opponent concedes",
        "She controls two Alpine Bears",
    ),
    # A creature told by its size and abilities: what it blocks or deals decides.
    (
        "My opponent had 2 life and one creature in play. This creature was a 3/2 with "
        "deathtouch and lifelink. my opponent takes 2 damage",
        "This creature was a 3/2 with deathtouch",
    ),
    ("I have a 4/4 with trample. my opponent concedes", "I have a 4/4 with trample"),
    # (a card Arbiter knows, told with a size other than the printed one it uses: changed)
    ("My opponent had a 6/6 Vampire Nighthawk. I concede", "6/6 Vampire Nighthawk"),
    # Mana: what a player can still do decides whether a loop can be stopped.
    ("player 1 has infinite mana. player 2 concedes", "player 1 has infinite mana"),
    # Loyalty: whether the planeswalker survives the damage decides.
    ("Gideon is at 4 loyalty. I concede", "Gideon is at 4 loyalty"),
    # Players not named, with their life: who they are is unsaid.
    ("I have one opponent with 30 life. I concede", "one opponent with 30 life"),
    # A card in a deck is not a card in play.
    (
        "I was playing a match where both my opponent and I were using Poison-Tip Archer. "
        "I concede",
        "both my opponent",
    ),
]


@pytest.mark.parametrize(("text", "named"), REFUSED)
def test_a_board_state_that_may_decide_the_game_is_refused_by_name(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.kind is Refusal.UNREAD
    assert refused.unread is not None and named in refused.unread
    assert named in refused.message


def test_a_card_arbiter_does_not_know_in_play_is_refused_by_name() -> None:
    # A card merely on the battlefield may still say its controller can't lose: never skipped.
    refused = _refused("my opponent controls Alpine Bears. my opponent is at 0 life")
    assert refused.kind is Refusal.UNKNOWN_CARD
    assert refused.cards == ("Alpine Bears",)


def test_counters_on_a_card_are_not_dropped() -> None:
    # Whether its player used it is theirs to choose (replaced_draws.chosen_draw): never decided.
    chosen = _ruled(
        "I have Archmage Ascension on the battlefield with 6 counters. I draw from an empty library"
    )
    assert chosen.status == "depends"
    # Too few quest counters told: it could not replace the draw, which loses.
    few = _ruled(
        "I have Archmage Ascension on the battlefield with 2 quest counters. I draw from an empty "
        "library"
    )
    assert few.results == {"me": "lost", "opponent": "won"}


# -- words beside a card said in play are never dropped -------------------------------------
# Each was read as the card alone, its other words dropped without a word: "I control Platinum
# Angel at -6 life. then Platinum Angel dies" was answered "the game goes on" (the -6 life was
# lost; the player loses as the angel leaves, 104.3a, 704.5a).

DROPPED_BESIDE_A_CARD = [
    ("I control Platinum Angel at -6 life. then Platinum Angel dies", "at -6 life"),
    ("I control Platinum Angel, my life being -6 health. then Platinum Angel dies", "-6 health"),
    ("I control Platinum Angel flibber flabber. then Platinum Angel dies", "flibber flabber"),
    # A card in a deck is no card in play.
    ("I have Platinum Angel in my deck. I am at 0 life", "in my deck"),
    # A life total or poison after a spell cast is no word of how it was cast.
    ("I cast Fact or Fiction at -6 life", "at -6 life"),
    ("I cast Fact or Fiction for 10 poison counters", "10 poison counters"),
]


@pytest.mark.parametrize(("text", "named"), DROPPED_BESIDE_A_CARD)
def test_words_beside_a_card_in_play_are_read_or_refused_never_dropped(
    text: str, named: str
) -> None:
    refused = _refused(text)
    assert refused.kind is Refusal.UNREAD
    assert refused.unread is not None and named in refused.unread


@pytest.mark.parametrize(
    "text",
    [
        "my opponent's Platinum Angel is on the battlefield. my opponent is at 0 life",
        "I control my opponent's Platinum Angel. I am at 0 life",
        "I have a Platinum Angel in play. I am at 0 life",
        "I have out a Platinum Angel. I am at 0 life",
        "I control Platinum Angel and I am at -6 life",
        "I control Platinum Angel. I cast Fact or Fiction targeting my opponent. I am at 0 life",
    ],
)
def test_a_card_in_play_with_its_owner_article_or_place_still_reads(text: str) -> None:
    assert _ruled(text).status == "ongoing"  # the angel's "can't lose" holds


# A clause that ends nothing by itself (an action, a card held, a card leaving) said with a life
# total or poison by number: the total was swallowed by the clause's free words, and the
# answer was "the game goes on" for a player at -6 life.
@pytest.mark.parametrize(
    "clause",
    [
        "I reveal my hand",
        "I sacrifice Cromat",
        "my opponent destroys Cromat",
        "I attack my opponent with Cromat",
        "I exchange control of Cromat",
        "I have one card in hand",
        "I control Cromat with",
    ],
)
@pytest.mark.parametrize("total", ["at -6 life", "for 10 poison counters"])
def test_a_total_said_in_a_clause_that_carries_none_is_never_dropped(
    clause: str, total: str
) -> None:
    refused = _refused(f"{clause} {total}")
    assert refused.unread is not None and total in refused.unread


# -- a spell said to resolve, what it did unsaid ------------------------------------------------
# "I am at 3 life. my opponent casts Lightning Bolt targeting me and it resolves" was "the game
# goes on": the engine played the resolving Bolt as doing nothing.


@pytest.mark.parametrize(
    "text",
    [
        "I am at 3 life. my opponent's Lightning Bolt resolves",
        "I am at 3 life. my opponent casts Lightning Bolt and it resolves",  # at whom?
    ],
)
def test_a_spell_that_resolves_with_what_it_did_unsaid_is_refused(text: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and "Lightning Bolt" in refused.unread
    assert "Say what happens" in refused.message


def test_a_spell_cast_at_a_player_that_resolves_deals_its_damage() -> None:
    # what Lightning Bolt does as it resolves is known: 3 damage to the player it targets
    ruling = _ruled("I am at 3 life. my opponent casts Lightning Bolt targeting me and it resolves")
    assert ruling.results == {"me": "lost", "opponent": "won"}


def test_a_spell_that_resolves_with_what_it_did_said_is_judged() -> None:
    ruling = _ruled(
        "I am at 3 life. my opponent casts Lightning Bolt targeting me and it resolves "
        "and I take 3 damage"
    )
    assert ruling.results == {"me": "lost", "opponent": "won"}
    # Only cast, and told last, it is left on the stack: what it did is asked for
    # (test_cast_left_on_stack.py); "nobody has won or lost yet" answered what nobody asks.
    assert "on the stack" in _refused("I am at 3 life. my opponent casts Lightning Bolt").message


def test_a_card_named_with_or_in_it_after_an_article_is_the_card() -> None:
    # "a Fact or Fiction" was "Fact", a card Arbiter does not know, and "or Fiction".
    ruling = _ruled("What happens if I cast a Fact or Fiction with only four cards in my library?")
    assert ruling.status == "ongoing"  # it reveals, draws nothing (704.5b)
    assert "Fact or Fiction" in ruling.text()
    # In lower case, only what is cast is the card ("I cast a fact or fiction", as "I cast
    # fact or fiction" was: left27b); elsewhere its words are ordinary words.
    assert "Fact or Fiction" in _ruled("I cast a fact or fiction").text()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # Found asking as a newcomer (session 22): a total told of the player a clause ends with
        # was refused unread ("I could not read ... who is at 4 life").
        ("I deal 2 damage to my opponent who has 2 life", {"opponent": "lost", "me": "won"}),
        (
            "I deal 2 damage to my opponent, who has 3 life",
            {"opponent": "playing", "me": "playing"},
        ),
        ("I'm at 2 life. I Char my opponent who is at 4.", {"me": "drew", "opponent": "drew"}),
        ("I deal 2 damage to Bob who is at 2 life and he concedes.", {"Bob": "lost", "me": "won"}),
        ("alice Shocks bob, who's at 2 life", {"bob": "lost", "alice": "won"}),
        (
            "Alice casts Lightning Bolt on Bob who is at 4 life.",
            {"Bob": "playing", "Alice": "playing"},
        ),
    ],
)
def test_a_total_told_of_the_player_a_clause_ends_with_is_the_board_before_it(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_a_count_told_of_the_player_a_clause_ends_with_stays_unread() -> None:
    # "who has 3 poison counters" is no life total: still refused, never read as 3 life.
    refused = _refused("I deal 3 damage to my opponent who has 3 poison counters.")
    assert "who has 3 poison counters" in refused.message


@pytest.mark.parametrize(
    "text",
    [
        # Found asking as a newcomer (session 22): a known card cast "at" or "on" a player
        # written with a capital was taken for a card Arbiter does not know ("Lightning Bolt at
        # Bob"), and refused so.
        "Bob is at 3 life. Alice casts Lightning Bolt at Bob.",
        "Bob is at 3 life. Alice casts Lightning Bolt on Bob.",
        "Carol is at 2 life. Dan casts Shock at Carol.",
        "Ann is at 5 life. Ben casts Lava Axe on Ann.",
    ],
)
def test_a_known_card_aimed_at_a_capitalised_player_stays_that_card(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends"  # cast, its resolution unsaid
    assert not ruling.unknown_cards


def test_a_longer_name_past_a_known_card_is_still_another_card() -> None:
    refused = _refused("Bob is at 5 life. Alice casts Oracle of Mul Daya.")
    assert "Oracle of Mul Daya" in refused.message
