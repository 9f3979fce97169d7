"""Readings from the visible fresh sets (issue #31, session 32; bot/core/rulings/hands_told.py),
both from fresh set 2's Fiery Justice question ("He had no cards in hand ... but he drew a Fiery
Justice in his turn"), each left unread on main, refusing every question that said it:

- a hand said to hold nothing ("my hand is empty", "he had an empty hand") ends nothing by
  itself; never read where a card the text names speaks of a hand (Barren Glory wins on an
  empty hand: refused as before);
- a card Arbiter knows said drawn came from a library that held it: no draw from an empty
  library (704.5b); never read beside a card that speaks of drawing, or after a library's
  count (a later draw would turn on what it left)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was refused on main ("I could not read "He had no cards in hand"", "... "He drew a
# Lightning Bolt""); the outcome is the damage's alone (MTG CR 704.5a).
READ = [
    ("He had no cards in hand. I am at 4 life. I take 5 damage.", {"me": "lost"}),
    ("I am at 4 life. He has no cards in his hand. I take 3 damage.", {"me": "playing"}),
    ("I am at 4 life. My hand is empty. I take 5 damage.", {"me": "lost"}),
    ("I am at 4 life. He had an empty hand. I take 5 damage.", {"me": "lost"}),
    (
        "I am at 3 life and I have zero cards in hand. My opponent has no cards in his hand "
        "and is at 2 life. He takes 2 damage.",
        {"me": "won", "opponent": "lost"},
    ),
    ("I have no cards in hand, I control Platinum Angel and I am at 0 life.", {"me": "playing"}),
    ("My library is empty and my hand is empty. I draw a card.", {"me": "lost"}),
    ("I am at 3 life. He drew a Lightning Bolt and cast it at me. It resolves.", {"me": "lost"}),
    (
        "I am at 3 life. He drew Lightning Bolt on his turn. He casts Lightning Bolt at me and "
        "it resolves.",
        {"me": "lost"},
    ),
    (
        "I am at 3 life and my opponent is at 2. I draw Lightning Bolt and cast it at him and "
        "it resolves.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "I control Platinum Angel and I am at 0 life. My opponent draws Lightning Bolt.",
        {"me": "playing"},
    ),
    ("I draw Lightning Bolt. My library is empty. I draw a card.", {"me": "lost"}),
    # A dash joining two clauses, as fresh set 2's "During my opponent's upkeep (em dash) he has a
    # Form of the Dragon in play (em dash) can I ..." writes them: read as a comma (each was refused
    # on main as one unread clause); never between numbers, never after a name alone (a label),
    # never a negation or a doubt read as told.
    ("My opponent is at 3 life\u2014he takes 3 damage.", {"opponent": "lost"}),
    ("My opponent is at 4 life \u2013 he takes 3 damage.", {"opponent": "playing"}),
    (
        "I am at 2 life - my opponent attacks me with a 4/4 and I don't block.",
        {"me": "lost", "opponent": "won"},
    ),
    ("Alice is at 3 life - Bob is at 2 life - Alice deals 2 damage to Bob.", {"Bob": "lost"}),
]


@pytest.mark.parametrize(("text", "players"), READ)
def test_an_empty_hand_a_card_drawn_and_a_dash_are_read(text: str, players: dict[str, str]) -> None:
    results = _ruled(text).results
    assert {name: results[name] for name in players} == players


# A card that speaks of a hand or of drawing, a double negation, a library's count before the
# draw, a draw with its library unsaid, a draw from a graveyard: refused.
REFUSED = [
    "I control Barren Glory and no other permanents. I have no cards in hand. My upkeep begins.",
    "I control Triskaidekaphile. I have no cards in hand. My upkeep begins.",
    "He doesn't have no cards in hand. I am at 4 life.",
    "I have no cards in hand. I draw a card.",
    "I am at 1 life. I control Underworld Dreams. He draws Lightning Bolt.",
    "I control Laboratory Maniac. My library is empty. I draw Lightning Bolt.",
    "I have 1 card in my library. I draw Lightning Bolt. I draw a card.",
    "Each player has 1 card in their library. I draw Lightning Bolt. I draw a card.",
    "I draw Lightning Bolt. I draw a card.",
    "I am at 3 life. He draws Lightning Bolt from his graveyard.",
    # a dash: no negation, no doubt, no range or sum, no label read as told
    "My opponent is at 3 life - he doesn't take 3 damage.",
    "My opponent is at 3 life \u2014 I don't think he takes 3 damage.",
    "My opponent is at 20 - 3 life. He takes 3 damage.",
    "My opponent is at 3 life. He takes 2\u20133 damage.",
    "bob - alice concedes",
]


@pytest.mark.parametrize("text", REFUSED)
def test_what_a_hand_a_draw_or_a_dash_may_turn_is_refused(text: str) -> None:
    _refused(text)
