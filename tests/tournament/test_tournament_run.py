"""Running tournaments: CLI, standings against the records, resume after SIGKILL, faulty bots, SPRT, Ctrl-C."""

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.game.record import read_record, verify
from escoba_tui.tournament.config import read_definition
from escoba_tui.tournament.schedule import make_schedule
from escoba_tui.tournament.standings import read_standings as read_checked_standings

runner = CliRunner()


def read_standings(path):
    """The standings document as written, once the typed reader has checked every field."""
    return read_checked_standings(path).to_doc()


BOTS = Path(__file__).parents[1] / "tournament_bots" / "bot.py"


def new(tmp_path, name, *args):
    result = runner.invoke(app, ["tournament", "new", name, "--dir", str(tmp_path), *args])
    assert result.exit_code == 0, result.output
    return tmp_path / f"{name}.toml"


def records_of(t):
    return sorted(p.name for p in t.games_dir.iterdir())


def tally_from_records(t):
    """Wins, draws, losses and games per player, counted straight from the record files."""
    counts = {p.name: Counter() for p in t.players}
    for path in t.games_dir.glob("*.toml"):
        record = read_record(path)
        verify(record, str(path))
        for seat, name in enumerate(record.seats):
            side = next(i for i, team in enumerate(record.teams) if seat in team)
            counts[name]["games"] += 1
            if record.winner is None:
                counts[name]["draws"] += 1
            elif record.winner == side:
                counts[name]["wins"] += 1
            else:
                counts[name]["losses"] += 1
            if record.result == "forfeit" and record.forfeit_seat == seat:
                counts[name][record.forfeit_reason] += 1
    return counts


def live_processes(marker):
    """Processes (other than this one) whose command line mentions `marker`."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if marker in cmdline and state != "Z":
            found.append((int(entry), cmdline))
    return found


def wait_gone(marker, seconds=5.0):
    deadline = time.monotonic() + seconds
    while live_processes(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    return live_processes(marker)


def test_small_round_robin_via_cli_standings_match_records(tmp_path):
    path = new(
        tmp_path,
        "rr",
        "-p",
        "random",
        "-p",
        "greedy",
        "-p",
        "g2=greedy",
        "--games",
        "2",
        "--seed",
        "4",
        "--target",
        "11",
    )
    before = runner.invoke(app, ["tournament", "standings", str(path)])
    assert before.exit_code == 0 and "0 of 12 games · 12 to play" in before.output
    assert not (tmp_path / "rr").exists()  # looking does not write
    result = runner.invoke(app, ["tournament", "run", str(path), "--workers", "2"])
    assert result.exit_code == 0, result.output
    t = read_definition(path)
    schedule = make_schedule(t)
    assert records_of(t) == sorted(f"{g.id}.toml" for g in schedule)
    doc = read_standings(t.standings_path)
    assert doc["progress"] == {**doc["progress"], "done": 12, "scheduled": 12, "remaining": 0, "complete": True}
    counted = tally_from_records(t)
    for p in doc["players"]:
        c = counted[p["name"]]
        assert (p["games"], p["wins"], p["draws"], p["losses"]) == (c["games"], c["wins"], c["draws"], c["losses"])
        assert p["score"] == c["wins"] + c["draws"] / 2
    # each pairing meets 2 deals x 2 rotations = 4 times; the crosstable is zero-sum
    cross = doc["crosstable"]
    n = len(cross["players"])
    for i in range(n):
        for j in range(n):
            if i != j:
                assert cross["games"][i][j] == 4
                assert cross["score"][i][j] + cross["score"][j][i] == 4
    assert [g["status"] for g in doc["games"]] == ["done"] * 12
    assert all((t.folder / g["record"]).exists() for g in doc["games"])
    assert doc["players"][0]["rank"] == 1 and doc["progress"]["leader"] == doc["players"][0]["name"]
    assert "Elo" in result.output and "greedy" in result.output

    shown = runner.invoke(app, ["tournament", "standings", str(path), "--json"])
    assert shown.exit_code == 0
    as_json = json.loads(shown.output)
    assert as_json["players"][0]["name"] == doc["players"][0]["name"]
    assert as_json["progress"] == doc["progress"]
    table = runner.invoke(app, ["tournament", "standings", str(t.standings_path)])
    assert table.exit_code == 0 and "g2" in table.output and "12 of 12 games" in table.output

    again = runner.invoke(app, ["tournament", "run", str(path)])
    assert again.exit_code == 0 and "already played" in again.output


def test_three_and_four_seat_tournaments_rate_with_openskill(tmp_path):
    path = new(
        tmp_path,
        "three",
        "-p",
        "random",
        "-p",
        "greedy",
        "-p",
        "g2=greedy",
        "-p",
        "r2=random",
        "--seats",
        "3",
        "--games",
        "1",
        "--target",
        "5",
    )
    assert runner.invoke(app, ["tournament", "run", str(path), "-w", "2"]).exit_code == 0
    t = read_definition(path)
    doc = read_standings(t.standings_path)
    assert doc["progress"]["done"] == 4 * 3  # 4 groups of 3, 3 rotations each
    assert all("rating" in p and "elo" not in p for p in doc["players"])
    counted = tally_from_records(t)
    assert {p["name"]: p["wins"] for p in doc["players"]} == {k: v["wins"] for k, v in counted.items()}

    path = new(
        tmp_path,
        "pairs",
        "-p",
        "random",
        "-p",
        "greedy",
        "-p",
        "g2=greedy",
        "-p",
        "r2=random",
        "--seats",
        "4",
        "--partners",
        "--games",
        "1",
        "--target",
        "5",
    )
    assert runner.invoke(app, ["tournament", "run", str(path), "-w", "1"]).exit_code == 0
    doc = read_standings(read_definition(path).standings_path)
    assert doc["progress"]["done"] == 4
    # partners share every result: wins per player sum to twice the games
    assert sum(p["wins"] + p["draws"] / 2 for p in doc["players"]) == pytest.approx(2 * 4)


def run_cli(path, *args, **kwargs):
    return subprocess.Popen(
        [sys.executable, "-m", "escoba_tui.cli", "tournament", "run", str(path), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kwargs,
    )


@pytest.mark.slow
def test_sigkill_at_random_moments_then_resume_equals_uninterrupted(tmp_path):
    args = ["-p", "random", "-p", "greedy", "-p", "g2=greedy", "--games", "16", "--seed", "11", "--target", "7"]
    whole = new(tmp_path / "whole", "cup", *args)
    killed = new(tmp_path / "killed", "cup", *args)
    proc = run_cli(whole, "-w", "2")
    assert proc.wait(60) == 0, proc.stderr.read()
    reference = read_definition(whole).standings_path.read_text()
    t = read_definition(killed)
    schedule_ids = sorted(f"{g.id}.toml" for g in make_schedule(t))
    total = len(schedule_ids)
    rng = random.Random(2024)
    for _ in range(5):
        before = len(list(t.games_dir.glob("*.toml"))) if t.games_dir.exists() else 0
        proc = run_cli(killed, "-w", "2")
        # a random moment measured in progress, never in time (games of 7 points take
        # milliseconds: a tenth of a second of sleep let a run reach its end): after 0..12
        # more games, kept short of the end so every kill lands in a run, plus a random
        # handful of polls so some kills land inside a write
        wanted = min(before + rng.randint(0, 12), total - 24)
        while proc.poll() is None and (len(list(t.games_dir.glob("*.toml"))) if t.games_dir.exists() else 0) < wanted:
            time.sleep(0.002)
        for _ in range(rng.randint(0, 3)):
            time.sleep(0.002)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        stderr = proc.stderr.read()
        if before:
            # a resumed run announces exactly the games it found done: none is played twice
            assert f"resuming: {before} of {total} games done, {total - before} to play" in stderr
        assert wait_gone(str(killed)) == [], "a worker outlived its killed tournament"
        assert set(records_of(t)) - {n for n in records_of(t) if n.startswith(".")} <= set(schedule_ids)
    done_before = len(list(t.games_dir.glob("*.toml")))
    assert done_before < total, "the kills came too late to test anything"
    proc = run_cli(killed, "-w", "2")
    assert proc.wait(60) == 0, proc.stderr.read()
    assert records_of(t) == schedule_ids  # exactly the scheduled games, each once, no leftovers
    assert t.standings_path.read_text() == reference


def test_corrupt_record_is_replayed_and_foreign_record_refused(tmp_path):
    path = new(tmp_path, "c", "-p", "random", "-p", "greedy", "--games", "2", "--target", "5")
    assert runner.invoke(app, ["tournament", "run", str(path), "-w", "1"]).exit_code == 0
    t = read_definition(path)
    before = t.standings_path.read_text()
    victim = sorted(t.games_dir.glob("*.toml"))[1]
    victim.write_text(victim.read_text()[:200])  # a partial file
    (t.games_dir / f".{victim.name}.abc.tmp").write_text("half")  # a temporary file left by a kill
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1"])
    assert result.exit_code == 0
    assert f"record of {victim.stem} was unreadable" in result.output
    assert "resuming: 3 of 4 games done, 1 to play" in result.output
    assert t.standings_path.read_text() == before
    assert len(list(t.games_dir.iterdir())) == 4
    # a record of another tournament under the same id is not silently replaced
    other = new(tmp_path / "o", "c", "-p", "random", "-p", "greedy", "--games", "2", "--target", "5", "--seed", "99")
    (tmp_path / "o" / "c").mkdir()
    os.rename(t.games_dir, tmp_path / "o" / "c" / "games")
    result = runner.invoke(app, ["tournament", "run", str(other)])
    assert result.exit_code == 2 and "not game" in result.output and "new name" in result.output


def test_ctrl_c_stops_cleanly_with_a_resume_hint(tmp_path):
    # Far more games than two workers play in a second, so the run is still going
    # when the signal comes, however fast the machine.
    path = new(tmp_path, "stop", "-p", "random", "-p", "greedy", "--games", "5000")
    games_dir = read_definition(path).games_dir
    proc = run_cli(path, "-w", "2")
    deadline = time.monotonic() + 30  # interrupt once games are being played, not before
    while (not games_dir.exists() or not any(games_dir.glob("*.toml"))) and time.monotonic() < deadline:
        time.sleep(0.02)
    time.sleep(0.2)
    proc.send_signal(signal.SIGINT)
    try:
        assert proc.wait(10) == 130
    finally:
        proc.kill()  # never left playing its 5000 games after a failure
    stderr = proc.stderr.read()
    assert "Traceback" not in stderr
    assert f"run `escoba tournament run {path}` again to resume" in stderr
    assert wait_gone(str(path)) == []
    t = read_definition(path)
    doc = read_standings(t.standings_path)
    assert 0 < doc["progress"]["done"] < doc["progress"]["scheduled"]
    assert doc["progress"]["done"] == len(list(t.games_dir.glob("*.toml")))


def test_sprt_gauntlet_stops_once_decided(tmp_path):
    path = new(
        tmp_path,
        "sprt",
        "-p",
        "greedy",
        "-p",
        "random",
        "--format",
        "gauntlet",
        "--games",
        "60",
        "--sprt",
        "0,100",
        "--target",
        "11",
    )
    # One worker, so games end in schedule order and "as soon as decided" has an exact
    # bound (with two, a fast worker can run ahead while a slow one holds an earlier game).
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1"])
    assert result.exit_code == 0, result.output
    doc = read_standings(read_definition(path).standings_path)
    sprt = doc["sprt"]
    assert sprt["decision"] == "H1" and sprt["llr"] >= sprt["upper"]
    assert doc["progress"]["complete"] and doc["progress"]["done"] < 120
    # Beyond the 2 * pairs games that decided it, only the worker's game in play and the
    # one handed to it ahead can finish.
    assert doc["progress"]["done"] <= 2 * sprt["pairs"] + 2
    assert "H1 accepted" in result.output
    again = runner.invoke(app, ["tournament", "run", str(path)])
    assert again.exit_code == 0
    assert read_standings(read_definition(path).standings_path)["progress"]["done"] == doc["progress"]["done"]


@pytest.mark.slow
def test_broken_external_bots_forfeit_and_the_tournament_completes(tmp_path):
    bot = f"{sys.executable} {BOTS}"
    path = new(
        tmp_path,
        "faults",
        "-p",
        f"crashy=cmd:{bot} crash",
        "-p",
        f"hangy=cmd:{bot} hang",
        "-p",
        f"cheaty=cmd:{bot} cheat",
        "-p",
        f"noisy=cmd:{bot} garbage",
        "-p",
        "greedy",
        "--format",
        "gauntlet",
        "--challenger",
        "greedy",
        "--games",
        "2",
        "--time-ms",
        "50",
    )
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "2", "--yes"])
    assert result.exit_code == 0, result.output
    t = read_definition(path)
    doc = read_standings(t.standings_path)
    assert doc["progress"]["done"] == doc["progress"]["scheduled"] == 16
    players = {p["name"]: p for p in doc["players"]}
    assert players["crashy"]["forfeits"]["crash"] == 4
    assert players["hangy"]["forfeits"]["timeout"] == 4
    assert players["cheaty"]["forfeits"]["illegal move"] == 4
    assert players["noisy"]["forfeits"]["protocol"] == 4
    assert all(players[name]["failing"] for name in ("crashy", "hangy", "cheaty", "noisy"))
    assert players["greedy"]["forfeits_total"] == 0 and players["greedy"]["wins"] == 16
    assert not players["greedy"]["failing"]
    assert doc["progress"]["forfeits"] == 16
    assert "forfeit by seat" in result.output
    assert "warning: hangy forfeited 4 of 4 games (timeout 4)" in result.output
    assert result.output.count("warning: crashy keeps failing") <= 1
    assert tally_from_records(t)["hangy"]["timeout"] == 4
    assert list(t.logs_dir.glob("*.log"))
    assert wait_gone(str(BOTS)) == [], "a bot was left running"
    assert wait_gone("tournament-bot-grandchild") == [], "a bot's child was left running"


def test_sigkill_of_the_run_takes_workers_and_their_bots_along(tmp_path):
    # A long budget, so the referee's own timeout cannot be what ends the hanging bot.
    marker = f"hang-{tmp_path.name}"
    bot = f"{sys.executable} {BOTS} hang {marker}"
    path = new(tmp_path, "k", "-p", f"hangy=cmd:{bot}", "-p", "greedy", "--games", "2", "--time-ms", "20000")
    proc = run_cli(path, "-w", "2", "--yes")
    deadline = time.monotonic() + 15
    while len(live_processes(marker)) < 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert len(live_processes(marker)) >= 2, "the bots never started"
    time.sleep(0.3)
    proc.send_signal(signal.SIGKILL)
    proc.wait(5)
    assert wait_gone(marker, 5.0) == [], "a bot outlived the killed tournament"
    assert wait_gone(str(path), 5.0) == [], "a worker outlived the killed tournament"
    assert wait_gone("tournament-bot-grandchild") == []


def test_a_worker_killed_mid_run_is_replaced_and_its_game_replayed(tmp_path):
    # 200 games: the kill comes after 20, with 180 still to play (a worker killed after its
    # run ended would be a ProcessLookupError, a failure, never a test that passes unseen).
    path = new(tmp_path, "w", "-p", "random", "-p", "greedy", "--games", "100", "--target", "11")
    t = read_definition(path)
    proc = run_cli(path, "-w", "2")
    deadline = time.monotonic() + 20
    while (not t.games_dir.exists() or len(list(t.games_dir.glob("*.toml"))) < 20) and time.monotonic() < deadline:
        time.sleep(0.01)
    workers = [pid for pid, _ in live_processes(str(path)) if pid != proc.pid]
    assert workers, "no worker to kill"
    os.kill(workers[0], signal.SIGKILL)
    assert proc.wait(60) == 0, proc.stderr.read()
    assert records_of(t) == sorted(f"{g.id}.toml" for g in make_schedule(t))
    assert read_standings(t.standings_path)["progress"]["complete"]
