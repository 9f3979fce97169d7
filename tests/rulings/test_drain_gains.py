"""A card that gains its controller life as it makes another player lose it (Blood Artist,
Zulaport Cutthroat, Cruel Celebrant), told by the loss alone (issue #31, the session-26
adversarial pass "adversary26b" over triggers and timing).

"I control Blood Artist. I'm at 1 and my opponent is at 5. Blood Artist triggers and my
opponent loses 1 life. Then I take 1 damage" was "you lose": the trigger's gain for its
controller was never added, and at 2 by then the asker is still in at 1 (MTG CR 119.3, 608.2,
704.5a). Where whose the card is goes unsaid, or it acted with nothing told of it ("a creature
dies"), and its controller's life is told falling, when the gain came decides it: refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _events, _refused, _ruled


# The loss told from the card comes with its controller's gain, in the same report.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "i control blood artist. i'm at 1 and my opponent is at 5. blood artist triggers and "
            "my opponent loses 1 life. then i take 1 damage. am i dead?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "i control zulaport cutthroat. i'm at 1 and my opponent is at 5. zulaport cutthroat "
            "triggers and my opponent loses 1 life. then i take 1 damage.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "i control blood artist. we're both at 1. blood artist triggers and my opponent loses "
            "1 life and i take 1 damage at the same time",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "i control blood artist and i'm at 1. my opponent is at 5. blood artist's trigger "
            "resolves and he loses 1 life and i take 1 damage at the same time.",
            {"me": "playing", "opponent": "playing"},
        ),
        # the gain is 1, not enough for 2
        (
            "i control blood artist. i'm at 1, opponent at 5. my creature dies. blood artist "
            "triggers and my opponent loses 1 life. then i take 2 damage.",
            {"me": "lost", "opponent": "won"},
        ),
        # one gain for every opponent's loss, in a game of four
        (
            "magic commander: 4 players: alice, bob, carol, dave. alice controls zulaport "
            "cutthroat and is at 1. bob, carol and dave are at 5. zulaport cutthroat triggers "
            "and bob, carol and dave each lose 1 life. then alice takes 2 damage.",
            {"alice": "lost", "bob": "playing", "carol": "playing", "dave": "playing"},
        ),
        # the other player's card: the gain is theirs
        (
            "my opponent controls blood artist and he is at 1. i'm at 10. blood artist triggers "
            "and i lose 1 life. then he takes 1 damage.",
            {"me": "playing", "opponent": "playing"},
        ),
        # no life can be gained: Sulfuric Vortex stops the gain
        (
            "i control blood artist and sulfuric vortex. i'm at 1, opponent at 5. blood artist "
            "triggers and my opponent loses 1 life. then i take 1 damage.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_the_cards_gain_comes_with_the_loss(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_the_gain_is_shown_as_understood() -> None:
    ruling = _ruled(
        "i control blood artist. i'm at 1 and my opponent is at 5. blood artist triggers and my "
        "opponent loses 1 life."
    )
    assert {"event": "life", "player": "me", "delta": 1} in _events(ruling)[-1]


# The gain left out where its controller's life is told falling: refused.
@pytest.mark.parametrize(
    "text",
    [
        "i control blood artist. i'm at 1 and my opponent is at 5. a creature dies. then i take "
        "1 damage. am i dead?",
        "i control cruel celebrant. i'm at 1, opponent at 5. my creature dies. cruel celebrant "
        "triggers. then i lose 1 life.",
        "my opponent is at 1. blood artist triggers and he loses 1 life.",
        "i'm at 1. my opponent is at 5. blood artist triggers and my opponent loses 1 life and i "
        "take 1 damage.",
    ],
)
def test_a_gain_left_out_beside_its_controllers_fall_is_refused(text: str) -> None:
    assert "also gains its controller 1 life" in _refused(text).message


# Near readings: the card's own combat damage gains nothing; a fall told after the game was
# over, and the gain told by the asker, are read as before.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "i control blood artist. my opponent is at 1. my blood artist deals 1 combat damage "
            "to him.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "i control blood artist. we're both at 1. blood artist triggers: my opponent loses 1 "
            "life. who wins",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "i control blood artist. i'm at 1 and my opponent is at 5. blood artist triggers and "
            "my opponent loses 1 life and i gain 1 life. then i take 2 damage.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "magic commander: andy is at 3 life and bob is at 37 life. andy's first-strike "
            "damage kills bob's Zulaport Cutthroat, Cruel Celebrant and Blood Artist. then bob's "
            "death triggers resolve and andy loses 3 life. then andy's regular combat damage "
            "would deal 37 damage to bob",
            {"andy": "lost", "bob": "won"},
        ),
    ],
)
def test_gains_told_or_beside_no_fall_are_read_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
