"""Helpers for the network tests: a host on 127.0.0.1 that a test starts and stops, raw clients."""

from __future__ import annotations

import json
import re
import socket
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from escoba_tui.net.client import SeatClient, play_bot
from escoba_tui.net.host import Host, new_tables
from escoba_tui.net.table import Table, TableConfig

CARD = re.compile(r"^(10|[1-9])[oceb]$")


@contextmanager
def running_host(configs: list[TableConfig], state_dir: Path | None = None,
                 tables: list[Table] | None = None) -> Iterator[Host]:
    events: list[dict[str, Any]] = []
    host = Host(tables if tables is not None else new_tables(configs, state_dir), "127.0.0.1", 0, events.append)
    host.events = events  # type: ignore[attr-defined]
    host.start()
    try:
        yield host
    finally:
        host.stop()


def client(host: Host, code: str, name: str = "bot", **kw: Any) -> SeatClient:
    c = SeatClient("127.0.0.1", host.port, code, name, **kw)
    c.connect()
    return c


def play_all(host: Host, code: str, seats: int, **kw: Any) -> list[list[dict[str, Any]]]:
    """Bots at every remote seat of a table, played to the end in threads."""
    out: list[list[dict[str, Any]]] = [[] for _ in range(seats)]
    clients = [client(host, code, f"bot{i}") for i in range(seats)]

    def run(i: int) -> None:
        out[i] = play_bot(clients[i], **kw)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(seats)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return out


class Raw:
    """A hand-written client: lines out, lines in, like `nc`."""

    def __init__(self, host: Host) -> None:
        self.sock = socket.create_connection(("127.0.0.1", host.port), timeout=10)
        self.stream = self.sock.makefile("rb")

    def send(self, data: bytes | dict) -> None:
        if isinstance(data, dict):
            data = (json.dumps(data) + "\n").encode()
        self.sock.sendall(data)

    def read(self) -> dict[str, Any] | None:
        line = self.stream.readline()
        return json.loads(line) if line else None

    def read_until(self, kind: str) -> dict[str, Any]:
        while True:
            message = self.read()
            assert message is not None, f"closed before {kind}"
            if message["type"] == kind:
                return message

    def closed(self) -> bool:
        """True once the host has closed the connection (after any lines still due)."""
        try:
            while self.stream.readline():
                pass
        except OSError:
            pass
        return True

    def close(self) -> None:
        self.sock.close()


def cards_in(value: Any) -> set[str]:
    """Every card named anywhere in a message (moves split into their cards)."""
    found: set[str] = set()
    if isinstance(value, dict):
        for v in value.values():
            found |= cards_in(v)
    elif isinstance(value, list):
        for v in value:
            found |= cards_in(v)
    elif isinstance(value, str):
        for part in re.split(r"[:+!]", value):
            if CARD.match(part):
                found.add(part)
    return found
