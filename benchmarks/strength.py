"""Strength benchmark: a duplicate match between two player specs, played by worker processes.

    python benchmarks/strength.py counter greedy --hands 1000 --out benchmarks/results/counter-greedy.json
    python benchmarks/strength.py master expert --partners --hands 500     # 2 v 2

Every deal sequence (a game to the target, its decks drawn from one seed) is played
under both seatings; each hand of it is a paired unit whose margin is the first
player's points minus the second's, averaged over the seatings. Deal sequences are
added in batches until at least `--hands` paired hands are in; each deal sequence is
one task for the worker pool, and results are merged in seed order, so the figures
depend on the seed alone (and on the machine only for time-budgeted players such as
`expert` without `iters`). With `--cpu-clock` a time-budgeted player's time per move
is counted in its own CPU seconds, so a busy machine still gives each player one core
(the figures then depend on the machine's speed, not on its load).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import get_context
from pathlib import Path

from escoba_tui.arena.series import duplicate_units, game_seeds, play_series
from escoba_tui.game.rules import RulesError, make_rules
from escoba_tui.game.stats import mean_ci
from escoba_tui.players import PlayerSpecError, check_spec, limits


def play_one(task: tuple[list[str], str, int, bool]) -> tuple[list[float], float, float, int, float]:
    """One deal sequence under every seating: its paired margins and match scores."""
    specs, preset, deal_seed, partners = task
    started = time.perf_counter()
    if partners:
        margins, a, b, games = play_partners(specs, preset, deal_seed)
    else:
        series = play_series(specs, make_rules(preset), 0, duplicate=True, deal_seeds=[deal_seed])
        margins, a, b, games = duplicate_units(series)
    return margins, a, b, games, time.perf_counter() - started


def play_partners(specs: list[str], preset: str, deal_seed: int) -> tuple[list[float], float, float, int]:
    """2 v 2: the first spec's pair against the second's, sitting alternately, on one deal
    sequence under both seatings (ABAB and BABA: the other two rotations repeat them)."""
    first, second = specs
    rules = make_rules(preset)
    per_seating = []
    score_a = score_b = 0.0
    for order in ([first, second, first, second], [second, first, second, first]):
        series = play_series(order, rules, 0, partners=True, deal_seeds=[deal_seed])
        _, _, outcome = series.outcomes[0]
        side_a = 0 if order[0] == first else 1
        game = outcome.game
        per_seating.append([h.points[side_a] - h.points[1 - side_a] for h in game.hands if h.score is not None])
        final = game.running_scores()
        if outcome.result == "forfeit" and outcome.winner is not None:
            won = outcome.winner == side_a
        elif final[side_a] == final[1 - side_a]:
            score_a += 0.5
            score_b += 0.5
            continue
        else:
            won = final[side_a] > final[1 - side_a]
        score_a += 1.0 if won else 0.0
        score_b += 0.0 if won else 1.0
    common = min(len(m) for m in per_seating)
    margins = [sum(m[k] for m in per_seating) / len(per_seating) for k in range(common)]
    return margins, score_a, score_b, len(per_seating)


def run(
    first: str,
    second: str,
    hands: int,
    preset: str,
    seed: int,
    workers: int,
    progress: bool = True,
    partners: bool = False,
    cpu_clock: bool = False,
    out: Path | None = None,
) -> dict:
    specs = [first, second]
    seeds = game_seeds(seed, 100_000)
    margins: list[float] = []
    score_a = score_b = 0.0
    games = sequences = 0
    cpu = 0.0
    started = time.perf_counter()

    def figures(complete: bool) -> dict:
        mean, half = mean_ci(margins)
        return {
            "first": first,
            "second": second,
            "rules": preset,
            "seed": seed,
            "workers": workers,
            "partners": partners,
            "cpu_clock": cpu_clock,
            "complete": complete,
            "deal_sequences": sequences,
            "games": games,
            "paired_hands": len(margins),
            "margin_per_hand": round(mean, 4),
            "margin_ci95": round(half, 4),
            "margin_low": round(mean - half, 4),
            "margin_high": round(mean + half, 4),
            "score_first": score_a,
            "score_second": score_b,
            "wall_seconds": round(time.perf_counter() - started, 1),
            "worker_seconds": round(cpu, 1),
            "margins": [round(m, 4) for m in margins],
        }

    initializer = limits.count_cpu_time if cpu_clock else None
    with get_context("spawn").Pool(workers, initializer=initializer) as pool:
        while len(margins) < hands:
            # About six paired hands per game to 21 (fewer to 11): ask for a little more.
            need = max(workers, (hands - len(margins)) // 6 + workers)
            batch = seeds[sequences : sequences + need]
            for m, a, b, g, seconds in pool.imap(play_one, [(specs, preset, s, partners) for s in batch]):
                sequences += 1
                margins += m
                score_a += a
                score_b += b
                games += g
                cpu += seconds
                if progress:
                    mean, half = mean_ci(margins)
                    print(
                        f"{len(margins)} paired hands, {games} games, {time.perf_counter() - started:.0f} s: "
                        f"{mean:+.3f} ± {half:.3f}, match score {score_a:g}–{score_b:g}",
                        file=sys.stderr,
                        flush=True,
                    )
                if out is not None:
                    # So far, after every deal sequence (in seed order): a run stopped
                    # early still leaves the figures of the sequences it finished.
                    write(out, figures(False))
    return figures(True)


def write(out: Path, result: dict) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_text(json.dumps(result, indent=2) + "\n")
    tmp.replace(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Duplicate strength match between two player specs.")
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--hands", type=int, default=1000, help="paired hands to reach at least (default 1000)")
    parser.add_argument("--rules", default="escoba", help="rules preset (default escoba)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deal sequences (default 1)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--partners", action="store_true", help="2 v 2: each spec plays as a pair of partners")
    parser.add_argument(
        "--cpu-clock",
        action="store_true",
        help="count each player's time per move in CPU seconds of its own thread, so a busy "
        "machine still gives each player one core's worth of thinking",
    )
    parser.add_argument(
        "--out",
        type=Path,
        help="write the figures as JSON to this file (rewritten after every "
        'deal sequence, "complete": false until the run ends)',
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on standard error")
    args = parser.parse_args(argv)
    try:
        make_rules(args.rules)
        check_spec(args.first)
        check_spec(args.second)
    except (PlayerSpecError, RulesError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.hands < 2 or args.workers < 1:
        print("error: --hands must be at least 2 and --workers at least 1", file=sys.stderr)
        return 2
    result = run(
        args.first,
        args.second,
        args.hands,
        args.rules,
        args.seed,
        args.workers,
        not args.quiet,
        args.partners,
        args.cpu_clock,
        args.out,
    )
    print(
        f"{result['first']} over {result['second']} ({result['rules']}): "
        f"{result['margin_per_hand']:+.3f} ± {result['margin_ci95']:.3f} points per hand "
        f"(95% interval {result['margin_low']:+.3f} to {result['margin_high']:+.3f}) "
        f"over {result['paired_hands']} paired hands; match score "
        f"{result['score_first']:g} – {result['score_second']:g} over {result['games']} games (ties count half)"
    )
    if args.out is not None:
        write(args.out, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
