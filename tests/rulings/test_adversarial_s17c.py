"""Questions typed as players type them that Arbiter answered wrong (issue #31, the session-17
adversarial pass "adv9" over damage turned back, the attack and combat-damage triggers and the
asker asking of their own outcome): each reading, its paraphrases, and the near readings that
must stay as they were."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- damage from a card whose trigger acts on its combat damage, not said to be combat ---------

# "Bob is at 2 life. Alice's Ebonblade Reaper deals 1 damage to bob." was "nobody has won or
# lost yet" (Bob at 1): a creature's damage is most often combat damage, and then the Reaper's
# trigger takes half of Bob's 1 life, rounded up, and he loses (510.3a, 603.3, 107.1a, 704.5a).
# Whether it was combat damage is asked, as for Phage the Untouchable.


@pytest.mark.parametrize(
    "text",
    [
        "Bob is at 2 life. Alice's Ebonblade Reaper deals 1 damage to bob.",
        "Bob is at 2 life. Bob takes 1 damage from alice's Ebonblade Reaper.",
        "Dana is at 4 life. Carol's Ebonblade Reaper deals 3 damage to Dana. Who wins?",
        "My opponent is at 2 life. My Ebonblade Reaper deals 1 damage to him. Do I win?",
    ],
)
def test_damage_from_a_combat_damage_trigger_not_said_to_be_combat_is_asked(text: str) -> None:
    refused = _refused(text)
    assert "Ebonblade Reaper" in refused.message
    assert "combat damage" in refused.message


# Near readings: the same damage said to be combat damage stays refused naming the card, and
# Phage's question is unchanged.
@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Bob is at 2 life. Alice's Ebonblade Reaper deals 1 combat damage to bob.",
            "Ebonblade Reaper",
        ),
        ("Bob is at 2 life. Alice's Phage the Untouchable deals 1 damage to bob.", "Phage"),
    ],
)
def test_combat_damage_said_or_phage_stay_as_they_were(text: str, words: str) -> None:
    assert words in _refused(text).message


# -- "we are all": more than two players ----------------------------------------------------

# "We are all at 1 life. Bob concedes. Do I win?" was "you win" in a game of two: "all" of the
# players is more than two ("both" would be two), and with a third player still in, Bob's
# concession wins nobody the game (104.2a, 104.3a). How many play is asked; where nothing said
# ends the game, the answer holds whoever else plays.


@pytest.mark.parametrize(
    "text",
    [
        "We are all at 1 life. Bob concedes. Do I win?",
        "We're all at 2 life. Carol concedes. Do I win?",
        "All of us are at 2 life. Bob and I each take 2 damage. Who wins?",
        "We all are at 3 life. My opponent concedes. Do I win?",
    ],
)
def test_we_are_all_is_more_than_two_players(text: str) -> None:
    refused = _refused(text)
    assert "more than two" in refused.message or "name each of them" in refused.message


# Near readings: "both" is two players, as before; "we all" with a count said is that count.
def test_we_are_both_stays_a_game_of_two() -> None:
    ruling = _ruled("We are both at 1 life. Bob concedes. Do I win?")
    assert ruling.results == {"Bob": "lost", "me": "won"}


def test_we_are_all_with_the_players_named_is_judged() -> None:
    ruling = _ruled("3 players: me, bob, carol. We are all at 2 life. Bob concedes. Do I win?")
    assert ruling.results == {"me": "playing", "bob": "lost", "carol": "playing"}


# "We all concede" is everyone conceding at once, a draw however many play (104.3a, 104.4a).
def test_we_all_concede_stays_a_draw() -> None:
    assert _ruled("We all concede. Who wins?").results == {"me": "drew", "opponent": "drew"}


# -- the asker asking of their own outcome beside two other players named -------------------

# "Bob and Carol concede. Do I win?" was a game of Bob and Carol, a draw (104.4a): the asker
# asking of their own outcome is a player too (as "Bob concedes. Do I win?" is Bob and the
# asker), so at least three play; with the asker the only one left they win (104.2a), with
# another player unnamed the game goes on. How many play is asked.


@pytest.mark.parametrize(
    "text",
    [
        "Bob and Carol concede. Do I win?",
        "Dana and Erin both concede. Did I win?",
        "Bob concedes to Carol. Do I win?",
        "Bob and Carol are at 1 life. Bob and Carol each take 1 damage. Do I lose?",
        "Bob concedes and Carol concedes. Do we win?",
        "Dana and Erin concede. Did we win?",
    ],
)
def test_the_asker_beside_two_named_players_asks_who_plays(text: str) -> None:
    assert "more than two" in _refused(text).message


# Near readings: the asker named among them, the players declared, or a question of nobody's
# own outcome stay as they were.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "Bob and I are at 1 life. Bob concedes. Do I win?",
            {"Bob": "lost", "me": "won"},
        ),
        (
            "3 players: me, bob, carol. Bob and Carol concede. Do I win?",
            {"me": "won", "bob": "lost", "carol": "lost"},
        ),
        ("Bob and Carol concede. Who wins?", {"Bob": "drew", "Carol": "drew"}),
    ],
)
def test_the_asker_named_declared_or_not_asked_of_stays(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
