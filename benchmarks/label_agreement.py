"""Label agreement: how often two analyses of the same record with different seeds give
the same label, at default settings, and the time an analysis takes.

    nice python benchmarks/label_agreement.py --games 24 --out benchmarks/results/label-agreement.json

Games of mixed levels (two seats, each pair of levels from random to master) are played
by seeded bots into a folder (kept: `--records DIR` reuses the games already there);
each record is analysed twice, with seeds 0 and 1, by `escoba analyze`'s defaults. The
figures: the share of moves with the same label (all moves; moves with a choice), the
same best move, the processor time of one analysis per game (one core: the time of
the process, not of the clock, so that other work on the machine does not count), and
the first analysis's labels (moves with a choice) and certainties (all moves).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import get_context
from pathlib import Path

from escoba_tui.arena.series import play_series
from escoba_tui.game.record import read_record
from escoba_tui.game.rules import make_rules
from escoba_tui.study.analyze import CERTAINTIES, LABELS, analyze_record

LEVELS = ("random", "greedy", "counter", "expert:iters=30", "master:iters=30")


def pairing(g: int) -> list[str]:
    """Game g's two seats: mixed levels (each level against another, or itself)."""
    return [LEVELS[g % len(LEVELS)], LEVELS[(2 * g + 1) % len(LEVELS)]]


def make_game(task: tuple[int, str]) -> str:
    g, folder = task
    out = Path(folder) / f"g{g}"
    path = out / "game-1.toml"
    if not path.exists():
        out.mkdir(parents=True, exist_ok=True)
        play_series(pairing(g), make_rules("escoba"), 1, seed=100 + g, records=out)
    return str(path)


def analyse_twice(path: str) -> dict:
    record = read_record(path)
    started = time.process_time()
    first = analyze_record(record, seed=0)
    cpu = time.process_time() - started
    second = analyze_record(record, seed=1)
    pairs = list(zip(first.moves, second.moves))
    chosen = [(a, b) for a, b in pairs if not a.forced]
    return {
        "record": path,
        "players": record.players,
        "moves": len(pairs),
        "with_choice": len(chosen),
        "same_label": sum(a.label == b.label for a, b in pairs),
        "same_label_choice": sum(a.label == b.label for a, b in chosen),
        "same_best": sum(a.best == b.best for a, b in chosen),
        "certainty": {c: sum(a.certainty == c for a, _ in pairs) for c in CERTAINTIES},
        "labels": {lab: sum(a.label == lab for a, _ in chosen) for lab in LABELS},
        "worlds": sum(a.worlds for a in first.moves),
        "accuracy": [[p.accuracy, q.accuracy] for p, q in zip(first.players, second.players)],
        "cpu_s": cpu,
        # The moves labelled differently: hand, move, both labels, losses, certainties,
        # standard errors and worlds searched.
        "differ": [
            (
                a.hand,
                a.index,
                a.label,
                b.label,
                a.loss,
                b.loss,
                a.certainty,
                b.certainty,
                round(a.se, 3),
                round(b.se, 3),
                a.worlds,
                b.worlds,
            )
            for a, b in chosen
            if a.label != b.label
        ],
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--records", default="benchmarks/results/label-agreement-games")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    if not 1 <= args.games <= 1000 or not 1 <= args.workers <= 64:
        print("error: --games 1 to 1000, --workers 1 to 64", file=sys.stderr)
        return 2
    tasks = [(g, args.records) for g in range(args.games)]
    with get_context("spawn").Pool(args.workers) as pool:
        paths = pool.map(make_game, tasks)
        rows = []
        for row in pool.imap(analyse_twice, paths):
            rows.append(row)
            print(
                f"{Path(row['record']).parent.name} {' v '.join(row['players'])}: "
                f"{row['same_label']}/{row['moves']} same label, {row['cpu_s']:.1f} s",
                flush=True,
            )
    moves = sum(r["moves"] for r in rows)
    choice = sum(r["with_choice"] for r in rows)
    cpu = [r["cpu_s"] for r in rows]
    summary = {
        "games": len(rows),
        "moves": moves,
        "moves_with_choice": choice,
        "label_agreement": sum(r["same_label"] for r in rows) / moves,
        "label_agreement_with_choice": sum(r["same_label_choice"] for r in rows) / max(choice, 1),
        "best_agreement_with_choice": sum(r["same_best"] for r in rows) / max(choice, 1),
        "cpu_s_per_game_mean": sum(cpu) / len(cpu),
        "cpu_s_per_game_max": max(cpu),
        "accuracy_gap_max": max(abs(p - q) for r in rows for p, q in r["accuracy"]),
        # Of the first analysis, over the moves with a choice.
        "labels": {lab: sum(r["labels"][lab] for r in rows) for lab in LABELS},
        "certainty": {c: sum(r["certainty"][c] for r in rows) for c in CERTAINTIES},
    }
    print(json.dumps(summary, indent=1))
    if args.out:
        Path(args.out).write_text(json.dumps({"summary": summary, "games": rows}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
