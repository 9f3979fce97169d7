"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-20
adversarial pass "adv13"): each reading, its paraphrases, and the near readings that must stay
as they were."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# -- a response told after a draw from an empty library


# "I draw from an empty library, and in response I cast Laboratory Maniac. do I lose?" was
# "you win": the response was put before the draw. A draw is no spell or ability, and the
# draw step's draw leaves nobody a moment to act before it (MTG CR 117.1, 405.5, 504.1): the
# player loses at the next check, before anyone could cast anything. Only where a spell or
# ability that made them draw was still on the stack does a response come first, which the
# words leave open: never a confident answer.
@pytest.mark.parametrize(
    "text",
    [
        "I draw from an empty library, and in response I cast Laboratory Maniac. do I lose?",
        "My opponent draws from an empty library. In response he casts Laboratory Maniac. does"
        " he win?",
        "I draw from an empty library. In response I cast Platinum Angel. Do I lose?",
        "I draw from an empty library and in response I cast Angel's Grace.",
        "bob draws from an empty library and in response bob casts Angel's Grace. Who wins?",
        "carol drew from an empty library, in response she cast Laboratory Maniac",
        "I have to draw with no cards in my library. In response I cast Jace, Wielder of"
        " Mysteries. Do I win?",
        "alice decks out and in response she casts Platinum Angel",
    ],
)
def test_a_response_after_a_draw_from_an_empty_library_is_never_confident(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or answer.status == "depends", answer.text()


# A gain "in response" to a draw from an empty library changes nothing either way: the draw
# loses whenever it came, and the answer says so.
@pytest.mark.parametrize(
    ("text", "player"),
    [
        ("I'm at 3 life. I draw from an empty library and in response I gain 2 life.", "me"),
        ("bob draws from an empty library. In response he gains 4 life.", "bob"),
    ],
)
def test_a_gain_in_response_to_a_draw_still_loses(text: str, player: str) -> None:
    assert _ruled(text).results[player] == "lost"


# The near readings: a response to a spell that draws resolves first; a response to damage or
# to an attack comes before it (each leaves a moment to act in); a card cast after the draw,
# said in that order, is too late.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 2. I bolt him. He gains 2 life in response to it.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "I am at 2 life. my opponent attacks me with a 3/3 and I don't block but I gain 2"
            " life in response",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I draw from an empty library. Then I cast Laboratory Maniac. win?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "Me and my opponent are both at 1 life. I Shock him and he Shocks me in response.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_responses_to_spells_damage_and_attacks_read_as_before(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
