"""A refusal names the cards as the asker wrote them (session 23). The reader marks each card
in the text ("§0") so a name is one token for its grammar; a refusal raised while a sentence
was read kept those marks in the words it quoted back, and in its unread words, which the
judges' channel shows under "Arbiter could not read". "Alice's Phage the Untouchable deals 1
damage to bob" reached the judges as "Alice's §0 deals 1 damage to bob", and "Earthquake deals
3 damage to each player" came back to the asker as '"§0 deals 3 damage to each player": say
who takes the damage from it'."""

from __future__ import annotations

import pytest

from bot.core.languages import Language
from bot.faces.i18n import translate
from tests.rulings.test_chat_reading import _refused

# Each refused while a sentence is read, a card in the words it quotes; and the card's name.
REFUSED = [
    ("Bob is at 2 life. Alice's Phage the Untouchable deals 1 damage to bob.", "Phage"),
    ("My opponent is at 2 life. My Ebonblade Reaper deals 1 damage to him.", "Ebonblade Reaper"),
    ("my opponent takes 3 damage from my Phage the Untouchable", "Phage"),
    ("carol is at 4. dana takes 5 damage from Baneslayer Angel.", "Baneslayer Angel"),
    ("a creature with Armadillo Cloak on it deals 3 damage to me", "Armadillo Cloak"),
    ("bob is at 9 life. I Fireball bob", "Fireball"),
    ("We're both at 2 and Earthquake deals 3 damage to each player.", "Earthquake"),
    ("alice and bob are at 2. my Earthquake deals 3 damage to each player", "Earthquake"),
]


@pytest.mark.parametrize(("text", "card"), REFUSED)
def test_a_refusal_quotes_the_card_by_its_name(text: str, card: str) -> None:
    answer = _refused(text)
    assert "§" not in answer.message
    assert answer.unread is not None
    assert "§" not in answer.unread
    assert card in answer.unread  # the judges' channel: "Arbiter could not read: ..."
    for language in Language:
        assert "§" not in translate(answer.said, language.value)
