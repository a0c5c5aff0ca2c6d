"""A hosted table's clock for the move awaited (network.md; presence's `time_ms`).

Whose move is awaited, and when a remote seat's time for it runs out. The clock stands
still while its seat is away (nobody can think at a seat that is away) and goes on when
it is back. A seat whose client said it shows its turn (the `shown` addition) has its
clock held until its screen shows the turn (the count of a hand may be up when the turn
comes), but never longer than a bound: past it the clock runs anyway, so a client that
never says so cannot hold the table for ever. Every time is read from `now`, which the
table is given: tests pass a clock they move by hand (tests/net_helpers.ManualClock)
and take no real seconds.
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
        # Until when it is held for the seat's screen to show the turn (None: it runs). `end`
        # counts the whole hold in; the part not used is taken off when the seat says `shown`.
        self.hold_end: float | None = None

    def begin(self, seat: int, timed: bool, away: bool, hold_s: float = 0.0) -> None:
        """`seat`'s move is awaited; `timed`: its time counts (a remote seat the host does not
        play on for); `hold_s`: at most how long it waits for the seat's screen to show the turn."""
        now = self.now()
        held = timed and hold_s > 0
        self.thinking = seat
        self.end = now + self.move_ms / 1000 + (hold_s if held else 0.0) if timed else None
        self.paused = now if timed and away else None
        self.hold_end = now + hold_s if held else None

    def clear(self) -> None:
        """No move is awaited (it was played, or the match is over or begins again)."""
        self.thinking = self.end = self.paused = self.hold_end = None

    def untimed(self) -> None:
        """The move awaited is the host's AI's to make now: its own time, not the seat's clock."""
        self.end = self.paused = self.hold_end = None

    def running_for(self, seat: int) -> bool:
        return self.thinking == seat and self.end is not None

    def pause(self, seat: int, at: float) -> None:
        """`seat` went away at `at`: its clock, if running, stands still."""
        if self.running_for(seat):
            self.paused = at

    def resume(self, seat: int) -> None:
        """`seat` is back: its clock goes on, its end (and its hold's) moved on by the time it was away."""
        if self.running_for(seat) and self.paused is not None:
            assert self.end is not None
            away = self.now() - self.paused
            self.end += away
            if self.hold_end is not None:
                self.hold_end += away
            self.paused = None

    def shown(self, seat: int) -> bool:
        """`seat`'s screen shows its turn: a clock still held starts now. True if it was held."""
        if not self.running_for(seat) or self.hold_end is None:
            return False
        assert self.end is not None
        now = self.now() if self.paused is None else self.paused
        if now < self.hold_end:
            self.end -= self.hold_end - now
        self.hold_end = None
        return True

    def _at(self) -> float:
        return self.paused if self.paused is not None else self.now()

    def ms_left(self) -> int:
        """Time left on the clock of the move awaited (it stands still while its seat is
        away, and while it is held for the turn to be shown)."""
        assert self.end is not None
        now = self._at()
        if self.hold_end is not None:
            now = max(now, self.hold_end)
        return max(0, int((self.end - now) * 1000))

    def time_ms(self) -> int | None:
        """What presence says of the clock: the time left, or None when none is counted."""
        return self.ms_left() if self.thinking is not None and self.end is not None else None

    def held_ms(self) -> int | None:
        """How long the clock of the move awaited still waits for its seat's screen to show
        the turn before it runs anyway; None when it runs (or none is counted)."""
        if self.thinking is None or self.end is None or self.hold_end is None:
            return None
        left = self.hold_end - self._at()
        return int(left * 1000) if left > 0 else None
