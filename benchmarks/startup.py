"""Start-up time: from starting `escoba` to its setup screen drawn, on a pseudo-terminal of
80×24 as a player's terminal would be (a fresh data folder: no saved match, no settings).

The clock stops when the setup screen's title reaches the terminal; the game is then
stopped. Both the wall-clock time and the CPU time the process had spent by then (user +
system, from /proc) are shown: on a busy machine the wall time grows, the CPU time much less.

    .venv/bin/python benchmarks/startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import fcntl
import os
import pty
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time

TITLE = b"New match"  # the setup screen's title in English (LC_ALL=C.UTF-8 below)
TIMEOUT_S = 60.0


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a running process (Linux /proc)."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def one_run() -> tuple[float, float]:
    """Seconds (wall, CPU) from spawning `escoba` to its setup screen on the terminal."""
    with tempfile.TemporaryDirectory() as data:
        env = {
            **os.environ,
            "ESCOBA_DATA_DIR": data,
            "LC_ALL": "C.UTF-8",
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            "COLUMNS": "80",
            "LINES": "24",
        }
        start = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:  # the child: the game, on the pseudo-terminal
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
            os.execve(sys.executable, [sys.executable, "-m", "escoba_tui"], env)
        seen = b""
        try:
            while time.perf_counter() - start < TIMEOUT_S:
                ready, _, _ = select.select([fd], [], [], 0.5)
                if not ready:
                    continue
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    break
                seen = (seen + chunk)[-4096:]
                if TITLE in seen:
                    wall = time.perf_counter() - start
                    return wall, cpu_seconds(pid)
            raise SystemExit(f"the setup screen was not drawn within {TIMEOUT_S:.0f} s")
        finally:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(fd)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    one_run()  # a first run warms the file cache and compiles bytecode; not counted
    runs = [one_run() for _ in range(max(1, args.runs))]
    walls, cpus = [w for w, _ in runs], [c for _, c in runs]
    print(
        f"escoba to the setup screen, {len(runs)} runs: median {statistics.median(walls):.2f} s wall "
        f"(min {min(walls):.2f}, max {max(walls):.2f}), {statistics.median(cpus):.2f} s CPU; "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )


if __name__ == "__main__":
    main()
