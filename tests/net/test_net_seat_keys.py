"""`escoba join` keeps the seat it holds (issue 18 item 1): a killed client, or a closed
terminal, takes the same seat back with the same command."""

from __future__ import annotations

import os
import pty
import select
import signal
import stat
import subprocess
import sys
import time

import pytest
from helpers.net_helpers import client, running_host, wait_for

from escoba_tui.net import seat_keys
from escoba_tui.net.seat_keys import HeldSeat
from escoba_tui.net.table import TableConfig

ESCOBA = [sys.executable, "-c", "from escoba_tui.cli import main; main()"]


def test_a_seat_is_kept_for_its_owner_only_and_read_back(tmp_path):
    path = seat_keys.seat_file(tmp_path, "127.0.0.1", 7840, "bokatime")
    assert path.parent == tmp_path / "seats"
    seat_keys.save(path, HeldSeat(2, "Ab-_9" * 8))
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert seat_keys.load(tmp_path, path) == (HeldSeat(2, "Ab-_9" * 8), None)
    seat_keys.forget(path)
    assert not path.exists() and seat_keys.load(tmp_path, path) == (None, None)
    seat_keys.forget(path)  # forgetting twice is no error


def test_names_from_the_command_line_stay_inside_the_seats_folder(tmp_path):
    path = seat_keys.seat_file(tmp_path, "../../etc", 1, "../passwd")
    assert path.parent == tmp_path / "seats" and path.name == ".._.._etc_1_.._passwd.json"  # one name, no folders


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[" * 10_000,
        '{"seat": "0", "token": "abc"}',
        '{"seat": 9, "token": "abc"}',
        '{"seat": 0, "token": "\\u001b[2J"}',
        '{"seat": true, "token": "abc"}',
        "[1, 2]",
        "\xff\xfe",
    ],
)
def test_a_seat_file_that_cannot_be_used_is_set_aside_with_a_note(tmp_path, text):
    path = seat_keys.seat_file(tmp_path, "127.0.0.1", 7840, "bokatime")
    path.parent.mkdir(parents=True)
    path.write_bytes(text.encode("latin-1") if text == "\xff\xfe" else text.encode())
    held, note = seat_keys.load(tmp_path, path)
    assert held is None and note is not None and "kept as" in str(note)
    assert not path.exists()
    [kept] = (tmp_path / "unreadable").iterdir()  # moved, never deleted
    assert kept.read_bytes() == (text.encode("latin-1") if text == "\xff\xfe" else text.encode())


def test_a_fifo_in_its_place_is_refused_at_once(tmp_path):
    path = seat_keys.seat_file(tmp_path, "127.0.0.1", 7840, "bokatime")
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    held, note = seat_keys.load(tmp_path, path)
    assert held is None and "not a regular file" in str(note)


class Join:
    """A real `escoba join` on a pseudo-terminal, its screen read and thrown away."""

    def __init__(self, port: int, code: str, data: str) -> None:
        self.master, slave = pty.openpty()
        env = {
            **os.environ,
            "LC_ALL": "C.UTF-8",
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            "ESCOBA_DATA_DIR": data,
            "COLUMNS": "100",
            "LINES": "32",
        }
        self.proc = subprocess.Popen(
            [*ESCOBA, "join", f"127.0.0.1:{port}", code, "--name", "Ana"],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.out = b""

    def drain(self) -> None:
        while select.select([self.master], [], [], 0)[0]:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.out += chunk

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)  # as a closed terminal or a crash would
        self.proc.wait(10)
        os.close(self.master)


def until(ready, join: Join, seconds: float = 30) -> None:
    end = time.monotonic() + seconds
    while not ready():
        join.drain()
        assert join.proc.poll() is None, join.out.decode("utf-8", "replace")[-2000:]
        assert time.monotonic() < end, join.out.decode("utf-8", "replace")[-2000:]
        time.sleep(0.02)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal as on Linux")
def test_a_killed_join_takes_its_seat_back_with_the_same_command(tmp_path):
    config = TableConfig(seats=["remote", "remote"], target=3, seed=5, grace_s=60)
    data = str(tmp_path / "data")
    with running_host([config], tmp_path / "host") as host:
        table = host.tables[config.code]
        kept = seat_keys.seat_file(tmp_path / "data", "127.0.0.1", host.port, config.code)
        first = Join(host.port, config.code, data)
        try:
            until(lambda: table.conns[0] is not None and kept.exists(), first)
            bea = client(host, config.code, "Bea")  # the second seat: the match starts
            until(lambda: table.started, first)
            token = table.tokens[0]
            assert seat_keys.load(tmp_path / "data", kept)[0] == HeldSeat(0, token)
        finally:
            first.kill()
        wait_for(lambda: table.conns[0] is None)  # the host sees the seat go; it keeps it (grace)
        moves = len(table.game.hand.history)
        again = Join(host.port, config.code, data)  # the very same command
        try:
            # The only free seat is Ana's own: without her key the join would be refused
            # (table_full). She is back in seat 0, with the same token, the match as it was.
            until(lambda: table.conns[0] is not None, again)
            assert table.tokens[0] == token and table.names[0] == "Ana"
            assert not table.finished and len(table.game.hand.history) == moves
            until(lambda: b"taking back seat 1" in again.out, again)
        finally:
            again.kill()
            bea.close()


def test_a_full_table_says_how_to_watch_it_and_take_back_a_seat(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from escoba_tui.cli import app as cli

    monkeypatch.setenv("ESCOBA_DATA_DIR", str(tmp_path / "data"))
    config = TableConfig(seats=["remote", "greedy"])
    with running_host([config], tmp_path / "host") as host:
        taken = client(host, config.code, "Bea")
        result = CliRunner().invoke(cli, ["join", f"127.0.0.1:{host.port}", config.code])
        taken.close()
    assert result.exit_code == 2
    assert (
        result.output.count("\n") == 1
        and "(table_full); to watch it instead: " in result.output
        and "; to take back a seat you hold there, join with --token" in result.output
    )
    # The command to watch, whole: the friend turned away can type it as it is.
    assert f"escoba join --watch 127.0.0.1:{host.port} {config.code};" in result.output
    assert not (tmp_path / "data" / "seats").exists()  # nothing kept for a seat never held


@pytest.mark.parametrize("lang,guest", [("en", "Guest"), ("fr", "Invité")])
def test_a_friend_who_gives_no_name_sits_as_a_guest_never_as_you(tmp_path, monkeypatch, lang, guest):
    # `escoba join` without --name: the host, the other seats and the record must not be
    # told "You" (every other screen would say "You play" of this friend).
    from typer.testing import CliRunner

    from escoba_tui.cli import app
    from escoba_tui.ui.join_app import JoinApp

    monkeypatch.setenv("ESCOBA_DATA_DIR", str(tmp_path / "data"))
    seated: list[str] = []
    monkeypatch.setattr(JoinApp, "run", lambda self, *a, **k: seated.append(self.client.name))
    config = TableConfig(seats=["remote", "greedy"], target=1, seed=8)
    with running_host([config], tmp_path / "host") as host:
        result = CliRunner().invoke(app, ["join", f"127.0.0.1:{host.port}", config.code, "--lang", lang])
        assert result.exit_code == 0, result.output
        assert seated == [guest] and host.tables[config.code].names[0] == guest
