"""Environment steps per second on one core, every action drawn at random among those
the mask allows (the PettingZoo AEC environment, as `env()` wraps it, and the Gymnasium
one against `random`), for both action spaces: `actions` (a move composed of card, capture
and done actions) and `moves` (one action per legal move, with its feature matrix). The observation is built at every step, as a learner needs it.
Steps are counted per second of this process's CPU time (one core), so other work on a
busy machine weighs less on the figure; wall-clock steps per second are shown beside.

    .venv/bin/python benchmarks/env_speed.py [--seconds 5] [--rules escoba] [--seats 2]

For scale, PettingZoo's own connect_four_v3 is run in the same loop in the same run
(its classic games need pygame: pip install pygame; skipped, and said, without it), and
each escoba figure is given as a multiple of it.

Needs the rl extra (pip install -e '.[rl]').
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import gymnasium
import numpy as np

import escoba_tui.env  # noqa: F401  (registers escoba_tui/Escoba-v0)
from escoba_tui.env import escoba_v0


def timed(episode: Callable[[int], int], seconds: float) -> tuple[float, float, int]:
    """Run `episode(n)` (it returns its steps) for n = 0, 1, ... until `seconds` of CPU
    time are spent: steps per CPU second, per wall second, and the steps."""
    steps = n = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.process_time() - cpu < seconds:
        steps += episode(n)
        n += 1
    return steps / (time.process_time() - cpu), steps / (time.perf_counter() - start), steps


def aec_steps(rules: str, seats: int, seconds: float, seed: int = 0, mode: str = "actions") -> tuple[float, float, int]:
    return aec_loop(escoba_v0.env(rules=rules, seats=seats, action_mode=mode), seconds, seed)


def aec_loop(env: Any, seconds: float, seed: int = 0) -> tuple[float, float, int]:
    """Random masked actions in any PettingZoo AEC environment whose observations carry
    an `action_mask` (escoba's and the classic games alike)."""
    rng = np.random.default_rng(seed)

    def episode(n: int) -> int:
        env.reset(seed=n)
        steps = 0
        for _agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                action = None
            else:
                allowed = np.flatnonzero(obs["action_mask"])
                action = int(allowed[rng.integers(len(allowed))])
            env.step(action)
            steps += 1
        return steps

    return timed(episode, seconds)


def gym_steps(rules: str, seats: int, seconds: float, seed: int = 0, mode: str = "actions") -> tuple[float, float, int]:
    env = gymnasium.make(
        "escoba_tui/Escoba-v0", rules=rules, seats=seats, opponents="random", action_mode=mode
    ).unwrapped
    rng = np.random.default_rng(seed)

    def episode(n: int) -> int:
        env.reset(seed=n)
        steps, done = 0, False
        while not done:
            allowed = np.flatnonzero(env.action_masks())
            _, _, terminated, truncated, _ = env.step(int(allowed[rng.integers(len(allowed))]))
            done = terminated or truncated
            steps += 1
        return steps

    return timed(episode, seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--rules", default="escoba")
    parser.add_argument("--seats", type=int, default=2)
    args = parser.parse_args()
    what = f"{args.rules}, {args.seats} seats"
    try:
        from pettingzoo.classic import connect_four_v3
    except ImportError as error:  # pygame missing
        print(f"connect_four_v3 not measured ({error}); pip install pygame to compare")
        scale = None
    else:
        scale, wall_rate, steps = aec_loop(connect_four_v3.env(), args.seconds)
        print(
            f"PettingZoo connect_four_v3 AEC: {scale:,.0f} steps per CPU second ({wall_rate:,.0f} per wall second, {steps:,} steps)"
        )
    for mode in ("actions", "moves"):  # both action spaces, in one run (action_mode=)
        for name, run in (
            (f"PettingZoo AEC ({what}, {mode})", aec_steps),
            (f"Gymnasium against random, learner steps ({what}, {mode})", gym_steps),
        ):
            cpu_rate, wall_rate, steps = run(args.rules, args.seats, args.seconds, mode=mode)
            ratio = f", {cpu_rate / scale:.1f}x connect_four_v3" if scale else ""
            print(
                f"{name}: {cpu_rate:,.0f} steps per CPU second{ratio} ({wall_rate:,.0f} per wall second, {steps:,} steps)"
            )


if __name__ == "__main__":
    main()
