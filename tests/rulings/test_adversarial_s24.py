"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-24
adversarial pass "adversary24"): each reading, its paraphrases, and the near readings that must
stay as they were."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# -- a card acted on "in response to my draw trigger" is no card on the stack


# "i have lab man and my library is empty. opp kills lab man in response to my draw trigger.
# then i draw. do i lose" was "you win": "opp kills my Laboratory Maniac in response to my
# draw" was taken for a card whose trigger goes on the stack, so the Maniac was read as still
# held, and the kill was dropped. The card named there is acted on (it leaves): never read as
# held, whatever the response is to.
@pytest.mark.parametrize(
    "text",
    [
        "i have lab man and my library is empty. opp kills lab man in response to my draw"
        " trigger. then i draw. do i lose",
        "I control Laboratory Maniac. My opponent destroys my Laboratory Maniac in response to"
        " my upkeep trigger. Then I draw from an empty library.",
        "opp exiles my platinum angel in response to my draw trigger. i'm at 0 life",
        "i have platinum angel. opp sacs it... no wait, he bounces my platinum angel in"
        " response to my death trigger. i'm at -2 life. do i lose",
        "bob controls Platinum Angel. alice exiles bob's Platinum Angel responding to his"
        " attack trigger. bob is at 0 life.",
        "I control Jace, Wielder of Mysteries. He flickers my Jace, Wielder of Mysteries in"
        " response to my draw ability. Then I draw from an empty library.",
    ],
)
def test_a_card_acted_on_in_response_is_never_held_on(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, Ruling):
        assert answer.status == "over", answer.text()
        loser = "bob" if "bob" in text else "me"
        assert answer.results[loser] == "lost", answer.text()
    else:
        assert isinstance(answer, NoRuling)


# The near readings stay as they were: a card's own trigger on the stack, and a kill in
# response to a trigger said plainly.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "i have lab man and my library is empty. opp kills lab man in response to my"
            " trigger. then i draw. do i lose",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I control Platinum Angel and I'm at 0 life. My opponent destroys Platinum Angel.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I control Laboratory Maniac and my library is empty. I draw a card.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_near_readings_of_a_card_acted_on(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
