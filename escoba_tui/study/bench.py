"""`escoba bench`: engine speed per preset (against a plain engine, in the same run, and
against a reference engine given as a file, such as ../shared/bench/escoba_ref.py) and
decision time per built-in player."""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from random import Random

from ..errors import EscobaError, part
from ..game.engine import HandState, default_teams, hand_points, new_deck
from ..game.plain_engine import play_random_hand
from ..game.rules import PRESETS, Rules, build_rules
from ..game.seeds import player_seed
from ..game.stats import percentile
from ..players import LEVELS, known_players, make_player, on_cpu_clock
from ..players.base import GameInfo, PlayerFault

KINDS = ("legal", "playout", "plain")
# One random-vs-random hand of a reference engine: (rng, dealer) -> anything.
Reference = Callable[[Random, int], object]


def load_reference(path: Path) -> Reference:
    """The reference engine in `path`: a Python file with `play_hand(players, rng,
    dealer=...)` and `random_player` (the interface of ../shared/bench/escoba_ref.py,
    a plain Escoba engine that draws a random card, then a random capture of it,
    without listing every move). It plays two seats under the `escoba` rules."""
    try:
        spec = importlib.util.spec_from_file_location("escoba_reference", path)
        if spec is None or spec.loader is None:
            raise EscobaError(key="reference_unusable", path=path, reason="not a Python file")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except OSError as exc:
        raise EscobaError(key="cannot_read", path=path, reason=exc.strerror or str(exc)) from None
    except EscobaError:
        raise
    except Exception as exc:  # its code is not ours: any failure is a line, not a traceback
        raise EscobaError(key="reference_unusable", path=path, reason=f"{type(exc).__name__}: {exc}") from None
    play, player = getattr(module, "play_hand", None), getattr(module, "random_player", None)
    if not callable(play) or not callable(player):
        raise EscobaError(key="reference_unusable", path=path, reason="no play_hand() and random_player()")
    players = [player, player]

    def hand(rng: Random, dealer: int) -> object:
        return play(players, rng, dealer=dealer)

    return hand


def _play_hands(
    kind: str, rules: Rules, teams: list[list[int]], rng: Random, until: float, reference: Reference | None = None
) -> int:
    """Random-vs-random hands of one kind until the process has used `until` CPU seconds;
    how many. `legal`: each move drawn uniformly from the engine's full list of legal
    moves, the hand counted with `score()` (the count a game shows); `playout`: the same
    moves from the same draws by `HandState.random_playout`, which builds no list (each
    card's capture sets are looked up in the capture index) and plays the hand out in one
    loop, the hand counted with `hand_points` (the points per side a searching player's
    playout is valued by, as the reference engine's count is); `plain`: the plain engine
    (plain_engine.py), listing its moves each turn; `reference`: the reference engine's
    hand. Every hand is dealt, played to its end and counted."""
    played = 0
    while time.process_time() < until:
        if reference is not None:
            reference(rng, played % 2)
            played += 1
            continue
        deck = new_deck(rng)
        if kind == "plain":
            play_random_hand(rules, deck, played % 2, teams, rng)
        else:
            hand = HandState(rules, deck, played % 2, teams)
            if kind == "playout":
                hand.random_playout(rng)
                hand_points(hand)
            else:
                while not hand.over:
                    legal = hand.legal_moves()
                    hand.play_unchecked(legal[rng.randrange(len(legal))])
                hand.score()
        played += 1
    return played


def engine_speeds(
    preset: str, seconds: float = 2.0, seed: int = 1, reference: Reference | None = None
) -> dict[str, float]:
    """Hands per CPU second of one core for each of KINDS, measured in the same run: after
    a short warm-up that fills the engine's capture cache (as any long run has it
    filled), the kinds take turns in slices of about a tenth of `seconds`, the order
    rotating each round, until each has played `seconds` of CPU time. Interleaving makes
    the kinds share the machine's load alike, and CPU time leaves out the waits for it.
    With a `reference` engine, it is a fourth kind, "reference", in the same rotation.
    Returns the rate of each kind and the number of hands played in all."""
    rules = build_rules(preset)
    teams = default_teams(2)
    rng = Random(seed)
    kinds = KINDS + (("reference",) if reference is not None else ())
    warm = time.process_time() + min(0.5, seconds / 4)
    _play_hands("legal", rules, teams, rng, warm)
    if reference is not None:
        _play_hands("reference", rules, teams, rng, time.process_time() + min(0.2, seconds / 8), reference)
    used = dict.fromkeys(kinds, 0.0)
    hands = dict.fromkeys(kinds, 0)
    step = seconds / 10
    rounds = 0
    while min(used.values()) < seconds:
        turn = rounds % len(kinds)
        for kind in kinds[turn:] + kinds[:turn]:
            start = time.process_time()
            engine = reference if kind == "reference" else None
            hands[kind] += _play_hands(kind, rules, teams, rng, start + step, engine)
            used[kind] += time.process_time() - start
        rounds += 1
    rates: dict[str, float] = {kind: hands[kind] / used[kind] for kind in kinds}
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
    seconds: float = 2.0,
    moves: int = 60,
    players: Sequence[str] | None = None,
    cpu_clock: bool = False,
    reference: Path | None = None,
    on_step: Callable[[int, int, str, str], None] | None = None,
) -> dict:
    """The engine's speeds per preset and each player's time per move; with `cpu_clock`
    every built-in search thinks and is timed on its thread's CPU clock; with a
    `reference` engine file, the `escoba` preset's playouts against it, in the same run.
    `on_step(k, n, kind, name)` is called before each of the n measurements (kind
    "engine" and a preset, or "player" and a player's spec): a counter while it runs."""
    against = load_reference(reference) if reference is not None else None
    names = [on_cpu_clock(n) if cpu_clock else n for n in players or [p for p in LEVELS if p in known_players()]]
    total = len(PRESETS) + len(names)
    done = 0

    def starting(kind: str, name: str) -> None:
        nonlocal done
        done += 1
        if on_step is not None:
            on_step(done, total, kind, name)

    engine = {}
    compared: dict | None = None
    for preset in PRESETS:
        starting("engine", preset)
        rates = engine_speeds(preset, seconds, reference=against if preset == "escoba" else None)
        if "reference" in rates:
            compared = {
                "file": str(reference),
                "preset": preset,
                "reference_hands_per_second": round(rates["reference"], 1),
                "playout_hands_per_second": round(rates["playout"], 1),
                # Ours against the reference engine, measured in the same run.
                "playout_vs_reference": round(rates["playout"] / rates["reference"], 3),
            }
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
    for name in names:
        starting("player", name)
        times = move_times(name, moves, cpu_clock=cpu_clock)
        per_player[name] = {
            "moves": len(times),
            "median_ms": round(percentile(times, 50), 3),
            "p95_ms": round(percentile(times, 95), 3),
            "mean_ms": round(sum(times) / len(times), 3),
        }
    result = {"engine": engine, "players": per_player, "clock": "cpu" if cpu_clock else "wall"}
    if compared is not None:
        result["reference"] = compared
    return result
