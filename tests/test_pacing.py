"""The paced budget of bot-token requests (bot/faces/discord/pacing.py): in what order turns are
handed out, how fast, per channel, and what happens near Discord's invalid-request ban."""

from __future__ import annotations

import asyncio
import logging
import time

import pytest

from bot.config import Settings
from bot.faces.discord import pacing
from bot.faces.discord.pacing import Budget, InvalidRequests, Urgency
from tests.support.virtual_time import VirtualTime


async def granted_order(budget: Budget, tickets: list[tuple[str, int | None, Urgency, float]]):
    """Ask for every ticket at once (name, channel, urgency, since); the names in the order
    their turns came, and when (the budget's clock)."""
    order: list[tuple[str, float]] = []

    async def ask(name: str, channel: int | None, urgency: Urgency, since: float) -> None:
        await budget.turn(channel, urgency, since=since)
        order.append((name, budget.clock()))

    await asyncio.gather(*(ask(*ticket) for ticket in tickets))
    return order


async def test_what_a_person_waits_on_goes_before_boards_and_boards_oldest_change_first() -> None:
    budget = Budget(50, burst=1)
    now = time.monotonic()
    await budget.turn(None, Urgency.BOARD)  # the burst is spent: the rest queue up
    order = await granted_order(
        budget,
        [
            ("board changed 3 s ago", 1, Urgency.BOARD, now - 3),
            ("board changed 8 s ago", 2, Urgency.BOARD, now - 8),
            ("ping", 3, Urgency.PERSON, now),
            ("board just reported", 4, Urgency.REPORTED, now),
            ("board changed 5 s ago", 5, Urgency.BOARD, now - 5),
        ],
    )
    assert [name for name, _ in order] == [
        "ping",
        "board just reported",
        "board changed 8 s ago",
        "board changed 5 s ago",
        "board changed 3 s ago",
    ]
    await budget.close()


async def test_a_board_that_waited_long_is_served_before_newer_reported_boards() -> None:
    budget = Budget(50, burst=1, starve_after=10.0)
    now = time.monotonic()
    await budget.turn(None, Urgency.BOARD)
    order = await granted_order(
        budget,
        [
            ("reported now", 1, Urgency.REPORTED, now),
            ("board waiting 12 s", 2, Urgency.BOARD, now - 12),
            ("board waiting 2 s", 3, Urgency.BOARD, now - 2),
        ],
    )
    assert [name for name, _ in order] == [
        "board waiting 12 s",
        "reported now",
        "board waiting 2 s",
    ]
    await budget.close()


@pytest.fixture
def virtual(monkeypatch: pytest.MonkeyPatch) -> VirtualTime:
    time = VirtualTime()
    monkeypatch.setattr(pacing, "asyncio", time)
    return time


async def test_turns_come_at_the_rate_after_a_small_burst(virtual: VirtualTime) -> None:
    budget = Budget(100, burst=5, clock=virtual.clock)
    start = virtual.clock()
    order = await granted_order(budget, [(str(n), None, Urgency.PERSON, start) for n in range(25)])
    # 5 at once, then one every 10 ms: never faster than the rate allows, and no slower.
    times = [at - start for _, at in order]
    assert len(times) == 25
    for granted, at in enumerate(times, start=1):
        assert at >= (granted - 5) / 100 - 1e-6, (granted, at)
    assert times[-1] == pytest.approx(0.2, abs=0.011)
    await budget.close()


async def test_one_channel_takes_its_limit_per_window_while_other_channels_go_on(
    virtual: VirtualTime,
) -> None:
    budget = Budget(200, burst=10, channel_limit=2, channel_window=0.3, clock=virtual.clock)
    now = virtual.clock()
    order = await granted_order(
        budget,
        [
            ("a1", 1, Urgency.PERSON, now),
            ("a2", 1, Urgency.PERSON, now),
            ("a3", 1, Urgency.PERSON, now),
            ("b1", 2, Urgency.BOARD, now),
        ],
    )
    names = [name for name, _ in order]
    assert names.index("b1") < names.index("a3")  # the busy channel does not hold others up
    at = dict(order)
    assert at["a3"] - at["a1"] >= 0.3  # the third in the channel waits for its window
    await budget.close()


async def test_near_the_invalid_request_limit_boards_wait_and_people_do_not(
    caplog: pytest.LogCaptureFixture,
) -> None:
    invalid = InvalidRequests(warn_at=2, stop_at=3)
    budget = Budget(100, invalid=invalid)
    with caplog.at_level(logging.WARNING, logger="bot.faces.discord.pacing"):
        for status in (200, 404, 429, 403, 401):
            invalid.record(status)
    assert invalid.count() == 3 and invalid.near_limit()
    assert "invalid requests" in caplog.text and "10000" in caplog.text.replace(",", "")
    board = asyncio.create_task(budget.turn(1, Urgency.BOARD))
    await budget.turn(2, Urgency.PERSON)  # a ping still goes
    await asyncio.sleep(0.2)
    assert not board.done()  # the redraw waits for the count to fall
    invalid.stop_at = 10  # (as when older invalid requests leave the 10-minute window)
    await asyncio.wait_for(board, 3)
    await budget.close()


async def test_unpaced_budget_never_waits() -> None:
    budget = Budget(1, burst=1, channel_limit=1, channel_window=60)
    budget.unpaced()
    for _ in range(20):
        await asyncio.wait_for(budget.turn(1, Urgency.BOARD), 0.5)


def test_each_shard_process_takes_its_share_of_the_token_rate() -> None:
    whole = Settings(_env_file=None, rest_rate=40)  # type: ignore[call-arg]
    assert whole.rest_rate_share == 40
    two_of_four = Settings(_env_file=None, rest_rate=40, shard_count=4, shard_ids="0,1")  # type: ignore[call-arg]
    assert two_of_four.rest_rate_share == 20
    with pytest.raises(ValueError):
        Settings(_env_file=None, rest_rate=60)  # type: ignore[call-arg]  # over Discord's 50
