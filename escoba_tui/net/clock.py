"""A hosted table's clock for the move awaited (network.md; presence's `time_ms`).

Whose move is awaited, and when a remote seat's time for it runs out. The clock stands
still while its seat is away (nobody can think at a seat that is away) and goes on when
it is back. Every time is read from `now`, which the table is given: tests pass a clock
they move by hand (tests/net_helpers.ManualClock) and take no real seconds.
"""

from __future__ import annotations

from collections.abc import Callable


class MoveClock:
    """The move awaited and its seat's time (only a remote seat's own is counted)."""

    def __init__(self, now: Callable[[], float], move_ms: int) -> None:
        self.now = now
        self.move_ms = move_ms
        self.thinking: int | None = None  # the seat whose move is awaited
        self.end: float | None = None  # when a remote seat's time for it runs out
        self.paused: float | None = None  # since when it stands still: its seat is away

    def begin(self, seat: int, timed: bool, away: bool) -> None:
        """`seat`'s move is awaited; `timed`: its time counts (a remote seat the host does not play on for)."""
        now = self.now()
        self.thinking = seat
        self.end = now + self.move_ms / 1000 if timed else None
        self.paused = now if timed and away else None

    def clear(self) -> None:
        """No move is awaited (it was played, or the match is over or begins again)."""
        self.thinking = self.end = self.paused = None

    def untimed(self) -> None:
        """The move awaited is the host's AI's to make now: its own time, not the seat's clock."""
        self.end = self.paused = None

    def running_for(self, seat: int) -> bool:
        return self.thinking == seat and self.end is not None

    def pause(self, seat: int, at: float) -> None:
        """`seat` went away at `at`: its clock, if running, stands still."""
        if self.running_for(seat):
            self.paused = at

    def resume(self, seat: int) -> None:
        """`seat` is back: its clock goes on, its end moved on by the time it was away."""
        if self.running_for(seat) and self.paused is not None:
            assert self.end is not None
            self.end += self.now() - self.paused
            self.paused = None

    def ms_left(self) -> int:
        """Time left on the clock of the move awaited (it stands still while its seat is away)."""
        assert self.end is not None
        now = self.paused if self.paused is not None else self.now()
        return max(0, int((self.end - now) * 1000))

    def time_ms(self) -> int | None:
        """What presence says of the clock: the time left, or None when none is counted."""
        return self.ms_left() if self.thinking is not None and self.end is not None else None
