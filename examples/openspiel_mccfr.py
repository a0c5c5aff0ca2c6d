"""Outcome-sampling MCCFR (OpenSpiel's) on one hand of two-seat escoba, for a few seconds.

    pip install 'escoba_tui[openspiel]'
    python examples/openspiel_mccfr.py --iterations 300 --hands 100 --seed 1

Runs MCCFR on `pyspiel.load_game("escoba_tui")`, then plays its average policy against
a uniform random policy over the actions (both seats in turn) and prints the mean
points per hand. One hand of escoba has far too many information states for a few
hundred iterations to learn much: the example shows the game and the algorithm
working together; the numbers are not a strength claim.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import outcome_sampling_mccfr

import escoba_tui.env  # noqa: F401  (registers "escoba_tui" with pyspiel)


def play(game, policy, learner: int, rng: random.Random) -> float:
    """One hand: `learner` follows the average policy, the other seat plays at random."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            cards, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(cards, probs)[0])
        elif state.current_player() == learner:
            probs = policy.action_probabilities(state)
            actions = list(probs)
            state.apply_action(rng.choices(actions, [probs[a] for a in actions])[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state.returns()[learner]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=300, help="MCCFR iterations (1..100000)")
    parser.add_argument("--hands", type=int, default=100, help="hands of evaluation (1..100000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="escoba", help="a rules preset")
    args = parser.parse_args()
    if not 1 <= args.iterations <= 100_000 or not 1 <= args.hands <= 100_000:
        parser.error("iterations and hands are each between 1 and 100000")
    np.random.seed(args.seed)  # OpenSpiel's MCCFR samples with numpy's global generator
    game = pyspiel.load_game("escoba_tui", {"players": 2, "rules": args.rules})
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    started = time.process_time()
    for _ in range(args.iterations):
        solver.iteration()
    spent = time.process_time() - started
    policy = solver.average_policy()
    rng = random.Random(args.seed)
    results = [play(game, policy, hand % 2, rng) for hand in range(args.hands)]
    print(f"{args.iterations} MCCFR iterations in {spent:.1f} CPU-s, {len(solver._infostates)} information states")
    print(f"average policy against random: {sum(results) / len(results):+.2f} points per hand over {args.hands} hands")


if __name__ == "__main__":
    main()
