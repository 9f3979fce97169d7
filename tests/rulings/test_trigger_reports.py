"""A report that a card's trigger at a step, whose win turns on a count, did not win after the
asker answered it (issue #31, bot/core/rulings/trigger_reports.py): the verdict is the
program's, no fact; the trigger, the response and the resolution are read, and the answer
turns on the count the card's condition names (a case where it held, one where it did not)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

NOT_WON = [
    # the card named only in the verdict; the asker's subject left out; whose by the step
    (
        "Responded to the trigger at my upkeep and made 5 treasures but the Helix Pinnacle "
        "trigger did not end the game upon resolution.",
        "did not end the game upon resolution",
    ),
    # ... with "I", the response by a gerund, another count-gated card
    (
        "I responded to the trigger at my upkeep by making 3 clues, but the Mechanized "
        "Production trigger didn't win me the game when it resolved",
        "didn't win me the game when it resolved",
    ),
    # ... whose by "my" before the card, no step said
    (
        "responded to the trigger and created 2 Food tokens but my Mechanized Production "
        "trigger never ended the game",
        "never ended the game",
    ),
    # the card first, then the response, then "it"
    (
        "My Felidar Sovereign triggered at my upkeep, I responded by gaining 4 life, but it "
        "didn't win the game",
        "didn't win the game",
    ),
    # an end-step trigger, told at the end step
    (
        "my Biovisionary triggered at the beginning of my end step and I responded by making "
        "2 goblins but the trigger did not end the game",
        "did not end the game",
    ),
    # no response: the trigger said to resolve, and the verdict
    (
        "my Helix Pinnacle's trigger resolved at my upkeep but did not end the game",
        "did not end the game",
    ),
    # under a label naming the program
    (
        "Forge 1.6.53: my Helix Pinnacle triggered at my upkeep, I responded by making 2 clues, "
        "but it didn't win the game",
        "didn't win the game",
    ),
    # the card with no article, its trigger by its step; "did nothing"
    (
        "Responded to the trigger at my upkeep and made 5 clues but Helix Pinnacle's upkeep "
        "trigger did nothing",
        "did nothing",
    ),
    (
        "my Felidar Sovereign's upkeep trigger resolved but didn't give me the win",
        "didn't give me the win",
    ),
    # "I" as the verdict's subject
    ("my Mechanized Production triggered at my upkeep but I didn't win", "didn't win"),
    # a card whose count-gated trigger is as it enters: entering said
    (
        "my Thassa's Oracle entered the battlefield but its trigger did not win me the game",
        "did not win me the game",
    ),
    # "did not win the game": a verdict, never the question "did X win the game"
    (
        "I'm at 45 life. my Felidar Sovereign triggered at my upkeep, I responded by gaining 3 "
        "life, but it did not win the game",
        "did not win the game",
    ),
    # the opponent's response
    (
        "My Chance Encounter triggered at my upkeep, my opponent responded by gaining 3 life, "
        "but it didn't end the game",
        "didn't end the game",
    ),
    # an example: "when it triggers and in response ..., you wouldn't win": the player said not
    # to win by it is its controller, the asker
    (
        "For example, when Felidar Sovereign triggers and in response my opponent gains "
        "control of it, you wouldn't win the game because it checks his life instead",
        "you wouldn't win the game because it checks his life instead",
    ),
]


@pytest.mark.parametrize(("text", "verdict"), NOT_WON)
def test_a_count_gated_trigger_answered_and_said_not_to_win_depends_on_its_count(
    text: str, verdict: str
) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}
    won = [case.results for case in ruling.cases if case.status == "over"]
    assert won == [{"me": "won", "opponent": "lost"}]
    assert verdict in ruling.skipped  # shown under "understood", never a fact


def test_a_response_that_ends_the_game_is_read_before_the_trigger() -> None:
    # conceding in response: the asker is out before the trigger resolves
    ruling = _ruled(
        "Responded to the trigger at my upkeep and conceded but the Mechanized Production "
        "trigger did not end the game"
    )
    assert ruling.status == "over"
    assert ruling.results == {"me": "lost", "opponent": "won"}


NOT_READ = [
    # whose trigger: never said
    "Responded to the trigger and made 8 thopters but the Mechanized Production trigger did "
    "not end the game",
    # another player's step
    "Responded to the trigger at his upkeep and made 8 thopters but the Mechanized Production "
    "trigger did not end the game",
    # a step that is not the card's
    "My Helix Pinnacle triggered at my end step, I responded by making 2 clues, but it didn't "
    "win the game",
    # a card whose win is no count's at a step
    "Responded to the trigger at my upkeep and made 8 thopters but the Platinum Angel trigger "
    "did not end the game",
    # the asker's own act in an example: who controlled it when it triggered?
    "when Felidar Sovereign triggers and in response I gain control of it, you wouldn't win the "
    "game",
    # a response the reader does not read: refused and named
    "Responded to the trigger at my upkeep and danced a jig but the Mechanized Production "
    "trigger did not end the game",
    # an entering card's trigger said to trigger, its entering never said
    "my Thassa's Oracle triggered but I didn't win",
    # entering said of a card whose trigger is at a step
    "my Felidar Sovereign entered the battlefield but I didn't win",
    # no response, whose not said
    "the Felidar Sovereign's upkeep trigger resolved but did nothing",
    "the Helix Pinnacle trigger resolved but did not end the game",
    # "made 8 attacks": no token
    "Responded to the trigger at my upkeep and made 8 attacks but the Mechanized Production "
    "trigger did not end the game",
]


@pytest.mark.parametrize("text", NOT_READ)
def test_a_trigger_said_not_to_win_otherwise_stays_refused(text: str) -> None:
    _refused(text)


TOKENS = [
    "my opponent is at 3 life. I make 2 thopters. my opponent takes 3 damage",
    "my opponent is at 3 life. I created a Treasure. my opponent takes 3 damage",
]


@pytest.mark.parametrize("text", TOKENS)
def test_tokens_told_by_their_kind_end_nothing(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "opponent": "lost"}


def test_an_example_in_the_second_person_is_the_askers() -> None:
    ruling = _ruled(
        "e.g. when your Mechanized Production triggers and in response your opponent makes 8 "
        "thopters you don't win the game"
    )
    won = [case.results for case in ruling.cases if case.status == "over"]
    assert won == [{"me": "won", "opponent": "lost"}]


def test_a_verdict_with_did_not_outside_a_report_is_refused_and_named() -> None:
    # "did not lose the game" is no question ("did bob lose the game?") to be dropped
    refused = _refused("bob is at 0 life but he did not lose the game")
    assert refused.unread is not None and "did not lose the game" in refused.unread


def test_an_entering_trigger_said_not_to_win_is_settled_by_the_counts_told() -> None:
    # an empty library: the Oracle's count holds, whatever the program did
    ruling = _ruled(
        "my library was empty. my Thassa's Oracle entered, I responded by making a clue, but I "
        "didn't win the game"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert "didn't win the game" in ruling.skipped
