"""A spell whose win as it resolves is gated on what its caster holds (Coalition Victory: a land
of each basic land type and a creature of each colour, MTG CR 104.2b), the condition told met
in words or by a card held that meets a part (Cromat, a creature of every colour, 105.2)
(bot.core.rulings.needs_met). Judged only where every part is told held by the caster and
nothing may have taken it away; otherwise what the spell did is still asked for."""

from __future__ import annotations

import pytest

from bot.core.rulings import Ruling
from bot.core.rulings.needs_met import told_held
from tests.rulings.test_chat_reading import _refused, _ruled


def _case(ruling: Ruling, condition: str) -> dict[str, str]:
    return next(case.results for case in ruling.cases if case.condition == condition)


@pytest.mark.parametrize(
    ("text", "player"),
    [
        ("I control Cromat and a land of each basic land type. I cast Coalition Victory and it "
         "resolves", "me"),
        ("bob controls Cromat and all 5 basic land types. bob casts Coalition Victory and it "
         "resolves", "bob"),
        ("I control Cromat. I control a land of each basic land type. I cast Coalition Victory "
         "and it resolves", "me"),
        ("I have lands of all five basic land types and five creatures of five different "
         "colors. I cast Coalition Victory and it resolves", "me"),
    ],
)  # fmt: skip
def test_the_condition_told_held_wins_as_it_resolves(text: str, player: str) -> None:
    ruled = _ruled(text)
    assert ruled.status == "over"
    assert ruled.results[player] == "won"


def test_cast_with_what_is_held_in_play_depends_on_whether_it_resolved() -> None:
    """ "I play Coalition Victory with Cromat and all five land types in play": its caster
    controls them, then casts it; whether it resolved is the one question."""
    for text, player in (
        ("If I play Coalition Victory with Cromat and all five land types in play, would I win "
         "the game right there?", "me"),
        ("alice plays Coalition Victory with Cromat and every basic land type on the "
         "battlefield", "alice"),
        ("I have a land of every basic land type and a creature of each color. I cast Coalition "
         "Victory", "me"),
    ):  # fmt: skip
        ruled = _ruled(text)
        assert ruled.status == "depends", text
        resolved = next(c for c in ruled.cases if c.condition.endswith("Victory resolved"))
        countered = next(c for c in ruled.cases if c.condition.endswith("did not resolve"))
        assert resolved.results[player] == "won", text
        assert set(countered.results.values()) == {"playing"}, text


@pytest.mark.parametrize(
    "text",
    [
        # a part not told
        "I control Cromat. I cast Coalition Victory and it resolves.",
        "I control all five basic land types. I cast Coalition Victory and it resolves",
        # told of another player than the caster
        "bob controls Cromat and all five land types. I cast Coalition Victory and it resolves",
        "I play Coalition Victory with his Cromat and all five land types in play",
        # less than the part said held
        "I control Cromat and all five land types except Swamp. I cast Coalition Victory and "
        "it resolves",
        "I control Cromat and almost all five land types. I cast Coalition Victory and it resolves",
        # what was held may have gone before it resolved
        "I control Cromat and a land of each basic land type. Cromat dies. I cast Coalition "
        "Victory and it resolves",
        "I control Cromat and a land of each basic land type. I cast Coalition Victory. In "
        "response my opponent destroys Cromat",
    ],
)
def test_a_part_not_told_held_by_the_caster_is_never_guessed(text: str) -> None:
    _refused(text)


def test_a_requirement_asked_after_the_outcome_asked_is_skipped_as_written() -> None:
    """ "..., would I win the game right there or do I have to have five creatures of five
    different colors?": the other side of the question, shown as the asker wrote it."""
    ruled = _ruled(
        "If I play Coalition Victory with Cromat and all five land types in play, would I win "
        "the game right there or do I have to have five creatures of five different colors?"
    )
    assert "or do I have to have five creatures of five different colors" in ruled.skipped
    assert told_held("do I have to have five creatures of five different colors") == (
        "do I have to have five creatures of five different colors"
    )
