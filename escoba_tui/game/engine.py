"""The rules in motion: dealing, legal moves, playing a card, scoring a hand, a whole game.

Cards are `Card` ints and the hot paths use plain lists and precomputed value tables,
so a searching player can copy a `HandState` and play thousands of moves a second.
"""

from __future__ import annotations

from bisect import bisect_right, insort
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from random import Random
from typing import Any

from ..errors import EscobaError
from .cards import DECK, NOTATION, OROS, RANK_OF, SUIT_OF, VELO, Card, Move, shown_move, shown_value, well_formed
from .reasons import Reason
from .rules import PRIMIERA_VALUE, Rules

SEAT_COUNTS = (2, 3, 4, 6)
HAND_SIZE = 3
TABLE_SIZE = 4
FIFTEEN = 15

_new_move = tuple.__new__
_ALL_CARDS = frozenset(range(40))
_CARD_TYPE = {Card}
# Per card: 1 if it is an oro / a seven / a six, so counts are sums over a pile.
_IS_ORO = tuple(1 if SUIT_OF[c] == OROS else 0 for c in range(40))
_IS_SEVEN = tuple(1 if RANK_OF[c] == 7 else 0 for c in range(40))
_IS_SIX = tuple(1 if RANK_OF[c] == 6 else 0 for c in range(40))
_PRIMIERA_OF = tuple(PRIMIERA_VALUE[RANK_OF[c]] for c in range(40))
DISCARD: tuple[Move, ...] = tuple(Move(c) for c in DECK)


def _below(rng: Random) -> Callable[[int], int]:
    """`rng.randrange` for a bound n > 0, drawing the same number: for a `random.Random`
    (whose `randrange(n)` is `_randbelow(n)` once n is checked) its `_randbelow`, one
    Python call fewer per move of a playout; any other generator's own `randrange`."""
    below = getattr(rng, "_randbelow", None)
    if type(rng).randrange is Random.randrange and callable(below):
        return below
    return rng.randrange


class EngineError(EscobaError, ValueError):
    """A game set up in a way the rules do not allow (e.g. five seats)."""


class IllegalMove(EscobaError, ValueError):
    """A move that is not legal in the position it was offered in."""


def new_deck(rng: Random) -> list[Card]:
    """The 40 cards in an order drawn from `rng` (the dealing order of record.md)."""
    if not callable(getattr(rng, "shuffle", None)):
        raise EngineError(f"new_deck needs a random.Random to shuffle with, not {shown_value(rng)}")
    deck = list(DECK)
    rng.shuffle(deck)
    return deck


def default_teams(seats: int, partners: bool = False) -> list[list[int]]:
    """One side per seat, or with `partners` two sides sitting alternately (ABAB, ABCABC)."""
    if seats not in SEAT_COUNTS:
        raise EngineError(f"{seats} seat{'s' if seats != 1 else ''}: escoba is played by 2, 3, 4 or 6")
    if not partners:
        return [[s] for s in range(seats)]
    if seats not in (4, 6):
        raise EngineError(f"partners need 4 or 6 seats, not {seats}")
    return [list(range(0, seats, 2)), list(range(1, seats, 2))]


def check_teams(seats: int, teams: Sequence[Sequence[int]]) -> list[list[int]]:
    if not _is_sides(teams):
        raise EngineError(
            f"teams are a list of sides, each a list of seat numbers (e.g. [[0], [1]]), not {shown_value(teams)}"
        )
    if seats not in SEAT_COUNTS:
        raise EngineError(f"{seats} seat{'s' if seats != 1 else ''}: escoba is played by 2, 3, 4 or 6")
    flat = sorted(s for side in teams for s in side)
    if flat != list(range(seats)) or any(not side for side in teams) or len(teams) < 2:
        raise EngineError(f"teams {list(map(list, teams))} must split seats 0..{seats - 1} into two or more sides")
    return [list(side) for side in teams]


def _is_sides(teams: object) -> bool:
    if not isinstance(teams, (list, tuple)) or len(teams) > 6:
        return False
    for side in teams:  # loops, not generators: every hand dealt asks
        if not isinstance(side, (list, tuple)) or len(side) > 6:
            return False
        for s in side:
            if not isinstance(s, int) or isinstance(s, bool):
                return False
    return True


def _deck_cards(deck: object) -> list[Card] | None:
    """The cards of `deck` in its order, as Cards, if it holds each of the 40 cards
    exactly once as whole numbers; None if not."""
    if not isinstance(deck, (list, tuple)) or len(deck) != 40:
        return None
    # Whole numbers, not bools (True == 1 would pass the set test): checked on the few
    # types the deck holds, not card by card (every hand dealt, every world sampled).
    types = set(map(type, deck))
    if not all(issubclass(t, int) and not issubclass(t, bool) for t in types) or set(deck) != _ALL_CARDS:
        return None
    return list(deck) if types == _CARD_TYPE else list(map(DECK.__getitem__, deck))


def check_rules(rules: object) -> Rules:
    """`rules` if it is a Rules; EngineError saying how to get one otherwise."""
    if not isinstance(rules, Rules):
        raise EngineError(f"rules must be a Rules (make_rules('escoba')), not {shown_value(rules)}")
    return rules


def check_seat(seat: object, seats: int) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise EngineError(f"seat must be a seat number 0..{seats - 1}, not {shown_value(seat)}")
    return seat


# ---------------------------------------------------------------- subset sums

_SUBSETS_CACHE: dict[tuple[tuple[int, ...], int], dict[int, list[tuple[int, ...]]]] = {}


def subsets_by_sum(values: tuple[int, ...], limit: int) -> dict[int, list[tuple[int, ...]]]:
    """Every non-empty set of positions in `values` whose sum is at most `limit`, by sum.

    Tables repeat a great deal from game to game, so the answer is cached by the values.
    """
    key = (values, limit)
    found = _SUBSETS_CACHE.get(key)
    if found is not None:
        return found
    out: dict[int, list[tuple[int, ...]]] = {}
    n = len(values)
    stack: list[tuple[int, int, tuple[int, ...]]] = [(0, 0, ())]
    while stack:
        start, total, chosen = stack.pop()
        for i in range(start, n):
            t = total + values[i]
            if t <= limit:
                idx = chosen + (i,)
                bucket = out.get(t)
                if bucket is None:
                    out[t] = [idx]
                else:
                    bucket.append(idx)
                stack.append((i + 1, t, idx))
    if len(_SUBSETS_CACHE) > 200_000:
        _SUBSETS_CACHE.clear()
    _SUBSETS_CACHE[key] = out
    return out


def _search_order(positions: tuple[int, ...]) -> tuple[int, ...]:
    """Sort key putting position sets in the order legal moves list them: the order of a
    depth-first search over the table in value order that, at each step, first lists the
    sets completed by one more card (lowest position first), then goes deeper from the
    highest position down. Positions are below 40, so `100 - i` sorts after any `i`."""
    if len(positions) == 1:
        return positions
    return (*map(_DEEPER.__getitem__, positions[:-1]), positions[-1])


_DEEPER = tuple(100 - i for i in range(40))


def subsets_with_sum(values: Sequence[int], target: int) -> tuple[tuple[int, ...], ...]:
    """Positions of every set of `values` (in ascending order) that totals `target`, in
    the order legal moves list them (see `_search_order`).

    The sets are grown a card at a time (list comprehensions, never past `target`: the
    ascending order lets the growing stop at the first value that overshoots)."""
    if target <= 0:
        return ()
    partial: list[tuple[tuple[int, ...], int]] = [((), 0)]
    for i, v in enumerate(values):
        if v > target:
            break
        partial += [(chosen + (i,), t + v) for chosen, t in partial if t + v <= target]
    found = [chosen for chosen, t in partial if t == target]
    if len(found) > 1:
        found.sort(key=_search_order)
    return tuple(found)


Sets = tuple[tuple[int, ...], ...]  # position sets of a table in value order
# A table's entry in the capture index: per slot its Sets (None until worked out), then
# per slot the number of moves they make (None until then).
Entry = list[Any]


class _CaptureIndex:
    """The capture sets of every table, for the cards of one rule set's values.

    A table (kept in value order) is known by its value multiset packed in an int: five
    bits per distinct value (`bits[card]` added per card), the smallest value lowest.
    `tables` maps that key to the table's entry: per capture target (a slot, `slot[card]`)
    the position sets a card of that target may take, in the order legal moves list them
    (`_search_order`), or None until a card of that target is first held over the table.
    Slot 0 is for the cards that can never capture (no sets). A move's lookup is then one
    dict get and an index per hand card. After the slots, the entry holds per slot the
    number of moves a card of it has there (its sets, and its discard unless capture is
    compulsory or it has no set: at least 1), at `counted[card]`, so a random playout
    counts the moves of a hand without measuring sets.

    A slot is filled from a second cache (`sums`) keyed by the total and the table's key
    masked to the values <= that total (`masks`): the front of the table, the only cards
    such a set can hold, so tables that differ only in bigger cards share it. A key not
    seen before is worked out from smaller ones (`solve`): the sets that leave out the
    highest value, and those that take k cards of it with a set of the rest totalling
    total - k * value. Those smaller tables recur far more often than whole ones, so they
    are mostly known already, and a new table costs a few lookups, not a search."""

    __slots__ = (
        "values",
        "targets",
        "distinct",
        "single_first",
        "optional",
        "order",
        "bits",
        "slot",
        "counted",
        "slot_targets",
        "slot_masks",
        "blank",
        "tables",
        "sums",
        "slot_sums",
        "firsts",
        "_masks",
        "entries",
    )

    # Entries in all caches before they start again (bounds a long run's memory).
    LIMIT = 500_000

    def __init__(self, rules: Rules) -> None:
        values = rules.values
        self.values = values
        self.targets = targets = rules.capture_targets
        self.single_first = rules.single_card_first
        self.optional = 0 if rules.compulsory_capture else 1
        self.order = rules.table_order.__getitem__  # the sort key of the table
        self.distinct = distinct = sorted(set(values))
        # At most 4 + 3 * 4 cards share a value (a rank and the three face ranks): 5 bits.
        self.bits = tuple(1 << 5 * distinct.index(v) for v in values)
        self._masks: dict[int, int] = {}
        live = sorted({t for t in targets if self.mask(t)})
        self.slot_targets = (0, *live)
        self.slot_masks = tuple(self.mask(t) for t in self.slot_targets)
        self.slot = tuple(live.index(t) + 1 if t in live else 0 for t in targets)
        width = len(self.slot_targets)
        self.counted = tuple(width + k for k in self.slot)
        self.blank: Entry = [(), *[None] * len(live), 1, *[None] * len(live)]
        self.tables: dict[int, Entry] = {}
        # total -> {masked key: position sets totalling it}; with the single-card rule,
        # `firsts` holds the sets a card may take after the rule.
        self.sums: dict[int, dict[int, Sets]] = {}
        self.firsts: dict[int, dict[int, Sets]] = {}
        self.entries = 0
        # Each slot's dict of `sums`, at hand for the lookups that find their sets there.
        self.slot_sums = tuple(self.sums.setdefault(t, {}) for t in self.slot_targets)

    def mask(self, total: int) -> int:
        """The key bits of the values a set totalling `total` can hold (those <= total)."""
        found = self._masks.get(total)
        if found is None:
            found = self._masks[total] = (1 << 5 * bisect_right(self.distinct, total)) - 1 if total > 0 else 0
        return found

    def entry(self, key: int) -> Entry:
        """The entry of the table of `key` (made blank on first sight)."""
        entry = self.tables.get(key)
        if entry is None:
            self._count()
            entry = self.tables[key] = self.blank[:]
        return entry

    def fill(self, entry: Entry, card: Card, key: int) -> Sets:
        """Work out, and remember in `entry`, the position sets `card` may take from the
        table of `key`, and how many moves they make."""
        k = self.slot[card]
        total = self.slot_targets[k]
        key &= self.slot_masks[k]
        if self.single_first:
            firsts = self.firsts.setdefault(total, {})
            sets = firsts.get(key)
            if sets is None:
                sets = self.solve(key, total)
                singles = tuple(s for s in sets if len(s) == 1)
                if singles:
                    sets = singles
                firsts[key] = sets
        else:
            found = self.slot_sums[k].get(key)
            sets = found if found is not None else self.solve(key, total)
        entry[k] = sets
        entry[self.counted[card]] = len(sets) + self.optional if sets else 1
        return sets

    def solve(self, key: int, total: int) -> Sets:
        """Position sets of the table of `key` (holding only values <= `total`) that total `total`."""
        cache = self.sums.get(total)
        if cache is None:
            cache = self.sums[total] = {}
        found = cache.get(key)
        if found is not None:
            return found
        out: list[tuple[int, ...]] = []
        if key:
            top = (key.bit_length() - 1) // 5
            count = key >> 5 * top
            below = key & ((1 << 5 * top) - 1)
            value = self.distinct[top]
            start = 0  # the position of the first card of the top value
            rest = below
            while rest:
                start += rest & 31
                rest >>= 5
            if below:
                out.extend(self.solve(below, total))
            members = range(start, start + count)
            for k in range(1, min(count, total // value) + 1):
                left = total - k * value
                if not left:
                    out.extend(combinations(members, k))
                elif below:
                    smaller = self.solve(below & self.mask(left), left)
                    if smaller:
                        picks = list(combinations(members, k))
                        out += [s + p for s in smaller for p in picks]
            if len(out) > 1:
                out.sort(key=_search_order)
        self._count()
        found = cache[key] = tuple(out)
        return found

    def _count(self) -> None:
        """Count one more entry; past LIMIT, forget them all (entries in use stay valid)."""
        self.entries += 1
        if self.entries > self.LIMIT:
            self.entries = 0
            self.tables.clear()
            for cache in (*self.sums.values(), *self.firsts.values()):
                cache.clear()

    def hand_sets(self, hand: Sequence[Card], table: Sequence[Card]) -> list[Sets]:
        """The position sets each card of `hand` may take from `table` (in value order):
        the lookup of every legal-move list and random move."""
        bits = self.bits
        key = 0
        for c in table:
            key += bits[c]
        entry = self.tables.get(key)
        if entry is None:
            entry = self.entry(key)
        slot = self.slot
        out = []
        for card in hand:
            sets = entry[slot[card]]
            out.append(sets if sets is not None else self.fill(entry, card, key))
        return out


_INDEXES: dict[int, tuple[Rules, _CaptureIndex]] = {}


def capture_index(rules: Rules) -> _CaptureIndex:
    """The capture index of these rules, shared by every hand played with equal values
    and capture rules (rule sets are few: they are remembered by identity)."""
    found = _INDEXES.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    if len(_INDEXES) >= 256:  # bound the rule sets remembered
        _INDEXES.clear()
    for other, index in _INDEXES.values():  # noqa: B007 (an equal rule set's index is reused)
        if (other.values, other.capture, other.single_card_first, other.compulsory_capture) == (
            rules.values,
            rules.capture,
            rules.single_card_first,
            rules.compulsory_capture,
        ):
            break
    else:
        index = _CaptureIndex(rules)
    _INDEXES[id(rules)] = (rules, index)
    return index


def _captures(rules: Rules, card: Card, table: Sequence[Card]) -> list[tuple[Card, ...]]:
    """captures_on for a table already in value order."""
    if not table:
        return []
    return [tuple([table[i] for i in s]) for s in capture_index(rules).hand_sets((card,), table)[0]]


def captures_on(rules: Rules, card: Card, table: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every set of `table` cards that `card` may take under `rules`, whether or not
    capture is compulsory (the sets a position's legal moves are made of)."""
    return _captures(rules, card, sorted(table, key=rules.table_order.__getitem__))


def opening_groups(values: Sequence[int]) -> int:
    """How many escobas a dealt table is worth: 1 if it totals 15, 2 if it splits into 15 + 15."""
    total = sum(values)
    if total == FIFTEEN:
        return 1
    if total == 2 * FIFTEEN:
        first, rest = values[0], values[1:]
        sums = subsets_by_sum(tuple(rest), FIFTEEN - first)
        if FIFTEEN - first in sums:
            return 2
    return 0


# ---------------------------------------------------------------- views


@dataclass(frozen=True)
class SeatView:
    """Everything one seat may see: its own hand, the table, what everybody captured."""

    seat: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], ...]  # per seat, in the order taken
    escobas: tuple[int, ...]  # per side, this hand
    scores: tuple[int, ...]  # per side, before this hand
    hand_sizes: tuple[int, ...]  # cards in each seat's hand
    deck_left: int
    dealer: int
    turn: int
    history: tuple[tuple[int, Move], ...]
    teams: tuple[tuple[int, ...], ...]
    rules: Rules
    hand_number: int = 1
    opening: tuple[Card, ...] = ()  # cards the dealer took from a dealt table of 15
    last_capturer: int | None = None

    @property
    def side(self) -> int:
        return side_of(self.teams, self.seat)

    @property
    def is_last_play(self) -> bool:
        """True when this seat holds the hand's last card (see HandState.is_last_play)."""
        return self.deck_left == 0 and sum(self.hand_sizes) == 1

    def escoba_counts(self) -> bool:
        """Whether clearing the table now would be an escoba under the rules in play."""
        return self.rules.escoba_counts(self.is_last_play)

    def unseen(self) -> list[Card]:
        """Cards this seat has not seen: in other hands or still in the deck."""
        seen = set(self.hand) | set(self.table)
        for pile in self.captured:
            seen.update(pile)
        return [c for c in DECK if c not in seen]

    def to_protocol(self) -> dict:
        """The `state` object of the player protocol."""
        return {
            "seat": self.seat,
            "hand": [NOTATION[c] for c in self.hand],
            "table": [NOTATION[c] for c in self.table],
            "captured": [[NOTATION[c] for c in pile] for pile in self.captured],
            "escobas": list(self.escobas),
            "scores": list(self.scores),
            "deck_left": self.deck_left,
            "dealer": self.dealer,
            "history": [[seat, str(move)] for seat, move in self.history],
        }


def side_of(teams: Sequence[Sequence[int]], seat: int) -> int:
    """The side (index into `teams`) that `seat` plays on."""
    for i, side in enumerate(teams):
        if seat in side:
            return i
    raise EngineError(f"seat {seat} is on no side")


_SEAT_SIDES: dict[tuple[tuple[int, ...], ...], tuple[int, ...]] = {}


def seat_sides(teams: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """`side_of` for every seat at once: the side of seat 0, of seat 1, ...

    Every hand (and every world a searching player samples) asks it: the few seatings
    there are are remembered."""
    key = tuple(map(tuple, teams))
    sides = _SEAT_SIDES.get(key)
    if sides is None:
        seats = sum(len(side) for side in key)
        sides = tuple(side_of(key, s) for s in range(seats))
        if len(_SEAT_SIDES) < 1000:
            _SEAT_SIDES[key] = sides
    return sides


# ---------------------------------------------------------------- one hand


def _not_legal(hand: HandState, move: object) -> str:
    """Why `move` cannot be played: one line naming it and what is legal instead."""
    shown = shown_move(move)
    if hand.over:
        return f"{shown} is not legal: the hand is over"
    legal = hand.legal_moves()
    listed = ", ".join(map(str, legal[:12])) + (", ..." if len(legal) > 12 else "")
    return f"{shown} is not legal for seat {hand.turn} here; legal: {listed}"


class HandState:
    """One hand (one deal of the whole deck), from the dealt table to the last card.

    Mutable and cheap to `copy()`. `legal_moves()` lists every play the seat to move
    may make; `play()` makes one after checking it is among them (IllegalMove if not),
    `play_unchecked()` trusts its caller (the searching players' fast path).
    """

    __slots__ = (
        "rules",
        "values",
        "seats",
        "teams",
        "side_of_seat",
        "dealer",
        "deck",
        "deck_pos",
        "hands",
        "table",
        "piles",
        "escobas",
        "last_capturer",
        "turn",
        "history",
        "escoba_at",
        "opening",
        "leftovers",
        "claimable",
        "_legal",
        "scores",
        "hand_number",
        "_index",
        "_undo",
    )
    rules: Rules
    values: tuple[int, ...]
    seats: int
    teams: tuple[tuple[int, ...], ...]
    side_of_seat: tuple[int, ...]
    dealer: int
    deck: list[Card]
    deck_pos: int
    hands: list[list[Card]]
    table: list[Card]
    piles: list[list[Card]]
    escobas: list[int]
    last_capturer: int | None
    turn: int
    history: list[tuple[int, Move]]
    escoba_at: list[int]
    opening: tuple[Card, ...]
    leftovers: tuple[Card, ...]
    claimable: list[Move]
    _legal: tuple[Move, ...] | None
    _index: _CaptureIndex
    scores: tuple[int, ...]
    hand_number: int

    def __init__(
        self,
        rules: Rules,
        deck: Sequence[Card],
        dealer: int,
        teams: Sequence[Sequence[int]],
        scores: Sequence[int] | None = None,
        hand_number: int = 1,
    ) -> None:
        check_rules(rules)
        if not _is_sides(teams):
            raise EngineError(f"teams are a list of sides, each a list of seat numbers, not {shown_value(teams)}")
        seats = sum(map(len, teams))
        if seats not in SEAT_COUNTS:
            raise EngineError(f"{seats} seat{'s' if seats != 1 else ''}: escoba is played by 2, 3, 4 or 6")
        cards = _deck_cards(deck)
        if cards is None:
            raise EngineError("a deck must hold each of the 40 cards exactly once")
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < seats:
            raise EngineError(f"dealer {shown_value(dealer)} is not a seat (0..{seats - 1})")
        # The table is kept in value order: its values are then a canonical key for
        # the subset-sum cache, and players see it sorted.
        teams_t = tuple(map(tuple, teams))
        self._fill(
            rules,
            teams_t,
            seat_sides(teams_t),
            dealer,
            cards,
            TABLE_SIZE,
            [[] for _ in range(seats)],
            sorted(cards[:TABLE_SIZE], key=rules.table_order.__getitem__),
            [[] for _ in range(seats)],
            [0] * seats,
            None,
            (dealer + 1) % seats,
            [],
            [],
            (),
            (),
            [],
            None,
            capture_index(rules),
            tuple(scores) if scores is not None else (0,) * len(teams_t),
            hand_number,
        )
        self._deal_round()
        if rules.opening_escobas:
            groups = opening_groups([self.values[c] for c in self.table])
            if groups:
                self.opening = tuple(self.table)
                self.piles[dealer].extend(self.table)
                self.table = []
                self.escobas[dealer] += groups
                self.last_capturer = dealer

    def _fill(
        self,
        rules: Rules,
        teams: tuple[tuple[int, ...], ...],
        side_of_seat: tuple[int, ...],
        dealer: int,
        deck: list[Card],
        deck_pos: int,
        hands: list[list[Card]],
        table: list[Card],
        piles: list[list[Card]],
        escobas: list[int],
        last_capturer: int | None,
        turn: int,
        history: list[tuple[int, Move]],
        escoba_at: list[int],
        opening: tuple[Card, ...],
        leftovers: tuple[Card, ...],
        claimable: list[Move],
        legal: tuple[Move, ...] | None,
        index: _CaptureIndex,
        scores: tuple[int, ...],
        hand_number: int,
    ) -> None:
        """The one place a hand's fields are set, whether it is dealt (`HandState(...)`),
        placed (`position`) or copied (`copy`): the lists given become the hand's own.
        Positional, as the searching players' copies pass them (it is their hot path)."""
        self.rules = rules
        self.values = rules.values
        self.seats = len(side_of_seat)
        self.teams = teams
        self.side_of_seat = side_of_seat
        self.dealer = dealer
        self.deck = deck  # never mutated: dealing moves deck_pos only (copies share it)
        self.deck_pos = deck_pos
        self.hands = hands
        self.table = table
        self.piles = piles
        self.escobas = escobas
        self.last_capturer = last_capturer
        self.turn = turn
        self.history = history
        self.escoba_at = escoba_at  # history indexes of plays that scored an escoba
        self.opening = opening
        self.leftovers = leftovers
        self.claimable = claimable
        self._legal = legal
        self._index = index
        self.scores = scores
        self.hand_number = hand_number
        self._undo: list[tuple] = []  # what `pop` restores; a copy starts with none

    @classmethod
    def position(
        cls,
        rules: Rules,
        teams: Sequence[Sequence[int]],
        hands: Sequence[Sequence[Card]],
        table: Sequence[Card],
        *,
        piles: Sequence[Sequence[Card]] | None = None,
        to_deal: Sequence[Card] = (),
        dealer: int = 0,
        turn: int | None = None,
        escobas: Sequence[int] | None = None,
        last_capturer: int | None = None,
        history: Sequence[tuple[int, Move]] = (),
        claims: Sequence[Move] = (),
        opening: Sequence[Card] = (),
        scores: Sequence[int] | None = None,
        hand_number: int = 1,
        check: bool = True,
    ) -> HandState:
        """A hand in any position, not only as dealt: each seat's cards (`hands`), the
        `table`, what each seat has captured (`piles`), the cards still to deal in
        dealing order (`to_deal`), whose `turn` it is (default: the seat after the
        `dealer`), escobas so far per seat, the last capturer, the moves so far, the
        renuncio `claims` open to the seat to move, the scores before this hand.

        With `check` (the default) the position must hold each of the 40 cards exactly
        once and the seats must match `teams`; EngineError otherwise. A caller that
        builds thousands of consistent positions (a searching player) may skip it."""
        seat_count = sum(len(side) for side in teams)
        teams_t = tuple(tuple(side) for side in teams)
        if check:
            check_teams(seat_count, teams)
            if len(hands) != seat_count or (piles is not None and len(piles) != seat_count):
                raise EngineError(f"a position of {seat_count} seats needs {seat_count} hands and piles")
            placed = [c for h in hands for c in h] + list(table) + [c for p in piles or () for c in p] + list(to_deal)
            if len(placed) != 40 or set(placed) != _ALL_CARDS:
                raise EngineError("a position must hold each of the 40 cards exactly once")
            if not 0 <= dealer < seat_count or (turn is not None and not 0 <= turn < seat_count):
                raise EngineError(f"dealer and turn must be seats (0..{seat_count - 1})")
            if escobas is not None and len(escobas) != seat_count:
                raise EngineError(f"escobas are counted per seat: {seat_count} numbers")
        # Only deck[deck_pos:] is ever dealt; the part already dealt holds the other
        # cards, so the deck still holds each card once.
        rest = list(to_deal)
        if rest:
            later = set(rest)
            deck = [c for c in DECK if c not in later] + rest
        else:
            deck = list(DECK)
        h = cls.__new__(cls)
        h._fill(
            rules,
            teams_t,
            seat_sides(teams_t),
            dealer,
            deck,
            40 - len(rest),
            [list(cards) for cards in hands],
            sorted(table, key=rules.table_order.__getitem__),
            [list(p) for p in piles] if piles is not None else [[] for _ in range(seat_count)],
            list(escobas) if escobas is not None else [0] * seat_count,
            last_capturer,
            (dealer + 1) % seat_count if turn is None else turn,
            list(history),
            [],
            tuple(opening),
            (),
            list(claims),
            None,
            capture_index(rules),
            tuple(scores) if scores is not None else (0,) * len(teams_t),
            hand_number,
        )
        return h

    # -- state queries

    @property
    def over(self) -> bool:
        """True once every card is dealt and played (the leftovers then go to the last
        capturer, when the loop finishes the hand)."""
        return self.deck_pos >= 40 and not any(self.hands)

    @property
    def side_to_move(self) -> int:
        """The side (index into `teams`) of the seat to move."""
        return self.side_of_seat[self.turn]

    def deck_left(self) -> int:
        """Cards still to deal (40 less those dealt, the table's included)."""
        return 40 - self.deck_pos

    def is_last_play(self) -> bool:
        """True when the seat to move holds the hand's last card."""
        return self.deck_pos >= 40 and sum(len(h) for h in self.hands) == 1

    def copy(self) -> HandState:
        """An independent copy (its hands, table, piles and history are new lists):
        playing moves on it never changes this hand, as search players need."""
        other = HandState.__new__(HandState)
        other._fill(
            self.rules,
            self.teams,
            self.side_of_seat,
            self.dealer,
            self.deck,
            self.deck_pos,
            [h[:] for h in self.hands],
            self.table[:],
            [p[:] for p in self.piles],
            self.escobas[:],
            self.last_capturer,
            self.turn,
            self.history[:],
            self.escoba_at[:],
            self.opening,
            self.leftovers,
            self.claimable,
            self._legal,
            self._index,
            self.scores,
            self.hand_number,
        )
        return other

    def __deepcopy__(self, memo: dict[int, object]) -> HandState:
        """`copy.deepcopy` (OpenSpiel's clone) is `copy()` with its own deck: the cards,
        rules and tables it shares are immutable, and walking them took 90% of a clone."""
        other = self.copy()
        other.deck = self.deck[:]
        memo[id(self)] = other
        return other

    def view(self, seat: int) -> SeatView:
        """What `seat` may see now (its own hand, never another's or the deck's order):
        the view the referee gives a Player, and escoba_tui.env.encode encodes."""
        check_seat(seat, len(self.hands))
        sides = len(self.teams)
        escobas = [0] * sides
        for s, n in enumerate(self.escobas):
            escobas[self.side_of_seat[s]] += n
        return SeatView(
            seat=seat,
            hand=tuple(self.hands[seat]),
            table=tuple(self.table),
            captured=tuple(tuple(p) for p in self.piles),
            escobas=tuple(escobas),
            scores=self.scores,
            hand_sizes=tuple(len(h) for h in self.hands),
            deck_left=40 - self.deck_pos,
            dealer=self.dealer,
            turn=self.turn,
            history=tuple(self.history),
            teams=self.teams,
            rules=self.rules,
            hand_number=self.hand_number,
            opening=self.opening,
            last_capturer=self.last_capturer,
        )

    # -- moves

    def captures_for(self, card: Card, table: Sequence[Card] | None = None) -> list[tuple[Card, ...]]:
        """Every set of table cards `card` may take (whether or not capture is compulsory)."""
        if table is None:
            return _captures(self.rules, card, self.table)
        return captures_on(self.rules, card, table)

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal play for the seat to move, renuncio claims first. Cached until a
        move is played; a tuple, so a caller cannot change what the copies share."""
        cached = self._legal
        if cached is not None:
            return cached
        hand = self.hands[self.turn]
        table = self.table
        legal = list(self.claimable) if self.claimable else []
        if not table:
            legal.extend([DISCARD[c] for c in hand])
            self._legal = done = tuple(legal)
            return done
        index = self._index
        compulsory = not index.optional
        append = legal.append
        at = table.__getitem__
        for card, sets in zip(hand, index.hand_sets(hand, table)):
            if not sets:
                append(DISCARD[card])
                continue
            for s in sets:
                append(_new_move(Move, (card, tuple(map(at, s)), False)))
            if not compulsory:
                append(DISCARD[card])
        self._legal = done = tuple(legal)
        return done

    def random_move(self, rng: Random) -> Move:
        """One legal move drawn uniformly: the same move, from the same draw, as
        `legal[rng.randrange(len(legal))]` with `legal = self.legal_moves()`, but only
        the chosen move is built. Random playouts (the bench, searching players) use it."""
        return _random_move(self, rng)

    def random_playout(self, rng: Random) -> None:
        """Play the hand to its end with every move drawn uniformly from the legal ones:
        the same moves from the same draws as
        `while not self.over: self.play_unchecked(self.random_move(rng))`, leaving the
        hand in the same state (history, piles, escobas, leftovers included), in one
        loop: the table's capture-index key is kept up to date move by move instead of
        summed again, and nothing is looked up twice. With renuncio (claims between the
        turns) it is that loop itself."""
        _random_playout(self, rng)

    def is_legal(self, move: Move) -> bool:
        """Whether `move` is one of the legal moves of the seat to move (captured cards
        in any order); `find_legal` gives the legal move itself."""
        return any(move.same_as(m) for m in self.legal_moves())

    def find_legal(self, move: Move) -> Move | None:
        """The legal move equal to `move` as a play (captured cards in any order); None
        for anything else, whatever its type."""
        legal = self.legal_moves()
        for m in legal:
            if m is move:  # taken from legal_moves() itself (the loops, the environments)
                return m
        if not well_formed(move):
            return None
        for m in legal:
            if m == move:
                return m
        for m in legal:
            if m.same_as(move):
                return m
        return None

    def play(self, move: Move) -> bool:
        """Make `move` for the seat to move; True when it scored an escoba. Raises
        IllegalMove, changing nothing, unless `move` is one of `legal_moves()` (its
        captured cards in any order)."""
        legal = self.find_legal(move)
        if legal is None:
            raise IllegalMove(_not_legal(self, move))
        return self.play_unchecked(legal)

    def play_unchecked(self, move: Move) -> bool:
        """`play` without the legality check, for callers that took `move` from
        `legal_moves()` or `random_move()` (searches, playouts): an illegal move here
        leaves the hand in a state the rules do not allow."""
        seat = self.turn
        self._legal = None
        if move[2]:  # renuncio claim: not a turn, the same seat then plays
            self.table.remove(move[0])
            for c in move[1]:
                self.table.remove(c)
            self.piles[seat].append(move[0])
            self.piles[seat].extend(move[1])
            self.last_capturer = seat
            self.claimable = []
            self.history.append((seat, move))
            return False
        card, captures = move[0], move[1]
        hand = self.hands[seat]
        hand.remove(card)
        table = self.table
        escoba = False
        if captures:
            for c in captures:
                table.remove(c)
            pile = self.piles[seat]
            pile.append(card)
            pile.extend(captures)
            self.last_capturer = seat
            if not table and self.rules.escoba_counts(self._hand_ending()):
                self.escobas[seat] += 1
                self.escoba_at.append(len(self.history))
                escoba = True
            if self.claimable:
                self.claimable = []
        else:
            if self.rules.renuncio:
                self.claimable = [_new_move(Move, (card, s, True)) for s in self.captures_for(card)]
            elif self.claimable:
                self.claimable = []
            insort(table, card, key=self._index.order)
        self.history.append((seat, move))
        self.turn = (seat + 1) % self.seats
        if not hand and not any(self.hands):
            if self.deck_pos < 40:
                self._deal_round()
            else:
                self.claimable = []
                if table and self.last_capturer is not None:
                    self.leftovers = tuple(table)
                    self.piles[self.last_capturer].extend(table)
                    self.table = []
        return escoba

    def push(self, move: Move) -> bool:
        """`play(move)`, remembering what it changed so `pop()` can undo it exactly
        (a searching player's make/unmake). True when it scored an escoba."""
        saved = (
            self.deck_pos,
            [h[:] for h in self.hands],
            self.table[:],
            [p[:] for p in self.piles],
            self.escobas[:],
            self.last_capturer,
            self.turn,
            len(self.history),
            len(self.escoba_at),
            self.leftovers,
            self.claimable,
            self._legal,
        )
        escoba = self.play(move)
        self._undo.append(saved)
        return escoba

    def pop(self) -> None:
        """Undo the last `push`; EngineError when there is none to undo."""
        if not self._undo:
            raise EngineError("nothing to undo: no move was pushed")
        pos, hands, table, piles, escobas, last, turn, played, scored, leftovers, claimable, legal = self._undo.pop()
        self.deck_pos, self.hands, self.table, self.piles, self.escobas = pos, hands, table, piles, escobas
        self.last_capturer, self.turn, self.leftovers, self.claimable, self._legal = (
            last,
            turn,
            leftovers,
            claimable,
            legal,
        )
        del self.history[played:]
        del self.escoba_at[scored:]

    def _hand_ending(self) -> bool:
        return self.deck_pos >= 40 and not any(self.hands)

    def _deal_round(self) -> None:
        deck = self.deck
        pos = self.deck_pos
        seats = self.seats
        first = (self.dealer + 1) % seats
        for k in range(seats):
            self.hands[(first + k) % seats] = deck[pos : pos + HAND_SIZE]
            pos += HAND_SIZE
        self.deck_pos = pos

    # -- scoring

    def side_piles(self) -> list[list[Card]]:
        """The cards each side has captured this hand (its seats' piles together), per
        side in `teams` order: new lists."""
        piles: list[list[Card]] = [[] for _ in self.teams]
        for seat, pile in enumerate(self.piles):
            piles[self.side_of_seat[seat]].extend(pile)
        return piles

    def side_escobas(self) -> list[int]:
        """The escobas each side has scored this hand, per side in `teams` order."""
        out = [0] * len(self.teams)
        for seat, n in enumerate(self.escobas):
            out[self.side_of_seat[seat]] += n
        return out

    def score(self) -> HandScore:
        """The count of this hand so far (final once `over`)."""
        return score_piles(self.rules, self.side_piles(), self.side_escobas())


def _random_move(h: HandState, rng: Random) -> Move:
    """`HandState.random_move`."""
    legal = h._legal
    if legal is not None:
        return legal[rng.randrange(len(legal))]
    hand = h.hands[h.turn]
    table = h.table
    claims = h.claimable
    if not table:
        i = rng.randrange(len(claims) + len(hand))
        return claims[i] if i < len(claims) else DISCARD[hand[i - len(claims)]]
    # `_CaptureIndex.hand_sets` inlined, counting the moves as it goes: its lookup, and
    # the move draw `_random_playout` writes again, stay copies for speed (a shared key()
    # costs hand_sets, the lookup of every rollout's legal moves, 3-5%; a shared draw()
    # costs the playout ~5%, random_move ~10% with its count and pick as calls).
    index = h._index
    bits = index.bits
    key = 0
    for c in table:
        key += bits[c]
    entry = index.tables.get(key)
    if entry is None:
        entry = index.entry(key)
    counted = index.counted
    total = len(claims)
    for card in hand:
        n = entry[counted[card]]
        if n is None:
            index.fill(entry, card, key)
            n = entry[counted[card]]
        total += n
    i = rng.randrange(total)
    if claims:
        if i < len(claims):
            return claims[i]
        i -= len(claims)
    for card in hand:  # noqa: B007 (the card the loop stops at is the move's)
        n = entry[counted[card]]
        if i < n:
            break
        i -= n
    held = entry[index.slot[card]]
    if i < len(held):
        return _new_move(Move, (card, tuple(map(table.__getitem__, held[i])), False))
    return DISCARD[card]


def _random_playout(h: HandState, rng: Random) -> None:
    """`HandState.random_playout`: one loop over the hand's own lists."""
    hands = h.hands
    remaining = sum(map(len, hands))
    if h.rules.renuncio or h.claimable or not remaining:
        while not h.over:
            h.play_unchecked(h.random_move(rng))
        return
    index = h._index
    bits, slot, counted, tables, order = index.bits, index.slot, index.counted, index.tables, index.order
    after = tuple((seat + 1) % h.seats for seat in range(h.seats))
    draw = _below(rng)
    escoba_counts = h.rules.escoba_counts
    piles, escobas, history, escoba_at = h.piles, h.escobas, h.history, h.escoba_at
    seats, deck, deck_pos, dealer = h.seats, h.deck, h.deck_pos, h.dealer
    table = h.table
    turn = h.turn
    last = h.last_capturer
    key = 0
    for c in table:
        key += bits[c]
    h._legal = None
    try:
        while True:
            hand = hands[turn]
            if not hand:  # a position with nothing to play: fails as random_move does
                rng.randrange(0)
            if table:
                entry = tables.get(key)
                if entry is None:
                    entry = index.entry(key)
                total = 0
                for card in hand:
                    n = entry[counted[card]]
                    if n is None:
                        index.fill(entry, card, key)
                        n = entry[counted[card]]
                    total += n
                i = draw(total)
                for card in hand:  # noqa: B007 (the card the loop stops at is the move's)
                    n = entry[counted[card]]
                    if i < n:
                        break
                    i -= n
                held = entry[slot[card]]
                captured = tuple(map(table.__getitem__, held[i])) if i < len(held) else ()
            else:
                card = hand[draw(len(hand))]
                captured = ()
            hand.remove(card)
            remaining -= 1
            if captured:
                for c in captured:
                    table.remove(c)
                    key -= bits[c]
                pile = piles[turn]
                pile.append(card)
                pile.extend(captured)
                last = turn
                if not table and escoba_counts(deck_pos >= 40 and not remaining):
                    escobas[turn] += 1
                    escoba_at.append(len(history))
                history.append((turn, _new_move(Move, (card, captured, False))))
            else:
                insort(table, card, key=order)
                key += bits[card]
                history.append((turn, DISCARD[card]))
            turn = after[turn]
            if not remaining:
                if deck_pos >= 40:
                    break
                deck_pos = _deal_next(hands, deck, deck_pos, dealer, seats)
                remaining = sum(map(len, hands))
    finally:  # an impossible position (an empty hand to play) raises as play_unchecked would
        h.turn, h.deck_pos, h.last_capturer = turn, deck_pos, last
    h.claimable = []
    if table and last is not None:
        h.leftovers, h.table = tuple(table), []
        piles[last].extend(table)


def _deal_next(hands: list[list[Card]], deck: list[Card], deck_pos: int, dealer: int, seats: int) -> int:
    """The next three cards each, from the dealer's left, as the game deals them; the
    deck's new position."""
    first = (dealer + 1) % seats
    for k in range(seats):
        hands[(first + k) % seats] = deck[deck_pos : deck_pos + HAND_SIZE]
        deck_pos += HAND_SIZE
    return deck_pos


# ---------------------------------------------------------------- scoring


@dataclass
class Award:
    """One scoring category of the count: who took it (None: nobody) and why."""

    category: str  # cards, oros, velo, sevens, primiera, all_sevens, all_oros
    side: int | None
    points: int
    reason: Reason  # a fact (reasons.AWARD_CODES) the UI words


@dataclass
class HandScore:
    """The count at the end of a hand, per side (see rules.md "Scoring")."""

    cards: list[int]
    oros: list[int]
    sevens: list[int]
    sixes: list[int]
    velo: list[int]
    escobas: list[int]
    primiera: list[int | None]
    awards: list[Award]
    points: list[int]

    def detail(self) -> dict[str, list[int]]:
        """The breakdown a record's [hands.detail] holds."""
        return {
            "cards": list(self.cards),
            "oros": list(self.oros),
            "sevens": list(self.sevens),
            "escobas": list(self.escobas),
            "velo": list(self.velo),
        }


def _most(counts: Sequence[int]) -> int | None:
    """The side with strictly the most, or None on a tie at the top."""
    best = max(counts)
    found = None
    for i, n in enumerate(counts):
        if n == best:
            if found is not None:
                return None
            found = i
    return found


def _primiera(pile: Iterable[Card]) -> int | None:
    best = [0, 0, 0, 0]
    for c in pile:
        v = PRIMIERA_VALUE[RANK_OF[c]]
        s = SUIT_OF[c]
        if v > best[s]:
            best[s] = v
    return None if 0 in best else sum(best)


def _sixes_break(sevens: Sequence[int], sixes: Sequence[int]) -> tuple[int | None, int, int]:
    """Among the sides tied on the most sevens, the one with strictly the most sixes
    (None if still tied), the top number of sevens and the best number of sixes."""
    top = max(sevens)
    tied = [i for i, n in enumerate(sevens) if n == top]
    best6 = max(sixes[i] for i in tied)
    leaders = [i for i in tied if sixes[i] == best6]
    return (leaders[0] if len(leaders) == 1 else None), top, best6


def _takers(
    rules: Rules,
    cards: Sequence[int],
    oros: Sequence[int],
    sevens: Sequence[int],
    sixes: Sequence[int],
    velo: int | None,
    primiera: Sequence[int | None],
) -> tuple[int | None, int | None, int | None, int | None, int | None, int | None]:
    """Who takes each category of the count (None: nobody): cards, oros, velo, sevens
    (or primiera), all the sevens, all the oros. The one place that says who scores;
    `score_piles` words it, `hand_points` only adds it up."""
    if rules.sevens_rule == "primiera":
        eligible = [-1 if p is None else p for p in primiera]
        sevens_side = _most(eligible) if max(eligible) >= 0 else None
    else:
        sevens_side = _most(sevens)
        if sevens_side is None and rules.sevens_tiebreak == "sixes":
            sevens_side = _sixes_break(sevens, sixes)[0]
    all_sevens = sevens.index(4) if rules.all_sevens_bonus and 4 in sevens else None
    all_oros = oros.index(10) if rules.all_oros_bonus and 10 in oros else None
    return _most(cards), _most(oros), velo, sevens_side, all_sevens, all_oros


def _worths(rules: Rules) -> tuple[int, int, int, int, int, int]:
    """Points of each category, in `_takers`' order."""
    return 1, 1, 1, 1, rules.all_sevens_bonus, rules.all_oros_bonus


def hand_points(h: HandState) -> list[int]:
    """Points of each side for the hand as it stands: `h.score().points` without
    building the awards (a search counts hands many thousand times a move)."""
    rules = h.rules
    sides = len(h.teams)
    side_of_seat = h.side_of_seat
    cards = [0] * sides
    oros = [0] * sides
    sevens = [0] * sides
    sixes = [0] * sides
    points = [0] * sides
    velo = None
    primiera = rules.sevens_rule == "primiera"
    prim = [[0, 0, 0, 0] for _ in range(sides)] if primiera else []
    escobas = h.escobas
    for seat, pile in enumerate(h.piles):
        s = side_of_seat[seat]
        points[s] += escobas[seat]
        cards[s] += len(pile)
        oros[s] += sum(map(_IS_ORO.__getitem__, pile))
        sevens[s] += sum(map(_IS_SEVEN.__getitem__, pile))
        sixes[s] += sum(map(_IS_SIX.__getitem__, pile))
        if VELO in pile:
            velo = s
        if primiera:
            row = prim[s]
            for c in pile:
                v = _PRIMIERA_OF[c]
                if v > row[SUIT_OF[c]]:
                    row[SUIT_OF[c]] = v
    best: list[int | None] = [None if 0 in row else sum(row) for row in prim]
    for side, worth in zip(_takers(rules, cards, oros, sevens, sixes, velo, best), _worths(rules)):
        if side is not None:
            points[side] += worth
    return points


def score_piles(rules: Rules, piles: Sequence[Sequence[Card]], escobas: Sequence[int]) -> HandScore:
    """Score a hand from each side's pile and escobas."""
    sides = len(piles)
    cards = [len(p) for p in piles]
    oros = [sum(map(_IS_ORO.__getitem__, p)) for p in piles]
    sevens = [sum(map(_IS_SEVEN.__getitem__, p)) for p in piles]
    sixes = [sum(map(_IS_SIX.__getitem__, p)) for p in piles]
    velo = [1 if VELO in p else 0 for p in piles]
    primiera: list[int | None] = [_primiera(p) for p in piles] if rules.sevens_rule == "primiera" else [None] * sides
    holder = velo.index(1) if 1 in velo else None
    takers = _takers(rules, cards, oros, sevens, sixes, holder, primiera)
    cards_side, oros_side, _, sevens_side, all_sevens, all_oros = takers
    points = list(escobas)
    for side, worth in zip(takers, _worths(rules)):
        if side is not None:
            points[side] += worth
    awards: list[Award] = []

    def award(category: str, side: int | None, reason: Reason, worth: int = 1) -> None:
        awards.append(Award(category, side, worth if side is not None else 0, reason))

    def most(category: str, side: int | None, counts: list[int]) -> None:
        if side is None:
            award(category, None, Reason(f"tied_{category}", (), (max(counts),)))
        else:
            award(category, side, Reason(f"most_{category}", (), (counts[side],)))

    most("cards", cards_side, cards)
    most("oros", oros_side, oros)
    award("velo", holder, Reason("velo") if holder is not None else Reason("velo_untaken"))
    if rules.sevens_rule == "primiera":
        eligible = [p if p is not None else -1 for p in primiera]
        if max(eligible) < 0:
            award("primiera", None, Reason("no_primiera"))
        elif sevens_side is None:
            award("primiera", None, Reason("tied_primiera", (), (max(eligible),)))
        else:
            award("primiera", sevens_side, Reason("best_primiera", (), (eligible[sevens_side],)))
    elif _most(sevens) is not None:
        award("sevens", sevens_side, Reason("most_sevens", (), (max(sevens),)))
    elif rules.sevens_tiebreak == "sixes":
        _, top, best6 = _sixes_break(sevens, sixes)
        if sevens_side is not None:
            award("sevens", sevens_side, Reason("sixes_break_tie", (), (top, best6)))
        else:
            award("sevens", None, Reason("tied_sevens_and_sixes", (), (top, best6)))
    else:
        award("sevens", None, Reason("tied_sevens", (), (max(sevens),)))
    if all_sevens is not None:
        award("all_sevens", all_sevens, Reason("all_sevens"), rules.all_sevens_bonus)
    if all_oros is not None:
        award("all_oros", all_oros, Reason("all_oros"), rules.all_oros_bonus)
    return HandScore(cards, oros, sevens, sixes, velo, list(escobas), primiera, awards, points)


# ---------------------------------------------------------------- a whole game


@dataclass
class HandRecord:
    """One hand as a game keeps it and a record (record.md `[[hands]]`) writes it: the
    dealer, the deck as dealt, the moves, the points per side (an unfinished hand: its
    escobas so far), and the count's `detail` as a record holds it."""

    dealer: int
    deck: list[Card]
    moves: list[Move]
    points: list[int]
    detail: dict[str, list[int]] | None = None
    # The full count, once this process has counted the hand (a record read back has
    # only its detail): None while the hand is unfinished.
    score: HandScore | None = field(default=None, compare=False, repr=False)


@dataclass
class Game:
    """A game (match) to the target: hands dealt in turn, scores per side, the winner."""

    rules: Rules
    teams: list[list[int]]
    dealer: int = -1  # dealer of the first hand; -1: the last seat, so seat 0 leads
    scores: list[int] = field(default_factory=list)
    hands: list[HandRecord] = field(default_factory=list)
    hand: HandState | None = None
    winner: int | None = None

    def __post_init__(self) -> None:
        check_rules(self.rules)
        if not _is_sides(self.teams):
            self.teams = check_teams(0, self.teams)  # says what teams are
        self.teams = check_teams(self.seats, self.teams)
        if self.dealer < 0:
            self.dealer = self.seats - 1
        if not self.scores:
            self.scores = [0] * len(self.teams)

    @property
    def seats(self) -> int:
        """How many seats play (2, 3, 4 or 6)."""
        return sum(len(side) for side in self.teams)

    @property
    def over(self) -> bool:
        """True once a side has won the match (`winner` is set)."""
        return self.winner is not None

    def start_hand(self, deck: Sequence[Card]) -> HandState:
        """Deal a new hand from `deck` (the 40 cards in dealing order) and return it;
        EngineError if the match is over or the current hand is not finished. The
        dealer is `dealer`; the hand is recorded in `hands`."""
        if self.over:
            raise EngineError("the game is over")
        if self.hand is not None and not self.hand.over:
            raise EngineError("the current hand is not finished")
        self.hand = HandState(self.rules, deck, self.dealer, self.teams, self.scores, len(self.hands) + 1)
        self.hands.append(HandRecord(self.dealer, list(self.hand.deck), [], [0] * len(self.teams)))
        return self.hand

    def play(self, move: Move) -> bool:
        """Play a move in the current hand, recording it; True when it scored an escoba.
        Raises IllegalMove (nothing changed) unless it is legal there."""
        hand = self.hand
        if hand is None or hand.over:
            raise EngineError("no hand is being played: start_hand first")
        legal = hand.find_legal(move)
        if legal is None:
            raise IllegalMove(_not_legal(hand, move))
        return self.play_unchecked(legal)

    def play_unchecked(self, move: Move) -> bool:
        """`play` for a move the caller already knows is legal (taken from the hand's
        `legal_moves()`): no check, so a searching or driving loop pays nothing twice."""
        assert self.hand is not None
        escoba = self.hand.play_unchecked(move)
        self.hands[-1].moves.append(move)
        return escoba

    def finish_hand(self) -> HandScore:
        """Score the finished hand, add its points, pass the deal, decide the winner.
        Idempotent: a hand already counted is not counted again (its count is returned
        as it was), so nothing changes after the game is over."""
        hand = self.hand
        if hand is None or not hand.over:
            raise EngineError("the hand is not finished")
        record = self.hands[-1]
        if record.score is not None:
            return record.score
        score = hand.score()
        record.points = list(score.points)
        record.score = score
        self.scores = [a + b for a, b in zip(self.scores, score.points)]
        self.dealer = (self.dealer + 1) % self.seats
        self.winner = game_winner(self.scores, self.rules.target)
        return score

    def running_scores(self) -> list[int]:
        """Scores including the escobas of the hand in progress (they count at once)."""
        if self.hand is None or self.hand.over and self.hands[-1].score is not None:
            return list(self.scores)
        return [a + b for a, b in zip(self.scores, self.hand.side_escobas())]


def game_winner(scores: Sequence[int], target: int) -> int | None:
    """The side that won, if any side reached the target and no tie at the top."""
    top = max(scores)
    if top < target:
        return None
    leaders = [i for i, s in enumerate(scores) if s == top]
    return leaders[0] if len(leaders) == 1 else None
