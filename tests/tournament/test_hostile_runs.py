"""Hostile runs (issue 9 items 3, 4, 9, 10): two runs of one tournament at once, the
files a killed run leaves, definitions whose players are someone else's programs, and
commands that only read and so must run nothing."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import tomli_w
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.cli import common as cli_common
from escoba_tui.files.lock import LOCK_NAME, FolderLock
from escoba_tui.tournament.config import read_definition
from escoba_tui.tournament.standings import read_standings

runner = CliRunner()
BOT = Path(__file__).parents[1] / "tournament_bots" / "bot.py"


def define(folder: Path, name: str, players: list[tuple[str, str]], games: int = 1, target: int = 3) -> Path:
    doc = {
        "name": name,
        "rules": "escoba",
        "target": target,
        "seats": 2,
        "games": games,
        "players": [{"name": n, "spec": s} for n, s in players],
    }
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.toml"
    path.write_text(tomli_w.dumps(doc), encoding="utf-8")
    return path


def run_cli(path: Path, *args: str, env: dict | None = None) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "escoba_tui.cli", "tournament", "run", str(path), *args],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


# ---------------------------------------------------------------- two runs at once


GATED = """
import time
from pathlib import Path
from escoba_tui.players.random import RandomPlayer


class Gated(RandomPlayer):
    \"\"\"Plays only once the gate file exists (at most 60 s): a run held open on purpose.\"\"\"

    def __init__(self, gate: str, seed: int = 0) -> None:
        super().__init__(seed=seed)
        self.gate = Path(gate)

    def decide(self, view, legal):
        end = time.monotonic() + 60
        while not self.gate.exists() and time.monotonic() < end:
            time.sleep(0.01)
        return super().decide(view, legal)
"""


def test_a_second_run_refuses_naming_the_first_and_no_game_is_played_twice(tmp_path):
    (tmp_path / "gated_hostile.py").write_text(GATED)
    gate = tmp_path / "gate"
    path = define(tmp_path, "twice", [("a", f"py:gated_hostile.Gated:gate={gate}"), ("b", "greedy")], games=3)
    t = read_definition(path, check_players=False)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])}
    first = run_cli(path, "-w", "2", "--yes", env=env)
    lock = t.folder / LOCK_NAME
    deadline = time.monotonic() + 30
    while not (lock.exists() and lock.read_text().startswith("pid")) and time.monotonic() < deadline:
        time.sleep(0.01)
    second = run_cli(path, "-w", "1", "--yes", env=env)
    out, err = second.communicate(timeout=30)
    assert second.returncode == 2, err
    assert err.count("\n") == 1 and err.startswith("error: ")
    assert f"pid {first.pid} on " in err and "already being run" in err
    assert first.poll() is None, "the first run was disturbed"
    gate.touch()
    out, err = first.communicate(timeout=60)
    assert first.returncode == 0, err
    progress = read_standings(t.standings_path).progress
    assert progress.done == progress.scheduled == 6
    assert "6 games played" in out
    assert not lock.exists() or lock.read_text() == ""  # released: gone, or (workers still stopping) no holder named


def test_a_refused_run_leaves_no_lock_file(tmp_path):
    path = define(tmp_path, "foreign", [("a", "random"), ("b", "greedy")])
    assert runner.invoke(app, ["tournament", "run", str(path), "-w", "1"]).exit_code == 0
    t = read_definition(path)
    lock = t.folder / LOCK_NAME
    assert not lock.exists()  # a run that ended lets go of its file too
    define(tmp_path, "foreign", [("a", "greedy"), ("b", "random")])  # the records are now another's
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1"])
    assert result.exit_code == 2 and "is not game" in result.output, result.output
    assert not lock.exists()
    assert sorted(p.name for p in t.folder.iterdir()) == ["games", "standings.toml"]  # nothing of theirs touched


def test_a_lock_on_a_new_folder_takes_it_away_again_when_nothing_was_written(tmp_path):
    folder = tmp_path / "new" / "t"
    with pytest.raises(RuntimeError):
        with FolderLock(folder):
            assert (folder / LOCK_NAME).read_text().startswith(f"pid {os.getpid()} ")
            raise RuntimeError("refused")
    assert not folder.exists()
    folder.mkdir(parents=True)
    (folder / "notes.txt").write_text("mine")
    with FolderLock(folder):
        pass
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt"]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forked workers are POSIX")
def test_a_lock_still_held_by_a_forked_worker_stays_until_it_is_gone(tmp_path):
    lock = FolderLock(tmp_path / "t")
    lock.acquire()
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # a worker: holds the parent's open lock file until told to go
        os.close(write)
        os.read(read, 1)
        os._exit(0)
    os.close(read)
    try:
        lock.release()
        assert (tmp_path / "t" / LOCK_NAME).exists()
        with pytest.raises(Exception, match="already being run"):
            FolderLock(tmp_path / "t").acquire()
    finally:
        os.write(write, b"x")
        os.close(write)
        os.waitpid(child, 0)
    again = FolderLock(tmp_path / "t")
    again.acquire()  # the worker is gone: the lock is free, the file left is simply taken
    again.release()
    assert not (tmp_path / "t" / LOCK_NAME).exists()


def test_runs_started_together_play_each_game_once(tmp_path):
    path = define(tmp_path, "together", [("a", "random"), ("b", "greedy")], games=40, target=11)
    procs = [run_cli(path, "-w", "1") for _ in range(2)]
    results = [p.communicate(timeout=300) + (p.returncode,) for p in procs]
    codes = sorted(code for _, _, code in results)
    played = 0
    for out, err, code in results:
        if code == 2:
            assert "already being run" in err
        else:
            assert code == 0, err
            played += int(out.split(" games played")[0].rsplit("\n", 1)[-1]) if "games played" in out else 0
    assert codes[0] == 0
    assert played == 80  # every game exactly once between them


def test_stale_temporary_files_are_cleaned_only_under_the_lock_and_only_ours(tmp_path):
    path = define(tmp_path, "stale", [("a", "random"), ("b", "greedy")])
    t = read_definition(path)
    t.games_dir.mkdir(parents=True)
    ours = [t.folder / ".standings.toml.k2j3h4g5.tmp", t.games_dir / ".g0001-1-1.toml.a8b7c6d5.tmp"]
    theirs = [t.folder / "notes.tmp", t.folder / ".hidden.tmp", t.games_dir / "keep.txt"]
    for p in ours + theirs:
        p.write_text("half")
    with FolderLock(t.folder):  # someone else is running it: nothing may be touched
        result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1"])
        assert result.exit_code == 2 and "already being run by pid" in result.output
        assert all(p.exists() for p in ours + theirs)
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1"])
    assert result.exit_code == 0, result.output
    assert not any(p.exists() for p in ours)
    assert all(p.exists() for p in theirs)


def test_records_and_standings_follow_the_umask(tmp_path):
    path = define(tmp_path, "modes", [("a", "random"), ("b", "greedy")])
    old = os.umask(0o022)
    try:
        assert runner.invoke(app, ["tournament", "run", str(path), "-w", "1"]).exit_code == 0
    finally:
        os.umask(old)
    t = read_definition(path)
    assert t.standings_path.stat().st_mode & 0o777 == 0o644
    assert {p.stat().st_mode & 0o777 for p in t.games_dir.glob("*.toml")} == {0o644}


# ---------------------------------------------------------------- other people's programs


@pytest.fixture
def marked(tmp_path, monkeypatch):
    """A cmd: bot and a py: module that leave a mark when they run or are imported."""
    mark = tmp_path / "marks"
    mark.mkdir()
    script = tmp_path / "markbot.sh"
    script.write_text(f"#!/bin/sh\ntouch {mark}/cmd\nexec {sys.executable} {BOT} good\n")
    script.chmod(0o755)
    module = tmp_path / "markmod_hostile.py"
    module.write_text(
        textwrap.dedent(f"""
        from pathlib import Path
        Path({str(mark)!r}, "py").touch()
        from escoba_tui.players.greedy import GreedyPlayer as Player
    """)
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "markmod_hostile", raising=False)
    path = define(
        tmp_path / "defs",
        "strangers",
        [("shell", f"cmd:{script}"), ("mod", "py:markmod_hostile.Player"), ("g", "greedy")],
    )
    return path, mark


def test_reading_commands_import_and_start_nothing(marked):
    path, mark = marked
    for command in (["tournament", "standings", str(path)], ["tournament", "standings", str(path), "--json"]):
        result = runner.invoke(app, command)
        assert result.exit_code == 0, result.output
    t = read_definition(path, check_players=False)
    assert not list(mark.iterdir()), "reading the standings ran a player"
    assert "markmod_hostile" not in sys.modules
    assert t.standings_path.exists() is False  # reading wrote nothing either


def test_run_without_a_terminal_refuses_unless_yes(marked):
    path, mark = marked
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1"])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and result.output.startswith("error: ")
    assert "markbot.sh" in result.output and "py:markmod_hostile.Player" in result.output and "--yes" in result.output
    assert not list(mark.iterdir())
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1", "--yes"])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in mark.iterdir()) == ["cmd", "py"]


def test_run_on_a_terminal_lists_the_programs_and_asks_once(marked, monkeypatch):
    path, mark = marked
    monkeypatch.setattr(cli_common, "stdin_is_terminal", lambda: True)
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1"], input="n\n")
    assert result.exit_code == 1
    assert "shell: cmd:" in result.output and "mod: py:markmod_hostile.Player" in result.output
    assert result.output.count("Run them?") == 1 and "nothing was run" in result.output
    assert not list(mark.iterdir())
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1"], input="y\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("Run them?") == 1
    assert sorted(p.name for p in mark.iterdir()) == ["cmd", "py"]


def test_built_in_players_need_no_consent(tmp_path):
    path = define(tmp_path, "plain", [("a", "random"), ("b", "greedy")])
    assert runner.invoke(app, ["tournament", "run", str(path), "-w", "1"]).exit_code == 0


@pytest.mark.parametrize("workers", ["0", "-3", "1000", str(10**12)])
def test_workers_out_of_range_is_one_line(tmp_path, workers):
    path = define(tmp_path, "w", [("a", "random"), ("b", "greedy")])
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", workers])
    assert result.exit_code == 2
    assert result.output.startswith(f"error: --workers {workers}: choose 1 to ") and result.output.count("\n") == 1
    assert not read_definition(path).folder.exists()
