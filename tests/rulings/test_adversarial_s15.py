"""Questions typed as players type them that Arbiter answered confidently wrong (issue #31,
the session-15 adversarial pass): each wrong reading, its paraphrases, and the near readings
that must still be read. Each is read right, answered "depends" or refused, never wrong."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled

# -- a card said in play and said to leave in ONE sentence --------------------------------------

# "I control Platinum Angel, and it dies": the Angel's effects began and ended in one report,
# and the leaving was dropped as "not in force" (the engine saw no effect yet): at 0 life the
# asker stayed in, 'nobody has won or lost yet'. Without the Angel, 0 life loses (704.5a).
IN_PLAY_THEN_GONE = [
    ("I'm at 0 life and I control Platinum Angel, and it dies.", {"me": "lost"}),
    ("I'm at 0 life and I control Platinum Angel, but it dies.", {"me": "lost"}),
    ("I control Platinum Angel, but it dies. I am at 0 life.", {"me": "lost"}),
    ("bob is at 0 life and bob controls Platinum Angel and it is destroyed", {"bob": "lost"}),
    (
        "carol controls Platinum Angel, carol is at -2 life, and carol sacrifices it.",
        {"carol": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "lost"), IN_PLAY_THEN_GONE)
def test_a_card_in_play_then_gone_in_one_sentence_is_gone(text: str, lost: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert {p: r for p, r in ruling.results.items() if r == "lost"} == lost


# Near misses: said in play and not gone, it still keeps its controller in.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 0 life and I control Platinum Angel.",
        "I'm at 0 life and I control Platinum Angel, and bob's Grizzly Bears dies.",
    ],
)
def test_a_card_in_play_not_said_gone_still_holds(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results.get("me") == "playing"
