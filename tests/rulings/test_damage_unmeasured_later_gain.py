"""A creature's damage to a player, its amount never said, beside life that player gains from it
later by an Aura's trigger ("Will I die if a creature with my Armadillo Cloak on it damages
me?"): the trigger's life comes once it resolves, after the check that finds a player at 0 or
less life, so only whether the damage took them there decides; a case each way, never an amount
guessed. Refused where the life goes to another player, or where something else changes the
damaged player's life, as before; and "X damages me" is read as damage dealt."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "player", "other"),
    [
        ("Will I die if a creature with my Armadillo Cloak on it damages me?", "me", "opponent"),
        (
            "Would I lose if my creature enchanted with my Armadillo Cloak damaged me?",
            "me",
            "opponent",
        ),
        ("a creature with my Armadillo Cloak on it deals damage to me", "me", "opponent"),
        (
            "Does my opponent die if my creature with his Spirit Link on it deals damage to him?",
            "opponent",
            "me",
        ),
        (
            "my opponent's creature enchanted with his Spirit Link damages my opponent",
            "opponent",
            "me",
        ),
    ],
)
def test_a_later_gain_leaves_only_whether_the_damage_was_lethal(
    text: str, player: str, other: str
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends"
    by_status = {case.status: case for case in ruling.cases}
    assert set(by_status) == {"ongoing", "over"}
    assert by_status["over"].results == {player: "lost", other: "won"}
    assert by_status["ongoing"].results == {player: "playing", other: "playing"}
    assert "by a trigger" in by_status["over"].explanation
    # no amount of life is guessed in either case
    assert "gain" not in " ".join(line for case in ruling.cases for line in case.understood_lines)


@pytest.mark.parametrize(
    "text",
    [
        # the life goes to another player than the one damaged
        "Will I die if a creature with my opponent's Armadillo Cloak on it damages me?",
        # something else changes the damaged player's life, or another player gains life
        "A creature with my Armadillo Cloak on it damages me. Then I take 2 damage.",
        "A creature with my Armadillo Cloak on it damages me and my opponent gains 3 life.",
        # two damages of no amount: the second would be judged as lethal
        "alice's creature with alice's Armadillo Cloak on it damages alice. bob's creature with "
        "bob's Armadillo Cloak on it damages bob.",
        # whose Aura it is, nobody says
        "a creature with Armadillo Cloak on it damages me",
        # a burn spell's damage, its amount unsaid
        "my opponent's Lightning Bolt damages me",
    ],
)
def test_a_later_gain_near_miss_is_refused(text: str) -> None:
    _refused(text)
