"""A spell told cast last in a sentence, after other events, with what it did unsaid (issue
#31, found in session 19): "we are both at 4 life. I lose 1 life and cast Flame Rift." was
"nobody has won or lost yet", the spell dropped without a word, though Flame Rift's 4 damage to
each player makes it a draw if it resolved. Told last in a sentence of its own, such a spell was
already asked about (effects_unsaid.py); beside earlier events it now is too. Events told after
it are what it did, as the situation language reads them."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("we are both at 4 life. I lose 1 life and cast Flame Rift.", "Flame Rift"),
        ("alice is at 3 life. alice gains 1 life, bob casts Flame Rift", "Flame Rift"),
        ("I'm at 3 life. I take 1 damage and my opponent casts Lightning Bolt.", "Lightning Bolt"),
        ("bob is at 2 life. bob pays 1 life, then alice casts Earthquake for 1", "Earthquake"),
        (
            "My opponent and I are at 5 life. He gains 2 life and I cast Flame Rift. Do I win?",
            "Flame Rift",
        ),
    ],
)
def test_a_spell_cast_after_the_other_events_of_its_sentence_is_asked_about(
    text: str, card: str
) -> None:
    refused = _refused(text)
    assert f"leaves {card} on the stack" in refused.message
    assert "say what it did" in refused.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # its fate said: countered, nothing it does happens
        (
            "we are both at 4 life. I lose 1 life and cast Flame Rift, and it is countered.",
            {"me": "playing", "opponent": "playing"},
        ),
        # what it did, told after it or as "from it"
        (
            "alice and bob are at 9 life. alice gains 1 life and bob casts Fireball, and alice "
            "takes 10 damage from it",
            {"alice": "lost", "bob": "won"},
        ),
        # a card in play beside it is no event
        (
            "I'm at 3 life and my opponent is at 1. I control Platinum Angel and I cast Flame Rift"
            " and everyone takes 4 damage",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_spell_whose_doing_or_fate_is_said_reads_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # Found asking as a newcomer (session 22): each was refused, asking to say "that it was
        # countered" ("it is countered") where the words had said so, in a sentence of its own
        # or with a counterspell.
        "I'm at 2 life and my opponent casts Lightning Bolt at me. It is countered.",
        "I'm at 2 life and my opponent casts Lightning Bolt at me. It gets countered.",
        "I'm at 2 life and my opponent casts Lightning Bolt at me. That spell was countered.",
        "I'm at 2 life and my opponent casts Lightning Bolt at me. I counter it with Counterspell.",
        "I'm at 2 life and my opponent casts Lightning Bolt at me and I counter it with Negate.",
        "bob is at 3 life and alice casts Lightning Bolt at bob. bob counters it with Cancel.",
    ],
)
def test_a_spell_said_countered_in_the_next_sentence_does_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}


def test_a_spell_said_resolving_in_the_next_sentence_still_does_what_it_does() -> None:
    ruling = _ruled("I'm at 2 life and my opponent casts Lightning Bolt at me. It resolves.")
    assert ruling.results == {"me": "lost", "opponent": "won"}
