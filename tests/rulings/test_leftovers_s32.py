"""Leftovers of session 32's passes (left32): answers that misled. A refusal is always
acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# A state said that is no library emptied ("my graveyard is empty") was explained by the empty
# library's note ("An empty library ends nothing by itself"): the note names what was said.


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("My graveyard is empty", "My graveyard is empty"),
        ("bob's graveyard is empty", "bob's graveyard is empty"),
        ("my library is empty and my graveyard is empty", "my graveyard is empty"),
    ],
)
def test_a_state_said_is_named_in_its_note(text: str, named: str) -> None:
    ruling = _ruled(text)
    assert ruling.first.status == "ongoing"
    assert f'"{named}" ends nothing by itself' in ruling.first.explanation
    assert ("library" in text) == ("An empty library" in ruling.first.explanation)


# A later turn asked of as a whole ("On my next turn, do I lose the game?") was read as the
# turn's start alone, before its draw step: "nobody has won or lost yet" after Leveler or an
# empty library, though the turn's draw (504.1) from an empty library loses (704.5b). The turn
# is told with its draw: a loss where the library is said empty, the count asked for where a
# card took cards from it and how many are left is unsaid (Leveler cast, Traumatize).
@pytest.mark.parametrize(
    ("text", "lost"),
    [
        ("I play Leveler. On my next turn, do I lose the game?", None),
        ("I cast Traumatize targeting myself. On my next turn, do I lose?", None),
        ("My library is empty. On my next turn, do I lose the game?", True),
        ("I have no cards in my library. On my next turn, will I lose?", True),
        ("I mill myself out. On my next turn do I lose?", True),
        ("Leveler entered and exiled my library. On my next turn do I lose?", True),
    ],
)
def test_a_later_turn_asked_of_has_its_draw(text: str, lost: bool | None) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if lost is None:
        assert isinstance(answer, NoRuling), answer.text()
        return
    assert isinstance(answer, Ruling), answer.message
    assert answer.first.results == {"me": "lost", "opponent": "won"}


def test_a_turn_asked_of_keeps_a_card_that_replaces_its_draw() -> None:
    lab = "My library is empty and I control Laboratory Maniac. On my next turn, do I win?"
    assert _ruled(lab).first.results == {"me": "won", "opponent": "lost"}
    # nothing said of a library: the turn's start, as before
    assert _ruled("I'm at 3 life. On my next turn, do I lose the game?").first.status == "ongoing"


# Totals told in the sentence after a spell that changed several players' totals, of them all,
# with no word that places them after it ("I Char my opponent. I'm at two, and my opponent is at
# four."), were read as the totals it left: "nobody has won or lost yet", though before it both
# were at 0 after it, a draw. The same total in the Char's own sentence was refused, asking
# which it was: so are they (one player's after a Bolt is read in order, as before). "now",
# "after that", "left", "goes to" place them after it; a total told first is the board before.
@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("I Char my opponent. I'm at two, and my opponent is at four.", "before it or after"),
        ("I Chared my opponent. We are both at two life.", "before it or after"),
        ("I cast Flame Rift and it resolves. I'm at 4 and my opponent is at 4.", "before"),
    ],
)
def test_totals_open_are_asked(text: str, asked: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert asked in answer.message


def test_totals_placed_after_a_spell_or_before_it_are_read() -> None:
    for placed in ("Now I'm at two", "After that I'm at two", "I'm now at two"):
        told = _ruled(f"I Char my opponent. {placed}, and my opponent is at four.")
        assert told.first.status == "ongoing"
    first = _ruled("I'm at two and my opponent is at four. I Char my opponent.")
    assert first.first.results == {"me": "drew", "opponent": "drew"}
