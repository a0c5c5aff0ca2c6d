"""A plain engine: the rules of one hand written the straightforward way, as a yardstick.

`escoba bench` times it beside the real engine in the same run (the real one must be at
least as fast), and the property tests check the real engine's legal moves and counts
against it. Nothing else uses it: it keeps no caches, no value tables beyond the rules'
own, and lists every legal move each turn (moves are plain `(card, captures, claim)`
tuples). It plays any preset and option of `Rules`, and any seating.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from random import Random

from .cards import RANK_OF, SUIT_OF, VELO
from .rules import PRIMIERA_VALUE, Rules

PlainMove = tuple[int, tuple[int, ...], bool]


class PlainHand:
    """One hand from the deal to the last card: `legal_moves()`, `play(move)`, `score()`."""

    def __init__(self, rules: Rules, deck: Sequence[int], dealer: int, teams: Sequence[Sequence[int]]) -> None:
        self.rules = rules
        self.values = rules.values
        # The total of table cards each card captures.
        if rules.capture == "fifteen":
            self.wanted = [15 - v for v in rules.values]
        else:
            self.wanted = list(rules.values)
        self.teams = [list(side) for side in teams]
        self.seats = sum(len(side) for side in teams)
        self.dealer = dealer
        self.deck = list(deck)
        self.table = self.deck[:4]
        self.next_card = 4
        self.hands: list[list[int]] = [[] for _ in range(self.seats)]
        self.piles: list[list[int]] = [[] for _ in range(self.seats)]
        self.escobas = [0] * self.seats
        self.last_capturer: int | None = None
        self.turn = (dealer + 1) % self.seats
        self.claims: list[PlainMove] = []
        self.deal()
        if rules.opening_escobas:
            escobas = self.opening_escobas()
            if escobas:
                self.piles[dealer] += self.table
                self.table = []
                self.escobas[dealer] += escobas
                self.last_capturer = dealer

    def deal(self) -> None:
        for k in range(self.seats):
            seat = (self.dealer + 1 + k) % self.seats
            self.hands[seat] = self.deck[self.next_card : self.next_card + 3]
            self.next_card += 3

    def value(self, cards: Sequence[int]) -> int:
        return sum(self.rules.values[c] for c in cards)

    def opening_escobas(self) -> int:
        total = self.value(self.table)
        if total == 15:
            return 1
        if total == 30:
            first, rest = self.table[0], self.table[1:]
            for size in range(1, 4):
                for group in combinations(rest, size):
                    if self.value(group) + self.rules.values[first] == 15:
                        return 2
        return 0

    @property
    def over(self) -> bool:
        return self.next_card >= 40 and not any(self.hands)

    def sets_totalling(self, most: int) -> list[tuple[tuple[int, ...], int]]:
        """Every set of table cards totalling at most `most`, with its total."""
        values = self.values
        partial: list[tuple[tuple[int, ...], int]] = [((), 0)]
        for card in self.table:
            value = values[card]
            if value <= most:
                partial += [(group + (card,), total + value) for group, total in partial if total + value <= most]
        return partial

    def captures(self, card: int, partial: list[tuple[tuple[int, ...], int]] | None = None) -> list[tuple[int, ...]]:
        """Every set of table cards `card` may take (`partial`: from sets_totalling)."""
        wanted = self.wanted[card]
        if partial is None:
            partial = self.sets_totalling(wanted)
        sets = [group for group, total in partial if total == wanted and group]
        if self.rules.single_card_first and any(len(s) == 1 for s in sets):
            sets = [s for s in sets if len(s) == 1]
        return sets

    def legal_moves(self) -> list[PlainMove]:
        moves = list(self.claims)
        hand = self.hands[self.turn]
        partial = self.sets_totalling(max((self.wanted[c] for c in hand), default=0))
        for card in hand:
            sets = self.captures(card, partial)
            moves += [(card, group, False) for group in sets]
            if not sets or not self.rules.compulsory_capture:
                moves.append((card, (), False))
        return moves

    def play(self, move: PlainMove) -> None:
        card, taken, claim = move
        seat = self.turn
        if claim:  # renuncio: take the card left and its set; the same seat then plays
            for c in (card, *taken):
                self.table.remove(c)
            self.piles[seat] += [card, *taken]
            self.last_capturer = seat
            self.claims = []
            return
        self.hands[seat].remove(card)
        self.claims = []
        if taken:
            for c in taken:
                self.table.remove(c)
            self.piles[seat] += [card, *taken]
            self.last_capturer = seat
            last_play = self.next_card >= 40 and not any(self.hands)
            if not self.table and (self.rules.last_play_escoba or not last_play):
                self.escobas[seat] += 1
        else:
            if self.rules.renuncio:
                self.claims = [(card, group, True) for group in self.captures(card)]
            self.table.append(card)
        self.turn = (seat + 1) % self.seats
        if not any(self.hands):
            if self.next_card < 40:
                self.deal()
            else:
                self.claims = []
                if self.last_capturer is not None:
                    self.piles[self.last_capturer] += self.table
                    self.table = []

    def score(self) -> list[int]:
        """Points per side: escobas, then cards, oros, the seven of oros, sevens (or
        primiera) and the bonuses, as rules.md counts them."""
        rules = self.rules
        piles = [[c for seat in side for c in self.piles[seat]] for side in self.teams]
        points = [sum(self.escobas[seat] for seat in side) for side in self.teams]
        cards = [len(p) for p in piles]
        oros = [sum(1 for c in p if SUIT_OF[c] == 0) for p in piles]
        sevens = [sum(1 for c in p if RANK_OF[c] == 7) for p in piles]
        sixes = [sum(1 for c in p if RANK_OF[c] == 6) for p in piles]

        def most(counts: list[int]) -> int:
            """The side with strictly the most, or -1 on a tie at the top."""
            leaders = [i for i, n in enumerate(counts) if n == max(counts)]
            return leaders[0] if len(leaders) == 1 else -1

        for counts in (cards, oros):
            if most(counts) >= 0:
                points[most(counts)] += 1
        for side, pile in enumerate(piles):
            if VELO in pile:
                points[side] += 1
        if rules.sevens_rule == "primiera":
            best = [primiera(p) for p in piles]
            if max(best) >= 0 and most(best) >= 0:
                points[most(best)] += 1
        elif most(sevens) >= 0:
            points[most(sevens)] += 1
        elif rules.sevens_tiebreak == "sixes":
            tied = [i for i in range(len(piles)) if sevens[i] == max(sevens)]
            six_counts = [sixes[i] for i in tied]
            if most(six_counts) >= 0:
                points[tied[most(six_counts)]] += 1
        if rules.all_sevens_bonus and 4 in sevens:
            points[sevens.index(4)] += rules.all_sevens_bonus
        if rules.all_oros_bonus and 10 in oros:
            points[oros.index(10)] += rules.all_oros_bonus
        return points


def primiera(pile: Sequence[int]) -> int:
    """The best card of each suit by primiera worth, summed; -1 for a pile missing a suit."""
    best = [0, 0, 0, 0]
    for c in pile:
        best[SUIT_OF[c]] = max(best[SUIT_OF[c]], PRIMIERA_VALUE[RANK_OF[c]])
    return -1 if 0 in best else sum(best)


def play_random_hand(
    rules: Rules, deck: Sequence[int], dealer: int, teams: Sequence[Sequence[int]], rng: Random
) -> list[int]:
    """One random-vs-random hand, each move drawn uniformly from the legal list: the points."""
    hand = PlainHand(rules, deck, dealer, teams)
    while not hand.over:
        moves = hand.legal_moves()
        hand.play(moves[rng.randrange(len(moves))])
    return hand.score()
