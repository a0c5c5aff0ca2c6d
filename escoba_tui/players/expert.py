"""`expert`: determinized Monte Carlo search over the worlds consistent with what the seat has seen.

Each iteration deals the unseen cards at random into the other hands (their sizes are
known) and the rest of the deck, then plays every candidate move in that same world and
finishes the hand with a quick rollout policy. A world is scored by the hand's points:
this side's minus the best other side's (a partner's points are ours). Candidates that
are clearly behind the leader on the worlds seen so far stop being tried, so the budget
goes to the close calls, and of candidates that have done exactly as well as each
other in every world only one goes on (an exact tie: the best at sight, then the first
listed, is kept). Options: `ms`
(time per move, default 100), `iters` (a number of worlds instead: play is then
reproducible whatever the machine), `seed`; both bounded (see limits.py), and the
referee's time per move caps the search whatever they say; `clock` (`wall`, the
default, or `cpu`: `ms` counted in the searching thread's CPU seconds).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from random import Random

from ..game.cards import Move
from ..game.engine import HAND_SIZE, HandState, SeatView, hand_points
from .base import Decision, Player
from .explain import explain
from .knowledge import ESCOBA, card_worths, sample_world
from . import limits
from .limits import SearchLimit

# Rollout policy weights (points of the hand, as in knowledge.py).
SWEEP_RISK = 1.2  # a discard that leaves a table some card can clear
LEFT_RISK = 0.6  # a capture that leaves such a table
# Prune a candidate once it trails the leader by this many standard errors of the
# paired difference, after at least MIN_WORLDS worlds.
PRUNE_Z = 2.5
MIN_WORLDS = 12
# A candidate with exactly another's result in every one of at least this many worlds
# is a tie, dropped so that two equal best moves cannot keep a search going.
TIE_WORLDS = 2 * MIN_WORLDS


@lru_cache(maxsize=4096)
def holds_one(unseen: int, hand: int, of: int) -> float:
    """The chance that a hand of `hand` cards drawn from `unseen` holds at least one
    of `of` given cards."""
    if of <= 0 or hand <= 0:
        return 0.0
    if unseen - of < hand:
        return 1.0
    return 1.0 - math.comb(unseen - of, hand) / math.comb(unseen, hand)


def _safest(
    legal: Sequence[Move], worth: Sequence[float], values: Sequence[int], total: int, n: int, danger: dict[int, float]
) -> Move:
    """The rollout policy's move: the most worth taken (an escoba above all), less the risk
    of the table it leaves (`danger`: the chance each total left is cleared next)."""
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
                v -= LEFT_RISK * danger[left]
        else:
            v = -worth[m[0]]
            left = total + values[m[0]]
            if left in danger:
                v -= SWEEP_RISK * danger[left]
        if v > best_v:
            best_v, best = v, m
    return best


def rollout(h: HandState, worth: Sequence[float], sweep_totals: frozenset[int], honest: bool = False) -> None:
    """Finish the hand with a fast capture-first policy that avoids leaving tables the
    next player can clear. In a sampled world the next hand is known, so the policy
    looks at it (the world is a guess anyway; this keeps rollouts close to good play).
    `honest` (master's playouts): each seat plays from what it can know instead: a
    table is as dangerous as the chance that the next hand holds one of the cards that
    clear it, among the cards the seat has not seen (in other hands or still to deal)."""
    values = h.values
    targets = h.rules.capture_targets
    hands = h.hands
    seats = h.seats
    everywhere = dict.fromkeys(sweep_totals, 1.0)
    if honest:
        # Cards no seat but their holder has seen, counted by the total they sweep.
        hidden = [0] * (max(targets) + 1)
        for held in hands:
            for c in held:
                hidden[targets[c]] += 1
        for c in h.deck[h.deck_pos :]:
            hidden[targets[c]] += 1
        unseen = sum(hidden)
        top = len(hidden)
    while not h.over:
        legal = h.legal_moves()
        if len(legal) == 1:
            if honest and not legal[0][2]:
                hidden[targets[legal[0][0]]] -= 1
                unseen -= 1
            h.play_unchecked(legal[0])
            continue
        table = h.table
        n = len(table)
        total = 0
        for c in table:
            total += values[c]
        nxt = hands[(h.turn + 1) % seats]
        if honest:
            # What this seat has not seen: the hidden cards but its own; a total is as
            # dangerous as the chance the next hand holds a card that clears it.
            mine = [targets[c] for c in hands[h.turn]]
            pool = unseen - len(mine)
            size = len(nxt) or HAND_SIZE
            danger = {}
            for m in legal:
                left = total - sum(values[c] for c in m[1]) if m[1] else total + values[m[0]]
                if 0 <= left < top and left not in danger:
                    k = hidden[left] - mine.count(left)
                    if k > 0:
                        danger[left] = holds_one(pool, size, k)
        else:
            danger = dict.fromkeys((targets[c] for c in nxt), 1.0) if nxt else everywhere
        best = _safest(legal, worth, values, total, n, danger)
        if honest and not best[2]:
            hidden[targets[best[0]]] -= 1
            unseen -= 1
        h.play_unchecked(best)


def margin(h: HandState, side: int) -> int:
    """This side's points in the hand minus the best other side's."""
    points = hand_points(h)
    return points[side] - max(p for i, p in enumerate(points) if i != side)


def at_sight(move: Move, worth: Sequence[float]) -> float:
    """What a move is worth at sight: the cards it takes (the one played with them), or
    minus the card it leaves on the table. Of moves exactly tied in every world, the
    search keeps the best at sight: taking the oro rather than another five, throwing
    a five of copas rather than the five of oros."""
    if move[1]:
        return worth[move[0]] + sum(worth[c] for c in move[1])
    return -worth[move[0]]


def ties(alive: Sequence[int], results: Sequence[Sequence[float]], prefer: Sequence[float]) -> set[int]:
    """The candidates that have had exactly the same result as another in every world,
    once there are TIE_WORLDS worlds, but for one of each such group: the best by
    `prefer` (at sight), then the first listed. Ties broken the same way every time."""
    if not alive or len(results[alive[0]]) < TIE_WORLDS:
        return set()
    kept: dict[tuple[float, ...], int] = {}
    for i in alive:
        key = tuple(results[i])
        j = kept.get(key)
        if j is None or (prefer[i], -i) > (prefer[j], -j):
            kept[key] = i
    return set(alive) - set(kept.values())


def prune(alive: list[int], results: list[list[int]], prefer: Sequence[float]) -> list[int]:
    """Drop the candidates exactly tied with another (see `ties`), and those well behind
    the leader on the paired differences (same worlds)."""
    tie = ties(alive, results, prefer)
    alive = [i for i in alive if i not in tie]
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


class SearchPlayer(Player):
    """A player that searches each move within its limit (`ms` milliseconds on `clock`,
    or `iters` worlds): expert and master, which write `_search`."""

    def __init__(self, ms: int | float = 100, iters: int | None = None, seed: int = 0, clock: str = "wall") -> None:
        # Bounded, so that no option can make a move last forever (nan and inf included).
        self.limit = SearchLimit(ms, iters, clock=clock)
        self.ms = ms
        self.iters = iters
        self.seed = seed
        self.last_worlds = 0

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        # `ms` counts on the player's clock: the wall's, or this thread's CPU seconds.
        with limits.counting(self.limit.clock):
            return self._search(view, legal)

    def _search(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        raise NotImplementedError


class ExpertPlayer(SearchPlayer):
    name = "expert"

    def _search(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        legal = list(legal)
        if len(legal) == 1:
            self.last_worlds = 0
            return Decision(legal[0], explain(view, legal[0]))
        # The referee's own limit wins, with room left for the answer to travel.
        stop = self.limit.stop(self.info.time_ms if self.info is not None else None)
        # A private generator per decision, from the seed and the position: the same
        # position with the same seed and iters gives the same move.
        key = f"{self.seed}|{view.hand_number}|{view.seat}|{len(view.history)}|{view.hand}|{view.table}"
        rng = Random(key)
        claims = [m for m in legal if m.claim]
        unseen = view.unseen()
        worth = card_worths(view)
        prefer = [at_sight(m, worth) for m in legal]
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
                h.play_unchecked(legal[i])
                rollout(h, worth, sweep_totals)
                results[i].append(margin(h, side))
            worlds += 1
            if len(alive) > 1 and worlds >= MIN_WORLDS and worlds % 4 == 0:
                alive = prune(alive, results, prefer)
            if len(alive) == 1 and worlds >= 2 * MIN_WORLDS:
                break
            if stop.done(worlds):
                break
        sums = [sum(r) for r in results]
        best = max(alive, key=lambda i: (sums[i], -i))
        self.last_worlds = worlds
        # The reason says what every player can check, not what the search saw in this hand.
        return Decision(legal[best], explain(view, legal[best]))
