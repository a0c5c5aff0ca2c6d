"""A hosted table's rematch offer (the `rematch` addition, docs/network.md).

After `game_end`, where every remote seat is connected and asked for the addition, the
host offers a rematch for a while: each seat asks for it (`rematch`), and the offer is
agreed once every one has, or declined when a seat leaves, time runs out or the host
stops. `RematchOffer` holds the offer; the table says when, and tells the seats.
"""

from __future__ import annotations

from typing import Any


class RematchOffer:
    """Whether a rematch is offered, until when, and which seats asked for it."""

    def __init__(self) -> None:
        self.open = False
        self.asked: set[int] = set()
        self.end = 0.0

    def offer(self, now: float, seconds: float) -> None:
        self.asked = set()
        self.open = True
        self.end = now + seconds

    def ask(self, seat: int) -> bool:
        """`seat` asks for the rematch: True if it had not asked yet (asking again changes nothing)."""
        if seat in self.asked:
            return False
        self.asked.add(seat)
        return True

    def agreed_by(self, seats: list[int]) -> bool:
        return len(self.asked) == len(seats)

    def left(self, now: float) -> float:
        """Seconds until the offer ends."""
        return self.end - now

    def status(self, state: str, now: float, reason: str | None = None) -> dict[str, Any]:
        """The `rematch_status` message: open (with its time left), agreed or declined (why)."""
        message: dict[str, Any] = {"type": "rematch_status", "state": state, "asked": sorted(self.asked)}
        if state == "open":
            message["time_ms"] = max(0, int(self.left(now) * 1000))
        if reason is not None:
            message["reason"] = reason
        return message
