"""Real questions refused as asked though readable (session 30, census30a; issue #31,
benchmarks/rulings_census.py): hypothetical and general questions whose words hold every fact
the answer needs. Each reading is tested with its variants; a refusal is always acceptable, a
wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings import Ruling
from tests.rulings.test_chat_reading import _refused, _ruled

LOST = ("over", (("me", "lost"), ("opponent", "won")))
WON = ("over", (("me", "won"), ("opponent", "lost")))
GOES_ON = ("ongoing", (("me", "playing"), ("opponent", "playing")))


def _outcomes(ruling: Ruling) -> list[tuple[str, tuple[tuple[str, str], ...]]]:
    """Each case's status and results (the one answer's where nothing depends)."""
    cases = ruling.cases if ruling.depends else (ruling,)
    return [(case.status, tuple(sorted(case.results.items()))) for case in cases]


# -- a copy of the card imprinted on Isochron Scepter, cast ----------------------------------

# "I use Isochron Scepter imprinted with Final Fortune" was refused ("Say what happens"): the
# Scepter's ability copies the imprinted instant and its controller casts the copy, which does
# what the card does (MTG CR 707.10): Final Fortune's extra turn ends with its caster's loss at
# that turn's end step (a Saturday School question). "Can I use it every turn ... without
# losing the game?" after it asks whether doing it again spares them: it does not (the delayed
# trigger waits for its end step, 603.7), so the question is the moment's own outcome.


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        (
            "If I use Isochron Scepter imprinted with Final Fortune can I use it every turn to "
            "give me an extra turn every turn without losing the game?",
            [LOST, GOES_ON],
        ),
        ("my opponent uses his Isochron Scepter imprinted with Final Fortune", [WON, GOES_ON]),
        ("I copy Final Fortune with Isochron Scepter", [LOST, GOES_ON]),
        ("If I cast Final Fortune, can I cast Final Fortune again and not lose?", [LOST, GOES_ON]),
        (
            "I control Platinum Angel. I activate my Isochron Scepter with Final Fortune "
            "imprinted on it. Can I do it every turn without losing the game?",
            [GOES_ON],
        ),
        ("I use Isochron Scepter imprinted with Angel's Grace. then I go to 0 life", [GOES_ON]),
    ],
)
def test_a_copy_of_the_imprinted_card_is_cast(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


def test_a_card_the_scepter_cannot_hold_or_a_repeat_of_unknown_sum_is_refused() -> None:
    for text in (
        "I use his Isochron Scepter imprinted with Final Fortune",  # whose is it?
        "I don't use Isochron Scepter imprinted with Final Fortune",
        "I use Isochron Scepter imprinted with Last Chance",  # a sorcery
        "I use Sneak Attack imprinted with Final Fortune",  # it copies nothing
        # Lightning Bolt every turn: a sum the words do not give
        "If I use Isochron Scepter imprinted with Lightning Bolt can I use it every turn "
        "without losing the game?",
        "If my opponent casts Final Fortune can I cast it every turn without losing the game?",
        "If I cast Final Fortune can I cast Lightning Bolt every turn without losing the game?",
        "If I cast Final Fortune can he cast it every turn without losing the game?",
        "If I cast Final Fortune and he casts Lightning Bolt at me can I do it every turn "
        "without losing the game?",
        # damage done again too: a sum the words do not give
        "If I cast Final Fortune and I take 3 damage, can I do it every turn without losing?",
    ):
        _refused(text)
