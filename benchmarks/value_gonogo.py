"""Go/no-go for a learned value of a deal boundary (issue 36, items 1 and 3), first step.

At the last deal's boundary with two seats (the deck just emptied, three cards a hand,
the first seat of the deal to move) every card is known to the mover, so the rest of the
hand has an exact value: an alpha-beta solve of the hand's margin (master.solve). This
script compares, on held-out positions, two estimates of that value against it:

- the playouts as master and expert finish a world today: one rollout of expert's
  capture-first policy from the position (deterministic: no rng), its margin;
- a learned value: ridge regression (numpy) on where each of the 40 cards is (my hand,
  the other hand, the table, my pile, the other pile) and the escobas so far, trained
  on other positions, each augmented by the 6 permutations of the three plain suits
  (copas, espadas, bastos; oros stays: it scores);
- with `--residual`, the next candidate: the playout's margin corrected by a learned
  residual (ridge, and the MLP when `--hidden` is given, fitted to exact - playout on
  the same features plus the playout's margin), so the learned part only has to learn
  where the playout is biased.

Positions come from hands played at random from seeded decks (seed, seed+1,
...); the first `--train` are for training, the next `--test` held out. Prints the mean
absolute and root-mean-square errors against the exact values, and the CPU time taken.

    nice -n 19 python benchmarks/value_gonogo.py --train 4000 --test 1000 --seed 1

numpy is imported here only: nothing in the package depends on it.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from escoba_tui.game.engine import HandState, default_teams, new_deck  # noqa: E402
from escoba_tui.game.rules import build_rules  # noqa: E402
from escoba_tui.players import make_player  # noqa: E402
from escoba_tui.players.expert import margin, rollout  # noqa: E402
from escoba_tui.players.knowledge import card_worths  # noqa: E402
from escoba_tui.players.master import Utility, solve  # noqa: E402

PLACES = 5  # my hand, other hand, table, my pile, other pile
FEATURES = 40 * PLACES + 3  # + my escobas, other escobas, bias


def boundary(rules, seed: int, player=None, eps: float = 0.2) -> HandState | None:
    """The last deal's boundary of the hand dealt from `seed`, reached by uniformly
    random legal play, or with `player` by its moves (a random one with chance `eps`, so
    that the positions vary), as in the player's own games (None if the hand ends
    otherwise, which two seats never do)."""
    rng = Random(seed)
    h = HandState(rules, new_deck(rng), rng.randrange(2), default_teams(2))
    while not h.over:
        if h.deck_left() == 0 and sum(len(x) for x in h.hands) == 6:
            return h
        if player is None or rng.random() < eps:
            h.play_unchecked(h.random_move(rng))
        else:
            h.play_unchecked(player.choose(h.view(h.turn), h.legal_moves()))
    return None


def features(h: HandState, perm: tuple[int, int, int, int] = (0, 1, 2, 3)) -> list[float]:
    """Where each card is, from the mover's side, its suits renamed by `perm`."""
    me = h.turn
    other = 1 - me
    x = [0.0] * FEATURES

    def put(cards, place: int) -> None:
        for c in cards:
            c = int(c)
            x[place * 40 + perm[c // 10] * 10 + c % 10] = 1.0

    put(h.hands[me], 0)
    put(h.hands[other], 1)
    put(h.table, 2)
    put(h.piles[me], 3)
    put(h.piles[other], 4)
    x[200] = float(h.escobas[me])
    x[201] = float(h.escobas[other])
    x[202] = 1.0
    return x


def exact(rules, h: HandState) -> float:
    return solve(h.copy(), Utility(rules, h.turn, (0, 0), aware=False))[0]


def playout(rules, h: HandState) -> float:
    t = h.copy()
    rollout(t, card_worths(t.view(t.turn)), frozenset(rules.capture_targets))
    return float(margin(t, h.turn))


def train_mlp(np, X, y, Xt, hidden: int, epochs: int, seed: int):
    """A ReLU MLP (one hidden layer) fitted by minibatch Adam on squared error, its
    initial weights and batch order from `seed`; its predictions on `Xt`."""
    g = np.random.default_rng(seed)
    n, d = X.shape
    W1 = g.normal(0, (2 / d) ** 0.5, (d, hidden))
    b1 = np.zeros(hidden)
    W2 = g.normal(0, (1 / hidden) ** 0.5, hidden)
    b2 = float(y.mean())
    params = [W1, b1, W2]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    lr, step = 1e-3, 0
    for _ in range(epochs):
        order = g.permutation(n)
        for k in range(0, n, 256):
            idx = order[k : k + 256]
            xb, yb = X[idx], y[idx]
            h = np.maximum(xb @ W1 + b1, 0)
            err = h @ W2 + b2 - yb
            gW2 = h.T @ err / len(idx)
            gh = np.outer(err, W2) * (h > 0)
            grads = [xb.T @ gh / len(idx), gh.mean(0), gW2]
            b2 -= lr * float(err.mean())
            step += 1
            for p, gr, mm, vv in zip(params, grads, m, v):
                mm *= 0.9
                mm += 0.1 * gr
                vv *= 0.999
                vv += 0.001 * gr * gr
                p -= lr * (mm / (1 - 0.9**step)) / (np.sqrt(vv / (1 - 0.999**step)) + 1e-8)
    return np.maximum(Xt @ W1 + b1, 0) @ W2 + b2


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--preset", default="escoba")
    ap.add_argument("--train", type=int, default=4000)
    ap.add_argument("--test", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--hidden", type=int, default=0, help="also a one-hidden-layer MLP of this width (0: none)")
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--residual", action="store_true", help="also playout + a learned residual")
    ap.add_argument(
        "--reach",
        default="random",
        help="how positions are reached: random play, or a player spec's own games (greedy)",
    )
    args = ap.parse_args(argv)
    import numpy as np

    rules = build_rules(args.preset)
    reach = None if args.reach == "random" else make_player(args.reach, seed=args.seed)
    t0 = time.process_time()
    rows: list[tuple[HandState, float, float]] = []
    seed = args.seed
    while len(rows) < args.train + args.test:
        h = boundary(rules, seed, reach)
        seed += 1
        if h is not None:
            rows.append((h, exact(rules, h), playout(rules, h)))
    t_data = time.process_time() - t0
    train, test = rows[: args.train], rows[args.train :]
    perms = [(0, *p) for p in itertools.permutations((1, 2, 3))]
    X = np.array([features(h, p) for h, _, _ in train for p in perms])
    y = np.array([v for _, v, _ in train for _ in perms])
    A = X.T @ X + args.ridge * np.eye(FEATURES)
    w = np.linalg.solve(A, X.T @ y)
    t_fit = time.process_time() - t0 - t_data
    Xt = np.array([features(h) for h, _, _ in test])
    yt = np.array([v for _, v, _ in test])
    learned = Xt @ w
    played = np.array([p for _, _, p in test])
    constant = np.full_like(yt, y.mean())

    def errors(pred):
        d = pred - yt
        return {"mae": round(float(np.abs(d).mean()), 3), "rmse": round(float(np.sqrt((d * d).mean())), 3)}

    mlp = None
    if args.hidden > 0:
        t1 = time.process_time()
        mlp = errors(train_mlp(np, X, y, Xt, args.hidden, args.epochs, args.seed))
        t_mlp = time.process_time() - t1
    out = {
        "preset": args.preset,
        "seed": args.seed,
        "reached_by": args.reach,
        "train_positions": len(train),
        "train_rows_augmented": len(X),
        "test_positions": len(test),
        "exact_mean": round(float(yt.mean()), 3),
        "exact_sd": round(float(yt.std()), 3),
        "playout": errors(played),
        "learned_linear": errors(learned),
        "constant_mean": errors(constant),
        "cpu_seconds_data": round(t_data, 1),
        "cpu_seconds_fit": round(t_fit, 1),
    }
    if mlp is not None:
        out[f"learned_mlp_{args.hidden}"] = mlp
        out["cpu_seconds_mlp"] = round(t_mlp, 1)
    if args.residual:
        p_train = np.array([p for _, _, p in train for _ in perms])
        R = np.column_stack([X, p_train])
        Rt = np.column_stack([Xt, played])
        r = y - p_train
        wr = np.linalg.solve(R.T @ R + args.ridge * np.eye(R.shape[1]), R.T @ r)
        out["playout_plus_linear_residual"] = errors(played + Rt @ wr)
        if args.hidden > 0:
            out[f"playout_plus_mlp_{args.hidden}_residual"] = errors(
                played + train_mlp(np, R, r, Rt, args.hidden, args.epochs, args.seed)
            )
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
