"""A chat refusal of something the game does not have speaks to a player (session 26).

Each game's rules refuse an event they do not have with a hint for its replay file or match
report ("report champion_died", "report vitae with life"): a player asking in chat never typed
those words and cannot follow them. A quick ruling says instead, in the game's own words, what
to say in chat, and each example it quotes is itself a situation Arbiter reads in that game. The
replay's and the match's refusals keep their hints (tests/discord/test_bad_input.py,
tests/test_match_bad_input.py)."""

from __future__ import annotations

import re

import pytest

from bot.core.languages import Language
from bot.core.rules import games
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.faces.i18n import translate

# What only a replay file or a match report says: the vocabulary's event names, its fields, a
# report, the match's commands.
JARGON = re.compile(
    r"\breport\b|\b[a-z]+_[a-z]+\b|\"(set|delta)\"|with life|match draw|turn_start", re.IGNORECASE
)
QUOTED = re.compile(r"\"([^\"]+)\"")


def _refusal(game: str, text: str) -> tuple[NoRuling, str]:
    system = games.game_named(game)
    assert system is not None
    answer = rule_on(text, game=system.system)
    assert isinstance(answer, NoRuling), answer.text()
    return answer, answer.message.split("cannot happen: ", 1)[-1]


# (game, a question as a player types it, words the refusal must say)
ABSENT = [
    # Grand Archive: no life totals, a champion's death instead
    ("ga", "I'm at 3 life and take 5 damage. Do I lose?", "champion dies"),
    ("ga", "my opponent is at 2 life and I deal 4 damage to him", "champion dies"),
    ("ga", "alice gains 5 life", "champion dies"),
    ("ga", "my opponent's life is 0", "champion dies"),
    ("ga", "bob is at 0", "champion dies"),
    # ... no draw by loop, no Structures or Dominion Votes, no sudden death, no turn's victories
    ("ga", "the game is in a loop of mandatory actions", "draw"),
    ("ga", "alice begins her turn with 10 structures", "champion"),
    ("ga", "bob starts his turn", "champion"),
    ("ga", "alice wins a dominion vote with 20 INT", "champion"),
    ("ga", "we go to sudden death and alice is at 5", "champion"),
    # ... an intentional draw only before a match's first game
    ("ga", "everyone agrees to a draw", "before"),
    # Terrus: no champions, no poison: vitae instead
    ("terrus", "alice's champion dies", "vitae"),
    ("terrus", "my champion died, do I lose?", "vitae"),
    ("terrus", "bob takes control of alice's champion", "vitae"),
    ("terrus", "alice has 10 poison counters", "vitae"),
    ("terrus", "my opponent gets 10 poison counters, do they lose?", "vitae"),
    ("terrus", "we go to sudden death", "vitae"),
    # Magic: no champions, no Dominion Votes, no Structures or Relics
    ("magic", "alice's champion dies", "life"),
    ("magic", "my opponent takes control of my champion", "life"),
    ("magic", "alice wins a dominion vote with 20 INT", "life"),
    ("magic", "alice begins her turn with 10 structures", "turn"),
    ("magic", "bob starts his turn with 4 relics", "turn"),
]


@pytest.mark.parametrize(("game", "text", "words"), ABSENT)
def test_a_refusal_says_what_to_type_in_chat(game: str, text: str, words: str) -> None:
    _, reason = _refusal(game, text)
    assert not JARGON.search(reason), reason
    assert words in reason, reason


@pytest.mark.parametrize(("game", "text", "words"), ABSENT)
def test_what_a_refusal_says_to_type_is_read_in_that_game(game: str, text: str, words: str) -> None:
    _, reason = _refusal(game, text)
    examples = QUOTED.findall(reason)
    assert examples, reason
    system = games.game_named(game)
    assert system is not None
    for example in examples:
        assert isinstance(rule_on(example, game=system.system), Ruling), example


@pytest.mark.parametrize(
    "language", [Language("de"), Language("es"), Language("fr"), Language("ja"), Language("pt_BR")]
)
def test_the_refusal_is_said_in_the_readers_language(language: Language) -> None:
    for game, text, _ in ABSENT:
        answer, reason = _refusal(game, text)
        said = translate(answer.told(), language)
        assert not JARGON.search(said.split(":", 1)[-1]), said
        assert reason not in said, said  # said in the reader's language, not in English


def test_a_terrus_vitae_never_said_still_asks_for_the_total() -> None:
    _, reason = _refusal("terrus", "alice loses 3 vitae")
    assert "alice is at 5 vitae" in reason and not JARGON.search(reason)


# An effect in force forbids what a Magic sentence says: what to say instead, in chat's words.
FORBIDDEN = [
    ("alice casts Teferi's Protection. then she goes to 0 life", "say what happened to it before"),
    ("bob is at 5 life and controls Sulfuric Vortex. bob goes to 8 life", "say a total no higher"),
    ("carol controls Melira, Sylvok Outcast. carol has 10 poison counters", "say the count"),
    (
        "alice controls Worship and a creature and is at 1 life. she takes 5 damage and loses 2 "
        "life",
        "say the life total that results",
    ),
]


@pytest.mark.parametrize(("text", "words"), FORBIDDEN)
def test_what_an_effect_forbids_is_refused_in_chats_words(text: str, words: str) -> None:
    answer, reason = _refusal("magic", text)
    assert words in reason and not JARGON.search(reason), reason
    german = translate(answer.told(), Language("de"))
    assert reason not in german and not JARGON.search(german), german


# "commander damage" said in a game with no Commander was offered examples of a variant the game
# does not have ("terrus commander: alice concedes"), themselves refused.
@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("terrus", "alice takes 21 commander damage"),
        ("ga", "my opponent has dealt me 21 commander damage"),
        ("ga", "alice is dealt 21 commander damage"),
    ],
)
def test_the_examples_offered_are_of_the_game_asked(game: str, text: str) -> None:
    answer, _ = _refusal(game, text)
    examples = QUOTED.findall(answer.message.split("Situations read like", 1)[-1])
    assert examples and not any("commander:" in e for e in examples), answer.message
    for example in examples:
        assert isinstance(rule_on(example), Ruling), example


def test_one_champion_given_to_two_players_at_once_asks_the_order_in_chats_words() -> None:
    text = "3 players: me, alice, bob. bob takes control of alice's champion and I take control "
    answer, reason = _refusal("ga", text + "of alice's champion")
    assert '"then"' in reason and not JARGON.search(reason), reason
    assert reason not in translate(answer.told(), Language("fr"))
