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
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from escoba_tui.tournament.config import Entrant, Tournament  # noqa: E402
from escoba_tui.tournament.runner import run_tournament  # noqa: E402
from escoba_tui.tournament.schedule import schedule_size  # noqa: E402


def definition(folder: Path, games: int) -> Tournament:
    players = (Entrant("random", "random"), Entrant("greedy", "greedy"), Entrant("greedy-2", "greedy"))
    return Tournament(name="speed", players=players, games=games, seed=1, path=folder / "speed.toml")


def games_per_second(workers: int, games: int) -> tuple[float, int, float]:
    folder = Path(tempfile.mkdtemp(prefix="escoba-speed-"))
    try:
        t = definition(folder, games)
        result = run_tournament(t, workers)
        assert result.played == schedule_size(t), "the benchmark run did not finish"
        return result.played / result.elapsed, result.played, result.elapsed
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
    for _ in range(args.repeat):
        for workers in (1, 2):  # interleaved, so a burst of other load hits both alike
            rate, played, elapsed = games_per_second(workers, args.games)
            runs[workers].append(rate)
            if not args.json:
                print(f"  {workers} worker{'s' if workers > 1 else ' '}: {played} games in {elapsed:5.2f} s = {rate:6.1f} games/s")
    best = {w: max(r) for w, r in runs.items()}
    result = {
        "cores": os.cpu_count(),
        "games_per_run": schedule_size(definition(Path("."), args.games)),
        "games_per_second": {str(w): round(v, 1) for w, v in best.items()},
        "all_runs": {str(w): [round(v, 1) for v in r] for w, r in runs.items()},
        "speedup_2_over_1": round(best[2] / best[1], 3),
        "load_average_before": load_before,
        "load_average_after": load(),
        "when": time.strftime("%Y-%m-%d %H:%M:%S"),
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"1 worker : {best[1]:.1f} games/s")
        print(f"2 workers: {best[2]:.1f} games/s  ({result['speedup_2_over_1']:.2f}x; goal >= 1.8x)")
        print(f"load average before {load_before}, after {result['load_average_after']}")


if __name__ == "__main__":
    main()
