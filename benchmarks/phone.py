"""Phones as life counters at a busy venue, against the fake Discord that enforces Discord's
rate limits (tests/fake_discord), measured end to end:

    python benchmarks/phone.py              # 300 tables for 40 s, each tapping every 10 s
    python benchmarks/phone.py --json       # the same figures as JSON
    python benchmarks/phone.py --tables 20 --seconds 5    # quick
    python benchmarks/phone.py --postgres   # also on a throwaway PostgreSQL server

The real bot runs in this process, logged in to the fake Discord (a process of its own); the
phone pages run as `arbiter web` does, in a process of their own on the same database (a real
`python -m bot web`). Each table has a match and both players' phone links: the first
player's phone taps `-1` on their own life (exponential gaps, `--interval` seconds on
average), the second's long-polls its page's JSON as its script does.

Every table's board is posted before the first tap, as `/match start` does. Figures: each
tap's answer time; from a tap to the other phone showing it, and to the first Discord board
edit showing it (p50, p99, max; taps never shown); 429s among the bot-token requests (and
global ones); whether every board ends on its match's state. Targets (issue 32): other
phones p99 < 2 s; boards within the existing pacing: 300 tables tapping every 10 s ask 30
redraws a second of a budget of 40, so a board waits for its turn behind others (plus, on
SQLite, up to a second for the bot's look at the outbox): p99 < 5 s, every tap shown; no
429. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import math
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/phone.py` from anywhere
    sys.path.insert(0, str(ROOT))

from benchmarks.discord_limits import machine, show  # noqa: E402
from bot.app.match import Actor, PlayerSpec  # noqa: E402
from bot.core.languages import Language  # noqa: E402
from bot.faces.discord import render  # noqa: E402
from tests.fake_discord.arbiter import LiveArbiter  # noqa: E402
from tests.fake_discord.load import percentile  # noqa: E402
from tests.fake_discord.server import GUILD_ID, FakeDiscordProcess  # noqa: E402

FIRST_LIFE = 9000
_LIFE = re.compile(r"life (-?\d+)")


@dataclass
class PhoneFigures:
    tables: int
    seconds: float
    interval: float
    taps: int = 0
    tap_answer_p50: float = math.nan
    tap_answer_p99: float = math.nan
    refused_taps: int = 0
    phone_p50: float = math.nan
    phone_p99: float = math.nan
    phone_max: float = math.nan
    unseen_by_phone: int = 0
    board_p50: float = math.nan
    board_p99: float = math.nan
    board_max: float = math.nan
    unshown_on_board: int = 0
    bot_requests: int = 0
    limited: int = 0
    global_limited: int = 0
    boards_right: int = 0
    bot_cpu_seconds: float = 0.0
    web_cpu_seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return dict(vars(self))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.asynccontextmanager
async def web_process(database_url: str) -> AsyncIterator[tuple[str, Callable[[], float]]]:
    """`arbiter web` on the database, in a process of its own: its address, and a function
    giving its CPU seconds so far."""
    port = _free_port()
    process = subprocess.Popen(  # noqa: ASYNC220  (started once; waited for below)
        [sys.executable, "-m", "bot", "web", "--database", database_url, "--port", str(port)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "LOG_LEVEL": "ERROR"},
    )
    base = f"http://127.0.0.1:{port}"

    def cpu() -> float:
        try:
            fields = Path(f"/proc/{process.pid}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except OSError:
            return math.nan

    try:
        async with aiohttp.ClientSession() as session:
            for _ in range(300):
                with contextlib.suppress(aiohttp.ClientError):
                    async with session.get(base + "/healthz") as answer:
                        if answer.status == 200:
                            break
                await asyncio.sleep(0.1)
            else:
                raise RuntimeError("arbiter web did not start")
        yield base, cpu
    finally:
        process.terminate()
        try:
            await asyncio.to_thread(process.wait, 10)
        except subprocess.TimeoutExpired:
            process.kill()
            await asyncio.to_thread(process.wait)


def _life_shown(embed: dict[str, Any]) -> int | None:
    """The first player's life on a board (the tapping player's)."""
    if not str(embed.get("title", "")).startswith("Match #"):
        return None
    found = _LIFE.search("\n".join(str(f.get("value", "")) for f in embed.get("fields", [])))
    return int(found[1]) if found else None


async def measure(
    fake: FakeDiscordProcess,
    database_url: str,
    *,
    tables: int,
    seconds: float,
    interval: float = 10.0,
) -> PhoneFigures:
    figures = PhoneFigures(tables, seconds, interval)
    # With WEB_BASE_URL the bot takes phones' changes (without it no phone link is given).
    arbiter = LiveArbiter(fake, database_url, web_base_url="https://arbiter.example.org")
    await arbiter.start(channels=tables)
    try:
        bot = arbiter.bot
        phones = bot.services.phones
        links: list[tuple[int, str, str]] = []  # channel, tapper's token, watcher's token
        boards: list[Awaitable[None]] = []
        for n, channel in enumerate(arbiter.channels):
            first, second = arbiter.user_id(2 * n), arbiter.user_id(2 * n + 1)
            channel_id = int(channel["id"])
            view = await bot.service.start_match(
                guild_id=GUILD_ID,
                channel_id=channel_id,
                system="magic",
                players=[PlayerSpec(first, f"a{n}"), PlayerSpec(second, f"b{n}")],
                actor=Actor(first),
                starting_life=FIRST_LIFE,
            )
            boards.append(bot.scoreboards.post(view, channel_id))  # as /match start does
            tapper = await phones.link(channel_id=channel_id, actor=Actor(first))
            watcher = await phones.link(channel_id=channel_id, actor=Actor(second))
            links.append((channel_id, tapper.token, watcher.token))
        await asyncio.gather(*boards)  # every table's board posted before the first tap
        await bot.scoreboards.saved()
        async with web_process(database_url) as (base, web_cpu):
            await _load(fake, bot, figures, base, links)
            figures.web_cpu_seconds = web_cpu()
        await bot.phone_actions.idle()
        snapshot = await fake.snapshot()
        last: dict[int, dict[str, Any]] = {}
        for channel_id, _at, embed in snapshot.embeds_shown:
            if _life_shown(embed) is not None:
                last[channel_id] = embed
        for channel_id, _tapper, _watcher in links:
            view = await bot.service.status(channel_id=channel_id)
            stored = render.scoreboard(view, Language.ENGLISH).to_dict()
            shown = last.get(channel_id, {})
            if all(shown.get(k) == stored.get(k) for k in ("title", "fields")):
                figures.boards_right += 1
    finally:
        await arbiter.stop()
    return figures


@dataclass
class Seen:
    """What the phones did and saw: each tap (channel, the life it leaves, when sent), each
    tap's answer time, and per channel what the other phone showed (when, life)."""

    taps: list[tuple[int, int, float]]
    answers: list[float]
    phones: dict[int, list[tuple[float, int]]]
    refused: int = 0


async def _drive(
    base: str, links: list[tuple[int, str, str]], seconds: float, interval: float
) -> Seen:
    """The phones: on each table the first taps, the second watches, for `seconds`. Times
    are CLOCK_MONOTONIC's, the same in every process (the fake Discord's clock)."""
    clock = time.monotonic
    rng = random.Random(1)
    seen = Seen([], [], {})
    started = clock()
    stop = asyncio.Event()
    connector = aiohttp.TCPConnector(limit=0)  # every phone its own connection
    async with aiohttp.ClientSession(base, connector=connector) as session:

        async def watch(channel_id: int, token: str) -> None:
            version = 0
            while not stop.is_set():
                try:
                    async with session.get(f"/p/{token}.json?after={version}") as answer:
                        state = await answer.json() if answer.status == 200 else None
                except aiohttp.ClientError:
                    state = None
                if state is None:
                    await asyncio.sleep(0.5)
                elif state["version"] > version:
                    version = state["version"]
                    shown = (clock(), state["players"][0]["life"])
                    seen.phones.setdefault(channel_id, []).append(shown)

        async def tap(channel_id: int, token: str) -> None:
            async with session.get(f"/p/{token}") as page:
                found = re.search(r'name="csrf" value="([^"]+)"', await page.text())
            assert found
            life = FIRST_LIFE
            await asyncio.sleep(rng.uniform(0, interval))
            while clock() - started < seconds:
                life -= 1
                sent = clock()
                seen.taps.append((channel_id, life, sent))
                form = {"csrf": found[1], "key": uuid.uuid4().hex, "tap": "life.1.-1"}
                async with session.post(
                    f"/p/{token}/tap", data=form, headers={"Accept": "application/json"}
                ) as answer:
                    await answer.read()
                if answer.status == 200:
                    seen.answers.append(clock() - sent)
                else:
                    seen.refused += 1
                await asyncio.sleep(rng.expovariate(1 / interval))

        watchers = [asyncio.create_task(watch(c, w)) for c, _t, w in links]
        await asyncio.gather(*(tap(c, t) for c, t, _w in links))
        await asyncio.sleep(1.0)  # the last taps reach the other phones
        stop.set()
        for watcher in watchers:
            watcher.cancel()
        await asyncio.gather(*watchers, return_exceptions=True)
    return seen


async def _phones_process(
    base: str, links: list[tuple[int, str, str]], figures: PhoneFigures
) -> Seen:
    """`_drive` in a process of its own (phones are other devices: their work is not the
    bot's), its figures back as JSON."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(links, file)
    try:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            __file__,
            "--phones",
            base,
            "--links",
            file.name,
            "--seconds",
            str(figures.seconds),
            "--interval",
            str(figures.interval),
            stdout=asyncio.subprocess.PIPE,
        )
        out, _ = await process.communicate()
    finally:
        os.unlink(file.name)
    if process.returncode != 0:
        raise RuntimeError("the phones' process failed")
    data = json.loads(out)
    phones = {
        int(channel): [(t, life) for t, life in seen] for channel, seen in data["phones"].items()
    }
    taps = [(channel, life, at) for channel, life, at in data["taps"]]
    return Seen(taps, data["answers"], phones, data["refused"])


async def _load(
    fake: FakeDiscordProcess,
    bot: Any,
    figures: PhoneFigures,
    base: str,
    links: list[tuple[int, str, str]],
) -> None:
    started, cpu_started = fake.clock(), time.process_time()
    seen = await _phones_process(base, links, figures)
    figures.bot_cpu_seconds = time.process_time() - cpu_started
    figures.taps, figures.refused_taps = len(seen.taps), seen.refused
    figures.tap_answer_p50 = percentile(seen.answers, 50)
    figures.tap_answer_p99 = percentile(seen.answers, 99)
    phone_lags = _lags(seen.taps, seen.phones)
    figures.unseen_by_phone = len(seen.taps) - len(phone_lags)
    figures.phone_p50, figures.phone_p99 = percentile(phone_lags, 50), percentile(phone_lags, 99)
    figures.phone_max = max(phone_lags, default=math.nan)
    # Boards: let the bot catch up with the last taps before looking.
    await bot.phone_actions.drain()
    await bot.phone_actions.idle()
    for _ in range(150):
        if not bot.budget.waiting and not bot.scoreboards.busy():
            break
        await asyncio.sleep(0.2)
    snapshot = await fake.snapshot()
    shown: dict[int, list[tuple[float, int]]] = {}
    for channel_id, at, embed in snapshot.embeds_shown:
        life = _life_shown(embed)
        if life is not None:
            shown.setdefault(channel_id, []).append((at, life))
    board_lags = _lags(seen.taps, shown)
    figures.unshown_on_board = len(seen.taps) - len(board_lags)
    figures.board_p50, figures.board_p99 = percentile(board_lags, 50), percentile(board_lags, 99)
    figures.board_max = max(board_lags, default=math.nan)
    figures.bot_requests = len(snapshot.bot_requests(started))
    limited = snapshot.limited(started)
    figures.limited = len(limited)
    figures.global_limited = sum(1 for r in limited if r.global_limited)


def _lags(
    taps: list[tuple[int, int, float]], shown: dict[int, list[tuple[float, int]]]
) -> list[float]:
    """Seconds from each tap to the first sight of its life (or lower) after it was sent."""
    lags = []
    for channel, life, at in taps:
        when = next((t for t, seen in shown.get(channel, []) if t >= at and seen <= life), None)
        if when is not None:
            lags.append(when - at)
    return lags


def verdicts(figures: PhoneFigures) -> dict[str, bool]:
    return {
        "other phones p99 < 2 s": figures.phone_p99 < 2.0 and figures.unseen_by_phone == 0,
        "boards within the pacing (p99 < 5 s)": figures.board_p99 < 5.0
        and figures.unshown_on_board == 0,
        "no 429": figures.limited == 0,
        "every board right at the end": figures.boards_right == figures.tables,
    }


async def run(args: argparse.Namespace) -> dict[str, Any]:
    backends: dict[str, Any] = {}

    async def one(url: str) -> dict[str, Any]:
        load_at_start = os.getloadavg()
        async with FakeDiscordProcess() as fake:
            figures = await measure(
                fake, url, tables=args.tables, seconds=args.seconds, interval=args.interval
            )
        return {
            "load_average_at_start": load_at_start,
            "figures": figures.as_dict(),
            "targets": verdicts(figures),
        }

    if args.sqlite:
        with tempfile.TemporaryDirectory() as workdir:
            backends["sqlite"] = await one(f"sqlite+aiosqlite:///{workdir}/phone.db")
    if args.postgres:
        from tests.support.postgres import start_postgres

        server = await asyncio.to_thread(start_postgres)
        try:
            backends["postgresql"] = await one(server.create_database("phone_bench"))
        finally:
            await asyncio.to_thread(server.stop)
    return {"machine": machine(), "backends": backends}


def report(backend: str, measured: dict[str, Any]) -> None:
    f = measured["figures"]
    print(f"{backend} (load average at its start {measured['load_average_at_start']})")
    print(
        f"  {f['tables']} tables, {f['taps']} taps in {f['seconds']:.0f} s (one per table every "
        f"{f['interval']:.0f} s on average); bot CPU {f['bot_cpu_seconds']:.1f} s, web CPU "
        f"{f['web_cpu_seconds']:.1f} s"
    )
    print(
        f"  tap answered p50 {f['tap_answer_p50']:.3f} s, p99 {f['tap_answer_p99']:.3f} s; "
        f"refused {f['refused_taps']}"
    )
    print(
        f"  tap to the other phone p50 {f['phone_p50']:.3f} s, p99 {f['phone_p99']:.3f} s, max "
        f"{f['phone_max']:.3f} s; never seen {f['unseen_by_phone']}"
    )
    print(
        f"  tap to the Discord board p50 {f['board_p50']:.3f} s, p99 {f['board_p99']:.3f} s, "
        f"max {f['board_max']:.3f} s; never shown {f['unshown_on_board']}"
    )
    print(
        f"  bot-token requests {f['bot_requests']}, 429 {f['limited']} (global "
        f"{f['global_limited']}); boards right at the end {f['boards_right']} of {f['tables']}"
    )
    for target, met in measured["targets"].items():
        print(f"  {'met ' if met else 'MISSED'} {target}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--interval", type=float, default=10.0, help="seconds between taps")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--postgres", action="store_true", help="also on a throwaway PostgreSQL")
    parser.add_argument("--no-sqlite", dest="sqlite", action="store_false", help="not on SQLite")
    parser.add_argument("--phones", help=argparse.SUPPRESS)  # the phones' own process
    parser.add_argument("--links", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.phones:
        links = [tuple(link) for link in json.loads(Path(args.links).read_text())]
        seen = asyncio.run(_drive(args.phones, links, args.seconds, args.interval))
        print(json.dumps(vars(seen)))
        return 0
    logging.basicConfig(level=logging.ERROR)
    return show(asyncio.run(run(args)), report, args.json)


if __name__ == "__main__":
    sys.exit(main())
