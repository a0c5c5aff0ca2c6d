"""`escoba bench`: engine speed per preset (against a plain engine, in the same run) and
decision time per built-in player."""

from __future__ import annotations

import time
from collections.abc import Sequence
from random import Random

from ..errors import part
from ..game.engine import HandState, default_teams, new_deck
from ..game.plain_engine import play_random_hand
from ..game.rules import PRESETS, Rules, build_rules
from ..game.seeds import player_seed
from ..game.stats import percentile
from ..players import LEVELS, known_players, make_player, on_cpu_clock
from ..players.base import GameInfo, PlayerFault

KINDS = ("legal", "playout", "plain")


def _play_hands(kind: str, rules: Rules, teams: list[list[int]], rng: Random, until: float) -> int:
    """Random-vs-random hands of one kind until the process has used `until` CPU seconds;
    how many. `legal`: each move drawn uniformly from the engine's full list of legal
    moves; `playout`: drawn by `HandState.random_move`, which draws the same move without
    building the list (as a searching player's playouts do); `plain`: the plain engine
    (plain_engine.py), listing its moves each turn. Every hand is counted."""
    played = 0
    while time.process_time() < until:
        deck = new_deck(rng)
        if kind == "plain":
            play_random_hand(rules, deck, played % 2, teams, rng)
        else:
            hand = HandState(rules, deck, played % 2, teams)
            if kind == "playout":
                while not hand.over:
                    hand.play_unchecked(hand.random_move(rng))
            else:
                while not hand.over:
                    legal = hand.legal_moves()
                    hand.play_unchecked(legal[rng.randrange(len(legal))])
            hand.score()
        played += 1
    return played


def engine_speeds(preset: str, seconds: float = 2.0, seed: int = 1) -> dict[str, float]:
    """Hands per CPU second of one core for each of KINDS, measured in the same run: after
    a short warm-up that fills the engine's capture cache (as any long run has it
    filled), the kinds take turns in slices of about a tenth of `seconds`, the order
    rotating each round, until each has played `seconds` of CPU time. Interleaving makes
    the kinds share the machine's load alike, and CPU time leaves out the waits for it.
    Returns the rate of each kind and the number of hands played in all."""
    rules = build_rules(preset)
    teams = default_teams(2)
    rng = Random(seed)
    _play_hands("legal", rules, teams, rng, time.process_time() + min(0.5, seconds / 4))
    used = dict.fromkeys(KINDS, 0.0)
    hands = dict.fromkeys(KINDS, 0)
    step = seconds / 10
    rounds = 0
    while min(used.values()) < seconds:
        order = KINDS[rounds % 3 :] + KINDS[: rounds % 3]
        for kind in order:
            start = time.process_time()
            hands[kind] += _play_hands(kind, rules, teams, rng, start + step)
            used[kind] += time.process_time() - start
        rounds += 1
    rates: dict[str, float] = {kind: hands[kind] / used[kind] for kind in KINDS}
    rates["hands"] = sum(hands.values())
    return rates


def move_times(
    spec: str, moves: int = 60, seed: int = 7, preset: str = "escoba", cpu_clock: bool = False
) -> list[float]:
    """Milliseconds per decision of `spec`, playing seat 0 against `random` from real
    positions: on the wall clock, or with `cpu_clock` on the deciding thread's CPU
    clock, the clock a `clock=cpu` search counts on."""
    timer = time.thread_time if cpu_clock else time.perf_counter
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
                    t0 = timer()
                    decision = player.decide(view, list(legal))
                    times.append((timer() - t0) * 1000)
                else:
                    decision = opponent.decide(view, list(legal))
                move = hand.find_legal(decision.move)
                if move is None:
                    raise PlayerFault("illegal move", part("player_not_legal", move=str(decision.move)))
                hand.play_unchecked(move)
    finally:
        player.close()
    return times


def run_bench(
    seconds: float = 2.0, moves: int = 60, players: Sequence[str] | None = None, cpu_clock: bool = False
) -> dict:
    """The engine's speeds per preset and each player's time per move; with `cpu_clock`
    every built-in search thinks and is timed on its thread's CPU clock."""
    engine = {}
    for preset in PRESETS:
        rates = engine_speeds(preset, seconds)
        engine[preset] = {
            "hands_per_second": round(rates["legal"], 1),
            "playout_hands_per_second": round(rates["playout"], 1),
            "plain_hands_per_second": round(rates["plain"], 1),
            # The engine against the plain one, measured in the same run.
            "playout_vs_plain": round(rates["playout"] / rates["plain"], 3),
            "legal_vs_plain": round(rates["legal"] / rates["plain"], 3),
            "hands": int(rates["hands"]),
        }
    per_player = {}
    for name in players or [p for p in LEVELS if p in known_players()]:
        if cpu_clock:
            name = on_cpu_clock(name)
        times = move_times(name, moves, cpu_clock=cpu_clock)
        per_player[name] = {
            "moves": len(times),
            "median_ms": round(percentile(times, 50), 3),
            "p95_ms": round(percentile(times, 95), 3),
            "mean_ms": round(sum(times) / len(times), 3),
        }
    return {"engine": engine, "players": per_player, "clock": "cpu" if cpu_clock else "wall"}
