"""Cards told acting, as people ask about them (issue #31, "as asked"): the words around a
card's arrival that the reader used to refuse.

- "under my opponents control": the possessive's apostrophe left out (arrivals.py); the plural
  possessive ("my opponents' control", several players) stays as written;
- "When Phage comes into play under my opponent's control will he lose the game": a question
  after the moment with no comma before it, known by its verb before its subject ("will he");
  a statement with its verb after its subject ("he will lose") is no question.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PHAGE = "Phage the Untouchable"


@pytest.mark.parametrize(
    "text",
    [
        f"If {PHAGE} comes into play under my opponents control, will he lose the game?",
        f"{PHAGE} enters the battlefield under your opponents control. Who loses?",
        f"When {PHAGE} comes into play under my opponents control will he lose the game?",
    ],
)
def test_a_card_entering_under_the_opponents_control_without_an_apostrophe(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends  # was it cast from a hand: unsaid
    # not cast: its controller, the opponent, loses (Phage's own trigger); cast: nothing yet
    assert sorted(sorted(case.results.items()) for case in ruling.cases) == [
        [("me", "playing"), ("opponent", "playing")],
        [("me", "won"), ("opponent", "lost")],
    ]


def test_several_opponents_control_is_not_one_players() -> None:
    _refused(f"If {PHAGE} comes into play under my opponents' control, will he lose the game?")


@pytest.mark.parametrize(
    ("text", "results", "asked"),
    [
        (
            "alice is at 3 life and bob deals 3 damage to alice will she lose the game",
            {"alice": "lost", "bob": "won"},
            "will she lose the game",
        ),
        (
            "my opponent is at 2 life and loses 5 life would he lose the game or not",
            {"me": "won", "opponent": "lost"},
            "would he lose the game or not",  # shown whole, its "or not" too (s31)
        ),
        (
            "I am at 4 life and I lose 4 life will I lose the game",
            {"me": "lost", "opponent": "won"},
            "will I lose the game",
        ),
        (
            "I am at 9 life and I lose 4 life is he the winner",
            {"me": "playing", "opponent": "playing"},
            "is he the winner",
        ),
    ],
)
def test_a_question_after_the_moment_without_a_comma_is_skipped(
    text: str, results: dict[str, str], asked: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert ruling.skipped == (asked,)


@pytest.mark.parametrize(
    "text",
    [
        # Its verb after its subject: a statement, not a question; left to the grammar.
        "alice is at 3 life and bob deals 3 damage to her and she will lose the game",
        # No subject after the verb: no question.
        "alice is at 3 life and bob deals 3 damage to her will lose the game",
    ],
)
def test_a_statement_after_the_moment_is_not_skipped_as_a_question(text: str) -> None:
    _refused(text)


# -- what the asker thinks of whether a card was cast ----------------------------------------


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (
            f"If I use Sneak Attack to put {PHAGE} into play, do I lose? I think Phage is put "
            'into play from "hand," but she is not "played" because I didn\'t pay her mana cost.',
            "me",
        ),
        (
            f"My opponent puts {PHAGE} into play with Show and Tell. I believe it wasn't cast "
            "since he didn't pay its mana cost. Who wins?",
            "opponent",
        ),
        (
            f"I reanimate {PHAGE}. We thought Phage counts as played. Do I lose?",
            "me",
        ),
    ],
)
def test_what_the_asker_thinks_of_a_card_being_cast_is_skipped(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over" and ruling.results[loser] == "lost"
    assert any(said.lower().startswith(("i ", "we ")) for said in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # A card not named before, a number, or another player: a fact that may matter.
        f"I reanimate {PHAGE}. I think Platinum Angel was cast from my hand.",
        f"I reanimate {PHAGE}. I think I paid 5 mana for it.",
        f"I reanimate {PHAGE}. I think my opponent cast it.",
        f"I reanimate {PHAGE}. I think they cast it.",
    ],
)
def test_a_thought_that_tells_more_than_casting_is_not_skipped(text: str) -> None:
    _refused(text)


def test_a_thought_of_casting_leaves_what_was_told_to_settle_it() -> None:
    """Nothing told says how Phage came: the thought settles nothing, the answer depends."""
    ruling = _ruled(
        f"{PHAGE} enters the battlefield under my control. I think it was cast since I paid its "
        "mana cost. Do I lose?"
    )
    assert ruling.depends
    assert {case.results["me"] for case in ruling.cases} == {"lost", "playing"}


# -- "and then": the moment before, and what came after --------------------------------------


@pytest.mark.parametrize(
    ("text", "status", "loser"),
    [
        ("I am at 3 life and then I take 3 damage", "over", "me"),
        ("bob is at 2 life and then alice deals 2 damage to bob. Who wins?", "over", "bob"),
        ("I control Platinum Angel and then I go to 0 life", "ongoing", None),
        ("my opponent is at 6 life and then he loses 2 life", "ongoing", None),
    ],
)
def test_what_came_and_then_is_read_after_the_moment_before(
    text: str, status: str, loser: str | None
) -> None:
    ruling = _ruled(text)  # "I am at 3 life and" was refused: its "and" kept before "then"
    assert ruling.status == status
    if loser is not None:
        assert ruling.results[loser] == "lost"


# -- "Got ...": the asker's "I have" left out -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "status"),
    [
        (
            "Got Sulfuric Vortex, Worship, and a creature in play and my life total is 1. my "
            "opponent uses a Shock on me, do I lose?",
            "ongoing",
        ),
        ("got a Platinum Angel in play and I am at 0 life", "ongoing"),
        ("I've got Worship and a creature in play and I am at 1 life. I take 5 damage", "ongoing"),
    ],
)
def test_got_at_the_start_is_what_the_asker_has(text: str, status: str) -> None:
    ruling = _ruled(text)  # "Got Sulfuric Vortex" was refused: a sentence with no subject
    assert ruling.status == status
    assert ruling.results["me"] == "playing"


@pytest.mark.parametrize(
    "text",
    [
        # No card held after it: no holding.
        "Got hit by a Shock. Do I lose?",
        # Not at the start: whose is unsaid.
        "and then got Platinum Angel in play. I am at 0 life",
    ],
)
def test_got_without_a_card_held_after_it_is_not_read(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "status", "loser"),
    [
        ("I am at 3 life. My opponent then deals 3 damage to me.", "over", "me"),
        ("my opponent is at 2 life and I then deal 2 damage to him", "over", "opponent"),
        ("I am at 5 life and the opponent then deals 2 damage to me", "ongoing", None),
    ],
)
def test_a_player_then_acting_is_read_after_the_moment_before(
    text: str, status: str, loser: str | None
) -> None:
    ruling = _ruled(text)  # "My opponent then deals ...": "My opponent" was read alone, refused
    assert ruling.status == status
    if loser is not None:
        assert ruling.results[loser] == "lost"


def test_then_inside_a_players_words_is_not_moved() -> None:
    """Only "then" right between a player and a verb moves; "then" with words between stays."""
    _refused("I am at 3 life and I then, after a while, take 3 damage")


# -- a permanent tapped to deal damage: its ability's damage is no combat damage ------------


@pytest.mark.parametrize(
    ("text", "status", "loser"),
    [
        # Phage's trigger needs combat damage: none of this is (510.1).
        (f"My opponent is at 5 life. I tap my {PHAGE} to deal 1 damage to him.", "ongoing", None),
        (f"I am at 1 life. My opponent taps his {PHAGE} to deal 1 damage to me.", "over", "me"),
        (f"bob is at 7 life. alice taps {PHAGE} to deal 2 damage to bob", "ongoing", None),
    ],
)
def test_damage_a_card_deals_by_tapping_is_not_combat_damage(
    text: str, status: str, loser: str | None
) -> None:
    ruling = _ruled(text)  # was refused: "say whether Phage dealt combat damage"
    assert ruling.status == status
    if loser is not None:
        assert ruling.results[loser] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        # Another player's card: whose ability, unsaid; no amount: how much, unsaid.
        f"I tap his {PHAGE} to deal 1 damage to him",
        # What may stop the ability said beside it: whether it dealt the damage, unsure.
        f"My opponent is at 1 life. I tap my {PHAGE} to deal 1 damage to him, but the ability "
        "is countered.",
        f"My opponent is at 5 life. I tap my {PHAGE} to deal damage to him.",
    ],
)
def test_a_tap_whose_card_or_amount_is_unsaid_is_not_read(text: str) -> None:
    _refused(text)
