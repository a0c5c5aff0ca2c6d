"""What a seat can work out from what it has seen: card worth, threats on a table, sampled worlds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import comb
from random import Random

from ..game.cards import DECK, OROS, RANK_OF, SUIT_OF, VELO, Card, Move
from ..game.engine import HandState, SeatView, side_of, subsets_by_sum
from ..game.rules import Rules

# Worth in points of the hand, roughly: "most cards" is one point spread over the
# twenty-odd cards it takes to win it, and so on. The velo is a point by itself and
# also counts for oros and sevens; an escoba is a point at once.
CARD = 0.1
ORO = 0.2
SEVEN = 0.35
SIX = 0.05
SIX_TIEBREAK = 0.15
PRIMIERA = {7: 0.3, 6: 0.18, 1: 0.08}  # ranks that make a primiera, beyond the card itself
VELO_EXTRA = 1.0
ESCOBA = 1.0


def side_counts(view: SeatView) -> list[list[int]]:
    """Per side: [cards, oros, sevens, sixes] captured so far this hand."""
    out = [[0, 0, 0, 0] for _ in view.teams]
    for seat, pile in enumerate(view.captured):
        row = out[side_of(view.teams, seat)]
        for c in pile:
            row[0] += 1
            if SUIT_OF[c] == OROS:
                row[1] += 1
            r = RANK_OF[c]
            if r == 7:
                row[2] += 1
            elif r == 6:
                row[3] += 1
    return out


def _open(counts: Sequence[int], total: int) -> bool:
    """True while a "most ..." category can still change hands: no side is out of reach."""
    left = total - sum(counts)
    ordered = sorted(counts, reverse=True)
    return ordered[0] <= ordered[1] + left


def card_worths(view: SeatView) -> list[float]:
    """What each of the 40 cards is worth to whoever takes it now, by the rules in play
    and the categories still open (a category already won is no longer worth fighting for)."""
    rules = view.rules
    counts = side_counts(view)
    cards_open = _open([c[0] for c in counts], 40)
    oros_open = _open([c[1] for c in counts], 10)
    sevens_open = _open([c[2] for c in counts], 4)
    sixes_open = _open([c[3] for c in counts], 4)
    primiera = rules.sevens_rule == "primiera"
    worth = []
    for c in DECK:
        w = CARD if cards_open else CARD / 4
        if SUIT_OF[c] == OROS:
            w += ORO if oros_open else 0.02
        r = RANK_OF[c]
        if primiera:
            w += PRIMIERA.get(r, 0.0)
        elif r == 7:
            w += SEVEN if sevens_open else 0.03
        elif r == 6:
            tiebreak = rules.sevens_tiebreak == "sixes" and sevens_open and sixes_open
            w += SIX_TIEBREAK if tiebreak else SIX
        if c == VELO:
            w += VELO_EXTRA
        worth.append(w)
    return worth


# ---------------------------------------------------------------- threats on a table


class Threat:
    """What the unseen cards can do to a table left to the next player.

    `sweepers[rank]` counts unseen cards of each rank that would clear the table;
    `expected` is the expected worth of the best capture the next player can make,
    given that they hold `hand` of the `unseen` cards at random.
    """

    __slots__ = ("total", "sweepers", "takers", "expected", "sweep_chance")

    def __init__(self, total: int, sweepers: dict[int, int], takers: int, expected: float, sweep_chance: float) -> None:
        self.total = total
        self.sweepers = sweepers
        self.takers = takers
        self.expected = expected
        self.sweep_chance = sweep_chance

    @property
    def sweeper_count(self) -> int:
        return sum(self.sweepers.values())


def table_threat(
    rules: Rules,
    table: Sequence[Card],
    unseen: Sequence[Card],
    hand: int,
    worth: Sequence[float],
    escoba_weight: float,
) -> Threat:
    """How badly the next player can punish `table`: every unseen card is tried."""
    values = rules.values
    total = sum(values[c] for c in table)
    if not table:
        return Threat(0, {}, 0, 0.0, 0.0)
    ordered = sorted(table, key=rules.table_order.__getitem__)
    by_sum = subsets_by_sum(tuple(values[c] for c in ordered), rules.capture_limit)
    best_for_target: dict[int, float] = {}
    groups: dict[int, int] = {}  # target -> unseen cards with that target
    sweepers: dict[int, int] = {}
    targets = rules.capture_targets
    for u in unseen:
        t = targets[u]
        sets = by_sum.get(t)
        if not sets:
            continue
        groups[t] = groups.get(t, 0) + 1
        if t == total:
            r = RANK_OF[u]
            sweepers[r] = sweepers.get(r, 0) + 1
        if t not in best_for_target:
            best = 0.0
            for s in sets:
                w = sum(worth[ordered[i]] for i in s)
                if len(s) == len(ordered):
                    w += escoba_weight
                if w > best:
                    best = w
            best_for_target[t] = best
    n = len(unseen)
    if n == 0 or hand <= 0 or not groups:
        return Threat(total, sweepers, sum(groups.values()), 0.0, 0.0)
    h = min(hand, n)
    # Expected best capture: groups from the most to the least valuable; the next
    # player takes the best one they can (hypergeometric draw of their hand).
    none_of = comb(n, h)
    expected = 0.0
    cumulative = 0
    prev_none = 1.0
    for t in sorted(groups, key=lambda t: -best_for_target[t]):
        cumulative += groups[t]
        now_none = comb(n - cumulative, h) / none_of if n - cumulative >= h else 0.0
        expected += best_for_target[t] * (prev_none - now_none)
        prev_none = now_none
    k = sum(sweepers.values())
    sweep_chance = 1.0 - (comb(n - k, h) / none_of if n - k >= h else 0.0)
    return Threat(total, sweepers, sum(groups.values()), expected, sweep_chance)


# ---------------------------------------------------------------- sampled worlds


def world_from_view(
    view: SeatView, others: Mapping[int, Sequence[Card]], deck_rest: Sequence[Card], claims: Sequence[Move] = ()
) -> HandState:
    """A full HandState consistent with `view`: the other hands as given, the cards
    still to deal in the order `deck_rest`. `claims` are the renuncio claims open now."""
    seats = len(view.hand_sizes)
    hands = [view.hand if s == view.seat else others.get(s, ()) for s in range(seats)]
    # Escobas are kept per seat; a view gives them per side, which is all scoring uses.
    escobas = [0] * seats
    for side, n in enumerate(view.escobas):
        escobas[view.teams[side][0]] += n
    return HandState.position(
        view.rules,
        view.teams,
        hands,
        view.table,
        piles=view.captured,
        to_deal=deck_rest,
        dealer=view.dealer,
        turn=view.turn,
        escobas=escobas,
        last_capturer=view.last_capturer,
        history=view.history,
        claims=claims,
        opening=view.opening,
        scores=view.scores,
        hand_number=view.hand_number,
        check=False,  # consistent by construction, and built thousands of times a move
    )


def sample_world(
    view: SeatView, rng: Random, claims: Sequence[Move] = (), unseen: Sequence[Card] | None = None
) -> HandState:
    """One world drawn uniformly from those consistent with what the seat has seen."""
    pool = list(view.unseen() if unseen is None else unseen)
    rng.shuffle(pool)
    others: dict[int, list[Card]] = {}
    at = 0
    for s, size in enumerate(view.hand_sizes):
        if s == view.seat:
            continue
        others[s] = pool[at : at + size]
        at += size
    return world_from_view(view, others, pool[at:], claims)
