"""Train an `(observation, mask) -> action` policy in the learning environment, then
play it in `escoba match` through escoba_tui.env.policy.PolicyPlayer.

    python examples/policy_train.py --hands 3000 --out /tmp/policy.npz     # under a minute
    escoba match 'py:examples.policy_train.TrainedPolicy:weights=/tmp/policy.npz' expert --games 10

(`py:` imports `examples.policy_train` from the current folder with `python -m
escoba_tui`; with the `escoba` command put the project folder on PYTHONPATH.)

The policy is a masked softmax over the 81 actions of a linear function of the 325
observation numbers. Both seats of escoba_v0 play with it (self-play, each match one
hand: target=1); after every hand each action a seat took is pushed towards or away from
by the points its side won minus the other side's (REINFORCE with numpy, seeded). In a
match the trained policy plays greedily (its most likely allowed action).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

from escoba_tui import PlayerSpecError
from escoba_tui.env import ACTIONS, OBSERVATION_SIZE, escoba_v0
from escoba_tui.env.policy import PolicyPlayer

DEFAULT_WEIGHTS = Path(__file__).with_name("policy_weights.npz")


def probabilities(weights: np.ndarray, obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """The policy's masked softmax over the 81 actions (weights: 81 x 320, a bias last)."""
    logits = weights[:, :-1] @ obs + weights[:, -1]
    logits = np.where(mask.astype(bool), logits, -np.inf)
    p = np.exp(logits - logits.max())
    return p / p.sum()


def train(hands: int, seed: int, rules: str = "escoba", lr: float = 0.01) -> np.ndarray:
    """Self-play REINFORCE: the weights after `hands` one-hand matches."""
    rng = np.random.default_rng(seed)
    weights = np.zeros((ACTIONS, OBSERVATION_SIZE + 1))
    env = escoba_v0.env(rules=rules, seats=2, target=1)
    for episode in range(hands):
        env.reset(seed=seed * 1_000_003 + episode)
        taken: dict[str, list[tuple[np.ndarray, np.ndarray, int]]] = {a: [] for a in env.possible_agents}
        won = {a: 0.0 for a in env.possible_agents}
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            won[agent] += reward
            if terminated or truncated:
                env.step(None)
                continue
            p = probabilities(weights, obs["observation"], obs["action_mask"])
            action = int(rng.choice(ACTIONS, p=p))
            taken[agent].append((obs["observation"], p, action))
            env.step(action)
        for agent, steps in taken.items():
            for x, p, action in steps:
                grad = -p
                grad[action] += 1.0
                weights[:, :-1] += lr * won[agent] * np.outer(grad, x)
                weights[:, -1] += lr * won[agent] * grad
    return weights


def greedy(weights: np.ndarray):
    """The trained policy for play: the most likely allowed action."""

    def policy(obs: np.ndarray, mask: np.ndarray) -> int:
        return int(np.argmax(probabilities(weights, obs, mask)))

    return policy


def load_weights(path: Path) -> np.ndarray:
    """The weights this script wrote to `path`; one clear PlayerSpecError otherwise."""
    try:
        with np.load(path, allow_pickle=False) as data:
            weights = np.asarray(data["weights"], dtype=np.float64)
    except (OSError, ValueError, KeyError) as exc:
        raise PlayerSpecError(f"cannot read policy weights from {path} (train them first): {exc}") from None
    if weights.shape != (ACTIONS, OBSERVATION_SIZE + 1) or not np.isfinite(weights).all():
        raise PlayerSpecError(f"{path}: expected {ACTIONS} x {OBSERVATION_SIZE + 1} finite weights")
    return weights


class TrainedPolicy(PolicyPlayer):
    """The trained policy as a `py:` player; option `weights` (an .npz this script wrote)."""

    name = "trained-policy"

    def __init__(self, weights: str = str(DEFAULT_WEIGHTS)) -> None:
        super().__init__(greedy(load_weights(Path(weights))))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="self-play hands (default 3000)")
    parser.add_argument("--rules", default="escoba")
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=DEFAULT_WEIGHTS)
    args = parser.parse_args()
    if not 1 <= args.hands <= 10_000_000:
        parser.error("--hands must be 1 to 10,000,000")
    started = time.process_time()
    weights = train(args.hands, args.seed, args.rules, args.lr)
    with open(args.out, "wb") as out:  # the name as given (np.savez would add .npz)
        np.savez(out, weights=weights)
    print(f"trained on {args.hands} hands in {time.process_time() - started:.1f} CPU-s; weights written to {args.out}")


if __name__ == "__main__":
    main()
