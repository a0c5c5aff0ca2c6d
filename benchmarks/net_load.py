"""Load on loopback: T hosted tables, two bot clients each, all at once.

    .venv/bin/python benchmarks/net_load.py [--tables 50] [--target 21] [--watchers] [--json]

Starts `escoba host` as its own process on 127.0.0.1 (a port it picks) with T tables
of two remote seats, then 2T bot clients in this process (one thread each), every one
joining and answering each `turn` with a legal move at once. Reports, from the
clients' side: moves per second (every move of every table over the wall time from
the first join to the last game's end) and the latency of a move (from sending `move`
to reading the `played` that confirms it) as p50 / p95 / max. Then stops the host and
checks that every table's match finished and that every record `record verify`
accepts. Exit 1 if any game did not complete or verify.

With --watchers it is an A/B in one run: the same load twice, each on a host of its
own, first without spectators, then with one per table (a WatchClient connected before
the seats join, counting the plays it is told of, which must be every play of the
record); it reports both and the ratio of the p95 latencies.
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
from escoba_tui.net.watch_client import WatchClient  # noqa: E402
from escoba_tui.record import RecordError, read_record, verify  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def run(tables: int, target: int, watchers: bool) -> dict:
    """One load run on a host of its own: `tables` tables of two bot seats (and, with
    `watchers`, one spectator per table, watching from before the first join)."""
    state = Path(tempfile.mkdtemp(prefix="net-load-"))
    tables_file = state / "tables.toml"
    tables_file.write_text("".join(
        f'[[table]]\nseats = ["remote", "remote"]\ntarget = {target}\nseed = {i}\n' for i in range(tables)))
    host = subprocess.Popen(
        [sys.executable, "-c", "from escoba_tui.cli import main; main()", "host", "--json", "--port", "0",
         "--state", str(state / "host"), "--tables", str(tables_file)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    codes: list[str] = []
    seen_plays: dict[str, int] = {}  # per table, the plays its spectator was told of
    watch_threads: list[threading.Thread] = []
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

        def watch(client: WatchClient) -> None:
            try:
                plays = 0
                for message in client.messages(300):
                    if message.get("type") == "played":
                        plays += 1
                    elif message.get("type") == "_closed" and message.get("invalid"):
                        raise RuntimeError(message["invalid"])
                with lock:
                    seen_plays[client.code] = plays
            except Exception as exc:
                with lock:
                    errors.append(f"{client.code}/watcher: {type(exc).__name__}: {exc}")

        if watchers:
            for code in codes:
                spectator = WatchClient("127.0.0.1", port, code, "watcher", give_up_s=60)
                spectator.connect()
                watch_threads.append(threading.Thread(target=watch, args=(spectator,)))
            for t in watch_threads:
                t.start()
        started = time.perf_counter()
        threads = [threading.Thread(target=seat, args=(code, f"bot{k}")) for code in codes for k in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.perf_counter() - started
        for t in watch_threads:
            t.join(60)
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
            elif watchers and seen_plays.get(code) != sum(len(h.moves) for h in record.hands):
                problems.append(f"{code}: the spectator saw {seen_plays.get(code)} plays of "
                                f"{sum(len(h.moves) for h in record.hands)}")
            else:
                verified += 1
        except (RecordError, OSError) as exc:
            problems.append(f"{code}: {exc}")
    return {
        "tables": tables, "clients": 2 * tables, "watchers": len(watch_threads), "target": target,
        "cpus": os.cpu_count(), "load_average_1min": round(os.getloadavg()[0], 1),
        "games_ended": len(ended) // 2, "games_verified": verified, "moves": moves[0],
        "wall_s": round(wall, 2), "moves_per_s": round(moves[0] / wall, 1),
        "latency_ms": {"p50": round(1000 * percentile(latencies, 50), 2),
                       "p95": round(1000 * percentile(latencies, 95), 2),
                       "max": round(1000 * max(latencies, default=0.0), 2)},
        "problems": problems[:10],
    }


def show(report: dict) -> None:
    spectators = f" + {report['watchers']} spectators" if report["watchers"] else ""
    print(f"{report['tables']} tables x 2 bot clients{spectators} on loopback (target {report['target']}, "
          f"{report['cpus']} CPUs, load {report['load_average_1min']})")
    print(f"  games completed and verified: {report['games_verified']}/{report['tables']}")
    print(f"  moves: {report['moves']} in {report['wall_s']:.1f} s = {report['moves_per_s']} moves/s")
    lat = report["latency_ms"]
    print(f"  move latency at the client: p50 {lat['p50']} ms, p95 {lat['p95']} ms, max {lat['max']} ms")
    for problem in report["problems"]:
        print(f"  problem: {problem}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--target", type=int, default=21)
    parser.add_argument("--watchers", action="store_true",
                        help="A/B in one run: the load without spectators, then with one per table")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not 1 <= args.tables <= 200:
        parser.error("--tables: 1 to 200")
    reports = [run(args.tables, args.target, False)]
    if args.watchers:
        reports.append(run(args.tables, args.target, True))
    ok = all(r["games_verified"] == args.tables and not r["problems"] for r in reports)
    if args.json:
        out: dict = reports[0] if len(reports) == 1 else {"without_watchers": reports[0], "with_watchers": reports[1]}
        if len(reports) == 2:
            out["p95_ratio"] = round(reports[1]["latency_ms"]["p95"] / max(reports[0]["latency_ms"]["p95"], 1e-9), 3)
        print(json.dumps(out, indent=2))
    else:
        for report in reports:
            show(report)
        if len(reports) == 2:
            a, b = (r["latency_ms"]["p95"] for r in reports)
            print(f"p95 with spectators / without: {b} / {a} ms = {b / max(a, 1e-9):.2f}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
