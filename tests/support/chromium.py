"""A real headless Chromium (Debian's `chromium` package), driven over the DevTools protocol
with aiohttp's websocket client: open a page, read its DOM, take a screenshot.

One Chromium per test process (a pytest worker), started at its first use and stopped at the
end of the session (`stop_browser`, from a session fixture in tests/conftest.py): starting one
costs more CPU than most of the tests that use it. Each `chromium()` is a browser context of
its own (a fresh profile: no cookie, storage or cache from another test) with its own
window(s) of the size asked for, closed after.

Missing Chromium raises rather than skips (.ci/run installs it), so CI cannot silently test
nothing. `ARBITER_CHROMIUM` points at another binary.
"""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import os
import shutil
import subprocess
import tempfile
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import aiohttp

ENV_BINARY = "ARBITER_CHROMIUM"


class ChromiumMissing(RuntimeError):
    pass


def chromium_binary() -> str:
    found = (
        os.environ.get(ENV_BINARY) or shutil.which("chromium") or shutil.which("chromium-browser")
    )
    if not found:
        raise ChromiumMissing(
            "Chromium is needed for the browser tests: apt-get install chromium "
            f"(or set {ENV_BINARY})."
        )
    return found


class Page:
    """One tab, over its DevTools websocket."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket
        self._ids = itertools.count(1)
        self._answers: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.events: list[dict[str, Any]] = []
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for message in self.socket:
            data = json.loads(message.data)
            waiting = self._answers.pop(data.get("id", -1), None)
            if waiting is not None:
                waiting.set_result(data)
            else:
                self.events.append(data)

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        number = next(self._ids)
        answer = self._answers[number] = asyncio.get_running_loop().create_future()
        await self.socket.send_json({"id": number, "method": method, "params": params})
        data = await asyncio.wait_for(answer, 30)
        if "error" in data:
            raise RuntimeError(f"{method}: {data['error']}")
        return dict(data.get("result", {}))

    async def open(self, url: str) -> None:
        """Go to `url` and wait for the load event of a document this navigation started (its
        loader, or one the page went on to, as a form posted at once), never an earlier
        page's: a page left open keeps polling, and a slow machine may still be finishing what
        came before."""
        self.events.clear()
        navigation = await self.send("Page.navigate", url=url)
        loader = navigation.get("loaderId")

        def loaded() -> bool:
            if loader is None:  # a navigation inside the same document has no loader
                return any(e.get("method") == "Page.loadEventFired" for e in self.events)
            lifecycle = [
                e["params"] for e in self.events if e.get("method") == "Page.lifecycleEvent"
            ]
            ours = {loader} | {p.get("loaderId") for p in lifecycle if p.get("name") == "init"}
            return any(p.get("name") == "load" and p.get("loaderId") in ours for p in lifecycle)

        for _ in range(1200):
            if loaded():
                return
            await asyncio.sleep(0.05)
        raise TimeoutError(f"{url} did not load")

    async def evaluate(self, expression: str) -> Any:
        result = await self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    async def screenshot(self, scale: float = 1.0, *, whole: bool = True) -> bytes:
        """The page as a PNG (the whole page, or with `whole=False` what the window shows, as
        a phone's screen does); `scale` below 1 draws it smaller (a small file to keep), the
        page laid out as it is."""
        params: dict[str, Any] = {"format": "png", "captureBeyondViewport": whole}
        if scale != 1.0:
            size = await self.evaluate(
                "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
            )
            params["clip"] = {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": scale}
        shot = await self.send("Page.captureScreenshot", **params)
        return base64.b64decode(shot["data"])

    def console_problems(self) -> list[str]:
        """Errors the page logged (a script that failed, a CSP violation)."""
        problems = []
        for event in self.events:
            if event.get("method") == "Log.entryAdded":
                entry = event["params"]["entry"]
                if entry.get("level") == "error":
                    problems.append(entry.get("text", ""))
            elif event.get("method") == "Runtime.exceptionThrown":
                problems.append(str(event["params"]["exceptionDetails"].get("text")))
        return problems

    async def close(self) -> None:
        self._reader.cancel()
        await self.socket.close()


class Browser:
    """A headless Chromium process, with a fresh profile, listening for DevTools."""

    def __init__(self) -> None:
        self.profile = tempfile.mkdtemp(prefix="arbiter-chromium-")
        self.process = subprocess.Popen(
            [
                chromium_binary(),
                "--headless=new",
                "--no-sandbox",  # CI runs as root
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--remote-debugging-port=0",
                "--remote-debugging-address=127.0.0.1",
                f"--user-data-dir={self.profile}",
                "--hide-scrollbars",
                # Every window runs as if in front: its timers are not slowed in the background.
                "--disable-background-timer-throttling",
                "--disable-renderer-backgrounding",
                "--disable-backgrounding-occluded-windows",
                "about:blank",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            assert self.process.stderr is not None
            address = None
            # Chromium says where it listens on stderr; a thread reads it (and what follows).
            found = threading.Event()

            def read() -> None:
                nonlocal address
                assert self.process.stderr is not None
                for raw in self.process.stderr:
                    line = raw.decode(errors="replace")
                    if address is None and line.startswith("DevTools listening on "):
                        address = line.split(" on ", 1)[1].strip()
                        found.set()
                found.set()  # it exited

            self.reader = threading.Thread(target=read, name="chromium-stderr", daemon=True)
            self.reader.start()
            if not found.wait(60) or address is None:
                raise RuntimeError("Chromium exited (or never listened) before it listened")
            self.address: str = address
            self.port = int(address.split(":")[2].split("/")[0])
        except BaseException:
            self.stop()
            raise

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if hasattr(self, "reader"):
            self.reader.join(10)  # to the end of what it said
        if self.process.stderr is not None:
            self.process.stderr.close()
        shutil.rmtree(self.profile, ignore_errors=True)


_browser: Browser | None = None


def shared_browser() -> Browser:
    """This process's Chromium, started at the first call (again if it died)."""
    global _browser
    if _browser is None or not _browser.alive():
        if _browser is not None:
            _browser.stop()
        _browser = Browser()
    return _browser


def stop_browser() -> None:
    """Stop this process's Chromium, if one was started."""
    global _browser
    if _browser is not None:
        _browser.stop()
        _browser = None


@asynccontextmanager
async def chromium(width: int = 1280, height: int = 900) -> AsyncIterator[Page]:
    """A window `width` x `height` in a browser context of its own (a fresh profile), one
    page; closed after."""
    async with chromium_pages(1, width, height) as pages:
        yield pages[0]


@asynccontextmanager
async def chromium_pages(
    count: int, width: int = 1280, height: int = 900
) -> AsyncIterator[list[Page]]:
    """`count` windows of `width` x `height` in one browser context of its own (a fresh
    profile; two phones at one table), none of them held back in the background; closed
    after."""
    browser = await asyncio.to_thread(shared_browser)
    session = aiohttp.ClientSession()
    control: Page | None = None
    context: str | None = None
    pages: list[Page] = []
    try:
        control = Page(await session.ws_connect(browser.address, max_msg_size=0))
        context = (await control.send("Target.createBrowserContext"))["browserContextId"]
        for _ in range(count):
            target = await control.send(
                "Target.createTarget",
                url="about:blank",
                browserContextId=context,
                newWindow=True,
                width=width,
                height=height,
            )
            socket = await session.ws_connect(
                f"ws://127.0.0.1:{browser.port}/devtools/page/{target['targetId']}",
                max_msg_size=0,
            )
            page = Page(socket)
            pages.append(page)
            for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
                await page.send(domain)
            await page.send("Page.setLifecycleEventsEnabled", enabled=True)
        yield pages
    finally:
        for page in pages:
            await page.close()
        if control is not None:
            if context is not None:
                await control.send("Target.disposeBrowserContext", browserContextId=context)
            await control.close()
        await session.close()
