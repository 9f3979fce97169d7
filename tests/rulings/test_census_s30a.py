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


# -- a concession told, what it takes with it said again, and whether it was allowed ----------

# "After Maralen's ability resolves, Arnold concedes. Because Arnold has conceded, Maralen is no
# longer on the field. ... But is it within the rules of the game?" was refused (Maralen of the
# Mornsong unknown, then the restatement unread): a player who leaves takes their cards with
# them (MTG CR 800.4a), and a player may concede at any time (104.3a).
THREE = "alice, bob and carol are playing. "


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "Arnold, Beth, and Chuck are playing a multiplayer game (e.g. Commander or "
            "Free-for-All). Arnold has Maralen of the Mornsong ... Currently, it's Chuck's turn. "
            "... After Maralen's ability resolves, Arnold concedes. Because Arnold has conceded, "
            "Maralen is no longer on the field. ... But is it within the rules of the game?",
            {"arnold": "lost", "beth": "playing", "chuck": "playing"},
        ),
        (
            THREE + "bob controls Platinum Angel and alice is at 0 life. bob concedes. Because "
            "bob has conceded, his Platinum Angel is gone.",
            {"alice": "lost", "bob": "lost", "carol": "won"},
        ),
        (
            THREE + "bob concedes. Is it allowed?",
            {"alice": "playing", "bob": "lost", "carol": "playing"},
        ),
    ],
)
def test_a_concession_restated_or_asked_allowed_is_the_concession(
    text: str, results: dict[str, str]
) -> None:
    assert {k.lower(): v for k, v in _ruled(text).results.items()} == results


def test_a_restatement_or_a_question_of_no_concession_told_is_refused() -> None:
    for text in (
        # whose the card is, and who conceded, as told
        THREE + "alice controls Platinum Angel. bob concedes. Because bob has conceded, Platinum "
        "Angel is no longer on the field.",
        THREE + "bob controls Platinum Angel. alice concedes. Because bob has conceded, Platinum "
        "Angel is no longer on the battlefield.",
        THREE + "bob controls Platinum Angel. Because bob has conceded, Platinum Angel is gone.",
        THREE + "bob controls Platinum Angel. bob concedes. Because bob has conceded, alice's "
        "Platinum Angel is gone.",
        THREE + "bob controls Platinum Angel and bob is at 0 life. bob concedes. Because bob has "
        "conceded, Platinum Angel is gone and carol loses.",
        # the question asked of another act, or of no concession
        THREE + "bob doesn't concede. Is it allowed?",
        THREE + "bob concedes for alice. Is it allowed?",  # no player concedes for another
        THREE + "bob makes alice concede. Is it within the rules?",
        THREE + "bob casts Lightning Bolt at alice and it resolves. Is it within the rules?",
        # Maralen: no player can draw, and each loses 3 life in their draw step
        "bob's library is empty. alice controls Maralen of the Mornsong. bob draws a card",
        "bob is at 2 life. alice controls Maralen of the Mornsong. bob takes 1 damage",
    ):
        _refused(text)
