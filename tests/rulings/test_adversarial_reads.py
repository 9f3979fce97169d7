"""Questions typed as players type them that were answered confidently wrong (issue #31's
adversarial pass): each wrong reading, its paraphrases, and the near readings that must still
be read."""

from __future__ import annotations

import pytest

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
# asking for the player right after the card.
AIMED_UNREAD = [
    "My opponent is at 3 and I cast Lightning Bolt at his face and it resolves.",
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
