"""Rules the asker states, and outcomes the asker tells as all an act does (issue #31, "as
asked": "A copy of a spell isn't cast at all, so it won't count for either of these. If you try
to Twincast or Reverberate, all you'll do is gain 7 extra life.").

- A rule stated of a kind of thing ("a copy of a spell isn't cast", "a token can't be cast"),
  with no player, card, name or number in it, is no moment: skipped and shown.
- "If you <act>, all you'll do is <outcome>": the outcome is the moment, told in words as the
  outcome of a card Arbiter does not know is; never where the act names a card.
- "7 extra life" is 7 life."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "A copy of a spell isn't cast at all, so it won't count for either of these. I concede",
            {"me": "lost", "opponent": "won"},
        ),
        ("A token can't be cast. bob concedes", {"bob": "lost", "opponent": "won"}),
        # A kind in the plural, as a rule of all of them.
        ("Copies of spells aren't cast. I concede", {"me": "lost", "opponent": "won"}),
        (
            "An ability is not a spell. bob is at 2 life and loses 2 life",
            {"bob": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_rule_stated_of_a_kind_of_thing_is_skipped(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert any(s.lower().startswith(("a ", "an ", "copies ")) for s in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # A player named in it: a fact of the moment, not a rule.
        "A copy of a spell isn't cast, so bob won't win. I concede",
        # A card named: read (here refused), never skipped as a rule.
        "A copy of Lightning Bolt isn't cast. I concede",
        # Not a kind of thing of the game's terms: read, refused.
        "A player can't lose. I concede",
        "Players can't lose. I concede",
        # Said as a fact (no denial): read, refused.
        "A copy of a spell is cast. I concede",
    ],
)
def test_no_rule_is_skipped_where_it_may_be_a_fact(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "status", "gained"),
    [
        (
            "If you try to Twincast or Reverberate, all you'll do is gain 7 extra life.",
            "ongoing",
            True,
        ),
        ("If I try Fork on it, all I would do is gain 4 life", "ongoing", True),
        ("all you'll do is concede", "over", False),
    ],
)
def test_all_an_act_does_is_the_moment(text: str, status: str, gained: bool) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert any(s.lower().startswith("all ") for s in ruling.skipped)
    assert ("gained" in ruling.text()) is gained


@pytest.mark.parametrize(
    "text",
    [
        # A card named in the act: what it does is read, not taken on trust.
        "If you attack with Phage the Untouchable, all you'll do is deal 2 damage",
        "If I cast Lightning Bolt at him, all I'll do is gain 3 life",
        # "all it does is": of what, not said.
        "If you try that, all it does is gain you 2 life",
    ],
)
def test_all_an_act_does_is_not_trusted_over_a_card(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "n"), [("I gain 3 extra life", 3), ("bob takes 2 additional damage", 2)]
)
def test_extra_life_is_life(text: str, n: int) -> None:
    assert f"{n}" in _ruled(text).text()
