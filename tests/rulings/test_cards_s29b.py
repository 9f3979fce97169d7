"""Card questions as players ask them, second pass (session 29, issue #31;
bot/core/rulings/card_data/magic.json): readings that were refused though certain, and one
regression of the first pass. A refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

# -- "it" as what dealt damage carries whose the card is ---------------------------------------

# "it" after a permanent whose controller the words name ("I control Vampire Nighthawk", "bob
# controls ...") is that player's card: its lifelink gains them the life (MTG CR 702.15b). It
# was refused ("Say whose Vampire Nighthawk it is"). "it" after a spell that deals damage, named
# last, is that spell: the Bolt's 3 damage, never the Elf's infect (refused before).


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at 2 life. I control Vampire Nighthawk and my opponent takes 2 "
            "combat damage from it.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "I'm at 2 life. My opponent controls Vampire Nighthawk and I take 2 combat damage "
            "from it.",
            {"me": "lost", "opponent": "won"},
        ),
        # both at 2: the lifelink's gain comes with the damage, so its controller lives
        (
            "I'm at 2 life and bob is at 2 life. Bob controls Vampire Nighthawk. It deals 2 "
            "combat damage to me and I lose 2 life at the same time.",
            {"me": "lost", "bob": "won"},
        ),
        (
            "My opponent is at 3 life. I control Glistener Elf and cast Lightning Bolt; he "
            "takes 3 damage from it.",
            {"opponent": "lost", "me": "won"},
        ),
    ],
)
def test_it_carries_the_controller_the_words_name(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # two permanents named: which one dealt it is unsaid
        "I control Vampire Nighthawk and Glistener Elf and my opponent takes 2 combat damage "
        "from it.",
        # everyone is no one player
        "We all control Vampire Nighthawk and my opponent takes 2 combat damage from it.",
    ],
)
def test_it_with_no_one_holder_stays_refused(text: str) -> None:
    _refused(text)


# -- a win at the upkeep, its count said with the step after it -------------------------------

# "I control Felidar Sovereign and 40 life at the beginning of my upkeep": the count after a
# card controlled is had, and the step said after it (no comma) frames the sentence as with
# one; the trigger checks the count as it triggers and resolves (MTG CR 603.4). Each was refused.


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I control Felidar Sovereign and 40 life at the beginning of my upkeep",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I control Test of Endurance and 50 life at the beginning of my upkeep",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I control Felidar Sovereign and I'm at 40 life at the beginning of my upkeep.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I control Felidar Sovereign and 39 life at the beginning of my upkeep",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_upkeep_wins_with_the_step_said_after(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- Gideon of the Trials' emblem in the words people write it ----------------------------------

# "Gideon of the Trials' emblem" (the possessive of a name ending in s) and "the emblem from
# Gideon of the Trials" are its emblem, as "Gideon of the Trials's emblem" is: held with Gideon
# controlled, its player can't lose (MTG CR 104.3b beside 101.2). Both were refused as unread;
# the emblem alone stays refused (whether a Gideon is there is its condition).


@pytest.mark.parametrize(
    "text",
    [
        "I have Gideon of the Trials' emblem and I control Gideon of the Trials. I'm at 0 life.",
        "I have the emblem from Gideon of the Trials and I control Gideon of the Trials. I'm at "
        "0 life.",
        "I control Gideon of the Trials and I have Gideon of the Trials' emblem. I'm at 0 life.",
    ],
)
def test_gideons_emblem_as_people_write_it(text: str) -> None:
    assert _ruled(text).results == {"me": "playing", "opponent": "playing"}


def test_gideons_emblem_alone_stays_refused() -> None:
    _refused("I have the emblem from Gideon of the Trials and I'm at 0 life.")


# -- Door to Nothingness activated at a player -----------------------------------------------

# "I activate Door to Nothingness targeting him": its ability makes the player it targets lose
# as it resolves (MTG CR 104.3e), as a spell's damage is dealt as it resolves (608.2): said to
# resolve, that player loses; said no way, it depends on whether it resolved. Each was "Say
# what happens". A can't-lose card of the target's still keeps them in (104.3b).


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I activate Door to Nothingness targeting my opponent and it resolves",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent is at 20 life. I activate Door to Nothingness targeting him and it "
            "resolves.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent controls Platinum Angel. I activate Door to Nothingness targeting him "
            "and it resolves.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_door_to_nothingness_at_a_player(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_door_to_nothingness_unresolved_depends() -> None:
    answer = _ruled("I activate Door to Nothingness targeting him")
    assert answer.status == "depends"
    assert [case.results for case in answer.cases] == [
        {"me": "won", "opponent": "lost"},
        {"me": "playing", "opponent": "playing"},
    ]


# -- an empty graveyard said in words, for Immortal Coil -----------------------------------------

# "my graveyard is empty", "I have no cards in my graveyard": a count of 0, which Immortal
# Coil's state trigger loses on (MTG CR 603.8, 104.3e), as "with 0 cards in my graveyard" was
# read. Each was refused as unread. "his graveyard" is left unread (refused): the count is
# read of "my" graveyard or a player named, and a state read without it left Coil's player in.


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I control Immortal Coil and my graveyard is empty", {"me": "lost", "opponent": "won"}),
        (
            "I control Immortal Coil and I have no cards in my graveyard",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "My opponent controls Immortal Coil and my opponent's graveyard is empty",
            {"me": "won", "opponent": "lost"},
        ),
        # an empty graveyard alone, or beside Nefarious Lich with no damage: nothing happens
        (
            "I control Nefarious Lich and my graveyard is empty",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_an_empty_graveyard_said_in_words(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_his_graveyard_empty_beside_immortal_coil_stays_refused() -> None:
    _refused("My opponent controls Immortal Coil and his graveyard is empty")


# -- Approach of the Second Sun cast a second time ---------------------------------------------

# Cast from its caster's hand with another Approach cast by them earlier this game, it wins
# them the game as it resolves (MTG CR 104.2b); the first one counts as cast whether it
# resolved or was countered (a countered one never went seventh from the top, but it was cast).
# Each was "Say what happens". The second one countered, cast by another player first, or its
# place unsaid, stays as before.


@pytest.mark.parametrize(
    "text",
    [
        "I cast Approach of the Second Sun and it resolves. Later I cast another Approach of "
        "the Second Sun from my hand and it resolves.",
        "I cast Approach of the Second Sun, it gets countered. Then I cast another Approach of "
        "the Second Sun from my hand and it resolves.",
    ],
)
def test_a_second_approach_from_hand_wins(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "opponent": "lost"}


@pytest.mark.parametrize(
    "text",
    [
        "I cast Approach of the Second Sun and it resolves. Then I cast Approach of the Second "
        "Sun from my hand and it gets countered.",
        "My opponent casts Approach of the Second Sun. Then I cast Approach of the Second Sun "
        "from my hand and it resolves.",
    ],
)
def test_a_second_approach_that_cannot_win_is_never_a_win(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or answer.results.get("me") != "won"


# -- Demonic Consultation / Tainted Pact, then Thassa's Oracle -----------------------------------

# "... and exile my whole library" with its subject left out after "and" is that library
# emptied (exiling it ends nothing by itself, 704.5b), and "I cast Thassa's Oracle and it
# enters" is the Oracle entering, the last card named before "it": its trigger checks an empty
# library against its devotion and wins (MTG CR 104.2b, 603.3). Both were refused as unread.


@pytest.mark.parametrize(
    "text",
    [
        "I cast Demonic Consultation and exile my whole library. Then I cast Thassa's Oracle and "
        "it enters the battlefield.",
        "I cast Tainted Pact and exile my entire library, then I cast Thassa's Oracle and it "
        "enters.",
        "I cast Demonic Consultation and exile my whole library. Then Thassa's Oracle enters the "
        "battlefield under my control.",
    ],
)
def test_consultation_then_oracle_wins(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "opponent": "lost"}
