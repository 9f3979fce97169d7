"""Each real question (real_questions.json) whose situation the replay vocabulary can say,
written by hand as a game file (real_question_replays.json), gives the published answer when
the rules core judges it: triggers after state-based actions, 800.4a, "can't lose" and "can't
win", replacements of losing, lifelink, poison. A question whose answer depends on what the
text leaves open has one game per case. The reader is not involved: this is the engine alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.core.rules.gamefile import adjudicate_game, read_game, summarize

HERE = Path(__file__).parent
QUESTIONS: dict[str, dict[str, Any]] = {
    q["id"]: q
    for q in json.loads((HERE / "real_questions.json").read_text(encoding="utf-8"))["questions"]
}
REPLAYS: dict[str, Any] = json.loads(
    (HERE / "real_question_replays.json").read_text(encoding="utf-8")
)


def test_every_question_is_replayed_or_says_why_it_is_not() -> None:
    """Every question; the replays may also run ahead of this corpus (questions gathered on
    another branch), checked once the corpus has them."""
    replayed, nothing = set(REPLAYS["replays"]), set(REPLAYS["not_replayed"])
    assert not replayed & nothing
    assert set(QUESTIONS) <= replayed | nothing
    assert all(len(why) > 20 for why in REPLAYS["not_replayed"].values())


ASKED = sorted(set(REPLAYS["replays"]) & set(QUESTIONS))


def _cases(question: dict[str, Any]) -> list[dict[str, Any]]:
    expected = question["expected"]
    return expected["cases"] if expected["status"] == "depends" else [expected]


@pytest.mark.parametrize("question_id", ASKED)
def test_the_hand_written_replay_gives_the_published_answer(question_id: str) -> None:
    games = REPLAYS["replays"][question_id]["games"]
    cases = _cases(QUESTIONS[question_id])
    assert len(games) == len(cases), "one game per case of the answer"
    for game, case in zip(games, cases, strict=True):
        result = summarize(adjudicate_game(read_game(game)))
        where = case.get("if", "")
        assert result["status"] == case["status"], where
        assert set(case["results"]) <= set(result["players"]), "players keyed as in the question"
        wanted = {player: result["players"][player] for player in case["results"]}
        assert wanted == case["results"], where
        if result["status"] == "over":
            assert result["citations"]
