"""Tournament throughput: games per second with 1 and 2 worker processes.

    .venv/bin/python benchmarks/tournament_speed.py [--games N] [--repeat R] [--json]

Plays the same round-robin (random, greedy, greedy; escoba to 21) from scratch with
each worker count, records and standings written as in a real run, and reports games
per second (the best of R runs, since other work on the machine only ever slows a run
down) and the speed-up of 2 workers over 1. The goal on a 2-core machine is >= 1.8x.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from escoba_tui.tournament.config import Entrant, Tournament  # noqa: E402
from escoba_tui.tournament.runner import run_tournament  # noqa: E402


def definition(folder: Path, games: int) -> Tournament:
    players = (Entrant("random", "random"), Entrant("greedy", "greedy"), Entrant("greedy-2", "greedy"))
    return Tournament(name="speed", players=players, games=games, seed=1, path=folder / "speed.toml")


def cpu_seconds() -> tuple[float, float]:
    """CPU time of this process (the parent) and of its reaped children (the workers)."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime, kids.ru_utime + kids.ru_stime


def games_per_second(workers: int, games: int) -> dict:
    folder = Path(tempfile.mkdtemp(prefix="escoba-speed-"))
    try:
        t = definition(folder, games)
        parent0, workers0 = cpu_seconds()
        result = run_tournament(t, workers)
        parent1, workers1 = cpu_seconds()
        assert result.played == t.game_count, "the benchmark run did not finish"
        return {
            "rate": result.played / result.elapsed,
            "played": result.played,
            "elapsed": result.elapsed,
            # CPU per game says what the wall clock cannot on a busy machine: whether a
            # worker does more work per game when two run, and what the parent costs.
            "worker_cpu_ms": 1000 * (workers1 - workers0) / result.played,
            "parent_cpu_ms": 1000 * (parent1 - parent0) / result.played,
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150, help="deal sequences per pairing (x6 games)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per worker count; the best counts")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    load_before = load()
    runs: dict[int, list[float]] = {1: [], 2: []}
    cpu: dict[int, list[tuple[float, float]]] = {1: [], 2: []}
    for _ in range(args.repeat):
        for workers in (1, 2):  # interleaved, so a burst of other load hits both alike
            run = games_per_second(workers, args.games)
            runs[workers].append(run["rate"])
            cpu[workers].append((run["worker_cpu_ms"], run["parent_cpu_ms"]))
            if not args.json:
                print(
                    f"  {workers} worker{'s' if workers > 1 else ' '}: {run['played']} games in {run['elapsed']:5.2f} s"
                    f" = {run['rate']:6.1f} games/s; CPU per game: workers {run['worker_cpu_ms']:.2f} ms,"
                    f" parent {run['parent_cpu_ms']:.2f} ms"
                )
    best = {w: max(r) for w, r in runs.items()}
    worker_ms = {w: min(c[0] for c in cpu[w]) for w in cpu}
    parent_ms = {w: min(c[1] for c in cpu[w]) for w in cpu}
    result = {
        "cores": os.cpu_count(),
        "games_per_run": definition(Path("."), args.games).game_count,
        "games_per_second": {str(w): round(v, 1) for w, v in best.items()},
        "all_runs": {str(w): [round(v, 1) for v in r] for w, r in runs.items()},
        "speedup_2_over_1": round(best[2] / best[1], 3),
        "worker_cpu_ms_per_game": {str(w): round(v, 3) for w, v in worker_ms.items()},
        "parent_cpu_ms_per_game": {str(w): round(v, 3) for w, v in parent_ms.items()},
        "load_average_before": load_before,
        "load_average_after": load(),
        "when": time.strftime("%Y-%m-%d %H:%M:%S"),
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"1 worker : {best[1]:.1f} games/s")
        print(f"2 workers: {best[2]:.1f} games/s  ({result['speedup_2_over_1']:.2f}x; goal >= 1.8x)")
        print(
            f"CPU per game: workers {worker_ms[1]:.2f} ms (1 worker) vs {worker_ms[2]:.2f} ms (2 workers); "
            f"parent {parent_ms[1]:.2f} / {parent_ms[2]:.2f} ms"
        )
        print(f"load average before {load_before}, after {result['load_average_after']}")


if __name__ == "__main__":
    main()
