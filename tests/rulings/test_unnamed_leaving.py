"""A permanent that no card names said to leave the battlefield (issue #31, session 22): "my
opponent destroys my enchantment. I'm at 5 life." was "nobody has lost", though Lich's Mastery
makes its controller lose as it leaves (104.3e: an effect may say a player loses); "my creature
dies. My opponent is at 1 life." was "nobody has lost", though Zulaport Cutthroat's death makes
each opponent lose 1 life. It was read and dropped. Now it is refused with one question back,
which card it was (the code a permanent held unnamed has, unnamed_held.py), worded for a card
leaving, where it may turn the outcome; and it is ruled as before, shown under "understood" as
taken, where it cannot (only concessions told, a token named by its kind) or where the words go
on to tell what its leaving triggered: its death triggers ("then my death triggers deal 10
damage to him") or a card named triggering ("then Disciple of the Vault triggers and ..."),
each then read as told, as a creature said again as what deals the damage is."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from bot.faces.i18n import translate
from tests.rulings.test_chat_reading import _refused, _ruled

# Each was answered with confidence on main's code ("nobody has lost" unless said).
REFUSED = [
    # removed by a player, by kind, each player ("nobody has lost" on main)
    "My opponent destroys my enchantment. I'm at 5 life.",
    "I exile my enchantment. I'm at 3 life.",
    "He exiled my artifact and I was at 4 life.",
    "I sacrifice a creature. My opponent is at 1 life.",
    "Bob sacrifices two creatures. Alice is at 2 life.",
    # said to leave, in each tense
    "My enchantment is destroyed. I'm at 5 life.",
    "My creature dies. My opponent is at 1 life.",
    "My creatures die. I'm at 5 life.",
    "Bob's artifact was exiled. Bob is at 3 life.",
    "My opponent's creature token dies. He is at 1 life.",
    "A creature died and my opponent was at 1 life.",
    "My permanent leaves the battlefield. I'm at 5 life.",
    # a loss told beside it: the loss may come of it, or be kept off ("you lose" on main)
    "My enchantment is destroyed. I'm at 0 life.",
    # a player kept in by a card named, but another told whom its leaving may turn
    "I control Platinum Angel. I am at 0 life. My opponent's creature dies. He is at 1 life.",
    # ... or not a creature: Lich's Mastery makes its controller lose as it leaves
    "I control Platinum Angel. I am at 0 life. My opponent's enchantment is destroyed.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_permanent_leaving_unnamed_that_may_turn_the_outcome_is_asked_for(text: str) -> None:
    refusal = _refused(text)
    assert refusal.kind is Refusal.UNNAMED_CARD
    assert refusal.message.startswith("Which card is ")
    assert "as it leaves" in refusal.message


@pytest.mark.parametrize(
    ("text", "left", "example"),
    [
        (
            "My opponent destroys my enchantment. I'm at 5 life.",
            "my enchantment",
            "My opponent destroys my Lich's Mastery",
        ),
        ("I sacrifice a creature. My opponent is at 1 life.", "a creature", "I sacrifice "),
        (
            "My opponent's creature dies. He is at 1 life.",
            "My opponent's creature",
            "My opponent's Zulaport Cutthroat dies",
        ),
        ("Bob's artifact is exiled. Bob is at 3 life.", "Bob's artifact", "Bob's Lich's Mastery"),
    ],
)
def test_the_question_quotes_what_left_and_says_the_words_again_naming_a_card(
    text: str, left: str, example: str
) -> None:
    refusal = _refused(text)
    assert f'"{left}"' in refusal.message
    assert f'("{example}' in refusal.message
    assert refusal.unread == left


@pytest.mark.parametrize("language", ["de", "es", "fr", "ja", "pt_BR"])
def test_the_question_is_worded_in_each_language_with_the_english_example(language: str) -> None:
    refusal = _refused("My opponent destroys my enchantment. I'm at 5 life.")
    worded = translate(refusal.told(), language)
    assert worded != refusal.message
    assert '"My opponent destroys my Lich\'s Mastery"' in worded and "my enchantment" in worded


@pytest.mark.parametrize(
    ("text", "results", "left"),
    [
        # only a concession told (104.3a, 104.2a)
        ("My creature dies. My opponent concedes.", {"me": "won"}, "My creature"),
        ("Two of my creatures die. My opponent concedes.", {"me": "won"}, "Two of my creatures"),
        # a token named by its kind: the token its kind's cards make
        ("Bob sacrifices a Saproling token. Bob is at 0 life.", {"Bob": "lost"}, None),
        # told after the game was over, in a sentence of its own (704.5a, 104.3b)
        ("My opponent is at -2 life. His enchantment is destroyed.", {"opponent": "lost"}, None),
        ("I'm at 0 life. I sacrifice a creature.", {"me": "lost"}, None),
        # every player told kept in by a card of their own named: no creature leaving turns it
        (
            "Bob controls Platinum Angel. Bob is at -5 life. Alice's creature dies.",
            {"Bob": "playing"},
            "Alice's creature",
        ),
        # a card named that triggers on its kind leaving: the leaving is that trigger's
        (
            "I'm at 1 life. My opponent controls Zulaport Cutthroat. His creature dies and I "
            "lose 1 life.",
            {"me": "lost"},
            "His creature",
        ),
        # what its leaving triggered, told after it: each trigger read as told
        (
            "My creatures die and I take 60 damage. Then my death triggers deal 10 damage to "
            "my opponent.",
            None,
            "My creatures",
        ),
        (
            "My opponent is at 20 life. My opponent casts Wrath of God and my ten Myr artifact "
            "creatures die and my two Disciple of the Vault creatures die. Then Disciple of the "
            "Vault triggers and my opponent loses 20 life.",
            {"opponent": "lost"},
            "my ten Myr artifact creatures",
        ),
    ],
)
def test_a_leaving_that_cannot_turn_it_or_whose_triggers_are_told_is_ruled_as_before(
    text: str, results: dict[str, str] | None, left: str | None
) -> None:
    ruling = _ruled(text)
    if results is not None:
        assert results.items() <= ruling.results.items()
    if left is not None:
        assert left in ruling.held_unnamed


@pytest.mark.parametrize(
    "text",
    [
        # a question of what triggers is no trigger told
        "My creature dies. I'm at 5 life. My death triggers deal 2 damage to me?",
        # triggers told before it left are none of its leaving
        "My opponent's death triggers deal 2 damage to me. My creature dies. I'm at 5 life.",
        # nothing of its triggers said
        "My creature dies. My opponent is at 1 life. Does he lose?",
    ],
)
def test_triggers_not_told_of_its_leaving_leave_it_asked_for(text: str) -> None:
    assert _refused(text).kind is Refusal.UNNAMED_CARD
