"""A table's spectators (network.md, "Watching"): who watches, and what they may be told.

A spectator sees the match as a person standing behind the table would: the cards on
the table, every card played, the counts, never a hand. `public` is the one place that
decides what of a seat's message a spectator may have; `public_state` is the position
as anyone at the table sees it. `Watchers` keeps one table's spectators (their
connections and message counters) apart from the seats, under the table's lock.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .wire import clean_name

if TYPE_CHECKING:
    from ..game.engine import HandState
    from .wire import Connection

DEFAULT_MAX_WATCHERS = 16  # a table's spectators unless it says otherwise (`--max-watchers`)
MAX_WATCHERS = 256  # the most a table may be set to allow

# The messages of a match a spectator is sent (the rest hold a hand, a token or a choice).
_PUBLIC = ("hand_start", "played", "hand_end", "game_end", "quit")
_NEVER = ("hand", "legal", "token", "state")  # fields that are a seat's own


def public(message: dict[str, Any]) -> dict[str, Any] | None:
    """What a spectator may see of a message to a seat: `hand_start` without the hand,
    `played`, `hand_end`, `game_end` and `quit` as they are; None for anything else
    (`deal`, `turn`, `hello`, `resync`, a seat's additions)."""
    if message.get("type") not in _PUBLIC:
        return None
    return {k: v for k, v in message.items() if k not in _NEVER}


def public_state(hand: HandState) -> dict[str, Any]:
    """The position as anyone at the table sees it: a seat's `state` without its hand,
    and how many cards each seat holds instead."""
    state = hand.view(0).to_protocol()
    del state["seat"], state["hand"]
    state["hand_sizes"] = [len(h) for h in hand.hands]
    return state


@dataclass
class _Watcher:
    name: str
    seq: int = 0


class Watchers:
    """One table's spectators: at most `limit`, each with its own message count (`seq`).
    Every call holds `lock` (the table's), so what a spectator is told on arriving and
    what it is told after never cross."""

    def __init__(self, limit: int, lock: threading.RLock) -> None:
        self.limit = limit
        self.lock = lock
        self.conns: dict[Connection, _Watcher] = {}

    def __len__(self) -> int:
        return len(self.conns)

    def add(self, conn: Connection, name: Any, opening: list[dict[str, Any]]) -> tuple[str, str] | None:
        """Take a spectator and send it `opening` (`watching`, a `resync` mid-hand);
        None, or (error code, message) when the table takes none or no more."""
        with self.lock:
            if self.limit <= 0:
                return "table_full", "this table takes no spectators"
            if len(self.conns) >= self.limit:
                return "table_full", f"this table already has {self.limit} spectators"
            self.conns[conn] = _Watcher(clean_name(name, "?"))
            for message in opening:
                self._send(conn, message)
            return None

    def remove(self, conn: Connection) -> bool:
        with self.lock:
            return self.conns.pop(conn, None) is not None

    def seq(self, conn: Connection) -> int:
        with self.lock:
            watcher = self.conns.get(conn)
            return watcher.seq + 1 if watcher is not None else 1

    def _send(self, conn: Connection, message: dict[str, Any]) -> None:
        watcher = self.conns[conn]
        watcher.seq += 1
        conn.post({**message, "seq": watcher.seq})

    def tell(self, message: dict[str, Any]) -> None:
        """Send every spectator a message that is public as it is (`watching`)."""
        with self.lock:
            for conn in list(self.conns):
                self._send(conn, message)

    def publish(self, message: dict[str, Any]) -> None:
        """Send every spectator what it may see of a message to the seats (`public`)."""
        if not self.conns:
            return
        shown = public(message)
        if shown is not None:
            self.tell(shown)

    def close_all(self, last: dict[str, Any]) -> None:
        """The last line (`quit`) to every spectator, then its connection closed."""
        with self.lock:
            for conn in list(self.conns):
                self._send(conn, last)
                conn.post({"type": "_close"})
            self.conns.clear()
