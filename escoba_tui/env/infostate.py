"""The full information state of one seat, and its perfect-information view.

`information_state(hand, seat, prefix)` is everything `seat` has seen in this hand,
seat-relative (this seat first, then the next seats in turn order): its hand, the
table, each seat's pile separately (so with 3 or more sides every opponent's pile is
its own plane), the unseen cards, the last capturer (who will take the leftovers), the
escobas, scores, dealer, seat to move and hand sizes, the rules, the move being
composed, and the move history of the hand, one row per play. With the history it is
perfect recall: two different histories never give the same tensor.

`perfect_information(hand, seat, prefix)` adds what `seat` cannot see (every hand and
the cards still to deal), still seat-relative: the input of an oracle (a teacher
network or critic that sees everything) in oracle-guided training, whose student gets
`information_state` only. docs/env.md lists every block.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..game.engine import HandState
from .checks import EnvError, check_seat, composing_actions, value_text
from .encode import CARDS, MAX_SIDES
from .encode import rules_vector as _rules_part

ADD = CARDS  # actions ADD..ADD+39 add a table card to the capture (as in env.core)

MAX_HISTORY = 56  # 36 plays from the hand and at most 20 renuncio claims (each takes 2+ cards)
ROW = MAX_SIDES + 2 * CARDS + 1  # one play: the seat (relative), the card, the captures, claim

INFOSTATE_LAYOUT: tuple[tuple[str, int], ...] = (
    ("hand", CARDS),
    ("table", CARDS),
    ("piles", MAX_SIDES * CARDS),  # per seat, this seat first then the next seats
    ("unseen", CARDS),
    ("deck_left", 1),  # / 40
    ("escobas", MAX_SIDES),  # per seat (relative) / 10, capped at 1
    ("scores", MAX_SIDES),  # per side, own side first / target, capped at 1
    ("dealer", MAX_SIDES),  # one-hot, relative
    ("turn", MAX_SIDES),  # one-hot, relative (all 0 once the hand is over)
    ("hand_sizes", MAX_SIDES),  # / 3, relative
    ("last_capturer", MAX_SIDES),  # one-hot, relative (all 0 while nobody has captured)
    ("rules", 13),  # as in the observation
    ("chosen_card", CARDS),
    ("chosen_captures", CARDS),
    ("history", MAX_HISTORY * ROW),  # per play: seat one-hot (6), card (40), captures (40), claim (1)
)
PERFECT_LAYOUT: tuple[tuple[str, int], ...] = INFOSTATE_LAYOUT + (
    ("hands", MAX_SIDES * CARDS),  # every seat's hand, relative
    ("to_deal", CARDS),  # the cards still to deal
)


def _offsets(layout):
    out, at = {}, 0
    for name, size in layout:
        out[name] = at
        at += size
    return out, at


INFO, INFOSTATE_SIZE = _offsets(INFOSTATE_LAYOUT)
PERFECT, PERFECT_SIZE = _offsets(PERFECT_LAYOUT)


def _fill(out: np.ndarray, hand: HandState, seat: int, prefix: Sequence[int], history: bool) -> None:
    seats = hand.seats
    sides = len(hand.teams)
    side = hand.side_of_seat[seat]
    rel = [(s - seat) % seats for s in range(seats)]
    ones = [INFO["hand"] + c for c in hand.hands[seat]]
    ones += [INFO["table"] + c for c in hand.table]
    seen = set(hand.hands[seat]) | set(hand.table)
    for s, pile in enumerate(hand.piles):
        ones += [INFO["piles"] + rel[s] * CARDS + c for c in pile]
        seen.update(pile)
    ones += [INFO["unseen"] + c for c in range(CARDS) if c not in seen]
    ones.append(INFO["dealer"] + rel[hand.dealer])
    if not hand.over:
        ones.append(INFO["turn"] + rel[hand.turn])
    if hand.last_capturer is not None:
        ones.append(INFO["last_capturer"] + rel[hand.last_capturer])
    if prefix:
        ones.append(INFO["chosen_card"] + prefix[0])
        ones += [INFO["chosen_captures"] + a - ADD for a in prefix[1:]]
    if history:
        for i, (s, move) in enumerate(hand.history[:MAX_HISTORY]):
            at = INFO["history"] + i * ROW
            ones.append(at + rel[s])
            ones.append(at + MAX_SIDES + move[0])
            ones += [at + MAX_SIDES + CARDS + c for c in move[1]]
            if move[2]:
                ones.append(at + ROW - 1)
    out[ones] = 1.0
    out[INFO["deck_left"]] = (40 - hand.deck_pos) / 40
    for s in range(seats):
        out[INFO["escobas"] + rel[s]] = min(hand.escobas[s] / 10, 1.0)
        out[INFO["hand_sizes"] + rel[s]] = len(hand.hands[s]) / 3
    target = hand.rules.target
    for k in range(sides):
        out[INFO["scores"] + (k - side) % sides] = min(hand.scores[k] / target, 1.0)
    out[INFO["rules"] : INFO["rules"] + 13] = _rules_part(hand.rules)


def _checked(hand: Any, seat: Any, prefix: Any) -> tuple[int, tuple[int, ...]]:
    """The seat and the move being composed, checked (EnvError for what they cannot be)."""
    if not isinstance(hand, HandState):
        raise EnvError(f"hand must be a HandState, not {value_text(hand)}")
    return check_seat(seat, hand.seats), composing_actions(prefix)


def information_state(hand: HandState, seat: int, prefix: Sequence[int] = (), history: bool = True) -> np.ndarray:
    """`seat`'s information state (INFOSTATE_LAYOUT), float32 in [0, 1]; `prefix` is
    the actions of the move it is composing. Without `history` the history rows stay 0
    (an observation rather than an information state)."""
    seat, prefix = _checked(hand, seat, prefix)
    out = np.zeros(INFOSTATE_SIZE, dtype=np.float32)
    _fill(out, hand, seat, prefix, bool(history))
    return out


def perfect_information(hand: HandState, seat: int, prefix: Sequence[int] = ()) -> np.ndarray:
    """`information_state` plus every seat's hand and the cards still to deal
    (PERFECT_LAYOUT), seat-relative: for an oracle, never for the player itself."""
    seat, prefix = _checked(hand, seat, prefix)
    out = np.zeros(PERFECT_SIZE, dtype=np.float32)
    _fill(out, hand, seat, prefix, True)
    seats = hand.seats
    ones = [PERFECT["hands"] + ((s - seat) % seats) * CARDS + c for s in range(seats) for c in hand.hands[s]]
    ones += [PERFECT["to_deal"] + c for c in hand.deck[hand.deck_pos :]]
    out[ones] = 1.0
    return out
