"""Session 35, left35: the leftovers of session 34 that could mislead, and right answers refused.
A refusal is always acceptable, a wrong answer never.

- A loop made "with my combo", no card named anywhere: was a depends (a draw, or the game goes
  on), though the cards may drain a player as it repeats (704.5a): asks which cards.
- "Why didn't I lose?" after a total of 0: was skipped as a question and ruled "you lose",
  contradicting the asker's fact: read as the claim, refused citing the rule (704.5a) and
  naming what could keep them in (Platinum Angel); with that card told, ruled as before.
- Hermit Druid "used to put his deck in the grave": the card only ever empties its
  controller's library (109.5): refused, where it was "you win".
- A non-Aura enchantment destroyed beside other events (Phyrexian Unlife) was offered a case
  where it died in the check of state-based actions, which no state-based action does.
- Exquisite Archangel told sacrificed after its player was at 0: its replacement had exiled it
  at the check before (614.1a, 704.3); the sacrifice was dropped unsaid and the rest ruled
  ("you win" beside the opponent at -2): refused.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # main: a depends, a draw or the game going on
        ("magic: I made an infinite loop with my combo", "which cards make the loop?"),
        ("I made an infinite loop with my combo. Is it a draw?", "which cards make the loop?"),
        ("we made an infinite loop with our triggers", "which cards make the loop?"),
        # main: "you lose" or "you win"
        ("I am at 0 life. Why didn't I lose?", "MTG CR 704.5a"),
        ("my opponent is at 0 life. Why didn't he lose?", "Platinum Angel"),
        ("I am at -2 life, why am I still in the game?", "MTG CR 704.5a"),
        ("I used Hermit Druid to put his deck in the grave, then he drew a card", "109.5"),
        (
            "my opponent used Hermit Druid to put my deck in the graveyard, then I drew a card",
            "Hermit Druid",
        ),
        (
            "I control Exquisite Archangel and I am at 0 life. My opponent is at 2 life. my "
            "Exquisite Archangel is sacrificed and my opponent goes to -2 life",
            "already left",
        ),
    ],
)
def test_what_could_mislead_is_refused(text: str, said: str) -> None:
    assert said in _refused(text).message, text


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # a card that keeps its player in: the claim holds, as before
        (
            "I control Platinum Angel. I am at 0 life. Why didn't I lose?",
            {"me": "playing", "opponent": "playing"},
        ),
        # Hermit Druid on its user's own library: as before
        (
            "my opponent used Hermit Druid to put his deck in the graveyard, then he drew a card",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_what_the_words_settle_is_still_ruled(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results, text


def test_an_enchantment_destroyed_is_never_offered_a_death_in_the_check() -> None:
    answer = _ruled(
        "I control Phyrexian Unlife. I go to -2 life and my Phyrexian Unlife is destroyed"
    )
    assert answer.results == {"me": "lost", "opponent": "won"}
    assert "state-based action" not in answer.explanation


# Right answers refused on main: a gain its effects leave out (Chaplain's Blessing) at a total
# told above 0 (it only raises it) beside Platinum Angel leaving; a creature put by Sneak Attack
# unnamed, the one other player conceding after it (the game was on when they conceded).
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control Platinum Angel and I am at 5 life. I cast Chaplain's Blessing. Then "
            "Platinum Angel is destroyed",
            {"me": "playing", "opponent": "playing"},
        ),
        ("I activated Sneak Attack and my opponent conceded", {"me": "won", "opponent": "lost"}),
        ("my opponent activated Sneak Attack and I conceded", {"me": "lost", "opponent": "won"}),
    ],
)
def test_right_answers_once_refused(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results, text


def test_what_the_gain_or_the_creature_may_change_stays_refused() -> None:
    # at -3 the gain may take the total above 0; damage after it may take it below
    _refused(
        "I control Platinum Angel. I am at -3 life. I cast Chaplain's Blessing and it resolves. "
        "Then Platinum Angel leaves the battlefield."
    )
    _refused(
        "I control Platinum Angel and I am at 5 life. I cast Chaplain's Blessing. I take 7 "
        "damage. Then Platinum Angel is destroyed"
    )
    # the creature unnamed, nobody conceding: asked, its example naming the card used
    assert "I used Sneak Attack on" in _refused("I activated Sneak Attack").message
