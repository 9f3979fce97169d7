"""Leftovers of earlier adversarial passes (session 31, left31): answers that were right only by
luck, or confidently wrong. A refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling
from tests.rulings.test_chat_reading import _refused, _ruled

# A clause doubted by a bare "or not" ("bob concedes, or not?") was read as told: the "or not"
# was taken off as a question's tail, as it is after a clause that asks ("Am I dead or not?",
# "whether ... or not"), and the concession ruled ("bob loses"). It is refused, as "bob concedes
# or does he?" is.


@pytest.mark.parametrize(
    "text",
    [
        "bob concedes, or not?",
        "alice concedes or not",
        "my opponent concedes, or not?",
        "alice is at 0 life, or not?",
        "alice takes 5 damage or not",
        "bob concedes. or not?",
        "Bob concedes... or not?",
        "alice is at 3 life. bob concedes or not",
    ],
)
def test_a_clause_doubted_by_or_not_is_refused(text: str) -> None:
    _refused(text)


def test_or_not_after_a_clause_that_asks_is_still_a_question() -> None:
    assert _ruled("I'm at 3 life and take 5 damage, do I lose or not?").first.results == {
        "me": "lost",
        "opponent": "won",
    }
    assert _ruled("I'm at 3 life and take 5 damage. Am I dead? or not").first.status == "over"
    asked = _ruled("my opponent is at 2 life and loses 5 life would he lose the game or not")
    assert asked.first.results == {"me": "won", "opponent": "lost"}
    whether = "I control Platinum Angel and my opponent controls Platinum Angel. whether everyone"
    assert _ruled(f"{whether} agrees to a draw or not").depends
    assert isinstance(_refused("whether bob concedes or not"), NoRuling)


# Verbs of a change of life typed with no player ("heal 3 life bleed 2 life") were read as two
# players named "heal" and "bleed" at 3 and 2 life, and "heal 3 life" alone was offered "heal is
# at 3 life": such a verb is never a player's name.
@pytest.mark.parametrize(
    "text",
    [
        "heal 3 life bleed 2 life",
        "heals 3 life bleeds 2 life",
        "heal three life bleed two life",
        "burn 3 life zap 2 life",
        "heal 3 life",
        "lifegain 3 life lifeloss 2 life",
    ],
)
def test_verbs_of_life_are_no_players(text: str) -> None:
    answer = _refused(text)
    words = f"{answer.message} {answer.unread or ''}".lower()
    assert not any(f"{verb} is at" in words for verb in ("heal", "burn", "lifegain", "bleed"))


# A spell no card names told cast last (or an ability used) beside a card Arbiter knows that
# turns on what it may do was "nobody has won or lost yet", taken to do only what the words say
# ("I have Laboratory Maniac, my library is empty, I cast a spell": a spell that draws a card
# wins the game). It is asked for, naming the card that turns on it and how to say what the
# spell did; a card Arbiter does not know cast there is refused, named, as before, now with the
# card that turns on it and the words to say what it did ("... and I draw a card").
@pytest.mark.parametrize(
    ("text", "card", "did"),
    [
        (
            "I have Laboratory Maniac, my library is empty, I cast a spell",
            "Laboratory Maniac",
            "I draw a card",
        ),
        (
            "I control Jace, Wielder of Mysteries, my library is empty, my opponent casts a spell",
            "Jace, Wielder of Mysteries",
            "I draw a card",
        ),
        (
            "I control Sanguine Bond and my opponent is at 2 life. I cast a spell",
            "Sanguine Bond",
            "I gain 3 life",
        ),
        (
            "my library is empty and I have Laboratory Maniac. I activate an ability",
            "Laboratory Maniac",
            "I draw a card",
        ),
        ("I have Laboratory Maniac, my library is empty, I cast Opt", "Opt", "I draw a card"),
        ("I have Laboratory Maniac. My library is empty. I cast Ponder.", "Ponder", "draw a card"),
        ("I control Exquisite Blood. he is at 2 life. I cast Lightning Helix", "Helix", "gain"),
    ],
)
def test_a_spell_a_known_card_turns_on_is_asked_for(text: str, card: str, did: str) -> None:
    message = _refused(text).message
    assert card in message
    assert did in message


# A spell said to resolve that sets up a loss at a later step (Final Fortune: its caster loses
# at the extra turn's end step; a Pact: at their next upkeep, 603.7) with more told after it was
# read as if its loss never came: "I cast Final Fortune and it resolves. My opponent is at 3
# life" and "... and then cast Angel's Grace" (a grace for this turn only) were "nobody has won
# or lost yet". Refused, never "goes on" alone; told last, both cases are answered as before,
# and a concession told after it ends the game as before.
@pytest.mark.parametrize(
    "text",
    [
        "I cast Final Fortune and it resolves. My opponent is at 3 life",
        "I cast Final Fortune and it resolves and then cast Angel's Grace",
        "I control Platinum Angel. I cast Final Fortune and it resolves. Platinum Angel dies",
        "I cast Pact of Negation and it resolves. I'm at 3 life",
        "I cast Final Fortune and it resolves. I lose 3 life",
    ],
)
def test_a_loss_set_up_for_later_is_never_left_out(text: str) -> None:
    assert "at a later step" in _refused(text).message


def test_a_loss_set_up_for_later_told_last_is_answered_in_both_cases() -> None:
    ruling = _ruled("I cast Final Fortune and it resolves")
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}
    assert _ruled("I cast Final Fortune and it resolves. my opponent concedes").first.results == {
        "me": "won",
        "opponent": "lost",
    }
    kept = _ruled("I control Platinum Angel. I cast Final Fortune and it resolves")
    assert all(case.results["me"] == "playing" for case in kept.cases)


# A card Arbiter knows cast whose effect changes a life total (Chaplain's Blessing: its caster
# gains 5 life) beside a card that triggers on a change of life (Sanguine Bond) was read as
# doing nothing: "I control Sanguine Bond and my opponent is at 3 life. I cast Chaplain's
# Blessing" was "nobody has won or lost yet" (the opponent loses 5 life if it resolved).
# Refused naming the card whose change of life the words leave out.
@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "I control Sanguine Bond and my opponent is at 3 life. I cast Chaplain's Blessing",
            "Chaplain's Blessing",
        ),
        (
            "my opponent controls Sanguine Bond and I'm at 3 life. he casts Chaplain's Blessing",
            "Chaplain's Blessing",
        ),
        (
            "I control Sanguine Bond and my opponent is at 3 life. "
            "I cast Beacon of Immortality on me",
            "Beacon of Immortality",
        ),
    ],
)
def test_a_gain_beside_a_card_that_turns_on_it_is_refused(text: str, card: str) -> None:
    assert card in _refused(text).message


# Phage the Untouchable's trigger as it enters makes its controller lose unless they cast it
# from their hand: put onto the battlefield by Sneak Attack or Show and Tell (not cast, 110.2a)
# they lose, as they do cast from a graveyard or the command zone; cast from the hand they do
# not. Checked in s31 (the brief took "put, not cast" for no loss; the card says otherwise):
# already right, held here.
def test_phage_entering_without_being_cast_from_the_hand_loses() -> None:
    lost = {"me": "lost", "opponent": "won"}
    for text in (
        "I put Phage onto the battlefield with Sneak Attack",
        "I put Phage onto the battlefield with Show and Tell",
        "I cast Phage from my graveyard and it resolves",
        "I cast Phage from the command zone and it resolves",
    ):
        assert _ruled(text).first.results == lost, text
    assert _ruled(
        "my opponent puts Phage onto the battlefield with Sneak Attack"
    ).first.results == {
        "me": "won",
        "opponent": "lost",
    }
    kept = _ruled("I cast Phage from my hand and it resolves")
    assert [case.status for case in kept.cases] == ["ongoing"]
