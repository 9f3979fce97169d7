"""A card entering told after "if" or "when" in a question ("Will Platinum Angel keep me from
losing if I reanimate Phage?", "Do I lose if I reanimate Phage?"): the arrival is read there as
at a clause's start (arrivals._START), so the question around it is the moment supposed. Where
whose card it is, or that it entered at all, is not said, nothing is read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PHAGE = "Phage the Untouchable"


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (f"Will Platinum Angel keep me from losing if I reanimate {PHAGE}?", "me"),
        (f"Would Exquisite Archangel save me if I flicker my {PHAGE}?", "me"),
        (f"Does Platinum Angel stop alice from losing when alice reanimates {PHAGE}?", "alice"),
    ],
)
def test_a_card_kept_in_when_a_phage_enters_supposed(text: str, kept: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert ruling.results[kept] == "playing"


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (f"Do I lose if I reanimate {PHAGE}?", "me"),
        (f"Does bob lose if bob puts {PHAGE} onto the battlefield with Sneak Attack?", "bob"),
    ],
)
def test_a_phage_entering_supposed_loses_its_controller_the_game(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        # another player's card: under whose control it enters is unsaid
        f"Do I lose if I reanimate his {PHAGE}?",
        # denied, not supposed
        f"Do I lose if I don't reanimate {PHAGE}?",
        # a card Arbiter does not know did it: what else it did is unknown
        f"Do I lose if I reanimate {PHAGE} with Animate Dead?",
    ],
)
def test_an_arrival_not_told_whole_stays_refused(text: str) -> None:
    _refused(text)


# -- "which trigger takes priority?" beside the moment: skipped, the ruling says the order ----


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            f"Will Platinum Angel keep me from losing if I reanimate {PHAGE}? Which trigger "
            "takes priority?",
            "me",
        ),
        (f"I control Platinum Angel. I reanimate {PHAGE}. Which one goes first?", "me"),
        (f"bob controls Platinum Angel and bob reanimates {PHAGE}. which resolves first", "bob"),
    ],
)
def test_the_order_asked_beside_the_moment_is_skipped(text: str, kept: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert ruling.results[kept] == "playing"
    assert any(said.lower().startswith("which") for said in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # the order asked alone: no moment
        "Which trigger takes priority?",
        # which player, not which of the things told
        f"I reanimate {PHAGE}. Which player takes priority over the other one in this case?",
        # the order asked of named choices: a fact the words do not settle
        f"I reanimate {PHAGE}. Which trigger takes priority, mine or his?",
    ],
)
def test_an_order_question_that_is_not_only_that_is_not_skipped(text: str) -> None:
    _refused(text)
