"""A host that is not to be trusted: a small asyncio server on 127.0.0.1 that answers a
`join` with the lines a test chooses, and the messages it sends."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

JOINED = {
    "type": "joined",
    "table": "bokatime",
    "seat": 0,
    "token": "t" * 32,
    "seats_waiting": 0,
    "extensions": ["presence", "rematch"],
    "seq": 1,
}


HELLO = {
    "type": "hello",
    "protocol": 1,
    "seat": 0,
    "seats": 2,
    "teams": [[0], [1]],
    "rules": "escoba",
    "rules_options": {},
    "target": 21,
    "names": ["Ana", "Bea"],
    "seq": 2,
}


HAND_START = {
    "type": "hand_start",
    "hand_number": 1,
    "dealer": 1,
    "table": ["1o", "2o", "3o", "4o"],
    "hand": ["5c", "6c", "7c"],
    "scores": [0, 0],
    "seq": 3,
}


STATE = {
    "seat": 0,
    "hand": ["5c", "6c", "7c"],
    "table": ["1o", "2o", "3o", "4o"],
    "captured": [[], []],
    "escobas": [0, 0],
    "scores": [0, 0],
    "deck_left": 30,
    "dealer": 1,
    "history": [],
}


RESYNC = {
    "type": "resync",
    "state": STATE,
    "hello": {k: v for k, v in HELLO.items() if k != "seq"},
    "hand_number": 1,
    "to_move": 0,
    "seq": 2,
}


def line(message: Any) -> bytes:
    return (message if isinstance(message, bytes) else json.dumps(message).encode()) + b"\n"


class FakeHost:
    """Answers a `join` with the given lines, then waits for the client to hang up."""

    def __init__(self, lines: list[Any], close: bool = False) -> None:
        self.lines = [line(m) for m in lines]
        self.close = close  # hang up after the lines instead of waiting for the client to
        self.port = 0
        self.joins: list[bytes] = []
        self.hung_up = threading.Event()  # the client closed the connection
        self.ready = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.stopped: asyncio.Event | None = None
        self.thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            self.joins.append(await asyncio.wait_for(reader.readline(), 10))
            for data in self.lines:
                writer.write(data)
            await writer.drain()
            if self.close:
                return
            while await asyncio.wait_for(reader.read(65536), 10):
                pass
            self.hung_up.set()
        except (TimeoutError, ConnectionError):
            pass
        finally:
            writer.close()

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.stopped = asyncio.Event()
        server = await asyncio.start_server(self._serve, "127.0.0.1", 0, limit=1 << 20)
        self.port = server.sockets[0].getsockname()[1]
        self.ready.set()
        await self.stopped.wait()
        server.close()

    def __enter__(self) -> FakeHost:
        self.thread.start()
        assert self.ready.wait(10)
        return self

    def __exit__(self, *exc: Any) -> None:
        assert self.loop is not None and self.stopped is not None
        self.loop.call_soon_threadsafe(self.stopped.set)
        self.thread.join(10)


@contextmanager
def fake_host(lines: list[Any], close: bool = False) -> Iterator[FakeHost]:
    with FakeHost(lines, close) as host:
        yield host
