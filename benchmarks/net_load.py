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

With --watchers it is an A/B in one run: the same load without spectators and with
one per table, each on a host of its own, alternately (`--rounds N` pairs, ABBA...,
so that a machine busier in one part of the run weighs on both arms). The spectators
are WatchClients in a process of their own, connected before the seats join, each
counting the plays it is told of, which must be every play of its table's record. It
reports both arms (latencies pooled over their rounds) and the ratio of the p95s.
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

from escoba_tui.game.record import RecordError, read_record, verify  # noqa: E402
from escoba_tui.net.client import SeatClient, play_bot  # noqa: E402
from escoba_tui.net.watch_client import WatchClient  # noqa: E402


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
    tables_file.write_text(
        "".join(f'[[table]]\nseats = ["remote", "remote"]\ntarget = {target}\nseed = {i}\n' for i in range(tables))
    )
    host = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from escoba_tui.cli import main; main()",
            "host",
            "--json",
            "--port",
            "0",
            "--state",
            str(state / "host"),
            "--tables",
            str(tables_file),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    codes: list[str] = []
    seen_plays: dict[str, int] = {}  # per table, the plays its spectator was told of
    spectators: subprocess.Popen | None = None
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

        if watchers:
            # The spectators in a process of their own, as they would be on other machines:
            # the seats' latency is then not their reading's cost to this process.
            spectators = subprocess.Popen(
                [sys.executable, __file__, "--spectate", str(port), *codes],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            if spectators.stdout.readline().strip() != "watching":
                errors.append(f"the spectators did not start: {spectators.stderr.read()[-300:]}")
        started = time.perf_counter()
        threads = [threading.Thread(target=seat, args=(code, f"bot{k}")) for code in codes for k in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.perf_counter() - started
        if spectators is not None:
            out, err = spectators.communicate(timeout=120)
            told = json.loads(out or "{}")
            seen_plays.update(told.get("plays", {}))
            errors.extend(told.get("errors", []) or ([err[-300:]] if spectators.returncode else []))
    finally:
        if spectators is not None and spectators.poll() is None:
            spectators.kill()
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
                problems.append(
                    f"{code}: the spectator saw {seen_plays.get(code)} plays of "
                    f"{sum(len(h.moves) for h in record.hands)}"
                )
            else:
                verified += 1
        except (RecordError, OSError) as exc:
            problems.append(f"{code}: {exc}")
    return {
        "tables": tables,
        "clients": 2 * tables,
        "watchers": len(seen_plays),
        "target": target,
        "cpus": os.cpu_count(),
        "load_average_1min": round(os.getloadavg()[0], 1),
        "games_ended": len(ended) // 2,
        "games_verified": verified,
        "moves": moves[0],
        "wall_s": round(wall, 2),
        "moves_per_s": round(moves[0] / wall, 1),
        "latency_ms": {
            "p50": round(1000 * percentile(latencies, 50), 2),
            "p95": round(1000 * percentile(latencies, 95), 2),
            "max": round(1000 * max(latencies, default=0.0), 2),
        },
        "problems": problems[:10],
        "latencies": latencies,
    }


def spectate(port: int, codes: list[str]) -> int:
    """One spectator per table (`--spectate`, run by `run` as a process of its own): says
    `watching` once every one is connected, then, when every match is over, the plays
    each was told of (JSON)."""
    plays: dict[str, int] = {}
    errors: list[str] = []
    lock = threading.Lock()

    def watch(client: WatchClient) -> None:
        try:
            seen = 0
            for message in client.messages(300):
                if message.get("type") == "played":
                    seen += 1
                elif message.get("type") == "_closed" and message.get("invalid"):
                    raise RuntimeError(message["invalid"])
            with lock:
                plays[client.code] = seen
        except Exception as exc:  # reported, and the run fails
            with lock:
                errors.append(f"{client.code}/spectator: {type(exc).__name__}: {exc}")

    clients = []
    for code in codes:
        client = WatchClient("127.0.0.1", port, code, "spectator", give_up_s=60)
        client.connect()
        clients.append(client)
    threads = [threading.Thread(target=watch, args=(c,)) for c in clients]
    for t in threads:
        t.start()
    print("watching", flush=True)
    for t in threads:
        t.join()
    print(json.dumps({"plays": plays, "errors": errors}), flush=True)
    return 0


def pooled(reports: list[dict]) -> dict:
    """The rounds of one arm as one report: counts added, latencies pooled."""
    latencies = [x for r in reports for x in r["latencies"]]
    wall = sum(r["wall_s"] for r in reports)
    moves = sum(r["moves"] for r in reports)
    first = reports[0]
    return {
        **{k: first[k] for k in ("tables", "clients", "watchers", "target", "cpus")},
        "rounds": len(reports),
        "load_average_1min": max(r["load_average_1min"] for r in reports),
        "games_ended": sum(r["games_ended"] for r in reports),
        "games_verified": sum(r["games_verified"] for r in reports),
        "moves": moves,
        "wall_s": round(wall, 2),
        "moves_per_s": round(moves / wall, 1),
        "latency_ms": {
            "p50": round(1000 * percentile(latencies, 50), 2),
            "p95": round(1000 * percentile(latencies, 95), 2),
            "max": round(1000 * max(latencies, default=0.0), 2),
        },
        "problems": [p for r in reports for p in r["problems"]][:10],
    }


def show(report: dict) -> None:
    spectators = f" + {report['watchers']} spectators" if report["watchers"] else ""
    rounds = f", {report['rounds']} rounds" if report["rounds"] > 1 else ""
    games = report["tables"] * report["rounds"]
    print(
        f"{report['tables']} tables x 2 bot clients{spectators} on loopback (target {report['target']}{rounds}, "
        f"{report['cpus']} CPUs, load up to {report['load_average_1min']})"
    )
    print(f"  games completed and verified: {report['games_verified']}/{games}")
    print(f"  moves: {report['moves']} in {report['wall_s']:.1f} s = {report['moves_per_s']} moves/s")
    lat = report["latency_ms"]
    print(f"  move latency at the client: p50 {lat['p50']} ms, p95 {lat['p95']} ms, max {lat['max']} ms")
    for problem in report["problems"]:
        print(f"  problem: {problem}")


def main() -> int:
    if sys.argv[1:2] == ["--spectate"]:  # the spectators' own process (see run)
        return spectate(int(sys.argv[2]), sys.argv[3:])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--target", type=int, default=21)
    parser.add_argument(
        "--watchers",
        action="store_true",
        help="A/B in one run: the load without spectators and with one per table, alternately",
    )
    parser.add_argument("--rounds", type=int, default=1, help="with --watchers: A/B pairs, alternating ABBA...")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not 1 <= args.tables <= 200:
        parser.error("--tables: 1 to 200")
    if not 1 <= args.rounds <= 10:
        parser.error("--rounds: 1 to 10")
    arms: dict[bool, list[dict]] = {False: [], True: []}
    order = (
        [False]
        if not args.watchers
        else [w for i in range(args.rounds) for w in ((False, True) if i % 2 == 0 else (True, False))]
    )
    for watchers in order:
        arms[watchers].append(run(args.tables, args.target, watchers))
    reports = [pooled(arms[w]) for w in (False, True) if arms[w]]
    ok = all(r["games_verified"] == args.tables * r["rounds"] and not r["problems"] for r in reports)
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
