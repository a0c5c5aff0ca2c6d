"""A spectator at a hosted table, seen from the client (network.md, "Watching").

`WatchClient` is a SeatClient that sends `watch` instead of `join`, is answered
`watching`, and never sends another line. Every message is checked as a seat's are
(`WatchChecker`), and more strictly: a spectator is never sent a hand, a `deal`, a
`turn` or a token, so a host that sends one broke the protocol. The picture of the hand
is a SeatMirror of nobody's seat (seat -1): every hand is made of stand-ins, and a card
appears only when it is played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import part
from ..game.loop import hello_of
from ..game.values import is_int
from .client import HostChecker, SeatClient
from .mirror import SeatMirror

NOBODY = -1  # the seat of a spectator's picture: no hand is its own


def watcher_hello(watching: dict[str, Any]) -> dict[str, Any]:
    """A `watching` message as the `hello` a SeatMirror of nobody's seat is built from."""
    return hello_of(
        NOBODY,
        len(watching["seats"]),
        watching["teams"],
        watching["rules"],
        watching.get("rules_options") or {},
        watching["target"],
        list(watching["seats"]),
    )


def seat_state(state: dict[str, Any]) -> dict[str, Any]:
    """A public `state` as a seat's with an empty hand (what SeatMirror.resync reads)."""
    return {**state, "seat": NOBODY, "hand": []}


class WatchChecker(HostChecker):
    """The checks of a seat's messages, for a spectator's: `watching` stands for `hello`,
    `hand_start` and `resync` come without a hand, and what only a seat is sent is a fault."""

    def __init__(self) -> None:
        super().__init__(NOBODY)

    def _not_for_us(self, m: dict[str, Any]) -> None:
        raise self._fail(m["type"], part("fault_seat_only"))

    _check_joined = _check_hello = _check_deal = _check_turn = _not_for_us

    def _check_watching(self, m: dict[str, Any]) -> None:
        seats = m.get("seats")
        if not isinstance(seats, list) or not all(isinstance(n, str) for n in seats):
            raise self._fail("watching", part("fault_watch_seats"))
        if not isinstance(m.get("table"), str):
            raise self._fail("watching", part("fault_watch_table"))
        self.seat = None  # checked as a hello to seat 0 would be: seat count, teams, rules, target
        try:
            HostChecker._check_hello(self, {**watcher_hello(m), "seat": 0})
        finally:
            self.seat = NOBODY
        self.hello = watcher_hello(m)
        self.mirror = None

    def _check_hand_start(self, m: dict[str, Any]) -> None:
        if "hand" in m:
            raise self._fail("hand_start", part("fault_watch_hand"))
        super()._check_hand_start({**m, "hand": []})

    def _check_state(self, kind: str, state: Any) -> None:
        if not isinstance(state, dict) or "hand" in state:
            raise self._fail(kind, part("fault_watch_state"))
        sizes = state.get("hand_sizes")
        if not isinstance(sizes, list) or len(sizes) != self.seats or not all(is_int(k) and 0 <= k <= 3 for k in sizes):
            raise self._fail(kind, part("fault_hand_sizes", n=self.seats))
        super()._check_state(kind, seat_state(state))

    def _check_resync(self, m: dict[str, Any]) -> None:
        self._needs_hello("resync")
        self._int("resync", m, "hand_number", 0, 10**6)
        self._seat("resync", m, "to_move", null=True)
        state = m.get("state")
        self._check_state("resync", state)
        assert isinstance(state, dict)  # _check_state saw to it
        mirror = SeatMirror(self.hello)  # type: ignore[arg-type]
        try:
            mirror.resync(seat_state(state), m["hand_number"])
        except (ValueError, KeyError, TypeError, IndexError):
            raise self._fail("resync", part("fault_position")) from None
        self._build("resync", mirror)


class WatchClient(SeatClient):
    """A spectator's connection: `watch`, then the host's public messages in order (to
    `on_message` or the inbox); a dropped connection watches again (a fresh `watching`
    and, mid-hand, a public `resync`)."""

    ACCEPTED = "watching"

    def __init__(
        self,
        host: str,
        port: int,
        code: str,
        name: str,
        give_up_s: float | None = None,
        on_message: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        super().__init__(host, port, code, name, give_up_s=give_up_s, on_message=on_message)
        self.checker = WatchChecker()

    def _first_line(self) -> dict[str, Any]:
        return {"type": "watch", "table": self.code, "name": self.name}

    def send(self, message: dict[str, Any], answering: int | None = None) -> None:
        pass  # a spectator says nothing: any line would be a fault
