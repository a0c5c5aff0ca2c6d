"""A model of how the other players choose their plays, for master's inference.

A seat is taken to pick among its legal moves by a softmax of what each move is worth
to it: what it takes (an escoba above all), minus what it gives away, the two risks
players weigh: leaving a table one card can sweep (`sweep`) and leaving sevens (the
velo first) on the table for the next player (`sevens`); a share `noise` of the time
it plays any legal move. The sharpness (`temperature`) and the weights of the risks
are fitted during the match by maximum likelihood: once a deal is over, every card
each other seat held at each of its plays of that deal is known (it played them all),
so each of those plays is an observation of its choice among the moves it had.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..game.cards import RANK_OF, Card, Move
from ..game.engine import HAND_SIZE, SeatView, captures_on, side_of
from ..game.rules import Rules
from .knowledge import ESCOBA

# The grid the fit chooses from, and the choice before enough is seen.
TEMPERATURES = (0.15, 0.25, 0.4, 0.6, 1.0)
SWEEPS = (0.0, 0.5, 1.0, 1.6)
SEVENS = (0.0, 0.5, 1.0)
NOISES = (0.02, 0.05, 0.15)
DEFAULT = (0.25, 0.5, 0.5, 0.1)
# Observations before the fit is trusted over DEFAULT; at most this many kept per match.
MIN_OBSERVED = 12
MAX_OBSERVED = 2_000


@dataclass(frozen=True)
class Params:
    temperature: float
    sweep: float
    sevens: float
    noise: float


def features(
    rules: Rules, move: Move, table: Sequence[Card], live: frozenset[int], worth: Sequence[float]
) -> tuple[float, float, float]:
    """(what `move` takes, whether it leaves a table some live card sweeps, the worth of
    the sevens it leaves on the table) for a move made on `table`. `live`: the capture
    targets of the cards the player could not see (they may sweep)."""
    values = rules.values
    if move.captures:
        gain = worth[move.card] + sum(worth[c] for c in move.captures)
        if len(move.captures) == len(table):
            gain += ESCOBA
            return gain, 0.0, 0.0
        taken = set(move.captures)
        left = [c for c in table if c not in taken]
    else:
        gain = -0.3 * worth[move.card]
        left = [*table, move.card]
    total = sum(values[c] for c in left)
    sweep = 1.0 if total in live else 0.0
    sevens = sum(worth[c] for c in left if RANK_OF[c] == 7)
    return gain, sweep, sevens


def move_score(f: tuple[float, float, float], p: Params) -> float:
    return (f[0] - p.sweep * f[1] - p.sevens * f[2]) / p.temperature


class Model:
    """The fitted model of one match's other players (all of them together: a few dozen
    plays a hand are too few to fit each seat apart)."""

    def __init__(self) -> None:
        self.grid = [Params(t, s, v, n) for t in TEMPERATURES for s in SWEEPS for v in SEVENS for n in NOISES]
        self.loglik = [0.0] * len(self.grid)
        self.observed = 0
        self.done: set[tuple[int, int]] = set()  # (hand number, deal) already counted
        self.params = Params(*DEFAULT)

    def observe(self, options: Sequence[tuple[float, float, float]], chosen: int) -> None:
        """One play seen: the features of every move the player had, and which it chose."""
        if self.observed >= MAX_OBSERVED or len(options) < 2:
            return
        self.observed += 1
        n = len(options)
        for k, p in enumerate(self.grid):
            scores = [move_score(f, p) for f in options]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            prob = (1.0 - p.noise) * exps[chosen] / sum(exps) + p.noise / n
            self.loglik[k] += math.log(prob)
        if self.observed >= MIN_OBSERVED:
            self.params = self.grid[max(range(len(self.grid)), key=lambda k: (self.loglik[k], -k))]

    def learn(self, view: SeatView, worth: Sequence[float]) -> None:
        """Count the plays of every deal of this hand that is over and not yet counted."""
        plays = replay(view)
        seats = len(view.hand_sizes)
        per_deal = HAND_SIZE * seats
        deals = len(plays) // per_deal
        for d in range(deals):
            key = (view.hand_number, d)
            if key in self.done:
                continue
            self.done.add(key)
            chunk = plays[d * per_deal : (d + 1) * per_deal]
            for j, (seat, move, table, live) in enumerate(chunk):
                if side_of(view.teams, seat) == view.side:
                    continue
                held = [m.card for s, m, _, _ in chunk[j:] if s == seat]
                ordered = sorted(table, key=view.rules.table_order.__getitem__)
                options: list[tuple[float, float, float]] = []
                chosen = -1
                for c in held:
                    sets = captures_on(view.rules, c, ordered)
                    moves = [Move(c, s) for s in sets]
                    if not sets or not view.rules.compulsory_capture:
                        moves.append(Move(c))
                    for m in moves:
                        if m.card == move.card and set(m.captures) == set(move.captures):
                            chosen = len(options)
                        options.append(features(view.rules, m, ordered, live, worth))
                if chosen >= 0:
                    self.observe(options, chosen)


def replay(view: SeatView) -> list[tuple[int, Move, list[Card], frozenset[int]]]:
    """The plays of this hand in order (renuncio claims left out), each with the table it
    was made on and the capture targets of the cards its player could not see then
    (those not yet seen by anyone from this seat's side: unseen now, this seat's hand,
    and the cards played since), rebuilt backwards from the table now."""
    table = list(view.table)
    targets = view.rules.capture_targets
    hidden = [*view.unseen(), *view.hand]
    out: list[tuple[int, Move, list[Card], frozenset[int]]] = []
    live_count: dict[int, int] = {}
    for c in hidden:
        live_count[targets[c]] = live_count.get(targets[c], 0) + 1
    for seat, move in reversed(view.history):
        if move.claim:
            table.extend((move.card, *move.captures))
            continue
        if move.captures:
            table.extend(move.captures)
        else:
            table.remove(move.card)
        # The card played was hidden from everyone but its player before this play.
        out.append((seat, move, list(table), frozenset(t for t, n in live_count.items() if n > 0)))
        t = targets[move.card]
        live_count[t] = live_count.get(t, 0) + 1
    out.reverse()
    return out
