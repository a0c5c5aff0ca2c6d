"""Tournaments on a Dask cluster: a real `dask scheduler` and `dask worker` processes on
127.0.0.1 (each in its own session, killed by process group at the end), the driver as a
separate `escoba tournament run` process; and the run loop's bound on games that kill
their workers, with the forked pool and a local Dask cluster."""

import os
import re
import signal
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.tournament import cluster as cluster_mod
from escoba_tui.tournament.config import read_definition
from escoba_tui.tournament.schedule import make_schedule
from escoba_tui.tournament.standings import read_standings

runner = CliRunner()
TESTS = Path(__file__).parents[1]
PLUGINS = TESTS / "plugins"  # py:cluster_players.X, on the workers' PYTHONPATH too
BOT = TESTS / "tournament_bots" / "bot.py"
HAS_DASK = cluster_mod.available()
needs_dask = pytest.mark.skipif(
    not HAS_DASK, reason="the cluster extra is not installed: pip install -e '.[test,cluster]'"
)


def new(folder, name, *args):
    result = runner.invoke(app, ["tournament", "new", name, "--dir", str(folder), *args])
    assert result.exit_code == 0, result.output
    return folder / f"{name}.toml"


def env_with(*paths):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([*map(str, paths), *filter(None, [env.get("PYTHONPATH")])])
    return env


def run_cli(path, *args, cwd=None, extra_path=()):
    return subprocess.Popen(
        [sys.executable, "-m", "escoba_tui.cli", "tournament", "run", str(path), "--yes", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=cwd,
        env=env_with(PLUGINS, *extra_path),
        start_new_session=True,
    )


def dask_command(*args):
    script = Path(sys.executable).with_name("dask")
    return [str(script), *args] if script.exists() else [sys.executable, "-m", "dask", *args]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """A scheduler and workers, each its own process in its own session."""

    def __init__(self, tmp_path):
        self.tmp = tmp_path
        self.procs = []
        self.workers = []  # the live ones, oldest first
        self.address = f"tcp://127.0.0.1:{free_port()}"

    def _start(self, args, cwd, env):
        log = open(self.tmp / f"dask-{len(self.procs)}.log", "wb")
        proc = subprocess.Popen(
            dask_command(*args), cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        log.close()
        self.procs.append(proc)
        return proc

    def start(self):
        port = self.address.rsplit(":", 1)[1]
        self._start(["scheduler", "--host", "127.0.0.1", "--port", port, "--no-dashboard"], self.tmp, env_with())
        return self

    def with_workers(self, n):
        """Exactly `n` live workers, as the scheduler sees them: the dead ones forgotten, the
        youngest beyond `n` stopped, new ones started (a test that kills a worker leaves the
        next one a whole cluster)."""
        from distributed import Client

        self.workers = [w for w in self.workers if w.poll() is None]
        while len(self.workers) > n:
            self.kill(self.workers.pop())
        while len(self.workers) < n:
            self.add_worker()
        with Client(self.address, timeout=60) as client:
            deadline = time.monotonic() + 90
            while len(client.scheduler_info(n_workers=-1)["workers"]) != n:
                assert time.monotonic() < deadline, f"the scheduler never had {n} workers"
                time.sleep(0.05)
        return self

    def add_worker(self, worker_path=(PLUGINS,)):
        local = self.tmp / f"worker-{len(self.procs)}"
        local.mkdir()
        self.workers.append(
            self._start(
                [
                    "worker",
                    self.address,
                    "--nthreads",
                    "1",
                    "--no-nanny",
                    "--no-dashboard",
                    "--host",
                    "127.0.0.1",
                    "--local-directory",
                    str(local),
                ],
                local,
                env_with(*worker_path),
            )
        )

    def kill(self, proc):
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(10)

    def stop(self):
        for proc in reversed(self.procs):
            self.kill(proc)


@pytest.fixture(scope="module")
def shared_cluster(tmp_path_factory):
    """One scheduler for the module: a Dask process start costs a second or two of CPU. Its
    workers are each test's to take and kill (dask_cluster below)."""
    if not HAS_DASK:
        pytest.skip("the cluster extra is not installed")
    cluster = Cluster(tmp_path_factory.mktemp("dask")).start()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def dask_cluster(shared_cluster):
    """`dask_cluster(workers=N)`: the module's scheduler with exactly N live workers, each a
    process of its own in its own folder (none of them the driver's)."""
    return lambda workers=2: shared_cluster.with_workers(workers)


def trace(t):
    """(game id, pid) per line of the driver's cluster.log: where each game was played."""
    path = t.folder / cluster_mod.TRACE_FILE
    if not path.exists():
        return []
    return [
        (m.group(1), int(m.group(2))) for m in re.finditer(r"^(\S+) \S+ host=\S+ pid=(\d+)", path.read_text(), re.M)
    ]


def without_start_time(path):
    return [line for line in path.read_text().splitlines() if not line.startswith("started")]


@pytest.mark.slow
@needs_dask
def test_games_run_on_both_workers_a_killed_worker_loses_nothing_and_standings_equal_a_local_run(
    tmp_path, dask_cluster
):
    args = [
        "-p",
        "slow=py:cluster_players.SlowGreedy:ms=4",
        "-p",
        "greedy",
        "-p",
        "random",
        "--games",
        "4",
        "--seed",
        "7",
        "--target",
        "5",
    ]
    local_def = new(tmp_path / "local", "cup", *args)
    remote_def = new(tmp_path / "remote", "cup", *args)
    cluster = dask_cluster()
    t = read_definition(remote_def)
    schedule_ids = sorted(g.id for g in make_schedule(t))
    proc = run_cli(remote_def, "--scheduler", cluster.address)
    local = None
    try:
        # Kill the first worker once both have committed games, and well before the end.
        pids = {w.pid for w in cluster.workers}
        deadline = time.monotonic() + 60
        while {pid for _, pid in trace(t)} != pids and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)
        before = len(trace(t))
        assert {pid for _, pid in trace(t)} == pids, f"games did not run on both workers: {trace(t)}"
        assert before < len(schedule_ids) - 8, "the run ended before a worker could be killed"
        cluster.kill(cluster.workers[0])
        # The same tournament on the forked pool, for the standings to compare: played
        # meanwhile (a process of its own), not after.
        local = run_cli(local_def, "-w", "2")
        time.sleep(0.3)  # a result on its way from the dead worker may still land
        after_kill = len(trace(t))
        out, err = proc.communicate(timeout=120)
        local_err = local.communicate(timeout=120)[1]
        assert local.returncode == 0, local_err
    finally:
        for running in (proc, local):
            if running is not None and running.poll() is None:
                os.killpg(running.pid, signal.SIGKILL)
    assert proc.returncode == 0, err
    assert "on the Dask scheduler at" in err
    played = trace(t)
    # every game exactly once; the killed worker played none after its death
    assert sorted(game for game, _ in played) == schedule_ids
    assert {pid for _, pid in played[after_kill:]} == {cluster.workers[1].pid}
    assert sorted(p.name for p in t.games_dir.iterdir()) == [f"{g}.toml" for g in schedule_ids]

    lt = read_definition(local_def)
    assert t.standings_path.read_bytes() == lt.standings_path.read_bytes()
    for game in schedule_ids:  # the records too, all but the time each game started
        assert without_start_time(t.games_dir / f"{game}.toml") == without_start_time(lt.games_dir / f"{game}.toml")


@pytest.mark.slow
@needs_dask
def test_a_driver_whose_workers_all_leave_says_so_and_goes_on_when_one_joins(tmp_path, dask_cluster, monkeypatch):
    monkeypatch.setattr(cluster_mod, "NO_WORKERS_NOTICE_S", 0.3)
    cluster = dask_cluster(workers=1)
    t = read_definition(
        new(
            tmp_path,
            "w",
            "-p",
            "slow=py:cluster_players.SlowGreedy:ms=30",
            "-p",
            "greedy",
            "--games",
            "1",
            "--target",
            "1",
        )
    )  # one hand of half a second: not over before the kill
    notices = []
    executor = cluster_mod.connect(t, scheduler=cluster.address, on_wait=notices.append)
    try:
        game = make_schedule(t)[0]
        executor.submit(game)
        cluster.kill(cluster.workers[0])
        deadline = time.monotonic() + 30
        while not notices and time.monotonic() < deadline:
            assert executor.poll(0.2) == []  # the game waits on the scheduler: nothing lost, nothing failed
        assert len(notices) == 1 and str(notices[0]).startswith("every worker has left the Dask scheduler at "), notices
        assert f"dask worker {cluster.address}" in str(notices[0]) and "nothing is lost" in str(notices[0])
        for _ in range(5):  # half a second: longer than the notice's wait, had it started again
            executor.poll(0.1)
        assert len(notices) == 1  # said once, not on every poll
        cluster.add_worker()
        events = []
        while not events and time.monotonic() < deadline + 60:
            events = executor.poll(0.2)
        assert [str(n) for n in notices[1:]] == [
            f"1 worker joined the Dask scheduler at {cluster.address}; the run goes on"
        ]
        assert [type(e).__name__ for e in events] == ["GameDone"] and events[0].game.id == game.id
    finally:
        executor.close()


@needs_dask
def test_workers_that_cannot_build_a_player_are_named_and_bot_logs_come_back(tmp_path, dask_cluster, monkeypatch):
    """The driver (here in the test's process, in a folder and with a module path of its
    own; the workers are processes in folders of theirs) names each worker that cannot
    build a player; a bot's standard error comes back from the worker as its log."""
    driver_dir = tmp_path / "driver"
    (driver_dir / "mods").mkdir(parents=True)
    # a program at a relative path only the driver's folder has, and a module only the driver can import
    local_bot = driver_dir / "localbot"
    local_bot.write_text(f"#!/bin/sh\nexec {sys.executable} {BOT} good\n")
    local_bot.chmod(local_bot.stat().st_mode | stat.S_IEXEC)
    (driver_dir / "mods" / "driver_only.py").write_text("from escoba_tui.players.greedy import GreedyPlayer as Mine\n")
    # a bot that logs a line on its standard error, at the same absolute path everywhere
    logging_bot = tmp_path / "loggingbot"
    logging_bot.write_text(f'#!/bin/sh\necho "bot says hello from $$" >&2\nexec {sys.executable} {BOT} good\n')
    logging_bot.chmod(logging_bot.stat().st_mode | stat.S_IEXEC)
    cluster = dask_cluster()  # workers in folders of their own: no ./localbot there

    bad = driver_dir / "bad.toml"  # written by hand: `new` checks the players from the test's folder
    bad.write_text(
        'name = "bad"\nrules = "escoba"\nplayers = [{name = "rel", spec = "cmd:./localbot"}, '
        '{name = "mine", spec = "py:driver_only.Mine"}, {name = "greedy", spec = "greedy"}]\n'
    )
    monkeypatch.chdir(driver_dir)
    monkeypatch.syspath_prepend(str(driver_dir / "mods"))
    monkeypatch.delitem(sys.modules, "driver_only", raising=False)  # gone again after the test
    result = runner.invoke(app, ["tournament", "run", str(bad), "--yes", "--scheduler", cluster.address])
    monkeypatch.delitem(sys.modules, "driver_only", raising=False)
    err = result.stderr
    assert result.exit_code == 2, result.output
    lines = err.strip().splitlines()
    assert "Traceback" not in result.output and isinstance(result.exception, SystemExit)
    for worker in ("rel", "mine"):
        assert sum(f"player {worker!r}" in line for line in lines) == 2, err  # one line per worker
    assert all(line.startswith("error: worker tcp://127.0.0.1:") for line in lines), err
    assert "same path on every worker" in err and "py: players must be importable on every worker" in err
    assert not (driver_dir / "bad" / "games").exists() or not any((driver_dir / "bad" / "games").iterdir())

    good = new(driver_dir, "good", "-p", f"bot=cmd:{logging_bot}", "-p", "greedy", "--games", "1", "--target", "5")
    result = runner.invoke(app, ["tournament", "run", str(good), "--yes", "--scheduler", cluster.address])
    assert result.exit_code == 0, result.output
    t = read_definition(good)
    logs = sorted(t.logs_dir.glob("*.log"))
    assert [p.name for p in logs] == [f"{g.id}.seat{g.seating.index(0) + 1}.log" for g in make_schedule(t)]
    assert all(p.read_text().startswith("bot says hello from ") for p in logs)


@pytest.mark.slow
@needs_dask
def test_a_game_that_keeps_killing_dask_workers_is_skipped_and_reported(tmp_path):
    # One game with the killer in the first seat: three Dask workers die for it (each death a
    # worker process the nanny starts again); the forked pool's test below has two such games.
    # One local worker is enough (the other game waits for its restart): each worker and
    # nanny more is a process start of a second or so.
    path = new(
        tmp_path, "k", "-p", "killer=py:cluster_players.WorkerKiller", "-p", "greedy", "--games", "1", "--target", "5"
    )
    proc = run_cli(path, "--cluster", "local:1")
    try:
        out, err = proc.communicate(timeout=240)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    t = read_definition(path)
    schedule = make_schedule(t)
    killers = [g.id for g in schedule if g.seating[0] == 0]
    assert len(killers) == 1
    assert proc.returncode == 1, err
    for game in killers:
        assert f"game {game}: skipped: every worker that played it died (3 tries" in err
    assert "1 game skipped because it kept killing workers" in err
    # the games without the killer were played, and only those
    assert sorted(p.stem for p in t.games_dir.glob("*.toml")) == sorted(g.id for g in schedule if g.id not in killers)
    assert read_standings(t.standings_path).progress.done == len(schedule) - len(killers)


def test_a_game_that_keeps_killing_forked_workers_is_skipped_after_three_tries(tmp_path):
    # Three players: two games open with the killer (forked workers are cheap to replace).
    path = new(
        tmp_path,
        "k",
        "-p",
        "killer=py:cluster_players.WorkerKiller",
        "-p",
        "greedy",
        "-p",
        "random",
        "--games",
        "1",
        "--target",
        "5",
    )
    proc = run_cli(path, "-w", "2")
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 1, err
    t = read_definition(path)
    schedule = make_schedule(t)
    killers = [g.id for g in schedule if g.seating[0] == 0]
    assert len(killers) == 2
    for game in schedule:
        assert (f"game {game.id}: skipped: its worker died each of the 3 times it was played" in err) == (
            game.id in killers
        )
    assert "2 games skipped because they kept killing workers" in err
    assert sorted(p.stem for p in t.games_dir.glob("*.toml")) == sorted(g.id for g in schedule if g.id not in killers)
    assert read_standings(t.standings_path).progress.done == len(schedule) - 2


def test_cluster_flags_without_the_extra_say_how_to_install(tmp_path, monkeypatch):
    path = new(tmp_path, "c", "-p", "random", "-p", "greedy")
    monkeypatch.setattr(cluster_mod, "available", lambda: False)
    for flags in (["--scheduler", "tcp://127.0.0.1:8786"], ["--scheduler-file", "s.json"], ["--cluster", "local:2"]):
        result = runner.invoke(app, ["tournament", "run", str(path), *flags])
        assert result.exit_code == 2
        assert result.output.strip().splitlines() == [
            f"error: {flags[0]}: running on a Dask cluster needs the cluster extra: pip install 'escoba_tui[cluster]' "
            "(in a checkout: pip install -e '.[cluster]')"
        ]


def test_the_local_cluster_is_bounded_by_the_cores_and_the_memory(monkeypatch):
    monkeypatch.setattr(cluster_mod.os, "cpu_count", lambda: 2)
    pages = {"SC_PHYS_PAGES": (1 << 30) // 4096, "SC_PAGE_SIZE": 4096}  # 1 GiB
    monkeypatch.setattr(cluster_mod.os, "sysconf", pages.__getitem__)
    assert cluster_mod.max_local_workers() == 4  # 1 GiB / 256 MiB, under 2 cores x 4
    monkeypatch.setattr(cluster_mod.os, "cpu_count", lambda: 1)
    assert cluster_mod.max_local_workers() == 4
    pages["SC_PHYS_PAGES"] = (1 << 40) // 4096
    monkeypatch.setattr(cluster_mod.os, "cpu_count", lambda: 512)
    assert cluster_mod.max_local_workers() == 256
    pages["SC_PHYS_PAGES"] = 1
    assert cluster_mod.max_local_workers() == 1


def test_cluster_flags_are_checked(tmp_path):
    path = new(tmp_path, "c", "-p", "random", "-p", "greedy")
    cases = [
        (["--scheduler", "tcp://a:1", "--cluster", "local:2"], "--scheduler and --cluster: give one place"),
        (["--cluster", "local:2", "-w", "2"], "--workers is for the local pool"),
        (["--cluster", "remote:2"], "write local:N"),
        (["--cluster", "local:0"], "write local:N"),
        (["--cluster", "local:999999"], "this machine holds at most"),
        (
            ["--cluster", f"local:{cluster_mod.max_local_workers() + 1}"],
            f"this machine holds at most {cluster_mod.max_local_workers()} local workers (four per core, one per 256 MiB",
        ),
    ]
    for flags, message in cases:
        result = runner.invoke(app, ["tournament", "run", str(path), *flags])
        assert result.exit_code == 2 and message in result.output, result.output


@needs_dask
def test_time_budget_players_are_warned_about_and_an_unreachable_scheduler_is_one_line(tmp_path, monkeypatch):
    path = new(tmp_path, "c", "-p", "e=expert:ms=50", "-p", "i=expert:iters=50", "-p", "greedy")
    monkeypatch.setattr(cluster_mod, "CONNECT_TIMEOUT_S", 0.3)  # nobody listens: refused at once
    result = runner.invoke(app, ["tournament", "run", str(path), "--scheduler", f"tcp://127.0.0.1:{free_port()}"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 2, result.output
    assert lines[0].startswith("warning: e (expert:ms=50) thinks for a time per move") and "iters=" in lines[0]
    assert lines[1].startswith("error: cannot reach the Dask scheduler tcp://127.0.0.1:")
    missing = runner.invoke(app, ["tournament", "run", str(path), "--scheduler-file", str(tmp_path / "none.json")])
    assert missing.exit_code == 2 and "no such scheduler file" in missing.output
    assert cluster_mod.time_budget_players(read_definition(path)) == [("e", "expert:ms=50")]


# ---------------------------------------------------------------- addresses and schedulers that are not


def one_error_line(result) -> str:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.output
    assert "\x1b" not in lines[0] and len(lines[0]) < 600
    return lines[0]


@needs_dask
@pytest.mark.parametrize(
    "address, words",
    [
        ("ucx://127.0.0.1:1", "only tcp:// schedulers are supported (ucx:// is not tested)"),
        ("tls://127.0.0.1:1", "only tcp:// schedulers are supported (tls:// is not tested)"),
        ("inproc://x", "only tcp:// schedulers are supported"),
        ("127.0.0.1:8786", "write the scheduler's address as tcp://HOST:PORT"),
        ("tcp://127.0.0.1", "write the scheduler's address as tcp://HOST:PORT"),
        ("tcp://127.0.0.1:99999", "write the scheduler's address as tcp://HOST:PORT"),
        ("tcp://a b:1", "write the scheduler's address as tcp://HOST:PORT"),
        ("tcp://\x1b]0;x\x07:1", "write the scheduler's address as tcp://HOST:PORT"),
        ("tcp://" + "a" * 100_000 + ":1", "is not one"),
    ],
)
def test_a_scheduler_address_is_checked_before_dask_sees_it(tmp_path, address, words):
    path = new(tmp_path, "c", "-p", "random", "-p", "greedy")
    line = one_error_line(runner.invoke(app, ["tournament", "run", str(path), "--scheduler", address]))
    assert words in line, line
    assert not (tmp_path / "c").exists()  # refused before anything was written


class NotDask:
    """A TCP server on 127.0.0.1 that answers every connection its own way."""

    def __init__(self, behaviour: str) -> None:
        import threading

        self.behaviour = behaviour
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        import random
        import struct

        self.server.settimeout(0.2)
        while not self.stop.is_set():
            try:
                conn, _ = self.server.accept()
            except OSError:
                continue
            rng = random.Random(7)
            try:
                with conn:
                    conn.settimeout(10)
                    if self.behaviour == "random":
                        conn.sendall(rng.randbytes(4096))
                    elif self.behaviour == "huge":
                        conn.sendall(struct.pack("<Q", 2**62) + b"x" * 100)
                    elif self.behaviour == "plausible":  # 8 GB said, then a flood
                        conn.sendall(struct.pack("<Q", 8 << 30))
                        while not self.stop.is_set():
                            conn.sendall(b"\0" * 65536)
                    elif self.behaviour == "flood":
                        while not self.stop.is_set():
                            conn.sendall(rng.randbytes(65536))
                    elif self.behaviour == "short":
                        conn.sendall(struct.pack("<Q", 300) + b"x" * 10)
                    elif self.behaviour == "closes":
                        continue
                    self.stop.wait(10)  # "silent" and the rest: say no more
            except OSError:
                pass

    def close(self) -> None:
        self.stop.set()
        self.server.close()
        self.thread.join(15)


@needs_dask
@pytest.mark.parametrize(
    "behaviour, words",
    [
        ("random", "is not a Dask scheduler: its first message announces"),
        ("huge", "is not a Dask scheduler: its first message announces 4611686018427387904 bytes"),
        ("plausible", "is not a Dask scheduler: its first message announces 8589934592 bytes"),
        ("flood", "is not a Dask scheduler: its first message announces"),
        ("short", "is not a Dask scheduler: its first message stops short"),
        ("closes", "is not a Dask scheduler: it closed the connection without a word"),
        ("silent", "is not a Dask scheduler: it said nothing within 0.2 s"),
    ],
)
def test_a_scheduler_that_is_not_dask_is_one_line_in_bounded_time(tmp_path, monkeypatch, behaviour, words):
    path = new(tmp_path, "c", "-p", "random", "-p", "greedy")
    monkeypatch.setattr(cluster_mod, "HANDSHAKE_S", 0.2)
    server = NotDask(behaviour)
    try:
        start = time.monotonic()
        line = one_error_line(
            runner.invoke(app, ["tournament", "run", str(path), "--scheduler", f"tcp://127.0.0.1:{server.port}"])
        )
        assert time.monotonic() - start < 10
    finally:
        server.close()
    assert line == f"error: tcp://127.0.0.1:{server.port} {words}" or line.startswith(
        f"error: tcp://127.0.0.1:{server.port} {words}"
    ), line


@needs_dask
@pytest.mark.parametrize(
    "content, words",
    [
        ("{", "not a scheduler file (not JSON)"),
        ("", "not a scheduler file (not JSON)"),
        ('{"id": "x"}', 'not a scheduler file (no "address" text in a JSON object)'),
        ("[1, 2]", 'not a scheduler file (no "address" text in a JSON object)'),
        ('{"address": 5}', 'not a scheduler file (no "address" text in a JSON object)'),
        ('{"address": "ucx://127.0.0.1:1"}', "address ucx://127.0.0.1:1: only tcp:// schedulers are supported"),
        ("[" * 50_000, "not a scheduler file (not JSON)"),
        ("fifo", "not a regular file"),
        ("\xff", "not UTF-8"),
    ],
)
def test_a_scheduler_file_is_checked_before_dask_reads_it(tmp_path, content, words):
    path = new(tmp_path, "c", "-p", "random", "-p", "greedy")
    file = tmp_path / "scheduler.json"
    if content == "fifo":
        os.mkfifo(file)
    elif content == "\xff":
        file.write_bytes(b"\xff\xfe")
    else:
        file.write_text(content)
    line = one_error_line(runner.invoke(app, ["tournament", "run", str(path), "--scheduler-file", str(file)]))
    assert words in line, line
