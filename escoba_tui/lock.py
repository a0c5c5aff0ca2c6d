"""One process at a time per folder: an exclusive lock on a file in it.

A tournament run holds its folder (NAME/run.lock) and `escoba host` its state folder
(STATE/host.lock). The lock is `flock`, so the kernel drops it whenever its holder goes,
however it goes (a SIGKILL included): there is never a stale lock to clear by hand.
The file says who holds it (pid, host, start time), for the message a second process
prints. Forked workers share the parent's open file, so the lock is held until the
last of them is gone: a new run never cleans up after workers still writing.
Where `fcntl` is missing (Windows) the lock is not taken.
"""

from __future__ import annotations

import os
import socket
import time
from pathlib import Path
from types import TracebackType

from .errors import EscobaError

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX
    fcntl = None  # type: ignore[assignment]

LOCK_NAME = "run.lock"  # a tournament's
RUN_BUSY = "already being run by {holder}; wait for it to finish or stop it"
MAX_HOLDER = 200  # bytes of the holder line read back: the file is ours, but bounded anyway


class LockedError(EscobaError, RuntimeError):
    """Another process holds the folder; the message names it."""


class FolderLock:
    """`with FolderLock(folder):` holds the folder or raises LockedError, whose message
    is the folder, then `busy` with {holder} filled in (a tournament run's by default)."""

    def __init__(self, folder: Path, name: str = LOCK_NAME, busy: str = RUN_BUSY) -> None:
        self.folder = Path(folder)
        self.path = self.folder / name
        self.busy = busy
        self.fd: int | None = None

    def acquire(self) -> None:
        if fcntl is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _holder(fd)
            os.close(fd)
            raise LockedError(f"{self.folder}: {self.busy.format(holder=holder)}") from None
        except BaseException:
            os.close(fd)
            raise
        os.ftruncate(fd, 0)
        stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime())
        os.pwrite(fd, f"pid {os.getpid()} on {socket.gethostname()} since {stamp}\n".encode(), 0)
        self.fd = fd

    def release(self) -> None:
        fd, self.fd = self.fd, None
        if fd is not None:
            try:
                os.ftruncate(fd, 0)
            except OSError:
                pass
            os.close(fd)  # closing drops the lock (forked workers still holding it keep it)

    def __enter__(self) -> "FolderLock":
        self.acquire()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.release()


def _holder(fd: int) -> str:
    try:
        text = os.pread(fd, MAX_HOLDER, 0).decode("utf-8", "replace").strip()
    except OSError:
        text = ""
    from .names import shown_text

    if not text:
        return "another process (its workers may still be stopping)"
    line = shown_text(text.splitlines()[0], 120)
    pid = line.split()[1] if line.startswith("pid ") and len(line.split()) > 1 else ""
    if pid.isdigit() and line.split()[3:4] == [socket.gethostname()] and not _alive(int(pid)):
        return f"{line} (that process has ended; its workers are still stopping)"
    return line


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
