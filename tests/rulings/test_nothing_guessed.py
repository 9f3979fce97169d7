"""The asker's hedged guess that what they told does nothing (issue #31, as asked;
nothing_guessed.py): "What happens if I have a Shared Fate and then play a Leveler? This would
probably do nothing but ...". The guess tells no event: it is skipped and shown (the whole
sentence, or the clause it opens before "but"), and the ruling says what the told cards do. On
main it was refused unread ("I could not read "This would probably do nothing"")."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was refused on main, the guess unread (but "I'd guess it doesn't do anything", already
# skipped there as an opinion: kept as a paraphrase).
GUESS_SKIPPED = [
    (
        "What happens if I have a Shared Fate and then play a Leveler? This would probably do "
        "nothing.",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "I'm at 2 life and take 3 damage. I guess nothing happens?",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 2 life and take 3 damage. That probably won't work.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "My opponent is at 3 life and I deal him 3 damage. I'd guess it doesn't do anything.",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "Alice is at 1 life and bob deals alice 5 damage. Maybe nothing happens.",
        "over",
        {"Alice": "lost", "bob": "won"},
    ),
    # the guess opening the sentence before "but": the rest is read
    (
        "I'm at 2 life. This would probably do nothing but I take 3 damage.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "My opponent is at 4 life. It probably does nothing, but I deal him 4 damage.",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), GUESS_SKIPPED)
def test_a_hedged_guess_that_nothing_happens_is_skipped_and_shown(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results
    assert ruling.skipped


# Near misses: no hedge (said as so), a player ("he would do nothing": he passed), a card, a
# number or another word: read or refused, never skipped.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 2 life and take 3 damage. It does nothing.",
        "I'm at 2 life. He would probably do nothing.",
        "I'm at 2 life and take 3 damage. Platinum Angel would probably do nothing.",
        "I'm at 2 life and take 3 damage. This would probably do nothing for 3 turns.",
        "I'm at 2 life and take 3 damage. My opponent would probably do nothing.",
        "I'm at 2 life. This would probably do nothing but the opponent can never draw again.",
    ],
)
def test_a_guess_that_may_tell_a_fact_is_refused(text: str) -> None:
    _refused(text)
