"""Load on loopback: T hosted tables, two bot clients each, all at once.

    .venv/bin/python benchmarks/net_load.py [--tables 50] [--target 21] [--json]

Starts `escoba host` as its own process on 127.0.0.1 (a port it picks) with T tables
of two remote seats, then 2T bot clients in this process (one thread each), every one
joining and answering each `turn` with a legal move at once. Reports, from the
clients' side: moves per second (every move of every table over the wall time from
the first join to the last game's end) and the latency of a move (from sending `move`
to reading the `played` that confirms it) as p50 / p95 / max. Then stops the host and
checks that every table's match finished and that every record `record verify`
accepts. Exit 1 if any game did not complete or verify.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from escoba_tui.net.client import SeatClient, play_bot  # noqa: E402
from escoba_tui.record import RecordError, read_record, verify  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--target", type=int, default=21)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not 1 <= args.tables <= 200:
        parser.error("--tables: 1 to 200")

    state = Path(tempfile.mkdtemp(prefix="net-load-"))
    tables_file = state / "tables.toml"
    tables_file.write_text("".join(
        f'[[table]]\nseats = ["remote", "remote"]\ntarget = {args.target}\nseed = {i}\n' for i in range(args.tables)))
    host = subprocess.Popen(
        [sys.executable, "-c", "from escoba_tui.cli import main; main()", "host", "--json", "--port", "0",
         "--state", str(state / "host"), "--tables", str(tables_file)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = json.loads(host.stdout.readline())
        threading.Thread(target=lambda: [None for _ in host.stdout], daemon=True).start()  # drain its log
        port = first["port"]
        codes = [t["code"] for t in first["tables"]]
        latencies: list[float] = []
        moves = [0]
        ended: list[str] = []
        errors: list[str] = []
        lock = threading.Lock()

        def seat(code: str, name: str) -> None:
            try:
                client = SeatClient("127.0.0.1", port, code, name, give_up_s=60)
                client.connect()
                mine: list[float] = []
                got = play_bot(client, timeout=300, on_move=mine.append)
                end = next((m for m in got if m.get("type") == "game_end"), None)
                with lock:
                    latencies.extend(mine)
                    moves[0] += len(mine)
                    if end is not None:
                        ended.append(end["result"])
            except Exception as exc:  # reported, and the run fails
                with lock:
                    errors.append(f"{code}/{name}: {type(exc).__name__}: {exc}")

        started = time.perf_counter()
        threads = [threading.Thread(target=seat, args=(code, f"bot{k}")) for code in codes for k in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.perf_counter() - started
    finally:
        host.send_signal(signal.SIGINT)
        try:
            host.wait(30)
        except subprocess.TimeoutExpired:
            host.kill()

    verified = 0
    problems = list(errors)
    for code in codes:
        path = state / "host" / "records" / f"{code}.toml"
        try:
            record = read_record(path)
            verify(record, str(path))
            if record.result != "finished":
                problems.append(f"{code}: result {record.result}")
            else:
                verified += 1
        except (RecordError, OSError) as exc:
            problems.append(f"{code}: {exc}")
    report = {
        "tables": args.tables, "clients": 2 * args.tables, "target": args.target, "cpus": os.cpu_count(),
        "load_average_1min": round(os.getloadavg()[0], 1),
        "games_ended": len(ended) // 2, "games_verified": verified, "moves": moves[0],
        "wall_s": round(wall, 2), "moves_per_s": round(moves[0] / wall, 1),
        "latency_ms": {"p50": round(1000 * percentile(latencies, 50), 2),
                       "p95": round(1000 * percentile(latencies, 95), 2),
                       "max": round(1000 * max(latencies, default=0.0), 2)},
        "problems": problems[:10],
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{args.tables} tables x 2 bot clients on loopback (target {args.target}, {os.cpu_count()} CPUs, "
              f"load {report['load_average_1min']})")
        print(f"  games completed and verified: {verified}/{args.tables}")
        print(f"  moves: {moves[0]} in {wall:.1f} s = {report['moves_per_s']} moves/s")
        lat = report["latency_ms"]
        print(f"  move latency at the client: p50 {lat['p50']} ms, p95 {lat['p95']} ms, max {lat['max']} ms")
        for problem in problems[:10]:
            print(f"  problem: {problem}")
    return 0 if verified == args.tables and not errors else 1


if __name__ == "__main__":
    sys.exit(main())
