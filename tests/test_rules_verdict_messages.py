"""A verdict is a message all the way to the faces (issue 34): the rules engine's sentence,
kept with the report and in the request log, is worded in any language with its names and rule
numbers as they are, and a delivery of the same request again answers the same sentence, on
SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from bot.app.match import MatchService
from bot.core.match import scoring
from bot.core.rules import GameSetup
from bot.faces.i18n import translate
from tests.matches_helpers import BOB, judge, key, life, report, start

LOST = {
    "en-US": "bob loses: their life total is 0 (MTG CR 104.3b, MTG CR 704.5a)",
    "de": "bob verliert das Spiel: sein Lebenspunktestand ist 0 (MTG CR 104.3b, MTG CR 704.5a)",
    "ja": "bob はゲームに敗北する：ライフの総量が 0 である（MTG CR 104.3b, MTG CR 704.5a）",  # noqa: RUF001
    "fr": (
        "bob perd la partie : son total de points de vie est de 0 (MTG CR 104.3b, MTG CR 704.5a)"
    ),
    "es-ES": "bob pierde la partida: su total de vidas es 0 (MTG CR 104.3b, MTG CR 704.5a)",
}


@pytest.fixture(autouse=True)
def seat_one_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    def first_seat(setup: GameSetup) -> str:
        return setup.players[0]

    monkeypatch.setattr(scoring, "first_chooser", first_seat)


async def test_a_verdict_is_worded_in_each_language_and_answered_again_the_same(
    service: MatchService,
) -> None:
    await start(service)
    same = key()
    first = await report(service, judge, life(BOB, 0), idempotency_key=same)
    again = await report(service, judge, life(BOB, 0), idempotency_key=same)
    assert again.duplicate and again.outcomes == first.outcomes
    won, lost = first.outcomes
    assert {locale: translate(lost, locale) for locale in LOST} == LOST
    assert translate(won, "de").startswith("alice gewinnt das Spiel: alle Gegner haben das Spiel")
    assert translate(again.outcomes[1], "ja") == LOST["ja"]
