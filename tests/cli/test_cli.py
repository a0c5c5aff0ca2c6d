"""The `escoba` command line through typer's runner: each command, and bad input."""

import json

import pytest
from typer.testing import CliRunner

from escoba_tui.cli import app

runner = CliRunner()


def run(*args):
    return runner.invoke(app, [str(a) for a in args])


@pytest.mark.parametrize(
    "players,extra",
    [
        (["greedy", "random"], []),
        (["greedy", "random"], ["--rules", "scopa-club"]),
        (["greedy", "random"], ["--rules", "scopa"]),
        (["greedy", "random", "random"], []),
        (["greedy", "random", "greedy", "random"], ["--partners"]),
        (["greedy", "random", "greedy", "random", "greedy", "random"], ["--partners"]),
    ],
)
def test_match_writes_records_that_verify(tmp_path, players, extra):
    out = tmp_path / "out"
    result = run("match", *players, "--games", 4, "--seed", 1, "--records", out, *extra)
    assert result.exit_code == 0, result.output
    assert "pts/hand" in result.output
    files = sorted(out.glob("*.toml"))
    assert len(files) == 4
    check = run("record", "verify", *files)
    assert check.exit_code == 0, check.output
    assert "4 records verified" in check.output


def test_match_json_summary_is_reproducible():
    first = run("match", "greedy", "random", "--games", 6, "--seed", 9, "--json")
    second = run("match", "greedy", "random", "--games", 6, "--seed", 9, "--json")
    assert first.exit_code == 0, first.output
    assert first.output == second.output
    data = json.loads(first.output)
    greedy, rnd = data["players"]
    assert greedy["games"] == rnd["games"] == 6
    assert greedy["wins"] + greedy["draws"] + greedy["losses"] == 6
    assert greedy["wins"] == rnd["losses"]
    assert greedy["points_per_hand"] > rnd["points_per_hand"]  # greedy beats random, by far
    assert greedy["points_per_hand_ci95"] > 0


def test_seats_rotate_from_game_to_game(tmp_path):
    run("match", "greedy", "random", "--games", 2, "--records", tmp_path)
    from escoba_tui.game.record import read_record

    a, b = (read_record(p) for p in sorted(tmp_path.glob("*.toml")))
    assert a.seats == ["greedy", "random"] and b.seats == ["random", "greedy"]


@pytest.mark.parametrize(
    "args,message",
    [
        (["match", "greedy", "random", "--rules", "tute"], "unknown rules preset 'tute'; known presets: escoba"),
        (["match", "greedy", "wizard"], "unknown player 'wizard'; known players: random, greedy"),
        (["match", "a", "b", "c", "d", "e"], "5 players: escoba is played by 2, 3, 4 or 6"),
        (["match", "greedy", "random", "random", "--partners"], "--partners needs 4 or 6 players"),
        (["match", "greedy", "random", "--option", "sweep=1"], "unknown rules option 'sweep'"),
        (["match", "greedy:depth=3", "random"], "has no option 'depth'"),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_2(args, message):
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_record_verify_fails_with_the_first_divergence(tmp_path):
    run("match", "greedy", "random", "--games", 1, "--records", tmp_path)
    path = next(tmp_path.glob("*.toml"))
    text = path.read_text()
    moves_line = next(line for line in text.splitlines() if line.startswith("moves = "))
    moves = json.loads(moves_line.split(" = ", 1)[1])
    moves[2], moves[3] = moves[3], moves[2]  # two seats' cards swapped: out of turn
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace(moves_line, "moves = " + json.dumps(moves)))
    result = run("record", "verify", path, bad)
    assert result.exit_code == 1
    assert "hand 1, move 3" in result.output and "bad.toml" in result.output
    assert "1 of 2 records failed" in result.output


def test_malformed_record_is_reported(tmp_path):
    bad = tmp_path / "m.toml"
    bad.write_text('format = "escoba-record"\nversion = 1\nrules = "escoba"\n')
    result = run("record", "verify", bad)
    assert result.exit_code == 2 and "m.toml: target: missing" in result.output  # bad input
    shown = run("record", "show", bad)
    assert shown.exit_code == 2 and "target: missing" in shown.output and "Traceback" not in shown.output
    garbage = tmp_path / "g.toml"
    garbage.write_text("[[[")
    unreadable = run("record", "verify", garbage)
    assert unreadable.exit_code == 2 and "not valid TOML" in unreadable.output
    missing = run("record", "verify", tmp_path / "nope.toml")
    assert missing.exit_code == 2 and "no such file" in missing.output and "Traceback" not in missing.output


def test_record_show_tells_the_game(tmp_path):
    run("match", "greedy", "random", "--games", 1, "--seed", 4, "--records", tmp_path)
    path = next(tmp_path.glob("*.toml"))
    result = run("record", "show", path)
    assert result.exit_code == 0, result.output
    assert "Hand 1" in result.output and "Count:" in result.output and "Final:" in result.output
    assert "plays" in result.output and "Winner:" in result.output


def test_bench_json():
    result = run("bench", "--seconds", 0.05, "--moves", 5, "--player", "random", "--player", "greedy", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data["engine"]) == {"escoba", "scopa-club", "scopa"}
    assert all(row["hands_per_second"] > 0 for row in data["engine"].values())
    assert all(row["playout_vs_plain"] > 0 and row["legal_vs_plain"] > 0 for row in data["engine"].values())
    assert set(data["players"]) == {"random", "greedy"}
    assert data["players"]["greedy"]["moves"] == 5


def test_an_external_players_stderr_lands_beside_the_records(tmp_path):
    import sys
    from pathlib import Path

    bot = Path(__file__).resolve().parents[2] / "examples" / "bot.py"
    result = run("match", f"cmd:{sys.executable} {bot}", "random", "--games", 2, "--records", tmp_path)
    assert result.exit_code == 0, result.output
    logs = sorted(p.name for p in tmp_path.glob("*.log"))
    assert logs == ["game-1.seat0.log", "game-2.seat1.log"]  # seats rotate
    assert "seat 0 of 2" in (tmp_path / "game-1.seat0.log").read_text()
