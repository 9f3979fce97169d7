"""A card that gives its controller's instant and sorcery spells lifelink (Soulfire Grand
Master), beside a spell of theirs told as play (issue #31): the spell's damage gains them as
much life at the same moment (702.15b), so a player who bolts themself at 3 life stays at 3
(life is checked only after the spell resolves, 704.3). Only a spell the card data says is an
instant or sorcery (`"spell": true`), of the card's controller, while the card is in play; any
other damage beside the card stays refused, naming it."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

SOULFIRE = "Soulfire Grand Master"


@pytest.mark.parametrize(
    ("text", "player", "life"),
    [
        (f"I control {SOULFIRE} and I am at 3 life. I bolt myself", "me", 3),
        (f"alice controls {SOULFIRE} and is at 2 life. alice shocks herself", "alice", 2),
        (
            f"alice controls {SOULFIRE} and is at 2 life. alice casts Lava Axe at herself and"
            " it resolves",
            "alice",
            2,
        ),
        (f"bob bolts himself while he's at 2 with {SOULFIRE} out", "bob", 2),
        (f"For example: If I bolt myself while I'm at 3 with a {SOULFIRE} on the board?", "me", 3),
    ],
)
def test_a_spell_of_the_cards_controller_gains_them_its_damage_at_once(
    text: str, player: str, life: int
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert ruling.cases[0].state.life[player] == life


def test_the_gain_goes_to_the_caster_while_the_damage_goes_to_its_target() -> None:
    ruling = _ruled(
        f"bob controls {SOULFIRE}. bob is at 1 life and alice is at 3 life. bob bolts alice"
    )
    assert ruling.results == {"bob": "won", "alice": "lost"}
    assert ruling.cases[0].state.life["bob"] == 4


@pytest.mark.parametrize(
    "text",
    [
        # Another player's spell: the card gives it nothing, and its damage beside the card is
        # not judged.
        f"I control {SOULFIRE} and I am at 2 life. bob shocks me",
        # The card gone before the spell: no lifelink, and the reader does not guess.
        f"alice controls {SOULFIRE} and is at 2 life. alice's {SOULFIRE} dies. alice shocks"
        " herself",
    ],
)
def test_damage_the_card_gives_no_lifelink_is_never_judged_as_gaining(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling)
    assert SOULFIRE in answer.message


def test_without_the_card_a_spell_told_gains_nothing() -> None:
    ruling = _ruled("I am at 3 life. I bolt myself")
    assert ruling.results["me"] == "lost"
