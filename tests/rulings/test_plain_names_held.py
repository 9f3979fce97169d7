"""A card whose name is ordinary words, written lowercase after a verb of holding ("he has
worship", "bob controls humility"; the lead's adversarial pass, session 26). The name was found
for the holding but never marked as the card, so the sentence held nothing that acts: "he's at 5
and has worship. i hit him with a 5/5" was "opponent loses", Worship dropped without a word. A
name after "has", "have", "got", "controls" is the card; elsewhere lowercase it stays words."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("he's at 5 and has worship. i hit him with a 5/5. dead?", "Worship"),
        ("he has worship. i deal 5 damage to him", "Worship"),
        ("bob is at 5 and controls worship. bob takes 5 damage.", "Worship"),
        ("bob has lich. bob takes 5 damage", "Lich"),
        ("i've got worship and i'm at 2. he deals 4 damage to me. do i lose", "Worship"),
    ],
)
def test_a_plain_name_held_is_the_card(text: str, card: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, Ruling):  # the card judged with the rest
        assert card in {c.name for c in answer.cards}, answer
        assert answer.status != "over"
    else:  # or said to be known and not judged here: never dropped
        assert isinstance(answer, NoRuling) and card in answer.message, answer


def test_worship_held_with_a_creature_keeps_its_holder_at_1() -> None:
    answer = rule_on(
        "bob is at 5 and controls worship and a creature. alice deals 5 damage to bob.",
        default_game=MAGIC,
    )
    assert isinstance(answer, Ruling), answer
    assert answer.results["bob"] == "playing"


def test_the_words_elsewhere_stay_words() -> None:
    """ "worship" not after a verb of holding is no card: unread, never the card's effect."""
    answer = rule_on("bob is at 5. we worship bob. bob takes 5 damage.", default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer


@pytest.mark.parametrize(
    "text",
    [
        "worship is on the battlefield under bob's control. bob is at 5. bob takes 5 damage",
        "humility is on the battlefield under my control. i am at 3. i take 3 damage",
    ],
)
def test_a_plain_name_held_elsewhere_is_asked_about(text: str) -> None:
    """Held in words that do not read as the card: asked to be written as its name, never
    dropped ("worship is on the battlefield under bob's control. ..." was "bob loses")."""
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert "write it as its name" in answer.message
