"""Would master play better with more time? Its choice at a given time per move against
a long search's values, beside the long search's own noise (issue 21).

    python benchmarks/time_regret.py --hands 12 --ms 90 --ms 240 --ref 4000

Seat 0 (`--me`, master by default) plays `--hands` hands against `--other`. At each of
seat 0's decisions with a choice, master's search is run again from that position:
- at each `--ms` (its usual stopping: pruning, early end once one move is left);
- a reference: `--ref` worlds, nothing pruned, every move's value kept;
- the reference's noise: the same search with half as many worlds, nothing pruned.
A choice's regret is the reference's value of its best move minus its value of the move
chosen (points of the hand: what the choice gives up by the reference's own lights).
The figures are the regret per hand and how often the choice is the reference's. A time
whose regret is no larger than the half-reference's is within the reference's noise:
more time would change master's play by less than can be seen.
"""

from __future__ import annotations

import argparse
import json
import sys
from multiprocessing import get_context
from random import Random

from escoba_tui.game.cards import Move
from escoba_tui.game.engine import HandState, SeatView, default_teams, new_deck
from escoba_tui.game.rules import make_rules
from escoba_tui.players import PlayerSpecError, check_spec, make_player, master
from escoba_tui.players.limits import MAX_MS, SearchLimit
from escoba_tui.players.model import Params


def collect(me: str, other: str, hands: int, seed: int) -> list[tuple[SeatView, list[Move], Params]]:
    """Seat 0's decisions with a choice: its view, its legal moves and its model's fit."""
    rng = Random(seed)
    rules = make_rules("escoba")
    players = [make_player(me, seed=seed), make_player(other, seed=seed + 1)]
    fitted = getattr(players[0], "model", None)
    out = []
    for n in range(hands):
        hand = HandState(rules, new_deck(rng), n % 2, default_teams(2), hand_number=n + 1)
        while not hand.over:
            seat = hand.turn
            legal = list(hand.legal_moves())
            if len(legal) == 1:
                hand.play_unchecked(legal[0])
                continue
            view = hand.view(seat)
            move = players[seat].decide(view, legal).move
            if seat == 0:
                out.append((view, legal, fitted.params if fitted is not None else None))
            hand.play_unchecked(move)
    return out


def search(
    view: SeatView, legal: list[Move], params: Params | None, limit: SearchLimit, prune: bool, key: str
) -> master.Evaluation:
    saved = master.PRUNE_Z
    if not prune:
        master.PRUNE_Z = float("inf")  # no move is ever dropped for trailing
    try:
        return master.evaluate(view, legal, Random(key), limit.stop(), params=params)
    finally:
        master.PRUNE_Z = saved


def judge(task: tuple[list[tuple[SeatView, list[Move], Params | None]], list[float], int]) -> list[dict]:
    decisions, times, ref = task
    out = []
    for view, legal, params in decisions:
        values = search(view, legal, params, SearchLimit(MAX_MS, ref), False, "reference").values
        top = max(values)
        row = {"exact": False}
        for ms in times:
            found = search(view, legal, params, SearchLimit(ms), True, f"ms{ms}")
            row["exact"] = found.exact
            row[f"ms{ms:g}"] = (top - values[found.best], found.worlds)
        half = search(view, legal, params, SearchLimit(MAX_MS, max(ref // 2, 1)), False, "half")
        row["half"] = (top - values[half.best], half.worlds)
        out.append(row)
    return out


def regret(me: str, other: str, hands: int, times: list[float], ref: int, seed: int, workers: int) -> dict:
    decisions = collect(me, other, hands, seed)
    tasks = [(decisions[i::workers], times, ref) for i in range(workers)]
    if workers == 1:
        parts = [judge(tasks[0])]
    else:
        with get_context("fork").Pool(workers) as pool:
            parts = pool.map(judge, tasks)
    rows = [r for part in parts for r in part]
    result: dict = {
        "me": me,
        "other": other,
        "hands": hands,
        "seed": seed,
        "reference_worlds": ref,
        "decisions": len(rows),
        "exact_decisions": sum(r["exact"] for r in rows),
    }
    for name in [f"ms{ms:g}" for ms in times] + ["half"]:
        searched = sorted(r[name][1] for r in rows if not r["exact"])
        result[name] = {
            "regret_per_hand": round(sum(r[name][0] for r in rows) / hands, 4),
            "same_as_reference": round(sum(r[name][0] == 0 for r in rows) / len(rows), 4),
            "median_worlds": searched[len(searched) // 2] if searched else 0,
        }
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="master's choice at a time per move against a long search.")
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--ms", type=float, action="append", help="times per move to try (default 90 and 240)")
    parser.add_argument("--ref", type=int, default=4000, help="the reference's worlds (default 4000)")
    parser.add_argument("--me", default="master", help="seat 0's player, whose positions are searched (default master)")
    parser.add_argument("--other", default="expert")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", help="write the figures as JSON here")
    args = parser.parse_args(argv)
    times = args.ms or [90.0, 240.0]
    try:
        check_spec(args.me)
        check_spec(args.other)
        for ms in times:
            SearchLimit(ms)
        SearchLimit(100, args.ref)
    except (PlayerSpecError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not 1 <= args.hands <= 10_000 or not 1 <= args.workers <= 64:
        print("error: --hands from 1 to 10000, --workers from 1 to 64", file=sys.stderr)
        return 2
    result = regret(args.me, args.other, args.hands, times, args.ref, args.seed, args.workers)
    print(json.dumps(result, indent=2))
    if args.out:
        with open(args.out, "w") as f:
            f.write(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
