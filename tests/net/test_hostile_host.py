"""Hostile input on the host's side (issue 19 items 1-6, 14, 15): `--move-time` and a
tables file's numbers, tables files that are deep, devices or pipes, saved tables that
were edited or replaced, two hosts on one state folder, and programs named in files.
Each is one `error:` line and exit 2, or (a saved table) the file set aside with a note
while the host goes on; nothing is deleted and nothing named in a file runs unasked."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from helpers.cli import one_error_line
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.cli import common as cli_common
from escoba_tui.files.reader import MAX_DEFINITION
from escoba_tui.net.host import Host, load_tables, new_tables
from escoba_tui.net.table import TableConfig
from escoba_tui.net.tables_file import TablesError, loads

runner = CliRunner()
ESCOBA = [sys.executable, "-c", "from escoba_tui.cli import main; main()"]
WAIT_S = 30  # a bound on every wait for a process; a passing test takes a second or two


class Process:
    """`escoba ARGS` in a process of its own, killed by a watchdog if a wait runs past
    WAIT_S (a hang is then a failed assertion, never a stuck test) and at the end."""

    def __init__(self, *args: str, env: dict[str, str] | None = None) -> None:
        self.proc = subprocess.Popen(
            [*ESCOBA, *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, **(env or {})},
        )
        self.watchdog = threading.Timer(WAIT_S, self.proc.kill)
        self.watchdog.start()

    def first_line(self) -> dict:
        line = self.proc.stdout.readline()
        assert line, f"no line from the host: {self.stop()}"
        return json.loads(line)

    def finish(self) -> tuple[int, str]:
        """Its exit code and standard error, once it ends by itself."""
        _, err = self.proc.communicate()
        self.watchdog.cancel()
        return self.proc.returncode, err

    def stop(self) -> str:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        try:
            _, err = self.proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate()
        self.watchdog.cancel()
        return err


@pytest.fixture(autouse=True)
def never_serves_in_process(monkeypatch):
    """A command run here (CliRunner) that should refuse, but serves, fails at once
    instead of serving for ever; the hosts that serve run in processes of their own."""

    def refuse(self, *args, **kwargs):
        raise AssertionError("the host began to serve where it should have refused")

    monkeypatch.setattr(Host, "serve_forever", refuse)


@pytest.fixture
def processes():
    started: list[Process] = []

    def start(*args: str, env: dict[str, str] | None = None) -> Process:
        started.append(Process(*args, env=env))
        return started[-1]

    yield start
    for p in started:
        p.stop()


# ---------------------------------------------------------------- 1. the time per move


@pytest.mark.parametrize("value", ["inf", "nan", "1e308", "-inf", "0.5", "3601"])
def test_move_time_must_be_a_finite_number_of_seconds_within_bounds(tmp_path, value):
    result = runner.invoke(app, ["host", "--state", str(tmp_path), "--port", "0", "--move-time", value])
    one_error_line(result, "--move-time", "choose between 1 and 3600 seconds")
    assert not (tmp_path / "tables").exists()


@pytest.mark.parametrize("field", ["move_time", "grace"])
@pytest.mark.parametrize("value", ["inf", "nan", "-inf", "1e308", "1" + "0" * 400, "-1"])
def test_a_tables_files_times_too(tmp_path, field, value):
    text = f'[[table]]\nseats = ["remote", "remote"]\n{field} = {value}\n'
    with pytest.raises(TablesError, match=rf"^t.toml:3: table 1: {field}: .* choose between 1 and 3600$"):
        loads(text, "t.toml")
    path = tmp_path / "t.toml"
    path.write_text(text)
    one_error_line(
        runner.invoke(app, ["host", "--state", str(tmp_path / "s"), "--tables", str(path)]),
        f"t.toml:3: table 1: {field}",
    )


# ---------------------------------------------------------------- 2, 3. the tables file


DEEP = "x = " + "[" * 50_000 + "]" * 50_000 + "\n"
DOTTED = "a" + ".a" * 30_000 + " = 1\n"


@pytest.mark.parametrize(
    "kind, words",
    [
        ("deep", "nested too deeply"),
        ("dotted", "dotted key"),
        ("zero", "not a regular file"),
        ("fifo", "not a regular file"),
        ("big", "more than a tables file can be"),
        ("folder", "is a folder"),
    ],
)
def test_a_tables_file_is_read_capped_and_bounded(tmp_path, kind, words):
    path = tmp_path / "tables.toml"
    if kind == "deep":
        path.write_text(DEEP)
    elif kind == "dotted":
        path.write_text(DOTTED)
    elif kind == "zero":
        path = Path("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)  # without a writer: a plain open() waits for ever
    elif kind == "big":
        path.write_text('[[table]]\nseats = ["remote", "remote"]\n' + "#" * MAX_DEFINITION + "\n")
    else:
        path = tmp_path
    result = runner.invoke(app, ["host", "--state", str(tmp_path / "s"), "--port", "0", "--tables", str(path)])
    one_error_line(result, str(path), words)


# ---------------------------------------------------------------- 4, 5, 15. saved tables


def saved(state: Path, seats: list[str] | None = None, **edits) -> Path:
    """A table saved as `escoba host` saves it, then `edits` made to its file (a key
    config__X edits the field X of its settings)."""
    [table] = new_tables([TableConfig(seats=seats or ["remote", "greedy"], seed=5)], state)
    path = state / "tables" / f"{table.code}.json"
    meta = json.loads(path.read_text())
    for key, value in edits.items():
        where, _, field = key.rpartition("__")
        (meta[where] if where else meta)[field] = value
    path.write_text(json.dumps(meta))
    return path


def set_aside(state: Path, path: Path) -> list[str]:
    """The files moved to STATE/unreadable/ (the original gone, nothing deleted)."""
    assert not os.path.lexists(path), f"{path} was left where the host would trip on it again"
    return sorted(p.name for p in (state / "unreadable").iterdir())


@pytest.mark.parametrize(
    "text, words",
    [
        ("[" * 100_000, "nested too deeply"),
        ("{" * 5, "not JSON"),
        ("[]", "not a saved table"),
        ("", "not JSON"),
    ],
    ids=["deep", "broken", "a-list", "empty"],
)
def test_an_unreadable_saved_table_is_set_aside_and_the_others_resume(tmp_path, text, words):
    good = saved(tmp_path)
    bad = tmp_path / "tables" / "zzzz.json"
    bad.write_text(text)
    notes: list[str] = []
    tables = load_tables(tmp_path, note=lambda n: notes.append(str(n)))
    assert [t.code for t in tables] == [good.stem]
    [note] = notes
    assert note.startswith("not resumed: ") and str(bad) in note and words in note and "unreadable" in note
    assert [n.startswith("zzzz-") and n.endswith(".json") for n in set_aside(tmp_path, bad)] == [True]
    assert (tmp_path / "unreadable" / set_aside(tmp_path, bad)[0]).read_text() == text  # kept as it was


@pytest.mark.parametrize(
    "edits, words",
    [
        ({"tokens": []}, "tokens: expected 2 values"),
        ({"seq": ["x", 1]}, "seq: expected 2 values"),
        ({"names": None}, "names: expected list"),
        ({"started": "yes"}, "started: expected bool"),
        ({"started_at": "yesterday"}, "started_at"),
        ({"first_dealer": 9}, "first_dealer"),
        ({"config": 3}, "config: expected dict"),
        ({"config__move_ms": "x"}, "config.move_ms: expected int"),
        ({"config__move_ms": 1e999}, "config.move_ms: expected int"),
        ({"config__move_ms": 10**12}, "move_time"),
        ({"config__grace_s": float("nan")}, "grace"),
        ({"config__rematch_s": -1}, "rematch_s"),
        ({"config__seats": ["greedy", "greedy"]}, "remote"),
        ({"config__rules": "poker"}, "rules"),
        ({"config__colour": 1}, "unknown field"),
        ({"config__code": "../../../x"}, "not this file's table code"),
        ({"config__code": "another-code"}, "not this file's table code"),
    ],
)
def test_an_edited_saved_table_passes_the_checks_of_a_new_one_or_is_set_aside(tmp_path, edits, words):
    state = tmp_path / "a" / "b" / "state"
    path = saved(state, **edits)
    notes: list[str] = []
    assert load_tables(state, note=lambda n: notes.append(str(n))) == []
    [note] = notes
    assert words in note and str(path) in note, note
    names = set_aside(state, path)
    assert len(names) == 1 and names[0].startswith(f"{path.stem}-"), names
    assert not list(tmp_path.glob("**/x.json")), "a table was written outside --state"


def test_a_saved_table_whose_record_is_gone_bad_is_set_aside_with_it(tmp_path):
    path = saved(tmp_path, started=True)
    record = path.with_suffix(".toml")
    record.write_text("[" * 50_000)
    notes: list[str] = []
    assert load_tables(tmp_path, note=lambda n: notes.append(str(n))) == []
    assert str(record) in notes[0]
    names = set_aside(tmp_path, path)
    assert not record.exists() and len(names) == 2 and {Path(n).suffix for n in names} == {".json", ".toml"}


def test_names_in_a_saved_table_are_cleaned_when_loaded(tmp_path):
    saved(tmp_path, names=["\x1b]0;owned\x07\x1b[31mAna\x1b[0m\u202e", "\x9b2J" + "B" * 100])
    [table] = load_tables(tmp_path)
    assert table.names == ["Ana", "B" * 24]


def test_a_host_sets_aside_a_saved_table_that_is_a_device_or_a_pipe_and_goes_on(tmp_path, processes):
    (tmp_path / "tables").mkdir()
    (tmp_path / "tables" / "zero.json").symlink_to("/dev/zero")  # unbounded: memory grew for ever
    os.mkfifo(tmp_path / "tables" / "pipe.json")  # no writer: the host waited for ever
    host = processes("host", "--json", "--port", "0", "--state", str(tmp_path))
    first = host.first_line()  # nothing left to resume: a fresh table from the options
    assert len(first["tables"]) == 1
    err = host.stop()
    assert "Traceback" not in err
    assert err.count("warning: not resumed: ") == 2, err
    kept = sorted((tmp_path / "unreadable").iterdir())
    assert [p.name.split("-")[0] for p in kept] == ["pipe", "zero"]
    assert os.readlink(kept[1]) == "/dev/zero"  # the link itself moved, untouched


# ---------------------------------------------------------------- 6. one host per state folder


def test_a_second_host_on_the_same_state_says_who_holds_it(tmp_path, processes):
    first = processes("host", "--json", "--port", "0", "--state", str(tmp_path))
    port = first.first_line()["port"]
    second = processes("host", "--json", "--port", "0", "--state", str(tmp_path))
    code, err = second.finish()
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith(
        f"error: {tmp_path}: already served by pid {first.proc.pid} on {socket.gethostname()}"
    ), err
    assert "another --state" in err
    socket.create_connection(("127.0.0.1", port), timeout=5).close()  # the first serves on
    assert "Traceback" not in first.stop()
    assert not (tmp_path / "host.lock").exists()  # released: the lock file goes with its holder


# ---------------------------------------------------------------- 14. programs named in files


@pytest.fixture
def marker(tmp_path, monkeypatch):
    """A `py:` module that leaves a mark when imported, and the folder the mark goes in."""
    name = f"hostmark_{os.getpid()}_{abs(hash(str(tmp_path)))}"
    mark = tmp_path / "marks"
    mark.mkdir()
    (tmp_path / f"{name}.py").write_text(
        textwrap.dedent(f"""
        from pathlib import Path
        Path({str(mark)!r}, "py").touch()
        from escoba_tui.players.greedy import GreedyPlayer as Player
    """)
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, name, raising=False)
    return f"py:{name}.Player", mark


def test_a_tables_file_naming_programs_asks_first(tmp_path, marker, monkeypatch):
    spec, mark = marker
    path = tmp_path / "tables.toml"
    path.write_text(f'[[table]]\nseats = ["remote", "{spec}", "cmd:touch {mark}/cmd"]\ncode = "mesa"\n')
    args = ["host", "--state", str(tmp_path / "s"), "--port", "0", "--tables", str(path)]
    monkeypatch.setattr(cli_common, "stdin_is_terminal", lambda: False)
    one_error_line(
        runner.invoke(app, args),
        f"{path} runs programs on this machine",
        f"table mesa seat 2: {spec}",
        "table mesa seat 3: cmd:touch",
        "add --yes",
    )
    monkeypatch.setattr(cli_common, "stdin_is_terminal", lambda: True)
    result = runner.invoke(app, args, input="n\n")
    assert result.exit_code == 1 and result.output.count("Run them?") == 1 and "nothing was run" in result.output
    assert not list(mark.iterdir()), "a module named in the file was imported before anyone agreed"
    assert not (tmp_path / "s" / "tables").exists()


def test_saved_tables_naming_programs_ask_first(tmp_path, marker, monkeypatch):
    spec, mark = marker
    path = saved(tmp_path / "s", seats=["remote", spec], config__takeover=f"cmd:touch {mark}/cmd")
    monkeypatch.setattr(cli_common, "stdin_is_terminal", lambda: False)
    result = runner.invoke(app, ["host", "--state", str(tmp_path / "s"), "--port", "0"])
    one_error_line(
        result,
        f"{tmp_path / 's' / 'tables'} runs programs",
        f"table {path.stem} seat 2: {spec}",
        f"table {path.stem} takeover: cmd:touch",
        "add --yes",
    )
    assert not list(mark.iterdir())
    assert path.exists()  # refused, not set aside: it resumes once agreed


@pytest.mark.parametrize("source", ["tables-file", "saved-tables"])
def test_yes_runs_them_for_scripts(tmp_path, marker, processes, source):
    spec, mark = marker
    args = ["host", "--json", "--port", "0", "--state", str(tmp_path / "s"), "--yes"]
    if source == "saved-tables":
        saved(tmp_path / "s", seats=["remote", spec])
    else:
        (tmp_path / "t.toml").write_text(f'[[table]]\nseats = ["remote", "{spec}"]\n')
        args += ["--tables", str(tmp_path / "t.toml")]
    host = processes(*args, env={"PYTHONPATH": str(tmp_path)})
    assert host.first_line()["tables"][0]["seats"] == ["remote", spec]
    assert (mark / "py").exists()
    assert "Traceback" not in host.stop()


def test_the_game_hosting_a_table_holds_the_same_lock(tmp_path):
    """The setup screen's hosted table is saved in the data folder's host/ as `escoba
    host` saves: while the game serves it, no host may resume it too, and a failed
    start (a port in use) leaves no lock behind."""
    from escoba_tui.net.local import HostingError, LocalHost, PortInUse

    def local(port: int = 0) -> LocalHost:
        return LocalHost(TableConfig(seats=["remote", "remote"]), 0, tmp_path, port=port)

    first = local()
    first.start()
    try:
        with pytest.raises(HostingError, match=rf"^{tmp_path}: already served by pid {os.getpid()} "):
            local().start()
    finally:
        first.stop()
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        with pytest.raises(PortInUse):
            local(busy.getsockname()[1]).start()
    again = local()
    again.start()  # neither the stopped host nor the failed start kept the folder
    again.stop()
