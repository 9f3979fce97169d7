"""Approach of the Second Sun as players tell it (issue #31, session 32a). Cast from its
caster's hand, with another Approach cast by them this game (resolved or not), it wins them the
game as it resolves (MTG CR 104.2b, 608.2); cast from anywhere else (flashback through Snapcaster
Mage, cascade, a graveyard, exile, a library) it only gains them 7 life and the game goes on;
a copy is not cast (707.10). The condition is the engine's (`another_cast` of a `cast`,
tests/scenarios/magic/104.2b-*approach*); the reader asks it of the casts the words tell. "I
cast Approach" names the card only capitalised after a cast verb, a possessive or a count of
casts, never "my approach is to attack"."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.cards import cards_in

MAGIC = System("magic")
_SUN = "Approach of the Second Sun"
_ON = {"me": "playing", "opponent": "playing"}
_WON = {"me": "won", "opponent": "lost"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # a second Approach from anywhere but the hand: 7 life, no win (was "Say what happens")
        (
            f"I cast {_SUN}. Then I cast {_SUN} from my graveyard with Snapcaster Mage and it "
            "resolves.",
            _ON,
        ),
        (
            f"I cast {_SUN} from my hand and it resolves. Then I cast {_SUN} from my library "
            "and it resolves.",
            _ON,
        ),
        (
            f"I cast {_SUN} with cascade and it resolves. Then I cast {_SUN} by cascade and it "
            "resolves.",
            _ON,
        ),
        (
            f"I cast {_SUN} and copy it with Twincast. Then I cast {_SUN} from my graveyard and "
            "it resolves.",
            _ON,
        ),
        (
            f"I cast {_SUN}. Then I cast {_SUN} from the top of my library with Bolas's Citadel "
            "and it resolves.",
            _ON,
        ),
        (
            f"My opponent controls Platinum Angel. I cast {_SUN}. Then I cast {_SUN} from my "
            "hand and it resolves.",
            _ON,
        ),
        # an earlier one of the opponent's cast by me (Jace's ultimate): a cast of mine
        (
            f"I cast my opponent's {_SUN}. Then I cast {_SUN} from my hand and it resolves.",
            _WON,
        ),
        (f"He casts his {_SUN}. Then I cast {_SUN} from my hand and it resolves.", None),
        (
            f"I don't cast my opponent's {_SUN}. Then I cast {_SUN} from my hand and it resolves.",
            None,
        ),
        # the short name, capitalised where a card stands (was unread)
        (
            "I cast Approach and it gets countered. Then I cast another Approach from my hand and "
            "it resolves.",
            _WON,
        ),
        (
            "I cast Approach from my hand and it resolves. Then I cast my second Approach from my "
            "hand and it resolves.",
            _WON,
        ),
        (
            "I cast Approach from my graveyard and it resolves. Then I cast my second Approach "
            "from my graveyard and it resolves.",
            _ON,
        ),
        (
            f"I cast {_SUN}. Then I cast {_SUN} from my graveyard and it resolves. Then I cast "
            f"{_SUN} from my hand and it resolves.",
            _WON,
        ),
        # the second one's place denied, said both ways, or unsaid; no earlier one of theirs
        (
            f"I cast {_SUN}. Then I cast {_SUN} not from my hand and it resolves.",
            None,
        ),
        (
            f"I cast {_SUN}. Then I cast {_SUN} from my hand, not from my graveyard, and it "
            "resolves.",
            None,
        ),
        (
            f"I cast {_SUN}. Then I never cast {_SUN} from my hand and it resolves.",
            None,
        ),
        (
            f"I cast {_SUN} and it gets countered. Then I cast another {_SUN} and it resolves.",
            None,
        ),
        (
            f"My opponent casts {_SUN}. Then I cast {_SUN} from my hand and it resolves.",
            None,
        ),
        (
            f"I cast Approach from my graveyard. Then I cast another {_SUN} from my hand, and it "
            "is countered.",
            None,
        ),
        (
            "my approach is to attack. I cast Approach of the Second Sun from my hand and it "
            "resolves.",
            None,
        ),
        (
            "I approach my opponent. Then I cast Approach of the Second Sun from my hand and it "
            "resolves.",
            None,
        ),
    ],
)
def test_a_second_approach_wins_only_from_the_hand(
    text: str, results: dict[str, str] | None
) -> None:
    """Right where the words tell enough; else (None) refused, never a win for the asker."""
    answer = rule_on(text, default_game=MAGIC)
    if results is None:
        assert isinstance(answer, NoRuling) or answer.results.get("me") != "won", answer.text()
    else:
        assert not isinstance(answer, NoRuling), answer.text()
        assert answer.results == results


def test_approach_is_the_card_only_where_a_card_stands() -> None:
    named = [
        [mention.card.name for mention in cards_in(text, MAGIC)]
        for text in (
            "I cast Approach and it resolves",
            "the second Approach resolves",
            "my Approach is countered",
            "my approach is to attack",
            "Approach is a good card",
            "I cast approach",
        )
    ]
    assert named == [[_SUN], [_SUN], [_SUN], [], [], []]


@pytest.mark.parametrize(
    ("text", "cases"),
    [
        # the second one's place unsaid: a case from the hand (a win), one from elsewhere
        (
            f"I cast {_SUN} and it gets countered. Then I cast another {_SUN} and it resolves.",
            [("over", _WON), ("ongoing", _ON)],
        ),
        (
            f"My opponent casts {_SUN} and it gets countered. Then he casts another {_SUN} and "
            "it resolves.",
            [("over", {"me": "lost", "opponent": "won"}), ("ongoing", _ON)],
        ),
        # each place ends alike: no question
        (
            f"My opponent controls Platinum Angel. I cast {_SUN}. Then I cast {_SUN} and it "
            "resolves.",
            [("ongoing", _ON)],
        ),
    ],
)
def test_a_second_approach_cast_from_where_unsaid_depends(
    text: str, cases: list[tuple[str, dict[str, str]]]
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert not isinstance(answer, NoRuling), answer.text()
    assert [(case.status, case.results) for case in answer.cases] == cases
