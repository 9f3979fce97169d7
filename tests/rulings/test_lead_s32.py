"""Session 32, the lead's own finds: Phage cast from a hand that is not its caster's."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on


def _outcome(text: str) -> str:
    ruling = rule_on(text)
    if isinstance(ruling, NoRuling):
        return "refused"
    return ruling.to_json()["status"]


@pytest.mark.parametrize(
    "text",
    [
        # Phage loses its caster the game unless cast from *their* hand (603.4, 104.3e): one
        # cast from the opponent's hand (Sen Triplets, Praetor's Grasp) was "nobody has won"
        "magic: I cast Phage the Untouchable from his hand and it resolves",
        "magic: I cast Phage the Untouchable from her hand and it resolves",
        "magic: my opponent casts Phage the Untouchable from my hand and it resolves",
        "magic: bob casts Phage the Untouchable from your hand and it resolves. bob is at 5 life",
        "magic: my Phage the Untouchable cast from his hand enters the battlefield",
    ],
)
def test_phage_cast_from_another_players_hand_is_never_ruled_as_from_its_casters(
    text: str,
) -> None:
    assert _outcome(text) != "ongoing"


@pytest.mark.parametrize(
    "text",
    [
        "magic: I cast Phage the Untouchable from my hand and it resolves",
        "magic: my opponent casts Phage the Untouchable from his hand and it resolves",
        "magic: bob casts Phage the Untouchable from her hand and it resolves. bob is at 5 life",
        "magic: my Phage the Untouchable cast from my hand enters the battlefield",
    ],
)
def test_phage_cast_from_its_casters_own_hand_still_goes_on(text: str) -> None:
    assert _outcome(text) == "ongoing"
