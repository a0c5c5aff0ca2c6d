"""The observation of one seat, from what that seat sees (a `SeatView`).

The environments (`escoba_v0`, `escoba_tui/Escoba-v0`) observe through this very
function, so a policy trained there sees the same numbers when it plays as a `Player`
in `escoba match` or a tournament (escoba_tui.env.policy wraps one). What every number
means: OBSERVATION_LAYOUT in escoba_tui.env.core and docs/env.md.

    from escoba_tui.env.encode import encode
    vector = encode(view)                 # the observation before the move is composed
    vector = encode(view, (6, 40 + 12))   # after choosing 7o and adding 3c (actions so far)
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..game.engine import SeatView
from ..game.rules import Capture, Rules
from .checks import composing_actions

CARDS = 40
MAX_SIDES = 6
SIZE = 5 * CARDS + 1 + 4 * MAX_SIDES + 1 + 10 + 3 + 2 * CARDS + MAX_SIDES  # 325, OBSERVATION_SIZE
COMPOSING = SIZE - 2 * CARDS - MAX_SIDES  # where the move being composed starts (chosen_card)
LAST_CAPTURER = SIZE - MAX_SIDES  # the last capturer, one-hot relative to the seat
_ALL_UNSEEN = b"\x01" * CARDS


def rules_vector(rules: Rules) -> np.ndarray:
    """The 13 `rules` numbers of the observation: ten 0/1 flags, three face values / 12."""
    flags = [
        rules.capture == Capture.SUM,
        rules.single_card_first,
        rules.compulsory_capture,
        rules.opening_escobas,
        rules.last_play_escoba,
        rules.sevens_rule == "primiera",
        rules.sevens_tiebreak == "sixes",
        rules.renuncio,
        rules.all_sevens_bonus > 0,
        rules.all_oros_bonus > 0,
    ]
    faces = [min(v, 12) / 12 for v in rules.face_values]
    return np.array([float(f) for f in flags] + faces, dtype=np.float32)


def encode_parts(
    seat: int,
    side_of: Sequence[int],
    hand: Sequence[int],
    table: Sequence[int],
    piles: Sequence[Sequence[int]],
    side_escobas: Sequence[int],
    scores: Sequence[int],
    target: int,
    dealer: int,
    hand_sizes: Sequence[int],
    deck_left: int,
    escoba_counts: bool,
    rules_numbers: Sequence[float],
    last_capturer: int | None = None,
) -> np.ndarray:
    """The observation from its parts (what `encode` reads off a SeatView; the
    environments pass their own state's, without building a view): `piles` and
    `hand_sizes` per seat, `side_escobas` and `scores` per side, `side_of` each seat's
    side, `rules_numbers` as `rules_vector` gives them, `last_capturer` the seat that
    takes the leftovers (None while nobody has captured). The composing part is zero.

    The card flags are gathered in a bytearray and the scalars in a list, each handed
    to numpy in one call (per-element numpy writes would cost more than the rest)."""
    flags = bytearray(5 * CARDS)
    unseen = bytearray(_ALL_UNSEEN)
    for c in hand:
        flags[c] = 1
        unseen[c] = 0
    for c in table:
        flags[CARDS + c] = 1
        unseen[c] = 0
    side = side_of[seat]
    for s, pile in enumerate(piles):
        if pile:
            base = 80 if side_of[s] == side else 120
            for c in pile:
                flags[base + c] = 1
                unseen[c] = 0
    flags[160:200] = unseen
    obs = np.zeros(SIZE, dtype=np.float32)
    obs[:200] = np.frombuffer(flags, dtype=np.uint8)
    scalars = [0.0] * (COMPOSING - 200)  # positions 200 .. 238
    scalars[0] = deck_left / 40
    sides, seats = len(scores), len(hand_sizes)
    for k in range(sides):
        if side_escobas[k]:
            scalars[1 + (k - side) % sides] = min(side_escobas[k] / 10, 1.0)
        if scores[k]:
            scalars[7 + (k - side) % sides] = min(scores[k] / target, 1.0)
    scalars[13 + (dealer - seat) % seats] = 1.0
    for s in range(seats):
        scalars[19 + (s - seat) % seats] = hand_sizes[s] / 3
    if escoba_counts:
        scalars[25] = 1.0
    scalars[26:39] = rules_numbers
    obs[200:COMPOSING] = scalars
    if last_capturer is not None:
        obs[LAST_CAPTURER + (last_capturer - seat) % seats] = 1.0
    return obs


def encode(view: SeatView, composing: Sequence[int] = ()) -> np.ndarray:
    """The observation of `view.seat` (325 float32 numbers in [0, 1], a new array),
    exactly as the environments give it. `composing`: the actions taken so far in the
    move being composed (its card, then `ADD + c` per table card added), empty at the
    start of a move."""
    side_of = [0] * len(view.hand_sizes)
    for k, team in enumerate(view.teams):
        for s in team:
            side_of[s] = k
    over = view.deck_left == 0 and not any(view.hand_sizes)
    obs = encode_parts(
        view.seat,
        side_of,
        view.hand,
        view.table,
        view.captured,
        view.escobas,
        view.scores,
        view.rules.target,
        view.dealer,
        view.hand_sizes,
        view.deck_left,
        not over and view.escoba_counts(),
        rules_vector(view.rules).tolist(),
        view.last_capturer,
    )
    for a in composing_actions(composing):
        obs[COMPOSING + a] = 1.0  # the card at chosen_card, ADD + c at chosen_captures + c
    return obs
