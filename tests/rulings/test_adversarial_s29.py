"""Questions as phones, learners of English and stream chat type them, that Arbiter read
wrong or refused (issue #31, the session-29 adversarial pass "mobile29"): each reading, its
paraphrases, and the near readings that must stay as they were. A refusal is always
acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- "u", "ur": the person, never a player called "u" ---------------------------------------------

# "u at 0 life" was "u loses: their life total is 0", a player named "u" beside an "opponent",
# and "ur at 0 life" the same for "ur": a phone's "u" and "ur" are "you" and "your", the asker
# as "you" is everywhere else (MTG CR 104.3b, 704.5a).
ASKER_LOST = [
    "u at 0 life",
    "ur at 0 life",
    "u are at 0 life",
    "u concede",
    "u have 1 life and take 1 dmg",
]
ASKER_WON = ["ur opponent concedes", "ur opp is at 0 life"]


def test_u_and_ur_are_the_asker() -> None:
    for text in ASKER_LOST:
        assert _ruled(text).results == {"me": "lost", "opponent": "won"}, text
    for text in ASKER_WON:
        assert _ruled(text).results == {"me": "won", "opponent": "lost"}, text


# Chat's words that are nobody: never a player (nor a suggestion's), refused or skipped.
@pytest.mark.parametrize("text", ["ya at 0 life", "imma at 0 life", "yo at 0 life"])
def test_chat_words_are_never_players(text: str) -> None:
    assert 'is at 0 life"?' not in _refused(text).message


# A mana letter or a deck's colours is no person: "mono-u", "ur tempo" stay as they were.
@pytest.mark.parametrize(
    "text",
    ["my opponent is on mono-u and concedes", "my opponent is playing ur tempo and concedes"],
)
def test_colour_letters_stay_letters(text: str) -> None:
    assert "you" not in _refused(text).message.split('"')[1]


# -- stream chat: the one called on, a plea, a face ------------------------------------------------

# "chat: bob is at 0 life", "@arbiter ...", "judge pls ..." were refused ("I could not read
# "chat: bob is at 0 life""), "chat bob is at 0 life" even suggested "chat is at 0 life", and
# "/rule bob is at 0 life" "rule is at 0 life".
BOB_AT_ZERO = [
    "chat: bob is at 0 life",
    "chat bob is at 0 life",
    "chat, bob is at 0 life",
    "@arbiter bob is at 0 life",
    "arbiter: bob is at 0 life",
    "judge pls bob is at 0 life",
    "judge please, bob is at 0 life",
    "!rule bob is at 0 life",
    "/rule bob is at 0 life",
    "/ruling: bob is at 0 life",
    "pls bob is at 0 life",
    "bro bob is at 0 life",
    "omg bob is at 0 life",
    "bob is at 0 life ty",
    "bob is at 0 life pls",
    "bob is at 0 life 😂",
    "bob is at 0 life 😂 does he lose",
    "💀 bob is at 0 life",
    "bob is at 0 life :)",
]


def test_stream_chat_framing_is_skipped() -> None:
    for text in BOB_AT_ZERO:
        assert _ruled(text).results == {"bob": "lost", "opponent": "won"}, text


# "judge" acting is no call: a judge's game loss stays one, "judge gives ..." stays unread.
def test_a_judge_acting_is_not_a_call() -> None:
    assert _ruled("the judge gives bob a game loss").results == {"bob": "lost", "opponent": "won"}
    assert "judge gives bob" in _refused("judge gives bob a game loss").message


# -- a learner's words for a count: "3 damages", "0 lives", "he rests at 2", "gets 3 damage" ------

# Each was refused ("I could not read "he rests at 2 life""). Before a count only, each says
# what the situation language does: damage taken or dealt (120.3a, 104.3b), a life total held.
LEARNERS = [
    ("he rests at 2 life and i make 3 damages to him", {"opponent": "lost", "me": "won"}),
    ("i have 0 lives", {"me": "lost", "opponent": "won"}),
    ("my lp is 0", {"me": "lost", "opponent": "won"}),
    ("opp at 2 lp. i bolt him", {"opponent": "lost", "me": "won"}),
    ("bob has 3 lifes and takes 3 damage", {"bob": "lost", "opponent": "won"}),
    ("bob has 3 life. bob gets 3 damage", {"bob": "lost", "opponent": "won"}),
    ("bob has 5 life and becomes 3 damage", {"bob": "playing", "opponent": "playing"}),
    ("alice is at 3 life and receives 2 damages", {"alice": "playing", "opponent": "playing"}),
    ("alice is on 1 life and suffers 1 damage", {"alice": "lost", "opponent": "won"}),
    ("bob has 3 life. i do 3 dmg to bob", {"bob": "lost", "me": "won"}),
    ("bob remains at 1 life", {"bob": "playing", "opponent": "playing"}),
    ("alice stay at 3 life and takes 3 damage", {"alice": "lost", "opponent": "won"}),
]


def test_a_learners_counts_are_read() -> None:
    for text, results in LEARNERS:
        assert _ruled(text).results == results, text


# Not before a count, the words stay as they were: "gets 3 damage prevented" is no damage taken.
def test_a_verb_beside_no_count_stays() -> None:
    _refused("bob is at 3 life and gets 3 damage prevented")


# -- a pronoun in the moment "after" names, read before its player -------------------------------


# "bob has 3 life after alice bolts him" was "alice loses 3 life (from alice's bolt)", a
# "depends" on alice's life: the moment after "after" is read first, and "him" was read as the
# one player named so far, alice. Him is bob, named after it: asked, never guessed.
@pytest.mark.parametrize(
    "text",
    [
        "bob has 3 life after alice bolts him",
        "bob is at 3 life after alice bolts him",
        "bob has 3 life after alice deals 3 damage to him",
    ],
)
def test_a_pronoun_moved_first_is_asked(text: str) -> None:
    assert "him" in _refused(text).message


# Told in the order it happened, or with the player named, or with the asker or a pronoun as
# the moment's subject (nobody else for the pronoun to be), it reads as before.
def test_the_moment_after_with_its_player_named_reads() -> None:
    for text in ("bob has 3 life after alice bolts bob", "alice bolts bob. bob has 3 life"):
        assert _ruled(text).results == {"alice": "playing", "bob": "playing"}, text
    assert _ruled("i have 2 life after he bolts me").results == {
        "opponent": "playing",
        "me": "playing",
    }
    assert _ruled("my opponent concedes after i bolt him").results == {
        "me": "won",
        "opponent": "lost",
    }


# -- "I get bolted at 3 life": the asker bolted, never a player called "bolted" -------------------


# Was "bolted's life becomes 3", "i" skipped as the one who brought it there ("I got my opponent
# to 0 life"): after "get", "got", a participle is the asker's passive, no player.
@pytest.mark.parametrize("text", ["i get bolted at 3 life", "i got bolted at 3 life"])
def test_get_and_a_participle_is_no_player(text: str) -> None:
    assert "bolted" in _refused(text).message


def test_got_a_player_to_a_total_still_reads() -> None:
    assert _ruled("i got my opponent to 0 life").results == {"me": "won", "opponent": "lost"}


# -- "bob loses 3 life of 5": a number is no source -----------------------------------------------


# Was "bob loses 3 life (from 5)", a source called "5", and a depends asking the total the
# learner had told ("of 5", "from 5": the total before). Refused; a source named reads as before.
@pytest.mark.parametrize(
    "text",
    ["bob loses 3 life of 5", "bob loses 3 life points of 5", "bob takes 3 damage from 5"],
)
def test_a_number_is_no_source(text: str) -> None:
    assert "from 5)" not in _refused(text).message


def test_a_source_named_still_reads() -> None:
    answer = _ruled("bob takes 3 damage of alice")
    assert answer.status == "depends"
    assert {case.results["bob"] for case in answer.cases} == {"playing", "lost"}


# -- "I put bob at 0 life": the asker who brought a player down is never lost --------------------


# "i put bob at 0 life" was "bob loses ... opponent wins": the "i" was skipped as who brought bob
# down, leaving bob and an "opponent" nobody named, and the asker out of the game. Where the
# asker is named nowhere else, the asker and bob are the game's two players (session 29b,
# test_adversarial_s29b); named elsewhere, or the one brought down being "my opponent", it
# reads as before (MTG CR 104.2a, 104.3b).
@pytest.mark.parametrize("text", ["i put bob at 0 life", "i knock bob down to 0 life"])
def test_the_asker_who_brought_a_player_down_is_never_lost(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "bob": "lost"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I put my opponent at 0 life", {"me": "won", "opponent": "lost"}),
        ("i am at 5. i knock bob down to 0 life", {"me": "won", "bob": "lost"}),
    ],
)
def test_the_asker_named_elsewhere_wins(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
