"""Grand Archive and Terrus answers speak their own game (issue #31, session 25 "games25"): an
answer's notes, its questions and a refusal's examples are worded by the game the question is
asked in, with that game's rules (bot.core.rulings.game_words), never Magic's "library", "life"
or "MTG CR" in a Grand Archive or Terrus answer. Magic's stay as they were."""

from __future__ import annotations

import json
import re

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

GA = System("grand-archive")
TERRUS = System("terrus")
MAGIC = System("magic")

# Words of Magic that neither game's answer may say (Terrus says vitae, Grand Archive has no
# life at all; both say deck).
_MAGIC_WORDS = re.compile(r"MTG|\bCR\b|\bmagic\b|librar|\blife\b|lifelink|\bMTR\b", re.I)


def _said(answer: Ruling | NoRuling) -> str:
    """Everything an asker would read: the text, and the JSON of a ruling."""
    if isinstance(answer, NoRuling):
        return answer.message
    return answer.text() + "\n" + json.dumps(answer.to_json()["explanation"])


def _ruled(text: str, game: System) -> Ruling:
    answer = rule_on(text, game=game)
    assert isinstance(answer, Ruling), answer.message
    return answer


def _refused(text: str, game: System) -> str:
    answer = rule_on(text, game=game)
    assert isinstance(answer, NoRuling), answer.text()
    return answer.message


def _own_words(said: str) -> None:
    found = _MAGIC_WORDS.search(said)
    assert found is None, said


# -- a deck said empty, nobody drawing from it: the game's own rule, the game's own word


_GA_EMPTY = "An empty deck ends nothing by itself: its player loses only when they try to draw"
_TERRUS_EMPTY = "no loss for drawing from an empty deck (Terrus 5.3)"


@pytest.mark.parametrize(
    ("text", "game", "note"),
    [
        ("My deck is empty. Do I lose?", GA, _GA_EMPTY),
        ("I have no cards left in my deck. Did I lose?", GA, _GA_EMPTY),
        ("what happens if I have no deck", GA, _GA_EMPTY),
        ("my opponent's deck is empty", GA, _GA_EMPTY),
        ("bob has 0 cards in his deck, is that a loss?", GA, "(GA Ending the Game 3)"),
        ("My deck is empty. Do I lose?", TERRUS, _TERRUS_EMPTY),
        ("I have no cards left in my deck. Did I lose?", TERRUS, _TERRUS_EMPTY),
        ("bob's deck is empty", TERRUS, _TERRUS_EMPTY),
    ],
)
def test_an_empty_deck_is_noted_by_the_games_own_rules(text: str, game: System, note: str) -> None:
    ruling = _ruled(text, game)
    assert ruling.status == "ongoing"
    assert note in ruling.explanation
    _own_words(_said(ruling))


def test_a_draw_from_an_empty_deck_in_grand_archive_says_deck() -> None:
    ruling = _ruled("My opponent has 0 cards in deck. Then he draws a card.", GA)
    assert ruling.results == {"me": "won", "opponent": "lost"}
    _own_words(_said(ruling))


def test_magic_keeps_its_empty_library_note() -> None:
    ruling = _ruled("My library is empty. Do I lose?", MAGIC)
    assert "An empty library ends nothing by itself" in ruling.explanation
    assert "(MTG CR 704.5b)" in ruling.explanation


# -- nothing said ends the game; a loop someone can stop


@pytest.mark.parametrize("game", [GA, TERRUS])
@pytest.mark.parametrize("text", ["alice does not concede", "my opponent didn't concede"])
def test_nothing_ends_cites_the_games_own_rules(text: str, game: System) -> None:
    ruling = _ruled(text, game)
    assert ruling.status == "ongoing"
    assert "Nothing said ends the game" in ruling.explanation
    rules = "(GA Ending the Game 1, GA Ending the Game 3)" if game == GA else "(Terrus 5.1"
    assert rules in ruling.explanation
    _own_words(_said(ruling))


@pytest.mark.parametrize(
    ("game", "rule"), [(GA, "(GA Ending the Game 4)"), (TERRUS, "(Terrus 5.4b)")]
)
def test_an_optional_loop_cites_the_games_own_rule(game: System, rule: str) -> None:
    text = "alice's card and bob's card keep responding in a loop of optional actions"
    ruling = _ruled(text, game)
    assert ruling.status == "ongoing"
    assert rule in ruling.explanation
    _own_words(_said(ruling))


# -- refusals: the examples are the game's


@pytest.mark.parametrize("game", [GA, TERRUS])
@pytest.mark.parametrize(
    "text",
    [
        "can I concede during my opponent's turn?",
        "When is the game over?",
        "The game is over when?",
        "how many cards do I draw at the start?",
    ],
)
def test_a_refusals_example_is_of_the_game_asked_in(text: str, game: System) -> None:
    message = _refused(text, game)
    assert "magic:" not in message
    _own_words(message)


@pytest.mark.parametrize(
    "text", ["alice plays a card. nothing else happens", "blah blah gizmo", "vitae: 0"]
)
def test_terrus_examples_say_vitae(text: str) -> None:
    message = _refused(text, TERRUS)
    assert "terrus:" in message
    _own_words(message)


@pytest.mark.parametrize(
    "text",
    [
        "I have 2 cards in my deck and draw 3",
        "alice is the last player and bob left",
        "i draw my last card. then at my next draw step I can't draw",
    ],
)
def test_grand_archive_examples_say_deck(text: str) -> None:
    _own_words(_refused(text, GA))


@pytest.mark.parametrize(
    ("text", "game", "word"),
    [
        ("we each draw 2 cards and we have 1 card each in our decks", GA, "deck"),
        ("sudden death: I have more cards in my deck", GA, "deck"),
        # Terrus's vitae paid beyond the total: its own words, no Magic rule
        ("alice is at 2 vitae and pays 3 vitae", TERRUS, "vitae"),
        ("I'm at 1 vitae and I pay 4 vitae", TERRUS, "vitae"),
    ],
)
def test_a_refusal_says_the_games_own_word(text: str, game: System, word: str) -> None:
    message = _refused(text, game)
    assert word in message
    _own_words(message)


def test_magic_refusals_keep_their_examples() -> None:
    assert "magic:" in _refused("When is the game over?", MAGIC)
    message = _refused("sudden death: I have more cards in my library", MAGIC)
    assert "library" in message


# -- Terrus's vitae: the question of life gained after a loss


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 2 vitae, take 3 damage and gain 2 vitae",
        "alice is at 4 vitae. she loses 5 vitae and gains 3 vitae",
    ],
)
def test_terrus_gain_after_a_loss_asks_in_vitae(text: str) -> None:
    ruling = _ruled(text, TERRUS)
    assert ruling.status == "depends"
    assert "(Terrus 5.3b)" in ruling.text()
    _own_words(_said(ruling))


# -- how the words were read: Terrus's vitae


@pytest.mark.parametrize(
    "text", ["I take lethal damage", "my opponent takes lethal damage from my beast"]
)
def test_lethal_damage_in_terrus_is_read_as_vitae(text: str) -> None:
    ruling = _ruled(text, TERRUS)
    assert "vitae of 0 or less" in ruling.text()
    _own_words(_said(ruling))


def test_lethal_damage_in_magic_keeps_its_life_total() -> None:
    assert "a life total of 0 or less" in _ruled("I take lethal damage", MAGIC).text()


# -- a card Arbiter does not know, combat told by its attack, a restart: the game's own words


@pytest.mark.parametrize(
    ("text", "game", "example"),
    [
        ("I cast Lightning Bolt at my opponent", GA, "alice's champion dies"),
        ("I control Platinum Angel and my champion dies", GA, "alice's champion dies"),
        ("I cast Lightning Bolt at my opponent", TERRUS, "alice loses 3 vitae"),
        ("my opponent casts Fireball at me for 5", TERRUS, "alice loses 3 vitae"),
    ],
)
def test_an_unknown_card_is_said_in_the_games_words(text: str, game: System, example: str) -> None:
    message = _refused(text, game)
    assert "does not know the card" in message and example in message
    _own_words(message)


@pytest.mark.parametrize(
    ("text", "game", "word"),
    [
        ("I attack and my opponent doesn't block", GA, "champion"),
        ("opponent at 1 vitae, I attack with a beast for 3 and he doesn't block", TERRUS, "vitae"),
        ("the game restarts", TERRUS, "Terrus 5.1"),
    ],
)
def test_combat_and_restarts_are_said_in_the_games_words(
    text: str, game: System, word: str
) -> None:
    message = _refused(text, game)
    assert word in message
    assert "creatures" not in message and "Only Magic" not in message
    _own_words(message)


def test_magic_keeps_its_unknown_card_and_combat_words() -> None:
    assert "alice loses 3 life" in _refused("I cast Flibberjab at my opponent", MAGIC)
    assert "power and toughness" in _refused("I attack and my opponent doesn't block", MAGIC)


# -- read in another language: the footer's example is the game's


@pytest.mark.parametrize("game", [GA, TERRUS])
@pytest.mark.parametrize("text", ["My deck is empty. Do I lose?", "blah blah gizmo"])
def test_another_languages_example_is_of_the_game_asked_in(text: str, game: System) -> None:
    from bot.faces.discord.quick_ruling_actions import refusal_text, ruling_embed
    from bot.faces.i18n import Language

    answer = rule_on(text, game=game)
    if isinstance(answer, NoRuling):
        said = refusal_text(answer, Language.GERMAN)
    else:
        said = ruling_embed(answer, Language.GERMAN).footer.text or ""
    assert "Englisch" in said and f"{game.value.split('-')[0]}" in said.replace(" ", "-")
    assert "magic:" not in said


def test_another_languages_example_in_magic_stays_magics() -> None:
    from bot.faces.discord.quick_ruling_actions import refusal_text
    from bot.faces.i18n import Language

    answer = rule_on("blah blah gizmo", game=MAGIC)
    assert isinstance(answer, NoRuling)
    assert "magic:" in refusal_text(answer, Language.GERMAN)
