"""Engine speed, A/B in one process: this tree's escoba_tui against an older commit's.

The older package is taken out of git (`git archive`) into a temporary folder under
another name, so both engines live in one interpreter and are timed alternately, round
after round, on the same machine load: `escoba bench`'s random-vs-random hands (the
full legal-move list, or playout draws), per preset. Both sides play the very same
deals and moves (same seeds), and each run is timed in CPU time of this process
(`time.process_time`) as well as wall time, so other work on a busy machine weighs
less on the comparison than it would on `escoba bench`'s wall-clock figure.

    .venv/bin/python benchmarks/engine_ab.py [--base REF] [--rounds N] [--hands H]

Prints the median hands per CPU second of each side per preset and mode, new/old as a
ratio, and the wall-clock ratio beside it.
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
import time
from pathlib import Path
from random import Random
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def load_old(ref: str, into: Path) -> ModuleType:
    """escoba_tui as it was at `ref`, importable as `escoba_old`."""
    data = subprocess.run(
        ["git", "-C", str(ROOT), "archive", ref, "escoba_tui"], check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(into, filter="data")
    (into / "escoba_tui").rename(into / "escoba_old")
    sys.path.insert(0, str(into))
    return importlib.import_module("escoba_old")


def play_hands(pkg: str, preset: str, hands: int, seed: int, playout: bool) -> tuple[float, float]:
    """CPU and wall seconds for `hands` random-vs-random hands, as `escoba bench` plays them."""
    engine = sys.modules[pkg + ".engine"]
    rules_mod = sys.modules[pkg + ".rules"]
    rules = rules_mod.make_rules(preset)
    teams = engine.default_teams(2)
    rng = Random(seed)
    cpu, wall = time.process_time(), time.perf_counter()
    for deal in range(hands):
        hand = engine.HandState(rules, engine.new_deck(rng), deal % 2, teams)
        # The unchecked play of each side (older engines' play() did not check).
        play = getattr(hand, "play_unchecked", None) or hand.play
        if playout:
            while not hand.over:
                play(hand.random_move(rng))
        else:
            while not hand.over:
                legal = hand.legal_moves()
                play(legal[rng.randrange(len(legal))])
        hand.score()
    return time.process_time() - cpu, time.perf_counter() - wall


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--base", default="9871ebd", help="the older commit (default: before issue 8's work)")
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--hands", type=int, default=400, help="hands per run")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    importlib.import_module("escoba_tui.game.engine")
    importlib.import_module("escoba_tui.game.rules")
    with tempfile.TemporaryDirectory() as tmp:
        load_old(args.base, Path(tmp))
        importlib.import_module("escoba_old.engine")
        importlib.import_module("escoba_old.rules")
        packages = {"old": "escoba_old", "new": "escoba_tui"}
        presets = ("escoba", "scopa-club", "scopa")
        for side in packages.values():  # warm both capture caches as a long run has them
            for preset in presets:
                play_hands(side, preset, args.hands, 0, False)
        cpu: dict[tuple[str, str, bool], list[float]] = {}
        wall: dict[tuple[str, str, bool], list[float]] = {}
        for r in range(args.rounds):
            for preset in presets:
                for playout in (False, True):
                    order = ("old", "new") if r % 2 == 0 else ("new", "old")
                    for side in order:
                        c, w = play_hands(packages[side], preset, args.hands, 1 + r, playout)
                        cpu.setdefault((side, preset, playout), []).append(args.hands / c)
                        wall.setdefault((side, preset, playout), []).append(args.hands / w)
        print(
            f"engine A/B: {args.base} (old) vs this tree (new); {args.rounds} alternating rounds of "
            f"{args.hands} hands each (the same deals and moves on both sides); median hands per CPU second"
        )
        print(f"{'preset':<11} {'mode':<8} {'old':>8} {'new':>8} {'new/old':>8} {'wall new/old':>13}")
        for preset in presets:
            for playout in (False, True):
                o = statistics.median(cpu[("old", preset, playout)])
                n = statistics.median(cpu[("new", preset, playout)])
                wo = statistics.median(wall[("old", preset, playout)])
                wn = statistics.median(wall[("new", preset, playout)])
                mode = "playout" if playout else "legal"
                print(f"{preset:<11} {mode:<8} {o:>8.0f} {n:>8.0f} {n / o:>8.3f} {wn / wo:>13.3f}")


if __name__ == "__main__":
    main()
