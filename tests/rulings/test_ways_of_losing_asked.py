"""One card asked of the ways of losing, with no moment told ("How does Exquisite Archangel work
with different ways of losing?", ways_asked.py): a card that keeps its own controller from
losing, or replaces their loss, asked of a way presupposes its controller losing that way, which
the engine judges; asked of the ways in general, the ways that end alike are one case and the
ruling depends on the way. Never for a card that does not keep its controller from losing
(whole, while it is on the battlefield), nor beside a sentence that is more than a remark that
one way seems plain."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

LOST = {"me": "lost", "opponent": "won"}
PLAYING = {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    ("text", "status", "results"),
    [
        ("How does Lich's Mirror work with poison counters?", "over", LOST),
        ("how would Phyrexian Unlife work with decking?", "over", LOST),
        ("How does Phyrexian Unlife work with having 0 life?", "ongoing", PLAYING),
        ("How does Exquisite Archangel work with losing to poison?", "over", LOST),
        ("How does my Exquisite Archangel interact with an empty library?", "ongoing", PLAYING),
        (
            "So how does Platinum Angel work with losing the game due to infect?",
            "ongoing",
            PLAYING,
        ),
        ("magic: How will Lich's Mirror work with lethal damage?", "ongoing", PLAYING),
        ("What does Platinum Angel do against poison?", "ongoing", PLAYING),
        ("How does Lich's Mirror deal with poison counters?", "over", LOST),
        ("What would Exquisite Archangel do about decking?", "ongoing", PLAYING),
        ("what does my Lich's Mirror do with lethal damage?", "ongoing", PLAYING),
        (
            "How does Laboratory Maniac work with decking?",
            "over",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_one_way_asked_is_its_controller_losing_that_way(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert (ruling.status, ruling.results) == (status, results)
    assert any(skipped.lower().startswith(("how", "so how", "what")) for skipped in ruling.skipped)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "How does Exquisite Archangel work with different ways of losing? ... The way this "
            "works with losing due to life loss seems relatively simple",
            "Exquisite Archangel",
        ),
        (
            "magic: How does Lich's Mirror work with the different ways of losing the game?",
            "Lich's Mirror",
        ),
        (
            "How does Lich's Mirror interact with other ways to lose? The way it works with "
            "damage seems pretty obvious.",
            "Lich's Mirror",
        ),
    ],
)
def test_ways_in_general_depend_on_the_way_poison_still_loses(text: str, card: str) -> None:
    # the loss is replaced, but ten poison counters are still there at the next check
    ruling = _ruled(text)
    assert ruling.status == "depends"
    assert ruling.question is not None and card in ruling.question
    cases = {case.condition: (case.status, case.results) for case in ruling.cases}
    assert cases == {
        "you draw from an empty library or you go to 0 or less life or you take lethal damage": (
            "ongoing",
            PLAYING,
        ),
        "you get 10 poison counters": ("over", LOST),
    }


@pytest.mark.parametrize(
    "text",
    [
        "How does Phyrexian Unlife work with all the ways to lose?",
        "How does Phyrexian Unlife handle different ways of losing?",
    ],
)
def test_phyrexian_unlife_keeps_only_a_life_loss_away(text: str) -> None:
    ruling = _ruled(text)
    cases = {case.condition: case.status for case in ruling.cases}
    assert cases == {
        "you draw from an empty library or you get 10 poison counters": "over",
        "you go to 0 or less life or you take lethal damage": "ongoing",
    }


def test_ways_that_all_end_alike_are_one_answer() -> None:
    ruling = _ruled("How does Platinum Angel interact with different ways of losing?")
    assert (ruling.status, ruling.results) == ("ongoing", PLAYING)
    assert "Each way of losing asked about ends alike" in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        # a card that keeps nobody from losing, or only its controller's opponents
        "How does Lightning Bolt work with poison?",
        "What does Lightning Bolt do against poison?",
        # no way of losing asked of
        "What does Platinum Angel do?",
        "How does Abyssal Persecutor work with poison?",
        # a card whose "can't lose" lasts a turn, or holds under a condition
        "How does Angel's Grace work with decking?",
        "How does Gideon of the Trials work with poison?",
        # a card that ends the game itself
        "How does Lich work with decking?",
        # a way the reader does not know
        "How does Platinum Angel work with commander damage?",
        # a sentence after the question that is a moment of its own, or more than a remark
        "How does Platinum Angel work with poison? I am at 3 life.",
        "How does Exquisite Archangel work with different ways of losing? My opponent has "
        "Platinum Angel.",
        "How does Exquisite Archangel work with different ways of losing? The way this works "
        "with life loss seems simple: I lose.",
        # the game's format said after the way
        "How does Exquisite Archangel work with different ways of losing in two-headed giant?",
    ],
)
def test_a_card_asked_of_a_way_is_refused_otherwise(text: str) -> None:
    _refused(text)
