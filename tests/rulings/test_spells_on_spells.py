"""Spells told acting on other spells on the stack (issue #31, session 20; bot/core/rulings/
spells_on_spells.py): a counterspell told cast at a spell told before it ("he Counterspells
it", "she responds with Negate", "it gets countered by Dissolve") is that spell countered, so
nothing it would do happens (MTG CR 701.6a); a copy of a burn spell told aimed ("I Twincast
his Lava Axe back at him") deals its damage again, at whom its new controller aimed it, before
the original resolves (707.10, 707.10c, 405.5). Where the words leave open what decides it (a
Mana Leak nobody says was paid, a copy aimed at nobody said, a chain of counters) or tell a card
at something it cannot target (Negate at a creature spell, Stifle at a spell, Counterspell at a
trigger), the ruling is refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life. I Lightning Bolt him and he Counterspells it.",
        "bob is at 2 life. alice Shocks bob, but he counters it with Cancel.",
        "My opponent is at 3 life. I cast Lightning Bolt at him. He responds with Negate.",
        "My opponent is at 3 life. I Lightning Bolt him. In response he casts Counterspell on it.",
        "My opponent is at 4 life. I cast Lava Axe at him and he casts Dissolve targeting it.",
        "My opponent is at 3 life. I cast Lightning Bolt at him and my Lightning Bolt gets "
        "countered by Disallow.",
        "My opponent is at 2 life. I cast Shock at him and he plays Negate on my Shock.",
        "My opponent is at 3 life. I Lightning Bolt him and he casts Mana Leak on it and I "
        "can't pay.",
        "My friend is at 2 life. I Shock him and he answers with Counterspell.",
        # a one-word card capitalised as a verb
        "My opponent is at 3 life. I Lightning Bolt him and he Negates it.",
        "My opponent is at 4 life. I cast Lava Axe at him and he Dissolved it.",
        "My opponent is at 3 life. I Lightning Bolt him, he Mana Leaks it and I don't pay the 3.",
    ],
)
def test_a_countered_burn_spell_deals_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"  # countered: it never resolves (701.6a)
    assert "lost" not in ruling.results.values()


def test_a_countered_creature_spell_never_enters() -> None:
    ruling = _ruled("I am at 0 life. I cast Platinum Angel and he casts Essence Scatter on it.")
    assert ruling.status == "over"  # no Angel on the battlefield: the loss at 0 life stands
    assert ruling.results["me"] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life. I Lightning Bolt him and he casts Mana Leak on it and I pay.",
        "My opponent is at 3 life. I Lightning Bolt him, he Mana Leaks it, but I pay the {3}.",
    ],
)
def test_a_counter_its_controller_paid_for_lets_the_spell_resolve(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results["opponent"] == "lost"


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (
            "We are both at 5 life. My opponent casts Lava Axe at me and I Twincast it back at "
            "him.",
            "opponent",
        ),
        (
            "alice is at 4 life. alice casts Lava Axe at bob and bob copies it with Fork and "
            "aims the copy at alice.",
            "alice",
        ),
        (
            "bob and alice are both at 3 life. bob casts Lightning Bolt at alice. In response "
            "alice copies it with Reverberate targeting bob.",
            "bob",
        ),
        ("My opponent is at 3 life. He Bolts me and I Fork it back at him.", "opponent"),
        # the copy leaves him at 1; his own Bolt then resolves at me
        ("I am at 2 life and my opponent is at 4. He Bolts me and I Fork it back at him.", "me"),
    ],
)
def test_a_copied_burn_spell_deals_its_damage_first_where_it_was_aimed(
    text: str, loser: str
) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"  # the copy resolves first (405.5): the game ends there
    assert ruling.results[loser] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        "We are both at 6 life. I Twincast his Lava Axe back at him.",
        # the original told only by whose it is: what it does is asked even beside a lethal copy
        "My opponent is at 5 life. I Twincast his Lava Axe back at him.",
    ],
)
def test_an_original_told_only_by_the_copy_is_asked_about(text: str) -> None:
    # the copy resolves first; the original stays on the stack, aimed at whoever it was
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        # Mana Leak: whether its controller paid decides it, and nobody says
        "My opponent is at 3 life. I Lightning Bolt him, but he Mana Leaks it.",
        "My opponent is at 3 life. I Lightning Bolt him and he Mana Leaks it and he pays.",
        "My opponent is at 3 life. I cast Lightning Bolt at him and he responds with Mana Leak.",
        # Force of Will beside a life total: paid for with life or mana?
        "My opponent is at 1 life. I cast Lightning Bolt at him and he casts Force of Will on it.",
        # a counter at something it cannot target
        "My opponent is at 3 life. I Lightning Bolt him and he casts Stifle on it.",
        "I am at 0 life. I cast Platinum Angel and he casts Negate on it.",
        "I am at 0 life. I cast Platinum Angel and he Negates it.",
        "My opponent is at 3 life. I Lightning Bolt him and he Stifles it.",
        "My opponent is at 3 life. I cast Lightning Bolt at him and he casts Essence Scatter.",
        "I control Lich's Mastery and I am at 1 life. Lich's Mastery leaves the battlefield and "
        "I Counterspell the trigger.",
        # what it was cast at is not known to be an instant
        "My opponent is at 3 life. I Lightning Bolt him and he casts Dispel on it.",
        # a trigger countered that nobody says was put on the stack
        "I control Lich's Mastery and I am at 1 life. I cast Stifle on the trigger.",
        # a counter only tried: did it work?
        "My opponent is at 3 life. I Lightning Bolt him and he tries to Counterspell it.",
        # a chain: which spell each counter was cast at, or the counter itself stopped
        "My opponent is at 3 life. I Lightning Bolt him and he casts Counterspell on it, but "
        "Counterspell is countered.",
        "My opponent is at 3 life. I Lightning Bolt him, he Counterspells it and I Counterspell "
        "it.",
        "We are both at 5 life. My opponent casts Lava Axe at me and I Twincast it back at him, "
        "and he counters it.",
        # the copier cast, its copy's resolution unsaid (as "I cast Lava Axe at him"): asked
        "Bob and I are both at 5 life. Bob casts Lava Axe targeting me, and I respond by "
        "casting Reiterate on it, targeting Bob.",
        # a copy aimed at nobody said, of a spell that is no burn, or whose caster is unsaid
        "My opponent is at 4 life. He casts Lava Axe at me. In response I cast Reverberate on it.",
        "I cast Approach of the Second Sun and I copy it with Twincast at him.",
        "We are both at 5 life. I Twincast the Lava Axe back at him.",
        # aimed at no player: a face, a creature
        "My opponent is at 5 life. I Twincast his Lava Axe at his face.",
        "My opponent is at 5 life. I Twincast his Lava Axe at her creature.",
        "I am at 3 life. My opponent casts Char at me and I Fork it back at him.",
    ],
)
def test_what_the_words_leave_open_or_the_card_cannot_do_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        "If you try to Twincast or Reverberate, all you'll do is gain 7 extra life.",
        "If I try Fork on it, all I would do is gain 4 life.",
    ],
)
def test_a_copy_card_only_tried_is_no_event(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"


def test_a_counter_nobody_could_cast_is_no_counter() -> None:
    ruling = _ruled("My opponent is at 3 life. I Lightning Bolt him and he can't counter it.")
    assert ruling.results["opponent"] == "lost"


def test_the_ordinary_verb_is_no_card() -> None:
    # "negate" written small is the word, not the card (a question of the two cards)
    ruling = _ruled("Does Platinum Angel negate Lich's Mastery?")
    assert "Negate" not in {card["name"] for card in ruling.to_json()["cards"]}
