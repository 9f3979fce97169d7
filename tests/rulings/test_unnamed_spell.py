"""A spell cast that no card names (issue #31, session 22): "I cast a spell. I'm at 0 life." was
"you lose", though Angel's Grace, cast, keeps its caster in for the turn (104.3a: an effect may
say a player can't lose), and an instant "in response" to damage may prevent it. It was read
and dropped, and the game judged without it. Now it is refused with one question back, which
card it was (the code a permanent held unnamed has, unnamed_held.py), where a spell may turn the
outcome; and it is ruled as before, and shown under "understood" as taken, where it cannot:

- only concessions, penalties or intentional draws are told (a concession can't be stopped,
  104.3a, and the win it leaves overrides every effect, 104.2a);
- the one sentence casting it says it was countered, naming no other card (it never resolves);
- it was cast in a sentence of its own after the game was already over ("I'm at 0 life. I cast
  a spell.": the player left at the checkpoint before it, 704.5a, 104.3b), as a card named cast
  then is "too late"; so is one said to come after it, "Then I cast a spell" (session 23).
  Not "... and I cast" or "in response I cast": those may be at the same time, or before, and
  are asked for."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from bot.faces.i18n import translate
from tests.rulings.test_chat_reading import _refused, _ruled

# Each was answered with confidence on main's code (in the comment); a spell may turn each.
REFUSED = [
    # the asker's, by kind, each tense ("you lose" on main)
    "I cast a spell. I'm at 0 life.",
    "I cast an instant. I'm at 0 life. Do I lose?",
    "I cast a sorcery and then I was at 0 life.",
    "I cast a sorcery spell. I'm at 0 life.",
    "I cast an instant spell, and I went to 0 life.",
    "I cast an instant. I'm at -3 life.",
    "I cast a spell from my graveyard. I'm at 0 life.",
    "I cast two spells. I'm at 0 life.",
    "I'm at 1 life. I cast a spell. I take 3 damage.",
    "I cast an instant. I'm at 2 life and take 5 damage.",
    "I cast a spell and I draw from an empty library.",
    # another player's, by role, by name, by pronoun ("he loses", "you lose" on main)
    "My opponent casts a spell. He is at 0 life.",
    "He casts an instant. I'm at 0 life.",
    "Bob casts a sorcery. Bob is at 0 life.",
    # in response to damage told: before it, or at the same time ("you lose" on main)
    "I'm at 3 life. My opponent bolts me. In response I cast an instant.",
    "I'm at 0 life. In response I cast an instant.",
    "I'm at 0 life and I cast an instant.",
    "I'm at 0 life, I cast an instant.",
    # countered, but the sentence names another card "it" may be
    "I cast a spell in response to my opponent's Lava Axe but it gets countered. I'm at 0 life.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_spell_cast_unnamed_that_may_turn_the_outcome_is_asked_for(text: str) -> None:
    refusal = _refused(text)
    assert refusal.kind is Refusal.UNNAMED_CARD
    assert refusal.message.startswith("Which card is ")
    assert "name it (" in refusal.message


@pytest.mark.parametrize(
    ("text", "cast", "example"),
    [
        ("I cast a spell. I'm at 0 life.", "a spell", "I cast Angel's Grace"),
        ("I cast an instant. I'm at 0 life.", "an instant", "I cast Angel's Grace"),
        (
            "My opponent casts a sorcery. He is at 0 life.",
            "a sorcery",
            "my opponent casts Angel's Grace",
        ),
        ("Bob casts a spell. Bob is at 0 life.", "a spell", "Bob casts Angel's Grace"),
    ],
)
def test_the_question_quotes_the_spell_and_names_one_that_turns_it(
    text: str, cast: str, example: str
) -> None:
    refusal = _refused(text)
    assert f'"{cast}"' in refusal.message
    assert f'("{example}")' in refusal.message
    assert "A spell may change the outcome" in refusal.message
    assert refusal.unread == cast
    # the example names a card Arbiter reads: said so, the question is answered (kept in)
    ruling = _ruled(text.replace(cast, "Angel's Grace"))
    assert ruling.status == "ongoing"


@pytest.mark.parametrize("language", ["de", "es", "fr", "ja", "pt_BR"])
def test_the_question_is_worded_in_each_language_with_the_english_example(language: str) -> None:
    refusal = _refused("I cast a spell. I'm at 0 life.")
    worded = translate(refusal.told(), language)
    assert worded != refusal.message
    assert '"I cast Angel\'s Grace"' in worded and "a spell" in worded


@pytest.mark.parametrize(
    ("text", "results", "cast"),
    [
        # only a concession told: nothing a spell does stops it (104.3a, 104.2a)
        ("I cast a spell. My opponent concedes.", {"me": "won", "opponent": "lost"}, "a spell"),
        ("Bob casts an instant and Bob concedes.", {"Bob": "lost"}, "an instant"),
        # countered in the sentence casting it: it never resolves
        ("I cast a spell but it gets countered. I'm at 0 life.", {"me": "lost"}, "a spell"),
        (
            "Bob casts a sorcery, but it was countered. Bob is at 0 life.",
            {"Bob": "lost"},
            "a sorcery",
        ),
        # cast in a sentence of its own after the game was over (704.5a, 104.3b)
        ("I'm at 0 life. I cast a spell.", {"me": "lost"}, "a spell"),
        ("I'm at 0 life. Then I cast a spell.", {"me": "lost"}, "a spell"),
        ("My opponent is at -1 life. He casts an instant.", {"opponent": "lost"}, "an instant"),
        # a permanent spell cast then is the same (it was asked for on main)
        ("I'm at 0 life. I cast an enchantment.", {"me": "lost"}, "an enchantment"),
    ],
)
def test_a_spell_that_cannot_turn_it_is_ruled_and_shown_as_taken(
    text: str, results: dict[str, str], cast: str
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert results.items() <= ruling.results.items()
    assert cast in ruling.held_unnamed
    assert f'"{cast}"' in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        # a spell named is read as before, kept in or too late
        "I'm at 0 life. I cast Angel's Grace.",
        "My opponent is at 2 life. I cast Lightning Bolt at him.",
        # no spell cast: an ability, a spell's words, a question of a rule
        "I'm at 0 life. My creature's ability triggers.",
    ],
)
def test_a_spell_named_or_no_spell_is_not_asked_for(text: str) -> None:
    assert _ruled(text).status in ("over", "depends")
