"""A second spell cast told without its verb after "then" (issue #31, as asked; elided_casts.py):
"If I played Final Fortune, then Eater of Days, ...", "I cast Lightning Bolt at him, then Shock
at him". The second card is cast by the player of the clause before, with its verb. On main the
second card, named alone, was refused unread ("I could not read "Shock at him""), whatever the
first cast said."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was refused on main, the second card unread.
SECOND_CAST_READ = [
    (
        "My opponent is at 5 life. I cast Lightning Bolt at him and it resolves, then Shock at "
        "him and it resolves.",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "My opponent is at 5 life. I cast Lightning Bolt at him and it resolves, and then a "
        "Shock at him and it resolves. Is he dead?",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "Bob is at 4 life. Alice plays Shock at bob and it resolves, then Shock at bob and it "
        "resolves.",
        {"Bob": "lost", "Alice": "won"},
    ),
    (
        "I'm at 3 life. My opponent casts Shock at me and it resolves, then Lightning Bolt at me "
        "and it resolves.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 10 life and my opponent is at 6. I cast Char at him and it resolves, then "
        "Lightning Bolt at him and it resolves. Do I win?",
        {"opponent": "lost", "me": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), SECOND_CAST_READ)
def test_a_second_card_after_then_is_cast_by_the_same_player(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results


# Told like that, the second cast reads as it does told in full: its resolution unsaid is the
# question asked back, never a guess (MTG CR 608.2).
@pytest.mark.parametrize(
    ("elided", "full"),
    [
        (
            "My opponent is at 5 life. I cast Lightning Bolt at him, then Shock at him.",
            "My opponent is at 5 life. I cast Lightning Bolt at him. Then I cast Shock at him.",
        ),
        (
            "My opponent is at 4 life. I play Char at him and then a Lightning Bolt at him.",
            "My opponent is at 4 life. I play Char at him. Then I play Lightning Bolt at him.",
        ),
    ],
)
def test_a_second_card_told_without_its_verb_asks_what_the_full_telling_asks(
    elided: str, full: str
) -> None:
    assert _refused(elided).message == _refused(full).message
    assert _refused(elided).unread is None


# Near misses: the second card does something of its own, is another player's, or comes with
# another card; the first clause is no cast. Left as written: refused as on main.
@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 5 life. I cast Lightning Bolt at him, then Shock resolves.",
        "My opponent is at 5 life. I cast Lightning Bolt at him, then Shock and Lava Axe at him.",
        "I'm at 5 life. I cast Lightning Bolt at him, then my opponent Shock at me.",
        "My opponent is at 2 life. I attack with a 2/2, then Shock at him.",
        "My opponent is at 5 life. I cast Lightning Bolt at him, then Shock at him for 3 more.",
        # whom the second was aimed at unsaid, or said by no player's word
        "My opponent is at 5 life. I cast Lightning Bolt at him, then Shock.",
        "My opponent is at 5 life. I cast Lightning Bolt at him, then Shock at once.",
    ],
)
def test_a_second_card_that_is_not_a_cast_alone_is_refused(text: str) -> None:
    _refused(text)
