"""Session 30's new readings asked as a new user would (issue #31, the adversarial pass
"adv30"): two players' spells after the board (405.5), a permanent spell said to resolve
(608.3), with other cards, negations, responses, lists of cards and what is told after a card
entered. A refusal is always acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on


def _asked(text: str) -> Ruling | NoRuling:
    return rule_on(text, default_game=System("magic"))


MANIAC = (
    "If I have a Laboratory Maniac in play and I cast Brainstorm with only one card in my"
    " library, {rest}, what happens?"
)


# -- what is told after a card entered, while its trigger waits on the stack -------------------


# "my library is empty. I cast Thassa's Oracle and it resolves, then my opponent casts Angel's
# Grace" was "you win: the game was over ... so what follows could not happen". The trigger
# as it enters waits on the stack and players act before it resolves (603.3): the Grace may
# have been cast in response to it (the game goes on). Refused; said in response, or after a
# sentence saying the trigger resolved, it is read as before.
@pytest.mark.parametrize(
    "text",
    [
        "my library is empty. I cast Thassa's Oracle and it resolves, then my opponent casts"
        " Angel's Grace",
        "my library is empty. I cast Thassa's Oracle and it resolves. My opponent casts Angel's"
        " Grace",
        "my library is empty. Thassa's Oracle enters the battlefield under my control. Then my"
        " opponent casts Angel's Grace",
        "I cast Phage the Untouchable from my graveyard and it resolves, then I cast Angel's Grace",
    ],
)
def test_what_is_told_after_a_card_entered_may_be_under_its_trigger(text: str) -> None:
    answer = _asked(text)
    assert isinstance(answer, NoRuling), answer.text()
    assert answer.kind.value == "card_not_judged"


def test_the_trigger_said_resolved_or_a_card_cast_from_hand_is_read() -> None:
    answer = _asked(
        "my library is empty. Thassa's Oracle enters the battlefield under my control. The trigger"
        " resolves. my opponent casts Angel's Grace"
    )
    assert isinstance(answer, Ruling) and answer.results == {"me": "won", "opponent": "lost"}
    entered = _asked(
        "my library is empty. Thassa's Oracle enters the battlefield under my control. "
        "In response to the trigger, my opponent gains 2 life"
    )
    assert isinstance(entered, Ruling) and entered.results == {"me": "won", "opponent": "lost"}
    # cast from the hand, Phage's trigger does nothing: what follows is read
    answer = _asked(
        "I cast Phage the Untouchable from my hand and it resolves, then I cast Angel's Grace"
    )
    assert isinstance(answer, Ruling) and answer.status == "ongoing"


# "my library is empty. I cast Thassa's Oracle and it resolves. In response to the trigger, my
# opponent gains 2 life" was "nobody has won or lost yet": the response was put before the
# spell's resolution and the Oracle's entering read by no report (you win: the trigger resolves
# after the response). So "... my opponent sacrifices Platinum Angel" (the Angel gone, you win).
# Refused; said with "enters the battlefield", it is read.
@pytest.mark.parametrize(
    "response",
    [
        "In response to the trigger, my opponent gains 2 life",
        "In response, my opponent gains 2 life",
        "In response to the trigger my opponent sacrifices Platinum Angel",
    ],
)
def test_a_response_beside_a_permanent_spell_said_to_resolve_is_refused(response: str) -> None:
    text = (
        "my library is empty. my opponent controls Platinum Angel. "
        if "Angel" in response
        else "my library is empty. "
    )
    answer = _asked(text + "I cast Thassa's Oracle and it resolves. " + response)
    assert isinstance(answer, NoRuling), answer.text()


# -- a card in a list of cards cast whose resolution is read of none ----------------------------


# "I'm at 3 life. my opponent casts Angel's Grace and bolts me" was "nobody has won or lost
# yet": "bolts" was taken for a second card in the list cast, and the Bolt's 3 damage dropped
# (the Grace keeps only its caster in the game: you lose). So in a case of which spell resolved
# first ("..., my opponent cast Angel's Grace and bolts me": "the game goes on"), and a card whose
# trigger as it enters may end the game (Thassa's Oracle) beside the Grace. Refused.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. my opponent casts Angel's Grace and bolts me",
        "I'm at 3 life. my opponent casts Angel's Grace and Lightning Bolt at me",
        "I'm at 3 life and my opponent is at 3. I cast Angel's Grace and bolt him",
        "I'm at 3 life. " + MANIAC.format(rest="my opponent cast Angel's Grace and bolts me"),
        "My opponent's library is empty. my opponent casts Thassa's Oracle and Angel's Grace and"
        " it resolves",
        MANIAC.format(rest="my opponent cast Angel's Grace and Thassa's Oracle"),
    ],
)
def test_a_card_cast_in_a_list_is_never_dropped(text: str) -> None:
    assert isinstance(_asked(text), NoRuling)


def test_a_second_cast_said_on_its_own_is_read() -> None:
    answer = _asked(
        "I'm at 3 life. my opponent casts Angel's Grace and then casts Lightning Bolt at me"
    )
    assert isinstance(answer, Ruling)
    assert {c.status for c in answer.cases} == {"over", "ongoing"}  # it resolved, or not
    assert all(c.results["me"] != "won" for c in answer.cases)


# -- an opponent's card that may end the game as it enters, beside a spell left open -----------


# "My opponent's library is empty. If I have a Laboratory Maniac in play and I cast Brainstorm
# with only one card in my library, my opponent cast Thassa's Oracle and it resolves" was
# "if your Brainstorm did not resolve, the game goes on": the opponent's Oracle, entering
# with an empty library, wins for them (608.3, 603.3), left out of every case. Refused.
@pytest.mark.parametrize(
    "rest",
    [
        "my opponent cast Thassa's Oracle and it resolves",
        "my opponent cast Thassa's Oracle",
    ],
)
def test_an_entering_card_beside_an_open_spell_is_not_left_out(rest: str) -> None:
    answer = _asked("My opponent's library is empty. " + MANIAC.format(rest=rest))
    assert isinstance(answer, NoRuling)
    assert answer.kind.value == "card_not_judged"
