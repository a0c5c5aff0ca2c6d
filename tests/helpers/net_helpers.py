"""Helpers for the network tests: a host on 127.0.0.1 that a test starts and stops, raw clients."""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from escoba_tui.game.cards import NOTATION
from escoba_tui.net.client import SeatClient, play_bot
from escoba_tui.net.host import Host, new_tables
from escoba_tui.net.table import Table, TableConfig

CARD = re.compile(r"^(10|[1-9])[oceb]$")


@contextmanager
def running_host(
    configs: list[TableConfig], state_dir: Path | None = None, tables: list[Table] | None = None
) -> Iterator[Host]:
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


def late_table(config: TableConfig, state_dir: Path, names: list[str], cards_left: int = 2) -> list[str | None]:
    """A hosted table brought near its end and saved, for tests that check an end screen or a
    rematch without playing every card: bots named `names` sit at the remote seats and play
    their first legal move until the last deal has at most `cards_left` cards in hand, then
    the host stops (the table is saved after every move). Returns each seat's token; a host
    started on `state_dir` (load_tables) resumes the table, and a client given its seat's
    token takes the seat back."""
    stop = threading.Event()
    with running_host([config], state_dir) as host:
        table = host.tables[config.code]
        remote = [i for i, spec in enumerate(config.seats) if spec == "remote"]
        clients = [client(host, config.code, names[i]) for i in remote]

        def near_the_end() -> bool:
            with table.lock:
                hand = table.game.hand
                return (
                    hand is not None
                    and not hand.over
                    and hand.deck_pos >= len(hand.deck)
                    and sum(map(len, hand.hands)) <= cards_left
                )

        def run(c: SeatClient) -> None:
            for message in c.messages(60):
                if stop.is_set() or message.get("type") == "game_end":
                    return
                if message.get("type") == "turn":
                    if near_the_end():
                        stop.set()
                        return
                    c.move(message["legal"][0], message.get("seq"))

        threads = [threading.Thread(target=run, args=(c,)) for c in clients]
        for t in threads:
            t.start()
        stop.wait(60)
        tokens: list[str | None] = [None] * len(config.seats)
        for i, c in zip(remote, clients):
            tokens[i] = c.token
            c.close()
        for t in threads:
            t.join(10)
        assert stop.is_set(), "the table ended before it came near its end"
    return tokens


class ManualClock:
    """A clock for a Table that moves only when the test says: presence, grace and the
    move's clock are then checked without waiting real seconds."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float, *tables: Table) -> None:
        self.now += seconds
        for table in tables:
            table.tick()


def wait_for(ready, timeout: float = 10.0) -> None:
    """Wait (bounded) for something another thread does, such as the host seeing a close."""

    end = time.monotonic() + timeout
    while not ready():
        assert time.monotonic() < end, "it never happened"
        time.sleep(0.005)


SEED = 918273645  # distinctive: it must never appear in anything a client reads


def hidden_from(table, seat: int) -> set[str]:
    """Cards the seat cannot see right now: other hands and the undealt deck."""
    hand = table.game.hand
    if hand is None:
        return set()
    hidden = {NOTATION[c] for c in hand.deck[hand.deck_pos :]}
    for s, cards in enumerate(hand.hands):
        if s != seat:
            hidden |= {NOTATION[c] for c in cards}
    return hidden


def spy_on(table) -> dict[int, dict[int, set[str]]]:
    """For every numbered message to a seat, the cards hidden from it when it was sent."""
    hidden: dict[int, dict[int, set[str]]] = {s: {} for s in range(len(table.names))}
    send = table.send

    def spying(seat, message):
        with table.lock:
            secret = hidden_from(table, seat)
            send(seat, message)
            hidden[seat][table.seq[seat]] = secret

    table.send = spying
    return hidden


def check_private(received: list[dict], hidden: dict[int, set[str]]) -> int:
    checked = 0
    for message in received:
        text = json.dumps(message)
        assert str(SEED) not in text
        if message["type"].startswith("_"):
            continue
        assert isinstance(message.get("seq"), int), message
        secret = hidden.get(message["seq"])
        if secret is None:
            assert not cards_in(message), message  # joined, error: no cards at all
            continue
        leaked = cards_in(message) & secret
        assert not leaked, f"{message['type']} showed {leaked}"
        checked += 1
    return checked


def in_thread(fn, *args: Any) -> tuple[threading.Thread, list]:
    out: list = []
    t = threading.Thread(target=lambda: out.append(fn(*args)))
    t.start()
    return t, out


def rematch_bot(c: SeatClient, matches: int) -> list[dict]:
    """Plays, and asks for a rematch after each of its first `matches - 1` matches; after
    that it leaves when offered one."""
    received = []
    played = 0
    answered = False
    for message in c.messages(30):
        received.append(message)
        kind = message["type"]
        if kind == "turn":
            c.move(message["legal"][0], message["seq"])
        elif kind == "game_end":
            played += 1
            answered = False
        elif kind == "rematch_status" and message["state"] == "open" and not answered:
            answered = True
            if played < matches:
                c.ask_rematch()
            else:
                c.close()
        elif kind == "quit":
            c.close()
    return received
