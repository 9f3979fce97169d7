"""A word of a card's name read as a player's (issue #31, the session-26 adversarial pass
"adversary26b"): "I'm at 5 with Sulfuric Vortex on the battlefield. Vortex deals 2 damage to
me" made a player called "vortex", the asker's only opponent ("vortex wins" when the damage
was lethal). A card said by one word of its name is never made a player: which was meant is
asked."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "word"),
    [
        (
            "i'm at 5 with sulfuric vortex on the battlefield. vortex deals 2 damage to me.",
            "vortex",
        ),
        (
            "i'm at 2 with sulfuric vortex on the battlefield. then vortex deals 2 damage to me. "
            "am i dead?",
            "vortex",
        ),
        ("i control lethal vapors and i'm at 13. vapors deals 13 damage to me", "vapors"),
        ("i control furnace of rath and i'm at 3. furnace deals 3 damage to me.", "furnace"),
    ],
)
def test_a_word_of_a_cards_name_is_no_player(text: str, word: str) -> None:
    answer = _refused(text)
    assert f'"{word}" is a player or' in answer.message


# Near readings: players declared by name, names that are no word of a card named, and a
# card said by its whole name are read as before.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "3 players: alice, bob, vortex. alice controls sulfuric vortex. vortex concedes and "
            "bob concedes.",
            {"alice": "won", "bob": "lost", "vortex": "lost"},
        ),
        (
            "i'm at 2 with sulfuric vortex on the battlefield. sulfuric vortex deals 2 damage to "
            "me. am i dead?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "bob controls sulfuric vortex. alice is at 2 and takes 2 damage from it.",
            {"alice": "lost", "bob": "won"},
        ),
    ],
)
def test_players_beside_a_cards_words_are_read_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
