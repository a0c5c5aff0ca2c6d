"""A closed terminal ends the program within seconds, whatever state Textual's driver is in.

When the terminal goes (its window closed, a tmux session killed, an ssh link dropped),
the pseudo-terminal's other side is closed: reading it gives end-of-file, writing it
EIO, and the kernel sends SIGHUP to its session's processes, if they have it as their
controlling terminal. Textual's Linux driver (8.x) took none of these as the end: its
input thread loops on the end-of-file, its writer thread dies of the EIO, and the next
exit (the one SIGHUP asks for) blocks for ever in `WriterThread.stop`, putting into a
full queue no thread reads; SIGTERM then runs no handler either, since the loop that
would run it is the thread that blocks. Such a game stayed alive, with its bots, for ever.

Here (SturdyDriver, the apps' driver wherever Textual would use its Linux one):
- the writer thread never blocks its callers once it cannot write: a write error (EIO,
  EPIPE) marks the terminal lost, and what is written after that is dropped;
- a thread waits (poll, without reading: the input stays Textual's) for the terminal's
  hang-up on standard input and standard error;
- a lost terminal, or SIGHUP or SIGTERM (signals.py), asks the app to exit as `q` does,
  and starts a deadline: a program that has not ended GRACE seconds later (a driver, a
  thread or a bot that does not let go) has its bots killed and exits, code 128 + SIGHUP
  (or the signal's). The match in progress was saved after its last move, as ever.
"""

from __future__ import annotations

import asyncio
import os
import queue
import select
import signal
import sys
import threading
from collections.abc import Callable
from typing import IO, Any

GRACE = 5.0  # seconds a program told to stop, or whose terminal is gone, has to end by itself
MAX_QUEUED_WRITES = 30  # as Textual's writer thread
WAIT = 0.1  # seconds between looks at whether a full queue's reader is still there
HANGUP_CODE = 128 + getattr(signal, "SIGHUP", 1)

_deadline_lock = threading.Lock()
_deadline: threading.Thread | None = None


def end_within_grace(code: int, grace: float | None = None) -> None:
    """From now on the process ends within `grace` seconds (GRACE), by itself or else
    forced: its bots killed, then os._exit(code). Once per process; later calls keep the
    first deadline."""
    global _deadline
    with _deadline_lock:
        if _deadline is not None:
            return
        wait = GRACE if grace is None else grace
        _deadline = threading.Thread(target=_force_exit, args=(code, wait), daemon=True, name="escoba-deadline")
        _deadline.start()


def _force_exit(code: int, wait: float) -> None:
    threading.Event().wait(wait)  # a daemon thread: a program that ends first never gets past this
    try:
        from ..players.containment import end_every_bot

        end_every_bot()
    finally:
        os._exit(code)


class SturdyWriter(threading.Thread):
    """Textual's writer thread (the same interface: write, flush, fileno, isatty, stop),
    which never blocks a caller once the terminal is gone or the thread has ended."""

    def __init__(self, file: IO[str], lost: Callable[[str], None]) -> None:
        super().__init__(daemon=True, name="textual-output")
        self._queue: queue.Queue[str | None] = queue.Queue(MAX_QUEUED_WRITES)
        self._file = file
        self._lost = lost
        self.gone = threading.Event()  # nothing is written any more: writes are dropped

    def write(self, text: str | None) -> None:
        while not self.gone.is_set():
            try:
                self._queue.put(text, timeout=WAIT)
                return
            except queue.Full:
                continue

    def isatty(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._file.fileno()

    def flush(self) -> None:
        return  # done in the thread

    def run(self) -> None:
        write, flush = self._file.write, self._file.flush
        get, qsize = self._queue.get, self._queue.qsize
        try:
            while True:
                text = get()
                if text is None:
                    break
                write(text)
                if qsize() == 0:
                    flush()
            flush()
        except (OSError, ValueError):  # EIO, EPIPE: the terminal is gone (ValueError: its file closed)
            self.gone.set()
            self._lost("output")
        finally:
            self.gone.set()

    def stop(self) -> None:
        """Let the thread write what is queued and end; returns as soon as it cannot write."""
        self.write(None)
        while self.is_alive() and not self.gone.is_set():
            self.join(WAIT)


class HangupWatch:
    """A thread that waits for the hang-up of any of `fds` (poll asks for no event, so
    only a hang-up or an error wakes it: the input stays Textual's) and then calls
    `lost` once; `stop()` ends it."""

    def __init__(self, fds: list[int], lost: Callable[[str], None]) -> None:
        self._poll = select.poll()
        for fd in dict.fromkeys(fds):
            self._poll.register(fd, 0)
        self._wake_read, self._wake_write = os.pipe()
        self._poll.register(self._wake_read, select.POLLIN)
        self._lost = lost
        self._thread = threading.Thread(target=self._run, daemon=True, name="escoba-hangup-watch")
        self._thread.start()

    def _run(self) -> None:
        try:
            while True:
                events = self._poll.poll()
                if any(fd == self._wake_read for fd, _ in events):
                    return
                if any(mask & (select.POLLHUP | select.POLLERR) for _, mask in events):
                    self._lost("hang-up")
                    return
                for fd, mask in events:  # POLLNVAL: a descriptor closed under us, no longer watched
                    if mask & select.POLLNVAL:
                        self._poll.unregister(fd)
        finally:
            os.close(self._wake_read)

    def stop(self) -> None:
        try:
            os.write(self._wake_write, b"x")
        except OSError:
            pass
        finally:
            os.close(self._wake_write)


def _standard_fds() -> list[int]:
    fds = []
    for stream in (sys.__stdin__, sys.__stderr__):
        try:
            if stream is not None:
                fds.append(stream.fileno())
        except (OSError, ValueError):
            pass
    return fds


def sturdy_driver(base: type) -> type:
    """Textual's Linux driver `base` made to end with its terminal (see the module's notes)."""

    class SturdyDriver(base):  # type: ignore[misc, valid-type]
        _loop: asyncio.AbstractEventLoop | None = None
        _watch: HangupWatch | None = None
        _lost_terminal = False

        def start_application_mode(self) -> None:
            self._loop = asyncio.get_running_loop()
            super().start_application_mode()
            old = getattr(self, "_writer_thread", None)
            if old is not None and not isinstance(old, SturdyWriter):
                # What Textual's own thread was given as it started (a dozen writes:
                # never a full queue) is written first, then ours takes over.
                old.stop()
                writer = SturdyWriter(self._file, self.terminal_lost)
                writer.start()
                self._writer_thread = writer
            if self._watch is None:
                self._watch = HangupWatch(_standard_fds(), self.terminal_lost)

        def terminal_lost(self, why: str) -> None:
            """The terminal is gone (any thread may say so): nothing more is written, the
            app is asked to exit, and the process ends within GRACE seconds."""
            if self._lost_terminal:
                return
            self._lost_terminal = True
            writer = getattr(self, "_writer_thread", None)
            if isinstance(writer, SturdyWriter):
                writer.gone.set()
            end_within_grace(HANGUP_CODE)
            loop, app = self._loop, self._app
            if loop is not None:
                try:
                    loop.call_soon_threadsafe(_exit_app, app, HANGUP_CODE)
                except RuntimeError:  # the loop is closed: the app is ending already
                    pass

        def close(self) -> None:
            if self._watch is not None:
                self._watch.stop()
                self._watch = None
            super().close()

    SturdyDriver.__name__ = SturdyDriver.__qualname__ = f"Sturdy{base.__name__}"
    return SturdyDriver


def _exit_app(app: Any, code: int) -> None:
    app.exit(return_code=code)


_classes: dict[type, type] = {}


def sturdy_driver_class(chosen: type) -> type:
    """The driver an app runs with: Textual's choice, made sturdy when it is the Linux driver."""
    try:
        from textual.drivers.linux_driver import LinuxDriver
    except ImportError:  # pragma: no cover - not POSIX (termios)
        return chosen
    if chosen is not LinuxDriver:
        return chosen  # headless (the tests' pilot), the web driver, an inline driver
    if chosen not in _classes:
        _classes[chosen] = sturdy_driver(chosen)
    return _classes[chosen]
