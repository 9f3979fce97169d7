"""Two cards asked about together, no moment told ("Does Platinum Angel negate Lich's Mastery?",
card_pairs.py): the moment the question presupposes (the second card leaves the battlefield and
its trigger says its controller loses), with nobody said to control the first card, so the answer
depends on whose it is. Never for a first card that stops no loss, a second with more than one
way to end the game, or a sentence after the question that is more than a pointer at the part
asked about; and a card said to stop another is never read as the source of a trigger."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


def _case_statuses(text: str) -> dict[str, str]:
    ruling = _ruled(text)
    assert ruling.status == "depends"
    assert ruling.question is not None and "Who controlled" in ruling.question
    return {case.condition or "": case.status for case in ruling.cases}


@pytest.mark.parametrize(
    ("text", "stopper"),
    [
        ("Does Platinum Angel negate Lich's Mastery?", "Platinum Angel"),
        ("Will Platinum Angel stop Nine Lives?", "Platinum Angel"),
        ("would Platinum Angel beat Lich's Mastery's trigger?", "Platinum Angel"),
        ("Can Exquisite Archangel save me from Nine Lives?", "Exquisite Archangel"),
        ("Does Lich's Mastery stop Nine Lives's trigger or not?", "Lich's Mastery"),
        ("magic: Could Platinum Angel override Nine Lives?", "Platinum Angel"),
        (
            "Does Platinum Angel negate Lich's Mastery? Specifically the part that says when "
            "it leaves the battlefield, you lose the game.",
            "Platinum Angel",
        ),
        ("How does Platinum Angel work with Lich's Mastery?", "Platinum Angel"),
        # the card that ends the game is the second, whichever order they are named in
        ("how do Nine Lives and Platinum Angel interact?", "Platinum Angel"),
        ("How does Nine Lives interact with Exquisite Archangel?", "Exquisite Archangel"),
        (
            "Does Platinum Angel cancel Nine Lives? I mean the line that says you lose when "
            "Nine Lives leaves the battlefield.",
            "Platinum Angel",
        ),
    ],
)
def test_a_card_asked_to_stop_another_depends_on_whose_it_is(text: str, stopper: str) -> None:
    # the stopper's controller is the one whose loss it stops; the other player's it does not
    assert _case_statuses(text) == {
        f"you controlled {stopper}": "ongoing",
        f"opponent controlled {stopper}": "over",
    }


@pytest.mark.parametrize(
    "text",
    [
        "Does Platinum Angel stop Approach of the Second Sun?",
        "will platinum angel beat Thassa's Oracle?",
        "Can Platinum Angel stop Felidar Sovereign? I mean the part that says you win.",
    ],
)
def test_a_card_asked_to_stop_a_win_depends_on_whose_it_is(text: str) -> None:
    # a "can't win" stops only its controller's opponents: its controller still wins
    assert _case_statuses(text) == {
        "you controlled Platinum Angel": "over",
        "opponent controlled Platinum Angel": "ongoing",
    }


@pytest.mark.parametrize(
    "text",
    [
        # a first card that stops no loss
        "Does Lightning Bolt stop Lich's Mastery?",
        # Lich ends the game two ways (dealt damage, and as it leaves): which one, not said
        "Does Platinum Angel stop Lich?",
        # a sentence after the question that is a moment of its own, not a pointer
        "Does Platinum Angel negate Lich's Mastery? My opponent is at 3 life.",
        # a pointer at another part of the card than its loss as it leaves
        "Does Platinum Angel negate Lich's Mastery? Specifically the part that says whenever "
        "you gain life you draw that many cards.",
        # whose a card is, said: the cases of whose it is would contradict it
        "Does my Platinum Angel negate Lich's Mastery?",
        "Does Platinum Angel negate his Lich's Mastery?",
        # a "can't lose" only against a win; a card that ends the game two ways (a win or a
        # draw); a pointer at what is no win; a spell, never on the battlefield
        "Does Lich's Mastery stop Felidar Sovereign?",
        "Does Platinum Angel stop Celestial Convergence?",
        "Does Platinum Angel stop Felidar Sovereign? I mean the part that says it has lifelink.",
        "Does Angel's Grace stop Lich's Mastery?",
        # both end the game: which stops which is not said
        "How does Lich's Mastery work with Nine Lives?",
        # a card against itself
        "Does Lich's Mastery stop Lich's Mastery?",
        # a card said to stop a trigger named in lower case: never the trigger's source
        "does Platinum Angel stop the nine lives trigger?",
        "does Lich's Mastery stop the nine lives trigger?",
    ],
)
def test_no_pair_is_read_where_the_question_is_not_one(text: str) -> None:
    _refused(text)
