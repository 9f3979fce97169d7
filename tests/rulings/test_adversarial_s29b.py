"""Questions as phones type them, that Arbiter refused or read wrong after the first phone pass
(issue #31, the session-29 adversarial pass "mobile29b"): run-on messages with no punctuation,
a handle typed for a player, an emoji between two clauses, the asker who brought a player
down, a deck's colours in capitals. Each reading, and the near readings that must stay as they
were. A refusal is always acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

ME_WON = {"me": "won", "opponent": "lost"}
ME_LOST = {"me": "lost", "opponent": "won"}
GOES_ON = {"me": "playing", "opponent": "playing"}

# -- run-ons: a new subject right after a complete total or event is a new sentence -------------

# Each was refused ("I could not read "opp at 2 lp i bolt him""): a clause that ends on a total,
# a creature's power and toughness or an event's one player, then a player's word or a name
# before its verb or total. Told with full stops, each reads the same (MTG CR 104.3b, 120.3a,
# 510.1a, 104.3a).
RUN_ONS = [
    ("opp at 2 lp i bolt him", ME_WON),
    ("my opponent is at 3 life i bolt him", ME_WON),
    ("he is at 4 i bolt him", GOES_ON),
    ("he was at 3 i bolt him", ME_WON),
    ("im at 3 he attacks with a 4/4 i dont block", ME_LOST),
    ("im at 5 he attacks with a 4/4 i dont block", GOES_ON),
    ("im at 7 he attacks with a 4/4 and a 3/3 i dont block", ME_LOST),
    ("im at 10 he attacks with a 4/4 and a 3/3 i dont block", GOES_ON),
    ("he is at 2 i attack with a 2/2 he doesnt block", ME_WON),
    ("im at 3 he bolts me", ME_LOST),
    ("i am at 2 life he bolts me", ME_LOST),
    ("we are at 3 life he bolts me", ME_LOST),
    ("i have 3 life he deals 3 damage to me", ME_LOST),
    ("he has 2 life i hit him for 2", ME_WON),
    ("im at 2 i take 2 damage", ME_LOST),
    # were "you lose 2 life (from im at 2 he)", a depends asking the total the asker had told
    ("im at 2 he hits me for 2", ME_LOST),
    ("im at 3 he casts a spell that deals 3 damage to me", ME_LOST),
    ("im at 1 life i pay 1 life", ME_LOST),
    ("my opp has 5 life he takes 5 damage", ME_WON),
    ("he is at 3 i bolt him he gains 2 life in response", GOES_ON),
    ("i bolt him he concedes", ME_WON),
    ("opp at 20 i concede", ME_LOST),
    ("i am at 20 he concedes", ME_WON),
    ("im at 0 life he is at 5 life", ME_LOST),
    ("he is at 0 life im at 5 life", ME_WON),
]

NAMED_RUN_ONS = [
    ("bob 0 life alice 2 life who wins", {"bob": "lost", "alice": "won"}),
    ("bob 2 life alice 2 life", {"bob": "playing", "alice": "playing"}),
    ("bob at 0 life alice at 3", {"bob": "lost", "alice": "won"}),
    ("bob at 0 life alice at 0 life at the same time", {"bob": "drew", "alice": "drew"}),
    ("bob has 3 life bob takes 3 damage", {"bob": "lost", "opponent": "won"}),
    ("opp 0 life alice 3 life", {"opponent": "lost", "alice": "won"}),
    ("bob 0 life. bob concedes", {"bob": "lost", "opponent": "won"}),
    ("opp 0 life", ME_WON),
]


def test_a_run_on_splits_where_it_is_certain() -> None:
    for text, results in RUN_ONS + NAMED_RUN_ONS:
        assert _ruled(text).results == results, text


# Where the split is unsure, or the parts still leave a doubt, it stays refused: a name before
# a verb the text names nowhere else, a pronoun that may be anyone, a total told after its
# change, a blocked fight, an outcome guessed.
@pytest.mark.parametrize(
    "text",
    [
        "bob is at 3 life alice concedes",
        "bob has 3 life alice bolts him",
        "he is at 3 goblin attacks",
        "he is at 1 life he concedes",
        "i bolt him he was at 3",
        "he attacks with a 3/3 i block",
        "he is at 0 life i win",
        "he is at 1 life he loses",
        "im at 1 i pay 2 life",
        "bob at 0 life alice at 0 life",
        "im at 3 life u bolt me",
        # a word before a total may be an act: never a player called "pay" or "drain"
        "bob 0 life",
        "pay 3 life",
        "im at 5 pay 3 life",
        "im at 5. drain 3 life",
        "im at 5 heal 3 life",
    ],
)
def test_an_unsure_run_on_stays_refused(text: str) -> None:
    _refused(text)


# -- an emoji between two clauses: the writer's break ---------------------------------------------


# "bob is at 0 life 😂 alice is at 3 life" was refused ("I could not read "bob is at 0 life  alice
# is at 3 life""): the emoji was taken off and the two clauses left run together.
def test_an_emoji_between_clauses_is_a_break() -> None:
    for text, results in [
        ("bob is at 0 life 😂 alice is at 3 life", {"bob": "lost", "alice": "won"}),
        ("bob is at 0 life 💀 alice concedes", {"bob": "lost", "alice": "won"}),
        ("he is at 3 life 😂 i bolt him", ME_WON),
        ("im at 3 😭 he bolts me", ME_LOST),
        ("opp at 2 lp 🔥 i bolt him", ME_WON),
        ("bob is at 0 life 😂 does he lose", {"bob": "lost", "opponent": "won"}),
    ]:
        assert _ruled(text).results == results, text
    assert "him" in _refused("bob is at 3 life 🤔 alice bolts him").message


# -- "@bob": a typed handle is the name -----------------------------------------------------------


# "@bob concedes" was "@bob loses", a player called "@bob" (and "@bob is at 2 i bolt @bob"
# refused): the handle is the name. Discord's mention tokens stay as they were.
def test_a_typed_handle_is_the_name() -> None:
    for text, results in [
        ("@bob concedes", {"bob": "lost", "opponent": "won"}),
        ("@bob at 0 life", {"bob": "lost", "opponent": "won"}),
        ("@bob concedes. @alice is at 3 life", {"bob": "lost", "alice": "won"}),
        ("@bob 0 life @alice 2 life", {"bob": "lost", "alice": "won"}),
        ("@bob is at 2 i bolt @bob", {"bob": "lost", "me": "won"}),
        ("<@123> concedes", {"<@123>": "lost", "opponent": "won"}),
        ("<@123> concedes. <@456> is at 3 life", {"<@123>": "lost", "<@456>": "won"}),
        ("@arbiter bob is at 0 life", {"bob": "lost", "opponent": "won"}),
    ]:
        assert _ruled(text).results == results, text


# -- "i put bob at 0 life": the asker and bob play ------------------------------------------------


# Refused since the asker was lost as a player; with the asker named nowhere else and nobody nor
# anything else in the text, the game's players are the asker and bob: you win (MTG CR 104.2a,
# 104.3b). Anyone or anything more, or a pronoun brought down, stays refused.
def test_the_asker_and_the_one_brought_down_play() -> None:
    for text in ("i put bob at 0 life", "i put @bob at 0 life", "i put bob at 0 life?"):
        assert _ruled(text).results == {"me": "won", "bob": "lost"}, text
    assert _ruled("i put bob at 3 life").results == {"me": "playing", "bob": "playing"}
    for text in (
        "i put bob at 0 life and alice concedes",
        "i put him at 0 life",
        "i put bob at 0 life with lightning bolt",
    ):
        _refused(text)


# -- "on UR": a deck's colours in capitals, quoted as the asker wrote them ------------------------


# The refusal quoted "my opponent is on" (the "UR" read as "your" and dropped): a pair of
# capitals is a deck's colours; the refusal quotes the asker's words. "ur" stays "your".
@pytest.mark.parametrize(
    "text", ["my opponent is on UR and concedes", "the opponent plays UR and concedes"]
)
def test_a_decks_colours_are_quoted(text: str) -> None:
    assert 'UR"' in _refused(text).message


def test_ur_in_lower_case_is_still_your() -> None:
    assert _ruled("ur opp is at 0 life").results == ME_WON
