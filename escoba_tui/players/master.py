"""`master`: expert's determinized search, plus what can be solved or inferred.

- Exact endgame: once no card is hidden from the seat (two seats and an empty deck:
  the other hand is whatever this seat has not seen), the rest of the hand is searched
  by alpha-beta on the real count of the hand, the other sides taken to play against
  this one. With two sides that is the exact value of the game; with three or more it
  is only what each move guarantees whatever the others do (they may well play for
  themselves instead), so it is not called exact there.
- Enumeration: when the ways of placing the unseen cards are few (the penultimate deal
  with two seats: C(9,3) = 84 other hands), every one is visited in turn instead of
  drawing worlds at random; the deck's order is drawn afresh on each visit.
- Inference: each world is weighted by how likely the other seats' plays of this deal
  were, had they held the cards the world gives them, under model.py's model of the
  other players (a softmax over what a play takes, the sweep it leaves open and the
  sevens it gives up), fitted on their plays as the match goes.
- Playouts: each seat plays from what it can know (a table is as dangerous as the
  chance that the next hand holds one of the unseen cards that clear it), not by
  looking at the next hand; once few cards are left
  (SOLVE_CARDS) and two sides play, each world's rest of the hand is solved by
  alpha-beta instead (2 v 2 and 3 v 3 in the last deal).
- Match-aware: once the target is within reach, a finished hand is worth its margin
  plus MATCH_WEIGHT times the chance of winning the match from the scores it leaves
  (winprob.py; three sides or more: a flat bonus for the hand that wins the match).
- The same worlds for every candidate, and weak candidates dropped early; a candidate
  exactly tied with another in every world is dropped too (the best at sight, then the
  first listed, is kept), so two equal best moves cannot keep the search going.

Options: `ms` (time per move, default 90), `iters` (a number of worlds instead: play
is then reproducible whatever the machine), `seed`; both bounded (see limits.py), and
the referee's time per move caps the search whatever they say; `clock` (`wall`, the
default, or `cpu`: `ms` counted in the searching thread's CPU seconds).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from random import Random

from ..game.cards import VELO, Card, Move
from ..game.engine import HAND_SIZE, HandState, SeatView, captures_on, hand_points
from ..game.rules import Rules
from . import limits
from .base import Decision
from .expert import LEFT_RISK, SWEEP_RISK, SearchPlayer, at_sight, holds_one, rollout, ties
from .explain import explain
from .knowledge import ESCOBA, card_worths, world_from_view
from .limits import Stop
from .model import DEFAULT, Model, Params, features, move_score, replay
from .winprob import win_table

PRUNE_Z = 2.5
MIN_WORLDS = 12
# Enumerate the placements of the unseen cards when there are at most this many.
ENUM_LIMIT = 500
# Each world is picked among this many placements by their weights, unless there are
# no more than SMALL_LIST placements (then each is visited in turn).
TRIES = 4
SMALL_LIST = 120
# Two sides: the chance of winning the match after a hand, in points of the hand
# (winprob.py), weighed beside the hand's margin once the target is within reach.
MATCH_WEIGHT = 6.0
# Three sides or more: points a hand that wins (loses) the match is worth beyond its own.
MATCH_BONUS = 3.0
# In a sampled world, the rest of the hand is solved exactly (alpha-beta) instead of
# played out once no more than this many cards are left to play, within SOLVE_NODES.
SOLVE_CARDS = 5
SOLVE_NODES = 4_000
# Alpha-beta gives up (and the search samples instead) beyond this many nodes.
NODE_LIMIT = 60_000


class Utility:
    """What a finished hand is worth to one side: its points minus the best other
    side's, and, when `aware` and the hand may end the match, what the match is worth:
    with two sides MATCH_WEIGHT times the chance of winning it from the scores the hand
    leaves (winprob.py), with more MATCH_BONUS if the hand wins it for this side (minus
    if it loses it)."""

    __slots__ = ("rules", "side", "scores", "target", "aware", "table")

    def __init__(self, rules: Rules, side: int, scores: Sequence[int], aware: bool) -> None:
        self.rules = rules
        self.side = side
        self.scores = tuple(scores)
        self.target = rules.target
        # Only worth the bother when some side could reach the target in this hand.
        self.aware = aware and bool(scores) and max(scores) + 8 >= rules.target
        self.table = win_table(rules.preset, rules.target) if self.aware and len(self.scores) == 2 else None

    def __call__(self, h: HandState) -> float:
        points = hand_points(h)
        side = self.side
        other = max(p for i, p in enumerate(points) if i != side)
        value = float(points[side] - other)
        if self.aware:
            final = [a + b for a, b in zip(self.scores, points)]
            if self.table is not None:
                i_deal = 1 if h.side_of_seat[(h.dealer + 1) % h.seats] == side else 0
                value += MATCH_WEIGHT * self.table.p_win(final[side], final[1 - side], i_deal)
                return value
            top = max(final)
            if top >= self.target:
                leaders = [i for i, s in enumerate(final) if s == top]
                if len(leaders) == 1:
                    value += MATCH_BONUS if leaders[0] == side else -MATCH_BONUS
        return value


def honest_rollout(h: HandState, worth: Sequence[float]) -> None:
    """Finish the hand with expert's playout policy, each seat playing from what it can
    know (expert.rollout with honest=True, whose moves it plays one for one): never by
    looking at the next hand, which lets each side dodge exactly the sweeps it would in
    truth run into. The same policy in one pass over the legal moves, each sum made
    once and a total's danger worked out only when a move leaves it: the playouts are
    most of master's time, and a cheaper one is more worlds in the same 90 ms."""
    values = h.values
    targets = h.rules.capture_targets
    hands = h.hands
    seats = h.seats
    # Cards no seat but their holder has seen, counted by the total they sweep.
    hidden = [0] * (max(targets) + 1)
    for held in hands:
        for c in held:
            hidden[targets[c]] += 1
    deck = h.deck
    for i in range(h.deck_pos, len(deck)):
        hidden[targets[deck[i]]] += 1
    unseen = sum(hidden)
    top = len(hidden)
    escoba = ESCOBA
    sweep_risk = SWEEP_RISK
    left_risk = LEFT_RISK
    while True:
        if h.deck_pos >= 40 and not any(hands):
            return
        legal = h.legal_moves()
        if len(legal) == 1:
            best = legal[0]
        else:
            table = h.table
            n = len(table)
            total = 0
            for c in table:
                total += values[c]
            turn = h.turn
            mine = hands[turn]
            pool = unseen - len(mine)
            size = len(hands[(turn + 1) % seats]) or HAND_SIZE
            danger: dict[int, float] = {}
            best = legal[0]
            best_v = -1e9
            for m in legal:
                card, caps = m[0], m[1]
                if caps:
                    v = worth[card]
                    left = total
                    for c in caps:
                        v += worth[c]
                        left -= values[c]
                    if len(caps) == n and not m[2]:
                        v += escoba
                        risk = 0.0
                    else:
                        risk = left_risk
                else:
                    v = -worth[card]
                    left = total + values[card]
                    risk = sweep_risk
                if risk and 0 <= left < top:
                    d = danger.get(left)
                    if d is None:
                        k = hidden[left]
                        if k:
                            for c in mine:
                                if targets[c] == left:
                                    k -= 1
                        d = danger[left] = holds_one(pool, size, k) if k > 0 else 0.0
                    v -= risk * d
                if v > best_v:
                    best_v, best = v, m
        if not best[2]:
            hidden[targets[best[0]]] -= 1
            unseen -= 1
        h.play_unchecked(best)


# ---------------------------------------------------------------- exact endgame


class _Budget(Exception):
    """The exact search ran past its node limit."""


def _ordered(h: HandState) -> list[Move]:
    """Legal moves, the likely best first (escobas, big captures), for alpha-beta."""
    legal = h.legal_moves()
    n = len(h.table)
    return sorted(legal, key=lambda m: _priority(m, n))


def _key(node: HandState) -> tuple:
    """What the rest of a hand depends on, for the transposition table: whose turn, the
    cards still to deal (the deck's order is fixed within one search), every hand, the
    table, every pile (the count is made from them), escobas and the last capturer."""
    return (
        node.turn,
        node.deck_pos,
        node.last_capturer,
        tuple(node.escobas),
        tuple(frozenset(x) for x in node.hands),
        frozenset(node.table),
        tuple(frozenset(p) for p in node.piles),
    )


EXACT, LOWER, UPPER = 0, 1, 2


def solve(
    h: HandState,
    utility: Utility,
    limit: int = NODE_LIMIT,
    deadline: float | None = None,
    table: dict | None = None,
    alpha: float = -math.inf,
) -> tuple[float, int]:
    """Exact value of a position where every card is known (utility of the side it is
    computed for), by alpha-beta to the end of the hand, and the nodes visited.
    Sides other than `utility.side` are taken to play against it: exact for two sides;
    with more, the value this side can guarantee whatever the others do (a lower bound
    of what it gets, not a prediction: the others may play for themselves).
    Positions reached by other orders of the same plays are looked up in a
    transposition table (`table`, to share it between searches of the same deal; none
    under the renuncio rule, where what may be claimed depends on the order of play).
    With `alpha`, a value at or below it is only an upper bound (enough to know the
    position is no better than alpha).
    Gives up (_Budget) past `limit` nodes or at `deadline` (`limits.clock()` seconds)."""
    nodes = [0]
    side = utility.side
    tt: dict | None = None if h.rules.renuncio else (table if table is not None else {})

    def search(node: HandState, alpha: float, beta: float) -> float:
        nodes[0] += 1
        if nodes[0] > limit:
            raise _Budget
        if deadline is not None and not nodes[0] & 255 and limits.clock() >= deadline:
            raise _Budget
        if node.over:
            return utility(node)
        key = None
        if tt is not None:
            key = _key(node)
            entry = tt.get(key)
            if entry is not None:
                flag, v = entry
                if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                    return v
        alpha0, beta0 = alpha, beta
        legal: Sequence[Move] = node.legal_moves()
        if len(legal) > 1:
            legal = _ordered(node)
        maximise = node.side_of_seat[node.turn] == side
        best = -math.inf if maximise else math.inf
        for m in legal:
            child = node.copy()
            child.play_unchecked(m)
            v = search(child, alpha, beta)
            if maximise:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if tt is not None:
            tt[key] = (UPPER if best <= alpha0 else LOWER if best >= beta0 else EXACT, best)
        return best

    return search(h, alpha, math.inf), nodes[0]


def _priority(m: Move, n: int) -> int:
    """Likely best first (escobas, big captures, the velo): alpha-beta's move order."""
    return -(100 if m[1] and len(m[1]) == n else 0) - 10 * len(m[1]) - (5 if m[0] == VELO else 0)


def solve_moves(
    h: HandState,
    moves: Sequence[Move],
    utility: Utility,
    limit: int = NODE_LIMIT,
    deadline: float | None = None,
    best_only: bool = False,
) -> list[float]:
    """The value of each move by `solve`: full window each, so every value is exact (the
    analysis needs the loss of every move, not only the best one); or, `best_only`
    (a player's move), the likely best first and each other only against the best so
    far: the best move's value is exact (and of moves tied with it, the first listed
    wins as before), the others' are bounds at or below it."""
    out = [0.0] * len(moves)
    table: dict = {}
    n = len(h.table)
    order = sorted(range(len(moves)), key=lambda i: _priority(moves[i], n)) if best_only else range(len(moves))
    alpha = -math.inf
    for i in order:
        child = h.copy()
        child.play_unchecked(moves[i])
        v, used = solve(child, utility, limit, deadline, table, alpha)
        limit -= used
        if best_only and v == alpha:
            # At the bound: a tie or only a bound; an exact value says which.
            v, used = solve(child, utility, limit, deadline, table)
            limit -= used
        out[i] = v
        if best_only and v > alpha:
            alpha = v
    return out


def solve_known(
    view: SeatView, legal: Sequence[Move], utility: Utility, deadline: float | None = None, best_only: bool = False
) -> list[float] | None:
    """Each legal move's value by `solve_moves` when no card is hidden from the seat
    (`all_known`), in the seat's own position; None when a card is hidden or the search
    ran past its budget (the caller samples worlds instead). Master's search and the
    analysis both start here."""
    if not all_known(view):
        return None
    claims = [m for m in legal if m.claim]
    others = {s: view.unseen() for s in _hidden(view)[0]}
    world = world_from_view(view, others, [], claims)
    try:
        return solve_moves(world, legal, utility, deadline=deadline, best_only=best_only)
    except _Budget:
        return None


def minimax(h: HandState, utility: Utility) -> float:
    """Plain minimax without pruning: the reference the tests check `solve` against."""
    if h.over:
        return utility(h)
    values = []
    for m in h.legal_moves():
        child = h.copy()
        child.play_unchecked(m)
        values.append(minimax(child, utility))
    return max(values) if h.side_of_seat[h.turn] == utility.side else min(values)


# ---------------------------------------------------------------- worlds


def _hidden(view: SeatView) -> tuple[list[int], list[int]]:
    """The other seats holding cards hidden from this one, and their hand sizes."""
    seats = [s for s, n in enumerate(view.hand_sizes) if s != view.seat and n > 0]
    return seats, [view.hand_sizes[s] for s in seats]


def all_known(view: SeatView) -> bool:
    """True when no card is hidden from the seat: the deck is empty and at most one
    other seat still holds cards (they are then exactly the cards not seen)."""
    seats, _ = _hidden(view)
    return view.deck_left == 0 and len(seats) <= 1


def placements(view: SeatView) -> int:
    """How many ways the unseen cards can be split among the other hands and the deck
    (the deck as a set: its order is drawn separately)."""
    _, sizes = _hidden(view)
    n = len(view.unseen())
    total = 1
    for k in sizes:
        total *= math.comb(n, k)
        n -= k
    return total


def _assignments(pool: list[Card], sizes: Sequence[int]) -> Iterator[list[tuple[Card, ...]]]:
    if not sizes:
        yield []
        return
    for combo in combinations(pool, sizes[0]):
        taken = set(combo)
        rest = [c for c in pool if c not in taken]
        for tail in _assignments(rest, sizes[1:]):
            yield [combo, *tail]


class Inference:
    """How likely the other seats' plays of this deal were, given the hands a world
    gives them. Only the plays since the last deal say anything about the hidden
    cards: every card of earlier deals has been seen since.

    The plays are scored by model.py's model (what a move takes, the sweep it leaves
    open, the sevens it gives up) with `params`, fitted during the match. For each such
    play the table it was made on is rebuilt, and for every card the player might have
    held the summed softmax weight of that card's legal moves is precomputed; a world's
    weight is then a product of a few sums."""

    def __init__(self, view: SeatView, worth: Sequence[float], params: Params | None = None) -> None:
        self.rules = view.rules
        self.params = params = params or Params(*DEFAULT)
        self.items: list[tuple[int, float, float, dict[int, float], dict[int, int], float, int]] = []
        seats = len(view.hand_sizes)
        in_round = HAND_SIZE * seats - sum(view.hand_sizes)
        if in_round <= 0 or not view.history:
            return
        plays = replay(view)[-in_round:]
        unseen = view.unseen()
        for j, (seat, move, before, live) in enumerate(plays):
            if seat == view.seat:
                continue
            after = [m.card for s, m, _, _ in plays[j + 1 :] if s == seat]
            known = (move.card, *after)
            ordered = sorted(before, key=self.rules.table_order.__getitem__)
            weight, count = self._per_card(ordered, list(known) + unseen, worth, live)
            played = math.exp(move_score(features(self.rules, move, ordered, live, worth), params))
            base_w = sum(weight[c] for c in known)
            base_n = sum(count[c] for c in known)
            self.items.append((seat, played, base_w, weight, count, 0.0, base_n))

    def _per_card(
        self, ordered: list[Card], cards: Sequence[Card], worth: Sequence[float], live: frozenset[int]
    ) -> tuple[dict[int, float], dict[int, int]]:
        rules = self.rules
        params = self.params
        weight: dict[int, float] = {}
        count: dict[int, int] = {}
        for c in cards:
            sets = captures_on(rules, c, ordered)
            moves = [Move(c, s) for s in sets]
            if not sets or not rules.compulsory_capture:
                moves.append(Move(c))
            weight[c] = sum(math.exp(move_score(features(rules, m, ordered, live, worth), params)) for m in moves)
            count[c] = len(moves)
        return weight, count

    def __bool__(self) -> bool:
        return bool(self.items)

    def weight(self, hands: dict[int, Sequence[Card]]) -> float:
        """The likelihood of the plays seen, had the other seats held `hands`."""
        w = 1.0
        noise = self.params.noise
        for seat, played, base_w, weight, count, _, base_n in self.items:
            held = hands.get(seat, ())
            total_w = base_w
            total_n = base_n
            for c in held:
                total_w += weight[c]
                total_n += count[c]
            w *= (1.0 - noise) * played / total_w + noise / total_n
        return w


class Worlds:
    """The worlds the search visits: every placement of the unseen cards in turn when
    they are few (the deck's order drawn afresh each time), else uniform draws."""

    def __init__(self, view: SeatView, rng: Random, claims: Sequence[Move]) -> None:
        self.view = view
        self.rng = rng
        self.claims = list(claims)
        self.unseen = view.unseen()
        self.seats, self.sizes = _hidden(view)
        self.listed: list[list[tuple[Card, ...]]] | None = None
        if placements(view) <= ENUM_LIMIT:
            self.listed = list(_assignments(sorted(self.unseen), self.sizes))
            rng.shuffle(self.listed)
        self.at = 0

    def _placement(self) -> tuple[dict[int, Sequence[Card]], list[Card]]:
        """The next placement of the unseen cards: the other hands, and the rest (the
        deck, in a fresh random order)."""
        rng = self.rng
        hands: dict[int, Sequence[Card]]
        if self.listed is not None:
            split = self.listed[self.at % len(self.listed)]
            self.at += 1
            hands = dict(zip(self.seats, split))
            used = {c for part in split for c in part}
            rest = [c for c in self.unseen if c not in used]
            rng.shuffle(rest)
            return hands, rest
        pool = self.unseen[:]
        rng.shuffle(pool)
        hands = {}
        at = 0
        for s, k in zip(self.seats, self.sizes):
            hands[s] = tuple(pool[at : at + k])
            at += k
        return hands, pool[at:]

    def next(self) -> tuple[HandState, dict[int, Sequence[Card]]]:
        hands, rest = self._placement()
        return world_from_view(self.view, hands, rest, self.claims), hands

    def draw(
        self, weigh: Callable[[dict[int, Sequence[Card]]], float] | None
    ) -> tuple[HandState, dict[int, Sequence[Card]], float]:
        """The next world and its weight under `weigh` (1 without). Unless the
        placements are few enough to be visited one by one (SMALL_LIST), a world is the
        pick of TRIES placements by their weights and carries their mean weight
        (importance resampling: the playouts, which cost far more than a weight, go to
        the likely worlds, and the estimate stays unbiased)."""
        if weigh is None:
            world, hands = self.next()
            return world, hands, 1.0
        if self.listed is not None and len(self.listed) <= SMALL_LIST:
            world, hands = self.next()
            return world, hands, weigh(hands)
        tries = []
        for _ in range(TRIES):
            hands, rest = self._placement()
            tries.append((weigh(hands), hands, rest))
        total = sum(t[0] for t in tries)
        pick = self.rng.random() * total
        chosen = tries[-1]
        for t in tries:
            pick -= t[0]
            if pick < 0:
                chosen = t
                break
        _, hands, rest = chosen
        return world_from_view(self.view, hands, rest, self.claims), hands, total / TRIES


# ---------------------------------------------------------------- the search


@dataclass
class Evaluation:
    """The search's verdict on every legal move of a position, in the side's utility
    (points of the hand, match bonus aside). Pruned moves keep the mean they had.

    `exact`: the values are the game's exact values (every card known, two sides; for a
    player's move, with no `protect`, only the best move's: the others are bounds at or
    below it).
    `guaranteed`: the values are what each move guarantees against any play of the
    others (every card known, three sides or more: the others are taken to play against
    this side, which they need not do, so the values are bounds, not exact)."""

    moves: list[Move]
    values: list[float]
    alive: list[int]
    best: int
    exact: bool
    worlds: int
    guaranteed: bool = False


def _weighted_prune(
    alive: list[int], results: list[list[float]], weights: list[float], protect: int | None, prefer: Sequence[float]
) -> list[int]:
    tie = ties(alive, results, prefer) - {protect}
    alive = [i for i in alive if i not in tie]
    total = sum(weights)
    if total <= 0:
        return alive
    sums = {i: sum(w * r for w, r in zip(weights, results[i])) for i in alive}
    leader = max(alive, key=lambda i: (sums[i], -i))
    lead = results[leader]
    # Effective number of worlds under the weights.
    n_eff = total * total / max(sum(w * w for w in weights), 1e-300)
    keep = []
    for i in alive:
        if i != leader and i != protect:
            d = [a - b for a, b in zip(lead, results[i])]
            mean = sum(w * x for w, x in zip(weights, d)) / total
            var = max(sum(w * x * x for w, x in zip(weights, d)) / total - mean * mean, 0.05)
            if mean > PRUNE_Z * math.sqrt(var / n_eff):
                continue
        keep.append(i)
    return keep


def evaluate(
    view: SeatView,
    legal: Sequence[Move],
    rng: Random,
    stop: Stop,
    match_aware: bool = True,
    protect: int | None = None,
    infer: bool = True,
    params: Params | None = None,
    honest: bool = True,
) -> Evaluation:
    """Search every legal move from `view`'s information only, until `stop` says so
    (see limits.py). `protect` is a move never dropped early (the analysis needs the
    value of the move played). `params`: the model of the other players (model.py; its
    defaults if None). `honest`: playouts where each seat plays from what it can know
    (else expert's playouts, which look at the next hand)."""
    legal = list(legal)
    k = len(legal)
    side = view.side
    utility = Utility(view.rules, side, view.scores, match_aware)
    claims = [m for m in legal if m.claim]
    solved = solve_known(view, legal, utility, stop.deadline, best_only=protect is None)
    if solved is not None:
        exact: list[float] = solved
        best = max(range(k), key=lambda i: (exact[i], -i))
        two_sides = len(view.teams) == 2
        return Evaluation(legal, exact, list(range(k)), best, two_sides, 1, guaranteed=not two_sides)
    worth = card_worths(view)
    prefer = [at_sight(m, worth) for m in legal]
    sweep_totals = frozenset(view.rules.capture_targets)
    inference = Inference(view, worth, params) if infer else None
    # Few cards left: each world's rest of the hand is solved rather than played out
    # (two sides only: with more, alpha-beta would have all the others play against
    # this side, a worse guess at their play than the playouts' own interest).
    solve_worlds = len(view.teams) == 2 and view.deck_left + sum(view.hand_sizes) - 1 <= SOLVE_CARDS
    # With few placements they are visited in turn, round and round with fresh deck
    # orders, until the stop.
    worlds_src = Worlds(view, rng, claims)
    results: list[list[float]] = [[] for _ in range(k)]
    weights: list[float] = []
    alive = list(range(k))
    worlds = 0
    while True:
        world, hands, weight = worlds_src.draw(inference.weight if inference else None)
        weights.append(weight)
        for i in alive:
            h = world.copy()
            h.play_unchecked(legal[i])
            if solve_worlds:
                try:
                    results[i].append(solve(h, utility, SOLVE_NODES, stop.deadline)[0])
                    continue
                except _Budget:
                    pass
            if honest:
                honest_rollout(h, worth)
            else:
                rollout(h, worth, sweep_totals)
            results[i].append(utility(h))
        worlds += 1
        if len(alive) > 1 and worlds >= MIN_WORLDS and worlds % max(4, worlds // 8) == 0:
            alive = _weighted_prune(alive, results, weights, protect, prefer)
        if stop.done(worlds):
            break
        # One candidate left: done, but a counted search for the analysis goes on to
        # its count (the value of the move played, protected, gets every world).
        if len(alive) == 1 and worlds >= 2 * MIN_WORLDS and (not stop.fixed or protect is None):
            break
    values = []
    for i in range(k):
        # A pruned move's mean is over the worlds it saw before it was dropped.
        seen = results[i]
        ws = weights[: len(seen)]
        values.append(sum(w * r for w, r in zip(ws, seen)) / (sum(ws) or 1.0))
    best = max(alive, key=lambda i: (values[i], -i))
    return Evaluation(legal, values, alive, best, False, worlds)


class MasterPlayer(SearchPlayer):
    name = "master"

    def __init__(self, ms: int | float = 90, iters: int | None = None, seed: int = 0, clock: str = "wall") -> None:
        super().__init__(ms, iters, seed, clock)
        self.last_exact = False
        self.last_guaranteed = False
        # The other players' model, fitted on their plays as the match goes.
        self.model = Model()
        self.fit = True
        self.honest = True

    def _search(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        legal = list(legal)
        if len(legal) == 1:
            self.last_worlds = 0
            self.last_exact = self.last_guaranteed = False
            return Decision(legal[0], explain(view, legal[0]))
        # The referee's own limit wins, with room left for the answer to travel.
        stop = self.limit.stop(self.info.time_ms if self.info is not None else None)
        key = f"{self.seed}|{view.hand_number}|{view.seat}|{len(view.history)}|{view.hand}|{view.table}"
        if self.fit:
            self.model.learn(view, card_worths(view))
        params = self.model.params if self.fit else None
        result = evaluate(view, legal, Random(key), stop, params=params, honest=self.honest)
        self.last_worlds = result.worlds
        self.last_exact = result.exact
        self.last_guaranteed = result.guaranteed
        move = legal[result.best]
        # The reason says what every player can check, not what the search saw in this hand.
        return Decision(move, explain(view, move))
