"""`arbiter web` as a process of its own (beside the bot or its shards, on the same database),
and WEB_PORT serving the same pages from the bot's own event loop.

One test starts `python -m bot web` for real, for what only a process shows: it says where
it serves, serves until SIGTERM and then exits 0. The others call the same code in-process:
the command line's `main` for what it says when it will not start (its exit code and lines),
and `WebServer` (what `arbiter web` serves with: aiohttp's parser and server, Arbiter's
answers to what they refuse, its log) on a port of its own, for PostgreSQL and for malformed
requests.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import pytest

from bot.config import Settings
from bot.faces.cli.main import main
from bot.faces.discord.client import ArbiterBot
from bot.faces.web.server import SECURITY_HEADERS, WebServer
from bot.store.database import Database
from tests.discord_harness import DiscordHarness
from tests.web_helpers import LEAGUE_CHANNEL, ORGANISER, Published, publish_league

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


async def pages_follow_the_database(base: str, published: Published) -> None:
    """The league's page is served, and a change the bot makes is on the next page load (no
    cache between them)."""
    status, html = await get(f"{base}/l/{published.token}")
    assert status == 200 and "Tuesday Swiss" in html
    await published.links.league_link(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, revoke=True)
    assert (await get(f"{base}/l/{published.token}"))[0] == 404


@asynccontextmanager
async def web_server(url: str, port: int) -> AsyncIterator[str]:
    """What `arbiter web --port PORT --database URL` serves, in this process; its address."""
    settings = Settings(_env_file=None, database_url=url)  # type: ignore[call-arg]
    server = WebServer(settings, host="127.0.0.1", port=port)
    await server.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        await server.stop()


async def test_arbiter_web_serves_the_database_until_stopped(
    sqlite_database: Database, unused_tcp_port: int
) -> None:
    published = await publish_league(sqlite_database, rounds=1)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "web", "--port", str(unused_tcp_port),
        "--database", sqlite_database.url,
        cwd=REPO, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    base = f"http://127.0.0.1:{unused_tcp_port}"
    try:
        await wait_for(f"{base}/healthz")
        await pages_follow_the_database(base, published)
    finally:
        process.send_signal(signal.SIGTERM)
        out, err = await asyncio.wait_for(process.communicate(), 30)
    assert process.returncode == 0, err.decode()
    assert f"http://127.0.0.1:{unused_tcp_port}/" in out.decode()
    # The address alone is a 404 (every page is behind its token): say where links come from.
    assert "/league web" in out.decode() and "/match overlay" in out.decode()


async def test_the_web_server_serves_postgresql_until_stopped(
    postgres_database: Database, unused_tcp_port: int
) -> None:
    published = await publish_league(postgres_database, rounds=1)
    async with web_server(postgres_database.url, unused_tcp_port) as base:
        await pages_follow_the_database(base, published)
    with pytest.raises(aiohttp.ClientConnectionError):
        await get(f"{base}/healthz")


def test_arbiter_web_refuses_a_database_that_was_never_migrated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env
    assert main(["web", "--database", f"sqlite+aiosqlite:///{tmp_path}/new.db"]) == 1
    assert "start the bot once" in capsys.readouterr().err


def test_arbiter_web_says_plainly_when_the_database_does_not_answer(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """PostgreSQL down (nothing listens on its port): one plain line, not a traceback, and
    the password is not printed."""
    monkeypatch.chdir(tmp_path)  # no .env
    url = "postgresql+asyncpg://arbiter:s3cret@127.0.0.1:1/arbiter"
    assert main(["web", "--database", url]) == 1
    text = capsys.readouterr().err
    assert "s3cret" not in text and "s3cret" not in caplog.text
    assert "Cannot reach the database" in text and "127.0.0.1:1" in text


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


# What aiohttp's parser refuses (it never reaches the app) and what the app refuses itself.
MALFORMED = {
    "a bad request line": b"GET /healthz\x00 HTTP/1.1\r\nHost: arbiter\r\n\r\n",
    "a bad header": b"GET /healthz HTTP/1.1\r\nHost: arbiter\r\nBad Header: x\r\n\r\n",
    "an oversized header": b"GET /healthz HTTP/1.1\r\nHost: arbiter\r\nX-Big: "
    + b"a" * 9_000
    + b"\r\n\r\n",
    "an oversized address": b"GET /" + b"a" * 9_000 + b" HTTP/1.1\r\nHost: arbiter\r\n\r\n",
    "an unknown HTTP version": b"GET /healthz HTTP/9.9\r\nHost: arbiter\r\n\r\n",
    "a bad method": b"G@T /healthz HTTP/1.1\r\nHost: arbiter\r\n\r\n",
    "no Host header": b"GET /healthz HTTP/1.1\r\n\r\n",
    "a bad Content-Length": b"POST /healthz HTTP/1.1\r\nHost: arbiter\r\nContent-Length: x\r\n\r\n",
    "a bad chunk": b"POST /healthz HTTP/1.1\r\nHost: arbiter\r\n"
    b"Transfer-Encoding: chunked\r\n\r\nzz\r\n",
    "TLS on the HTTP port": b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03",
    # Read by aiohttp: the connection is closed after the answer whatever it is.
    "a lone percent sign": b"GET /l/%zz HTTP/1.1\r\nHost: arbiter\r\nConnection: close\r\n\r\n",
    "escapes that are not UTF-8": b"GET /healthz?x=%ff%fe HTTP/1.1\r\nHost: arbiter\r\n"
    b"Connection: close\r\n\r\n",
}


async def send_raw(port: int, data: bytes) -> tuple[str, dict[str, str]]:
    """Send `data` as it is and read the answer to its end: its status line and headers."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(data)
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(), 30)  # to the end: the server closes
    finally:
        writer.close()
    head = answer.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in head[1:])
    return head[0], headers


async def test_malformed_requests_get_a_400_with_the_security_headers_and_a_warning_each(
    sqlite_database: Database, unused_tcp_port: int, caplog: pytest.LogCaptureFixture
) -> None:
    """Requests aiohttp cannot parse, or whose address is not validly percent-encoded: a 400
    with the headers every page has, and one warning line each in the log of `arbiter web`,
    never a traceback (anyone can send as many as they like)."""
    caplog.set_level(logging.INFO)
    answers = {}
    async with web_server(sqlite_database.url, unused_tcp_port):
        for name, data in MALFORMED.items():
            answers[name] = await send_raw(unused_tcp_port, data)
    for name, (status, headers) in answers.items():
        assert status.split()[1] == "400", (name, status)
        assert {h: headers.get(h) for h in SECURITY_HEADERS} == SECURITY_HEADERS, name
    records = caplog.records
    assert [r for r in records if r.levelno >= logging.ERROR or r.exc_info] == [], caplog.text
    warned = [r for r in records if "malformed request" in r.getMessage()]
    assert len(warned) == len(MALFORMED), caplog.text
    assert all(r.levelno == logging.WARNING for r in warned), caplog.text
    assert all(r.name == "bot.faces.web.server" for r in warned), caplog.text
    assert "aaaa" not in caplog.text, "the sender's bytes were copied into the log"
