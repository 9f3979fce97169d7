"""Waiting for a match to change, for the phones' long polls (docs/phone.md).

A phone asks for its match's state after the version it shows, and waits until there is a
newer one. A tap made in this process wakes its match's waiters at once, with the match as
the tap's own write left it (`changed`: no read). A change made anywhere else (a slash
command in the bot, a phone on another web process) is found by one query for every match
someone waits on, every `interval` seconds while anyone waits; only a match whose version
moved is read again. So a table's phones see a tap there at once, and anything else within
about a second, and a hundred waiting phones cost one small query a second.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field

from bot.app.match.views import MatchView

log = logging.getLogger(__name__)

INTERVAL = 1.0  # seconds between looks at the watched matches' versions

Versions = Callable[[Sequence[int]], Awaitable[dict[int, int]]]
Read = Callable[[int], Awaitable[MatchView | None]]


@dataclass
class _Watched:
    version: int = -1  # the newest version known here
    view: MatchView | None = None  # the match at that version, once read or told
    waiters: int = 0
    moved: asyncio.Event = field(default_factory=asyncio.Event)


class MatchWatch:
    def __init__(self, versions: Versions, read: Read, *, interval: float = INTERVAL) -> None:
        self._versions = versions
        self._read = read
        self.interval = interval
        self._watched: dict[int, _Watched] = {}
        self._looker: asyncio.Task[None] | None = None
        self._closed = False

    def known(self, match_id: int) -> MatchView | None:
        """The newest view of the match this process knows (None: none)."""
        watched = self._watched.get(match_id)
        return None if watched is None else watched.view

    def changed(self, view: MatchView) -> None:
        """A write here left the match so: its waiters get it at once."""
        watched = self._watched.get(view.id)
        if watched is not None and view.version > watched.version:
            self._moved(watched, view.version, view)

    async def after(self, match_id: int, version: int, seconds: float) -> MatchView | None:
        """The match once its version is past `version` (which the caller has just read); None
        when `seconds` pass without it, or the match is gone."""
        watched = self._watched.setdefault(match_id, _Watched())
        if watched.version < version:
            # The caller has just read the match at `version`: those waiting for an older
            # one read it again, and only a newer one wakes this caller.
            self._moved(watched, version, None)
        watched.waiters += 1
        try:
            if watched.version <= version and not self._closed:
                self._look_soon()
                moved = watched.moved
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(moved.wait(), seconds)
            return watched.view if watched.version > version else None
        finally:
            watched.waiters -= 1
            if watched.waiters == 0 and self._watched.get(match_id) is watched:
                del self._watched[match_id]

    def _moved(self, watched: _Watched, version: int, view: MatchView | None) -> None:
        watched.version, watched.view = version, view
        watched.moved.set()
        watched.moved = asyncio.Event()

    def _look_soon(self) -> None:
        if self._looker is None or self._looker.done():
            self._looker = asyncio.create_task(self._look())

    async def _look(self) -> None:
        """While anyone waits: every `interval`, the watched matches' versions in one query;
        those that moved are read and their waiters woken."""
        while self._watched:
            try:
                ids = list(self._watched)
                found = await self._versions(ids)
                for match_id, version in found.items():
                    watched = self._watched.get(match_id)
                    if watched is None or version <= watched.version:
                        continue
                    view = await self._read(match_id)
                    if view is not None and view.version > watched.version:
                        self._moved(watched, view.version, view)
                for match_id in set(ids) - set(found):  # gone: wake its waiters to find out
                    watched = self._watched.get(match_id)
                    if watched is not None:
                        watched.moved.set()
            except Exception as error:  # the database away: the phones keep waiting
                log.warning("phones: could not look for changes (%s)", error)
            await asyncio.sleep(self.interval)

    async def close(self) -> None:
        """Stop looking, and answer everyone waiting now (a server shutting down does not
        wait for its long polls to time out)."""
        self._closed = True
        for watched in self._watched.values():
            watched.moved.set()
        if self._looker is not None:
            self._looker.cancel()
            await asyncio.gather(self._looker, return_exceptions=True)
