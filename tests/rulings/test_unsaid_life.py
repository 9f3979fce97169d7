# The Japanese sentences are written with Japanese punctuation (full-width brackets).
# ruff: noqa: RUF001
"""A player's standing in a quick ruling never shows a life total nobody gave (issue 31, "an
answer is never confidently wrong"): the engine plays the words from the game's starting
total, 20 in Magic, which the asker never said, so the answer says the total was not said
and how far the words moved it. A total the words gave, or a match's current game, is shown
as it is. Through `arbiter ruling` as a person types it, and in each language."""

from __future__ import annotations

import io
import json

import pytest

from bot.core.languages import Language
from bot.core.messages import Message
from bot.core.rulings import Ruling, rule_on
from bot.faces.cli.ruling import run_ruling
from bot.faces.i18n import translate

FACT_OR_FICTION = "What happens if I cast a Fact or Fiction with only four cards in my library?"


def answer(text: str, *, json_out: bool = False) -> str:
    out, err = io.StringIO(), io.StringIO()
    status = run_ruling([text], "magic", json_out, stdin=io.StringIO(""), out=out, err=err)
    assert status == 0 and err.getvalue() == ""
    return out.getvalue()


def standing_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if "still playing" in line]


def test_a_question_that_never_says_a_life_total_shows_none() -> None:
    said = answer(FACT_OR_FICTION)
    assert "Result: nobody has won or lost yet." in said
    assert standing_lines(said) == [
        "- you are still playing: life not said (loses at 0, MTG CR 104.3b), poison 0 of 10",
        "- opponent is still playing: life not said (loses at 0, MTG CR 104.3b), poison 0 of 10",
    ]
    assert "life 20" not in said


def test_life_lost_from_a_total_not_said_is_said_as_the_change() -> None:
    said = answer("magic: I take 3 damage")
    assert "If you had more than 3 life: the game goes on" in said
    assert (
        "- you are still playing: life not said (3 lost; loses at 0, MTG CR 104.3b), poison 0 of 10"
    ) in standing_lines(said)
    assert "life 17" not in said and "life 20" not in said
    gained = answer("magic: my opponent gains 4 life")
    assert (
        "- opponent is still playing: life not said (4 gained; loses at 0, MTG CR 104.3b), "
        "poison 0 of 10"
    ) in standing_lines(gained)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (
            "magic: I am at 5 life. I take 3 damage.",
            "- you are still playing: life 2 (loses at 0, MTG CR 104.3b), poison 0 of 10",
        ),
        (
            "magic: I take 3 damage. my life total is 4.",
            "- you are still playing: life 4 (loses at 0, MTG CR 104.3b), poison 0 of 10",
        ),
        (
            "magic: starting life 30. I take 3 damage.",
            "- opponent is still playing: life 30 (loses at 0, MTG CR 104.3b), poison 0 of 10",
        ),
    ],
)
def test_a_total_the_words_give_is_shown(text: str, line: str) -> None:
    said = answer(text)
    assert line in standing_lines(said)


def test_the_other_players_total_stays_not_said_beside_a_said_one() -> None:
    said = answer("magic: I am at 5 life. I take 3 damage.")
    assert (
        "- opponent is still playing: life not said (loses at 0, MTG CR 104.3b), poison 0 of 10"
        in standing_lines(said)
    )


def test_the_json_answer_has_results_and_no_standing_words() -> None:
    """rulings.md revision 3: results are each player's standing value only."""
    data = json.loads(answer(FACT_OR_FICTION, json_out=True))
    assert data["status"] == "ongoing"
    assert data["results"] == {"me": "playing", "opponent": "playing"}
    assert "life" not in json.dumps(data["results"])


@pytest.mark.parametrize(
    ("language", "lost", "unchanged"),
    [
        (
            Language.SPANISH,
            "vidas sin indicar (perdió 3; pierde con 0, MTG CR 104.3b)",
            "vidas sin indicar (pierde con 0, MTG CR 104.3b)",
        ),
        (
            Language.BRAZILIAN_PORTUGUESE,
            "pontos de vida não informados (perdeu 3; perde com 0, MTG CR 104.3b)",
            "pontos de vida não informados (perde com 0, MTG CR 104.3b)",
        ),
        (
            Language.FRENCH,
            "points de vie non indiqués (3 en moins ; perd à 0, MTG CR 104.3b)",
            "points de vie non indiqués (perd à 0, MTG CR 104.3b)",
        ),
        (
            Language.GERMAN,
            "Lebenspunkte nicht angegeben (3 verloren; verliert bei 0, MTG CR 104.3b)",
            "Lebenspunkte nicht angegeben (verliert bei 0, MTG CR 104.3b)",
        ),
        (
            Language.JAPANESE,
            "ライフの記載なし（3 減少、0 で敗北、MTG CR 104.3b）",
            "ライフの記載なし（0 で敗北、MTG CR 104.3b）",
        ),
    ],
)
def test_a_total_not_said_is_said_so_in_each_language(
    language: Language, lost: str, unchanged: str
) -> None:
    ruling = rule_on("magic: I take 3 damage")
    assert isinstance(ruling, Ruling)
    text = ruling.text(word=lambda message: translate(message, language))
    assert lost in text and unchanged in text, text
    for life in (17, 20):
        shown = Message("life {life} (loses at 0, {rule})", life=life, rule="MTG CR 104.3b")
        assert translate(shown, language) not in text


@pytest.mark.parametrize(
    "told",
    [
        "I control Enduring Angel",
        "I control Lich's Mirror",
        # damage can't take the total below 1: "19 lost" was said, as if it had been 20
        "I cast Angel's Grace",
    ],
)
def test_a_card_that_sets_a_life_total_leaves_even_the_change_unsaid(told: str) -> None:
    """Whether the card set the total (3, 20, 1) turns on the total before, which nobody gave:
    neither the engine's figure nor a change from 20 is said."""
    said = answer(f"magic: {told}. I take 25 damage")
    assert (
        "- you are still playing: life not said (loses at 0, MTG CR 104.3b), poison 0 of 10"
        in standing_lines(said)
    )
    assert "lost" not in "".join(standing_lines(said))


def test_a_card_that_stops_the_loss_keeps_the_change() -> None:
    """Platinum Angel sets no total: the words' 25 damage moved it by 25, whatever it was."""
    said = answer("magic: I control Platinum Angel. I take 25 damage")
    assert (
        "- you are still playing: life not said (25 lost; loses at 0, MTG CR 104.3b), "
        "poison 0 of 10"
    ) in standing_lines(said)
