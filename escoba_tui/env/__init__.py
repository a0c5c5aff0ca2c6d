"""Escoba for reinforcement learning: a PettingZoo AEC environment (`escoba_v0`) and a
Gymnasium single-agent one (`escoba_tui/Escoba-v0`, registered on import).

Needs the `rl` extra: pip install 'escoba_tui[rl]'. The rest of escoba_tui never
imports this package. What every action and observation number means: docs/env.md.
"""

from __future__ import annotations

from ..errors import EscobaError

try:
    import gymnasium
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as exc:  # pragma: no cover - depends on what is installed
    raise EscobaError(
        f"escoba_tui.env needs the rl extra ({exc.name} is missing): pip install 'escoba_tui[rl]'"
    ) from None

from . import escoba_v0
from .core import (
    ACTIONS,
    ADD,
    DONE,
    OBSERVATION_LAYOUT,
    OBSERVATION_SIZE,
    EnvError,
    IllegalAction,
    action_name,
    move_actions,
    move_features,
)
from .gym_env import EscobaEnv

ENV_ID = "escoba_tui/Escoba-v0"

# A bound far past any real match (a match to 21 is a few hundred steps of one seat):
# what Gymnasium's TimeLimit truncates at, for trainers that want one.
MAX_EPISODE_STEPS = 10_000

if ENV_ID not in gymnasium.registry:
    gymnasium.register(
        id=ENV_ID,
        entry_point="escoba_tui.env.gym_env:EscobaEnv",
        vector_entry_point="escoba_tui.env.vector:make_vector",
        max_episode_steps=MAX_EPISODE_STEPS,
    )

try:  # the OpenSpiel game, registered with pyspiel when OpenSpiel is installed
    import pyspiel  # noqa: F401
except ImportError:  # pragma: no cover - depends on what is installed
    pass
else:
    from . import openspiel  # noqa: F401

__all__ = [
    "escoba_v0",
    "EscobaEnv",
    "ENV_ID",
    "MAX_EPISODE_STEPS",
    "ACTIONS",
    "ADD",
    "DONE",
    "OBSERVATION_LAYOUT",
    "OBSERVATION_SIZE",
    "EnvError",
    "IllegalAction",
    "action_name",
    "move_actions",
    "move_features",
]
