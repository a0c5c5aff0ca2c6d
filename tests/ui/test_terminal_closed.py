"""A game whose terminal closed ends within seconds, its bots with it (issue 35 item 10):
15 of 24 `escoba play` runs whose tmux session was killed on a busy machine were still
running 20 minutes later (Textual's input thread looping on the end-of-file, its writer
thread dead of the EIO, the exit blocked for ever putting into the dead thread's full
queue). Real processes on a real pseudo-terminal whose other side is closed, with both
cores kept busy meanwhile, each case run several times."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import subprocess
import sys
import termios
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

from escoba_tui.players.containment import descendants

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal as on Linux")

ROOT = Path(__file__).resolve().parents[2]
BOT = f"cmd:{sys.executable} {ROOT / 'examples' / 'bot.py'}"
BOUND = 120  # seconds: a generous bound on a busy machine; the game ends in well under GRACE
HANGUP = 128 + signal.SIGHUP
BURN = "while True:\n    pass\n"


class GameOnPty:
    """`python -m escoba_tui play` against a `cmd:` bot on a new pseudo-terminal; with
    `controlling`, the terminal is its controlling terminal (the kernel then sends it
    SIGHUP as the terminal closes), otherwise it only finds the terminal gone (EOF, EIO)."""

    def __init__(self, data: Path, controlling: bool) -> None:
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, (32).to_bytes(2, "little") + (100).to_bytes(2, "little") + bytes(4))

        def session() -> None:
            os.setsid()
            if controlling:
                fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        env = {**os.environ, "TERM": "xterm-256color", "LC_ALL": "C.UTF-8", "ESCOBA_DATA_DIR": str(data)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "escoba_tui", "play", "--seat", "human", "--seat", BOT, "--lang", "en"],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            preexec_fn=session,
            cwd=data.parent,
        )
        os.close(slave)
        self.out = b""

    def wait_for(self, words: bytes) -> None:
        """Read what it draws until `words` shows (select waits on the terminal itself)."""
        while words not in self.out:
            ready, _, _ = select.select([self.master], [], [], BOUND)
            assert ready and self.proc.poll() is None, self.out[-2000:]
            self.out += os.read(self.master, 65536)

    def close_terminal(self) -> None:
        os.close(self.master)
        self.master = -1

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(BOUND)
        if self.master >= 0:
            os.close(self.master)


@contextmanager
def both_cores_busy():
    """A busy machine: a spinning process per core (2 here) for as long as the block runs."""
    burners = [subprocess.Popen([sys.executable, "-c", BURN]) for _ in range(max(2, os.cpu_count() or 2))]
    try:
        yield
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()


def ended(pid: int) -> bool:
    """Wait (on a pidfd, not by polling) up to BOUND for a process that is not our child to end."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        return bool(select.select([fd], [], [], BOUND)[0]) or _zombie(pid)
    finally:
        os.close(fd)


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] in "ZX"
    except (OSError, IndexError):
        return True


@pytest.mark.parametrize("run", range(3))
@pytest.mark.parametrize("controlling", [True, False], ids=["sighup", "eof-eio-only"])
def test_a_game_whose_terminal_closed_ends_and_its_bot_too(tmp_path, controlling, run):
    game = GameOnPty(tmp_path / "data", controlling)
    try:
        game.wait_for(b"Your turn")  # the match is on: the bot was started and said ready
        bots = descendants(game.proc.pid)
        assert bots, "the cmd: player runs as the game's child"
        with both_cores_busy():
            game.close_terminal()
            game.proc.wait(BOUND)  # subprocess.TimeoutExpired: still alive, its terminal gone
            assert game.proc.returncode == HANGUP
            assert all(ended(bot) for bot in bots), [b for b in bots if not _zombie(b)]
    finally:
        game.kill()


# ---------------------------------------------------------------- the parts, alone


def test_a_writer_whose_terminal_is_gone_never_blocks(tmp_path):
    """Textual's writer thread died of the first EIO and the next 30 writes filled its
    queue: the 31st, or the exit's stop(), blocked for ever. Ours drops them."""
    from escoba_tui.ui.terminal import MAX_QUEUED_WRITES, SturdyWriter

    class Gone:
        def write(self, text: str) -> None:
            raise OSError(5, "Input/output error")

        def flush(self) -> None:
            pass

        def fileno(self) -> int:
            return 2

    lost: list[str] = []
    writer = SturdyWriter(Gone(), lost.append)
    writer.start()
    writes = threading.Thread(target=lambda: [writer.write("x") for _ in range(MAX_QUEUED_WRITES * 10)])
    writes.start()
    writes.join(BOUND)
    stopping = threading.Thread(target=writer.stop)
    stopping.start()
    stopping.join(BOUND)
    assert not writes.is_alive() and not stopping.is_alive() and not writer.is_alive()
    assert lost == ["output"]


def test_a_hangup_is_seen_without_reading_the_input():
    from escoba_tui.ui.terminal import HangupWatch

    master, slave = pty.openpty()
    seen = threading.Event()
    why: list[str] = []
    watch = HangupWatch([slave], lambda reason: (why.append(reason), seen.set()))
    os.write(master, b"typed\r")  # input is not a hang-up, and is left for its reader
    assert os.read(slave, 100).startswith(b"typed") and not seen.is_set()
    os.close(master)
    assert seen.wait(BOUND) and why == ["hang-up"]
    watch.stop()
    os.close(slave)


STUCK = """
import subprocess, sys, threading
from escoba_tui.players.containment import bot_started
from escoba_tui.ui.terminal import end_within_grace
bot = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(10**6)"], start_new_session=True)
bot_started(bot.pid)
print(bot.pid, flush=True)
end_within_grace(129, grace=0.2)
threading.Event().wait()  # a driver that never lets go
"""


def test_a_program_that_does_not_end_by_itself_is_ended_with_its_bots():
    """Whatever holds the exit up (a driver blocked, a thread that does not let go), the
    deadline ends the process and kills its bots."""
    stuck = subprocess.Popen([sys.executable, "-c", STUCK], stdout=subprocess.PIPE, text=True)
    try:
        bot = int(stuck.stdout.readline())
        assert stuck.wait(BOUND) == 129
        assert ended(bot)
    finally:
        if stuck.poll() is None:
            stuck.kill()
            stuck.wait()
