"""Why a move, in facts every player at the table can check: never what the speaker holds.

A reason is shown to the other players (the move log) and must not teach them anything
about the speaker's hand, so it is worked out from the public part of a view alone: the
table, every pile, the card being played. "Still to play" means every card nobody has
seen played yet: the other hands, the deck, and the speaker's own hand alike.
"""

from __future__ import annotations

from ..game.cards import DECK, OROS, RANK_OF, SUIT_OF, VELO, Card, Move
from ..game.engine import SeatView
from ..game.reasons import Reason


def still_to_play(view: SeatView, move: Move) -> list[Card]:
    """Cards nobody has seen played once `move` is made (whoever holds them)."""
    shown = set(view.table)
    shown.add(move.card)
    for pile in view.captured:
        shown.update(pile)
    return [c for c in DECK if c not in shown]


def capture_reason(move: Move, table_size: int) -> Reason:
    """What a capture puts in the pile: its cards, the velo, sevens and oros among them."""
    taken = (move.card, *move.captures)
    velo = 1 if VELO in taken else 0
    sevens = sum(1 for c in taken if RANK_OF[c] == 7 and c != VELO)
    oros = sum(1 for c in taken if SUIT_OF[c] == OROS and c != VELO)
    code = "sweep" if len(move.captures) == table_size else "take"
    return Reason(code, taken, (len(taken), velo, sevens, oros))


def table_reason(view: SeatView, move: Move) -> tuple[Reason, ...]:
    """What the table left by `move` offers: which cards still to play could take it whole."""
    values = view.rules.values
    if move.captures:
        left = [c for c in view.table if c not in move.captures]
    else:
        left = [*view.table, move.card]
    if not left:
        return ()
    total = sum(values[c] for c in left)
    unplayed = still_to_play(view, move)
    targets = view.rules.capture_targets
    # A card takes the whole table when the table makes its capture total: with more than one
    # table card no single card equals that total, so the single-card rule never stops it.
    sweepers = tuple(c for c in unplayed if targets[c] == total)
    if sweepers:
        return (Reason("sweepable", sweepers, (total,)),)
    clauses = [Reason("safe", (), (total,))]
    if move.captures:
        return tuple(clauses)
    # A safe discard of a seven or a six: how many of its rank are still to play (the race
    # for the sevens). Said of that card only: after a nine, the sevens are not its reason.
    rank = RANK_OF[move.card]
    if rank in (7, 6):
        cards = tuple(c for c in unplayed if RANK_OF[c] == rank)
        if 0 < len(cards) < 4:
            clauses.append(Reason("still_to_play", cards, (rank,)))
    return tuple(clauses)


def explain(view: SeatView, move: Move) -> tuple[Reason, ...]:
    """Why `move`, from what everyone sees: what it takes, and what it leaves to the next player."""
    if move.claim:
        return (Reason("claim", (move.card, *move.captures)),)
    last_play = view.is_last_play
    clauses: list[Reason] = []
    if move.captures:
        clauses.append(capture_reason(move, len(view.table)))
    elif last_play:
        clauses.append(Reason("last_card"))
    if not last_play:
        clauses.extend(table_reason(view, move))
    return tuple(clauses)
