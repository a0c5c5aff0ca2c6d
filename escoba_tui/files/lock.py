"""One process at a time per folder: an exclusive lock on a file in it.

A tournament run holds its folder (NAME/run.lock) and `escoba host` its state folder
(STATE/host.lock). The lock is `flock`, so the kernel drops it whenever its holder goes,
however it goes (a SIGKILL included): there is never a stale lock to clear by hand.
The file exists only while a run holds it (and a run refused before it plays leaves
neither it nor a folder it made); one left by a killed run is simply taken.
The file says who holds it (pid, host, start time), for the message a second process
prints. Forked workers share the parent's open file, so the lock is held until the
last of them is gone: a new run never cleans up after workers still writing.
Where `fcntl` is missing (Windows) the lock is not taken.

The data folder has one too (data_lock, DATA/data.lock): every read-modify-write of a
file there (your record, the puzzles) holds it from the read to the rename of the new
file, so two games counting into one `my-record.json` never lose a count. That lock is
waited for, a bounded while (DATA_WAIT), as the other holder takes milliseconds.
"""

from __future__ import annotations

import os
import socket
import time
from pathlib import Path
from types import TracebackType

from ..errors import EscobaError

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX
    fcntl = None  # type: ignore[assignment]

LOCK_NAME = "run.lock"  # a tournament's
RUN_BUSY = "locked_run"  # the words (ERRORS) of a folder held by a tournament run: {folder}, {holder}
MAX_HOLDER = 200  # bytes of the holder line read back: the file is ours, but bounded anyway
MAX_TRIES = 20  # times acquire() follows a lock file removed under it (when it does not wait)
DATA_LOCK = "data.lock"  # the data folder's
DATA_BUSY = "locked_data"
DATA_WAIT = 30.0  # seconds a read-modify-write of the data folder waits for another's


class LockedError(EscobaError, RuntimeError):
    """Another process holds the folder; the message names it (keyed: worded where shown)."""


class FolderLock:
    """`with FolderLock(folder):` holds the folder or raises LockedError, whose message
    is the catalogue's ERRORS[busy] (a tournament run's by default) with the folder and
    its holder (the lock file's line, as written)."""

    def __init__(self, folder: Path, name: str = LOCK_NAME, busy: str = RUN_BUSY, wait: float = 0.0) -> None:
        self.folder = Path(folder)
        self.path = self.folder / name
        self.busy = busy
        self.wait = wait  # seconds to wait for another holder before LockedError (0: none)
        self.fd: int | None = None
        self.made_folder = False  # acquire() created the folder (release() takes it away if empty)

    def acquire(self) -> None:
        if fcntl is None:
            return
        if not self.folder.is_dir():
            self.folder.mkdir(parents=True, exist_ok=True)
            self.made_folder = True
        # The file is removed when its last holder lets go (release): a lock taken on a
        # file that was removed meanwhile holds nothing, so take it again on the new one.
        # A waiting lock follows such changes for as long as it waits.
        deadline = time.monotonic() + self.wait
        tries = 0
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
            try:
                self._take(fd, deadline)
            except BaseException:
                os.close(fd)
                raise
            if _same_file(fd, self.path):
                break
            os.close(fd)
            tries += 1
            if tries >= MAX_TRIES and time.monotonic() >= deadline:
                raise LockedError(key="lock_changing", folder=str(self.folder))
        os.ftruncate(fd, 0)
        stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime())
        os.pwrite(fd, f"pid {os.getpid()} on {socket.gethostname()} since {stamp}\n".encode(), 0)
        self.fd = fd

    def _take(self, fd: int, deadline: float) -> None:
        """The lock on `fd`, waited for until `deadline`; LockedError naming the holder then."""
        pause = 0.001
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = _holder(fd)
                    self._tidy()
                    raise LockedError(key=self.busy, folder=str(self.folder), holder=holder) from None
            time.sleep(pause)  # the holder takes milliseconds; flock has no timeout of its own
            pause = min(pause * 2, 0.05)

    def release(self) -> None:
        """Let go; the lock file goes too when nobody else holds it (forked workers still
        stopping keep it, and the lock, until the last of them is gone)."""
        fd, self.fd = self.fd, None
        if fd is None:
            return
        try:
            os.ftruncate(fd, 0)
        except OSError:
            pass
        try:
            again = os.open(self.path, os.O_RDWR | getattr(os, "O_CLOEXEC", 0))
        except OSError:
            again = None
        os.close(fd)  # closing drops the lock (forked workers still holding it keep it)
        if again is None:
            return
        try:
            # A new open file is a new holder: it gets the lock only if no worker has it.
            fcntl.flock(again, fcntl.LOCK_EX | fcntl.LOCK_NB)
            if _same_file(again, self.path):
                os.unlink(self.path)
        except OSError:  # BlockingIOError: held by workers still stopping; they drop it as they go
            pass
        finally:
            os.close(again)
        self._tidy()

    def _tidy(self) -> None:
        """A folder this lock made for a run that never wrote anything is not left behind."""
        if self.made_folder:
            try:
                self.folder.rmdir()  # only if empty
            except OSError:
                pass

    def __enter__(self) -> FolderLock:
        self.acquire()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.release()


def data_lock(folder: Path) -> FolderLock:
    """`with data_lock(DATA):` around every read-modify-write of a file of the data folder
    (waits up to DATA_WAIT for another process's, then LockedError)."""
    return FolderLock(folder, DATA_LOCK, DATA_BUSY, wait=DATA_WAIT)


def _same_file(fd: int, path: Path) -> bool:
    """Whether the open file `fd` is still the one at `path` (not removed or replaced)."""
    try:
        mine, there = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino)


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
