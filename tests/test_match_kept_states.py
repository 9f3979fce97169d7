"""What a process keeps of a channel's match (bot.store.matches.MatchStore.states) never lets a
request be decided on something the database no longer says: another process's write, or a
change of the server's settings made here."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app.match import MatchService
from bot.core.errors import NotAllowed
from bot.core.match import scoring
from bot.core.match.commands import RecordResult
from bot.core.rules import GameSetup
from bot.store.database import Database
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    alice,
    bob,
    judge,
    life,
    report,
    start,
)


@pytest.fixture(autouse=True)
def seat_one_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    def first_seat(setup: GameSetup) -> str:
        return setup.players[0]

    monkeypatch.setattr(scoring, "first_chooser", first_seat)


async def test_a_report_is_checked_against_the_roster_of_the_match_it_changes(
    database: Database,
) -> None:
    """Process A keeps alice-bob's match. Process B ends it and starts alice-carol's in the
    same channel. bob, no player of the new match, reports through A: refused, and the new
    match unchanged (A read bob's report against the old match's roster, then re-read the
    channel for retry recognition and decided it on the new match)."""
    other = Database(database.url)
    try:
        here = MatchService(database, recognise_retries=True)
        there = MatchService(other, recognise_retries=True)
        await start(here, players=(ALICE, BOB))  # kept by A; its answer not yet delivered
        await there.record_result(
            channel_id=CHANNEL,
            actor=judge,
            result=RecordResult(winner="alice"),
        )
        await start(there, players=(ALICE, CAROL))

        with pytest.raises(NotAllowed):
            await report(here, bob, {"event": "life", "player": ALICE, "delta": -5})
        view = await there.status(channel_id=CHANNEL)
        assert view.player("alice").life == 20
        assert await there.log(view.id) == []
    finally:
        await other.close()


async def test_a_settings_change_made_while_a_match_starts_applies_to_its_first_report(
    postgres_database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server turns confirmations on while /match start is being stored (two interactions
    at once in one process; PostgreSQL runs them on two connections). The change is made here,
    so it holds at once: alice's report that takes bob out waits for bob's confirmation. (The
    new match's state was kept, after its COMMIT, with the policy its transaction read before
    the change, and the change's `forget` had already run.)"""
    service = MatchService(postgres_database)
    await service.update_settings(GUILD, confirmation_required=False)
    store = service.unit.store
    stored = store.save

    async def save_while_settings_change(session: Any, decision: Any) -> Any:
        saved = await stored(session, decision)
        if decision.before is None:
            await service.update_settings(GUILD, confirmation_required=True)
        return saved

    monkeypatch.setattr(store, "save", save_while_settings_change)
    await start(service)
    assert (await service.settings(GUILD)).confirmation_required

    answer = await report(service, alice, life(BOB, 0))
    assert answer.status == "pending" and not answer.game_over
