"""A TCP proxy in front of PostgreSQL that can lose the answer to a COMMIT.

    proxy = CommitCutter(server.host, server.port)
    await proxy.start()
    url = server.url_for(name).replace(f":{server.port}/", f":{proxy.port}/")
    proxy.arm("after")   # the next COMMIT reaches the server; its answer never comes back
    proxy.arm("before")  # the next COMMIT never reaches the server
    proxy.arm("statement")  # the next statement reaches the server; its answer never comes back
    proxy.refusing = True  # new connections are closed at once: the database is out of reach

Either way both connections are then reset, as a network failure or a restarted proxy
(pgbouncer, a load balancer) would. The proxy reads the frontend protocol just enough to
find the messages: the untyped start-up messages (SSLRequest, GSSENCRequest,
StartupMessage), then typed messages; a COMMIT is a simple Query ('Q') whose text begins with
COMMIT (how asyncpg, and so SQLAlchemy, commits).
"""

from __future__ import annotations

import asyncio
import contextlib
import struct
from typing import Literal

_NEGOTIATION_CODES = {80877103, 80877104}  # SSLRequest, GSSENCRequest
Cut = Literal["after", "before", "statement"]


class CommitCutter:
    def __init__(self, host: str, port: int) -> None:
        self._upstream = (host, port)
        self._server: asyncio.base_events.Server | None = None
        self._armed: Cut | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = 0
        self.cuts = 0  # COMMITs (or statements) whose connection was cut
        self.refusing = False

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    def arm(self, cut: Cut) -> None:
        self._armed = cut

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _serve(
        self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter
    ) -> None:
        if self.refusing:
            _reset(client_out)
            return
        server_in, server_out = await asyncio.open_connection(*self._upstream)
        committed = asyncio.Event()  # an armed COMMIT went through: drop the server's answer
        up = asyncio.create_task(self._frontend(client_in, server_out, committed, client_out))
        down = asyncio.create_task(self._backend(server_in, client_out, committed, server_out))
        self._tasks |= {up, down}
        try:
            await asyncio.wait({up, down}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (up, down):
                task.cancel()
            await asyncio.gather(up, down, return_exceptions=True)
            self._tasks -= {up, down}
            for writer in (client_out, server_out):
                _reset(writer)

    async def _frontend(
        self,
        reader: asyncio.StreamReader,
        server: asyncio.StreamWriter,
        committed: asyncio.Event,
        client: asyncio.StreamWriter,
    ) -> None:
        started = False
        while True:
            if not started:
                head = await reader.readexactly(4)
                (length,) = struct.unpack("!i", head)
                body = await reader.readexactly(length - 4)
                started = struct.unpack("!i", body[:4])[0] not in _NEGOTIATION_CODES
                server.write(head + body)
                await server.drain()
                continue
            head = await reader.readexactly(5)
            kind, length = head[:1], struct.unpack("!i", head[1:])[0]
            body = await reader.readexactly(length - 4)
            is_commit = kind == b"Q" and body.lstrip().upper().startswith(b"COMMIT")
            if kind == b"E" and self._armed == "statement":
                # An Execute: the statement runs (and, outside a transaction, commits) once its
                # Sync arrives, which follows in the same packet; its answer is lost.
                self._armed = None
                self.cuts += 1
                committed.set()
            if is_commit and self._armed == "before":
                self._armed = None
                self.cuts += 1
                return  # never sent: the server rolls back when the connection goes
            if is_commit and self._armed == "after":
                # Set first: the client waited for every earlier answer before it committed,
                # so whatever the server sends from now on answers the COMMIT.
                self._armed = None
                self.cuts += 1
                committed.set()
            server.write(head + body)
            await server.drain()

    async def _backend(
        self,
        reader: asyncio.StreamReader,
        client: asyncio.StreamWriter,
        committed: asyncio.Event,
        server: asyncio.StreamWriter,
    ) -> None:
        while True:
            data = await reader.read(65536)
            if not data:
                return
            if committed.is_set():
                # The server answered the COMMIT, so it is done: lose the answer.
                return
            client.write(data)
            await client.drain()


def _reset(writer: asyncio.StreamWriter) -> None:
    with contextlib.suppress(Exception):
        writer.transport.abort()
