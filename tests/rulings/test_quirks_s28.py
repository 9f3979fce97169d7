"""Known quirks of quick rulings found in earlier sessions (issue #31, session 28's
"quirks28"): each question as a player asks it, and what a judge expects of the answer."""

from __future__ import annotations

import pytest

from bot.core.rulings import rule_on
from bot.core.rulings.answer import Ruling
from tests.rulings.test_chat_reading import _refused, _ruled


def test_a_spell_cast_at_a_player_named_makes_that_player_the_winner() -> None:
    # was "opponent wins" beside bob named as the spell's target
    ruling = _ruled("magic: alice casts a spell targeting bob. alice concedes in response.")
    assert ruling.results == {"alice": "lost", "bob": "won"}


def test_a_spell_answered_by_the_end_never_resolved_and_was_cast_first() -> None:
    # the cast came first: the Why said it "could not happen" after the concession
    for text in (
        "magic: alice casts a spell targeting bob. alice concedes in response. who wins?",
        "magic: alice casts lightning bolt targeting bob. alice concedes in response.",
    ):
        ruling = _ruled(text)
        assert "what follows could not happen" not in ruling.explanation, text
        assert "still on the stack" in ruling.explanation, text
        assert "never resolved" in ruling.explanation, text


def test_a_cast_told_after_the_end_still_could_not_happen() -> None:
    ruling = _ruled("magic: alice concedes. then bob casts lightning bolt at alice.")
    assert ruling.results == {"alice": "lost", "bob": "won"}
    assert "what follows could not happen" in ruling.explanation


def test_a_card_held_in_the_past_beside_a_total_now_asks_whether_it_is_still_there() -> None:
    # was "nobody has won or lost yet", Platinum Angel read as still on the battlefield
    refused = _refused("magic: I had Platinum Angel. I'm at 0 life. do i lose?")
    assert "Platinum Angel" in refused.message
    assert "still on the battlefield" in refused.message


_PLAYING = {"me": "playing", "opponent": "playing"}


def test_more_commander_damage_taken_by_another_player_is_asked() -> None:
    # was "bob's commander deals 1 combat damage to bob": more of my count, given to him
    refused = _refused(
        "magic commander: i have taken 20 commander damage from bob's commander. he takes 1 more"
    )
    assert "more of what?" in refused.message
    _refused(
        "magic commander: alice has taken 20 commander damage from bob's commander."
        " bob takes 1 more"
    )


def test_more_commander_damage_taken_by_the_same_player_named_again() -> None:
    # was refused ("more of what?") where "and takes 1 more" was read
    ruling = _ruled(
        "magic commander: alice has taken 20 commander damage from bob's commander."
        " alice takes 1 more"
    )
    assert ruling.results == {"alice": "lost", "bob": "won"}


def test_lifelink_told_with_the_total_it_left_asks_only_the_unsaid_total() -> None:
    ruling = rule_on("magic: I'm at 4. I hit him with a 1/1 with lifelink and I'm at 5")
    assert isinstance(ruling, Ruling) and ruling.depends  # the opponent's life, unsaid
    assert {case.condition for case in ruling.cases} == {
        "opponent had more than 1 life",
        "opponent had 1 life or less",
    }


def test_a_total_the_changes_do_not_lead_to_is_still_asked() -> None:
    assert "which came first" in _refused("magic: I'm at 4. I gain 1 life and I'm at 7").message


# Each question read as a judge would, and its results.
RULED = [
    # a card held told in the past, the story told in the past throughout: there then
    ("magic: I had Platinum Angel. I was at 0 life. did i lose?", _PLAYING),
    ("magic: I had Platinum Angel and went to 0 life. do i lose?", _PLAYING),
    ("magic: I have Platinum Angel. I'm at 0 life. do i lose?", _PLAYING),
    # ... or said to leave
    (
        "magic: I had Platinum Angel but it died. I'm at 0 life. do i lose?",
        {"me": "lost", "opponent": "won"},
    ),
    # the total the changes beside it lead to: after them (was refused as two totals)
    ("magic: I'm at 4. I gain 1 life and I'm at 5", _PLAYING),
    (
        "magic: I'm at 4. my opponent is at 1. I hit him with a 1/1 with lifelink and I'm at 5",
        {"me": "won", "opponent": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), RULED)
def test_ruled_as_a_judge_would(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


DAMAGE_READ = [
    # damage told a number of times: each time in turn (was "I could not read")
    ("magic: bob takes 3 damage 6 times from 18 life. does he lose?", {"bob": "lost"}),
    ("magic: bob is at 18 life. he takes 3 damage 6 times. does he lose?", {"bob": "lost"}),
    ("magic: bob is at 18. i deal 3 damage to him 6 times", {"bob": "lost", "me": "won"}),
    ("magic: bob is at 18. i deal 3 damage to him 5 times", {"bob": "playing"}),
    ("magic: bob is at 6 and he takes 3 damage twice", {"bob": "lost"}),
    # what a spell would do, told with "would": as it resolves (was "I could not read")
    ("magic: bob is at 3. I would deal 3 damage to him with Lightning Bolt", {"bob": "lost"}),
    (
        "magic: bob is at 3. I would deal 3 damage to him with a lightning bolt. does he lose?",
        {"bob": "lost"},
    ),
    ("magic: bob is at 4. I would deal 3 damage to bob with lightning bolt", {"bob": "playing"}),
    # a card's name of ordinary words, lowercase, after damage dealt "with" it
    ("magic: bob is at 3. I deal 3 damage to him with lightning bolt", {"bob": "lost"}),
]


@pytest.mark.parametrize(
    "text",
    [
        "magic: bob is at 18. he takes 3 damage 100 times",
        # a source after the count, or a count that is no total: as written
        "magic: I'm at 4. I take 2 damage twice from Shock",
        "magic: bob takes 3 damage 6 times from 2 goblins",
    ],
)
def test_damage_told_a_number_of_times_otherwise_is_left_unread(text: str) -> None:
    _refused(text)


def test_a_third_players_reply_bolt_may_have_been_cast_in_response() -> None:
    # was read in order: bob and I lost, alice won; cast in response, alice's Bolt resolved
    # first, mine left the game with me (800.4a) and bob is still in
    ruling = rule_on(
        "magic: 3 players: me, alice, bob. bob is at 3. I'm at 3. i bolt bob. alice bolts me"
    )
    assert isinstance(ruling, Ruling) and ruling.depends
    outcomes = sorted(tuple(sorted(case.results.items())) for case in ruling.cases)
    assert outcomes == [
        (("alice", "playing"), ("bob", "playing"), ("me", "lost")),
        (("alice", "won"), ("bob", "lost"), ("me", "lost")),
    ]


def test_a_reply_bolt_after_then_is_read_in_order() -> None:
    ruling = _ruled(
        "magic: 3 players: me, alice, bob. bob is at 3. I'm at 3. i bolt bob. then alice bolts me"
    )
    assert ruling.results == {"me": "lost", "alice": "won", "bob": "lost"}


def test_the_bolt_answered_in_the_reply_case_never_resolved() -> None:
    ruling = rule_on("magic: I'm at 3. he is at 3. i bolt him. he bolts me")
    assert isinstance(ruling, Ruling) and ruling.depends
    answered = next(case for case in ruling.cases if case.results["me"] == "lost")
    assert "never resolved" in answered.explanation
    assert "could not happen" not in answered.explanation


@pytest.mark.parametrize(("text", "results"), DAMAGE_READ)
def test_damage_read_as_told(text: str, results: dict[str, str]) -> None:
    ruled = _ruled(text).results
    assert {player: ruled[player] for player in results} == results


def test_a_total_told_after_what_would_change_it_points_to_saying_it_first() -> None:
    refused = _refused(
        "magic: I would deal 3 damage to bob with lightning bolt. bob is at 3. does he lose?"
    )
    assert "say the total first" in refused.message
