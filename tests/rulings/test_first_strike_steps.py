"""Combat damage from a creature said to have first or double strike, told beside other damage
in one sentence (issue #31, the session-26 adversarial pass "adversary26b" over timing words).

"I am at 2 and my opponent is at 2. My creature with first strike deals 2 combat damage to him
and his creature without first strike deals 2 combat damage to me" was a draw: both read as
one moment. A first striker deals its damage in a step of its own and the game checks between
the steps (MTG CR 510.4, 704.3), so the opponent had lost before the rest was dealt. Where the
words leave open whether the others had first strike too, and where an amount is said of a
double striker's damage (once, or in all? 702.4b), the question is refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


# The first strikers' damage first, the rest (said to lack first strike) after the check.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "i am at 2 and my opponent is at 2. my creature with first strike deals 2 combat "
            "damage to him and his creature without first strike deals 2 combat damage to me. "
            "who wins?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "we're both at two. my creature with first strike deals two combat damage to him and "
            "his creature without first strike deals two combat damage to me",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "alice is at 3 and bob is at 3. bob's first-striker deals 3 combat damage to alice "
            "and alice's creature w/o first strike deals 3 combat damage to bob. who wins?",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "alice is at 3 and bob is at 3. alice's creature with no first strike deals 3 combat "
            "damage to bob and bob's first striker deals 3 combat damage to alice.",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "i'm at 3, opp at 3. his first striker deals 3 combat damage to me and my creature "
            "with no first strike deals 3 combat damage to him.",
            {"me": "lost", "opponent": "won"},
        ),
        # the first step kills nobody: the rest is dealt, and decides it
        (
            "i'm at 5 and my opponent is at 4. my first striker deals 2 combat damage to him and "
            "his creature without first strike deals 5 combat damage to me",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_first_strike_damage_comes_first(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_commander_with_first_strike_kills_before_the_other_deals_damage() -> None:
    # alice has lost (21 from bob's commander) before her commander deals its damage: that
    # damage cannot happen, and is never a loss for bob
    answer = _refused(
        "magic commander: 3 players: alice, bob, carol. bob's commander with first strike "
        "deals 21 combat damage to alice and alice's commander without first strike deals 40 "
        "combat damage to bob."
    )
    assert "alice has already left" in answer.message


# Whether the others had first strike too, or what a double striker dealt, left open: refused.
@pytest.mark.parametrize(
    "text",
    [
        "we're both at 2. my first strike creature deals 2 damage to him and his creature deals "
        "2 damage to me. who wins?",
        "i'm at 4 and my opponent is at 4. my creature with first strike deals 4 combat damage "
        "to him and i take 4 damage from his creature.",
        "we're both at 5. simultaneously i take 5 damage from his first striker and he takes 5 "
        "from my regular creature.",
        "i'm at 3, opp at 3. his first striker deals 3 combat damage to me and i gain 3 life "
        "from my lifelinker at the same time",
        "magic commander: 3 players: alice, bob, carol. bob's commander deals 21 combat damage "
        "to alice and alice's commander with first strike deals 21 combat damage to bob",
        # double strike: the amount may be once or in all
        "i'm at 2 and my opponent is at 2. his double strike creature deals 2 combat damage to "
        "me and my creature deals 2 combat damage to him. who wins",
        "both at 3. my creature with double strike deals 3 combat damage to my opponent and his "
        "creature deals 3 combat damage to me at the same time. draw?",
        "my opponent is at 5. my double striker deals 3 combat damage to him. does he die?",
        "i'm at 4. his creature with double strike deals 2 combat damage to me. am i dead?",
        "magic commander: bob's commander with double strike deals 11 combat damage to alice.",
        "magic commander: alice takes 11 commander damage from bob's double striker.",
    ],
)
def test_strike_steps_left_open_are_refused(text: str) -> None:
    _refused(text)


# Near readings: every creature said with first strike, none, a lone first striker, and a
# double striker told by its stats are read as before.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "magic: 3 players: alice, bob, carol. bob is at 2 and carol is at 2. alice's creature "
            "with first strike deals 2 combat damage to bob and alice's other creature with first "
            "strike deals 2 combat damage to carol.",
            {"alice": "won", "bob": "lost", "carol": "lost"},
        ),
        (
            "magic: 3 players: alice, bob, carol. bob is at 2 and carol is at 2. alice's creature "
            "without first strike deals 2 combat damage to bob and alice's other creature deals 2 "
            "combat damage to carol.",
            {"alice": "won", "bob": "lost", "carol": "lost"},
        ),
        (
            "he's at 4. my first striker deals 4 combat damage to him. does he lose?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "my opponent is at 6. i attack with a 3/3 double striker and he doesn't block. does "
            "he lose?",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "i am at 2 and my opponent is at 2. my creature with first strike deals 2 combat "
            "damage to him. his creature without first strike deals 2 combat damage to me.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_strikes_said_alike_are_read_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_spell_in_response_beside_a_first_striker_is_asked_as_before() -> None:
    # the Bolt is a moment of its own before the damage: whether it resolved is asked, as for
    # any creature's damage
    ruling = _ruled(
        "i'm at 2 and my opponent is at 2. my first striker deals 2 combat damage to him. in "
        "response he casts lightning bolt at me. who wins"
    )
    assert ruling.depends
