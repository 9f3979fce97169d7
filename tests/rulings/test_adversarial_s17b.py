"""Questions typed as players type them that Arbiter answered wrong or with a wrong case
(issue #31, the session-17 adversarial pass "adv8"): each reading, its paraphrases, and the
near readings that must stay as they were."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled

# -- an empty library told with a card put onto the battlefield --------------------------------

# "I use Sneak Attack to put Thassa's Oracle onto the battlefield with an empty library. Do I
# win?" was "it depends" with a case where the game goes on: "with an empty library" (or "with
# no cards in my library") was never read as the library's count, so the count of the Oracle's
# condition was open. An empty library is never more than the devotion to blue, so its trigger
# wins as it resolves (603.3, 104.2b), as "with 0 cards in my library" already was.


@pytest.mark.parametrize(
    "text",
    [
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with an empty library. "
        "Do I win?",
        "I put Thassa's Oracle onto the battlefield with Elvish Piper with an empty library. "
        "Do I win?",
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with no cards in my "
        "library. Do I win?",
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with my library empty. "
        "Do I win?",
        "My Thassa's Oracle enters with no cards in my library. Do I win?",
        "If I use Sneak Attack to put Thassa's Oracle onto the battlefield with an empty "
        "library, do I win?",
    ],
)
def test_an_empty_library_told_beside_the_oracle_put_in_wins(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "opponent": "lost"}


# Near misses: another player's library, or a count above the devotion the words leave open,
# is still a case each way; never a win.
@pytest.mark.parametrize(
    "text",
    [
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with no cards in his "
        "library. Do I win?",
        "I use Sneak Attack to put Thassa's Oracle onto the battlefield with 5 cards in my "
        "library. Do I win?",
        "My opponent uses Sneak Attack to put Thassa's Oracle onto the battlefield with no cards "
        "in my library. Does he win?",
    ],
)
def test_another_library_or_a_count_above_devotion_still_depends(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == {}
    assert "devotion to blue" in ruling.text()
