"""Words an editor put in brackets inside a quoted question ("... [you] blocked one of the
3/3s[: do you lose?]"), filling in what the quotation left out, are read as the words
themselves (chat.without_insertions). A bracket that opens a sentence (a title, a question of
its own) and a card's [[brackets]] are not insertions and stay as they were."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled

READ = [
    (
        "magic: my opponent is at 3 life and [he] takes 3 damage[: does he lose?]",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: bob is at 2 life and alice deals 2 damage to [bob]. does he lose?",
        {"alice": "won", "bob": "lost"},
    ),
    (
        "magic: I am at 3 life and my opponent attacked me with two 3/3 creatures, and all I had "
        "was a 2/2 creature with lifelink available to block, ... [I] blocked one of the 3/3s[: "
        "do I lose?]",
        {"me": "playing", "opponent": "playing"},
    ),
    # an insertion that says no block is read as said
    (
        "magic: my opponent is at 5 life. I attack with a 4/4 and he [doesn't] block.",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_an_editors_words_in_brackets_are_read_as_said(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_bracket_that_is_no_insertion_stays() -> None:
    # a card's [[brackets]] are not opened up into an insertion: they name the card
    # (card_text_forms.unbracketed), which is read as the card
    ruling = _ruled(
        "magic: my opponent is at 3 life. I cast [[Lightning Bolt]] targeting him. It resolves"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert [card.name for card in ruling.cards] == ["Lightning Bolt"]
    # a question of its own in brackets, after the moment: still only the question
    ruling = _ruled("magic: my opponent is at 3 life. He takes 3 damage. [What happens?]")
    assert ruling.results == {"me": "won", "opponent": "lost"}
