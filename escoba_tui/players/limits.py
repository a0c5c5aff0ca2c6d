"""How long a search may think: one validated limit shared by every searching player
(`expert`, `master`) and the analysis.

A `SearchLimit` is a time per move (`ms`), or a number of worlds instead (`iters`:
the same play on every machine), and a ceiling on the worlds of any one search
(`worlds`). Every value is finite and bounded, so no option can make a move last
forever; anything else (nan, inf, 1e12, 10**12, a negative number, a word) is refused
with one line. A running search asks a `Stop` when to end: it ends at its time or
after its worlds, never after `worlds` worlds, and never past the referee's own time
per move, whatever the options say.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from ..errors import EscobaError
from ..game.values import is_int, is_number

MAX_MS = 600_000  # ten minutes a move
MAX_ITERS = 1_000_000  # worlds a move: minutes of search already
# The share of the referee's time per move a search may use: the rest is room for the
# answer to travel (a pipe, a network).
REFEREE_SHARE = 0.8

# The clocks a search's time may be counted on: "wall", as a player feels it, the
# default; "cpu", the CPU seconds of the searching thread, so that a time-budgeted
# player thinks for the same CPU time whatever else runs on the machine (a player's
# `clock=cpu` option, which `escoba match/tournament/bench --cpu-clock` sets on every
# built-in search). A search counts on the clock its thread is `counting` on.
CLOCKS = ("wall", "cpu")
_ALWAYS_CPU = False
_counting = threading.local()


def clock() -> float:
    """Now, in seconds of the clock this thread's search counts on."""
    if _ALWAYS_CPU or getattr(_counting, "cpu", False):
        return time.thread_time()
    return time.perf_counter()


@contextmanager
def counting(name: str) -> Iterator[None]:
    """Count this thread's searches on clock `name` (one of CLOCKS) while inside."""
    before = getattr(_counting, "cpu", False)
    _counting.cpu = name == "cpu"
    try:
        yield
    finally:
        _counting.cpu = before


def count_cpu_time() -> None:
    """Count every later search of this process in its thread's CPU seconds, whatever
    the players' own `clock` (benchmarks/strength.py --cpu-clock, in its workers)."""
    global _ALWAYS_CPU
    _ALWAYS_CPU = True


class LimitError(EscobaError, ValueError):
    """A search limit out of bounds or not a number (a player spec's `ms` or `iters`)."""


@dataclass(frozen=True)
class SearchLimit:
    """A search's limit: `ms` milliseconds a move (on `clock`, one of CLOCKS), or
    `iters` worlds if given, and never more than `worlds` worlds."""

    ms: float = 100
    iters: int | None = None
    worlds: int = MAX_ITERS
    clock: str = "wall"

    def __post_init__(self) -> None:
        ms = self.ms
        # `0 < ms <= MAX_MS` is False for nan, so nan fails with inf and the rest.
        if not is_number(ms) or not 0 < ms <= MAX_MS:
            raise LimitError(f"ms must be a number of milliseconds above 0 and at most {MAX_MS}, not {ms!r}")
        iters = self.iters
        if iters is not None and (not is_int(iters) or not 1 <= iters <= MAX_ITERS):
            raise LimitError(f"iters must be a whole number of worlds from 1 to {MAX_ITERS}, not {iters!r}")
        worlds = self.worlds
        if not is_int(worlds) or not 1 <= worlds <= MAX_ITERS:
            raise LimitError(f"worlds must be a whole number from 1 to {MAX_ITERS}, not {worlds!r}")
        if self.clock not in CLOCKS:
            raise LimitError(f"clock must be one of {', '.join(CLOCKS)}, not {self.clock!r}")

    def stop(self, time_ms: object = None, start: float | None = None) -> Stop:
        """The stopping rule of one search starting now (or at `start`, in
        `clock()` seconds), under the referee's time per move `time_ms` if it has one."""
        return Stop(self, time_ms, start)


class Stop:
    """When one running search ends. `deadline` (`clock()` seconds, None: no clock)
    is the earlier of the limit's time (unless it counts worlds) and the referee's share
    of its time; `worlds` is the most worlds it may visit; `fixed` is True when the
    limit counts worlds (the search is then the same on every machine, unless the
    referee's clock runs out first)."""

    __slots__ = ("deadline", "worlds", "fixed")

    def __init__(self, limit: SearchLimit, time_ms: object = None, start: float | None = None) -> None:
        if start is None:
            start = clock()
        self.fixed = limit.iters is not None
        budget: float | None = None if self.fixed else float(limit.ms)
        if budget is not None and not 0 < budget <= MAX_MS:  # a limit built around its checks
            budget = float(MAX_MS)
        # The referee's cap holds whatever the options say: compared so that a nan
        # budget loses to it (min(nan, cap) would be nan, and no clock ever reaches
        # nan); a cap that is not a positive finite number is no cap at all (the
        # referee gave none).
        if is_number(time_ms) and math.isfinite(time_ms) and time_ms > 0:  # type: ignore[arg-type,operator]
            cap = REFEREE_SHARE * float(time_ms)  # type: ignore[arg-type]
            if budget is None or not budget <= cap:
                budget = cap
        self.deadline = None if budget is None else start + budget / 1000.0
        self.worlds = limit.iters if limit.iters is not None else limit.worlds

    def done(self, worlds: int) -> bool:
        """True once `worlds` worlds are enough or the time is up."""
        if worlds >= self.worlds:
            return True
        return self.deadline is not None and clock() >= self.deadline
