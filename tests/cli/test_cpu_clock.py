"""`--cpu-clock` on `escoba match`, `tournament new` and `bench`: every built-in search
thinks on its own thread's CPU clock, and the players' specs (a record's `players`, a
tournament file's `spec`) say so."""

import json
import time
from random import Random

from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.game.engine import HandState, default_teams, new_deck
from escoba_tui.game.record import read_record
from escoba_tui.game.rules import build_rules
from escoba_tui.players import make_player, on_cpu_clock
from escoba_tui.players.base import GameInfo
from escoba_tui.tournament.config import read_definition

runner = CliRunner()


def run(*args):
    return runner.invoke(app, [str(a) for a in args])


def test_only_the_built_in_searches_get_the_cpu_clock():
    assert on_cpu_clock("master") == "master:clock=cpu"
    assert on_cpu_clock("expert:ms=200") == "expert:ms=200,clock=cpu"
    assert on_cpu_clock("expert:clock=wall") == "expert:clock=wall"  # its own choice stands
    assert on_cpu_clock("greedy") == "greedy"
    assert on_cpu_clock("cmd:python bot.py") == "cmd:python bot.py"


def _first_decision_worlds(spec, monkeypatch):
    """Worlds a player's first real decision visits while its thread's CPU clock leaps
    an hour at every reading (the wall clock runs as it does)."""
    leaps = iter(range(0, 10**9, 3600))
    monkeypatch.setattr(time, "thread_time", lambda: float(next(leaps)))
    rules = build_rules("escoba")
    teams = default_teams(2)
    player = make_player(spec, seed=1)
    player.start_game(GameInfo(0, 2, ((0,), (1,)), rules, ("a", "b")))
    hand = HandState(rules, new_deck(Random(3)), 1, teams)
    legal = hand.legal_moves()
    while len(legal) < 2:  # a position with a choice
        hand.play_unchecked(legal[0])
        legal = hand.legal_moves()
    player.decide(hand.view(hand.turn), list(legal))
    return player.last_worlds


def test_a_cpu_clock_search_stops_on_its_threads_cpu_time(monkeypatch):
    # 3 s of CPU time: the leaping clock ends it at its first check; on the wall
    # clock (same leaps) it would search on for three seconds.
    for level in ("expert", "master"):
        assert _first_decision_worlds(f"{level}:ms=3000,clock=cpu", monkeypatch) <= 2
    assert _first_decision_worlds("expert:ms=30,iters=40", monkeypatch) == 40  # worlds, not time


def test_match_cpu_clock_is_in_the_records_header(tmp_path):
    out = tmp_path / "out"
    result = run("match", "expert:ms=2", "greedy", "--games", 1, "--seed", 1, "--records", out, "--cpu-clock")
    assert result.exit_code == 0, result.output
    (file,) = sorted(out.glob("*.toml"))
    assert sorted(read_record(file).players) == ["expert:ms=2,clock=cpu", "greedy"]
    assert run("record", "verify", file).exit_code == 0
    plain = run("match", "expert:ms=2", "greedy", "--games", 1, "--seed", 1, "--records", tmp_path / "wall")
    assert plain.exit_code == 0, plain.output
    (file,) = sorted((tmp_path / "wall").glob("*.toml"))
    assert not any("clock" in p for p in read_record(file).players)


def test_tournament_new_cpu_clock_writes_it_into_the_definition(tmp_path):
    result = run("tournament", "new", "t", "--dir", tmp_path, "-p", "master:ms=20", "-p", "greedy", "--cpu-clock")
    assert result.exit_code == 0, result.output
    specs = [p.spec for p in read_definition(tmp_path / "t.toml").players]
    assert specs == ["master:ms=20,clock=cpu", "greedy"]


def test_bench_cpu_clock_times_the_searches_on_it():
    result = run(
        "bench",
        "--seconds",
        0.05,
        "--moves",
        3,
        "--player",
        "expert:ms=2",
        "--player",
        "greedy",
        "--cpu-clock",
        "--json",
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["clock"] == "cpu"
    assert set(data["players"]) == {"expert:ms=2,clock=cpu", "greedy"}


REFERENCE = """
played = []


def random_player(hand, table, rng):
    return hand[0], None


def play_hand(players, rng, dealer=1, nseats=2):
    played.append((dealer, rng.random()))
    return [0, 0]
"""


def test_bench_times_the_playouts_against_a_reference_engine(tmp_path):
    engine = tmp_path / "ref.py"
    engine.write_text(REFERENCE)
    result = run("bench", "--seconds", 0.05, "--moves", 1, "--player", "random", "--reference", engine, "--json")
    assert result.exit_code == 0, result.output
    ref = json.loads(result.stdout)["reference"]
    assert ref["preset"] == "escoba" and ref["file"] == str(engine)
    assert ref["reference_hands_per_second"] > 0
    ratio = ref["playout_hands_per_second"] / ref["reference_hands_per_second"]
    assert abs(ref["playout_vs_reference"] - ratio) < 0.01
    shown = run("bench", "--seconds", 0.05, "--moves", 1, "--player", "random", "--reference", engine)
    assert "Reference engine" in shown.output and "×" in shown.output


def test_bench_refuses_a_file_that_is_no_reference_engine(tmp_path):
    engine = tmp_path / "ref.py"
    engine.write_text("x = 1\n")
    result = run("bench", "--seconds", 0.05, "--moves", 1, "--reference", engine)
    assert result.exit_code == 2 and "not a reference engine" in result.output
    engine.write_text("raise SystemError('boom')\n")
    result = run("bench", "--seconds", 0.05, "--moves", 1, "--reference", engine)
    assert result.exit_code == 2 and "boom" in result.output
    result = run("bench", "--seconds", 0.05, "--moves", 1, "--reference", tmp_path / "none.py")
    assert result.exit_code == 2 and "cannot read" in result.output
