"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-18
adversarial pass "adv11" over the session's readings: two cards asked about together,
alternatives, handshakes, "would CARD let me go below 0", "but" holdings, count-gated trigger
reports): each reading, its paraphrases, and the near readings that must stay as they were."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- two cards asked about together: a win whose condition the first card may itself break


# "Does Platinum Angel stop Barren Glory?" was "depends: if you controlled Platinum Angel, you
# win". Barren Glory wins only for a player whose only permanent it is: their own Platinum
# Angel is another one, so that case is no win at all. A condition known only in words may
# turn on the first card being there, so it is not presupposed.
@pytest.mark.parametrize(
    "text",
    [
        "Does Platinum Angel stop Barren Glory?",
        "Can Platinum Angel stop Barren Glory?",
        "Does Abyssal Persecutor stop Barren Glory?",
        "How does Platinum Angel work with Barren Glory?",
    ],
)
def test_a_win_whose_condition_the_first_card_may_break_is_refused(text: str) -> None:
    _refused(text)


# near misses: a count of permanents the first card can only add to, a life total, a part held
@pytest.mark.parametrize(
    "text",
    [
        "Does Platinum Angel stop Hellkite Tyrant?",
        "Does Platinum Angel stop Felidar Sovereign?",
        "Does Platinum Angel stop Coalition Victory?",
    ],
)
def test_a_win_the_first_card_cannot_break_still_depends(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends"
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}
