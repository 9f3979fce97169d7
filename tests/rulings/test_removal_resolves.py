"""A removal cast at a permanent, said to resolve in the same clause (issue #31, as asked;
removals.py `_ITS_RESOLUTION`): "My opponent casts Shatter on my Platinum Angel and it resolves".
The removal's own resolution is part of it, never something that may stop it. On main the
"resolves" beside it was taken for what may stop it, and the question was refused with the very
wording the refusal asked for ("say what it was cast on ... ("my opponent casts Shatter on my
Platinum Angel")")."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was refused on main.
RESOLVED_REMOVAL = [
    (
        "I'm at 0 life and control Platinum Angel. My opponent casts Shatter on my Platinum "
        "Angel and it resolves.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I have Platinum Angel in play and am at 0 life. My opponent played Shatter on my "
        "Platinum Angel, and it resolved.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I have Platinum Angel in play and am at 0 life. My opponent casts Doom Blade targeting "
        "my Platinum Angel and it resolves. Do I lose?",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    # Swords to Plowshares: the exile and its controller's gain, as it resolves (608.2b)
    (
        "I'm at -3 life and control Platinum Angel. My opponent casts Swords to Plowshares on my "
        "Platinum Angel and it resolves.",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), RESOLVED_REMOVAL)
def test_a_removal_said_to_resolve_is_read(text: str, status: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results


# Near misses: anything else said beside it that may stop it or take the permanent first.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 0 life and control Platinum Angel. My opponent casts Shatter on my Platinum "
        "Angel and it resolves after I sacrifice it.",
        "I'm at 0 life and control Platinum Angel. My opponent casts Shatter on my Platinum "
        "Angel but it is countered.",
        "I'm at 0 life and control Platinum Angel. My opponent casts Doom Blade on my Platinum "
        "Angel and it resolves. In response I sacrifice the Angel.",
    ],
)
def test_a_removal_something_may_have_stopped_is_refused(text: str) -> None:
    _refused(text)
