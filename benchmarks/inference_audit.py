"""How much more weight master's inference gives the true hidden hands than the
average world (the audit's measure of issue 21: 1.07x before the model of model.py).

    python benchmarks/inference_audit.py --hands 200 --other expert:iters=30

Two seats play `--hands` hands (seat 0 `--me`, seat 1 `--other`, dealer alternating).
At each of seat 0's decisions where the other seat has played in the current deal, the
weight of the other seat's true hand is divided by the mean weight of `--worlds` worlds
drawn uniformly from those seat 0 cannot tell apart; the figure is the mean of that
ratio over the positions (and its geometric mean), for three models: the softened
greedy model master used before (no risks), model.py's default, and model.py fitted
during the match by maximum likelihood (as master does).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from random import Random

from escoba_tui.game.engine import HandState, default_teams, new_deck
from escoba_tui.game.rules import make_rules
from escoba_tui.players import PlayerSpecError, check_spec, make_player
from escoba_tui.players.knowledge import card_worths
from escoba_tui.players.master import Inference
from escoba_tui.players.model import DEFAULT, Model, Params

BEFORE = Params(0.4, 0.0, 0.0, 0.15)  # what master used before: takes and escobas only


def audit(me: str, other: str, hands: int, worlds: int, seed: int) -> dict:
    rng = Random(seed)
    rules = make_rules("escoba")
    players = [make_player(me, seed=seed), make_player(other, seed=seed + 1)]
    model = Model()
    ratios: dict[str, list[float]] = {"before": [], "default": [], "fitted": []}
    for n in range(hands):
        hand = HandState(rules, new_deck(rng), n % 2, default_teams(2), hand_number=n + 1)
        while not hand.over:
            seat = hand.turn
            view = hand.view(seat)
            legal = hand.legal_moves()
            if seat == 0:
                worth = card_worths(view)
                model.learn(view, worth)
                measure(view, worth, hand.hands[1], worlds, rng, model, ratios)
            move = legal[0] if len(legal) == 1 else players[seat].decide(view, list(legal)).move
            hand.play_unchecked(move)
    out: dict = {
        "me": me,
        "other": other,
        "hands": hands,
        "worlds": worlds,
        "seed": seed,
        "positions": len(ratios["fitted"]),
        "fitted_params": list(vars(model.params).values()),
        "observed_plays": model.observed,
    }
    for name, rs in ratios.items():
        out[f"{name}_mean"] = round(sum(rs) / len(rs), 4) if rs else None
        out[f"{name}_geomean"] = round(math.exp(sum(math.log(r) for r in rs) / len(rs)), 4) if rs else None
    return out


def measure(view, worth, true_hand, worlds, rng, model, ratios) -> None:  # type: ignore[no-untyped-def]
    models = {"before": BEFORE, "default": Params(*DEFAULT), "fitted": model.params}
    inferences = {name: Inference(view, worth, p) for name, p in models.items()}
    if not inferences["fitted"]:
        return
    unseen = view.unseen()
    k = view.hand_sizes[1]
    draws = []
    for _ in range(worlds):
        rng.shuffle(unseen)
        draws.append(tuple(unseen[:k]))
    for name, inf in inferences.items():
        mean = sum(inf.weight({1: d}) for d in draws) / worlds
        if mean > 0:
            ratios[name].append(inf.weight({1: tuple(true_hand)}) / mean)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Weight master's inference gives the true hands.")
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--worlds", type=int, default=200, help="uniform worlds per position (default 200)")
    parser.add_argument("--me", default="counter", help="seat 0's player (default counter)")
    parser.add_argument("--other", default="expert:iters=30", help="the player inferred (default expert:iters=30)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", help="write the figures as JSON here")
    args = parser.parse_args(argv)
    try:
        check_spec(args.me)
        check_spec(args.other)
    except PlayerSpecError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not 1 <= args.hands <= 100_000 or not 1 <= args.worlds <= 100_000:
        print("error: --hands and --worlds must be from 1 to 100000", file=sys.stderr)
        return 2
    result = audit(args.me, args.other, args.hands, args.worlds, args.seed)
    print(json.dumps(result, indent=2))
    if args.out:
        with open(args.out, "w") as f:
            f.write(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
