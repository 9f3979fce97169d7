"""A spell whose caster draws and loses life as it resolves (Night's Whisper: two cards, 2 life;
issue #31, "as asked": "If you were at 1 life with 1 card in your library and you played
Night's Whisper would you die first by decking or life loss?"): both happen as it resolves, so
a draw past the library and a total of 0 or less are checked at once (MTG CR 121.4, 704.5a,
704.5b, 704.3). Whether it resolved is asked where the words do not say; a library count not
told is never guessed. "Played", the older word for cast, casts a spell; a permanent "played"
stays as written."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _events, _refused, _ruled


def test_both_come_at_once_as_it_resolves() -> None:
    ruling = _ruled(
        "If you were at 1 life with 1 card in your library and you played Night's Whisper "
        "would you die first by decking or life loss?"
    )
    assert ruling.depends  # whether it resolved, unsaid
    resolved, countered = ruling.cases
    assert dict(resolved.results) == {"me": "lost", "opponent": "won"}
    assert dict(countered.results) == {"me": "playing", "opponent": "playing"}
    assert sorted(e["event"] for e in _events(ruling)[-1]) == ["deck_out", "life"]
    assert "Neither way of losing comes first" in resolved.explanation


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # the library runs out: a loss whatever the life total
        (
            "I have 1 card in my library and I cast Night's Whisper and it resolves.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "Bob is at 10 life and has 1 card in his library. Bob casts Night's Whisper and it "
            "resolves.",
            {"Bob": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_draw_past_the_library_loses(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert {"event": "deck_out", "player": next(iter(results))} in _events(ruling)[-1]


def test_what_it_does_is_what_the_card_says() -> None:
    ruling = _ruled("I'm at 5 life with 1 card in my library and I cast Night's Whisper.")
    assert _events(ruling)[-1] == [
        {"event": "deck_out", "player": "me"},
        {"event": "life", "player": "me", "delta": -2},
    ]


@pytest.mark.parametrize(
    "text",
    [
        # no count of the library told: whether it runs out is not guessed
        "I'm at 2 life and I cast Night's Whisper and it resolves.",
        "I'm at 1 life and I played Night's Whisper, would I die first by decking or life loss?",
    ],
)
def test_a_count_not_told_is_not_guessed(text: str) -> None:
    _refused(text)


def test_played_casts_a_spell() -> None:
    ruling = _ruled("I have 1 card in my library and I played Brainstorm.")
    assert ruling.depends
    assert {"me": "lost", "opponent": "won"} in [dict(case.results) for case in ruling.cases]


@pytest.mark.parametrize(
    "text",
    [
        # a permanent played (cast) by a player at 0 life: how it could be, unsaid, refused
        "I'm at 0 life and I play Platinum Angel.",
        # a spell played with nothing it did, said: what it did is asked
        "My opponent is at 3 life and I play Lightning Bolt.",
    ],
)
def test_played_of_anything_else_is_not_read_as_cast(text: str) -> None:
    _refused(text)
