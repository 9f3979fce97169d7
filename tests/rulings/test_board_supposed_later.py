"""Totals and cards held supposed after the moment asked about (issue #31, the hypothetical
family: "Who does Char damage first? ... What if they are both at two life?"): "what if" (or
"what about if") after a moment, saying only life or poison totals and cards a player controls,
supposes the board that moment starts from, for players whose totals the moment changes and
never states, and cards it never names. Anything else after a moment supposed stays a second
moment (refused, as before): a total the moment states ("... at 2 life ...? What if he is at 5
life?": another case), a total the moment leaves alone ("If he concedes, do I win? What if I'm
at 0 life?": at 0 before or after he conceded?), a card nobody controls or one the moment
names, an event, or a comparison ("Is it any different if ...?": the first moment is asked
about too)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "What happens if I Char my opponent? What if we are both at two life?",
            {"me": "drew", "opponent": "drew"},
        ),
        # told, not supposed: the totals were read as after the Char ("nobody lost")
        ("I Char my opponent. What if we are both at two life?", {"me": "drew"}),
        ("I shock bob. What if he's at 2 life?", {"bob": "lost"}),
        (
            "If alice takes 5 damage from a Lava Axe, who wins? And what if she has 5 life?",
            {"alice": "lost"},
        ),
        (
            "What happens if my opponent gets 3 poison counters? What if he has 7 poison counters?",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "What happens if I Char my opponent? What about if I'm at 1 life and he's at 10?",
            {"me": "lost", "opponent": "won"},
        ),
        # a card a player is said to control: held from the start
        ("What happens if I go to 0 life? What if I control Platinum Angel?", {"me": "playing"}),
        (
            "Who wins if bob takes 30 damage? And what if bob has a Platinum Angel in play?",
            {"bob": "playing"},
        ),
        (
            "What happens if my opponent goes to 0 life? What if I control Platinum Angel?",
            {"opponent": "lost", "me": "won"},
        ),
        # the subject said once for both
        (
            "What happens if my opponent bolts me? What if I have 3 life and control Platinum "
            "Angel?",
            {"me": "playing"},
        ),
    ],
)
def test_totals_supposed_after_the_moment_are_its_board(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    for player, result in results.items():
        assert ruling.results[player] == result


@pytest.mark.parametrize(
    "text",
    [
        "If my opponent concedes, do I win? What if I am at 0 life?",
        "What happens if my opponent is at 2 life and I cast Char at him? What if he is at 5 life?",
        "What happens if I Char my opponent? What if he concedes?",
        "What happens if I take 3 damage? Is it any different if I am at 3 life?",
        # poison the moment leaves alone, beside the total it changes
        "What happens if my opponent bolts me? What if I am at 3 life and have 2 poison counters?",
        # a card nobody is said to control, or one the moment names
        "What happens if I go to 0 life? What if Platinum Angel is in play?",
        "What happens if my Platinum Angel dies and I am at 0 life? What if my opponent "
        "controls Platinum Angel?",
    ],
)
def test_anything_else_supposed_after_a_moment_is_another_moment(text: str) -> None:
    assert "two moments" in _refused(text).message
