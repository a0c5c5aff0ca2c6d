"""Environment steps per second on one core, every action drawn at random among those
the mask allows (the PettingZoo AEC environment, as `env()` wraps it, and the Gymnasium
one against `random`), for both action spaces: `actions` (a move composed of card, capture
and done actions) and `moves` (one action per legal move, with its feature matrix). The observation is built at every step, as a learner needs it.
Steps are counted per second of this process's CPU time (one core), so other work on a
busy machine weighs less on the figure; wall-clock steps per second are shown beside.

    .venv/bin/python benchmarks/env_speed.py [--seconds 5] [--rules escoba] [--seats 2] [--rounds 5]

For scale, PettingZoo's own connect_four_v3 is run in the same loop in the same run
(its classic games need pygame: pip install pygame; skipped, and said, without it), and
each escoba figure is given as a multiple of it: the median of the rounds' ratios, each
round measuring every figure in turn, so a drift in the machine's speed meets both sides.
A Gymnasium step is the learner's action and then every other seat's move up to its next
turn (two moves a step with two seats and whole moves): its figure counts learner steps.

Needs the rl extra (pip install -e '.[rl]').
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from statistics import median
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
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per figure, all rounds together")
    parser.add_argument("--rules", default="escoba")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument(
        "--rounds",
        type=int,
        default=5,
        help="measure every figure this many times, interleaved, and give the medians "
        "(a machine whose speed drifts moves every figure of one round alike)",
    )
    args = parser.parse_args()
    rounds = max(1, min(args.rounds, 100))
    what = f"{args.rules}, {args.seats} seats"
    runs: list[tuple[str, Callable[[float], tuple[float, float, int]]]] = []
    try:
        from pettingzoo.classic import connect_four_v3
    except ImportError as error:  # pygame missing
        print(f"connect_four_v3 not measured ({error}); pip install pygame to compare")
        scale_name = None
    else:
        scale_env = connect_four_v3.env()
        scale_name = "PettingZoo connect_four_v3 AEC"
        runs.append((scale_name, lambda seconds: aec_loop(scale_env, seconds)))
    for mode in ("actions", "moves"):  # both action spaces, in one run (action_mode=)
        for name, run in (
            (f"PettingZoo AEC ({what}, {mode})", aec_steps),
            (f"Gymnasium against random, learner steps ({what}, {mode})", gym_steps),
        ):
            runs.append((name, lambda seconds, run=run, mode=mode: run(args.rules, args.seats, seconds, mode=mode)))
    figures: dict[str, list[tuple[float, float, int]]] = {name: [] for name, _ in runs}
    for _ in range(rounds):
        for name, run in runs:
            figures[name].append(run(args.seconds / rounds))
    scale = median([f[0] for f in figures[scale_name]]) if scale_name else None
    for name, _ in runs:
        got = figures[name]
        cpu_rate, wall_rate, steps = median([f[0] for f in got]), median([f[1] for f in got]), sum(f[2] for f in got)
        ratio = ""
        if scale and name != scale_name:
            ratios = [a[0] / b[0] for a, b in zip(got, figures[scale_name])]
            ratio = f", {median(ratios):.1f}x connect_four_v3 (rounds {min(ratios):.1f}-{max(ratios):.1f})"
        print(
            f"{name}: {cpu_rate:,.0f} steps per CPU second{ratio} ({wall_rate:,.0f} per wall second, {steps:,} steps)"
        )


if __name__ == "__main__":
    main()
