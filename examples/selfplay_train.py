"""Teach a move-scoring policy to play escoba by self-play, then measure it against
`random` on duplicate deals.

    python examples/selfplay_train.py                # a few minutes: 4,000 training hands
    python examples/selfplay_train.py --quick        # seconds: a smoke test
    python examples/selfplay_train.py --hands 20000 --out my.json

The policy is a softmax over the legal moves of a linear score of each move's features
(learned_player.move_features: the card played, the cards taken, whether it sweeps,
whether it leaves a table one card can sweep). Both seats of the PettingZoo environment
(escoba_tui.env.escoba_v0) play with the same weights; after every hand each seat's
choices are pushed towards or away from what it chose by the points its side won minus
the other side's (REINFORCE). The environment gives every legal move as a whole
(`legal_moves()`, `move_actions(i)`), so the policy scores moves and the environment
turns the chosen one into actions.

Then the learned player (learned_player.LearnedPlayer, a `py:` player) plays a
duplicate series against `random` (every deal played under both seatings, so the luck
of the cards cancels) and the paired margin per hand is printed. Needs the rl extra.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # learned_player, for training and as a py: player

import learned_player  # noqa: E402

from escoba_tui import make_rules  # noqa: E402
from escoba_tui.arena.series import duplicate_result, play_series  # noqa: E402
from escoba_tui.env import escoba_v0  # noqa: E402


def train(hands: int, seed: int, rules_name: str, lr: float, log_every: int) -> np.ndarray:
    """Self-play REINFORCE: the weights after `hands` hands."""
    rng = np.random.default_rng(seed)
    weights = np.zeros(learned_player.SIZE)
    # target=1: a match ends with the first hand that scores, so an episode is a hand
    env = escoba_v0.env(rules=rules_name, seats=2, target=1)
    rules = env.rules
    started = time.perf_counter()
    for episode in range(hands):
        env.reset(seed=seed * 1_000_003 + episode)
        chosen: dict[str, list[tuple[np.ndarray, int]]] = {a: [] for a in env.possible_agents}
        won = {a: 0.0 for a in env.possible_agents}
        pending: list[int] = []
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            won[agent] += reward
            if terminated or truncated:
                env.step(None)
                continue
            if not pending:  # a new move: score the legal moves, draw one
                vector = obs["observation"]
                table = np.flatnonzero(vector[40:80])
                moves = env.legal_moves()
                features = learned_player.move_features(table, bool(vector[225]), rules, moves)
                scores = features @ weights
                p = np.exp(scores - scores.max())
                p /= p.sum()
                i = int(rng.choice(len(moves), p=p))
                chosen[agent].append((features, i))
                pending = list(env.move_actions(i))
            env.step(pending.pop(0))
        for agent, decisions in chosen.items():
            for features, i in decisions:
                scores = features @ weights
                p = np.exp(scores - scores.max())
                p /= p.sum()
                weights += lr * won[agent] * (features[i] - p @ features)
        if log_every and (episode + 1) % log_every == 0:
            print(f"  {episode + 1} hands, {time.perf_counter() - started:.0f} s", flush=True)
    return weights


def margin_against_random(weights_path: Path, rules_name: str, games: int, seed: int) -> tuple[float, float, int]:
    """The learned player's paired margin per hand over `random` (duplicate deals)."""
    spec = f"py:learned_player.LearnedPlayer:weights={weights_path}"
    series = play_series([spec, "random"], make_rules(rules_name), games, seed=seed, duplicate=True)
    result = duplicate_result(series)
    mean, half = result.margin()
    return mean, half, result.hands


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000, help="training hands (default 4000)")
    parser.add_argument("--games", type=int, default=100, help="duplicate games against random (default 100)")
    parser.add_argument("--quick", action="store_true", help="a smoke test: 60 hands, 2 games")
    parser.add_argument("--rules", default="escoba")
    parser.add_argument("--lr", type=float, default=0.02)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=learned_player.DEFAULT_WEIGHTS)
    args = parser.parse_args()
    if args.quick:
        args.hands, args.games = 60, 2
    if args.hands < 1 or args.games < 1:
        parser.error("--hands and --games must be 1 or more")
    print(f"training on {args.hands} self-play hands of {args.rules}...", flush=True)
    started = time.perf_counter()
    weights = train(args.hands, args.seed, args.rules, args.lr, 0 if args.quick else 1000)
    seconds = time.perf_counter() - started
    learned_player.save_weights(weights, args.out, {"rules": args.rules, "hands": args.hands, "seed": args.seed})
    print(f"trained in {seconds:.0f} s; weights written to {args.out}")
    mean, half, paired = margin_against_random(args.out.resolve(), args.rules, args.games, seed=args.seed + 100)
    print(f"against random, {paired} paired hands: {mean:+.2f} ± {half:.2f} points per hand (95%)")


if __name__ == "__main__":
    main()
