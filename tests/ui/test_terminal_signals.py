"""The terminal comes back (issue 18 item 12): `escoba`, `escoba join` and the tournament
viewer, real processes on a pseudo-terminal, told to stop by SIGTERM (`kill`) or SIGHUP
(the terminal closing) leave the alternate screen, show the cursor, stop mouse
reporting, and exit at once with the shell's code for the signal."""

from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import sys
import time

import pytest
from helpers.net_helpers import running_host

from escoba_tui.net.table import TableConfig

ESCOBA = [sys.executable, "-c", "from escoba_tui.cli import main; main()"]
ALT_SCREEN_ON, ALT_SCREEN_OFF = b"\x1b[?1049h", b"\x1b[?1049l"
CURSOR_SHOWN = b"\x1b[?25h"
MOUSE_OFF = b"\x1b[?1000l"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal as on Linux")


class OnPty:
    """A real `escoba ...` on a pseudo-terminal; everything it wrote kept in `out`."""

    def __init__(self, args: list[str], data: str) -> None:
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
            [*ESCOBA, *args], stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True
        )
        os.close(slave)
        self.out = b""

    def read(self, seconds: float = 0.05) -> bool:
        """Take what it wrote within `seconds`; False once the terminal is closed."""
        if not select.select([self.master], [], [], seconds)[0]:
            return True
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # EIO: the process is gone and the terminal with it
            return False
        self.out += chunk
        return bool(chunk)

    def wait_for(self, words: bytes, seconds: float = 60) -> None:
        end = time.monotonic() + seconds
        while words not in self.out:
            assert self.proc.poll() is None and self.read(), self.out[-2000:]
            assert time.monotonic() < end, self.out[-2000:]

    def stop(self, signum: int, seconds: float = 10) -> bytes:
        """Send `signum`; what it wrote after it, once it is gone (within `seconds`)."""
        before = len(self.out)
        os.kill(self.proc.pid, signum)
        end = time.monotonic() + seconds
        while self.read(0.2) and time.monotonic() < end:
            pass
        self.proc.wait(max(0.1, end - time.monotonic()))
        return self.out[before:]

    def close(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)
        os.close(self.master)


def check_restored(run: OnPty, signum: int) -> None:
    after = run.stop(signum)
    assert run.proc.returncode == 128 + signum, (run.proc.returncode, after[-500:])
    for sequence in (ALT_SCREEN_OFF, CURSOR_SHOWN, MOUSE_OFF):
        assert sequence in after, (sequence, after[-500:])
    assert b"Traceback" not in run.out


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_the_game_gives_the_terminal_back(tmp_path, signum):
    run = OnPty(["--lang", "en"], str(tmp_path / "data"))
    try:
        run.wait_for(b"New match")
        check_restored(run, signum)
    finally:
        run.close()


def test_join_gives_the_terminal_back(tmp_path):
    config = TableConfig(seats=["remote", "remote"], target=3, seed=5, grace_s=60)
    with running_host([config], tmp_path / "host") as host:
        run = OnPty(
            ["join", f"127.0.0.1:{host.port}", config.code, "--name", "Ana", "--lang", "en"], str(tmp_path / "data")
        )
        try:
            run.wait_for(ALT_SCREEN_ON)
            run.wait_for(b"Quit")  # the waiting screen is drawn
            check_restored(run, signal.SIGTERM)
        finally:
            run.close()


def test_the_tournament_viewer_gives_the_terminal_back(tmp_path):
    definition = tmp_path / "mini.toml"
    definition.write_text(
        'name = "mini"\nrules = "escoba"\nseats = 2\nformat = "round-robin"\n'
        '[[players]]\nname = "Ada"\nspec = "greedy"\n'
        '[[players]]\nname = "Bruno"\nspec = "random"\n',
        encoding="utf-8",
    )
    run = OnPty(["tournament", "view", str(definition), "--lang", "en"], str(tmp_path / "data"))
    try:
        run.wait_for(ALT_SCREEN_ON)
        run.wait_for(b"Quit")  # the standings are drawn
        check_restored(run, signal.SIGHUP)
    finally:
        run.close()
