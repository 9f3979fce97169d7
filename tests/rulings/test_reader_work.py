"""The work one answer takes grows with its text, never faster (issue #29: the same reader
serves every server from the bot's one event loop). Counted in steps of the reader and plays of
the engine, not in time: a test never times anything."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, card_marks, rule_on, unsaid_life_totals


def _counted(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[int]:
    """Count the calls of `module.name` from now on."""
    calls = [0]
    original: Callable[..., Any] = getattr(module, name)

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(module, name, counting)
    return calls


def test_a_long_run_of_capitalised_words_is_read_in_steps_proportional_to_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ " Bob Bob Bob ..." (1,000 characters): each word began a name that was followed to the
    end of the run again, 31,000 steps and 60 ms of CPU for one message; twice as long, four
    times the work."""
    steps = _counted(monkeypatch, card_marks, "_capitalised")
    card_marks.mark_cards(" Bob" * 250, System("magic"))
    short = steps[0]
    steps[0] = 0
    card_marks.mark_cards(" Bob" * 500, System("magic"))
    assert steps[0] <= 2.2 * short, (short, steps[0])
    assert short <= 4 * 250


def test_a_long_situation_with_a_total_never_said_is_played_out_a_bounded_number_of_times(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """45 sentences of damage to a player whose life total is never said: every range of totals
    that could end differently was played out again from the start, 137 times (0.3 s of CPU);
    now Arbiter stops and asks for the totals."""
    plays = _counted(monkeypatch, unsaid_life_totals, "judge_reading")
    text = "alice takes 3 damage. " * 45
    answer = rule_on(text, default_game=System("magic"))
    assert isinstance(answer, NoRuling)
    assert "life totals of alice" in answer.message and "Say them" in answer.message
    assert plays[0] * 45 <= 400, plays[0]


def test_a_few_sentences_with_a_total_never_said_still_depend_on_it() -> None:
    answer = rule_on("alice takes 1 damage. " * 10, default_game=System("magic"))
    assert isinstance(answer, Ruling) and answer.depends
    assert answer.question is not None and "more than 10" in answer.question
