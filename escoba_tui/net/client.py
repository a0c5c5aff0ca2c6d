"""A seat at a hosted table, seen from the client: join, read, answer, come back after a drop.

`SeatClient` keeps the seat's token and, when the connection drops before the match is
over, joins again with it until the host takes it back (it then sends `resync`). Every
message from the host reaches `on_message` (a reader thread calls it) in order; two
messages of the client's own say what the connection is doing:
`{"type": "_reconnecting"}` and `{"type": "_closed", "reason": ...}`.
"""

from __future__ import annotations

import json
import queue
import socket
import threading
import time
from typing import Any, Callable, Iterator

from ..errors import EscobaError
from .wire import EXTENSIONS, GRACE_S, MAX_LINE, encode

CONNECT_S = 10.0
RETRY_S = 0.3
UI_EXTENSIONS = EXTENSIONS  # what the full-screen client asks the host for (docs/network.md)


class JoinError(EscobaError):
    """The host refused the join (its error code and message) or could not be reached."""

    def __init__(self, message: str, code: str = "") -> None:
        super().__init__(message)
        self.code = code


class SeatClient:
    def __init__(self, host: str, port: int, code: str, name: str, seat: int | None = None,
                 token: str | None = None, give_up_s: float = GRACE_S,
                 on_message: Callable[[dict[str, Any]], None] | None = None,
                 extensions: tuple[str, ...] = ()) -> None:
        self.host, self.port, self.code, self.name = host, port, code, name
        self.seat = seat
        self.token = token
        self.give_up_s = give_up_s
        self.extensions = tuple(extensions)  # additions to ask for in every `join`
        self.inbox: queue.Queue = queue.Queue()
        self.on_message = on_message or self.inbox.put
        self.sock: socket.socket | None = None
        self.lock = threading.Lock()
        self.closing = False
        self.over = False  # game_end or quit seen: a drop now is the end, not a fault
        self.last_seq = 0
        self.joined_seq = 0  # seq of the last `joined`: what came before is of a lost connection
        self.joined: dict[str, Any] = {}
        self.reconnects = 0
        self._reader: threading.Thread | None = None

    # -- connecting

    def _open(self) -> tuple[socket.socket, Any, dict[str, Any]]:
        try:
            sock = socket.create_connection((self.host, self.port), timeout=CONNECT_S)
        except OSError as exc:
            raise JoinError(f"cannot reach {self.host}:{self.port}: {exc.strerror or exc}") from None
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # one short line per move
        join: dict[str, Any] = {"type": "join", "table": self.code, "name": self.name}
        if self.seat is not None:
            join["seat"] = self.seat
        if self.token is not None:
            join["token"] = self.token
        if self.extensions:
            join["extensions"] = list(self.extensions)
        try:
            sock.sendall(encode(join))
            stream = sock.makefile("rb")
            line = stream.readline(MAX_LINE + 1)
        except OSError as exc:
            sock.close()
            raise JoinError(f"{self.host}:{self.port} closed the connection: {exc}") from None
        try:
            reply = json.loads(line) if line else None
        except ValueError:
            reply = None
        if not isinstance(reply, dict):
            sock.close()
            raise JoinError(f"{self.host}:{self.port} does not speak the table protocol")
        if reply.get("type") == "error":
            sock.close()
            raise JoinError(f"the host says: {reply.get('message', '')} ({reply.get('code', '')})",
                            str(reply.get("code", "")))
        if reply.get("type") != "joined":
            sock.close()
            raise JoinError(f"{self.host}:{self.port} does not speak the table protocol")
        sock.settimeout(None)
        return sock, stream, reply

    def connect(self) -> dict[str, Any]:
        """Join (raising JoinError if refused) and start reading; the `joined` message."""
        sock, stream, reply = self._open()
        self._take(sock, reply)
        self._reader = threading.Thread(target=self._read, args=(stream,), name="seat-client", daemon=True)
        self._reader.start()
        return reply

    def _take(self, sock: socket.socket, reply: dict[str, Any]) -> None:
        with self.lock:
            self.sock = sock
            self.joined_seq = reply.get("seq", 0)
        self.joined = reply
        self.seat = reply.get("seat")
        self.token = reply.get("token", self.token)
        self.last_seq = reply.get("seq", 0)
        self.on_message(reply)

    # -- reading

    def _read(self, stream: Any) -> None:
        reason = "closed"
        while True:
            try:
                while True:
                    line = stream.readline(MAX_LINE + 1)
                    if not line:
                        break
                    try:
                        message = json.loads(line)
                    except ValueError:
                        continue
                    if not isinstance(message, dict):
                        continue
                    if isinstance(message.get("seq"), int):
                        self.last_seq = message["seq"]
                    if message.get("type") in ("game_end", "quit"):
                        self.over = True
                    elif message.get("type") == "rematch_status" and message.get("state") == "agreed":
                        self.over = False  # a new match at the table: a drop is one to come back from
                    if message.get("type") == "error":
                        reason = str(message.get("message", "error"))
                    self.on_message(message)
            except (OSError, ValueError):
                pass
            if self.closing or self.over:
                break
            stream = self._come_back()
            if stream is None:
                reason = "the connection to the host was lost"
                break
        self.on_message({"type": "_closed", "reason": reason})

    def _come_back(self) -> Any:
        """Join again with the token until the host takes us back or time runs out."""
        self.on_message({"type": "_reconnecting"})
        end = time.monotonic() + self.give_up_s
        while not self.closing and time.monotonic() < end:
            try:
                sock, stream, reply = self._open()
            except JoinError as exc:
                if exc.code in ("bad_token", "table_full", "unknown_table"):
                    return None
                time.sleep(RETRY_S)
                continue
            self.reconnects += 1
            self._take(sock, reply)
            return stream
        return None

    # -- writing

    def send(self, message: dict[str, Any], answering: int | None = None) -> None:
        """Send a line; a failure is left to the reader, which reconnects. `answering`:
        the seq of the message this answers; an answer to a message of a connection
        since lost is dropped (the host sends `resync` and the `turn` again)."""
        with self.lock:
            sock = self.sock
            if sock is None or (answering is not None and answering < self.joined_seq):
                return
            try:
                sock.sendall(encode(message))
            except OSError:
                pass

    def move(self, move: str, answering: int | None = None) -> None:
        self.send({"type": "move", "move": move}, answering)

    def ask_rematch(self) -> None:
        """Ask for a rematch (only once the host has offered one: `rematch_status` open)."""
        self.send({"type": "rematch"})

    def drop(self) -> None:
        """Cut the connection as a network would (tests): the reader comes back."""
        with self.lock:
            sock = self.sock
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def close(self) -> None:
        self.closing = True
        with self.lock:
            sock, self.sock = self.sock, None
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()

    def messages(self, timeout: float = 30.0) -> Iterator[dict[str, Any]]:
        """The host's messages from the inbox until the connection is closed for good."""
        while True:
            message = self.inbox.get(timeout=timeout)
            yield message
            if message.get("type") == "_closed":
                return


def play_bot(client: SeatClient, choose: Callable[[dict[str, Any]], str] | None = None,
             timeout: float = 30.0, on_move: Callable[[float], None] | None = None) -> list[dict[str, Any]]:
    """Play a seat to the end, answering every `turn` (by default with its first legal
    move); every message received, in order. `on_move(seconds)` gets the time from each
    move sent to the `played` that confirms it (the move's latency at the client)."""
    pick = choose or (lambda turn: turn["legal"][0])
    received = []
    sent_at: float | None = None
    for message in client.messages(timeout):
        received.append(message)
        kind = message.get("type")
        if kind == "turn":
            sent_at = time.perf_counter()
            client.move(pick(message), message.get("seq"))
        elif kind == "played" and message.get("seat") == client.seat and sent_at is not None:
            if on_move is not None:
                on_move(time.perf_counter() - sent_at)
            sent_at = None
        elif kind == "quit":
            client.close()
    return received
