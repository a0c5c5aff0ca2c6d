"""External players: the example bot plays whole games, broken bots forfeit by cause, and
nothing they start outlives the game."""

from __future__ import annotations

import json
import os
import shlex
import stat
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from escoba_tui.arena.referee import play_game
from escoba_tui.cli import app
from escoba_tui.game.engine import default_teams
from escoba_tui.game.record import read_record, verify, write_record
from escoba_tui.game.rules import PRESETS, make_rules
from escoba_tui.players import PlayerSpecError, make_player
from escoba_tui.players.external import ExternalPlayer
from escoba_tui.study.bench import move_times

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "bot.py"
BOTS = Path(__file__).resolve().parents[1] / "bots"


def bot_cmd(script: Path, *args: str) -> str:
    return "cmd:" + shlex.join([sys.executable, str(script), *args])


def external(script: Path, *args: str, log: Path | None = None, **kwargs) -> ExternalPlayer:
    return ExternalPlayer([sys.executable, str(script), *args], log_path=log, **kwargs)


def is_gone(pid: int) -> bool:
    """No such process, or only a zombie (a grandchild waiting for init to reap it)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except FileNotFoundError:
        return True
    return state == "Z"


def assert_reaped(pid: int) -> None:
    """Our own child must be dead and reaped: not even a zombie is left."""
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)
    assert is_gone(pid)


def record_round_trip(outcome, tmp_path: Path):
    path = write_record(outcome.record(), tmp_path / "game.toml")
    record = read_record(path)
    verify(record, str(path))
    return record


# ---------------------------------------------------------------- the example bot


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_example_bot_plays_a_whole_game_in_every_preset(preset, tmp_path):
    log = tmp_path / "bot.log"
    bot = make_player(bot_cmd(EXAMPLE), log_path=str(log))
    assert isinstance(bot, ExternalPlayer)
    played: list = []
    outcome = play_game(
        [make_player("greedy"), bot],
        make_rules(preset),
        seed=11,
        time_ms=2000,
        on_move=lambda game, seat, move, decision: played.append((seat, move)),
    )
    assert outcome.result == "finished", outcome.forfeit_detail
    record = record_round_trip(outcome, tmp_path)
    assert record.result == "finished" and record.forfeit_seat is None
    assert sum(1 for seat, _ in played if seat == 1) > 20
    assert bot.announced == {"name": "example-bot", "author": "escoba_tui examples", "version": "1"}
    text = log.read_text()
    assert f"rules {preset} to {make_rules(preset).target}" in text
    assert "game over: finished" in text and text.rstrip().endswith("bye")  # it got game_end and quit
    assert_reaped(bot.pid)


def test_example_bot_in_a_four_seat_partners_game(tmp_path):
    logs = [tmp_path / "a.log", tmp_path / "b.log"]
    bots = [make_player(bot_cmd(EXAMPLE), log_path=str(p)) for p in logs]
    players = [bots[0], make_player("greedy"), bots[1], make_player("greedy")]
    teams = default_teams(4, partners=True)
    assert teams == [[0, 2], [1, 3]]
    outcome = play_game(players, make_rules("escoba"), teams, seed=5)
    assert outcome.result == "finished", outcome.forfeit_detail
    record = record_round_trip(outcome, tmp_path)
    assert record.teams == [[0, 2], [1, 3]]
    assert "seat 0 of 4" in logs[0].read_text() and "seat 2 of 4" in logs[1].read_text()
    for bot in bots:
        assert_reaped(bot.pid)


def test_example_bot_makes_renuncio_claims(tmp_path):
    rules = make_rules("escoba", renuncio=True)
    bot = make_player(bot_cmd(EXAMPLE))
    played: list = []
    outcome = play_game(
        [bot, make_player("random", seed=3)],
        rules,
        seed=2,
        on_move=lambda game, seat, move, decision: played.append((seat, move)),
    )
    assert outcome.result == "finished", outcome.forfeit_detail
    claimants = [seat for seat, move in played if move.claim]
    assert claimants and set(claimants) == {0}  # random never claims; the bot always does
    record_round_trip(outcome, tmp_path)


def test_hello_carries_the_game_and_unknown_fields_are_ignored(tmp_path):
    """noisy.py logs the hello it got, floods stderr (100 kB a turn) and adds unknown
    fields to ready and move: the game still finishes."""
    log = tmp_path / "noisy.log"
    rules = make_rules("scopa-club", target=5, compulsory_capture=True)
    noisy = external(BOTS / "noisy.py", log=log)
    outcome = play_game([make_player("greedy"), noisy], rules, names=["Ana", "Bot"], seed=4)
    assert outcome.result == "finished", outcome.forfeit_detail
    hello = json.loads(next(line for line in log.read_text().splitlines() if line.startswith("hello "))[6:])
    assert hello == {
        "type": "hello",
        "protocol": 1,
        "seat": 1,
        "seats": 2,
        "teams": [[0], [1]],
        "rules": "scopa-club",
        "rules_options": {"compulsory_capture": True},
        "target": 5,
        "names": ["Ana", "Bot"],
    }
    assert noisy.announced == {"name": "noisy", "author": "tests", "version": "2"}
    # It wrote megabytes, never blocked, and the log kept its first and last part.
    text = log.read_text()
    assert "bytes of this player's standard error cut here" in text
    assert log.stat().st_size < 300_000
    assert_reaped(noisy.pid)


def test_stderr_without_a_log_file_is_discarded_without_blocking():
    noisy = external(BOTS / "noisy.py")
    outcome = play_game([noisy, make_player("greedy")], make_rules("scopa"), seed=8)
    assert outcome.result == "finished", outcome.forfeit_detail
    assert_reaped(noisy.pid)


# ---------------------------------------------------------------- broken bots


BROKEN = [
    # (script, args, seat it sits in, expected reason, words in the detail)
    ("crash.py", (), 0, "crash", "exited with code 3"),
    ("crash.py", ("stdout",), 1, "crash", "closed its output"),
    ("crash.py", ("stdin",), 0, "crash", "closed its input"),
    ("hang.py", (), 1, "timeout", "no move within 200 ms"),
    ("garbage.py", (), 0, "protocol", "not a JSON line"),
    ("garbage.py", ("array",), 1, "protocol", "not a JSON object"),
    ("garbage.py", ("no-type",), 0, "protocol", "without a 'type'"),
    ("garbage.py", ("wrong-type",), 1, "protocol", "'ready' where 'move' was due"),
    ("garbage.py", ("no-move",), 0, "protocol", "needs a 'move' string"),
    ("garbage.py", ("huge",), 1, "protocol", "a line longer than"),
    ("illegal.py", (), 1, "illegal move", "not one of the legal moves"),
    ("illegal.py", ("nonsense",), 0, "illegal move", "is not a move"),
    ("out_of_turn.py", (), 1, "protocol", "'move' out of turn"),
    ("out_of_turn.py", ("double",), 0, "protocol", "'move' out of turn"),
    ("slow_start.py", (), 0, "timeout", "no ready within 0.3 s"),
]


@pytest.mark.parametrize(
    "script,args,seat,reason,detail", BROKEN, ids=[f"{b[0]}{'-' + b[1][0] if b[1] else ''}" for b in BROKEN]
)
def test_a_broken_bot_forfeits_with_its_cause(script, args, seat, reason, detail, tmp_path):
    log = tmp_path / "bot.log"
    # The bot that never says ready gets 0.3 s to say it (the others 1 s, ample for a start).
    bot = external(BOTS / script, *args, log=log, ready_s=0.3 if script == "slow_start.py" else 1.0, grace_ms=300)
    players = [make_player("greedy"), make_player("greedy")]
    players[seat] = bot
    started = time.monotonic()
    outcome = play_game(players, make_rules("escoba"), seed=21, time_ms=200)
    assert time.monotonic() - started < 4
    assert (outcome.result, outcome.forfeit_seat, outcome.forfeit_reason) == ("forfeit", seat, reason)
    assert detail in outcome.forfeit_detail
    assert outcome.winner == 1 - seat
    record = record_round_trip(outcome, tmp_path)
    assert (record.result, record.forfeit_seat, record.forfeit_reason, record.winner) == (
        "forfeit",
        seat,
        reason,
        1 - seat,
    )
    assert_reaped(bot.pid)
    if script == "hang.py":  # the grandchild it started died with it
        grandchild = int(log.read_text().split("grandchild ")[1].split()[0])
        deadline = time.monotonic() + 2
        while not is_gone(grandchild) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert is_gone(grandchild)
    if script == "crash.py":
        assert ("exiting on turn 3" if not args else f"closed its {args[0]}") in log.read_text()


def test_a_fault_in_a_partners_game_names_the_seat(tmp_path):
    bot = external(BOTS / "illegal.py")
    players = [make_player("greedy"), make_player("greedy"), make_player("greedy"), bot]
    outcome = play_game(players, make_rules("escoba"), default_teams(4, partners=True), seed=1)
    assert (outcome.forfeit_seat, outcome.forfeit_reason, outcome.winner) == (3, "illegal move", 0)
    record_round_trip(outcome, tmp_path)
    assert_reaped(bot.pid)


def test_a_program_that_cannot_start_is_a_crash(tmp_path):
    not_a_program = tmp_path / "bot"
    not_a_program.write_bytes(b"\x00\x01 not an executable format")
    not_a_program.chmod(not_a_program.stat().st_mode | stat.S_IXUSR)
    outcome = play_game([ExternalPlayer([str(not_a_program)]), make_player("greedy")], make_rules("escoba"))
    assert (outcome.forfeit_seat, outcome.forfeit_reason) == (0, "crash")
    assert "cannot start" in outcome.forfeit_detail
    record_round_trip(outcome, tmp_path)


def test_a_missing_program_is_a_spec_error():
    with pytest.raises(PlayerSpecError, match="no program"):
        make_player("cmd:/no/such/bot --fast")
    with pytest.raises(PlayerSpecError, match="no program"):
        make_player("cmd:no-such-escoba-bot-anywhere")


def test_close_before_start_and_twice_is_harmless():
    bot = external(EXAMPLE)
    bot.close()
    bot.close()
    assert bot.pid is None


# ---------------------------------------------------------------- the command line


def test_escoba_match_with_a_cmd_player(tmp_path):
    spec = bot_cmd(EXAMPLE)
    result = CliRunner().invoke(app, ["match", spec, "random", "--games", "3", "--records", str(tmp_path), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert [p["games"] for p in summary["players"]] == [3, 3]
    assert all(not p["forfeits"] for p in summary["players"])
    records = sorted(tmp_path.glob("*.toml"))
    assert len(records) == 3
    for path in records:
        verify(read_record(path), str(path))


def test_escoba_match_counts_forfeits_of_a_broken_bot():
    result = CliRunner().invoke(app, ["match", bot_cmd(BOTS / "illegal.py"), "greedy", "--games", "2", "--json"])
    assert result.exit_code == 0, result.output
    bot = json.loads(result.stdout)["players"][0]
    assert bot["forfeits"] == {"illegal move": 2} and bot["losses"] == 2


def test_bench_times_a_cmd_player():
    times = move_times(bot_cmd(EXAMPLE), moves=15)
    assert len(times) == 15 and all(0 < t < 2000 for t in times)


def test_escoba_bench_cli_with_a_cmd_player():
    result = CliRunner().invoke(
        app, ["bench", "--player", bot_cmd(EXAMPLE), "--moves", "10", "--seconds", "0.05", "--json"]
    )
    assert result.exit_code == 0, result.output
    row = json.loads(result.stdout)["players"][bot_cmd(EXAMPLE)]
    assert row["moves"] == 10 and row["median_ms"] > 0


def test_escoba_bench_reports_a_faulting_cmd_player_in_one_line():
    result = CliRunner().invoke(
        app, ["bench", "--player", bot_cmd(BOTS / "crash.py"), "--moves", "10", "--seconds", "0.01"]
    )
    assert result.exit_code == 2
    assert "faulted: crash: exited with code 3" in result.output and "Traceback" not in result.output
