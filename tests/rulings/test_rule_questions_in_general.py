"""A question about a rule asked of no one in particular (issue #31; rulings.md revision 3: a
question about a rule, not a situation, is answered from /rule's index): the asker's wondering
("I'm wondering if a player who controls Platinum Angel can lose to poison"; one whether a card
that only mills makes a player lose is the general situation it presupposes,
test_library_losses_asked.py) or a condition of its own ("If during a subgame of Magic, a loop
is created with no way to stop, does the main game result in a draw?") before a question that
names no player of a game (no "I", "my opponent", "he", no number) points to the rules index
instead of naming the words it could not read. A question of the asker's own game stays read
(or its words named)."""

from __future__ import annotations

import pytest

from bot.core.languages import Language
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.words import Refusal
from bot.faces.i18n import translate
from tests.rulings.test_chat_reading import MAGIC, _refused


@pytest.mark.parametrize(
    "text",
    [
        "I'm wondering if a player who controls Platinum Angel can lose to poison.",
        "If during a Two-Headed Giant game a loop that nobody can stop is made, does the game "
        "end in a draw?",
        "When a spell is copied, does the copy count as cast?",
    ],
)
def test_a_question_asked_of_no_one_points_to_the_rules(text: str) -> None:
    assert _refused(text).kind is Refusal.RULE_QUESTION


@pytest.mark.parametrize(
    "text",
    [
        "I was wondering if my opponent loses when I cast Char at him.",
        "If a player is at 3 life and takes 5 damage, does he lose?",
        "If my opponent concedes, does the game end?",
    ],
)
def test_a_question_of_a_game_is_not_a_rule_question(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling) or (
        isinstance(answer, NoRuling) and answer.kind is not Refusal.RULE_QUESTION
    )


@pytest.mark.parametrize(
    ("question", "titles"),
    [
        ("how does infect work?", ["MTG CR 702.90b (Infectar)"]),
        (
            "magic: what are the rules about poison?",
            ["MTG CR 104.3d (Diez contadores de veneno)", "MTG CR 704.5c (Acción basada en"],
        ),
    ],
)
def test_a_rules_title_is_said_in_the_askers_language(question: str, titles: list[str]) -> None:
    """The rules a question about a rule points to have their titles in the asker's language
    (session 28: English in every language); citations and summaries stay as they are."""
    answer = _refused(question)
    assert answer.kind is Refusal.RULE_QUESTION
    said = translate(answer.told(), Language.SPANISH)
    assert all(title in said for title in titles), said
