"""The whole-move action space, an option of both environments (`action_mode="moves"`).

An action is the index of a legal move in the engine's order (`legal_moves()`), so a
seat's move is one step: `Discrete(max_moves)`, the mask allowing the first
`len(legal_moves())` actions. The observation gains `move_features`: one row of 80 0/1
numbers per legal move (the card played at its index, the cards it takes at 40 + index;
a renuncio claim: the claimed card and the set it names), zero rows past the legal ones.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..game.cards import Move
from ..game.loop import Tell
from ..game.rules import Rules
from .core import (
    CARDS,
    EnvError,
    IllegalAction,
    ActionMatch,
    as_whole,
    check_args,
    legal_move,
    move_actions,
    move_features,
    value_text,
)

ACTION_MODES = ("actions", "moves")
MAX_MOVES = 256  # the default bound; the most seen in play is under 100 (renuncio claims)
MOVES_LIMIT = 4096
FEATURES = 2 * CARDS


def check_moves(action_mode: Any, max_moves: Any) -> bool:
    """True for the whole-move space; EnvError for arguments it cannot take."""
    if action_mode not in ACTION_MODES:
        raise EnvError(f"action_mode must be one of {', '.join(ACTION_MODES)}, not {action_mode!r}")
    if isinstance(max_moves, bool) or not isinstance(max_moves, int) or not 1 <= max_moves <= MOVES_LIMIT:
        raise EnvError(f"max_moves must be a whole number from 1 to {MOVES_LIMIT}, not {max_moves!r}")
    return action_mode == "moves"


class MatchEnv:
    """What both environments share: their arguments checked and the match they drive
    set up (`_setup`), and the methods for scoring whole moves, over their own
    `legal_moves()`."""

    rules: Rules
    whole_moves: bool
    max_moves: int
    render_mode: str | None
    illegal: str
    table: ActionMatch

    def _setup(
        self,
        rules: str | Rules,
        seats: Any,
        partners: Any,
        target: Any,
        render_mode: Any,
        reward: Any,
        illegal: Any,
        max_hands: Any,
        action_mode: Any,
        max_moves: Any,
        tell: Tell | None = None,
    ) -> list[list[int]]:
        """Check the environment's arguments (EnvError, or the rules' and engine's own
        one-line errors) and set up the match they describe; its sides."""
        self.rules, teams = check_args(rules, seats, partners, target, render_mode, reward, illegal, max_hands)
        self.whole_moves = check_moves(action_mode, max_moves)
        self.max_moves = max_moves
        self.render_mode = render_mode
        self.illegal = illegal
        self.table = ActionMatch(self.rules, teams, reward, max_hands, tell=tell)
        return teams

    def legal_moves(self) -> tuple[Move, ...]:
        raise NotImplementedError

    def move_features(self) -> np.ndarray:
        """One row of 80 0/1 features per legal move, in `legal_moves()` order: the card
        played (0-39), the cards taken (40-79)."""
        return move_features(self.legal_moves())

    def move_actions(self, index: int) -> tuple[int, ...]:
        """The actions that compose legal move `index` (card, captures, done); EnvError
        for an index that names no legal move."""
        return move_actions(legal_move(self.legal_moves(), index))


def legal_now(table: ActionMatch, max_moves: int) -> tuple[Move, ...]:
    """The legal moves of the seat to move (none once the match is over); EnvError if
    there are more than the action space holds."""
    if table.over:
        return ()
    legal = table.legal
    if len(legal) > max_moves:
        raise EnvError(
            f"{len(legal)} legal moves here, more than max_moves={max_moves}: build the environment with a larger max_moves"
        )
    return legal


def move_mask(table: ActionMatch, max_moves: int) -> np.ndarray:
    """`max_moves` int8 flags: 1 for each legal move's index."""
    flags = np.zeros(max_moves, dtype=np.int8)
    flags[: len(legal_now(table, max_moves))] = 1
    return flags


def move_matrix(table: ActionMatch, max_moves: int) -> np.ndarray:
    """(max_moves, 80) float32: one row of features per legal move, then zero rows."""
    out = np.zeros((max_moves, FEATURES), dtype=np.float32)
    rows: list[int] = []
    for i, m in enumerate(legal_now(table, max_moves)):
        base = i * FEATURES
        rows.append(base + m[0])
        rows += [base + CARDS + c for c in m[1]]
    out.reshape(-1)[rows] = 1.0
    return out


def play_index(table: ActionMatch, action: Any, max_moves: int) -> Move:
    """Play legal move number `action` for the seat to move; IllegalAction (nothing
    changed) for an index the mask forbids."""
    legal = legal_now(table, max_moves)
    number = as_whole(action)
    if table.over or number is None or not 0 <= number < len(legal):
        where = (
            "the match is over"
            if table.over
            else f"seat {table.seat} has {len(legal)} legal moves (0..{len(legal) - 1})"
        )
        if number is None:
            raise IllegalAction(f"move action {value_text(action)} (not a whole number) is not allowed: {where}")
        raise IllegalAction(f"move action {number} is not allowed: {where}")
    move = legal[number]
    table.play(move)
    return move
