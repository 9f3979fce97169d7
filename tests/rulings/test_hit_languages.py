"""What a card adds when it deals damage to a player (infect, toxic, lifelink, a trigger on its
damage, a commander's combat damage, Phage's loss), as the answer notes it beside the event:
worded in the reader's language, the card's name kept (it was English in every language)."""

from __future__ import annotations

import pytest

from bot.core.languages import TRANSLATED, Language
from bot.core.messages import Message
from bot.core.rulings import Ruling, rule_on
from bot.faces.i18n import translate

# A situation, and the note its answer gives beside the event the card adds.
HITS = [
    (
        "magic: bob takes 3 damage from alice's Glistener Elf",
        Message(
            "infect: {card}'s damage to a player is poison counters, not life",
            card="Glistener Elf",
        ),
    ),
    (
        "magic: bob takes 2 combat damage from alice's Bloated Contaminator",
        Message(
            "toxic {n}: {card}'s combat damage also gives poison counters",
            n=1,
            card="Bloated Contaminator",
        ),
    ),
    (
        "magic: bob takes 2 combat damage from alice's Marsh Viper",
        Message("{card}'s trigger on dealing damage", card="Marsh Viper"),
    ),
    (
        "magic: bob takes 5 damage from alice's Baneslayer Angel",
        Message("lifelink: gained as {card}'s damage is dealt", card="Baneslayer Angel"),
    ),
    (
        "magic: bob takes 2 damage from alice's Spirit Link",
        Message("{card}'s trigger gains the life later", card="Spirit Link"),
    ),
    (
        "commander: bob takes 3 combat damage from alice's Tymna the Weaver",
        Message("{card} is a commander: combat damage counts", card="Tymna the Weaver"),
    ),
    (
        "magic: my opponent takes 3 combat damage from my Phage the Untouchable",
        Message("{card}'s trigger on its combat damage to a player", card="Phage the Untouchable"),
    ),
]


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize(("situation", "note"), HITS)
def test_a_hits_note_is_in_the_readers_language(
    language: Language, situation: str, note: Message
) -> None:
    ruling = rule_on(situation)
    assert isinstance(ruling, Ruling), ruling
    assert note.english() in ruling.text()  # English says it as before
    text = ruling.text(word=lambda message: translate(message, language))
    assert note.english() not in text, text
    assert translate(note, language) in text, text
