"""A Magic tournament's sudden death in the situation language (docs/situation-language.md,
MTG MTR 2.4): a single-elimination match with game wins tied after the extra turns, where a
player without the highest life total loses, a state-based action no card's "can't lose"
stops. Read into the engine's `sudden_death` event (docs/replay-vocabulary.md)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import Ruling
from tests.rulings.test_chat_reading import _refused, _ruled


def _events(ruling: Ruling) -> list[dict[str, Any]]:
    reports = ruling.understood["reports"]
    return [event for report in reports for event in report.get("simultaneous", [report])]


SUDDEN_DEATH_FORMS = [
    "the game is in sudden death",
    "we are in sudden death",
    "the game goes to sudden death",
    "sudden death begins",
    "time is called in a single-elimination match with game wins tied after the extra turns",
    "time is called in a single elimination match after the five extra turns with the games "
    "tied at 1-1",
    "time was called in a top 8 match with game wins tied at the end of the additional turns",
]


@pytest.mark.parametrize("said", SUDDEN_DEATH_FORMS)
def test_each_form_begins_sudden_death_and_the_lower_life_total_loses(said: str) -> None:
    ruling = _ruled(f"magic: alice is at 12 life and bob is at 8 life. {said}")
    assert _events(ruling)[-1] == {"event": "sudden_death"}
    assert ruling.results == {"alice": "won", "bob": "lost"}
    assert "MTG MTR 2.4" in ruling.citations


def test_equal_totals_play_on_until_one_changes() -> None:
    tied = _ruled("magic: alice is at 7 life and bob is at 7 life. the game is in sudden death")
    assert tied.status == "ongoing"
    changed = _ruled(
        "magic: alice is at 7 life and bob is at 7 life. the game is in sudden death. "
        "then alice gains 1 life"
    )
    assert changed.results == {"alice": "won", "bob": "lost"}


def test_cant_lose_does_not_stop_sudden_death() -> None:
    ruling = _ruled(
        "magic: I control Platinum Angel and I am at 3 life and my opponent is at 8 life. time "
        "is called in a single-elimination match with game wins tied after the extra turns"
    )
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert "MTG CR 101.2" not in ruling.citations


def test_sudden_death_with_a_life_total_unsaid_asks_for_it() -> None:
    # Who is behind turns on both totals: the opponent's is never taken to be 20.
    refused = _refused(
        "magic: I am at 3 life. time is called in a single-elimination match with game wins "
        "tied after the extra turns"
    )
    assert "do not say the life totals of opponent" in refused.message
    # a third player: who is behind is more than one question
    refused = _refused("magic: 3 players: me, bob, carol. the game is in sudden death")
    assert "MTG MTR 2.4" in refused.message and "you, bob and carol" in refused.message
    # a card that sets a total as it replaces a loss: the totals matter, not only who is ahead
    refused = _refused("magic: I control Lich's Mirror. the game is in sudden death")
    assert "MTG MTR 2.4" in refused.message
    # damage said beside it
    _refused("magic: bob deals 3 damage to alice. the game is in sudden death")


AHEAD_UNSAID = [
    "magic: time is called in a single-elimination match with game wins tied after the extra turns",
    "magic: I control Platinum Angel. we are in sudden death",
    "magic: my opponent controls Platinum Angel. sudden death begins",
]


@pytest.mark.parametrize("text", AHEAD_UNSAID)
def test_sudden_death_in_a_game_of_two_with_no_total_said_depends_on_who_is_ahead(
    text: str,
) -> None:
    # No total is invented: a case for each of who is ahead, each judged by the engine.
    ruling = _ruled(text)
    assert ruling.depends
    assert ruling.question is not None and "higher life total" in ruling.question
    cases = {case.condition: (case.status, case.results) for case in ruling.cases}
    assert cases["the life totals were tied"][0] == "ongoing"
    assert cases["you had the higher life total"] == ("over", {"me": "won", "opponent": "lost"})
    assert cases["opponent had the higher life total"] == (
        "over",
        {"me": "lost", "opponent": "won"},
    )
    # the reading shown is the words', with no one said to be behind
    assert {"event": "sudden_death"} in _events(ruling)
    assert all(event.get("player") is None for event in _events(ruling))


def test_who_is_ahead_is_asked_of_players_named() -> None:
    ruling = _ruled(
        "magic: 2 players: bob, alice. alice controls Platinum Angel. sudden death begins"
    )
    assert ruling.depends
    assert {case.condition for case in ruling.cases} == {
        "the life totals were tied",
        "alice had the higher life total",
        "bob had the higher life total",
    }


def test_a_player_said_to_lack_the_highest_life_total_in_sudden_death_loses() -> None:
    for behind in ("I do not have the highest life total", "I have the lower life total"):
        ruling = _ruled(
            "magic: I control Platinum Angel. time is called in a single-elimination match "
            f"with game wins tied after the extra turns and {behind}"
        )
        assert ruling.results == {"me": "lost", "opponent": "won"}, behind
        assert {"event": "sudden_death", "player": "me"} in _events(ruling)


def test_lacking_the_highest_life_total_outside_sudden_death_is_refused() -> None:
    said = _refused("magic: alice does not have the highest life total")
    assert "sudden death" in said.message and "MTR 2.4" in said.message
    # said before sudden death begins: it decides nothing then
    _refused("magic: alice has the lower life total. the game is in sudden death")


def test_after_the_extra_turns_is_no_second_moment() -> None:
    # "X after Y" orders two moments; "after the extra turns" only says when time ran out.
    ruling = _ruled(
        "magic: time is called in a single-elimination match with game wins tied after the "
        "extra turns. I am at 12 life and my opponent is at 8 life"
    )
    assert len(ruling.understood["reports"]) == 2
    assert ruling.results == {"me": "won", "opponent": "lost"}


def test_two_headed_giant_teams_count_as_one_player() -> None:
    ruling = _ruled(
        "magic two-headed giant: teams: alice and bob vs carol and dave. alice is at 30 life and "
        "carol is at 30 life. alice loses 10 life. the game is in sudden death"
    )
    assert ruling.results == {"alice": "lost", "bob": "lost", "carol": "won", "dave": "won"}
    # the teams' totals never said (each was taken to be 30): asked, as a player's alone is
    _refused(
        "magic two-headed giant: teams: alice and bob vs carol and dave. alice loses 10 life. "
        "the game is in sudden death"
    )


def test_sudden_death_is_magic_only() -> None:
    said = _refused("the game is in sudden death", default_game=System("grand-archive"))
    # in chat's words, not the replay vocabulary's "sudden_death is not an event" (session 26)
    assert "sudden_death" not in said.message
    assert "Grand Archive's rules for ending a game count none of that" in said.message


# -- the rule told, or said to apply (quoted_text.sudden_death_told) -------------------------------

RULE_TOLD = [
    # the rule paraphrased whole, then a card held "when this occurs" (the same moment)
    (
        "According to the Magic tournament rules, when time is called during a top 8 match ... "
        "the match goes on with one more state-based action: if a player doesn't have the "
        "highest life total, they lose the game. What if I control Platinum Angel when this "
        "happens?",
        "Platinum Angel",
    ),
    (
        "Per the MTG tournament rules, once time is called during a single elimination match "
        "and the extra turns pass, a player without the highest life total loses the game. "
        "What if my opponent has Platinum Angel when that happens?",
        "Platinum Angel",
    ),
    # said to apply, after the rule told of any match (skipped)
    (
        "An single-elim round cannot end in a draw. In that case the so-called sudden death "
        "rule applies.",
        None,
    ),
    ("the 'sudden death' rule kicks in", None),
]


@pytest.mark.parametrize(("text", "card"), RULE_TOLD)
def test_the_rule_told_or_said_to_apply_is_sudden_death(text: str, card: str | None) -> None:
    ruling = _ruled(text)
    assert {"event": "sudden_death"} in _events(ruling)
    assert ruling.depends and "higher life total" in (ruling.question or "")
    if card is not None:  # held at that moment: one report with sudden death
        assert len(ruling.understood["reports"]) == 1
        assert card in ruling.understood_lines[0]


NOT_TOLD = [
    "the sudden death rule is not invoked",
    # the rule's half without time called in single elimination
    "a player who does not have the highest life total loses",
    # a rule of any match, nothing of this game
    "A timed single-elimination match is not allowed to end in a draw.",
    # "this" with no moment before it
    "What happens if I have Platinum Angel when this occurs?",
]


@pytest.mark.parametrize("text", NOT_TOLD)
def test_what_is_not_the_rule_told_stays_refused(text: str) -> None:
    _refused(text)


def test_a_state_said_when_this_occurs_is_of_the_moment_before() -> None:
    # read after it, the opponent would have lost at the checkpoint between
    ruling = _ruled(
        "my opponent is at 0 life. What happens if he controls Platinum Angel when that happens?"
    )
    assert ruling.status == "ongoing"


def test_sudden_death_between_two_teams_with_no_total_said_depends_on_which_is_ahead() -> None:
    # Two-Headed Giant: each team one total (704.6a), none said: a case for each team ahead,
    # never the two starting totals taken as a tie.
    ruling = _ruled(
        "magic two-headed giant: teams: alice and bob vs carol and dave. the game is in sudden "
        "death"
    )
    assert ruling.depends
    cases = {case.condition: (case.status, case.results) for case in ruling.cases}
    assert cases["the life totals were tied"][0] == "ongoing"
    assert cases["alice and bob had the higher life total"] == (
        "over",
        {"alice": "won", "bob": "won", "carol": "lost", "dave": "lost"},
    )
    assert cases["carol and dave had the higher life total"][1]["alice"] == "lost"
    # the asker's team, its teammate unnamed
    mine = _ruled("In 2HG, my teammate controls Platinum Angel. sudden death begins")
    assert mine.depends
    assert "you and my teammate had the higher life total" in {c.condition for c in mine.cases}
