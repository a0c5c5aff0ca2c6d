"""How many points each side scores in one two-seat hand, per rules preset: the data
behind master's win-probability table (escoba_tui/players/handdist.py).

    python benchmarks/hand_points_table.py --hands 3000 > escoba_tui/players/handdist.py

`counter` plays both seats (fast and sound: the points a hand gives depend mostly on
the cards dealt, little on the finer play). Each hand is counted as (the dealer's
points, the other seat's points); the same seed gives the same table.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from random import Random

from escoba_tui.game.engine import HandState, default_teams, hand_points, new_deck
from escoba_tui.game.rules import PRESETS, make_rules
from escoba_tui.players import make_player


def table(preset: str, hands: int, seed: int) -> dict[tuple[int, int], int]:
    rules = make_rules(preset)
    rng = Random(f"{seed}|{preset}")
    players = [make_player("counter", seed=1), make_player("counter", seed=2)]
    counts: Counter[tuple[int, int]] = Counter()
    for n in range(hands):
        dealer = n % 2
        hand = HandState(rules, new_deck(rng), dealer, default_teams(2))
        while not hand.over:
            legal = hand.legal_moves()
            move = legal[0] if len(legal) == 1 else players[hand.turn].decide(hand.view(hand.turn), list(legal)).move
            hand.play_unchecked(move)
        points = hand_points(hand)
        counts[(points[dealer], points[1 - dealer])] += 1
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Per-hand points of a two-seat hand, per preset, as a Python module.")
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not 1 <= args.hands <= 1_000_000:
        print("error: --hands must be from 1 to 1000000", file=sys.stderr)
        return 2
    print('"""Points of one two-seat hand per rules preset: {preset: ((dealer points, other')
    print("seat's points, hands), ...)}. Made by benchmarks/hand_points_table.py")
    print(f'(--hands {args.hands} --seed {args.seed}); do not edit by hand."""')
    print()
    print("HAND_POINTS: dict[str, tuple[tuple[int, int, int], ...]] = {")
    for preset in PRESETS:
        counts = table(preset, args.hands, args.seed)
        print(f"    {preset!r}: (")
        for (a, b), n in sorted(counts.items()):
            print(f"        ({a}, {b}, {n}),")
        print("    ),")
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
