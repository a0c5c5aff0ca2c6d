"""Ratings: Elo with 95% intervals and likelihood of superiority, openskill for more seats."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..game.stats import Z95

# Per-game score of each of the five results of a game pair (duplicate deals, seats
# swapped): lost both, lost one and drew one, ..., won both; as a fraction of a game.
PAIR_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)


def elo_to_score(elo: float) -> float:
    """Expected score of a player `elo` points stronger (the logistic model)."""
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def score_to_elo(score: float) -> float:
    """Elo difference that gives the expected `score` (0..1); infinite at the ends."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


@dataclass(frozen=True)
class EloEstimate:
    """An Elo difference with its 95% interval [low, high], from `n` samples."""

    elo: float
    low: float
    high: float
    score: float
    n: int

    @property
    def error(self) -> float:
        """Half the width of the interval (as `+-` in cutechess's output)."""
        return (self.high - self.low) / 2.0


def _estimate(values: Sequence[float], weights: Sequence[float]) -> EloEstimate:
    n = sum(weights)
    if n <= 0:
        return EloEstimate(0.0, -math.inf, math.inf, 0.5, 0)
    mean = sum(v * w for v, w in zip(values, weights)) / n
    variance = sum(w * (v - mean) ** 2 for v, w in zip(values, weights)) / n
    margin = Z95 * math.sqrt(variance / n)
    return EloEstimate(
        score_to_elo(mean),
        score_to_elo(mean - margin),
        score_to_elo(mean + margin),
        mean,
        int(round(n)),
    )


def elo_trinomial(wins: int, draws: int, losses: int) -> EloEstimate:
    """Elo from single games: score fraction s, interval s +- 1.96 sqrt(var/n) with the
    trinomial variance of one game's score, mapped through the logistic curve."""
    return _estimate((1.0, 0.5, 0.0), (wins, draws, losses))


def elo_pentanomial(counts: Sequence[int]) -> EloEstimate:
    """Elo from game pairs (counts of pair scores 0, 1/2, 1, 3/2, 2 points): the pairs
    share their cards, so their variance is smaller and the interval narrower."""
    if len(counts) != 5:
        raise ValueError("a pentanomial needs five counts")
    return _estimate(PAIR_SCORES, counts)


def los(wins: int, losses: int) -> float:
    """Likelihood of superiority: the probability that the true strength is above the
    opponent's, from wins and losses alone (draws carry no information here)."""
    if wins + losses == 0:
        return 0.5
    return 0.5 * (1.0 + math.erf((wins - losses) / math.sqrt(2.0 * (wins + losses))))


# ---------------------------------------------------------------- multiplayer


@dataclass(frozen=True)
class SkillRating:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """A conservative single figure: mu - 3 sigma (what openskill ranks by)."""
        return self.mu - 3.0 * self.sigma


def openskill_ratings(
    players: Sequence[str], games: Iterable[tuple[Sequence[Sequence[int]], Sequence[int]]]
) -> list[SkillRating]:
    """Plackett-Luce ratings after `games` in the order given: each game is (sides as
    lists of player indexes, rank per side, 1 = best, equal ranks tie). The order is
    the schedule's, so the same records always give the same ratings."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current = [model.rating(name=name) for name in players]
    for sides, ranks in games:
        teams = [[current[p] for p in side] for side in sides]
        rated = model.rate(teams, ranks=list(ranks))
        for side, new in zip(sides, rated):
            for p, r in zip(side, new):
                current[p] = r
    return [SkillRating(r.mu, r.sigma) for r in current]
