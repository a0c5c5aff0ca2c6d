"""Engine speed, A/B in one process: this tree's escoba_tui against an older commit's.

The older package is taken out of git (`git archive`) into a temporary folder under
another name, so both engines live in one interpreter and are timed alternately, round
after round, on the same machine load: `escoba bench`'s random-vs-random hands per
second, with the full legal-move list and with playout draws, per preset.

    .venv/bin/python benchmarks/engine_ab.py [--base REF] [--rounds N] [--seconds S]

Prints the median hands/s of each side per preset and mode, and new/old as a ratio.
"""

from __future__ import annotations

import argparse
import importlib
import io
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load_old(ref: str, into: Path) -> object:
    """escoba_tui as it was at `ref`, importable as `escoba_old`."""
    data = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "escoba_tui"], check=True,
                          capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(into, filter="data")
    (into / "escoba_tui").rename(into / "escoba_old")
    sys.path.insert(0, str(into))
    return importlib.import_module("escoba_old.bench")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="9871ebd", help="the older commit (default: before issue 8's work)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0, help="measured time per run")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    new = importlib.import_module("escoba_tui.bench")
    with tempfile.TemporaryDirectory() as tmp:
        old = load_old(args.base, Path(tmp))
        sides = {"old": old, "new": new}
        results: dict[tuple[str, str, bool], list[float]] = {}
        for r in range(args.rounds):
            for preset in ("escoba", "scopa-club", "scopa"):
                for playout in (False, True):
                    order = ("old", "new") if r % 2 == 0 else ("new", "old")
                    for side in order:
                        rate, _ = sides[side].hands_per_second(  # type: ignore[attr-defined]
                            preset, seconds=args.seconds, seed=1 + r, warmup=0.3, playout=playout)
                        results.setdefault((side, preset, playout), []).append(rate)
        print(f"engine A/B: {args.base} (old) vs this tree (new), {args.rounds} alternating rounds of "
              f"{args.seconds:g} s each, median hands/s")
        print(f"{'preset':<11} {'mode':<8} {'old':>9} {'new':>9} {'new/old':>8}")
        for preset in ("escoba", "scopa-club", "scopa"):
            for playout in (False, True):
                o = statistics.median(results[("old", preset, playout)])
                n = statistics.median(results[("new", preset, playout)])
                mode = "playout" if playout else "legal"
                print(f"{preset:<11} {mode:<8} {o:>9.0f} {n:>9.0f} {n / o:>8.3f}")


if __name__ == "__main__":
    main()
