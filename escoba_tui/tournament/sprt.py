"""The sequential probability ratio test of a two-seat gauntlet ("is it N Elo better?")."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .ratings import PAIR_SCORES, elo_to_score

# Empty cells of a pentanomial would make the variance zero after a run of identical
# pairs (a bot that wins everything would never be decided); like fastchess we put a
# tiny count in them before estimating.
REGULARIZE = 1e-3
# The normal approximation behind the LLR is meaningless on a handful of pairs (after
# one won pair the regularized variance is tiny and the LLR huge), so no decision is
# taken before this many pairs.
MIN_PAIRS = 8


def bounds(alpha: float, beta: float) -> tuple[float, float]:
    """Wald's bounds on the log-likelihood ratio: accept H0 below, H1 above."""
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def llr_normal(values: Sequence[float], counts: Sequence[float], elo0: float, elo1: float) -> float:
    """The generalized SPRT's log-likelihood ratio in the normal approximation:
    n (s1 - s0) (2 mean - s0 - s1) / (2 var), where s0 and s1 are the expected scores
    under H0 and H1 and mean/var those of the observed per-sample scores."""
    n = sum(counts)
    if n <= 0:
        return 0.0
    mean = sum(v * c for v, c in zip(values, counts)) / n
    variance = sum(c * (v - mean) ** 2 for v, c in zip(values, counts)) / n
    if variance <= 0:
        return 0.0
    s0, s1 = elo_to_score(elo0), elo_to_score(elo1)
    return n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)


def llr_pentanomial(pairs: Sequence[int], elo0: float, elo1: float) -> float:
    if sum(pairs) == 0:
        return 0.0
    counts = [c if c > 0 else REGULARIZE for c in pairs]
    return llr_normal(PAIR_SCORES, counts, elo0, elo1)


@dataclass(frozen=True)
class SprtState:
    """Where the test stands: its LLR against the bounds, and the decision if any."""

    llr: float
    lower: float
    upper: float
    pairs: int
    decision: str | None  # "H1" (accept elo1), "H0" (accept elo0) or None (go on)

    @property
    def text(self) -> str:
        verdict = {"H1": "H1 accepted", "H0": "H0 accepted", None: "undecided"}[self.decision]
        return f"LLR {self.llr:.2f} ({self.lower:.2f}, {self.upper:.2f}) {verdict}"


def sprt_over_pairs(pair_points: Sequence[int], elo0: float, elo1: float, alpha: float, beta: float) -> SprtState:
    """Run the test pair by pair (each pair's points 0..4 in half-points, i.e. 0, 1/2,
    1, 3/2, 2 game points) and stop at the first pair that crosses a bound: the
    decision then never depends on games played after it."""
    lower, upper = bounds(alpha, beta)
    counts = [0] * 5
    llr = 0.0
    for i, points in enumerate(pair_points, 1):
        counts[points] += 1
        llr = llr_pentanomial(counts, elo0, elo1)
        if i < MIN_PAIRS:
            continue
        if llr >= upper:
            return SprtState(llr, lower, upper, i, "H1")
        if llr <= lower:
            return SprtState(llr, lower, upper, i, "H0")
    return SprtState(llr, lower, upper, len(pair_points), None)
