"""Which of two ways of losing comes first, asked of a moment (issue #31, "as asked": "If you
were at 1 life with 1 card in your library and you played Night's Whisper would you die first by
decking or life loss?"): the question is the outcome asked, skipped and shown; the moment where
both come is ruled on, and the answer names each way the loss came, with its rule (both are
checked at once, MTG CR 704.3). A moment that tells none of the ways asked about is refused:
what happens is what to say. One way alone ("can I lose to decking") is still the moment's
event (test_losses_told.py), never a question dropped."""

from __future__ import annotations

import pytest

from bot.core.languages import Language
from bot.faces.i18n import translate
from tests.rulings.test_chat_reading import _events, _refused, _ruled


@pytest.mark.parametrize(
    ("text", "loser", "asked"),
    [
        (
            "If you were at 1 life with 1 card in your library and you drew 2 cards and lost 2 "
            "life would you die first by decking or life loss?",
            "me",
            "would you die first by decking or life loss",
        ),
        (
            "Alice is at 1 life and has no cards in her library. She draws a card and loses 2 "
            "life. Would she lose by decking or by life loss first?",
            "Alice",
            "Would she lose by decking or by life loss first",
        ),
        (
            "If bob is at 2 life and draws from an empty library and takes 3 damage, does he "
            "lose to damage or to decking first?",
            "bob",
            "does he lose to damage or to decking first",
        ),
        (
            "Carol is at 1 life and has no cards in her library. She draws a card and loses 2 "
            "life. Which kills her first, the life loss or decking?",
            "Carol",
            "Which kills her first, the life loss or decking",
        ),
    ],
)
def test_the_moment_where_both_ways_come_is_ruled_on(text: str, loser: str, asked: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"
    assert asked in ruling.skipped
    both = [e["event"] for e in _events(ruling)[-1]]
    assert sorted(both) == ["deck_out", "life"]  # at once, not one after the other
    said = ruling.text()
    assert "704.5b" in said and "704.5a" in said  # each way the loss came, with its rule
    # ... and the rule that decides which comes first: neither, they are checked at once
    assert "Neither way of losing comes first" in ruling.explanation
    assert "(MTG CR 704.3)" in ruling.explanation


def test_the_rule_that_decides_is_said_in_the_askers_language() -> None:
    ruling = _ruled(
        "Alice is at 1 life and has no cards in her library. She draws a card and loses 2 "
        "life. Would she lose by decking or by life loss first?"
    )
    said = ruling.text(word=lambda message: translate(message, Language.FRENCH))
    assert "Aucune façon de perdre ne passe en premier" in said
    assert "MTG CR 704.3" in said


def test_no_rule_of_which_comes_first_where_only_one_way_came() -> None:
    ruling = _ruled(
        "If I were at 1 life with 1 card in my library and I cast Brainstorm would I die first "
        "by decking or life loss?"
    )
    assert all("Neither way" not in case.explanation for case in ruling.cases)


def test_no_rule_of_which_comes_first_where_none_was_asked() -> None:
    ruling = _ruled(
        "Alice is at 1 life and has no cards in her library. She draws a card and loses 2 life."
    )
    assert "Neither way" not in ruling.explanation


_BOTH = "Dave is at 1 life and has no cards in his library. He draws a card and loses 2 life."


@pytest.mark.parametrize(
    "asked",
    [
        "Would he die by decking first or by life loss?",
        "Is it the life loss or the decking that kills him?",
        "Does he lose to the empty library or to the life loss first?",
        "Which happens first, decking or life loss?",
        "Does he die from decking or from life loss?",
    ],
)
def test_the_ways_asked_in_other_words(asked: str) -> None:
    ruling = _ruled(f"{_BOTH} {asked}")
    assert ruling.results == {"Dave": "lost", "opponent": "won"}
    assert asked.rstrip("?") in ruling.skipped
    assert "Neither way of losing comes first" in ruling.explanation


def test_a_spell_whose_draw_decks_the_asker_answers_which_way() -> None:
    ruling = _ruled(
        "If I were at 1 life with 1 card in my library and I cast Brainstorm would I die first "
        "by decking or life loss?"
    )
    assert ruling.status == "depends"  # whether the spell resolved, unsaid
    assert any(case.results == {"me": "lost", "opponent": "won"} for case in ruling.cases)
    assert "would I die first by decking or life loss" in ruling.skipped


def test_something_that_keeps_the_player_in_still_holds() -> None:
    ruling = _ruled(
        "I control Platinum Angel. I'm at 1 life and have no cards in my library. I draw a card "
        "and lose 2 life. Would I die first by decking or life loss?"
    )
    assert ruling.results == {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        # Neither way is told: what happens is what to say, never "nothing ends".
        "If I'm at 1 life, would I die first by decking or life loss?",
        "Bob is at 3 life. Does he lose to damage or to decking first?",
        "Alice is at 3 life. Is it the life loss or the decking that kills her?",
        # Denied: no draw from an empty library, and nothing else happens.
        "If I'm at 3 life and I don't draw from an empty library, would I die first by decking "
        "or life loss?",
    ],
)
def test_ways_asked_of_a_moment_without_them_are_refused(text: str) -> None:
    _refused(text)


def test_one_way_asked_is_still_the_moments_event() -> None:
    ruling = _ruled("Can I lose to decking if I control Platinum Angel?")
    assert ruling.results == {"me": "playing", "opponent": "playing"}
    assert any(e["event"] == "deck_out" for report in _events(ruling) for e in report)


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("Bob is at 2 life. I deal him 3 damage. Who takes the damage first?", "Who takes"),
        (
            "My opponent is at 3 life. I bolt him. Who does Lightning Bolt damage first?",
            "Who does Lightning Bolt damage first",
        ),
    ],
)
def test_the_order_of_damage_asked_is_the_moment_ruled_on(text: str, asked: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert "won" in ruling.results.values()
    assert any(said.startswith(asked) for said in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # no damage told: what happens is what to say
        "I'm at 5 life. Who takes the damage first?",
        # the card asked of is not the one told
        "My opponent is at 3 life. I bolt him. Who does Lava Axe damage first?",
    ],
)
def test_the_order_of_damage_not_told_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize("asked", ["Who does Char damage first?", "Who takes the damage first?"])
def test_a_spell_that_damages_both_deals_it_at_once(asked: str) -> None:
    ruling = _ruled(f"Both players are at 2 life. I Char my opponent. {asked}")
    assert ruling.results == {"me": "drew", "opponent": "drew"}  # both at 0 or less at once
    assert asked.rstrip("?") in ruling.skipped


def test_the_order_of_damage_with_no_moment_never_guesses_who_cast_it() -> None:
    # the moment never told: who cast it at whom is not guessed, a case each way
    # (damage_order.py); at 2 life each, both ways end alike (a draw); at 3, they do not
    both = (
        "Who does Char damage first? The one who played it or the target (such as a player)? "
        "What if they are both at {n} life?"
    )
    assert _ruled(both.format(n="two")).results == {"me": "drew", "opponent": "drew"}
    three = _ruled(both.format(n="three"))
    assert three.depends
    assert {tuple(sorted(case.results.items())) for case in three.cases} == {
        (("me", "won"), ("opponent", "lost")),
        (("me", "lost"), ("opponent", "won")),
    }
