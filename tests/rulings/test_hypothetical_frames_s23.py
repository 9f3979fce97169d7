"""Hypothetical and general questions told as a moment (issue #31, "as asked"; the census's
`hypothetical` family): the frames "What rule applies in the situation where ...", "What happens
in a situation where ..." around a moment; every player's library said run out of ("both
players run out of cards in their library": each library is empty, which ends nothing by
itself, 704.5b); and a planeswalker's emblem said by the ability used ("have used his emblem
ability"). Paraphrases with other players, cards and orders, and near-misses that still refuse."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

# -- the frame: "what rule applies in the situation where", "what happens in a situation where" --

FRAMED = [
    ("What rule applies in the situation where both players draw from an empty library?", "over"),
    ("What happens in a situation where I'm at 2 life and take 3 damage?", "over"),
    ("Which rule applies if my opponent is at 1 life and loses 1 life?", "over"),
    ("what rule applies when alice is at 5 life and takes 2 damage?", "ongoing"),
    ("What happens in the situation where bob concedes?", "over"),
]


@pytest.mark.parametrize(("text", "status"), FRAMED)
def test_a_moment_framed_as_the_rule_that_applies_is_ruled(text: str, status: str) -> None:
    assert _ruled(text).status == status


def test_a_framed_moment_it_cannot_read_names_its_words() -> None:
    refused = _refused("What rule applies in the situation where I flibber?")
    assert refused.kind is Refusal.UNREAD and refused.unread == "I flibber"


def test_a_rule_asked_without_a_moment_still_goes_to_the_rules_index() -> None:
    refused = _refused("What rule applies to drawing from an empty library?")
    assert refused.kind is Refusal.RULE_QUESTION


# -- every player's library run out of ---------------------------------------------------------

EVERY_LIBRARY = [
    ("both players run out of cards in their library.", "ongoing", None),
    ("Both players ran out of cards in their libraries. Then I draw a card.", "over", "lost"),
    ("we have no cards in our decks. then my opponent draws a card", "over", "won"),
    ("everyone has no cards in their libraries. then everyone draws a card", "over", "drew"),
    ("each player runs out of cards in his library and I am at 3 life.", "ongoing", None),
]


@pytest.mark.parametrize(("text", "status", "me"), EVERY_LIBRARY)
def test_every_players_library_run_out_of_is_each_one_empty(
    text: str, status: str, me: str | None
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    if me is not None:
        assert ruling.results["me"] == me


@pytest.mark.parametrize(
    "text",
    [
        # two players named by a list: whose library is which, not read
        "alice and bob run out of cards in their libraries. alice draws a card.",
        # almost, or would: nothing ran out
        "both players almost run out of cards in their library. I draw a card.",
        "he mills both our libraries. I draw a card.",
    ],
)
def test_libraries_run_out_of_by_other_words_are_refused(text: str) -> None:
    _refused(text)


# -- the emblem, said by the ability used ------------------------------------------------------

EMBLEM_USED = [
    "I control Gideon of the Trials and have used his emblem ability. I draw from an empty "
    "library.",
    "bob controls Gideon of the Trials and has activated its emblem ability. bob is at 0 life.",
    "in a two-player game where both players control a Gideon of the Trials and have used his "
    "emblem ability. both players draw from an empty library.",
]


@pytest.mark.parametrize("text", EMBLEM_USED)
def test_an_emblem_said_by_the_ability_used_keeps_its_holder_in(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}


@pytest.mark.parametrize(
    "text",
    [
        # no planeswalker held to name it, or an emblem not its own
        "I have used his emblem ability. I draw from an empty library.",
        "I control Gideon of the Trials and have used an emblem ability. I'm at 0 life.",
    ],
)
def test_an_emblem_ability_naming_no_planeswalker_is_refused(text: str) -> None:
    assert "Whose emblem" in _refused(text).message


# -- "currently", "right now": the moment told is the present one ------------------------------

NOW = [
    ("Currently, I'm at 3 life. I take 3 damage.", {"me": "lost", "opponent": "won"}),
    ("Right now my opponent is at 2 life and I deal him 2 damage.", {"opponent": "lost"}),
    ("At the moment bob is at 4 life. bob takes 1 damage.", {"bob": "playing"}),
    (
        "Arnold, Beth, and Chuck are playing a multiplayer game. Currently, it's Chuck's turn. "
        "Arnold concedes.",
        {"arnold": "lost", "beth": "playing", "chuck": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), NOW)
def test_a_moment_said_to_be_now_is_ruled(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    got = {player.lower(): result for player, result in ruling.results.items()}
    assert results.items() <= got.items()


@pytest.mark.parametrize(
    ("text", "unread"),
    [
        ("Currently I flibber.", "I flibber"),
        (
            "Currently there's no way for the game to end except by conceding.",
            "there's no way for the game to end",
        ),
    ],
)
def test_what_follows_now_unread_is_still_named(text: str, unread: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and unread in refused.unread
