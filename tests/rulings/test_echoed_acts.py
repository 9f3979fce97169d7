"""Two players doing one thing, the second told by "and so does ..." (echoed_acts.py), and a
total told in the past after an attack (sentence_steps).

"i draw from an empty library and so does my opponent at the same time" was answered "you
lose, opponent wins": "does my opponent at the same time" was skipped as a question of the
outcome, so the opponent's draw was dropped. "he attacked me for 6 and i was at 4 life" was
answered "nobody has won or lost yet": the total told after the attack was taken as saying what
it dealt."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on


def _asked(text: str) -> Ruling | NoRuling:
    return rule_on(f"magic: {text}", asker="me")


def _ruled_as(text: str, results: dict[str, str]) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, Ruling), ruling
    assert ruling.results == results, ruling.text()


BOTH_DREW = [
    "do we draw? i draw from an empty library and so does my opponent at the same time",
    "i drew from an empty library and so did my opponent. who wins",
    "I drew from an empty library, and so did my opponent at once",
    "I draw from an empty library and so does bob",
]


@pytest.mark.parametrize("text", BOTH_DREW)
def test_so_does_tells_the_second_player_doing_the_same(text: str) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, Ruling), ruling
    assert ruling.status == "over", ruling.text()
    assert set(ruling.results.values()) == {"drew"}, ruling.text()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "im at 3 and my opponent is at 3. i take 5 damage and so does my opponent",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "im at 3 and my opponent is at 10. i take 5 damage and so does my opponent",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "alice is at 2 life and bob is at 2 life. I deal 2 damage to alice and so does bob",
            None,
        ),
    ],
)
def test_so_does_with_totals(text: str, results: dict[str, str] | None) -> None:
    ruling = _asked(text)
    if results is None:  # a different subject's act: not told as "both", never a guess
        assert isinstance(ruling, NoRuling) or ruling.status != "over", ruling
        return
    assert isinstance(ruling, Ruling), ruling
    assert ruling.results == results, ruling.text()


# Near misses: the verb does not fit both players, or a real question after the moment.
@pytest.mark.parametrize(
    "text",
    [
        "i draw from an empty library and so does he at the same time",
        "my opponent draws from an empty library and so does bob at the same time",
        "i draw from an empty library, nor does my opponent at the same time",
    ],
)
def test_so_does_never_dropped_as_a_question(text: str) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, NoRuling), ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        "he attacked me for 6 and i was at 4 life. did i lose?",
        "my opponent attacked me for 6, i was at 4 life",
        "bob attacked me with a big creature and I was at 4 life",
        "she attacked me for 7. I was at 5 life. am I dead",
    ],
)
def test_a_past_total_after_an_attack_leaves_what_it_dealt_unsaid(text: str) -> None:
    ruling = _asked(text)
    assert isinstance(ruling, NoRuling), ruling.text()
    assert "ends nothing by itself" in ruling.message, ruling.message


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("he attacked me for 6 and i am at 4 life", {"me": "playing", "opponent": "playing"}),
        (
            "I was at 4 life. he attacked me and I took 6 combat damage",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_an_attack_with_what_it_dealt_or_the_total_now(text: str, results: dict[str, str]) -> None:
    _ruled_as(text, results)
