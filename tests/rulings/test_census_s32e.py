"""Real questions refused as asked (session 32, census32e; issue #31, benchmarks/
rulings_census.py): a Soul Foundry imprinted with Clone copying Phage the Untouchable. Each
reading is tested with its variants; a refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s30a import GOES_ON, LOST, WON, _outcomes
from tests.rulings.test_chat_reading import _refused, _ruled

# -- a token copy of an imprinted Clone, copying Phage ----------------------------------------

# The Saturday School question was unread ('I could not read "I were to imprint my Soul
# Foundry with a Clone"'): Soul Foundry makes a token copy of the creature card imprinted on it,
# and a token is never cast (MTG CR 111.1, 707.2); a token copy of Clone may enter as a copy of
# Phage (614.1c), still a token, so Phage's trigger as it enters holds (603.4, 104.3e).
_FOUNDRY = "I imprint my Soul Foundry with a Clone"


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        (
            "What would happen if I were to imprint my Soul Foundry with a Clone? ... Also if I "
            "were to do the said Soul Foundry Clone combo, then Cloned Phage the Untouchable, "
            "would I lose the game?",
            [LOST],
        ),
        (f"{_FOUNDRY}. Then I Clone Phage the Untouchable. Do I lose?", [LOST]),
        (f"If {_FOUNDRY} and then Clone Phage the Untouchable, would I lose?", [LOST]),
        (
            "My opponent imprints his Soul Foundry with a Clone, then Clones Phage the "
            "Untouchable. Does he lose?",
            [WON],
        ),
        # a copy of a card that asks nothing of how it came; Platinum Angel held (104.3e)
        (f"{_FOUNDRY}, then Clone Platinum Angel. Do I lose?", [GOES_ON]),
        (
            f"{_FOUNDRY}, then Clone Phage the Untouchable while I control Platinum Angel",
            [GOES_ON],
        ),
    ],
)
def test_a_token_copy_of_an_imprinted_clone_was_never_cast(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


def test_a_clone_the_words_leave_unclear_is_refused() -> None:
    for text in (
        # a Clone cast from a hand was cast from it: Phage's trigger does nothing (603.4)
        f"{_FOUNDRY}. Then I cast Clone copying Phage the Untouchable. Do I lose?",
        f"{_FOUNDRY}. I play a Clone and Clone Phage the Untouchable. Do I lose?",
        "I Clone Phage the Untouchable. Do I lose?",  # cast or put there: unsaid
        # another's Foundry, another player's copy, a negation, the imprint alone
        "I imprint his Soul Foundry with a Clone, then Clone Phage the Untouchable",
        f"{_FOUNDRY}. Then my opponent Clones Phage the Untouchable. Who loses?",
        f"{_FOUNDRY}, then I don't Clone Phage the Untouchable. Do I lose?",
        f"{_FOUNDRY}. Would I lose?",
        # a modal that is no supposing, a stop said beside it, a Clone copying a Clone
        "I could imprint my Soul Foundry with a Clone, then Clone Phage the Untouchable",
        f"{_FOUNDRY}, then Clone Phage the Untouchable. In response, my opponent concedes",
        f"{_FOUNDRY}, then Clone a Clone",
        # a card that is no creature imprinted: no Clone token to copy with
        "I imprint my Soul Foundry with Sneak Attack, then Clone Phage the Untouchable",
    ):
        _refused(text)
