"""A game's verbs as chat spells them (issue #31, session 23): "I casted Lightning Bolt at
him", "he delt 3 dmg to me", "I payed 3 life", "do I loose?", "blocked w/ a 1/1" were refused as
unread though each word has one meaning; each is now read as the word meant. A word the table
does not hold, or a shorthand that is no "with" ("a w/u deck"), is read as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # cast
        (
            "alice is at 3 life. bob casted Lightning Bolt at alice and it resolved.",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "alice is at 5 life. Bob Casted Lava Axe at alice. It resolves.",
            {"alice": "lost", "bob": "won"},
        ),
        # deal, and "dmg"
        ("alice is at 3 life. bob delt 3 damage to alice.", {"alice": "lost", "bob": "won"}),
        ("alice is at 4 life and bob dealed 4 dmg to alice", {"alice": "lost", "bob": "won"}),
        ("bob is at 2 life and takes 5 dmg", {"alice": "won", "bob": "lost"}),
        # pay
        ("alice is at 2 life and payed 2 life", {"alice": "lost", "bob": "won"}),
        # lose
        ("bob is at 6 life and loosed 6 life", {"alice": "won", "bob": "lost"}),
        ("bob is at 6 life and looses 2 life", {"alice": "playing", "bob": "playing"}),
        # concede
        ("alice is at 10 life. alice conceeded.", {"alice": "lost", "bob": "won"}),
        ("bob conceeds", {"alice": "won", "bob": "lost"}),
    ],
)
def test_a_verb_mistyped_reads_as_the_verb_meant(text: str, results: dict[str, str]) -> None:
    assert _ruled(f"players: alice, bob. {text}").results == results


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 2 life. I atacked with a 3/3 and he didn't block. Does he loose?",
        "My opponent is at 2 life. I attaked him with a 3/3 and he didn't block.",
        "My opponent is at 2 life and I attack w/ a 4/4 and he doesn't block",
    ],
)
def test_an_attack_mistyped_or_with_w_slash_reads_as_the_attack(text: str) -> None:
    assert _ruled(text).results == {"opponent": "lost", "me": "won"}


@pytest.mark.parametrize(
    "text",
    [
        # no word of the table: read as written, and refused as before
        "alice is at 3 life. bob cassted Lightning Bolt at alice.",
        # "w/u" is a deck's colours, never "with"
        "I'm playing a w/u deck. I'm at 3 life and I take 3 damage.",
    ],
)
def test_a_word_the_table_does_not_hold_is_still_refused(text: str) -> None:
    _refused(text)
