"""Vector versions of `escoba_tui/Escoba-v0` that give every copy's action mask.

`gymnasium.make_vec("escoba_tui/Escoba-v0", num_envs=8)` builds one of these (the id's
registered vector entry point); `action_masks()` is an array of shape (num_envs, 81),
as maskable vectorised methods ask for. Copies reset in the same step their match ends
(Gymnasium's SAME_STEP autoreset: the last observation of a match is in
`info["final_obs"]`), so every mask is one of a match in play and never all False,
unless an opponent's fault ended a copy's match (docs/env.md, "An opponent's fault").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gymnasium
import numpy as np
from gymnasium.vector import AsyncVectorEnv, AutoresetMode, SyncVectorEnv
from gymnasium.vector.async_vector_env import AsyncState
from gymnasium.wrappers import TimeLimit

from ..game.values import is_int
from .core import EnvError
from .gym_env import EscobaEnv

MAX_ENVS = 1024
MAX_STEPS = 10**9  # a TimeLimit's bound on one match's steps


class _Masks:
    def action_masks(self) -> np.ndarray:
        """Each copy's allowed actions now: (num_envs, 81) booleans."""
        return np.stack(self.call("action_masks"))  # type: ignore[attr-defined]


class SyncEscobaVectorEnv(_Masks, SyncVectorEnv):
    """Copies stepped one after another in this process, with `action_masks()`."""


class AsyncEscobaVectorEnv(_Masks, AsyncVectorEnv):
    """Copies stepped in worker processes, with `action_masks()`. An error in a copy
    (an opponent's PlayerFault, say) is raised as itself, and stops that copy's worker
    for good: every later call but close() is an EnvError saying so."""

    _stopped: str | None = None

    def _raise_if_errors(self, successes: Any) -> None:
        if all(successes):
            return
        failed = sum(1 for ok in successes if not ok)
        first: BaseException | None = None
        for _ in range(failed):
            index, kind, value, _trace = self.error_queue.get()
            pipe, self.parent_pipes[index] = self.parent_pipes[index], None  # type: ignore[call-overload]
            if pipe is not None:
                pipe.close()
            error = value if isinstance(value, BaseException) else EnvError(f"{kind.__name__}: {value}")
            if first is None:
                first = error
                self._stopped = f"copy {index} stopped on {type(error).__name__}: {error}"
        self._state = AsyncState.DEFAULT
        assert first is not None
        raise first

    def _assert_is_running(self) -> None:
        super()._assert_is_running()
        if self._stopped is not None:
            raise EnvError(f"this vector env cannot go on ({self._stopped}): close() it and build another")


def make_vector(
    num_envs: int = 1,
    max_episode_steps: int | None = None,
    vectorization: str = "sync",
    **kwargs: Any,
) -> SyncEscobaVectorEnv | AsyncEscobaVectorEnv:
    """`num_envs` copies of EscobaEnv(**kwargs), each under a TimeLimit of
    `max_episode_steps` (none when None); `vectorization` "sync" or "async"."""
    if isinstance(num_envs, bool) or not isinstance(num_envs, int) or not 1 <= num_envs <= MAX_ENVS:
        raise EnvError(f"num_envs must be a whole number from 1 to {MAX_ENVS}, not {num_envs!r}")
    if max_episode_steps is not None and (not is_int(max_episode_steps) or not 1 <= max_episode_steps <= MAX_STEPS):
        raise EnvError(
            f"max_episode_steps must be None or a whole number from 1 to {MAX_STEPS}, not {max_episode_steps!r}"
        )
    if not isinstance(vectorization, str) or vectorization not in ("sync", "async"):
        raise EnvError(f"vectorization must be 'sync' or 'async', not {vectorization!r}")
    EscobaEnv(**kwargs).close()  # bad arguments fail here, in one line, not in a worker

    def one() -> gymnasium.Env:
        env: gymnasium.Env = EscobaEnv(**kwargs)
        return TimeLimit(env, max_episode_steps) if max_episode_steps is not None else env

    fns: list[Callable[[], gymnasium.Env]] = [one] * num_envs
    if vectorization == "async":
        return AsyncEscobaVectorEnv(fns, autoreset_mode=AutoresetMode.SAME_STEP)
    return SyncEscobaVectorEnv(fns, autoreset_mode=AutoresetMode.SAME_STEP)
