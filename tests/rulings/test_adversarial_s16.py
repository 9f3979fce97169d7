"""Questions typed as players type them that Arbiter answered confidently wrong (issue #31,
the session-16 adversarial pass): each wrong reading, its paraphrases, and the near readings
that must still be read. Each is read right, answered "depends" or refused, never wrong."""

from __future__ import annotations

import pytest

from bot.core.rulings import Ruling, rule_on
from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

# -- a commander declared and named nowhere else ---------------------------------------------

# "Laboratory Maniac is my commander. I draw from an empty library." was skipped as framing, and
# the card then counted as nowhere: "you lose". A commander may be in the command zone or on the
# battlefield (MTG CR 903.6, 903.3); on the battlefield it wins instead (614.1a).


@pytest.mark.parametrize(
    ("text", "declared"),
    [
        (
            "Laboratory Maniac is my commander. I draw from an empty library. Do I win?",
            "Laboratory Maniac is my commander",
        ),
        ("Platinum Angel is my commander. I'm at 0 life.", "Platinum Angel is my commander"),
        ("I'm at -3 life. Platinum Angel is my commander.", "Platinum Angel is my commander"),
        (
            "magic: Platinum Angel is my commander. bob deals 5 damage to me. I was at 5 life.",
            "Platinum Angel is my commander",
        ),
    ],
)
def test_a_commander_named_only_as_declared_is_not_dropped(text: str, declared: str) -> None:
    assert declared in _refused(text).message


# Near misses: the card named again where it is, still read.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("Platinum Angel is my commander. I control Platinum Angel and I'm at 0 life.", "playing"),
        (
            "Laboratory Maniac is my commander. I control Laboratory Maniac. I draw from an empty"
            " library.",
            "won",
        ),
    ],
)
def test_a_commander_named_again_where_it_is_is_read(text: str, me: str) -> None:
    ruling = _ruled(text)
    assert ruling.variant is not None and ruling.variant.value == "commander"
    assert ruling.results["me"] == me


# -- an exchange of control of creatures beside a card the engine follows ---------------------


# "I play Reins of Power on my opponent while he controls Platinum Angel. He is at 0 life." kept
# him in ("nobody has won or lost yet"): once Reins of Power resolves, the Angel is its caster's
# until end of turn, and he loses at 0 life (704.5a). Which player holds the card decides it.
@pytest.mark.parametrize(
    "text",
    [
        "I play Reins of Power on my opponent while he controls Platinum Angel. He is at 0 life.",
        "bob controls Platinum Angel. I cast Reins of Power targeting bob. bob is at -2 life.",
        "My opponent controls Laboratory Maniac. I cast Reins of Power on him. He draws from an"
        " empty library.",
        "I control Platinum Angel. My opponent plays Reins of Power on me. I'm at 0 life.",
    ],
)
def test_an_exchange_of_control_beside_a_card_followed_is_refused(text: str) -> None:
    assert "Arbiter knows" in _refused(text).message


# Near miss: a card that acts only as it enters (Phage) beside the exchange still triggers nothing.
def test_an_exchange_beside_a_card_acting_only_as_it_enters_is_still_read() -> None:
    ruled = _ruled("bob controls Phage the Untouchable. I cast Reins of Power targeting bob")
    assert set(ruled.results.values()) == {"playing"}


# -- a card that changed hands, when a player leaves a game of more than two (800.4a) --------


# "players: alice, bob, carol. bob steals alice's Platinum Angel with Control Magic. alice
# concedes. bob is at 0 life." kept bob in: the Angel is alice's and leaves the game with her
# (MTG CR 800.4a), so bob loses and carol wins.
@pytest.mark.parametrize(
    "text",
    [
        "players: alice, bob, carol. bob steals alice's Platinum Angel with Control Magic. alice"
        " concedes. bob is at 0 life.",
        "players: alice, bob, carol. bob gains control of alice's Platinum Angel. alice concedes."
        " bob is at 0 life.",
    ],
)
def test_a_stolen_card_leaves_the_game_with_its_owner(text: str) -> None:
    ruled = _ruled(text)
    assert ruled.results == {"alice": "lost", "bob": "lost", "carol": "won"}


# The one who took it leaving gives it back to its owner (alice at 0 life stays in with it), and
# an owner unsaid may be the one who left: refused, never "alice loses" nor "bob stays".
@pytest.mark.parametrize(
    "text",
    [
        "players: alice, bob, carol. bob steals alice's Platinum Angel with Control Magic. bob"
        " concedes. alice is at 0 life.",
        "players: alice, bob, carol. alice controls Platinum Angel. bob gains control of Platinum"
        " Angel. alice concedes. bob is at 0 life.",
    ],
)
def test_a_card_that_changed_hands_when_a_player_leaves_is_refused(text: str) -> None:
    assert "Arbiter knows Platinum Angel" in _refused(text).message


# Near misses: another player leaving, or a game of two, are read as before.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "players: alice, bob, carol. bob steals alice's Platinum Angel with Control Magic."
            " carol concedes. bob is at 0 life.",
            {"alice": "playing", "bob": "playing", "carol": "lost"},
        ),
        (
            "players: alice, bob. bob steals alice's Platinum Angel with Control Magic. alice"
            " concedes.",
            {"alice": "lost", "bob": "won"},
        ),
    ],
)
def test_a_card_that_changed_hands_beside_another_leaving_is_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# -- a response told beside a board said and a trigger told ----------------------------------


# "I control Felidar Sovereign and I'm at 3 life. My opponent deals 3 damage to me in response
# to the trigger." read the damage as one more thing held ("me controls my opponent deals ..."):
# dropped, "nobody has won or lost yet" at 0 life. "... at 42 life. Felidar Sovereign triggers
# and my opponent bolts me in response." put the Bolt before the total said, and won: at 39 as
# the trigger resolves it does nothing (its condition is checked again, 603.4). A response
# comes after the board said, before the trigger it answers (405.5).
@pytest.mark.parametrize(
    "text",
    [
        "I control Felidar Sovereign and I'm at 3 life. My opponent deals 3 damage to me in"
        " response to the trigger.",
        "I control Test of Endurance and I'm at 2 life, and bob deals 2 damage to me in response"
        " to the trigger.",
    ],
)
def test_damage_in_response_to_the_trigger_after_a_total_loses(text: str) -> None:
    assert _ruled(text).results["me"] == "lost"


def _me(text: str) -> str:
    """The asker's result, "depends" where the ruling depends, "refused" where refused."""
    answer = rule_on(text, default_game=MAGIC)
    if not isinstance(answer, Ruling):
        return "refused"
    return "depends" if answer.depends else answer.results["me"]


# What the words leave (life after the Bolt as the trigger resolves: 39, 38, 49 short of the
# card's count; 42 enough), never the other answer.
@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (
            "I control Felidar Sovereign and I'm at 42 life. Felidar Sovereign triggers and my"
            " opponent bolts me in response.",
            "won",
        ),
        (
            "I control Felidar Sovereign and I'm at 41 life. My opponent bolts me in response to"
            " the trigger. At the beginning of my upkeep, what happens?",
            "won",
        ),
        (
            "I control Test of Endurance and I'm at 52 life. In response to the trigger, my"
            " opponent deals 3 damage to me. At the beginning of my upkeep, what happens?",
            "won",
        ),
        (
            "I control Felidar Sovereign and I'm at 45 life. Felidar Sovereign triggers. In"
            " response my opponent bolts me.",
            "playing",
        ),
    ],
)
def test_a_response_to_a_step_trigger_is_never_ruled_wrong(text: str, wrong: str) -> None:
    assert _me(text) != wrong


# -- a card's step trigger told with nobody said to control it --------------------------------


# "Felidar Sovereign triggers and I'm at 40 life." was "nobody has won or lost yet": if it is the
# asker's, they win as it resolves (104.2b); whose it is (and so whose count) was never said.
@pytest.mark.parametrize(
    "text",
    [
        "Felidar Sovereign triggers and I'm at 40 life.",
        "I'm at 40 life. Felidar Sovereign triggers.",
        "Felidar Sovereign's ability resolves and I'm at 40 life.",
        "Test of Endurance triggers and bob is at 55 life.",
        "Triskaidekaphobia's trigger resolves and I'm at 13 life.",
    ],
)
def test_a_step_trigger_of_nobody_said_is_refused(text: str) -> None:
    assert "Arbiter knows" in _refused(text).message


# Near misses: whose it is said, it is judged.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("My Felidar Sovereign triggers and I'm at 40 life.", "won"),
        ("My opponent's Felidar Sovereign triggers and he's at 40 life.", "lost"),
        ("I control Felidar Sovereign and I'm at 45 life. Felidar Sovereign triggers.", "won"),
    ],
)
def test_a_step_trigger_whose_controller_is_said_is_judged(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- a draw of several cards "from an empty library" that another player's card shares ----------


# "I control Alms Collector and my library is empty. My opponent draws 2 cards from an empty
# library." was "you win": Alms Collector makes it one card each (614.1a), and both libraries
# are empty, so both lose at once, a draw (704.5b, 104.4a). Its controller's library unsaid:
# refused, asking for it.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control Alms Collector and my library is empty. My opponent draws 2 cards from an"
            " empty library.",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "bob controls Alms Collector and has no cards in his library. alice draws three"
            " cards from an empty library.",
            {"alice": "drew", "bob": "drew"},
        ),
        (
            "I control Alms Collector. My library has 10 cards. My opponent draws 2 cards from an"
            " empty library.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_shared_draw_from_an_empty_library_is_shared(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "I control Alms Collector. My opponent draws 2 cards from an empty library.",
        "My opponent controls Alms Collector. I draw 2 cards from an empty library.",
    ],
)
def test_a_shared_draw_from_an_empty_library_with_a_library_unsaid_is_refused(text: str) -> None:
    _refused(text)


# Near misses: one card is below its threshold, and with no Alms Collector nothing is shared.
@pytest.mark.parametrize(
    "text",
    [
        "I control Alms Collector and my library is empty. My opponent draws a card from an empty"
        " library.",
        "My library is empty. My opponent draws 2 cards from an empty library.",
    ],
)
def test_a_draw_from_an_empty_library_not_shared_is_the_drawers_loss(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "opponent": "lost"}


# -- a printed toughness beside a card Arbiter does not know --------------------------------


# "I control Platinum Angel and I'm at 0 life. I cast Giant Growth on Platinum Angel. Platinum
# Angel is dealt 4 damage." took Giant Growth (a card Arbiter does not know) to do nothing, and
# the Angel died as a 4/4 (704.5g): "you lose". As a 7/7 it lives, and its controller stays in.
@pytest.mark.parametrize(
    "text",
    [
        "I control Platinum Angel and I'm at 0 life. I cast Giant Growth on Platinum Angel."
        " Platinum Angel is dealt 4 damage.",
        "I control Laboratory Maniac and Glorious Anthem. Laboratory Maniac is dealt 2 damage."
        " Then I draw from an empty library.",
        "bob controls Platinum Angel and Bonesplitter. bob is at -1 life. Platinum Angel is dealt"
        " 5 damage.",
    ],
)
def test_a_printed_toughness_beside_an_unknown_card_is_no_answer(text: str) -> None:
    _refused(text)


# Near miss: every card known, the printed toughness decides (as before).
def test_a_printed_toughness_with_every_card_known_decides() -> None:
    ruled = _ruled("I control Platinum Angel and I'm at 0 life. Platinum Angel is dealt 4 damage.")
    assert ruled.results["me"] == "lost"


# -- a card Arbiter does not know, followed only by a board said -----------------------------


# "I'm at 3 life. My opponent casts Price of Progress and I control 2 nonbasic lands." took the
# card (which Arbiter does not know) to do nothing: "nobody has won or lost yet". It deals 2
# damage for each nonbasic land: 4, and the asker loses. An act that ends nothing, or a total said
# in a later sentence, says nothing of what such a card did, where the words tell a life total.
@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "I'm at 3 life. My opponent casts Price of Progress and I control 2 nonbasic lands.",
            "Price of Progress",
        ),
        (
            "I'm at 3 life. My opponent casts Price of Progress. I control 2 nonbasic lands.",
            "Price of Progress",
        ),
        ("I'm at 1 life. I cast Ad Nauseam and reveal Emrakul.", "Ad Nauseam"),
        (
            "I'm at 1 life. My opponent casts Sudden Impact and I have 7 cards in hand.",
            "Sudden Impact",
        ),
        (
            "My opponent casts Price of Progress and I control 2 nonbasic lands. I was at 3 life.",
            "Price of Progress",
        ),
    ],
)
def test_an_unknown_card_followed_by_a_board_is_refused(text: str, card: str) -> None:
    assert card in _refused(text).message


# Near misses: what it did said (a loss of life, its damage), or a card that keeps its
# controller in whatever it did, are read as before.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("I'm at 3 life. My opponent casts Price of Progress and I lose 4 life.", "lost"),
        (
            "I'm at 3 life. My opponent casts Price of Progress and it deals 4 damage to me.",
            "lost",
        ),
        (
            "I'm at 3 life. My opponent casts Price of Progress and I control Platinum Angel.",
            "playing",
        ),
    ],
)
def test_an_unknown_card_with_what_it_did_said_is_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- "neither" and "either" as a player's name -----------------------------------------------


# "Neither player is at 0 life. I concede." met a player called "Neither player", at 0 life:
# "Neither player loses, you win" though the asker conceded (104.3a). A word that picks no one
# out is never a player.
# The sentence with the word is refused and named (never a player "Neither player" in the
# results, nor the sentence dropped).
@pytest.mark.parametrize(
    ("text", "unread"),
    [
        ("Neither player is at 0 life. I concede.", "Neither player is at 0 life"),
        ("Neither is at 0 life. I concede.", "Neither is at 0 life"),
        ("Either player is at 0 life.", "Either player is at 0 life"),
        (
            "bob is at 3 life. Neither player has Platinum Angel. bob takes 3 damage.",
            "Neither player has Platinum Angel",
        ),
    ],
)
def test_neither_and_either_are_no_players(text: str, unread: str) -> None:
    assert _refused(text).unread == unread


# Near miss: "one player ... the other" are players, as before.
def test_one_player_and_the_other_are_still_players() -> None:
    ruled = _ruled("One player is at 0 life and the other player is at 3 life.")
    assert sorted(ruled.results.values()) == ["lost", "won"]


# -- "has" before a past participle is no thing held -----------------------------------------


# "bob's commander has dealt me 10 damage and alice's commander has dealt me 21." read the second
# clause as one more thing the asker "has" (nothing): alice's 21 was dropped, "nobody has won or
# lost yet"; 21 combat damage from one commander loses (903.10a, 704.6c).
def test_a_second_commander_told_without_its_noun_is_not_dropped() -> None:
    text = (
        "magic commander: bob's commander has dealt me 5 damage and alice's commander has hit me"
        " for 21."
    )
    assert _ruled(text).results["me"] == "lost"


# Without "damage" after the 21 the second clause is refused and named (safe; "lost" would be
# the ruling), never dropped as one more thing the asker "has".
@pytest.mark.parametrize(
    ("text", "unread"),
    [
        (
            "We're playing commander. bob's commander has dealt me 10 damage and alice's"
            " commander has dealt me 21.",
            "alice's commander has dealt me 21",
        ),
        (
            "We're playing commander. bob's commander has dealt me 10 damage, alice's"
            " commander 21.",
            "alice's commander 21",
        ),
    ],
)
def test_a_second_commander_without_damage_said_is_refused_and_named(
    text: str, unread: str
) -> None:
    assert _refused(text).unread == unread


# Near misses: what is held after "has" is still one more thing held.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        # two Forests: "2 lands" no card names may be asked for (test_unnamed_held.py)
        ("I have 2 Forests, 10 cards in my library and Platinum Angel. I'm at 0 life.", "playing"),
        (
            "We're playing commander. bob's commander has dealt me 10 damage and alice's"
            " commander has dealt me 21 damage.",
            "lost",
        ),
    ],
)
def test_things_held_after_have_are_still_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- a player's thing and its verb is no thing held ------------------------------------------


# "I control Laboratory Maniac, and my opponent's spell makes me draw from an empty library."
# read "my opponent's spell makes me draw ..." as one more thing the asker controls (nothing):
# the draw was dropped, "nobody has won or lost yet"; the Maniac wins instead (614.1a). It was
# refused and named until session 26, which reads what a player's spell or effect makes a
# player do as done (causatives.py): the draw from an empty library, and the Maniac's win.
@pytest.mark.parametrize(
    "text",
    [
        "I control Laboratory Maniac, and my opponent's spell makes me draw from an empty library.",
        "I have Laboratory Maniac and alice's effect forces me to draw from an empty library.",
    ],
)
def test_a_players_thing_with_its_verb_is_not_held(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results["me"] == "won"


# A total and damage in one sentence happen at once: refused as a report whose order matters
# (never "nobody has lost" with the Goblin's damage dropped).
def test_a_players_creature_with_its_damage_beside_a_total_is_not_held() -> None:
    text = "I have 2 life and Felidar Sovereign, and bob's Goblin deals 2 damage to me."
    refused = _refused(text)
    assert refused.kind is Refusal.INVALID


# Near miss: a player's card listed as held is still held.
def test_a_players_card_listed_is_still_held() -> None:
    ruled = _ruled("I control Cromat and bob's Platinum Angel. I'm at 0 life.")
    assert ruled.results["me"] == "playing"


# -- a spell said to resolve beside a total, with what it did unsaid --------------------------


# "I'm at 2 life and my opponent's Shock resolves." was "nobody has won or lost yet": at whom it
# was cast is unsaid (at the asker: 0 life, a loss). In a sentence of its own it was asked.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 2 life and my opponent's Shock resolves.",
        "I'm at 3 life and my opponent's Lightning Bolt resolves.",
        "bob is at 4 life and alice's Fireblast resolves.",
    ],
)
def test_a_spell_resolving_beside_a_total_with_what_it_did_unsaid_is_asked(text: str) -> None:
    assert "Say what happens" in _refused(text).message


# Near misses: what it did said, it is read.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life and my opponent's Lightning Bolt resolves and I take 3 damage.",
        "I'm at 3 life and my opponent casts Lightning Bolt at me and it resolves.",
    ],
)
def test_a_spell_resolving_with_what_it_did_said_is_read(text: str) -> None:
    assert _ruled(text).results["me"] == "lost"


# -- a total said as a bound beside a card's count-gated trigger -----------------------------


# "I'm at 40 or less life. I control Felidar Sovereign. At the beginning of my upkeep, what
# happens?" was "nobody has won or lost yet": the bound was judged at 40 and at 1 with the
# card's trigger left out; at exactly 40 it wins (104.2b). Both are open: refused, asking both.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 40 or less life. I control Felidar Sovereign. At the beginning of my upkeep, what"
        " happens?",
        "I control Felidar Sovereign and I'm at 50 or less life. At the beginning of my upkeep,"
        " what happens?",
        "I control Test of Endurance and I'm at 60 or less life. At the beginning of my upkeep,"
        " what happens?",
    ],
)
def test_a_bound_beside_a_count_gated_trigger_is_refused(text: str) -> None:
    assert "two things" in _refused(text).message


# Near misses: the bound alone is read as before (both ends alike: lost; unlike: asked).
def test_a_bound_alone_is_read_as_before() -> None:
    assert _ruled("I'm at 3 or less life and my opponent bolts me.").results["me"] == "lost"
    assert "5 or less" in _refused("I'm at 5 or less life and my opponent bolts me.").message


# -- an ability activated by "its", of a card whose activation may end the game ---------------


# "I control Jace, Wielder of Mysteries and have 0 cards in my library. I activate its +1." was
# "nobody has won or lost yet": its +1 draws a card, and with an empty library Jace wins instead
# (614.1a); named by "its", the card's activation was not seen.
@pytest.mark.parametrize(
    "text",
    [
        "I control Jace, Wielder of Mysteries and have 0 cards in my library. I activate its +1.",
        "I control Jace, Wielder of Mysteries and have 0 cards in my library. I activate its -8.",
        "bob controls Jace, Wielder of Mysteries and his library is empty. bob activates its"
        " ability.",
    ],
)
def test_an_activation_by_its_of_a_card_that_may_win_is_asked(text: str) -> None:
    assert "Say what happens" in _refused(text).message


# Near miss: an activation of a card whose activation ends nothing is read as before.
def test_an_activation_by_its_that_ends_nothing_is_read() -> None:
    ruled = _ruled("I control Platinum Angel and I'm at 0 life. I activate its ability.")
    assert ruled.results["me"] == "playing"


# -- a card said to trigger, with what its trigger did unsaid --------------------------------


# "My opponent controls Sulfuric Vortex. I'm at 2 life. At the beginning of my upkeep, Sulfuric
# Vortex triggers." was "nobody has won or lost yet": its trigger deals 2 damage to that player
# (a trigger the words must tell, card data says); the trigger was read as doing nothing.
@pytest.mark.parametrize(
    "text",
    [
        "My opponent controls Sulfuric Vortex. I'm at 2 life. At the beginning of my upkeep,"
        " Sulfuric Vortex triggers.",
        "My opponent controls Sulfuric Vortex. I'm at 2 life. Sulfuric Vortex's trigger resolves.",
        "bob controls Sulfuric Vortex and is at 1 life. At the beginning of his upkeep, Sulfuric"
        " Vortex triggers.",
    ],
)
def test_a_trigger_with_what_it_did_unsaid_is_asked(text: str) -> None:
    message = _refused(text).message  # what it did asked, or the card named (a step said)
    assert "Say what happens" in message or "Arbiter knows Sulfuric Vortex" in message


# Near misses: what it did said after it, or a count-gated trigger whose count is told; and
# (below) a death with what its trigger did told, or beside no such card.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        (
            "My opponent controls Sulfuric Vortex. I'm at 2 life. Sulfuric Vortex triggers. It"
            " deals 2 damage to me.",
            "lost",
        ),
        ("I control Felidar Sovereign and I'm at 45 life. Felidar Sovereign triggers.", "won"),
        (
            "I'm at 1 life. My opponent controls Zulaport Cutthroat. His creature dies and I lose 1"
            " life.",
            "lost",
        ),
        ("I control Platinum Angel and I'm at 0 life. Platinum Angel dies.", "lost"),
    ],
)
def test_a_trigger_with_what_it_did_told_is_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- a step said beside a card whose trigger at that step the engine does not follow ---------


# "My opponent controls Sulfuric Vortex. I'm at 2 life. At the beginning of my upkeep, what
# happens?" was "nobody has won or lost yet": the Vortex deals 2 damage to that player at their
# upkeep (its data follows only its no-life-gain). Refused with the card named.
@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "My opponent controls Sulfuric Vortex. I'm at 2 life. At the beginning of my upkeep,"
            " what happens?",
            "Sulfuric Vortex",
        ),
        (
            "I control Atraxa, Praetors' Voice. My opponent has 9 poison counters. At the"
            " beginning of my end step, what happens?",
            "Atraxa",
        ),
    ],
)
def test_a_step_beside_a_trigger_not_followed_is_refused(text: str, card: str) -> None:
    assert card in _refused(text).message


# Near misses: no step said, or a step whose card's trigger is followed.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("My opponent controls Sulfuric Vortex. I'm at 5 life. I gain 3 life.", "playing"),
        (
            "I control Felidar Sovereign and I am at 45 life. At the beginning of my upkeep, what"
            " happens?",
            "won",
        ),
    ],
)
def test_no_step_or_a_followed_trigger_is_read(text: str, me: str) -> None:
    assert _ruled(text).results["me"] == me


# -- a death told beside a card whose death trigger the engine does not follow ---------------


# "I'm at 1 life. My opponent controls Zulaport Cutthroat. His creature dies." was "nobody has
# won or lost yet": its trigger makes each opponent lose 1 life (0: a loss, 704.5a).
@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "I'm at 1 life. My opponent controls Zulaport Cutthroat. His creature dies.",
            "Zulaport Cutthroat",
        ),
        ("I'm at 1 life. My opponent controls Blood Artist. My creature dies.", "Blood Artist"),
        ("bob is at 1 life. alice controls Blood Artist. alice's creature died.", "Blood Artist"),
    ],
)
def test_a_death_beside_a_death_trigger_not_followed_is_refused(text: str, card: str) -> None:
    assert card in _refused(text).message
