"""Questions typed as players type them that Arbiter answered confidently wrong (issue #31,
the session-16 adversarial pass): each wrong reading, its paraphrases, and the near readings
that must still be read. Each is read right, answered "depends" or refused, never wrong."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- a commander declared and named nowhere else ---------------------------------------------

# "Laboratory Maniac is my commander. I draw from an empty library." was skipped as framing, and
# the card then counted as nowhere: "you lose". A commander may be in the command zone or on the
# battlefield (MTG CR 903.6, 903.3); on the battlefield it wins instead (614.1a).


@pytest.mark.parametrize(
    ("text", "declared"),
    [
        (
            "Laboratory Maniac is my commander. I draw from an empty library. Do I win?",
            "Laboratory Maniac is my commander",
        ),
        ("Platinum Angel is my commander. I'm at 0 life.", "Platinum Angel is my commander"),
        ("I'm at -3 life. Platinum Angel is my commander.", "Platinum Angel is my commander"),
        (
            "magic: Platinum Angel is my commander. bob deals 5 damage to me. I was at 5 life.",
            "Platinum Angel is my commander",
        ),
    ],
)
def test_a_commander_named_only_as_declared_is_not_dropped(text: str, declared: str) -> None:
    assert declared in _refused(text).message


# Near misses: the card named again where it is, still read.
@pytest.mark.parametrize(
    ("text", "me"),
    [
        ("Platinum Angel is my commander. I control Platinum Angel and I'm at 0 life.", "playing"),
        (
            "Laboratory Maniac is my commander. I control Laboratory Maniac. I draw from an empty"
            " library.",
            "won",
        ),
    ],
)
def test_a_commander_named_again_where_it_is_is_read(text: str, me: str) -> None:
    ruling = _ruled(text)
    assert ruling.variant is not None and ruling.variant.value == "commander"
    assert ruling.results["me"] == me
