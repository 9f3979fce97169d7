"""Session 35, census35c: alternative wins and empty libraries as asked. A text cut off in what
the asker saw done to a card told before ("..., it resolved and thassa's looked to be put"):
skipped and shown, the text read up to it (bot/core/rulings/cut_tails.py)."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s33c import Seen, _seen

_I_WIN = ("over", ((("me", "won"), ("opponent", "lost")),))
_THEY_WIN = ("over", ((("me", "lost"), ("opponent", "won")),))
_DRUID = (
    "magic: So i used Hermit druid to put my deck in the grave, then used dread return on "
    "Thassa's Oracle to get a win, it resolved and "
)


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        # the real question (phase-1365-dread-return-thassas-oracle-empty-library): was refused
        (f"{_DRUID}thassa's looked to be put", _I_WIN),
        (f"{_DRUID}thassa's trigger seemed to be put…", _I_WIN),
        (
            "magic: I'm at 0 life. I used Hermit druid to put my deck in the grave, then used "
            "dread return on Thassa's Oracle, it resolved and thassa's looked to be put",
            _THEY_WIN,
        ),
        # a place told, another verb, more after it, another card or a player as its subject,
        # or no card told before: as written
        (f"{_DRUID}thassa's looked to be put on top of my library", "refused"),
        (f"{_DRUID}thassa's looked to be countered", "refused"),
        (f"{_DRUID}thassa's looked to be put. Did I win?", "refused"),
        (f"{_DRUID}my opponent's Stifle looked to be put", "refused"),
        (f"{_DRUID}my opponent looked to be put", "refused"),
        ("magic: thassa's looked to be put", "refused"),
        # a card whose effect lasts while it is there may have left before it acted
        (
            "magic: My library is empty. I control Laboratory Maniac. I draw a card and the "
            "maniac seemed to be moved",
            "refused",
        ),
    ],
)
def test_a_text_cut_off_in_what_was_seen_is_read_up_to_it(text: str, seen: Seen | str) -> None:
    assert _seen(text) == seen
