"""`arbiter web` as a process of its own (beside the bot or its shards, on the same database),
and WEB_PORT serving the same pages from the bot's own event loop."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path

import aiohttp

from bot.config import Settings
from bot.faces.discord.client import ArbiterBot
from bot.store.database import Database
from tests.discord_harness import DiscordHarness
from tests.web_helpers import LEAGUE_CHANNEL, ORGANISER, publish_league

REPO = Path(__file__).resolve().parents[1]


async def get(url: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status, await response.text()


async def wait_for(url: str, seconds: float = 30.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        try:
            if (await get(url))[0] == 200:
                return
        except aiohttp.ClientConnectionError:
            pass
        assert loop.time() < deadline, f"{url} never answered"
        await asyncio.sleep(0.2)


async def test_arbiter_web_serves_the_database_until_stopped(
    database: Database, unused_tcp_port: int
) -> None:
    published = await publish_league(database, rounds=1)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "web", "--port", str(unused_tcp_port),
        "--database", database.url,
        cwd=REPO, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    base = f"http://127.0.0.1:{unused_tcp_port}"
    try:
        await wait_for(f"{base}/healthz")
        status, html = await get(f"{base}/l/{published.token}")
        assert status == 200 and "Tuesday Swiss" in html
        # A change the bot makes is on the next page load (no cache between them).
        await published.links.league_link(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, revoke=True)
        assert (await get(f"{base}/l/{published.token}"))[0] == 404
    finally:
        process.send_signal(signal.SIGTERM)
        out, err = await asyncio.wait_for(process.communicate(), 30)
    assert process.returncode == 0, err.decode()
    assert f"http://127.0.0.1:{unused_tcp_port}/" in out.decode()
    # The address alone is a 404 (every page is behind its token): say where links come from.
    assert "/league web" in out.decode() and "/match overlay" in out.decode()


async def test_arbiter_web_refuses_a_database_that_was_never_migrated(tmp_path: Path) -> None:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "web", "--database",
        f"sqlite+aiosqlite:///{tmp_path}/new.db",
        cwd=REPO, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    _, err = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode == 1
    assert "start the bot once" in err.decode() and "Traceback" not in err.decode()


async def test_web_port_serves_the_pages_from_the_bot(tmp_path: Path, unused_tcp_port: int) -> None:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        database_url=f"sqlite+aiosqlite:///{tmp_path}/arbiter.db",
        web_port=unused_tcp_port,
    )
    bot = ArbiterBot(settings, sync_commands=False)
    harness = DiscordHarness(bot)
    await harness.start()
    try:
        published = await publish_league(bot.database, rounds=1)
        status, html = await get(f"http://127.0.0.1:{unused_tcp_port}/l/{published.token}")
        assert status == 200 and "Tuesday Swiss" in html
    finally:
        await harness.stop()
    try:
        await get(f"http://127.0.0.1:{unused_tcp_port}/healthz")
        raise AssertionError("the pages outlived the bot")
    except aiohttp.ClientConnectionError:
        pass


async def test_arbiter_web_says_plainly_when_the_database_does_not_answer() -> None:
    """PostgreSQL down (nothing listens on its port): one plain line, not a traceback, and
    the password is not printed."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "web", "--database",
        "postgresql+asyncpg://arbiter:s3cret@127.0.0.1:1/arbiter",
        cwd=REPO, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    _, err = await asyncio.wait_for(process.communicate(), 60)
    text = err.decode()
    assert process.returncode == 1
    assert "Traceback" not in text and "s3cret" not in text
    assert "Cannot reach the database" in text and "127.0.0.1:1" in text
