"""Questions a new Magic player types, in their own words, that Arbiter answered wrong or misled
on (issue #31, the session-27 adversarial pass "adversary27a"): each reading, its paraphrases,
and the near readings that must stay as they were. A refusal is always acceptable, the wrong
answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- a count given "more" with its kind unsaid, after commander damage


# "bob has taken 20 commander damage from alice's commander and takes 1 more. does he lose" was
# "it depends on his life": the one more was read as damage from no commander, and bob only lost
# 1 life. After commander damage from one commander, a bare "N more" is N more from it, and 21
# from one commander ends the game for bob (MTG CR 903.10a, 104.3j).
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "bob has taken 20 commander damage from alice's commander and takes 1 more. "
            "does he lose",
            {"bob": "lost"},
        ),
        ("bob takes 20 commander damage from alice's commander and takes 1 more.", {"bob": "lost"}),
        ("bob takes 20 commander damage from alice and takes 1 more.", {"bob": "lost"}),
        (
            "bob took 20 commander damage from alice's commander, then took 1 more. does he lose",
            {"bob": "lost"},
        ),
        (
            "bob has taken 10 commander damage from alice's commander and takes another 11.",
            {"bob": "lost"},
        ),
        (
            "4 players: me, alice, bob, carol. bob has taken 20 commander damage from alice's "
            "commander and takes 1 more. who wins",
            {"bob": "lost", "me": "playing", "carol": "playing"},
        ),
    ],
)
def test_more_after_commander_damage_is_commander_damage(
    text: str, results: dict[str, str]
) -> None:
    answer = _ruled(text)
    assert answer.status != "depends", answer.text()
    assert {player: answer.results[player] for player in results} == results, answer.text()


# Near misses: whose commander is not said, life or poison was counted too, or something else may
# have given the count: "more" of what is asked.
@pytest.mark.parametrize(
    "text",
    [
        "bob has taken 20 commander damage and takes 1 more. does he lose",
        "bob is at 30 life and has taken 20 commander damage from alice's commander and takes 1 "
        "more. does he lose",
        "bob has 9 poison counters and 20 commander damage from alice's commander and takes 1 more",
        "bob took 20 commander damage from alice's commander. alice bolts him and he takes 3 more.",
    ],
)
def test_more_of_an_unsure_kind_after_commander_damage_is_refused(text: str) -> None:
    answer = _refused(text)
    assert "more of what" in answer.message, answer.message


# The count going on "from" a source of its own is that source's damage, as the phrases read it.
def test_more_from_another_source_after_commander_damage_is_that_sources() -> None:
    answer = _refused(
        "bob has taken 20 commander damage from alice's commander and takes 1 more from carol's "
        "commander. does he lose"
    )
    assert "combat damage" in answer.message, answer.message


# "and takes 1 more and then ...": the clause goes on after "more" with a joining word.
def test_more_poison_followed_by_a_clause_is_poison() -> None:
    answer = _ruled("bob has 9 poison counters and takes 1 more and then he concedes")
    assert answer.results["bob"] == "lost", answer.text()
    assert "10 poison counters" in answer.text(), answer.text()


# -- poison given or proliferated as a spell or an ability resolves, what it did unsaid


# "bob has 9 poison counters. alice casts tezzeret's gambit and it resolves. does bob lose" was
# "nobody has won or lost yet": the proliferation (and Vraska's Fall's poison counter) was never
# played, so the cast or the activation was as good as nothing. Its controller chooses bob, who
# then has 10 (MTG CR 701.34a, 104.3d): what it did is asked.
@pytest.mark.parametrize(
    "text",
    [
        "bob has 9 poison counters. alice casts tezzeret's gambit. does bob lose",
        "bob has 9 poison counters. alice casts tezzeret's gambit and it resolves. does bob lose",
        "opp has 9 poison counters. i cast tezzeret's gambit. win?",
        "bob has 9 poison counters. alice casts vraska's fall. does bob lose",
        "opp has 9 poison counters. i cast vraska's fall and it resolves. does he lose",
        "bob has 9 poison counters. alice activates karn's bastion. does bob lose",
        "bob has 9 poison counters. alice activates contagion engine. does bob lose",
        "bob has 9 poison counters. alice's contagion engine's ability resolves. does bob lose",
    ],
)
def test_poison_given_as_it_resolves_is_asked(text: str) -> None:
    _refused(text)


# What it did said, or that it was countered: read as before.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "bob has 9 poison counters. alice casts tezzeret's gambit. bob gets 1 poison counter",
            {"bob": "lost"},
        ),
        (
            "opp has 9 poison counters. i cast vraska's fall. he gets a poison counter",
            {"opponent": "lost"},
        ),
        (
            "bob has 9 poison counters. alice casts tezzeret's gambit. it is countered.",
            {"bob": "playing"},
        ),
    ],
)
def test_poison_given_as_it_resolves_said_is_read(text: str, results: dict[str, str]) -> None:
    answer = _ruled(text)
    assert {player: answer.results[player] for player in results} == results, answer.text()


# -- commander damage said as a tally held ("has 21 commander damage from ...")


# "bob has 21 commander damage from alice's commander" was refused, offering "bob takes 21
# commander damage from alice" (which also takes 21 life): it is what that commander has dealt
# him this game, counted as "has taken" is, the life it took already in any total said.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "commander, 4 players: me, alice, bob, carol. bob has 21 commander damage from "
            "alice's commander. does he lose",
            {"bob": "lost", "carol": "playing"},
        ),
        (
            "commander, 4 players: me, alice, bob, carol. bob has twenty one commander damage "
            "from alice",
            {"bob": "lost"},
        ),
        (
            "commander, 4 players: me, alice, bob, carol. bob has 21 commander damage from "
            "alice's commander and platinum angel",
            {"bob": "playing"},
        ),
        (
            "bob has 20 commander damage from alice's commander. alice's commander deals 1 combat "
            "damage to bob. does bob lose",
            {"bob": "lost"},
        ),
        ("bob has 20 commander damage from alice's commander and takes 1 more.", {"bob": "lost"}),
        # a tally: the life it took is in the total said
        (
            "in commander, 4 players: me, alice, bob, carol. bob is at 5 life and has 15 "
            "commander damage from alice. does bob lose",
            {"bob": "playing"},
        ),
    ],
)
def test_commander_damage_held_is_a_tally(text: str, results: dict[str, str]) -> None:
    answer = _ruled(text)
    assert answer.status != "depends", answer.text()
    assert {player: answer.results[player] for player in results} == results, answer.text()


# -- a counterspell said held beside a spell


# "opp is at 3. i bolt him but he has a counterspell. does he lose" was "opponent loses": the
# Counterspell, only said held, was taken for a card that ends nothing, and the Bolt resolved.
# Whether it was cast at the Bolt decides (MTG CR 701.6a): asked.
@pytest.mark.parametrize(
    "text",
    [
        "opp is at 3. i bolt him but he has a counterspell. does he lose",
        "opp is at 3. i bolt him but he has counterspell. does he lose",
        "opp is at 3 and has counterspell. i bolt him. does he lose",
        "i'm at 3. opp bolts me but i have counterspell. do i lose",
    ],
)
def test_a_counterspell_held_beside_a_spell_is_asked(text: str) -> None:
    answer = _refused(text)
    assert "Counterspell" in answer.message, answer.message


# Told cast at it, or the spell said to resolve: read.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "opp is at 3. i bolt him but he casts counterspell. does he lose",
            {"opponent": "playing"},
        ),
        ("opp is at 3. i bolt him. he counterspells it. dead?", {"opponent": "playing"}),
        (
            "opp is at 3 and has counterspell. i bolt him and it resolves. does he lose",
            {"opponent": "lost"},
        ),
    ],
)
def test_a_counterspell_cast_or_a_spell_resolved_is_read(
    text: str, results: dict[str, str]
) -> None:
    answer = _ruled(text)
    assert {player: answer.results[player] for player in results} == results, answer.text()


# -- a spell cast "that" does something: the caster's spell, never a source named by the words


# "i'm at 5 and opp at 5. i cast a spell that deals 5 damage to each player. who wins" was
# understood as "you lose 5 life (from i cast a spell that)": the words before "that" taken for
# the name of what dealt the damage. It is the asker's spell, as "my spell deals ..." reads.
@pytest.mark.parametrize(
    ("text", "source"),
    [
        (
            "i'm at 5 and opp at 5. i cast a spell that deals 5 damage to each player. who wins",
            "(from your spell)",
        ),
        ("opp is at 5. i cast a spell which deals 5 damage to him. dead?", "(from your spell)"),
        (
            "i have platinum angel and my opp casts a spell that says i lose the game. do i lose",
            "(from your opp's spell)",
        ),
        ("bob is at 3. alice casts a sorcery that deals 3 damage to bob", "(from alice's sorcery)"),
    ],
)
def test_a_spell_cast_that_acts_is_its_casters(text: str, source: str) -> None:
    answer = _ruled(text)
    assert source in answer.text(), answer.text()
    assert "cast a spell" not in answer.text() and "casts a" not in answer.text(), answer.text()


# -- a proliferation on combat damage, beside damage not said to be combat damage


# "opp has 9 poison counters. my thrummingbird hits him for 1. does he lose" was "it depends on
# his life": its trigger, on combat damage to a player only, was dropped without a word (said to
# be combat damage, he gets his tenth counter, 701.34a). Whether it was combat damage is asked.
@pytest.mark.parametrize(
    "text",
    [
        "opp has 9 poison counters. my thrummingbird hits him for 1. does he lose",
        "opp has 8 poison counters. my bloated contaminator hits him for 4. does he lose",
        "opp has 9 poison counters. my thrummingbird deals 1 damage to him",
    ],
)
def test_a_proliferation_on_combat_damage_asks_for_combat(text: str) -> None:
    answer = _refused(text)
    assert "combat damage" in answer.message, answer.message


def test_a_proliferation_on_combat_damage_said_is_read() -> None:
    answer = _ruled(
        "opp has 9 poison counters. my thrummingbird deals 1 combat damage to him. does he lose"
    )
    assert answer.results["opponent"] == "lost", answer.text()
