"""Two loads of the real bot against the fake Discord, with the figures Discord's limits make
matter (used by tests/fake_discord/test_rate_limits.py, short, and benchmarks/discord_limits.py,
full):

* `busy_tables`: `tables` matches, one per channel, each reporting `/life total:N` (N rising by
  one per report) every `mean_interval` seconds on average (exponential gaps) for `seconds`.
  Figures: the share of bot-token requests answered 429 (and global 429s after `warm_up`),
  each interaction's first response time, the lag from a report to the first board edit that
  shows it, and whether every board shows its match's stored state once reports stop.
* `round_start`: a swiss league of `2 * tables` players and `/league round start`; figures:
  wall time against the budget's minimum for its requests, 429s, threads and pings.
"""

from __future__ import annotations

import asyncio
import math
import random
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from bot.app.league import LeagueSettings
from bot.app.match import Actor, PlayerSpec
from bot.core.languages import Language
from bot.faces.discord import render
from bot.fakediscord import gateway
from bot.fakediscord.gateway import JSON
from bot.store.tables.matches import utcnow
from tests.fake_discord.arbiter import ADMIN_ID, LiveArbiter
from tests.fake_discord.server import GUILD_ID, FakeDiscord, FakeDiscordProcess

INTEGER = 4  # application command option type
FIRST_TOTAL = 1000
_LIFE = re.compile(r"life (-?\d+)")


def percentile(samples: list[float], q: float) -> float:
    if not samples:
        return math.nan
    ordered = sorted(samples)
    return ordered[max(1, math.ceil(q / 100 * len(ordered))) - 1]


@dataclass
class BusyFigures:
    tables: int
    seconds: float
    mean_interval: float
    reports: int = 0
    bot_requests: int = 0
    limited: int = 0
    global_limited_after_warm_up: int = 0
    response_p99: float = math.nan
    response_max: float = math.nan
    lag_p50: float = math.nan
    lag_p95: float = math.nan
    lag_max: float = math.nan
    # The lag's two parts: from a report to its answer (the database's write, mostly), and
    # from the answer to the first board edit that shows it (the board's own delay).
    answer_p50: float = math.nan
    answer_p95: float = math.nan
    answer_max: float = math.nan
    board_after_answer_p50: float = math.nan
    board_after_answer_p95: float = math.nan
    board_after_answer_max: float = math.nan
    unshown_reports: int = 0  # reports no board ever showed
    unanswered_reports: int = 0  # reports whose answer never reached Discord
    boards_right: int = 0  # boards equal to their match's stored state at the end
    boards_caught_up: int = 0  # boards whose last edit shows their table's last report
    boards_settled_after: float = math.nan  # seconds after the last report
    board_edits: int = 0
    invalid_counted: int = 0  # what the bot's own counter saw (401/403/429)
    bot_cpu_seconds: float = 0.0  # CPU time of the bot's process while reports came in

    @property
    def limited_share(self) -> float:
        return self.limited / self.bot_requests if self.bot_requests else 0.0

    def as_dict(self) -> dict[str, Any]:
        data = dict(vars(self))
        data["limited_share"] = self.limited_share
        return data


def _life_shown(embed: JSON) -> int | None:
    """The first player's life on a board (the reporter's)."""
    if not str(embed.get("title", "")).startswith("Match #"):
        return None
    text = "\n".join(str(f.get("value", "")) for f in embed.get("fields", []))
    found = _LIFE.search(text)
    return int(found[1]) if found else None


async def busy_tables(
    fake: FakeDiscord | FakeDiscordProcess,
    database_url: str,
    *,
    tables: int,
    seconds: float,
    mean_interval: float = 2.0,
    warm_up: float = 5.0,
    seed: int = 1,
    settle_limit: float = 90.0,
    paced: bool = True,
    **settings: Any,
) -> BusyFigures:
    """`paced=False`: without the budget (discord.py's own handling of 429s alone)."""
    figures = BusyFigures(tables, seconds, mean_interval)
    arbiter = LiveArbiter(fake, database_url, **settings)
    if not paced:
        arbiter.bot.budget.unpaced()
    await arbiter.start(channels=tables)
    try:
        bot = arbiter.bot
        matches: list[tuple[JSON, JSON, int]] = []  # channel, reporter, match id
        for n, channel in enumerate(arbiter.channels):
            first, second = arbiter.user_id(2 * n), arbiter.user_id(2 * n + 1)
            view = await bot.service.start_match(
                guild_id=GUILD_ID,
                channel_id=int(channel["id"]),
                system="magic",
                players=[PlayerSpec(first, f"a{n}"), PlayerSpec(second, f"b{n}")],
                actor=Actor(first),
            )
            matches.append((channel, arbiter.member(first), view.id))
        reports: list[tuple[int, int, float]] = []  # channel, total, when
        tokens: list[str] = []  # each report's interaction
        rng = random.Random(seed)
        started, cpu_started = fake.clock(), time.process_time()

        async def table(channel: JSON, reporter: JSON) -> None:
            total = FIRST_TOTAL
            await asyncio.sleep(rng.uniform(0, mean_interval))
            while fake.clock() - started < seconds:
                total += 1
                option = gateway.command_option("total", INTEGER, total)
                sent = arbiter.command(channel, reporter, ["life"], [option])
                reports.append((int(channel["id"]), total, sent.at))
                tokens.append(sent.token)
                await asyncio.sleep(rng.expovariate(1 / mean_interval))

        await asyncio.gather(*(table(channel, reporter) for channel, reporter, _ in matches))
        stopped = fake.clock()
        figures.bot_cpu_seconds = time.process_time() - cpu_started
        await arbiter.wait()
        last_total = {channel: total for channel, total, _ in reports}
        # Every board catches up with its last report (or the limit passes).
        while fake.clock() - stopped < settle_limit:
            if not bot.budget.waiting and not bot.scoreboards.busy():
                break
            await asyncio.sleep(0.2)
        figures.boards_settled_after = fake.clock() - stopped
        snapshot = await fake.snapshot()
        shown, last = _boards_shown(snapshot.embeds_shown)
        for channel, _reporter, match_id in matches:
            view = await bot.service.match(match_id)
            stored = render.scoreboard(view, Language.ENGLISH).to_dict()
            board = last.get(int(channel["id"]), {})
            if _same_embed(board, dict(stored)):
                figures.boards_right += 1
        figures.boards_caught_up = sum(
            1 for c, t in last_total.items() if shown.get(c) and shown[c][-1][1] == t
        )

        figures.reports = len(reports)
        lags = _lags(reports, shown)
        figures.unshown_reports = len(reports) - len(lags)
        figures.lag_p50, figures.lag_p95 = percentile(lags, 50), percentile(lags, 95)
        figures.lag_max = max(lags, default=math.nan)
        _answer_figures(figures, reports, tokens, snapshot.answers, shown)
        responses = arbiter.response_times(snapshot.first_responses)
        figures.response_p99 = percentile(responses, 99)
        figures.response_max = max(responses, default=math.nan)
        figures.bot_requests = len(snapshot.bot_requests(started))
        figures.limited = len(snapshot.limited(started))
        figures.global_limited_after_warm_up = sum(
            1 for r in snapshot.limited(started + warm_up) if r.global_limited
        )
        figures.board_edits = sum(len(s) for s in shown.values())
        figures.invalid_counted = bot.budget.invalid.total
    finally:
        await arbiter.stop()
    return figures


def _boards_shown(
    embeds_shown: Iterable[tuple[int, float, JSON]],
) -> tuple[dict[int, list[tuple[float, int]]], dict[int, JSON]]:
    """Per channel: each board's (time, life) as shown, and the last board shown."""
    shown: dict[int, list[tuple[float, int]]] = {}
    last: dict[int, JSON] = {}
    for channel, at, embed in embeds_shown:
        life = _life_shown(embed)
        if life is not None:
            shown.setdefault(channel, []).append((at, life))
            last[channel] = embed
    return shown, last


def _lags(
    reports: list[tuple[int, int, float]], shown: dict[int, list[tuple[float, int]]]
) -> list[float]:
    """Seconds from each report to the first board showing it; reports never shown left out."""
    lags = []
    for channel, total, at in reports:
        when = next((t for t, life in shown.get(channel, []) if life >= total), None)
        if when is not None:
            lags.append(max(0.0, when - at))
    return lags


def _answer_figures(
    figures: BusyFigures,
    reports: list[tuple[int, int, float]],
    tokens: list[str],
    answers: dict[str, float],
    shown: dict[int, list[tuple[float, int]]],
) -> None:
    """The lag's two parts: each report to its answer, and its answer to its board."""
    answered = [
        (channel, total, answers[token])
        for (channel, total, _), token in zip(reports, tokens, strict=True)
        if token in answers
    ]
    to_answer = [
        answers[token] - at
        for (_, _, at), token in zip(reports, tokens, strict=True)
        if token in answers
    ]
    figures.answer_p50, figures.answer_p95 = percentile(to_answer, 50), percentile(to_answer, 95)
    figures.answer_max = max(to_answer, default=math.nan)
    figures.unanswered_reports = len(reports) - len(to_answer)
    after = _lags(answered, shown)
    figures.board_after_answer_p50 = percentile(after, 50)
    figures.board_after_answer_p95 = percentile(after, 95)
    figures.board_after_answer_max = max(after, default=math.nan)


def _same_embed(shown: JSON, stored: JSON) -> bool:
    """The same board, as Discord keeps it (Discord adds `type` and drops empty values)."""
    keys = ("title", "fields", "color")
    return all(shown.get(k) == stored.get(k) for k in keys)


@dataclass
class RoundFigures:
    tables: int
    seconds: float = math.nan
    minimum: float = math.nan  # the least the budget allows for the round's requests
    bot_requests: int = 0
    limited: int = 0
    threads: int = 0
    pinged_tables: int = 0
    boards: int = 0
    progress: list[str] = field(default_factory=list)
    answer: str = ""  # the round's public answer (its messages)
    registration_seconds: float = math.nan  # the players' joins, through the league service
    channel_id: int = 0  # the league's channel
    # With check-in: every player's /league checkin here through Discord, sent at once.
    checkin_seconds: float = math.nan  # from the first to the last answer (the fake's clock)
    checkin_response_p99: float = math.nan
    checkin_limited: int = 0  # answered 429
    checked_in: int = 0

    @property
    def ratio(self) -> float:
        return self.seconds / self.minimum if self.minimum else math.nan

    def as_dict(self) -> dict[str, Any]:
        data = dict(vars(self))
        data["ratio"] = self.ratio
        return data


async def _check_in(
    arbiter: LiveArbiter,
    fake: FakeDiscord | FakeDiscordProcess,
    channel: JSON,
    organiser: Actor,
    figures: RoundFigures,
) -> None:
    """Check-in opened, every player's `/league checkin here` sent at once through the
    gateway, then the deadline moved to now (the round start closes it)."""
    floor = arbiter.bot.services.floor
    channel_id = int(channel["id"])
    await floor.open_checkin(
        channel_id=channel_id, actor=organiser, deadline=utcnow() + timedelta(hours=1)
    )
    began = fake.clock()
    for n in range(2 * figures.tables):
        arbiter.command(channel, arbiter.member(arbiter.user_id(n)), ["league", "checkin", "here"])
    await arbiter.wait()
    figures.checkin_seconds = fake.clock() - began
    snapshot = await fake.snapshot()
    figures.checkin_limited = len(snapshot.limited(began))
    figures.checkin_response_p99 = percentile(arbiter.response_times(snapshot.first_responses), 99)
    figures.checked_in = len((await floor.checkin_list(channel_id=channel_id)).checked_in)
    await floor.open_checkin(channel_id=channel_id, actor=organiser, deadline=utcnow())


async def round_start(
    fake: FakeDiscord | FakeDiscordProcess,
    database_url: str,
    *,
    tables: int,
    checkin: bool = False,
    **settings: Any,
) -> RoundFigures:
    figures = RoundFigures(tables)
    arbiter = LiveArbiter(fake, database_url, **settings)
    await arbiter.start(channels=1)
    try:
        bot = arbiter.bot
        channel = arbiter.channels[0]
        channel_id = int(channel["id"])
        organiser = Actor(ADMIN_ID, is_judge=True)
        await bot.leagues.create(
            guild_id=GUILD_ID,
            channel_id=channel_id,
            settings=LeagueSettings(
                name="Big Tuesday",
                system="magic",
                kind="swiss",
                best_of=3,
                variant=None,
                round_minutes=50,
                rounds_planned=3,
            ),
            actor=organiser,
            seed=7,
        )
        figures.channel_id = channel_id
        joining = time.perf_counter()
        for n in range(2 * tables):
            await bot.leagues.join(channel_id=channel_id, user_id=arbiter.user_id(n), name=f"p{n}")
        figures.registration_seconds = time.perf_counter() - joining
        if checkin:
            await _check_in(arbiter, fake, channel, organiser, figures)
        started = fake.clock()
        arbiter.command(
            channel, arbiter.member(ADMIN_ID, manage_guild=True), ["league", "round", "start"]
        )
        await arbiter.wait()
        figures.seconds = fake.clock() - started
        snapshot = await fake.snapshot()
        figures.bot_requests = len(snapshot.bot_requests(started))
        figures.limited = len(snapshot.limited(started))
        figures.minimum = bot.budget.minimum_seconds(3 * tables)
        figures.threads = len(snapshot.threads)
        for thread_id in snapshot.threads:
            messages = [(t, e) for c, t, e in snapshot.channel_messages if c == thread_id]
            if any("<@" in text for text, _ in messages):
                figures.pinged_tables += 1
            figures.boards += sum(1 for _, embed in messages if embed)
        figures.progress = [text for text in snapshot.interaction_edits if "tables..." in text]
        figures.answer = "\n".join(t for c, t, _ in snapshot.channel_messages if "Table " in t)
    finally:
        await arbiter.stop()
    return figures
