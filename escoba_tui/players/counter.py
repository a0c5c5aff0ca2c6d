"""`counter`: the player of the seed game, who counts the cards seen and leaves safe tables.

Every legal move is weighed in points of the hand: what it takes (cards, oros, sevens,
sixes, the velo, an escoba), minus what the next player can expect to take from the
table it leaves, judged from the cards this seat has not seen yet (the sevens and the
sixes above all). It never leaves on the table a card that could have captured (seed
003's renuncio), and a sweep by the next player weighs double: a table no unseen card
can clear is preferred whenever one can be had (seed 000's "laisser une table sûre").
"""

from __future__ import annotations

from collections.abc import Sequence

from ..game.cards import Move
from ..game.engine import SeatView, side_of
from .base import Decision, Player
from .explain import explain
from .knowledge import ESCOBA, card_worths, table_threat
from ..game.values import is_number

# A sweep by the next player costs its point and hands them the tempo: it weighs double.
SWEEP_FEAR = 2.0


def next_opponent(view: SeatView) -> tuple[int, int]:
    """The first seat after this one on another side, and how many seats play before it."""
    seats = len(view.hand_sizes)
    mine = view.side
    for k in range(1, seats):
        s = (view.seat + k) % seats
        if side_of(view.teams, s) != mine:
            return s, k
    return (view.seat + 1) % seats, 1


class CounterPlayer(Player):
    name = "counter"

    def __init__(self, safety_margin: float = 0.4) -> None:
        if not is_number(safety_margin) or safety_margin < 0:
            raise ValueError(f"safety_margin must be a number of points (0 or more), not {safety_margin!r}")
        # How much weighed value a discard may give up to leave a table fewer cards can sweep.
        self.safety_margin = float(safety_margin)

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        move = self.choose_move(view, legal)
        return Decision(move, explain(view, move))

    def choose_move(self, view: SeatView, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        claims = [m for m in legal if m.claim]
        worth = card_worths(view)
        if claims:
            return max(claims, key=lambda m: worth[m.card] + sum(worth[c] for c in m.captures))
        scored = [(self.weigh(view, m, worth), i, m) for i, m in enumerate(legal)]
        can_capture = {m.card for m in legal if m.captures}
        # Seed 003: never leave on the table a card that could have made a capture.
        choices = [s for s in scored if s[2].captures or s[2].card not in can_capture] or scored
        (value, sweep), _, move = max(choices, key=lambda s: (s[0][0], -s[1]))
        discards = [s for s in choices if not s[2].captures]
        if discards and not move.captures:
            # Seed 000: a table fewer unseen cards can clear beats a slightly better
            # weighed one; only a real loss (the velo thrown away) outweighs it.
            safest = min(s[0][1] for s in discards)
            if sweep > safest + 1e-9:
                (v2, _), _, m2 = max((s for s in discards if s[0][1] <= safest + 1e-9), key=lambda s: (s[0][0], -s[1]))
                if v2 >= value - self.safety_margin:
                    move = m2
        return move

    # -- weighing one move

    def weigh(self, view: SeatView, move: Move, worth: Sequence[float]) -> tuple[float, float]:
        """(value in points, chance the next player sweeps the table left)."""
        rules = view.rules
        table = list(view.table)
        cards_in_hands = sum(view.hand_sizes)
        last_play = view.is_last_play
        gain = 0.0
        if move.captures:
            left = [c for c in table if c not in move.captures]
            gain = worth[move.card] + sum(worth[c] for c in move.captures)
            sweep = not left and rules.escoba_counts(last_play)
            if sweep:
                gain += ESCOBA
        else:
            left = table + [move.card]
        mine = view.side
        if last_play:
            # The hand ends with this card: what is left goes to the last capturer.
            taker = view.seat if move.captures else view.last_capturer
            if taker is not None and left:
                leftover = sum(worth[c] for c in left)
                gain += leftover if side_of(view.teams, taker) == mine else -leftover
            return gain, 0.0
        unseen = view.unseen()
        opponent, ahead = next_opponent(view)
        # The next opponent's hand after this play: a fresh three cards if this play
        # empties every hand and the deck still has cards.
        hand = view.hand_sizes[opponent]
        if cards_in_hands - 1 == 0 or (hand == 0 and view.deck_left):
            hand = 3 if view.deck_left else 0
        threat = table_threat(rules, left, unseen, hand, worth, ESCOBA * SWEEP_FEAR)
        # With a partner playing first (seatings other than the alternating one), the
        # table will likely have changed, and a partner's capture is ours: fear it less.
        value = gain - (threat.expected if ahead == 1 else 0.5 * threat.expected)
        # Holding back the cards that still capture later: a seven kept in hand is a seven
        # taken later more often than not, so a discard also gives up some of its worth.
        if not move.captures:
            value -= 0.3 * worth[move.card]
        return value, threat.sweep_chance
