"""`greedy`: the best immediate capture by a fixed scoring, else the cheapest discard.

Scoring of a capture (every card the move puts in the pile, the played card included):
    1 per card, +1 per oro, +2 per seven, +0.5 per six, +6 for the velo (7 of oros),
    +10 if it sweeps the table (an escoba).
With no capture worth taking, it discards the card whose loss costs least by the same
scoring (a low, non-oro, non-seven card), breaking ties by the smaller table total left.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..game.cards import OROS, RANK_OF, SUIT_OF, VELO, Card, Move
from ..game.engine import SeatView
from .base import Decision, Player
from .explain import explain

CARD = 1.0
ORO = 1.0
SEVEN = 2.0
SIX = 0.5
VELO_BONUS = 6.0
ESCOBA = 10.0


def card_worth(card: Card) -> float:
    worth = CARD
    if SUIT_OF[card] == OROS:
        worth += ORO
    rank = RANK_OF[card]
    if rank == 7:
        worth += SEVEN
    elif rank == 6:
        worth += SIX
    if card == VELO:
        worth += VELO_BONUS
    return worth


def capture_worth(move: Move, table_size: int, escoba_counts: bool = True) -> float:
    """Worth of the cards a capture takes, plus the escoba if it clears the table."""
    if not move.captures:
        return 0.0
    worth = card_worth(move.card) + sum(card_worth(c) for c in move.captures)
    if escoba_counts and len(move.captures) == table_size:
        worth += ESCOBA
    return worth


class GreedyPlayer(Player):
    name = "greedy"

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        table_size = len(view.table)
        escoba_counts = view.escoba_counts()
        best: Move | None = None
        best_worth = 0.0
        for move in legal:
            if move.claim:
                worth = card_worth(move.card) + sum(card_worth(c) for c in move.captures)
            else:
                worth = capture_worth(move, table_size, escoba_counts)
            if worth > best_worth:
                best, best_worth = move, worth
        if best is not None:
            return Decision(best, explain(view, best))
        table_total = sum(view.rules.values[c] for c in view.table)
        discards = [m for m in legal if not m.captures and not m.claim]
        move = min(discards, key=lambda m: (card_worth(m.card), table_total + view.rules.values[m.card], m.card))
        return Decision(move, explain(view, move))
