"""Grand Archive, Terrus and multiplayer Magic questions as new players type them, that Arbiter
answered wrong (issue #31, the session-28 adversarial pass "adversary28"): each reading, its
paraphrases, and the near readings that must stay as they were. A refusal is always
acceptable, the wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from tests.rulings.test_chat_reading import _refused, _ruled

# -- a player's "other" commander: one of two partners, counted apart --------------------------

# "commander: i've taken 20 commander damage from bob's commander. bob's other commander deals 1
# combat damage to me" was "you lose: bob's commander has dealt you 21 combat damage": the other
# commander's damage was counted with the first one's. A player with two commanders (partners,
# MTG CR 702.124) loses to 21 combat damage from one and the same of them only (903.10a, 104.3j):
# 20 from one and 1 from the other leaves the asker in, unless the 1 life lost took them to 0.
OTHER_COMMANDER = [
    "commander: i've taken 20 commander damage from bob's commander. bob's other commander"
    " deals 1 combat damage to me",
    "commander: i've taken 20 commander damage from bob's commander. bob's second commander"
    " deals 1 combat damage to me",
    "commander: i've taken 20 commander damage from bob's commander. i take 1 combat damage from"
    " bob's other commander",
    "commander: i've taken 20 commander damage from bob's first commander. bob's second commander"
    " deals 1 combat damage to me",
    "edh: bob's commander has dealt me 20 combat damage. his other commander deals 1 combat"
    " damage to me",
    "commander: i've taken 20 commander damage from bob's commander. bob's other general hits me"
    " for 1 combat damage",
]


@pytest.mark.parametrize("text", OTHER_COMMANDER)
def test_an_other_commanders_damage_is_counted_apart(text: str) -> None:
    answer = _ruled(text)
    assert answer.status == "depends", answer.text()  # on the asker's life: 1 of it was lost
    for case in answer.cases:
        assert case.results["me"] == ("lost" if "1 life or less" in case.condition else "playing")


# 21 from the other commander alone is 21 from one commander: a loss (903.10a, 104.3j).
def test_twenty_one_from_the_other_commander_loses() -> None:
    answer = _ruled("commander: bob's other commander deals 21 combat damage to me")
    assert answer.results == {"me": "lost", "bob": "won"}


# Which of two commanders "his new commander" or "bob's partner commander" is, is open: asked.
@pytest.mark.parametrize(
    "text",
    [
        "commander: i've taken 20 commander damage from bob's commander. bob's new commander deals"
        " 1 combat damage to me",
        "commander: i've taken 20 commander damage from bob's commander. bob's partner commander"
        " deals 1 combat damage to me",
        "commander: i've taken 20 commander damage from bob's commander. i take 1 combat damage"
        " from bob's partner commander",
    ],
)
def test_which_of_two_commanders_unsaid_is_asked(text: str) -> None:
    assert "which of" in _refused(text).message


# Near readings: the same commander again, "more" from it, stays a loss.
@pytest.mark.parametrize(
    "text",
    [
        "commander: i've taken 20 commander damage from bob's commander. bob's commander deals 1"
        " more combat damage to me",
        "commander: i've taken 20 commander damage from bob's commander. bob's commander deals 1"
        " combat damage to me",
    ],
)
def test_the_same_commander_again_still_loses(text: str) -> None:
    assert _ruled(text).results == {"me": "lost", "bob": "won"}


# -- a copy of a commander ----------------------------------------------------------------------


# "commander: i've taken 20 commander damage from bob's commander. bob's token copy of his
# commander deals 1 combat damage to me" was "you lose: 21 combat damage from bob's commander":
# a permanent copying a commander is no commander (MTG CR 903.3), so its damage counts as no
# commander damage (903.10a). "bob's copy of his commander" may also be his own card, the
# commander itself: which it was is asked.
@pytest.mark.parametrize(
    "text",
    [
        "commander: i've taken 20 commander damage from bob's commander. bob's token copy of his"
        " commander deals 1 combat damage to me",
        "commander: i've taken 20 commander damage from bob's commander. bob's commander's copy"
        " deals 1 combat damage to me",
        "commander: i've taken 20 commander damage from bob's commander. i take 1 commander damage"
        " from bob's token copy of his commander",
        "commander: i've taken 20 commander damage from bob's commander. bob's clone of his"
        " commander hits me for 1 combat damage",
    ],
)
def test_a_copy_of_a_commander_is_asked(text: str) -> None:
    assert "copy" in _refused(text).message


# -- the table said as a header before its players ----------------------------------------------

# "commander 4 players: me, bob, carol, dave. ...", "3 player ffa: me, bob, carol. ...", "three
# players: ...", "3 player game: ..." were refused ("I could not read 'commander 4 players: me'"):
# only "commander, 4 players: ..." and "4 players: ..." were read. The header is the game's
# variant and how many play, before the players listed.
COMMANDER_TABLE = {"me": "lost", "bob": "playing", "carol": "playing", "dave": "playing"}
FOUR = "me, bob, carol, dave. i take 21 combat damage from bob's commander"
THREE = "me, bob, carol. bob concedes. did i win?"
THREE_TABLE = {"me": "playing", "bob": "lost", "carol": "playing"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (f"commander 4 players: {FOUR}", COMMANDER_TABLE),
        (f"edh 4 player: {FOUR}", COMMANDER_TABLE),
        (f"4 player commander: {FOUR}", COMMANDER_TABLE),
        (f"4-player edh game: {FOUR}", COMMANDER_TABLE),
        (f"Commander game with four players: {FOUR}", COMMANDER_TABLE),
        (f"edh 4 player pod: {FOUR}", COMMANDER_TABLE),
        (f"3 player ffa: {THREE}", THREE_TABLE),
        (f"ffa, 3 players: {THREE}", THREE_TABLE),
        (f"free for all, 3 players: {THREE}", THREE_TABLE),
        (f"three players: {THREE}", THREE_TABLE),
        (f"3 player game: {THREE}", THREE_TABLE),
        (f"multiplayer: {THREE}", THREE_TABLE),
        (
            "2 player commander: me, bob. bob takes 21 combat damage from my commander",
            {"me": "won", "bob": "lost"},
        ),
    ],
)
def test_a_table_said_as_a_header_declares_the_players(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_grand_archive_table_said_as_a_header() -> None:
    answer = _ruled(
        "3 player game: me, bob, carol. bob's champion dies", default_game=System("grand-archive")
    )
    assert answer.results == THREE_TABLE


# Near readings: a header before no list of players stays as it was, unread.
@pytest.mark.parametrize(
    "text", ["multiplayer: bob concedes. do i win?", "4 player game: everyone concedes but me"]
)
def test_a_header_before_no_players_listed_is_refused(text: str) -> None:
    _refused(text)


# -- chat's shorthand: "cmdr", a laugh said as a sentence of its own -----------------------------


# "edh: i took 21 cmdr dmg from bob" was refused ("I could not read ..."): "cmdr" is chat's
# "commander", as "dmg" is "damage". "ga: my champion died. lol" was refused for the "lol".
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("edh: i took 21 cmdr dmg from bob", {"me": "lost", "bob": "won"}),
        ("edh: bob's cmdr deals 21 combat damage to me", {"me": "lost", "bob": "won"}),
        (
            "commander: 4 players: me, bob, carol, dave. bob takes 21 cmdr damage from carol",
            {"me": "playing", "bob": "lost", "carol": "playing", "dave": "playing"},
        ),
        ("ga: my champion died. lol", {"me": "lost", "opponent": "won"}),
        ("terrus: my opponent is at 0 vitae. lmao.", {"me": "won", "opponent": "lost"}),
    ],
)
def test_chat_shorthand_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# Near readings: a player's "gg" may be their concession: never taken off as a laugh is.
@pytest.mark.parametrize(
    "text", ["my opponent is at 3 life. he says gg", "my opponent is at 3 life. gg", "gg"]
)
def test_gg_is_no_aside(text: str) -> None:
    _refused(text)


# -- the asker's opponents said together, the players declared -----------------------------------


# "3 players: me, bob, carol. both my opponents concede" was refused ("I could not read 'both my
# opponents concede'"): with the players declared, the asker's opponents are the others, by name.
@pytest.mark.parametrize(
    ("text", "game", "results"),
    [
        (
            "3 players: me, bob, carol. both my opponents concede. do i win?",
            "magic",
            {"me": "won", "bob": "lost", "carol": "lost"},
        ),
        (
            "4 players: me, bob, carol, dave. all of my opponents go to 0 life at the same time",
            "magic",
            {"me": "won", "bob": "lost", "carol": "lost", "dave": "lost"},
        ),
        (
            "4 players: me, bob, carol, dave. my opponents all concede",
            "magic",
            {"me": "won", "bob": "lost", "carol": "lost", "dave": "lost"},
        ),
        (
            "commander, 3 players: me, bob, carol. each of my opponents takes 21 combat damage"
            " from my commander",
            "magic",
            {"me": "won", "bob": "lost", "carol": "lost"},
        ),
        (
            "3 player game: me, bob, carol. both my opponents concede",
            "grand-archive",
            {"me": "won", "bob": "lost", "carol": "lost"},
        ),
        (
            "3 players: me, bob, carol. my opponents are at 0 vitae",
            "terrus",
            {"me": "won", "bob": "lost", "carol": "lost"},
        ),
    ],
)
def test_my_opponents_together_are_the_players_declared(
    text: str, game: str, results: dict[str, str]
) -> None:
    assert _ruled(text, default_game=System(game)).results == results


# Near readings: "both" beside three opponents, the players undeclared or the asker not among
# them, and the opponents as an object or an owner, stay unread.
@pytest.mark.parametrize(
    "text",
    [
        "4 players: me, bob, carol, dave. both my opponents concede",
        "both my opponents concede",
        "3 players: alice, bob, carol. both my opponents concede",
        # chat's "my opps" may be one opponent's ("my opps concedes"): which one, unsaid
        "3 players: me, bob, carol. my opps concedes",
        # in a game of teams a teammate listed is no opponent (alice conceded with them)
        "two-headed giant: teams: me and alice vs bob and carol. players: me, alice, bob, carol."
        " all my opponents concede",
        "magic two-headed giant: players: me, alice, bob, carol. all my opponents concede",
        "emperor: players: me, alice, bob, carol, dave, erin. all my opponents concede",
        "3 players: me, bob, carol. bob and carol are at 3 life. i deal 3 damage to both my"
        " opponents",
    ],
)
def test_my_opponents_unsure_stay_unread(text: str) -> None:
    _refused(text)


# -- a Dominion Vote won, its INT said as the rule says it ---------------------------------------

# "terrus: i win a dominion vote with 15 int among the beasts in my city" (Terrus 5.2c's own
# terms) and "i won a dominion vote and have 15 int among my beasts" were refused.
WON, LOST = {"me": "won", "opponent": "lost"}, {"me": "lost", "opponent": "won"}
DREW = {"me": "drew", "opponent": "drew"}
DOMINION_VOTES = [
    ("i win a dominion vote with 15 int among the beasts in my city", WON),
    ("i won a dominion vote and have 15 int among my beasts", WON),
    ("my opponent won the dominion vote and has 15 INT in total", LOST),
    ("i win a dominion vote with 15 intelligence", WON),
    ("i win a dominion vote with 14 int among my beasts", {"me": "playing", "opponent": "playing"}),
]
# Near readings: another's beasts' INT, or another's INT, stay unread.
ANOTHERS_INT = [
    "i win a dominion vote with 15 int among my opponent's beasts",
    "i win a dominion vote and he has 15 int",
]


# -- a champion's health said in a word that is no number ------------------------------------------

# "ga: my champion has negative health" raised a KeyError (a traceback where Discord expects an
# answer): "negative", "minus" and "hundred-five" were read as numbers that have no value.
NO_NUMBER = [
    "my champion has negative health",
    "my champion is at minus life",
    "my champion has hundred-five health and takes hundred-five damage",
    "my champion has 20 health and negative damage on it. he hits it for negative",
]
# Near readings: health in words still reads (session 26).
HEALTH_IN_WORDS = [
    ("my champion has twenty-five health and takes twenty-five damage", LOST),
    ("my champion has a hundred health and takes 100 damage", LOST),
]


# -- champions said to die together ---------------------------------------------------------------

# "ga: my champion and my opponent's champion died at the same time" and "3 players: me, bob,
# carol. all champions die at the same time" were refused: "all" was never read as every player
# (no player is named "all"), and two champions said together were split into "my champion"
# and a death. All remaining players losing at once is a draw (GA Ending the Game 4).
CHAMPIONS_TOGETHER = [
    ("my champion and my opponent's champion died at the same time", DREW),
    ("my and my opponent's champions died", DREW),
    ("if my champion and his champion die at the same time, is it a draw?", DREW),
    (
        "3 players: me, bob, carol. all champions die at the same time",
        {"me": "drew", "bob": "drew", "carol": "drew"},
    ),
    (
        "3 players: me, bob, carol. my champion and bob's champion die at the same time",
        {"me": "lost", "bob": "lost", "carol": "won"},
    ),
    (
        "3 players: me, bob, carol. bob and carol's champions die",
        {"me": "won", "bob": "lost", "carol": "lost"},
    ),
    (
        "4 players: me, bob, carol, dave. bob's and carol's champions are defeated",
        {"me": "playing", "bob": "lost", "carol": "lost", "dave": "playing"},
    ),
]
# "my opps champion died" (chat's "opp's", its apostrophe left out) was refused as well.
CHAMPIONS_TOGETHER += [("my opps champion died", WON), ("opps champion just died", WON)]
# Near readings: a negation, one player's champion said twice, "both" beside three players,
# "my opps champions" (whose, of the two opponents, is not said apart).
CHAMPIONS_UNSURE = [
    "3 players: me, bob, carol. my opps champions died",
    "my champion and my opponent's champion don't die",
    "bob and carol's champions didn't die",
    "bob's champion and bob's champion die",
    "3 players: me, bob, carol. both champions die",
]


# -- a draw that was due, the library said empty after it ---------------------------------------

# "ga: i had to draw a card but my deck was empty" was refused, asking how many cards the deck
# held: the deck is said as it stood when the draw was due (GA Ending the Game 3, MTG CR 704.5b).
DRAWS_DUE = [
    ("grand-archive", "i had to draw a card but my deck was empty", LOST),
    ("grand-archive", "my opponent had to draw but his deck was empty", WON),
    ("magic", "so i had to draw, but my library was already empty. do i lose?", LOST),
    (
        "magic",
        "bob had to draw 2 cards but his library was empty",
        {"bob": "lost", "opponent": "won"},
    ),
    (
        "magic",
        "3 players: me, bob, carol. bob had to draw but his library was empty",
        {"me": "playing", "bob": "lost", "carol": "playing"},
    ),
]
# Near readings: the library as the draw left it, a draw not said due, another's library.
DRAWS_UNSURE = [
    ("magic", "i had to draw a card but my library is empty now"),
    ("magic", "i drew a card but my library was empty"),
    ("magic", "i had to draw but his library was empty"),
]


# -- a player already out of a multiplayer game ------------------------------------------------

# "3 players: me, bob, carol. bob is already out. carol and i go to 0 life at the same time" (a
# free-for-all draw as asked) was refused at "bob is already out" (so was "bob lost the game
# earlier"): a player out of the game, how not said, as "bob loses the game" is read (104.3).
OUT_OF_THE_GAME = [
    (
        "magic",
        "ffa, 3 players: me, bob, carol. bob is already out. carol and i go to 0 life at the same"
        " time",
        {"me": "drew", "bob": "lost", "carol": "drew"},
    ),
    (
        "magic",
        "3 players: me, bob, carol. bob lost the game earlier. carol and i go to 0 life at the"
        " same time",
        {"me": "drew", "bob": "lost", "carol": "drew"},
    ),
    (
        "magic",
        "commander 4 players: me, bob, carol, dave. bob was knocked out. carol is eliminated."
        " dave and i both take lethal damage at the same time",
        {"me": "drew", "bob": "lost", "carol": "lost", "dave": "drew"},
    ),
    ("magic", "my opponent is out of the game. do i win?", WON),
    (
        "terrus",
        "3 players: me, bob, carol. bob is eliminated. carol and i hit 0 vitae at the same time",
        {"me": "drew", "bob": "lost", "carol": "drew"},
    ),
]
# Near readings: out of something else, foretold, a verdict, denied, a win.
OUT_UNSURE = [
    ("magic", "bob is out of cards"),
    ("magic", "3 players: me, bob, carol. bob is out. carol concedes"),
    ("magic", "bob would be out"),
    ("magic", "bob has been eliminated"),
    ("magic", "my opponent isn't out"),
    ("magic", "3 players: me, bob, carol. bob won the game earlier"),
]


# -- "we" of a team that shares one life total -------------------------------------------------

# "two-headed giant: teams: me and alice vs bob and carol. we are at 3 life. bob deals 3 damage
# to alice" was refused ("I could not tell who 'we' is"): in Two-Headed Giant a team has one life
# total (MTG CR 810.9), so "we are at 3 life" is the team's.
TEAMS = "two-headed giant: teams: me and alice vs bob and carol. "
WE_LOST = {"me": "lost", "alice": "lost", "bob": "won", "carol": "won"}
WE_AS_A_TEAM = [
    ("magic", f"{TEAMS}we are at 3 life. bob deals 3 damage to alice", WE_LOST),
    ("magic", f"{TEAMS}we were at 10 life. alice loses 10 life", WE_LOST),
    (
        "magic",
        "2hg: we have 5 life. my teammate takes 4 damage",
        {
            "me": "playing",
            "my teammate": "playing",
            "opponent 1": "playing",
            "opponent 2": "playing",
        },
    ),
]
# Near readings: what "we" did (each of us, or the team once?) stays refused.
WE_UNSURE = [("magic", f"{TEAMS}we are at 5 life and we take 3 damage")]


@pytest.mark.parametrize(
    ("game", "text", "results"),
    [
        *(("terrus", text, results) for text, results in DOMINION_VOTES),
        *(("grand-archive", text, results) for text, results in HEALTH_IN_WORDS),
        *(("grand-archive", text, results) for text, results in CHAMPIONS_TOGETHER),
        *DRAWS_DUE,
        *OUT_OF_THE_GAME,
        *WE_AS_A_TEAM,
    ],
)
def test_read_in_its_game(game: str, text: str, results: dict[str, str]) -> None:
    assert _ruled(text, default_game=System(game)).results == results


@pytest.mark.parametrize(
    ("game", "text"),
    [
        *(("terrus", text) for text in ANOTHERS_INT),
        *(("grand-archive", text) for text in NO_NUMBER),
        *(("grand-archive", text) for text in CHAMPIONS_UNSURE),
        *DRAWS_UNSURE,
        *OUT_UNSURE,
        *WE_UNSURE,
    ],
)
def test_refused_in_its_game(game: str, text: str) -> None:
    _refused(text, default_game=System(game))
