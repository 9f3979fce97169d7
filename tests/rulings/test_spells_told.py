"""Cards acting, told as play (issue #31, rulings.md revision 3, "Cards"): the burn, draw and
life-setting spells people cast as a game ends are known by name, with what they do as they
resolve."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

# -- the cards people cast as a game ends -----------------------------------------------------

KNOWN_SPELLS = [
    ("alice is at 2 life. bob's Shock deals 2 damage to alice", {"alice": "lost", "bob": "won"}),
    (
        "carol is at 3 life. dave's Lightning Strike deals 3 damage to carol",
        {"carol": "lost", "dave": "won"},
    ),
    (
        "I am at 5 life. my opponent's Lava Axe deals 5 damage to me",
        {"me": "lost", "opponent": "won"},
    ),
    ("bob is at 3 life. I cast Lava Spike and bob takes 3 damage", {"bob": "lost", "me": "won"}),
    ("bob is at 4 life. Fireblast deals 4 damage to bob", {"bob": "lost", "opponent": "won"}),
    ("bob is at 9 life. my Banefire deals 10 damage to bob", {"bob": "lost", "me": "won"}),
]


@pytest.mark.parametrize(("text", "results"), KNOWN_SPELLS)
def test_a_burn_spell_people_cast_is_known_and_judged(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert ruling.cards  # named under the answer, with its rules


SYMMETRIC = [
    # damage to each player at once: all of them at 0 or less is a draw (104.4a)
    (
        "I am at 3 life and my opponent is at 4 life. I cast Flame Rift. I take 4 damage and my"
        " opponent takes 4 damage",
        {"me": "drew", "opponent": "drew"},
    ),
    (
        "alice is at 5 life and bob is at 9 life. alice casts Earthquake for 5. alice takes 5"
        " damage and bob takes 5 damage",
        {"alice": "lost", "bob": "won"},
    ),
    (
        "alice is at 2 life and bob is at 2 life. Volcanic Fallout: alice takes 2 damage and bob"
        " takes 2 damage",
        {"alice": "drew", "bob": "drew"},
    ),
]


@pytest.mark.parametrize(("text", "results"), SYMMETRIC)
def test_damage_to_each_player_at_once_is_known_and_judged(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert ruling.unknown_cards == ()


@pytest.mark.parametrize("name", ["Brainstorm", "Ancestral Recall", "Rakdos Charm", "Banefire"])
def test_a_draw_or_burn_spell_only_cast_is_known_and_what_it_did_asked(name: str) -> None:
    refused = _refused(f"I cast {name}")  # cast only: what it did is for the words to say
    assert refused.kind is not Refusal.UNKNOWN_CARD
    assert "does not know" not in refused.message


def test_a_life_setting_spell_only_cast_ends_nothing() -> None:
    ruling = _ruled("I cast Worldfire")
    assert ruling.status == "ongoing"
    assert [card["name"] for card in ruling.to_json()["cards"]] == ["Worldfire"]


def test_a_life_total_set_by_a_spell_is_never_judged_as_if_unset() -> None:
    # Worldfire sets each life total to 1: beside totals it does not say, refused.
    refused = _refused("I am at 20 life. I cast Worldfire and my opponent takes 1 damage")
    assert refused.kind is Refusal.CARD_NOT_JUDGED


# -- a card's name used as a verb: the spell cast at a player, resolving ----------------------

VERBED = [
    # (text, results): the spell's damage is dealt to the player after the verb
    ("alice is at 2 life. bob Shocks alice", {"alice": "lost", "bob": "won"}),
    ("I am at 3 life. I bolt myself", {"me": "lost", "opponent": "won"}),
    ("my opponent is at 3 life. I bolted my opponent", {"opponent": "lost", "me": "won"}),
    # a reflexive is the caster, never a new player called "himself"
    ("bob is at 3 life and carol is at 5 life. bob bolts himself", {"bob": "lost", "carol": "won"}),
    ("dave is at 9 life. I Fireball dave for 10", {"dave": "lost", "me": "won"}),
    ("dave is at 9 life. I Banefire dave with X = 10", {"dave": "lost", "me": "won"}),
    # countered, as the words say: no damage
    (
        "alice is at 2 life. bob Shocks alice and it is countered",
        {"alice": "playing", "bob": "playing"},
    ),
    # what it did said in words too: the damage once, never twice
    (
        "alice is at 3 life. bob Shocks alice and alice takes 2 damage",
        {"alice": "playing", "bob": "playing"},
    ),
    # more life than the spell deals: nothing ends
    ("alice is at 5 life. bob shocked alice", {"alice": "playing", "bob": "playing"}),
]


@pytest.mark.parametrize(("text", "results"), VERBED)
def test_a_card_name_used_as_a_verb_casts_it_at_that_player(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert "himself" not in ruling.players


def test_a_spell_as_a_verb_at_a_player_whose_life_is_unsaid_depends_on_it() -> None:
    ruling = _ruled("bob Shocks alice")
    assert ruling.status == "depends"
    assert ruling.question is not None and "alice" in ruling.question


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("bob is at 9 life. I Fireball bob", "for 5"),  # X: how much?
        ("bob is at 9 life. I Banefire bob", "for 5"),
        ("bob is at 9 life. I bolt bob for 5", "bolt bob for 5"),  # not what Bolt deals
        ("I shock bob's creature. bob is at 2 life", "shock bob's creature"),  # not a player
        ("bob is at 3 life. I was shocked", "shocked"),  # a state, no spell
        ("alice is at 3 life. bob does not bolt alice", "bolt alice"),  # a negation: unread
    ],
)
def test_a_spell_verb_that_says_no_amount_or_no_player_is_refused(text: str, named: str) -> None:
    refused = _refused(text)
    assert named.lower() in refused.message.lower()


# -- "in response": the stack, the last spell told resolves first -----------------------------

RESPONSES = [
    # the response resolves first: bob is gone before his Bolt resolves
    (
        "alice is at 2 life and bob is at 2 life. bob bolts alice, and in response alice bolts bob",
        {"alice": "won", "bob": "lost"},
    ),
    (
        "alice is at 2 life and bob is at 2 life. bob bolts alice and alice bolts bob in response",
        {"alice": "won", "bob": "lost"},
    ),
    (
        "alice is at 2 life and bob is at 2 life. bob bolts alice, in response to it alice"
        " Shocks bob",
        {"alice": "won", "bob": "lost"},
    ),
    # "In response" opening a sentence of its own: to the spell the sentence before told
    (
        "alice is at 1 life and bob is at 1 life. bob Shocks alice. In response, alice Shocks bob.",
        {"alice": "won", "bob": "lost"},
    ),
    (
        "alice is at 2 life and bob is at 2 life. bob Shocks alice. Then in response to it alice"
        " Shocks bob.",
        {"alice": "won", "bob": "lost"},
    ),
    # without "in response", as written: bob's first
    (
        "alice is at 2 life and bob is at 2 life. bob bolts alice. then alice bolts bob",
        {"alice": "lost", "bob": "won"},
    ),
    # a response to the response resolves before both
    (
        "I am at 2 life and bob is at 2 life. bob bolts me, in response I bolt bob, and in response"
        " to my Lightning Bolt bob Shocks me",
        {"me": "lost", "bob": "won"},
    ),
    # the response does not kill: both resolve, the later one last
    (
        "alice is at 2 life and bob is at 5 life. bob bolts alice and in response alice bolts bob",
        {"alice": "lost", "bob": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), RESPONSES)
def test_a_spell_cast_in_response_resolves_first(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_player_who_lost_takes_their_spell_off_the_stack() -> None:
    # 800.4a: with three players the game goes on, and bob's Bolt never resolves
    ruling = _ruled(
        "3 players: alice, bob, carol. alice is at 2 life and bob is at 2 life. bob bolts alice"
        " and in response alice bolts bob"
    )
    assert ruling.results == {"alice": "playing", "bob": "lost", "carol": "playing"}
    assert "MTG CR 800.4a" in ruling.explanation


# -- a spell cast at a player: its damage only where the words say it resolved ----------------


def test_a_spell_cast_at_a_player_depends_on_whether_it_resolved() -> None:
    ruling = _ruled("alice is at 3 life. bob casts Lightning Bolt targeting alice")
    assert ruling.status == "depends"
    assert ruling.question is not None and "resolve" in ruling.question
    cases = {case.condition: case.results for case in ruling.cases}
    assert cases == {
        "bob's Lightning Bolt resolved": {"alice": "lost", "bob": "won"},
        "bob's Lightning Bolt did not resolve": {"alice": "playing", "bob": "playing"},
    }


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "carol is at 2 life. dave casts Shock at carol and it resolves",
            {"carol": "lost", "dave": "won"},
        ),
        (
            "I am at 3 life. my opponent casts Lightning Strike on me, and it resolved",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "carol is at 2 life. dave casts Shock at carol and it is countered",
            {"carol": "playing", "dave": "playing"},
        ),
        # "play", as players long said "cast"
        (
            "carol is at 5 life. I played Lava Axe on carol and it resolved",
            {"carol": "lost", "me": "won"},
        ),
        # the name people give it as a verb, as its name after "cast"
        (
            "carol is at 3 life. I cast Bolt at carol and it resolves",
            {"carol": "lost", "me": "won"},
        ),
        (
            "I am at 2 life. my opponent casts a shock at me and it resolves",
            {"me": "lost", "opponent": "won"},
        ),
        # what it did said in words: as said, never its damage again on top
        (
            "carol is at 5 life. dave casts Lightning Bolt at carol and carol takes 3 damage",
            {"carol": "playing", "dave": "playing"},
        ),
        (
            "carol is at 3 life. dave casts Lightning Bolt at carol and carol takes 3 damage",
            {"carol": "lost", "dave": "won"},
        ),
        # "it resolves" and what it did: the damage once, never twice
        (
            "carol is at 5 life. dave casts Lightning Bolt at carol and it resolves and carol"
            " takes 3 damage",
            {"carol": "playing", "dave": "playing"},
        ),
        # the response told resolving resolves first
        (
            "alice is at 2 life and bob is at 2 life. bob casts Lightning Bolt targeting alice"
            " and it resolves, and in response alice casts Shock targeting bob and it resolves",
            {"alice": "won", "bob": "lost"},
        ),
    ],
)
def test_a_spell_cast_at_a_player_deals_its_damage_only_as_the_words_say(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status != "depends"
    assert ruling.results == results


def test_a_spell_whose_resolution_does_not_matter_is_answered_without_asking() -> None:
    ruling = _ruled("alice is at 20 life. bob casts Lightning Bolt at alice")
    assert ruling.status == "ongoing"
    assert ruling.question is None


def test_two_spells_cast_whose_resolution_is_unsaid_are_refused_asking_for_each() -> None:
    refused = _refused(
        "alice is at 2 life and bob is at 2 life. bob casts Lightning Bolt targeting alice and"
        " alice casts Shock targeting bob in response"
    )
    assert refused.kind is Refusal.DEPENDS_TWICE
    assert "bob's Lightning Bolt" in refused.message and "alice's Shock" in refused.message


@pytest.mark.parametrize(
    "told",
    [
        "bob bolts alice and in response alice bolts bob",
        # as the situation language says it: "Bob's bob's Lightning Bolt ceased to exist" before
        "alice's Lightning Bolt deals 3 damage to bob. then bob's Lightning Bolt deals 3 damage"
        " to alice",
    ],
)
def test_a_player_who_lost_takes_their_spell_and_the_answer_names_it_once(told: str) -> None:
    ruling = _ruled(
        f"3 players: alice, bob, carol. alice is at 2 life and bob is at 2 life. {told}"
    )
    assert "Bob's Lightning Bolt ceased to exist" in ruling.explanation
    assert "bob's bob's" not in ruling.text().lower()


# -- life paid to cast or activate: a cost, paid before the spell or ability resolves ---------

PAID = [
    # paid down to 0: the check comes before the ability resolves (601.2h, 602.2b, 704.3)
    (
        "I am at 50 life. I pay 50 life to activate Aetherflux Reservoir targeting my opponent",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I am at 50 life and my opponent is at 50 life. I pay 50 life to activate Aetherflux"
        " Reservoir targeting my opponent and it resolves",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I am at 2 life. I paid 2 life to cast Lightning Bolt at my opponent",
        {"me": "lost", "opponent": "won"},
    ),
    # with three players, the ability of a player gone never resolves (800.4a)
    (
        "3 players: me, bob, carol. I am at 50 life and bob is at 50 life. I pay 50 life to"
        " activate Aetherflux Reservoir targeting bob and it resolves",
        {"me": "lost", "bob": "playing", "carol": "playing"},
    ),
    # life left: the ability resolves and deals its damage
    (
        "I am at 60 life and bob is at 50 life. I pay 50 life to activate Aetherflux Reservoir"
        " targeting bob and it resolves",
        {"me": "won", "bob": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), PAID)
def test_life_paid_to_activate_is_paid_before_the_ability_resolves(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_life_paid_to_activate_at_a_player_depends_on_whether_it_resolved() -> None:
    ruling = _ruled(
        "I am at 60 life and bob is at 50 life. I pay 50 life to activate Aetherflux Reservoir"
        " targeting bob"
    )
    assert ruling.status == "depends"
    assert ruling.question is not None and "your Aetherflux Reservoir" in ruling.question


# -- "It resolves." said in a sentence of its own: of the spell told before -------------------


def test_a_resolution_said_in_its_own_sentence_is_the_spell_befores() -> None:
    ruling = _ruled("alice is at 3 life. bob casts Lightning Bolt targeting alice. It resolves.")
    assert ruling.results == {"alice": "lost", "bob": "won"}
    countered = _ruled("alice is at 3 life. bob casts Shock at alice, then it is countered")
    assert countered.status == "ongoing" and countered.question is None


def test_a_spell_said_to_resolve_in_its_own_sentence_with_what_it_did_unsaid_is_refused() -> None:
    # it was "nobody has won or lost yet": the resolving Fireball played as doing nothing
    refused = _refused("alice is at 3 life. bob casts Fireball. it resolves")
    assert "Say what happens" in refused.message


@pytest.mark.parametrize(
    "text",
    [
        # what Brainstorm's draws did turns on the library: never judged as drawing nothing
        # (its count told, it is judged: tests/rulings/test_cast_draws.py)
        "I control Laboratory Maniac. I cast Brainstorm and it resolves",
        "I control Laboratory Maniac and I cast Brainstorm with only one card in his library",
        "bob controls Laboratory Maniac and bob casts Ancestral Recall targeting himself",
    ],
)
def test_a_draw_spell_whose_draws_are_unsaid_is_refused_never_judged(text: str) -> None:
    refused = _refused(text)
    assert refused.kind is not Refusal.UNKNOWN_CARD
    assert "Say what happens" in refused.message


def test_a_draw_spell_whose_draw_from_an_empty_library_is_said_is_judged() -> None:
    ruling = _ruled("I control Laboratory Maniac. I cast Brainstorm and draw from an empty library")
    assert ruling.results == {"me": "won", "opponent": "lost"}
