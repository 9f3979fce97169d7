"""A question asked in general terms, then its example (issue #31, "as asked"): "If an
opponent steals my commander, is commander damage reset? Let's say ...". The general question
names no player of the game, no card and no number; the example that follows ("Let's say",
"For example", "Say") tells a word of its moment again, and is the moment judged. The general
question is skipped and shown; anything more specific, or an example of another moment, is read
as before (and refused where it cannot be)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "If an Opponent Steals My Commander, Is Commander Damage Reset? Let's say Player A's"
            " Commander has dealt 10 Commander Damage to Player B. Player C gains control of"
            " Player A's Commander through Control Magic, and subsequently attacks Player B with"
            " it for another 11 damage.",
            {"Player A": "playing", "Player B": "lost", "Player C": "playing"},
        ),
        (
            "If a player concedes, does the game end? For example, bob concedes.",
            {"bob": "lost"},
        ),
        # "For instance" and "e.g." open an example as "Let's say" does, and a bound is general.
        (
            "What if somebody drops under 1 life from combat damage? For instance, carol is at"
            " 2 life and takes 3 combat damage",
            {"carol": "lost"},
        ),
        (
            "magic commander: if someone steals my commander, does its damage still count? Say"
            " 3 players: alice, bob, carol. carol gains control of alice's commander and alice's"
            " commander deals 21 combat damage to bob",
            {"alice": "playing", "bob": "lost", "carol": "playing"},
        ),
    ],
)
def test_a_general_question_is_judged_by_its_example(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    for player, result in results.items():
        assert ruling.results[player] == result
    assert any(s.endswith("?") for s in ruling.skipped)  # shown, not dropped


@pytest.mark.parametrize(
    "text",
    [
        # No example after it.
        "If an opponent concedes, do I win?",
        # The sentence after tells another moment, not the question's.
        "If an opponent concedes, do I win? Let's say bob is at 3 life",
        # The asker retold is no word of the moment ("an opponent concedes"): another moment.
        "If an opponent concedes, do I win? Say I am at 3 life",
        # A number, a card: a moment of its own, not general.
        "If an opponent has ten poison counters, does he lose? Let's say bob has 9 poison counters",
        "If an opponent controls Platinum Angel, can he lose? For example, bob is at 0 life",
    ],
)
def test_a_general_question_without_its_example_is_not_skipped(text: str) -> None:
    _refused(text)


# -- "can I ... and not lose?": the moment is the asker doing it --------------------------------

PHAGE = "Phage the Untouchable"


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # Under Humility, Phage enters with no abilities: nothing triggers (613.1f, 603.2).
        (
            "If I have Humility in play, can I use Sneak Attack or Show and Tell to put out a"
            " Phage and not lose?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            f"Can I put {PHAGE} onto the battlefield with Sneak Attack and survive?",
            {"me": "lost", "opponent": "won"},
        ),
        ("Can I concede and still win?", {"me": "lost", "opponent": "won"}),
        (
            "I control Humility. Could I reanimate Phage the Untouchable and not lose the game?",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_can_i_do_it_and_not_lose_is_judged_as_done(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert any(s.lower() in ("can i", "could i") for s in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # No outcome asked after "and": another action, not read as the question.
        "Can I use Sneak Attack to put out a Phage and then attack?",
        # Another player: "can my opponent ..." is not the asker's act.
        f"Can my opponent put {PHAGE} onto the battlefield and not lose?",
        # Denied, not asked.
        f"I can't put {PHAGE} onto the battlefield and not lose",
    ],
)
def test_an_act_not_asked_by_the_asker_is_not_read_as_done(text: str) -> None:
    _refused(text)
