"""A spell that deals damage to each player, cast and resolved (session 23): "alice casts Flame
Rift and it resolves", "I cast Earthquake for 5 and it resolves". It was refused with "Say what
happens", though the card data says what it deals: its damage to every player at once (608.2),
those at 0 or less lose together, a draw when that is everyone (704.5a, 104.4a). An X spell's X
is read from the words ("for 5", "with X = 5"); a modal one (Slagstorm), an X never told, or any
other card named beside it stays as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

DRAWN = {"me": "drew", "opponent": "drew"}


AT_4 = "magic: alice is at 4 life. bob is at 4 life."
FIVE_EACH = "magic: I'm at 6 life and my opponent is at 5."
THREE_EACH = "magic: I'm at 3 and my opponent is at 3."


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (f"{AT_4} alice casts Flame Rift and it resolves", {"alice": "drew", "bob": "drew"}),
        (
            "magic: alice is at 4 life. bob is at 2 life. alice casts Volcanic Fallout and it "
            "resolves",
            {"alice": "won", "bob": "lost"},
        ),
        ("magic: we are both at 5 life. I cast Earthquake for 5 and it resolves.", DRAWN),
        (
            f"{FIVE_EACH} I cast Earthquake with X = 5 and it resolves.",
            {"me": "won", "opponent": "lost"},
        ),
        (f"{THREE_EACH} My opponent casts Hurricane for 3. It resolves.", DRAWN),
        (
            "magic: I'm at 9 and my opponent is at 9. I cast Flame Rift and it resolves.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_damage_to_each_player_as_it_resolves(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_what_it_did_is_asked_when_its_resolving_is_unsaid() -> None:
    words = _refused("magic: I'm at 5 and my opponent is at 5. I cast Earthquake for 5.").message
    assert "say what it did" in words


@pytest.mark.parametrize(
    "text",
    [
        f"{AT_4} alice casts Earthquake and it resolves",  # X?
        f"{AT_4} alice casts Slagstorm and it resolves",  # which mode?
        f"{AT_4} alice casts Flame Rift for 6 and it resolves",  # not what it deals
        f"magic: I control Platinum Angel. {THREE_EACH[7:]} I cast Earthquake for 3 and it "
        "resolves.",  # the Angel dies to it too
    ],
)
def test_what_the_card_data_does_not_settle_is_still_refused(text: str) -> None:
    _refused(text)
