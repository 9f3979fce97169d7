"""Cards told cast again as a new user would type it (issue #31, the session-33 adversarial pass
"adv33a", after census33b's casts_told_again.py): "a second copy", "another one", a win claimed
of the act, Approach of the Second Sun and the cards people ask of as often (Lightning Bolt,
Thassa's Oracle, Laboratory Maniac). Each question below was ruled wrong on main, or refused
with words the asker cannot use. A refusal is always acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.card_lookup import cards_in
from bot.faces.i18n import translate
from tests.rulings.test_chat_reading import _refused, _ruled

MAGIC = System("magic")

_AT_5 = "My opponent is at 5 life."


@pytest.mark.parametrize(
    "text",
    [
        # a spell no card names, told by what it is of a card never said cast ("I bolt him"):
        # was dropped without a word, "nobody has won or lost yet" (6 damage at 5 life)
        f"{_AT_5} I bolt him and it resolves. Then I cast a second copy at him and it resolves.",
        f"{_AT_5} I cast a copy at him and it resolves.",
        # a second Lightning Bolt told last, what it did unsaid, after a Bolt whose fate is
        # open: was taken for that Bolt, "nobody has won or lost yet" in the case it resolved
        f"{_AT_5} I cast Lightning Bolt at him. Then I cast Lightning Bolt.",
        f"{_AT_5} I cast Lightning Bolt at him. Then I cast a second copy.",
    ],
)
def test_a_spell_told_again_is_never_dropped(text: str) -> None:
    _refused(text)


_AGAIN = "and it gets countered. Then I cast a second copy from my hand and it resolves."


@pytest.mark.parametrize(
    ("name", "known"),
    [
        # another name than the card's, whatever its first word or how near the whole: was
        # read as Approach of the Second Sun ("Approach" taken, the rest left), a win
        ("Approach of the First Moon", False),
        ("Approach of the Third Sun", False),
        ("Approach of the Second Moon", False),
        # the card's name misspelt, word by word: still the card
        ("Aproach of the Second Sun", True),
        ("Approach of the Second Son", True),
    ],
)
def test_a_name_that_is_not_the_cards_is_never_ruled_as_it(name: str, known: bool) -> None:
    found = [mention.card.name for mention in cards_in(f"I cast {name} {_AGAIN}", MAGIC)]
    assert found == (["Approach of the Second Sun"] if known else []), found
    answer = rule_on(f"I cast {name} {_AGAIN}", default_game=MAGIC)
    assert isinstance(answer, NoRuling) != known


_COUNTERED = "I cast Approach and it gets countered."


@pytest.mark.parametrize(
    "text",
    [
        f"{_COUNTERED} Then I cast a second copy.",
        f"{_COUNTERED} Then I cast Approach again.",
        "if you cast Approach and it gets countered, casting a second copy will win you the game",
    ],
)
def test_a_second_approach_neither_placed_nor_resolved_asks_both(text: str) -> None:
    """Was refused with the engine's own words: '"another_cast" is a condition a spell checks
    as it resolves: give it to an effect in a cast's "effects"'."""
    answer = _refused(text)
    assert "another_cast" not in answer.message
    assert "resolve?" in answer.message and "from your hand?" in answer.message
    spanish = translate(answer.told(), "es")
    assert "¿Se resolvió" in spanish and "desde tu mano?" in spanish, spanish


@pytest.mark.parametrize(
    "text",
    [
        # Snapcaster Mage lets it be cast from a graveyard: never a case of the hand
        f"{_COUNTERED} Then I cast a second copy with Snapcaster Mage and it resolves.",
        f"{_COUNTERED} Then I cast Approach via Snapcaster and it resolves.",
    ],
)
def test_a_second_approach_cast_by_way_of_a_card_is_no_case_of_the_hand(text: str) -> None:
    """Was 'depends': if you cast it from your hand, you win."""
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # the card named again by a word, then aimed: was refused ("I could not read")
        (
            f"{_AT_5} I cast Lightning Bolt at him and it resolves. Then I cast another one at "
            "him and it resolves.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            f"{_AT_5} I cast Lightning Bolt at him and it gets countered. Then I cast another one "
            "targeting him and it resolves.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent is at 7 life. I cast Lightning Bolt at him and it resolves. Then I cast "
            "another one at him and it resolves.",
            {"opponent": "playing", "me": "playing"},
        ),
    ],
)
def test_a_card_named_again_and_aimed(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_second_approach_from_the_hand_its_resolution_unsaid_depends_on_it() -> None:
    """Was refused with "Say what happens": the case that it did not resolve told nothing."""
    answer = _ruled(f"{_COUNTERED} Then I cast a second copy from my hand.")
    assert [(case.status, case.results) for case in answer.cases] == [
        ("over", {"me": "won", "opponent": "lost"}),
        ("ongoing", {"me": "playing", "opponent": "playing"}),
    ]
    assert answer.question is not None and "resolve?" in answer.question


def test_a_cards_nickname_that_goes_on_as_another_name_is_not_the_card() -> None:
    """'Wrath' after a cast verb is Wrath of God's name as people say it; 'Wrath of the Skies'
    goes on as another card's name (it was refused as Wrath of God, 'which permanents it
    took')."""
    answer = _refused(
        "My opponent controls Platinum Angel and is at 0 life. I cast Wrath of the Skies and it "
        "resolves."
    )
    assert answer.cards == ("Wrath of the Skies",), answer.message
