"""Approach of the Second Sun as people ask it (issue #31, session 33b): a card told cast again
by a word ("a second copy", "another one", "one"), an act told by its gerund with a win claimed
of it ("casting a second copy will win you the game (if it resolves, that is)"), and a rule
stated of the card told again ("The first one also doesn't need to resolve"). Cast from its
caster's hand after another of theirs this game, it wins them the game as it resolves (MTG CR
104.2b, 608.2); its place unsaid, a case each (cast_places.py). A refusal is always
acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on

MAGIC = System("magic")
_ON = {"me": "playing", "opponent": "playing"}
_WON = {"me": "won", "opponent": "lost"}
_IF = "if you cast Approach and it gets countered, "

_BLOG = (
    "The first one also doesn't need to resolve; if you cast Approach and it gets hit with a "
    "counterspell, casting a second copy will win you the game (if it resolves, that is) ... "
    "That said, the second one doesn't win you the game until it resolves"
)


@pytest.mark.parametrize(
    ("text", "cases"),
    [
        # each was refused on main: the rule, the gerund and its claim, or "a second copy" unread
        (_BLOG, [("over", _WON), ("ongoing", _ON)]),
        (
            "if your opponent casts Approach and it gets countered, casting a second copy will "
            "win him the game (if it resolves, that is)",
            [("over", {"me": "lost", "opponent": "won"}), ("ongoing", _ON)],
        ),
        # the claim is the asker's; the ruling settles it, whichever way it is said
        (
            f"{_IF}casting a second one won't win you the game (provided it resolves)",
            [("over", _WON), ("ongoing", _ON)],
        ),
        # the place it is said to be cast from, in the act the claim is made of
        (
            "If I cast Approach and it gets countered, casting a second copy from my hand will "
            "win me the game (if it resolves, that is)",
            [("over", _WON)],
        ),
        (
            "If I cast Approach and it gets countered, casting a second copy with flashback will "
            "win me the game (if it resolves, that is)",
            [("ongoing", _ON)],
        ),
        # the card named again where its place is told
        (
            "I cast Approach and it gets countered. Then I cast one from my hand and it resolves.",
            [("over", _WON)],
        ),
        (
            "I cast Approach and it gets countered, then I cast a second copy with flashback and "
            "it resolves",
            [("ongoing", _ON)],
        ),
    ],
)
def test_approach_told_again_as_people_say_it(
    text: str, cases: list[tuple[str, dict[str, str]]]
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert not isinstance(answer, NoRuling), answer.message
    assert [(case.status, case.results) for case in answer.cases] == cases


@pytest.mark.parametrize(
    "text",
    [
        # its resolution not said: what it did is to be said
        f"{_IF}casting a second copy will win you the game",
        # no earlier cast of the caster's own; another game's; a copy is never cast (707.10)
        "if your opponent casts Approach and it gets countered, casting a second copy will win "
        "you the game (if it resolves, that is)",
        "if you cast Approach last game, casting a second copy will win you the game (if it "
        "resolves, that is)",
        "if you copy Approach with Twincast, casting a second copy will win you the game (if it "
        "resolves)",
        # a hand not the caster's own
        "If I cast Approach and it gets countered, casting a second copy from his hand will win "
        "me the game (if it resolves)",
        # cards of two names before: which one is "another one" is not said
        "I cast Approach and Lightning Bolt at him. Then I cast another one from my hand and it "
        "resolves.",
        # "one" naming something else
        "I cast Approach. Then I cast one of my instants and it resolves.",
        "I cast Approach and it gets countered. Then I cast one more and it resolves.",
        # a rule's words that tell an event are no rule: read or refused, never skipped
        "I cast Approach and it resolves. The second one doesn't resolve.",
    ],
)
def test_what_the_words_leave_open_is_no_win(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
