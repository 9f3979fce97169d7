"""An event told after a player has lost (issue #31, session 23): "I'm at 2 life and take 3
damage. Then I cast a spell." asked which card the spell was, and "Then alice draws a card."
how many cards her library held, though the game was over at the checkpoint before either
(704.5a, 104.3b). What comes after the end changes nothing: the ruling is the one at the loss,
and the answer says the later words came after the game was over. A response ("in response"),
a correction or what was so before ("I remember he had ..."), or words before which the game
was not over, are refused as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

_PLAYERS = "players: alice, bob. "


@pytest.mark.parametrize(
    ("text", "late"),
    [
        ("I'm at 2 life and take 3 damage. Then I cast a spell. Do I lose?", "I cast a spell"),
        ("I'm at 1 life and I lose 4 life, then I cast an instant.", "I cast an instant"),
        ("My opponent is at 0 life. After that he casts a spell.", "he casts a spell"),
        ("I'm at 3 life. My opponent bolts me and then I cast a sorcery.", "I cast a sorcery"),
    ],
)
def test_a_spell_no_card_names_cast_after_the_end_changes_nothing(text: str, late: str) -> None:
    ruled = _ruled(text)
    assert ruled.first.status == "over"
    assert "could not happen" in ruled.first.explanation
    assert late in ruled.first.explanation


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "alice is at 2 life and takes 3 damage. Then alice draws a card.",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "bob is at 1 life. alice deals 4 damage to bob, and then bob draws 2 cards. Who wins?",
            {"alice": "won", "bob": "lost"},
        ),
        (
            "alice is at 1 life and takes 2 damage. Then bob attacks alice with a 3/3 and "
            "alice blocks with a 2/2.",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "bob conceded. Later on alice draws a card.",
            {"alice": "won", "bob": "lost"},
        ),
    ],
)
def test_a_later_event_refused_for_what_it_leaves_unsaid_is_moot_after_the_end(
    text: str, results: dict[str, str]
) -> None:
    ruled = _ruled(_PLAYERS + text)
    assert ruled.results == results
    assert "already over before" in ruled.first.explanation


@pytest.mark.parametrize(
    "text",
    [
        # the game was not over before it: what the draw leaves unsaid may decide it
        _PLAYERS + "alice is at 2 life. Then alice draws a card.",
        # said at the same moment, with no "then": it may be before the checkpoint
        _PLAYERS + "alice is at 0 life and bob draws a card.",
        # a response goes back before the damage
        "I'm at 2 life. My opponent bolts me. Then in response I cast a spell.",
        # what was so before the end, told late: it may be what the game turned on
        _PLAYERS + "alice is at 0 life. Then alice says she had drawn a card.",
        # an attack before the end: what it dealt may decide it
        _PLAYERS + "alice is at 1 life. Then bob attacks alice with a 3/3 and alice blocks "
        "with a 2/2.",
        # what became of a spell told before: it may never have resolved
        "My opponent is at 2 life. I use Shock to deal 2 damage to him. Then it is countered.",
        _PLAYERS + "bob is at 3 life. alice bolts bob. Then that spell is countered and "
        "alice draws a card.",
    ],
)
def test_what_may_come_before_the_end_is_still_refused(text: str) -> None:
    _refused(text)
