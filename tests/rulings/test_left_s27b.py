"""Left by session 27's passes (left27b).

A question in a language the reader cannot read was read as a player's name: "ライフが0になった"
("my life became 0") got the pointer "ライフが0になった concedes", a suggestion that misleads.
Words with no Latin letter, or with words of another language Arbiter answers in, are refused
saying, in the asker's language, that situations are read in English, with an example."""

from __future__ import annotations

import io

import pytest

from bot.core.languages import Language
from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.faces.cli.language import Words
from bot.faces.cli.ruling import run_ruling
from bot.faces.discord.quick_ruling_actions import refusal_text


def _asked(text: str) -> Ruling | NoRuling:
    return rule_on(text, default_game=System("magic"))


OTHER_LANGUAGES = [
    "ライフが0になった",
    "magic: ライフが0になった。負けですか\uff1f",
    "estoy a 0 vidas",
    "j'ai 0 points de vie",
    "ich habe 0 Lebenspunkte",
    "eu estou com 0 de vida",
]


@pytest.mark.parametrize("text", OTHER_LANGUAGES)
def test_a_question_in_another_language_is_told_situations_are_read_in_english(
    text: str,
) -> None:
    answer = _asked(text)
    assert isinstance(answer, NoRuling), answer.text()
    assert "in English" in answer.message
    assert "concedes" not in answer.message.split("e.g.")[0]  # no name made of its words
    assert '"magic: ' in answer.message  # an example to follow


@pytest.mark.parametrize("text", ["bob flibbers", "alice goes to 0 life and bob flibbers"])
def test_english_words_refused_are_not_told_to_be_in_english(text: str) -> None:
    answer = _asked(text)
    assert isinstance(answer, NoRuling)
    assert "in English" not in answer.message


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (Language.SPANISH, "en inglés"),
        (Language.FRENCH, "en anglais"),
        (Language.GERMAN, "auf Englisch"),
        (Language.BRAZILIAN_PORTUGUESE, "em inglês"),
        (Language.JAPANESE, "英語で"),
    ],
)
def test_the_refusal_is_in_the_askers_language_and_said_once(language: Language, said: str) -> None:
    err = io.StringIO()
    assert run_ruling(["ライフが0になった"], err=err, said=Words(language)) == 2
    assert said in err.getvalue()
    assert "concedes" not in err.getvalue().split("magic:")[0]
    assert err.getvalue().count("magic:") == 1  # the example once, not again in a footer
    answer = _asked("estoy a 0 vidas")
    assert isinstance(answer, NoRuling)
    shown = refusal_text(answer, language)
    assert said in shown and shown.count("magic:") == 1


# -- a source said with its possessive, of a player who left ---------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "alice, bob and I are playing. I concede, then my death triggers deal 3 damage to bob",
            "Your death triggers ceased to exist",
        ),
        (
            "alice, bob and I are playing. I concede, then my trigger deals 3 damage to bob",
            "Your trigger ceased to exist",
        ),
        (
            "alice, bob and I are playing. bob concedes, then bob's death triggers deal 3 "
            "damage to alice",
            "Bob's death triggers ceased to exist",
        ),
    ],
)
def test_a_source_of_a_player_who_left_is_named_whose_once(text: str, said: str) -> None:
    answer = _asked(text)
    assert isinstance(answer, Ruling), answer.message
    shown = answer.text()
    assert said in shown
    assert "your your" not in shown.casefold() and "bob's bob's" not in shown.casefold()
    target = text.rsplit(" ", 1)[-1]  # the trigger never resolves: its target plays on
    assert answer.results[target] != "lost"


# -- a card's name of ordinary words, lowercase, after "casts a" ------------------------------


@pytest.mark.parametrize(
    ("text", "card", "caster"),
    [
        ("bob casts a lightning bolt that would deal 3 damage to me", "Lightning Bolt", "bob"),
        ("I'm at 3 life. bob casts a lightning bolt at me", "Lightning Bolt", "bob"),
        ("bob is at 2 life. I cast a shock at bob", "Shock", "me"),
        ("I cast an incinerate at bob who is at 3 life", "Incinerate", "me"),
    ],
)
def test_a_card_cast_with_an_article_is_read_as_the_card(text: str, card: str, caster: str) -> None:
    answer = _asked(text)
    assert isinstance(answer, Ruling), answer.message
    assert card in [c.name for c in answer.cards]
    assert caster in answer.players  # not a source made of the sentence's words


# -- "paid" in the understood JSON: what the words said, in each game that has life ----------


@pytest.mark.parametrize(
    ("text", "game"),
    [
        ("alice is at 5 life. alice pays 2 life", "magic"),
        ("alice is at 5 vitae. alice pays 2 vitae", "terrus"),
    ],
)
def test_a_payment_is_marked_paid_in_each_game_that_has_life(text: str, game: str) -> None:
    # A guard of docs/replay-vocabulary.md ("paid"): kept, not a Terrus-only field.
    answer = rule_on(text, game=System(game))
    assert isinstance(answer, Ruling), answer.message
    reports = answer.to_json()["understood"]["reports"]
    assert {"event": "life", "player": "alice", "delta": -2, "paid": True} in reports
