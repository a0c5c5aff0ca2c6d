"""`escoba bench`: engine speed per preset and decision time per built-in player."""

from __future__ import annotations

from random import Random
import time
from typing import Sequence

from .engine import HandState, default_teams, new_deck
from .players import LEVELS, known_players, make_player
from .players.base import GameInfo, PlayerFault
from .rules import PRESETS, build_rules
from .seeds import player_seed
from .stats import percentile


def hands_per_second(
    preset: str, seconds: float = 2.0, seed: int = 1, warmup: float | None = None, playout: bool = False
) -> tuple[float, int]:
    """Random-vs-random hands per second on one core (after a short warm-up that fills
    the capture cache, as any long run has it filled). Each move is drawn uniformly from
    the full list of legal moves, or with `playout` by `HandState.random_move`, which
    draws the same move without building the list (as a searching player's playouts do)."""
    rules = build_rules(preset)
    rng = Random(seed)
    teams = default_teams(2)
    if warmup is None:
        warmup = min(0.5, seconds / 4)
    deal = 0
    played = 0
    start = time.perf_counter()
    measuring_from = None
    while True:
        now = time.perf_counter()
        if measuring_from is None and now - start >= warmup:
            measuring_from, played = now, 0
        if measuring_from is not None and now - measuring_from >= seconds:
            break
        hand = HandState(rules, new_deck(rng), deal % 2, teams)
        if playout:
            while not hand.over:
                hand.play_unchecked(hand.random_move(rng))
        else:
            while not hand.over:
                legal = hand.legal_moves()
                hand.play_unchecked(legal[rng.randrange(len(legal))])
        hand.score()
        deal += 1
        played += 1
    elapsed = time.perf_counter() - measuring_from
    return played / elapsed, played


def move_times(spec: str, moves: int = 60, seed: int = 7, preset: str = "escoba") -> list[float]:
    """Milliseconds per decision of `spec`, playing seat 0 against `random` from real positions."""
    rules = build_rules(preset)
    rng = Random(seed)
    teams = default_teams(2)
    player = make_player(spec, seed=player_seed(seed, 0))
    opponent = make_player("random", seed=player_seed(seed, 1))
    info = tuple(GameInfo(s, 2, tuple(map(tuple, teams)), rules, ("bench", "random")) for s in range(2))
    player.start_game(info[0])
    opponent.start_game(info[1])
    times: list[float] = []
    try:
        while len(times) < moves:
            hand = HandState(rules, new_deck(rng), rng.randrange(2), teams)
            while not hand.over and len(times) < moves:
                legal = hand.legal_moves()
                view = hand.view(hand.turn)
                if hand.turn == 0:
                    t0 = time.perf_counter()
                    decision = player.decide(view, list(legal))
                    times.append((time.perf_counter() - t0) * 1000)
                else:
                    decision = opponent.decide(view, list(legal))
                move = hand.find_legal(decision.move)
                if move is None:
                    raise PlayerFault("illegal move", f"{decision.move} is not legal here")
                hand.play_unchecked(move)
    finally:
        player.close()
    return times


def run_bench(seconds: float = 2.0, moves: int = 60, players: Sequence[str] | None = None) -> dict:
    engine = {}
    for preset in PRESETS:
        rate, hands = hands_per_second(preset, seconds)
        playout_rate, _ = hands_per_second(preset, seconds, playout=True)
        engine[preset] = {
            "hands_per_second": round(rate, 1),
            "playout_hands_per_second": round(playout_rate, 1),
            "hands": hands,
        }
    per_player = {}
    for name in players or [p for p in LEVELS if p in known_players()]:
        times = move_times(name, moves)
        per_player[name] = {
            "moves": len(times),
            "median_ms": round(percentile(times, 50), 3),
            "p95_ms": round(percentile(times, 95), 3),
            "mean_ms": round(sum(times) / len(times), 3),
        }
    return {"engine": engine, "players": per_player}
