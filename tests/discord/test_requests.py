"""Requests through discord.py, on SQLite and PostgreSQL: the match's writing commands (each
delivered twice: tests/discord/test_writes_once.py) whose first answer was lost are answered by
a redelivery; a command sent again after its answer was lost is recognised; a batch waits
for the player it takes out; a lost COMMIT answer is told apart from a refusal; no server,
no NUL characters, no password on show.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncSessionTransaction

from bot.core.errors import OutcomeUnknown
from bot.faces.discord.answers import RETRY_NOTE, SORRY
from bot.store import requests
from bot.store.database import Database
from tests.discord import helpers
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, slash, snapshot, status
from tests.discord_harness import FakeMessage, InteractionResult
from tests.support.cli import run_arbiter

CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"

pytestmark = pytest.mark.usefixtures("seat_one_chooses")  # so alice chooses in game 1


def model_redelivery(arbiter: Arbiter) -> None:
    """Answer a second delivery of an interaction as Discord does: its interaction was
    acknowledged already (the harness would otherwise accept a second answer)."""
    harness = arbiter.harness
    answer_callback = harness._routes[("POST", CALLBACK)]  # the harness's own handler
    acknowledged: set[str] = set()

    def callback(call: Any) -> Any:
        interaction_id = call.path_params["webhook_id"]
        if interaction_id in acknowledged:
            raise harness.http_error(400, 40060, "Interaction has already been acknowledged.")
        reply = answer_callback(call)
        acknowledged.add(interaction_id)
        return reply

    harness.route("POST", CALLBACK, callback)


def answer_sent(result: InteractionResult) -> str:
    """The content of the answer the bot sent (or tried to send) for this interaction: its
    callback's, or, where the callback only deferred (the bot answers later when the work
    takes longer than its budget, as on a loaded machine), the edit or followup after it."""
    (call, *_) = result.calls_to("POST", CALLBACK)
    body = call.json or {}
    if body.get("type") in _DEFERRED:
        later = [c for c in result.webhook_calls if c is not call and c.method in ("PATCH", "POST")]
        for answer in later:
            if (answer.json or {}).get("content") is not None:
                return str(answer.json["content"])
    data = body.get("data") or {}
    return str(data.get("content"))


_DEFERRED = (
    discord.InteractionResponseType.deferred_channel_message.value,
    discord.InteractionResponseType.deferred_message_update.value,
)


# -- every writing match command --------------------------------------------------------------

Payload = Callable[[Arbiter, dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class Command:
    name: str
    setup: Callable[[Arbiter], Awaitable[dict[str, Any]]]
    payload: Payload

    def __str__(self) -> str:
        return self.name


def slash_as(command: str, user: str = "alice", **options: Any) -> Payload:
    def build(arbiter: Arbiter, context: dict[str, Any]) -> dict[str, Any]:
        values = {k: getattr(arbiter, v[1:]) if str(v).startswith("@") else v
                  for k, v in options.items()}  # fmt: skip
        return arbiter.harness.slash_payload(
            command, user=getattr(arbiter, user), options=values, channel=arbiter.table
        )

    return build


def press_as(label: str, user: str, message: str) -> Payload:
    def build(arbiter: Arbiter, context: dict[str, Any]) -> dict[str, Any]:
        on: FakeMessage = context[message]
        return arbiter.harness.component_payload(
            on.button(label)["custom_id"], user=getattr(arbiter, user), message=on
        )

    return build


async def no_match(arbiter: Arbiter) -> dict[str, Any]:
    return {}


async def match(arbiter: Arbiter) -> dict[str, Any]:
    started = await helpers.start(arbiter)
    return {"started": started.response}


async def match_with_report(arbiter: Arbiter) -> dict[str, Any]:
    context = await match(arbiter)
    await slash(arbiter, "life", change=-3)
    return context


async def waiting(arbiter: Arbiter) -> dict[str, Any]:
    context = await match(arbiter)
    report = await slash(arbiter, "life", player=arbiter.bob, total=0)
    return {**context, "waiting": report.response}


async def batch(arbiter: Arbiter) -> dict[str, Any]:
    context = await match(arbiter)
    await slash(arbiter, "batch start")
    return context


async def batch_with_report(arbiter: Arbiter) -> dict[str, Any]:
    context = await batch(arbiter)
    await slash(arbiter, "life", change=-2)
    return context


COMMANDS = [
    Command("/match start", no_match, slash_as("match start", opponent="@bob", game="magic")),
    Command("/life", match, slash_as("life", change=-1)),
    Command("/life that waits", match, slash_as("life", player="@bob", total=0)),
    Command("/concede", match, slash_as("concede", "bob")),
    Command("/undo", match_with_report, slash_as("undo")),
    Command("Confirm", waiting, press_as("Confirm", "bob", "waiting")),
    Command("Dispute", waiting, press_as("Dispute", "bob", "waiting")),
    Command("Play first", match, press_as("Play first", "alice", "started")),
    Command("/choose", match, slash_as("choose", choice="draw")),
    Command("/batch start", match, slash_as("batch start")),
    Command("/batch resolve", batch_with_report, slash_as("batch resolve")),
    Command("/batch cancel", batch, slash_as("batch cancel")),
    Command("/match end", match, slash_as("match end")),
    Command("/match draw", match, slash_as("match draw")),
    Command("/match concede", match, slash_as("match concede")),
    Command("/arbiter config", no_match, slash_as("arbiter config", "admin", confirmation=False)),
]


@pytest.mark.parametrize("command", [c for c in COMMANDS if c.name in ("/undo", "Confirm")])
async def test_a_redelivery_after_a_lost_first_answer_shows_the_first_answer(
    arbiter_on: Arbiter, command: Command
) -> None:
    """The first delivery was applied but its answer never reached Discord (its process
    died, say); the second delivery of the same interaction answers it, with the same words."""
    arbiter = arbiter_on
    context = await command.setup(arbiter)
    payload = command.payload(arbiter, context)
    harness = arbiter.harness
    answer_callback = harness._routes[("POST", CALLBACK)]
    down = [True]

    def unavailable(call: Any) -> Any:
        if down:
            raise harness.http_error(503, 0, "Service Unavailable")
        return answer_callback(call)

    harness.route("POST", CALLBACK, unavailable)
    lost = await harness.dispatch(payload, raise_on_error=False, expect_response=False).wait()
    assert lost.response is None
    down.clear()
    arbiter.bot.unexpected_errors.clear()  # the 503 was logged as unexpected, rightly
    after_first = await snapshot(arbiter)

    again = await harness.dispatch(payload).wait()
    assert await snapshot(arbiter) == after_first
    assert again.content == answer_sent(lost)
    assert SORRY not in (again.content or "")


# -- a command sent again after its answer was lost ---------------------------------------------


async def test_a_report_sent_again_after_a_late_answer_is_not_applied_twice(
    arbiter_on: Arbiter,
) -> None:
    """The answer to /life missed Discord's window (10062 Unknown interaction): the user saw
    "The application did not respond" and sends /life again. That is a retry: answered, with
    a note, not applied. Sent once more after that answer arrived, it is play, and applied."""
    arbiter = arbiter_on
    await helpers.start(arbiter)
    harness = arbiter.harness
    payload = harness.slash_payload(
        "life", user=arbiter.alice, options={"change": -1}, channel=arbiter.table
    )
    answer_callback = harness._routes[("POST", CALLBACK)]

    def too_late(call: Any) -> Any:
        if call.path_params["webhook_token"] == payload["token"]:
            raise harness.http_error(404, 10062, "Unknown interaction")
        return answer_callback(call)

    harness.route("POST", CALLBACK, too_late)
    late = await harness.dispatch(payload, expect_response=False).wait()
    assert late.response is None
    assert (await status(arbiter)).player("alice").life == 19

    retry = await slash(arbiter, "life", change=-1)
    assert (await status(arbiter)).player("alice").life == 19, "the retry was applied"
    assert retry.content == "Recorded: alice: life 19 (a player loses at 0)."
    (note,) = retry.followups
    assert note.content == RETRY_NOTE and note.ephemeral

    meant = await slash(arbiter, "life", change=-1)
    assert meant.followups == []
    assert (await status(arbiter)).player("alice").life == 18


async def test_an_undo_sent_again_after_a_late_answer_undoes_one_report(
    arbiter_on: Arbiter,
) -> None:
    arbiter = arbiter_on
    await helpers.start(arbiter)
    for change in (-1, -2, -3):
        await slash(arbiter, "life", change=change)
    harness = arbiter.harness
    payload = harness.slash_payload("undo", user=arbiter.alice, channel=arbiter.table)
    answer_callback = harness._routes[("POST", CALLBACK)]

    def too_late(call: Any) -> Any:
        if call.path_params["webhook_token"] == payload["token"]:
            raise harness.http_error(404, 10062, "Unknown interaction")
        return answer_callback(call)

    harness.route("POST", CALLBACK, too_late)
    await harness.dispatch(payload, expect_response=False).wait()
    retry = await slash(arbiter, "undo")
    assert "undid the last report" in (retry.content or "")
    assert (await status(arbiter)).player("alice").life == 17  # 20 - 1 - 2, one undo


# -- a batch waits for the player it takes out --------------------------------------------------


async def test_a_batch_does_not_skip_the_knocked_out_players_confirmation(
    arbiter_on: Arbiter,
) -> None:
    """The issue's steps: alice /batch start; bob reports something harmless into it; alice
    /life total:0 player:@bob; alice /batch resolve. bob has to confirm."""
    arbiter = arbiter_on
    alice, bob = arbiter.alice, arbiter.bob
    await helpers.start(arbiter)
    await slash(arbiter, "batch start", alice)
    await slash(arbiter, "poison", bob, change=1)
    await slash(arbiter, "life", alice, player=bob, total=0)

    resolved = await slash(arbiter, "batch resolve", alice)

    assert helpers.labels(resolved) == ["Confirm", "Dispute"]
    assert f"<@{bob.id}> (or a judge): confirm or dispute." in (resolved.content or "")
    view = await status(arbiter)
    assert view.wins == (0, 0) and view.pending is not None
    # alice cannot confirm for bob; bob can.
    refused = await helpers.press(arbiter, resolved.response, "Confirm", alice)
    assert refused.ephemeral
    confirmed = await helpers.press(arbiter, resolved.response, "Confirm", bob)
    assert "Game 1 is over. Score: alice 1, bob 0." in (confirmed.content or "")


# -- a lost COMMIT answer -----------------------------------------------------------------------


def lose_next_write_commit(monkeypatch: pytest.MonkeyPatch, *, then: Callable[[], None]) -> None:
    """The next COMMIT of a change reaches the database, and its answer is lost."""
    original = AsyncSessionTransaction.commit
    armed = [True]

    async def commit(self: AsyncSessionTransaction) -> None:
        await original(self)
        if armed and self.session.changed is not None:
            armed.clear()
            then()
            raise OperationalError("COMMIT", {}, ConnectionResetError("connection reset by peer"))

    monkeypatch.setattr(AsyncSessionTransaction, "commit", commit)


async def test_a_stored_undo_whose_commit_answer_was_lost_is_answered_as_done(
    arbiter_on: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    arbiter = arbiter_on
    await helpers.start(arbiter)
    await slash(arbiter, "life", change=-5)
    lose_next_write_commit(monkeypatch, then=lambda: None)

    undone = await slash(arbiter, "undo")

    assert "undid the last report of game 1" in (undone.content or "")
    assert "nothing was changed" not in (undone.content or "")
    assert (await status(arbiter)).player("alice").life == 20


async def test_when_arbiter_cannot_tell_it_says_so(
    arbiter_on: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    arbiter = arbiter_on
    await helpers.start(arbiter)
    await slash(arbiter, "life", change=-5)
    database: Database = arbiter.bot.database
    sessions = database.sessions
    monkeypatch.setattr(requests, "MAX_ATTEMPTS", 3)

    def unreachable() -> Any:
        raise ConnectionRefusedError("the database is unreachable")

    def go_away() -> None:
        database.sessions = unreachable  # type: ignore[method-assign, assignment]

    lose_next_write_commit(monkeypatch, then=go_away)
    undone = await slash(arbiter, "undo")
    database.sessions = sessions  # type: ignore[method-assign]

    assert undone.ephemeral
    assert undone.content == OutcomeUnknown(requests.OUTCOME_UNKNOWN).message
    assert "nothing was changed" not in (undone.content or "")
    assert (await status(arbiter)).player("alice").life == 20  # it was in fact stored


# -- no server, no NUL, no password -------------------------------------------------------------


# A match command in a direct message never reaches Arbiter now: the registration payload
# offers it in servers only (tests/discord/test_busy_server.py, and simcord's picker in
# tests/simulated). The service still refuses a guild-scoped call without a guild
# (tests/test_match_requests.py), whatever reaches it.


async def test_a_nul_character_in_a_name_is_refused_cleanly(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    nul = arbiter.harness.user(900_000_000_000_004_000, "mal\x00lory")
    before = await snapshot(arbiter)
    result = await slash(arbiter, "match start", arbiter.alice, opponent=nul, game="magic")
    assert result.ephemeral
    assert "NUL character" in (result.content or "")
    assert await snapshot(arbiter) == before


async def test_the_console_does_not_show_the_database_password(
    postgres_database: Database, tmp_path: Path
) -> None:
    """`arbiter console` in this process (tests/support/cli.py), in a thread of its own: its
    event loop is not this test's."""
    password = postgres_database.engine.url.password
    assert password
    result = await asyncio.to_thread(
        run_arbiter, "console", "--database", postgres_database.url, stdin="quit\n", cwd=tmp_path
    )
    output = result.stdout + result.stderr
    assert "Database: postgresql+asyncpg://arbiter:***@" in output
    assert password not in output


async def test_arbiter_warns_about_postgresql_settings_that_lose_acknowledged_data(
    postgres_database: Database,
) -> None:
    """The suite's fast server runs without durability: exactly what the warning is for."""
    problems = await postgres_database.setting_problems()
    assert any(p.startswith("PostgreSQL runs with fsync=off") for p in problems)
    assert any("synchronous_commit=off" in p for p in problems)


async def test_judges_role_does_not_change_what_was_refused(arbiter_on: Arbiter) -> None:
    """A refusal is the interaction's answer: delivered again after the judge role was set,
    it is refused again, not applied."""
    arbiter = arbiter_on
    model_redelivery(arbiter)
    await helpers.start(arbiter)
    payload = arbiter.harness.slash_payload(
        "penalty", user=arbiter.judge, options={"player": arbiter.bob}, channel=arbiter.table
    )
    refused = await arbiter.harness.dispatch(payload).wait()
    assert refused.ephemeral
    await make_judges(arbiter)
    await arbiter.harness.dispatch(payload, expect_response=False).wait()
    assert (await status(arbiter)).wins == (0, 0)
