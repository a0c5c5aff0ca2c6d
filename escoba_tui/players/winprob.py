"""The chance of winning a two-side match from its scores: what master's search weighs
near the target instead of a flat bonus.

`WinTable(preset, target)` holds P(win | my score, other score, who deals next) for a
match to `target`, worked out once (a few milliseconds, then cached) by dynamic
programming over the per-hand points of handdist.py: a hand adds its points to both
scores; once a side has reached the target and leads, it has won; a tie at the top
plays another hand. `p_win(mine, other, i_deal)` answers for any scores, finished
matches included (1, 0, or the value of a tie at the top).
"""

from __future__ import annotations

from functools import lru_cache

from .handdist import HAND_POINTS

# Beyond this target no table is made (the search then weighs points alone): the work
# grows with the square of the target.
MAX_TARGET = 40


class WinTable:
    __slots__ = ("target", "rows", "tie")

    def __init__(self, preset: str, target: int) -> None:
        counts = HAND_POINTS.get(preset) or HAND_POINTS["escoba"]
        total = sum(n for _, _, n in counts)
        # As dealer: (my points, other's, chance); as the other seat: the same hands seen
        # from the other chair.
        dealing = [(a, b, n / total) for a, b, n in counts]
        other = [(b, a, p) for a, b, p in dealing]
        dists = (other, dealing)  # index: 1 when I deal this hand
        self.target = target
        # A tie at the top: hands go on until one is not a tie (scores no longer matter).
        w = [sum(p for a, b, p in d if a > b) for d in dists]
        t = [sum(p for a, b, p in d if a == b) for d in dists]
        tie = [0.5, 0.5]
        for d in (0, 1):
            denom = 1.0 - t[d] * t[1 - d]
            if denom > 1e-12:
                tie[d] = (w[d] + t[d] * w[1 - d]) / denom
        self.tie = tuple(tie)
        # rows[d][a][b], a and b below the target; filled from the highest sums down.
        rows = [[[0.0] * target for _ in range(target)] for _ in range(2)]
        self.rows = rows
        for s in range(2 * target - 2, -1, -1):
            for a in range(max(0, s - target + 1), min(s, target - 1) + 1):
                b = s - a
                # v_d = c_d + q_d * v_(1-d): a hand of no points for anyone hands the deal on.
                c = [0.0, 0.0]
                q = [0.0, 0.0]
                for d in (0, 1):
                    acc = 0.0
                    for x, y, p in dists[d]:
                        if x == 0 and y == 0:
                            q[d] += p
                        else:
                            acc += p * self.p_win(a + x, b + y, 1 - d)
                    c[d] = acc
                for d in (0, 1):
                    denom = 1.0 - q[d] * q[1 - d]
                    rows[d][a][b] = (c[d] + q[d] * c[1 - d]) / denom if denom > 1e-12 else 0.5

    def p_win(self, mine: int, other: int, i_deal: int) -> float:
        """The chance this side wins the match with these scores and a hand to start in
        which it deals (i_deal 1) or not (0)."""
        target = self.target
        if mine >= target or other >= target:
            if mine > other:
                return 1.0
            if mine < other:
                return 0.0
            return self.tie[i_deal]
        return self.rows[i_deal][max(mine, 0)][max(other, 0)]


@lru_cache(maxsize=8)
def win_table(preset: str, target: int) -> WinTable | None:
    """The table of a preset's match to `target` (None beyond MAX_TARGET)."""
    if not 1 <= target <= MAX_TARGET:
        return None
    return WinTable(preset, target)
