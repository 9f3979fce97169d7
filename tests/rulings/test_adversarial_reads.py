"""Questions typed as players type them that were answered confidently wrong (issue #31's
adversarial passes): each wrong reading (a negation, a past that no longer holds, a response
told last), its paraphrases, and the near readings that must still be read. Each is read right
or refused, never read as the fact it denies."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

# -- an event said NOT to happen ----------------------------------------------------------------

# The source of damage, of an effect's words or of a hit is free text: a negation or an
# attempt in it ("alice doesn't", "no one", "I try to") was read as part of the source's name
# and the event as done, so the player it did not happen to lost.
NOT_DONE = [
    "bob is at 3 life and alice is at 10. alice doesn't deal 3 damage to bob.",
    "bob is at 3 life. alice didn't deal 3 damage to bob",
    "bob is at 3 life. alice never deals 3 damage to bob",
    "bob is at 3 life. alice does not deal 3 damage to bob",
    "bob is at 3 life. alice won't deal 3 damage to bob",
    "bob is at 3 life. alice cannot deal 3 damage to bob",
    "bob is at 3 life. alice fails to deal 3 damage to bob",
    "bob is at 3 life. alice tries to deal 3 damage to bob",
    "I'm at 3 life. No one deals 3 damage to me.",
    "my opponent is at 1 life. I don't hit him for 2.",
    "an effect doesn't say I lose the game.",
    "carol is at 2 life. Nobody's Lightning Bolt deals 3 damage to carol",
]


@pytest.mark.parametrize("text", NOT_DONE)
def test_an_event_said_not_to_happen_is_never_read_as_done(text: str) -> None:
    told = _refused(text)
    assert "I could not read" in told.message


# The same clauses, said as done, still read; and a card's "can't" after its source's words is
# the card's effect, not a negation of the clause.
DONE = [
    ("bob is at 3 life and alice is at 10. alice deals 3 damage to bob.", {"bob": "lost"}),
    ("my opponent is at 1 life. I hit him for 2.", {"opponent": "lost"}),
    ("an effect says I lose the game.", {"me": "lost"}),
    ("I control a card that says I can't lose the game. I am at 0 life.", {}),
]


@pytest.mark.parametrize(("text", "lost"), DONE)
def test_the_event_said_as_done_still_reads(text: str, lost: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if r == "lost"} == lost


# -- a total stated first, then "after" another moment -------------------------------------------

# "after" puts the moment it names first; the total said as the sentence opened went with the
# rest after it, so the gain came before the total and was lost ("I'm at 4 life and I take 5
# damage after I gain 2 life" read as gain 2, be at 4, take 5: "you lose"; at 4, +2, -5 is 1).
# Whether the total stood before that moment or after it is the words' to say: refused, asking
# for the total in a sentence of its own.
TOTAL_THEN_AFTER = [
    ("I'm at 4 life and I take 5 damage after I gain 2 life.", "I'm at 4 life"),
    ("I have 4 life and I take 5 damage right after I gain 2 life", "I have 4 life"),
    ("My opponent is at 2 life and he gains 5 life after I deal 3 damage to him", "My opponent"),
    ("bob is at 2 life and carol concedes after bob takes 2 damage", "bob is at 2 life"),
]


@pytest.mark.parametrize(("text", "total"), TOTAL_THEN_AFTER)
def test_a_total_stated_before_after_is_refused_asking_its_order(text: str, total: str) -> None:
    told = _refused(text)
    assert "say the total in a sentence of its own" in told.message
    assert total in told.message


# The total in a sentence of its own, or said after the moment "after" names, reads as told.
def test_the_total_in_a_sentence_of_its_own_is_the_board_before_both() -> None:
    ruling = _ruled("I'm at 4 life. I take 5 damage after I gain 2 life.")
    assert ruling.results["me"] == "playing"
    assert "life 1 " in ruling.text()


def test_a_total_said_after_the_moment_after_names_is_read_after_it() -> None:
    ruling = _ruled("After I gain 2 life, I'm at 4 life and I take 5 damage.")
    assert ruling.results["me"] == "lost"


def test_a_total_stated_before_before_is_read_in_order() -> None:
    ruling = _ruled("bob is at 2 life and carol is at 5. carol concedes after bob takes 2 damage.")
    assert ruling.results == {"bob": "lost", "carol": "won"}


# -- a spell told, then another player's event in the same sentence -------------------------------

# Any event after a spell cast at a player was taken as "what it did, said in words", so the
# spell's damage was dropped ("I'm at 3. bob bolts me and alice is at 3": "nobody has won").
# Only a loss of the life (damage, poison) of the player it hits says what it did.
SPELL_THEN_ANOTHER = [
    "I'm at 3. bob bolts me and alice is at 3.",
    "I'm at 3. bob bolts me and he is at 10.",
    "I'm at 3. bob bolts me and alice gains 5 life.",
    "I'm at 3. bob casts Lightning Bolt targeting me and it resolves and alice is at 3.",
    "I'm at 2. bob shocks me and carol concedes.",
]


@pytest.mark.parametrize("text", SPELL_THEN_ANOTHER)
def test_a_spell_is_not_dropped_for_another_players_event(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results["me"] == "lost"


def test_a_cast_left_open_beside_another_players_event_depends_on_it() -> None:
    ruling = _ruled("I'm at 3. bob casts Lightning Bolt targeting me and alice concedes.")
    assert "Did bob's Lightning Bolt resolve?" in ruling.text()


# A gain of the player it hits, beside it, may have come in response or too late: refused.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3. bob bolts me and I gain 1 life.",
        "alice is at 2. bob shocks alice and alice gains 4 life",
    ],
)
def test_a_gain_beside_a_spell_at_that_player_is_refused_asking_when(text: str) -> None:
    told = _refused(text)
    assert "in response" in told.message and "after it resolved" in told.message


# What it did said in words is still that, never its damage again; said in response, first.
def test_what_the_spell_did_said_in_words_is_not_dealt_twice() -> None:
    ruling = _ruled("I'm at 5. bob bolts me and I take 3 damage.")
    assert ruling.results["me"] == "playing"


def test_a_gain_in_response_comes_first() -> None:
    ruling = _ruled("I'm at 3. bob bolts me and in response I gain 1 life.")
    assert ruling.results["me"] == "playing"


# -- "while" / "when" a player is at N: whose total ---------------------------------------------

# The total said after "while" of the player the event acts on is the board before it: "bob
# bolts me while I'm at 3" dropped the Bolt ("nobody has won"), "when" asked whether they were
# one moment and answered "the game goes on" for it.
ACTED_ON_WHILE_AT = [
    ("bob bolts me while I'm at 3.", {"me": "lost", "bob": "won"}),
    ("bob bolts me when I'm at 3.", {"me": "lost", "bob": "won"}),
    ("alice deals 3 damage to bob while bob is at 3.", {"bob": "lost", "alice": "won"}),
    ("bob shocks me while I'm at 3 life", {"me": "playing", "bob": "playing"}),
]


@pytest.mark.parametrize(("text", "results"), ACTED_ON_WHILE_AT)
def test_a_total_of_the_player_acted_on_after_while_is_the_board_before(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert ruling.results == results


# "he" after "while", with the event acting on another player, may be that player: it was read
# as the event's subject ("I deal 3 damage to my opponent while he is at 3": "your life becomes
# 3"). The pronoun is kept for the reader: the one other player, or refused between two.
@pytest.mark.parametrize(
    "text",
    [
        "I deal 3 damage to my opponent while he is at 3.",
        "I bolted my opponent when he was at 3.",
    ],
)
def test_a_pronoun_after_while_beside_another_player_is_that_player(text: str) -> None:
    assert _ruled(text).results == {"opponent": "lost", "me": "won"}


@pytest.mark.parametrize(
    "text",
    ["alice deals 3 damage to bob while he is at 3.", "alice hits bob for 3 while he's at 3."],
)
def test_a_pronoun_after_while_between_two_others_is_refused(text: str) -> None:
    assert 'who "he" is' in _refused(text).message


# The subject's own total is still its own ("bob takes 5 damage while he's at 6 life").
def test_a_pronoun_after_while_of_the_subject_alone_is_the_subject() -> None:
    ruling = _ruled("my opponent takes 3 damage while he is at 3.")
    assert ruling.results == {"opponent": "lost", "me": "won"}


# -- a damage spell's target in words no form reads ----------------------------------------------

# "I cast Lightning Bolt at his face and it resolves" was read as the Bolt cast at nothing, so it
# resolved doing nothing ("nobody has won or lost"); "for 5 targeting him" the same. Refused now,
# asking for the player right after the card (a face is its player since session 28:
# test_face_as_player.py).
AIMED_UNREAD = [
    "My opponent is at 5 and I cast Fireball for 5 targeting him and it resolves.",
    "My opponent is at 5 and I cast Fireball with X=5 targeting him.",
    "bob is at 2. alice casts Shock at bob's head and it resolves.",
]


@pytest.mark.parametrize("text", AIMED_UNREAD)
def test_a_damage_spells_target_unread_is_refused(text: str) -> None:
    told = _refused(text)
    assert "say whom" in told.message


# Aimed at a permanent, or read right after the card, it reads as before.
def test_a_damage_spell_at_a_creature_or_said_right_reads() -> None:
    assert _ruled("My opponent is at 3 and I cast Lightning Bolt on my own creature.").results == {
        "opponent": "playing",
        "me": "playing",
    }
    ruling = _ruled("My opponent is at 5 and I cast Fireball at him for 5 and it resolves.")
    assert ruling.results == {"opponent": "lost", "me": "won"}
    face = _ruled("My opponent is at 3 and I cast Lightning Bolt at his face and it resolves.")
    assert face.results == {"opponent": "lost", "me": "won"}


# -- a total as it was, told after what changed it ------------------------------------------------

# "I bolted my opponent. He had 3 life." was read in order: the Bolt, then 3 life after it
# ("nobody has lost"), though the words may tell the total before it. Refused, asking for the
# total first; told first, or told before as well, it reads as said.
TOLD_LATE = [
    "I bolted my opponent. He had 3 life.",
    "I cast Lightning Bolt targeting my opponent and it resolves. He was at 3.",
    "I took 5 damage. I was at 4.",
    "bob takes 2 damage. bob was at 2 life",
]


@pytest.mark.parametrize("text", TOLD_LATE)
def test_a_total_as_it_was_told_after_its_change_is_refused(text: str) -> None:
    assert "say the total first" in _refused(text).message


def test_a_total_as_it_was_told_first_or_again_reads_in_order() -> None:
    assert _ruled("I was at 4. I took 5 damage.").results["me"] == "lost"
    ruling = _ruled("My opponent was at 10. I bolted him. He was at 7.")
    assert ruling.results == {"opponent": "playing", "me": "playing"}


# -- "in response" at the end of a sentence of its own ------------------------------------------


# "In response, he gains 2 life." in a sentence of its own responded to what the sentence before
# told; "He gains 2 life in response." was read after it, its "in response" dropped: he lost.
@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 2 and I deal 2 damage to him. He gains 2 life in response.",
        "My opponent is at 2. I bolt him. He gains 2 life in response to it.",
        "My opponent is at 2. I bolt him. He gains 2 life in response to my Lightning Bolt.",
    ],
)
def test_in_response_at_the_end_of_its_own_sentence_comes_first(text: str) -> None:
    assert _ruled(text).results == {"opponent": "playing", "me": "playing"}


# -- a total told only after what changed it --------------------------------------------------


# "I'm at 2." told after the Shock that found my total unsaid (and after the game was over) was
# taken as my total all along: "you win", though at 2 the Shock put me at 0 first.
def test_a_total_told_after_its_change_leaves_the_total_before_it_open() -> None:
    ruling = _ruled("My opponent is at 2. I bolt him. In response, he shocks me. I'm at 2.")
    assert ruling.depends
    assert {case.results["me"] for case in ruling.cases} == {"won", "lost"}


def test_a_total_told_before_its_change_is_said() -> None:
    ruling = _ruled("I'm at 2. My opponent is at 2. I bolt him. In response, he shocks me.")
    assert not ruling.depends
    assert ruling.results == {"me": "lost", "opponent": "won"}


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
    (
        "I am at 0 life and I control Platinum Angel. My opponent casts Return to Dust on it.",
        "Return",
    ),
    ("My opponent casts Return to Dust. I am at 0 life.", "Return"),
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
        "We were playing 2 player commander. My commander has dealt 20 damage to alice. My"
        " commander deals 1 more combat damage to her.",
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


# -- a contraction of "not" after "and", where a subject may be left out --------------------------

# "I attack and don't destroy bob's Platinum Angel": "don't" was met as a new player, named
# "don't", who destroyed the Angel (bob, at 0 life, lost); "I attack and don't take 3 damage"
# took 3 life from that player. A word of chat written with its apostrophe is never a name.
CONTRACTED_NOT = [
    "bob controls Platinum Angel and is at 0 life. I attack and don't destroy bob's Platinum Angel",
    "bob is at 3 life. I attack and won't take 3 damage",
    "bob is at 3 life. alice attacks and doesn't deal 3 damage to bob",
    "I am at 2 life. I reveal my hand and didn't lose 2 life",
]


@pytest.mark.parametrize("text", CONTRACTED_NOT)
def test_a_contracted_not_after_and_is_never_a_player(text: str) -> None:
    _refused(text)


def test_a_name_with_an_apostrophe_is_still_a_player() -> None:
    ruled = _ruled("o'brien is at 3 life. o'brien takes 3 damage")
    assert ruled.results == {"o'brien": "lost", "opponent": "won"}


# -- a clause of its own swallowed by a source's words --------------------------------------------

# "my opponent takes 3 damage from Lightning Bolt and Fireball deals damage to me": the cards
# joined by "and" were one source, "Lightning Bolt and Fireball deals damage to me", so my
# damage was dropped and "you win" (my life and Fireball's amount never said).
SWALLOWED_BY_A_SOURCE = [
    "my opponent is at 3 life. my opponent takes 3 damage from Lightning Bolt and Fireball "
    "deals damage to me",
    "my opponent takes lethal damage from Fireball and Fireball deals damage to me",
    "bob is at 2 life. bob takes 2 damage from Shock and Lightning Bolt is dealt to alice",
]


@pytest.mark.parametrize("text", SWALLOWED_BY_A_SOURCE)
def test_a_source_never_swallows_a_clause_of_its_own(text: str) -> None:
    _refused(text)


def test_a_source_of_several_cards_is_still_read() -> None:
    ruled = _ruled(
        "my opponent is at 3 life. my opponent takes 3 damage from Lightning Bolt and Shock"
    )
    assert ruled.results == {"me": "won", "opponent": "lost"}


# -- an activated ability that may end the game, what it did unsaid -------------------------------

# "I have 0 cards in my library. I activate Jace, Wielder of Mysteries's -8 ability" was "nobody
# has won or lost yet": the -8 draws seven and wins with the library then empty (and each draw
# from the empty library is a win instead), but the activation was played as doing nothing.
ACTIVATION_UNSAID = [
    "I have 0 cards in my library. I activate Jace, Wielder of Mysteries's -8 ability",
    "I have 7 cards in my library. I use Jace, Wielder of Mysteries's -8",
    "bob has 3 cards in his library. bob activates the ultimate of Jace, Wielder of Mysteries",
]


@pytest.mark.parametrize("text", ACTIVATION_UNSAID)
def test_an_activation_that_may_end_the_game_asks_what_it_did(text: str) -> None:
    assert "Say what happens" in _refused(text).message


def test_an_activation_with_what_it_did_said_is_read() -> None:
    said = _ruled("I activate Jace, Wielder of Mysteries's -8 ability and it says I win")
    assert said.results == {"me": "won", "opponent": "lost"}
    later = _ruled(
        "I use Jace, Wielder of Mysteries's -8 ability. then I draw from an empty library"
    )
    assert later.results == {"me": "won", "opponent": "lost"}
