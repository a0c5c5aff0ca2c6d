"""A hosted table's seats (network.md, "Taking a seat", "Coming back"): who sits where.

`Seats` keeps, per seat, its name, the token that holds it, its connection and the
additions that connection asked for, its message counter (`seq`), and since when it is
away (the grace period) or played on by the host (taken over). Every call holds the
table's lock, which it is given: the game thread and the host's event loop both use it.
"""

from __future__ import annotations

import hmac
import threading
from dataclasses import dataclass
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .wire import EXTENSIONS, MAX_NAME, clean_name, new_token
from ..game.values import is_int

if TYPE_CHECKING:
    from .wire import Connection

REMOTE = "remote"


@dataclass(frozen=True)
class JoinRequest:
    """What a `join` line asks for: a name, the token of a seat to take back, a seat, additions."""

    name: str
    token: str | None
    seat: int | None
    extensions: frozenset[str]

    @classmethod
    def of(cls, message: dict[str, Any]) -> JoinRequest | tuple[str, str]:
        """The request a `join` makes, or (error code, message) for one that is not one."""
        name = message.get("name")
        token = message.get("token")
        wanted = message.get("seat")
        if token is not None and not isinstance(token, str):
            return "protocol", "'token' must be a string"
        if wanted is not None and (not is_int(wanted)):
            return "protocol", "'seat' must be a seat number"
        if not isinstance(name, str):
            return "protocol", "join needs a 'name' string"
        asked = message.get("extensions")  # an addition of ours: anything else in it is ignored
        ext = (
            frozenset(e for e in asked[: len(EXTENSIONS) * 4] if isinstance(e, str) and e in EXTENSIONS)
            if isinstance(asked, list)
            else frozenset()
        )
        return cls(name, token, wanted, ext)


def unique_name(wanted: str, others: Sequence[str]) -> str:
    """`wanted`, or "wanted 2", "wanted 3"... when another seat has it already."""
    unique, k = wanted, 2
    while unique in others:
        unique = f"{wanted[: MAX_NAME - 3]} {k}"
        k += 1
    return unique


class Seats:
    """Every seat of one table, remote (a connection) or played by the host."""

    def __init__(self, specs: list[str], names: list[str | None], lock: threading.RLock) -> None:
        n = len(specs)
        names = list(names) + [None] * (n - len(names))
        self.lock = lock
        self.names: list[str] = []
        for i, nm in enumerate(names[:n]):
            # Two computers of one level would both read "counter" in every panel, header and
            # log line: the second is "counter 2", as a second Ana is "Ana 2".
            self.names.append(
                unique_name(clean_name(nm, specs[i] if specs[i] != REMOTE else f"Seat {i + 1}"), self.names)
            )
        self.fixed_names = [nm is not None for nm in names[:n]]
        self.remote = [i for i, s in enumerate(specs) if s == REMOTE]
        self.tokens: list[str | None] = [None] * n
        self.seq = [0] * n
        self.conns: list[Connection | None] = [None] * n
        # What each seat's connection asked for of the additions (wire.EXTENSIONS).
        self.ext: list[frozenset[str]] = [frozenset()] * n
        self.lost_at: list[float | None] = [None] * n
        self.taken_over = [False] * n
        self.ready_due = [False] * n  # a `ready` is welcome once after hello or resync
        self.shown_due = [False] * n  # a `shown` is welcome once after each `turn` (the addition)
        # Each seat whose player said they leave (`leave`, with presence) before the connection
        # closed: away on purpose, not lost. Its grace runs as any away seat's.
        self.left = [False] * n

    def __len__(self) -> int:
        return len(self.names)

    def waiting(self) -> int:
        """Remote seats nobody has taken yet."""
        return sum(1 for s in self.remote if self.tokens[s] is None)

    def send(self, seat: int, message: dict[str, Any]) -> None:
        """Number a message for a seat and hand it to the seat's connection, if any."""
        with self.lock:
            self.seq[seat] += 1
            conn = self.conns[seat]
            if conn is not None:
                conn.post({**message, "seq": self.seq[seat]})

    def send_asking(self, extension: str, message: dict[str, Any]) -> None:
        """Send a message of an addition to every connected seat that asked for it."""
        with self.lock:
            for s in self.remote:
                if self.conns[s] is not None and extension in self.ext[s]:
                    self.send(s, message)

    def held_by(self, token: str) -> int | None:
        """The remote seat a token holds (compared in constant time), if any."""
        return next(
            (
                s
                for s in self.remote
                if (held := self.tokens[s]) is not None and hmac.compare_digest(held.encode(), token.encode())
            ),
            None,
        )

    def take_back(self, seat: int, conn: Connection, ext: frozenset[str]) -> None:
        """A seat's owner is back on a new connection; an old one still open is closed."""
        old = self.conns[seat]
        if old is not None:
            old.fault("protocol", "the seat was taken back by a new connection")
        self.conns[seat] = conn
        self.ext[seat] = ext
        self.lost_at[seat] = None
        self.left[seat] = False

    def free(self, wanted: int | None) -> int | tuple[str, str]:
        """The seat a new connection may take (the one it wants, or the first free one),
        or (error code, message)."""
        if wanted is not None:
            if not 0 <= wanted < len(self.names) or wanted not in self.remote:
                return "protocol", f"seat {wanted} is not a remote seat of this table"
            if self.tokens[wanted] is not None:
                return "seat_taken", f"seat {wanted} is taken"
            return wanted
        free = [s for s in self.remote if self.tokens[s] is None]
        if not free:
            return "table_full", "every seat at this table is taken"
        return free[0]

    def take(self, seat: int, conn: Connection, ext: frozenset[str], name: str) -> None:
        """A new connection takes a free seat: a fresh token, and its name unless the table fixed it."""
        self.tokens[seat] = new_token()
        self.conns[seat] = conn
        self.ext[seat] = ext
        if not self.fixed_names[seat]:
            wanted_name = clean_name(name, f"Seat {seat + 1}")
            # Two players called Ana would read as one on every screen: the second is "Ana 2".
            self.names[seat] = unique_name(wanted_name, [n for s, n in enumerate(self.names) if s != seat])

    def post_joined(self, conn: Connection, seat: int, code: str) -> None:
        self.seq[seat] += 1
        conn.post(
            {
                "type": "joined",
                "table": code,
                "seat": seat,
                "token": self.tokens[seat],
                "seats_waiting": self.waiting(),
                "extensions": list(EXTENSIONS),
                "seq": self.seq[seat],
            }
        )

    def drop(self, conn: Connection, seat: int, now: float) -> bool:
        """A seat's connection closed: False if it no longer held the seat; else the seat
        is away from `now` on."""
        if self.conns[seat] is not conn:
            return False
        self.conns[seat] = None
        self.ext[seat] = frozenset()
        self.lost_at[seat] = now
        return True

    def let_go(self, seat: int) -> None:
        """Close a seat's connection for good (after its `quit`)."""
        conn = self.conns[seat]
        if conn is not None:
            conn.post({"type": "_close"})
            self.conns[seat] = None
            self.ext[seat] = frozenset()

    def states(self) -> list[str]:
        """Each seat as `presence` says it: host, here, open, ai or away."""
        states = []
        for s in range(len(self.names)):
            if s not in self.remote:
                states.append("host")
            elif self.conns[s] is not None:
                states.append("here")
            elif self.tokens[s] is None:
                states.append("open")
            elif self.taken_over[s]:
                states.append("ai")
            else:
                states.append("away")
        return states

    def away(self) -> list[tuple[int, float]]:
        """(seat, since when) of each seat away and still waited for."""
        return [(s, lost) for s, lost in enumerate(self.lost_at) if lost is not None and not self.taken_over[s]]

    def all_gone(self) -> bool:
        """Every remote seat played on by the host and none connected: nobody left at the table."""
        return bool(self.remote) and all(self.taken_over[s] and self.conns[s] is None for s in self.remote)

    def all_here_asking(self, extension: str) -> bool:
        return all(self.conns[s] is not None and extension in self.ext[s] for s in self.remote)

    def any_remote_gone(self) -> bool:
        return any(self.conns[s] is None for s in self.remote)

    def new_match(self) -> None:
        """A rematch: same seats, names and tokens; nobody away or played on."""
        n = len(self.names)
        self.taken_over = [False] * n
        self.lost_at = [None] * n
        self.left = [False] * n

    def away_from(self, now: float | None) -> None:
        """A resumed table: nobody is connected yet, so every remote seat's grace starts `now`."""
        for seat in self.remote:
            self.lost_at[seat] = now
