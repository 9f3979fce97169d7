"""Grand Archive, Terrus and Magic questions asked by players of other languages that Arbiter
answered with English in the answer (issue #31, the session-27 adversarial pass
"adversary27b"): the asker, "me" at the terminal, was put as a name into another player's
reason ("reduziu seu único oponente restante, me, a 0 de vitae"). A reason that names the
asker says "you" in the reader's language, as English does."""

from __future__ import annotations

import re

import pytest

from bot.faces.i18n import translate
from tests.rulings.test_chat_reading import _ruled

LANGUAGES = ["es", "pt-BR", "fr", "de", "ja"]

# Each question, and the reason of another player's result that names the asker as English
# words it to others (the words a reader of another language must not see).
NAMING_THE_ASKER = [
    ("terrus: I'm at 0 vitae", "they reduced you, their only remaining opponent, to 0 vitae"),
    ("terrus: my vitae is 0, do I lose?", "their only remaining opponent"),
    (
        "terrus: 3 players: me, bob, carol. an effect says I win",
        "an effect says you win, which in multiplayer makes their opponents lose",
    ),
    (
        "magic: range of influence 1. 4 players: me, bob, carol, dave. an effect says I win",
        "an effect says you win, which makes their opponents within your range of influence",
    ),
    (
        "magic commander: bob takes 21 commander damage from me",
        "your commander has dealt them 21 combat damage this game",
    ),
    (
        "magic two-headed giant: teams: me and alice vs bob and carol. I concede",
        "in Two-Headed Giant a team loses together (you lost)",
    ),
    (
        "magic two-headed giant: teams: me and alice vs bob and carol. an effect says I win",
        "their team won (you won)",
    ),
]


def _results(said: str) -> list[str]:
    return said.split("\n")[2:]


@pytest.mark.parametrize(("text", "english"), NAMING_THE_ASKER)
def test_english_says_you(text: str, english: str) -> None:
    said = _ruled(text).text()
    assert not any(re.search(r"\bme\b", line) for line in _results(said)), said


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("text", "english"), NAMING_THE_ASKER)
def test_a_reason_naming_the_asker_says_you_in_their_language(
    text: str, english: str, language: str
) -> None:
    said = _ruled(text).text(word=lambda message: translate(message, language))
    assert not any(re.search(r"\bme\b", line) for line in _results(said)), said
    assert english not in said, said  # the reader's own words, not English


# The asker who reduced the last opponent to 0 vitae is told "you reduced", not "redujo" (he).
@pytest.mark.parametrize(
    ("language", "words"),
    [("es", "Ganas la partida: redujiste a tu único"), ("de", "du hast deinen einzigen")],
)
def test_the_askers_vitae_victory_is_theirs(language: str, words: str) -> None:
    answer = _ruled("terrus: my opponent is at 0 vitae")
    assert answer.results == {"me": "won", "opponent": "lost"}
    assert words in answer.text(word=lambda message: translate(message, language))


# The asker who took 21 from a commander is told so as "you" ("te ha hecho"), not as a third
# person ("le ha hecho").
@pytest.mark.parametrize(
    ("language", "words"),
    [("es", "te ha hecho 21"), ("de", "hat dir in diesem Spiel 21"), ("fr", "vous a infligé 21")],
)
def test_the_asker_dealt_commander_damage_is_you(language: str, words: str) -> None:
    answer = _ruled("magic commander: I take 21 commander damage from bob")
    assert answer.results == {"me": "lost", "bob": "won"}
    assert words in answer.text(word=lambda message: translate(message, language))


# -- why, and what the answer depends on, said to a reader of another language

# The rules core's notes (a card that keeps a player in, replaces a loss, an object gone with
# its player) and the open questions named the asker "me" and the unnamed opponent "opponent"
# in their words: "Pourquoi : me perdrait la partie ..., Platinum Angel (de me)", "Si me
# contrôlait Platinum Angel", "¿Se resolvió your Coalition Victory?". They say "you" and "the
# opponent" in the reader's words.
SAID_OF_THE_ASKER = [
    ("magic: I control Platinum Angel. I'm at 0 life", "es", "perderías la partida"),
    ("magic: I control Platinum Angel. I'm at 0 life", "fr", "Platinum Angel (le vôtre)"),
    ("magic: I control Exquisite Archangel. I'm at 0 life", "de", "du würdest verlieren"),
    ("magic: I control Exquisite Archangel. I'm at 0 life", "es", "inicial (20)"),
    ("magic: I cast Angel's Grace. I'm at -3 life", "pt-BR", "você perderia o jogo"),
    ("magic: my opponent is at 3 life. I cast Lightning Bolt at him", "es", "tu Lightning Bolt"),
    ("magic: bob is at 3 life. I cast Lightning Bolt at bob", "de", "Lightning Bolt von dir"),
    ("magic: I'm at 2 life. my opponent casts Lightning Bolt at me", "fr", "de l'adversaire"),
    ("magic: I control Worship and a creature. I'm at 3 life and take 5 damage", "es", "tus vidas"),
    ("magic: I control Worship and a creature. I'm at 3 life and take 5 damage", "de", "deine"),
]


# Angel's Grace's and Worship's floor under damage was said in English in the understood lines
# of every other language ("your Angel's Grace: damage can't take your life below 1").
@pytest.mark.parametrize(
    ("text", "language", "words"),
    [
        ("magic: I cast Angel's Grace. I'm at -3 life", "pt-BR", "abaixo de 1"),
        ("magic: bob casts Angel's Grace. bob is at -3 life", "es", "las vidas de bob"),
        ("magic: I control Worship and a creature. I take 5 damage", "ja", "ライフを1未満"),
    ],
)
def test_a_life_floor_is_understood_in_their_language(text: str, language: str, words: str) -> None:
    said = _ruled(text).text(word=lambda message: translate(message, language))
    assert words in said, said
    assert "damage can't take" not in said, said


@pytest.mark.parametrize(("text", "language", "words"), SAID_OF_THE_ASKER)
def test_why_and_depends_say_you_in_their_language(text: str, language: str, words: str) -> None:
    said = _ruled(text).text(word=lambda message: translate(message, language))
    told = [line for line in said.split("\n") if not re.match(r"\d+\. ", line)]
    assert words in said, said
    assert not any(re.search(r"\b(me|opponent|your)\b", line) for line in told), said
