"""`expert`: determinized Monte Carlo search over the worlds consistent with what the seat has seen.

Each iteration deals the unseen cards at random into the other hands (their sizes are
known) and the rest of the deck, then plays every candidate move in that same world and
finishes the hand with a quick rollout policy. A world is scored by the hand's points:
this side's minus the best other side's (a partner's points are ours). Candidates that
are clearly behind the leader on the worlds seen so far stop being tried, so the budget
goes to the close calls. Options: `ms` (time per move, default 100), `iters` (a number
of worlds instead: play is then reproducible whatever the machine), `seed`.
"""

from __future__ import annotations

import math
from random import Random
import time
from typing import Sequence

from ..cards import Move
from ..engine import HandState, SeatView, hand_points
from .base import Decision, Player
from .explain import explain
from .knowledge import ESCOBA, card_worths, sample_world

# Rollout policy weights (points of the hand, as in knowledge.py).
SWEEP_RISK = 1.2  # a discard that leaves a table some card can clear
LEFT_RISK = 0.6  # a capture that leaves such a table
# Prune a candidate once it trails the leader by this many standard errors of the
# paired difference, after at least MIN_WORLDS worlds.
PRUNE_Z = 2.5
MIN_WORLDS = 12


def rollout(h: HandState, worth: Sequence[float], sweep_totals: frozenset[int]) -> None:
    """Finish the hand with a fast capture-first policy that avoids leaving tables the
    next player can clear. In a sampled world the next hand is known, so the policy
    looks at it (the world is a guess anyway; this keeps rollouts close to good play)."""
    values = h.values
    targets = h.rules.capture_targets
    hands = h.hands
    seats = h.seats
    while not h.over:
        legal = h.legal_moves()
        if len(legal) == 1:
            h.play(legal[0])
            continue
        table = h.table
        n = len(table)
        total = 0
        for c in table:
            total += values[c]
        nxt = hands[(h.turn + 1) % seats]
        danger = {targets[c] for c in nxt} if nxt else sweep_totals
        best = legal[0]
        best_v = -1e9
        for m in legal:
            caps = m[1]
            if caps:
                v = worth[m[0]]
                left = total
                for c in caps:
                    v += worth[c]
                    left -= values[c]
                if len(caps) == n and not m[2]:
                    v += ESCOBA
                elif left in danger:
                    v -= LEFT_RISK
            else:
                v = -worth[m[0]]
                if total + values[m[0]] in danger:
                    v -= SWEEP_RISK
            if v > best_v:
                best_v, best = v, m
        h.play(best)


def margin(h: HandState, side: int) -> int:
    """This side's points in the hand minus the best other side's."""
    points = hand_points(h)
    return points[side] - max(p for i, p in enumerate(points) if i != side)


def prune(alive: list[int], results: list[list[int]]) -> list[int]:
    """Drop the candidates well behind the leader on the paired differences (same worlds)."""
    sums = {i: sum(results[i]) for i in alive}
    leader = max(alive, key=lambda i: (sums[i], -i))
    lead = results[leader]
    n = len(lead)
    keep = []
    for i in alive:
        if i != leader:
            d = [a - b for a, b in zip(lead, results[i])]
            mean = sum(d) / n
            var = max(sum(x * x for x in d) / n - mean * mean, 0.05)
            if mean > PRUNE_Z * math.sqrt(var / n):
                continue
        keep.append(i)
    return keep


MAX_MS = 600_000  # ten minutes a move
MAX_ITERS = 1_000_000  # worlds a move: minutes of search already


class ExpertPlayer(Player):
    name = "expert"

    def __init__(self, ms: int | float = 100, iters: int | None = None, seed: int = 0) -> None:
        # Bounded, so that no option can make a move last forever (nan and inf included).
        if isinstance(ms, bool) or not isinstance(ms, (int, float)) or not 0 < ms <= MAX_MS:
            raise ValueError(f"ms must be a number of milliseconds above 0 and at most {MAX_MS}, not {ms!r}")
        if iters is not None and (isinstance(iters, bool) or not isinstance(iters, int) or not 1 <= iters <= MAX_ITERS):
            raise ValueError(f"iters must be a whole number of worlds from 1 to {MAX_ITERS}, not {iters!r}")
        self.ms = ms
        self.iters = iters
        self.seed = seed
        self.last_worlds = 0

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        legal = list(legal)
        if len(legal) == 1:
            self.last_worlds = 0
            return Decision(legal[0], explain(view, legal[0]))
        start = time.perf_counter()
        budget = self.ms
        if self.info is not None and self.info.time_ms:
            # The referee's own limit wins, with room left for the answer to travel.
            budget = min(budget, 0.8 * self.info.time_ms)
        deadline = start + budget / 1000.0  # unless a number of worlds is asked for
        # A private generator per decision, from the seed and the position: the same
        # position with the same seed and iters gives the same move.
        key = f"{self.seed}|{view.hand_number}|{view.seat}|{len(view.history)}|{view.hand}|{view.table}"
        rng = Random(key)
        claims = [m for m in legal if m.claim]
        unseen = view.unseen()
        worth = card_worths(view)
        sweep_totals = frozenset(view.rules.capture_targets)
        side = view.side
        k = len(legal)
        # Results per candidate, world by world: a candidate still alive has one for
        # every world so far, so any two alive candidates compare on the same worlds.
        results: list[list[int]] = [[] for _ in range(k)]
        alive = list(range(k))
        worlds = 0
        while True:
            world = sample_world(view, rng, claims, unseen)
            for i in alive:
                h = world.copy()
                h.play(legal[i])
                rollout(h, worth, sweep_totals)
                results[i].append(margin(h, side))
            worlds += 1
            if len(alive) > 1 and worlds >= MIN_WORLDS and worlds % 4 == 0:
                alive = prune(alive, results)
            if len(alive) == 1 and worlds >= 2 * MIN_WORLDS:
                break
            if worlds >= self.iters if self.iters is not None else time.perf_counter() >= deadline:
                break
        sums = [sum(r) for r in results]
        best = max(alive, key=lambda i: (sums[i], -i))
        self.last_worlds = worlds
        # The reason says what every player can check, not what the search saw in this hand.
        return Decision(legal[best], explain(view, legal[best]))
