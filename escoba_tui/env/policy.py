"""A trained policy as a `Player`: plug an `(observation, mask) -> action` function into
`escoba match`, a tournament or `play_game`.

    from escoba_tui.env.policy import PolicyPlayer
    player = PolicyPlayer(lambda obs, mask: int(np.flatnonzero(mask)[0]))

The player composes each move as the environments do: it encodes its view
(escoba_tui.env.encode, the environments' own encoder), asks the policy for an action
under the same 81-action mask, and repeats (card, each table card taken, done) until the
move is whole. The observation and mask the policy gets are exactly those an agent of
`escoba_v0` or `escoba_tui/Escoba-v0` would get in the same position. A policy that
picks a masked action is an error (`IllegalAction`), never a silent substitute.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from ..game.cards import Move
from ..game.engine import SeatView
from ..players.base import Player
from .checks import composing_actions
from .core import ACTIONS, DONE, EnvError, IllegalAction, action_name, as_whole, move_actions, value_text
from .encode import encode

Policy = Callable[[np.ndarray, np.ndarray], int]

MAX_STEPS = 42  # a move is at most a card, 40 table cards and done


def action_mask(legal: Sequence[Move], composing: Sequence[int] = ()) -> np.ndarray:
    """The 81 int8 flags of the actions that can still end in one of `legal` after the
    actions `composing` (the environments' `action_mask` in the same position)."""
    flags = np.zeros(ACTIONS, dtype=np.int8)
    prefix = composing_actions(composing)
    n = len(prefix)
    for move in legal:
        actions = move_actions(move)
        if len(actions) > n and actions[:n] == prefix:
            flags[actions[n]] = 1
    return flags


def compose(view: SeatView, legal: Sequence[Move], policy: Policy) -> Move:
    """The move `policy` composes, one action at a time, for the seat of `view`."""
    by_actions = {move_actions(m): m for m in legal}
    prefix: tuple[int, ...] = ()
    for _ in range(MAX_STEPS):
        mask = action_mask(legal, prefix)
        answer = policy(encode(view, prefix), mask)
        action = as_whole(answer)
        if action is None:
            raise IllegalAction(f"the policy answered {value_text(answer)}, not an action number")
        if not 0 <= action < ACTIONS or not mask[action]:
            allowed = ", ".join(f"{a} ({action_name(int(a))})" for a in np.flatnonzero(mask))
            raise IllegalAction(f"the policy chose action {action} ({action_name(action)}); allowed: {allowed}")
        prefix = prefix + (action,)
        if action == DONE:
            return by_actions[prefix]
    raise IllegalAction("the policy composed no move")  # pragma: no cover - the mask forbids it


class PolicyPlayer(Player):
    """A Player that plays `policy(observation, mask) -> action` (see the module).
    Subclass it and set `policy` in `__init__` to make a `py:` player with options."""

    name = "policy"

    def __init__(self, policy: Policy, name: str | None = None) -> None:
        if not callable(policy):
            raise EnvError(f"policy must be a function (observation, mask) -> action, not {value_text(policy)}")
        if name is not None and not isinstance(name, str):
            raise EnvError(f"name must be text, not {value_text(name)}")
        self.policy = policy
        if name is not None:
            self.name = name

    def choose(self, view: SeatView, legal: Sequence[Move]) -> Move:
        return compose(view, legal, self.policy)


__all__ = ["Policy", "PolicyPlayer", "action_mask", "compose"]
