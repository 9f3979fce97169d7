"""A total said as where players brought another ("Ajani and Elspeth team up to bring Xenagos
down to 0 life", issue #31): the player's total ("Xenagos goes to 0 life"); who brought it
there is skipped and shown. Never where a player named only there would be lost with the words,
nor where a card did it (what a card does may change more than the total)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "alice, bob and carol are playing. Alice and Bob team up to bring carol down to 0 life",
            {"alice": "playing", "bob": "playing", "carol": "lost"},
        ),
        (
            "players: dana, eli, finn. finn and eli worked together to knock dana down to 2."
            " dana loses 2 life",
            {"dana": "lost", "eli": "playing", "finn": "playing"},
        ),
        ("my opponent brought me to 2 life", {"me": "playing", "opponent": "playing"}),
    ],
)
def test_the_total_a_player_is_brought_to_is_read(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {name.lower(): result for name, result in ruling.results.items()} == results
    assert len(ruling.skipped) >= 1


@pytest.mark.parametrize(
    "text",
    [
        # bob is named only as who did it: skipping him would lose a player.
        "bob knocked me down to 3. I lose 3 life",
        # A card did it: what the card does is read, never skipped.
        "Lightning Bolt brings him down to 0 life",
        # Cards, not life: no total.
        "players: alice, bob. alice brings bob down to 0 cards",
    ],
)
def test_no_total_is_read_where_words_would_be_lost(text: str) -> None:
    _refused(text)


# "X reduces Y's life (total) to N": the same total, of the player whose life it names.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control Platinum Angel. my opponent reduces my life to 0",
            {"me": "playing", "opponent": "playing"},
        ),
        ("my opponent reduced my life total to 0", {"me": "lost", "opponent": "won"}),
        (
            "players: alice, bob. bob drops alice's life to 0. bob is at 4 life",
            {"alice": "lost", "bob": "won"},
        ),
        ("my opponent knocks my life down to 2", {"me": "playing", "opponent": "playing"}),
    ],
)
def test_the_life_a_player_is_reduced_to_is_read(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {name.lower(): result for name, result in ruling.results.items()} == results
    assert len(ruling.skipped) >= 1


@pytest.mark.parametrize(
    "text",
    [
        "bob reduces alice's life total to 0. alice concedes",  # bob named only there
        "my opponent reduces her life to 0",  # "her": which player?
        "players: ann, ben. ann brings his life down to 2",  # "his": which player?
        "Lightning Bolt reduces my life to 0",  # a card did it
        "my opponent reduces my library to 0",  # cards, not life
    ],
)
def test_no_reduced_life_is_read_where_it_is_unsure(text: str) -> None:
    _refused(text)
