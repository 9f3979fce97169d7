"""A match carries the events of Magic's stack and continuous effects (docs/replay-vocabulary.md)
through the same vocabulary as a replay: a report names players by user id, even inside a
trigger's effects; the stored game keeps what is on the stack and which effects are in force,
so another process resolves it; confirmations, undo and the export work on them as on any
report. On both backends."""

from __future__ import annotations

import pytest

from bot.app.match import MatchService
from bot.core.errors import MatchError
from bot.store.database import Database
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    alice,
    bob,
    carol,
    db_rows,
    report,
    start,
)

BLOOD_ARTIST = {
    "event": "trigger",
    "controller": ALICE,
    "source": "Blood Artist",
    "effects": [{"event": "life", "player": BOB, "delta": -1}],
}
RESOLVE = {"event": "resolve"}


async def test_a_trigger_reported_in_one_process_resolves_in_another(database: Database) -> None:
    here = MatchService(database)
    await start(here, players=(ALICE, BOB, CAROL))
    put = await report(here, alice, BLOOD_ARTIST)
    assert put.status == "applied" and put.outcomes == ()
    assert any(
        note.english().startswith("alice's Blood Artist goes on the stack") for note in put.notes
    )
    assert put.match.player("bob").life == 20

    other = Database(database.url)
    try:
        there = MatchService(other)
        resolved = await report(there, carol, RESOLVE)
        assert resolved.status == "applied"
        assert resolved.match.player("bob").life == 19
        # The stack is empty now: a clear refusal, and nothing changes.
        before = await db_rows(database)
        with pytest.raises(MatchError, match="Nothing is on the stack"):
            await report(here, carol, RESOLVE)
        assert await db_rows(database) == before
    finally:
        await other.close()


async def test_a_player_who_leaves_takes_their_trigger_and_the_answer_says_so(
    service: MatchService,
) -> None:
    await start(service, players=(ALICE, BOB, CAROL))
    await report(service, alice, BLOOD_ARTIST)
    await report(service, alice, {"event": "concede", "player": ALICE})
    gone = await report(service, bob, RESOLVE)
    assert gone.match.player("bob").life == 20
    assert any("ceased to exist when alice left" in note.english() for note in gone.notes)
    assert any("MTG CR 800.4a" in note.english() for note in gone.notes)


async def test_cant_lose_holds_until_it_ends_and_then_the_loss_waits_for_confirmation(
    service: MatchService,
) -> None:
    await start(service, players=(ALICE, BOB))
    angel = {
        "event": "effect_begins",
        "effect": "cant_lose",
        "controller": BOB,
        "source": "Platinum Angel",
    }
    await report(service, bob, angel)
    held = await report(service, alice, {"event": "life", "player": BOB, "set": 0})
    assert held.status == "applied" and not held.game_over
    assert any(
        "can't lose the game: Platinum Angel (bob's)" in note.english() for note in held.notes
    )

    ends = await report(service, alice, {"event": "effect_ends", "source": "Platinum Angel"})
    assert ends.status == "pending"  # it takes bob out: bob (or a judge) confirms
    confirmed = await service.confirm(
        channel_id=ends.match.channel_id, actor=bob, pending_id=ends.pending_id
    )
    assert confirmed.game_over
    assert any("their life total is 0" in line.english() for line in confirmed.outcomes)


async def test_undo_puts_back_what_a_resolve_took_off_the_stack(service: MatchService) -> None:
    await start(service, players=(ALICE, BOB, CAROL))
    await report(service, alice, BLOOD_ARTIST)
    resolved = await report(service, carol, RESOLVE)
    assert resolved.match.player("bob").life == 19
    undone = await service.undo(channel_id=resolved.match.channel_id, actor=carol)
    assert undone.player("bob").life == 20
    again = await report(service, carol, RESOLVE)
    assert again.match.player("bob").life == 19
    exported = await service.export(again.match.id)
    (played,) = exported["games"]
    assert {
        "event": "trigger",
        "controller": "alice",
        "source": "Blood Artist",
        "effects": [{"event": "life", "player": "bob", "delta": -1}],
    } in played["reports"]


async def test_a_cards_own_trigger_goes_on_the_stack_in_one_process_and_resolves_in_another(
    database: Database,
) -> None:
    """Lich's Mastery leaving (lose_when_leaves, MTG CR 603.6c): nobody reports the trigger;
    the engine puts it on the stack, the stored game keeps it, and another process resolves
    it, as a quick ruling does (tests/rulings/test_engine_cards.py)."""
    here = MatchService(database)
    await start(here, players=(ALICE, BOB))
    mastery = [
        {
            "event": "effect_begins",
            "effect": effect,
            "controller": ALICE,
            "source": "Lich's Mastery",
        }
        for effect in ("cant_lose", "lose_when_leaves")
    ]
    await report(here, alice, *mastery)
    left = await report(here, bob, {"event": "effect_ends", "source": "Lich's Mastery"})
    assert left.status == "applied" and not left.game_over
    assert any(
        note.english().startswith("alice's Lich's Mastery goes on the stack") for note in left.notes
    )
    other = Database(database.url)
    try:
        there = MatchService(other)
        resolved = await report(there, bob, RESOLVE)
        assert resolved.status == "pending"  # it takes alice out: alice (or a judge) confirms
        confirmed = await there.confirm(
            channel_id=resolved.match.channel_id, actor=alice, pending_id=resolved.pending_id
        )
        assert confirmed.game_over
        assert any("an effect says they lose" in line.english() for line in confirmed.outcomes)
    finally:
        await other.close()
