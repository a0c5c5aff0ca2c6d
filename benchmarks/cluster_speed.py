"""Cluster overhead: games per second on 2 local Dask workers against the forked pool's 2 workers.

    .venv/bin/python benchmarks/cluster_speed.py [--games N] [--ms MS] [--repeat R] [--json]

Needs the cluster extra (pip install -e '.[cluster]'). Plays the same round-robin
(three deterministic players, each thinking MS milliseconds of CPU before a move so that
a game lasts 50 ms or more, as a searching AI's would) from scratch with each executor,
records and standings written by the same run loop, and reports games per second (the
best of R runs: other work on the machine only ever slows a run down) and the
overhead of Dask: 1 - dask rate / forked rate. The goal is under 15%.

The Dask workers are a LocalCluster (2 processes, 1 thread each) started before the
clock starts, as a cluster's workers are already up when a tournament is sent to it;
its start-up time is reported apart. The standings of the two runs must be equal.
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
sys.path.insert(0, str(Path(__file__).resolve().parent))  # the paced player, for the workers too

from escoba_tui.tournament.config import Entrant, Tournament  # noqa: E402
from escoba_tui.tournament.runner import run_tournament  # noqa: E402
from escoba_tui.tournament.schedule import make_schedule  # noqa: E402


def definition(folder: Path, games: int, ms: float) -> Tournament:
    players = (
        Entrant("greedy", f"py:paced_players.PacedGreedy:ms={ms}"),
        Entrant("greedy-2", f"py:paced_players.PacedGreedy:ms={ms}"),
        Entrant("random", f"py:paced_players.PacedRandom:ms={ms}"),
    )
    return Tournament(name="overhead", players=players, games=games, seed=5, target=11, path=folder / "overhead.toml")


def driver_cpu() -> float:
    """CPU seconds of this process: the run loop, and with Dask its client and the
    LocalCluster's scheduler (which a real cluster runs elsewhere)."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    return me.ru_utime + me.ru_stime


def run_forked(games: int, ms: float) -> dict:
    folder = Path(tempfile.mkdtemp(prefix="escoba-cluster-speed-"))
    try:
        t = definition(folder, games, ms)
        cpu = driver_cpu()
        result = run_tournament(t, 2)
        cpu = driver_cpu() - cpu
        assert result.played == len(make_schedule(t)), "the forked run did not finish"
        return {
            "rate": result.played / result.elapsed,
            "elapsed": result.elapsed,
            "played": result.played,
            "driver_cpu_ms": 1000 * cpu / result.played,
            "standings": t.standings_path.read_text(),
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def run_dask(games: int, ms: float) -> dict:
    from escoba_tui.tournament.cluster import connect

    folder = Path(tempfile.mkdtemp(prefix="escoba-cluster-speed-"))
    try:
        t = definition(folder, games, ms)
        start = time.perf_counter()
        executor = connect(t, local=2)
        startup = time.perf_counter() - start
        try:
            cpu = driver_cpu()
            result = run_tournament(t, executor=executor)
            cpu = driver_cpu() - cpu
        finally:
            executor.close()
        assert result.played == len(make_schedule(t)), "the Dask run did not finish"
        return {
            "rate": result.played / result.elapsed,
            "elapsed": result.elapsed,
            "played": result.played,
            "driver_cpu_ms": 1000 * cpu / result.played,
            "startup": startup,
            "standings": t.standings_path.read_text(),
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10, help="deal sequences per pairing (x3 pairings x2 rotations)")
    parser.add_argument("--ms", type=float, default=0.6, help="CPU time before each move, in milliseconds")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    forked, dask = [], []
    for _ in range(args.repeat):  # interleaved, so a change in the machine's load hits both
        forked.append(run_forked(args.games, args.ms))
        dask.append(run_dask(args.games, args.ms))
    best_forked = max(forked, key=lambda r: r["rate"])
    best_dask = max(dask, key=lambda r: r["rate"])
    same = all(r["standings"] == forked[0]["standings"] for r in forked + dask)
    games = best_forked["played"]
    report = {
        "games": games,
        "ms_per_game_per_worker": round(2 * 1000 * best_forked["elapsed"] / games, 1),
        "forked_games_per_s": round(best_forked["rate"], 2),
        "dask_games_per_s": round(best_dask["rate"], 2),
        "dask_overhead_pct": round(100 * (1 - best_dask["rate"] / best_forked["rate"]), 1),
        "dask_startup_s": round(min(r["startup"] for r in dask), 2),
        "driver_cpu_ms_per_game": {
            "forked": round(min(r["driver_cpu_ms"] for r in forked), 2),
            "dask": round(min(r["driver_cpu_ms"] for r in dask), 2),
        },
        "runs": {"forked": [round(r["rate"], 2) for r in forked], "dask": [round(r["rate"], 2) for r in dask]},
        "same_standings": same,
        "cpus": os.cpu_count(),
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print(f"{games} games, about {report['ms_per_game_per_worker']} ms each")
    print(f"forked pool, 2 workers: {report['forked_games_per_s']} games/s (runs: {report['runs']['forked']})")
    print(
        f"Dask, 2 local workers:  {report['dask_games_per_s']} games/s (runs: {report['runs']['dask']}); "
        f"start-up {report['dask_startup_s']} s"
    )
    print(
        f"driver CPU per game: forked {report['driver_cpu_ms_per_game']['forked']} ms, "
        f"Dask {report['driver_cpu_ms_per_game']['dask']} ms (client and local scheduler included)"
    )
    print(f"Dask overhead: {report['dask_overhead_pct']}% (goal: under 15%); same standings: {same}")


if __name__ == "__main__":
    main()
