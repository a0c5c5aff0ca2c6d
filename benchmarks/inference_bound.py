"""How much another seat's plays can tell about the cards still in its hand, measured
with that player's own way of choosing as the model: the most any inference could
get from them (issue 21).

    python benchmarks/inference_bound.py --hands 16 --other expert --model expert:iters=30

Two seats play `--hands` hands (seat 0 `--me`, seat 1 `--other`, dealer alternating).
At each play of seat 1 with two cards or more in its hand, `--model` (a stand-in for
seat 1's way of choosing: the same player with a smaller search, since its real time
per move is too long to ask hundreds of times) is asked what it would play:
- holding seat 1's true hand (how often the stand-in agrees with the real play: `agree`);
- holding `--alts` other hands, each the card played and cards drawn at random from
  those seat 0 cannot see (how often such a hand makes the same play: `same_play`).
A hand gets probability `agree` for the play if the stand-in makes it holding that hand,
else 1 - `agree` (both kept off 0 and 1 by one count each way); the evidence of
a play is that likelihood of the true hand over the mean likelihood of the others, and
the figure is its geometric mean over the plays (1.0x: the play says nothing about the
rest of the hand; master's own inference gets 1.19x by benchmarks/inference_audit.py).
`evidence_if_exact` is the same were the stand-in the player itself (agreeing every
time): a play then keeps only the hands that make it, 1 / `same_play` on average.
Compare with what knowing the other hands is worth (benchmarks/knowing_master.py).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from multiprocessing import get_context
from random import Random

from escoba_tui.game.cards import Card, Move
from escoba_tui.game.engine import HandState, SeatView, default_teams, new_deck
from escoba_tui.game.rules import make_rules
from escoba_tui.players import PlayerSpecError, check_spec, make_player
from escoba_tui.players.knowledge import world_from_view


def same(a: Move, b: Move) -> bool:
    return a.card == b.card and set(a.captures) == set(b.captures)


def collect(me: str, other: str, hands: int, seed: int) -> list[tuple[SeatView, list[Card], Move]]:
    """Seat 1's plays with two cards or more: seat 0's view just before, seat 1's hand, the play."""
    rng = Random(seed)
    rules = make_rules("escoba")
    players = [make_player(me, seed=seed), make_player(other, seed=seed + 1)]
    out = []
    for n in range(hands):
        hand = HandState(rules, new_deck(rng), n % 2, default_teams(2), hand_number=n + 1)
        while not hand.over:
            seat = hand.turn
            legal = list(hand.legal_moves())
            move = legal[0] if len(legal) == 1 else players[seat].decide(hand.view(seat), legal).move
            if seat == 1 and len(hand.hands[1]) >= 2:
                out.append((hand.view(0), list(hand.hands[1]), move))
            hand.play_unchecked(move)
    return out


def judge(task: tuple[list[tuple[SeatView, list[Card], Move]], str, int, int]) -> list[tuple[bool, int]]:
    """For each play: does the stand-in make it with the true hand, and with how many of
    `alts` other hands does it make it too."""
    plays, model_spec, alts, seed = task
    rng = Random(seed)
    model = make_player(model_spec, seed=seed)
    out = []
    for view0, held, played in plays:
        unseen = view0.unseen()

        def choice(hand: list[Card], view0=view0, unseen=unseen) -> Move:
            world = world_from_view(view0, {1: tuple(hand)}, [c for c in unseen if c not in hand])
            return model.decide(world.view(1), list(world.legal_moves())).move

        pool = [c for c in unseen if c != played.card]
        agree = same(choice(held), played)
        alike = sum(same(choice([played.card, *rng.sample(pool, len(held) - 1)]), played) for _ in range(alts))
        out.append((agree, alike))
    return out


def bound(me: str, other: str, model: str, hands: int, alts: int, seed: int, workers: int) -> dict:
    plays = collect(me, other, hands, seed)
    tasks = [(plays[i::workers], model, alts, seed * 100 + i) for i in range(workers)]
    if workers == 1:
        parts = [judge(tasks[0])]
    else:
        with get_context("fork").Pool(workers) as pool:
            parts = pool.map(judge, tasks)
    results = [r for part in parts for r in part]
    agree = sum(a for a, _ in results) / len(results)
    # The chance the player makes the stand-in's play, estimated with one agreement and
    # one disagreement added (never 0 or 1: a deterministic stand-in is still a stand-in).
    p_true = (sum(a for a, _ in results) + 1) / (len(results) + 2)
    p_other = 1.0 - p_true
    logs = []
    for a, alike in results:
        mean_alt = (alike * p_true + (alts - alike) * p_other) / alts
        logs.append(math.log((p_true if a else p_other) / mean_alt))
    return {
        "me": me,
        "other": other,
        "model": model,
        "hands": hands,
        "alts": alts,
        "seed": seed,
        "plays": len(results),
        "agree": round(agree, 4),
        "same_play": round(sum(k for _, k in results) / (alts * len(results)), 4),
        "evidence_geomean": round(math.exp(sum(logs) / len(logs)), 4),
        # Were the stand-in exactly the player: a play says "one of the hands that make
        # it", so its evidence is 1 / the share of hands that make it (plays where the
        # stand-in agrees with the true hand; a share of 0 counted as 1 in alts).
        "evidence_if_exact": round(
            math.exp(sum(math.log(alts / max(k, 1)) for a, k in results if a) / max(sum(a for a, _ in results), 1)), 4
        ),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="How much another seat's plays tell about its hand.")
    parser.add_argument("--hands", type=int, default=16)
    parser.add_argument("--alts", type=int, default=30, help="other hands tried per play (default 30)")
    parser.add_argument("--me", default="master:iters=40", help="seat 0's player (default master:iters=40)")
    parser.add_argument("--other", default="expert", help="the player inferred (default expert)")
    parser.add_argument("--model", default="expert:iters=30", help="stand-in for its way of choosing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", help="write the figures as JSON here")
    args = parser.parse_args(argv)
    try:
        for spec in (args.me, args.other, args.model):
            check_spec(spec)
    except PlayerSpecError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not 1 <= args.hands <= 100_000 or not 1 <= args.alts <= 10_000 or not 1 <= args.workers <= 64:
        print("error: --hands from 1 to 100000, --alts from 1 to 10000, --workers from 1 to 64", file=sys.stderr)
        return 2
    result = bound(args.me, args.other, args.model, args.hands, args.alts, args.seed, args.workers)
    print(json.dumps(result, indent=2))
    if args.out:
        with open(args.out, "w") as f:
            f.write(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
