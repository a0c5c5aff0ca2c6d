"""Keeping external players contained: no descendant outlives its game, no log grows
without bound.

Processes. Each bot runs in a session of its own and is killed with its process group.
A descendant that calls setsid() leaves that group, and one whose parent exits is
re-parented, normally to init, out of reach. On Linux the referee's process becomes a
*child subreaper* (prctl PR_SET_CHILD_SUBREAPER): orphaned descendants of its bots are
re-parented to it instead, so after a bot is killed the referee finds them (its own
children in a session other than its own that are not a live bot) and kills and reaps
them. A descendant still attached to a live bot is found by walking /proc from the bot.
Elsewhere (macOS, the BSDs) only the process group is killed: a descendant that both
calls setsid() and outlives its parent can escape. See docs/bots.md, "What a `cmd:` or `py:` player can do on your machine".

Logs. A bot's standard error goes through a pipe to a thread that keeps the first
LOG_HEAD bytes and the last LOG_TAIL bytes, and writes a line saying how much was cut
between them: a bot writing gigabytes costs a quarter of a megabyte on disk.
"""

from __future__ import annotations

import ctypes
import os
import select
import signal
import sys
import threading
import time
from typing import BinaryIO

from ..files.reader import FileReadError, read_bytes_capped

PR_SET_CHILD_SUBREAPER = 36
LOG_HEAD = 128 * 1024
LOG_TAIL = 128 * 1024
MAX_PROC_STAT = 4096  # /proc/PID/stat: a few hundred bytes

_LINUX = sys.platform.startswith("linux")
_subreaper_pid: int | None = None  # the process that asked (the attribute is not inherited by fork)
_live_lock = threading.Lock()
_live: set[int] = set()  # pids of the bots this process runs now: never "escaped"


def become_subreaper() -> bool:
    """Ask Linux to re-parent this process's orphaned descendants to it (once per
    process); False where that is not available."""
    global _subreaper_pid
    if not _LINUX:
        return False
    if _subreaper_pid == os.getpid():
        return True
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    _subreaper_pid = os.getpid()
    return True


def bot_started(pid: int) -> None:
    with _live_lock:
        _live.add(pid)


def bot_ended(pid: int) -> None:
    with _live_lock:
        _live.discard(pid)


def _table() -> dict[int, tuple[int, int, str]]:
    """pid -> (parent pid, session id, state) for every process /proc shows."""
    table: dict[int, tuple[int, int, str]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return table
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            stat = read_bytes_capped(f"/proc/{entry}/stat", MAX_PROC_STAT, "process status").decode("ascii", "replace")
        except FileReadError:  # the process ended meanwhile (or /proc is not Linux's)
            continue
        # the command name, in parentheses, may hold anything: the fields follow the last ')'
        fields = stat[stat.rfind(")") + 2 :].split()
        if len(fields) > 3 and fields[1].isdigit() and fields[3].isdigit():
            table[int(entry)] = (int(fields[1]), int(fields[3]), fields[0])
    return table


def children(pid: int) -> list[int]:
    """Processes whose parent is `pid` (Linux /proc; empty elsewhere)."""
    return [child for child, (parent, _, _) in _table().items() if parent == pid]


def descendants(pid: int) -> list[int]:
    """Every process below `pid` (children, grandchildren, ...), whatever their session."""
    if not _LINUX:
        return []
    children: dict[int, list[int]] = {}
    for p, (ppid, _sid, _state) in _table().items():
        children.setdefault(ppid, []).append(p)
    out, todo = [], list(children.get(pid, []))
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def kill_all(pids: list[int]) -> None:
    for p in pids:
        try:
            os.kill(p, signal.SIGKILL)
        except OSError:
            pass


def end_every_bot() -> None:
    """Kill every bot this process runs now, with its process group and descendants, and
    the orphans of bots re-parented to it: the last thing a process that must end at once
    does (ui/terminal.py: a game whose terminal is gone and that did not end by itself)."""
    with _live_lock:
        live = list(_live)
    below = [p for bot in live for p in descendants(bot)]
    for bot in live:
        try:
            os.killpg(bot, signal.SIGKILL)  # each bot leads a session (and group) of its own
        except OSError:
            pass
    kill_all(live + below)
    reap_escaped()


def reap_escaped(rounds: int = 5) -> list[int]:
    """Kill and reap the orphans of bots re-parented to this process (a subreaper): its
    children in another session that are not a live bot. Returns their pids."""
    if _subreaper_pid != os.getpid():
        return []
    me, my_session = os.getpid(), os.getsid(0)
    found: list[int] = []
    for _ in range(rounds):
        with _live_lock:
            live = set(_live)
        escaped = []
        for p, (ppid, sid, _state) in _table().items():
            if ppid == me and sid != my_session and p not in live:
                escaped.append(p)
                escaped.extend(descendants(p))
        if not escaped:
            break
        kill_all(escaped)
        found += escaped
        deadline = time.monotonic() + 1.0
        pending = set(escaped)
        while pending:
            for p in list(pending):
                try:
                    done, _status = os.waitpid(p, os.WNOHANG)
                except ChildProcessError:  # not our child (a grandchild): its own parent reaps it
                    pending.discard(p)
                    continue
                if done:
                    pending.discard(p)
            left = deadline - time.monotonic()
            if not pending or left <= 0:
                break
            wait_exits(pending, left)
    return found


POLL_S = 0.01  # where a process's end cannot be waited on as an event (no pidfd): how often to look


def wait_exits(pids: set[int] | list[int], timeout: float) -> bool:
    """Wait up to `timeout` seconds until one of `pids` has exited, without reaping it:
    True if one has (or is gone). On Linux on the processes' pidfds, woken by the exit
    itself; elsewhere a look every POLL_S."""
    fds: list[int] = []
    try:
        if hasattr(os, "pidfd_open"):
            for p in pids:
                try:
                    fds.append(os.pidfd_open(p))
                except ProcessLookupError:
                    return True
                except OSError:  # an old kernel, or a seccomp'd container: look instead
                    break
            else:
                return bool(select.select(fds, [], [], max(0.0, timeout))[0])
        time.sleep(min(POLL_S, max(0.0, timeout)))
        return False
    finally:
        for fd in fds:
            os.close(fd)


# ---------------------------------------------------------------- the capped log


def _copy_capped(fd: int, out: BinaryIO, head: int, tail: int) -> None:
    kept = 0
    last = bytearray()
    cut = 0
    try:
        while True:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            if kept < head:
                part = chunk[: head - kept]
                out.write(part)
                kept += len(part)
                chunk = chunk[len(part) :]
            if chunk:
                last += chunk
                if len(last) > tail:
                    drop = len(last) - tail
                    cut += drop
                    del last[:drop]
    except OSError:
        pass
    finally:
        try:
            if cut:
                out.write(
                    f"\n[... {cut} bytes of this player's standard error cut here: "
                    f"the log keeps the first {head} and the last {tail} bytes ...]\n".encode()
                )
            out.write(bytes(last))
        except OSError:
            pass
        finally:
            out.close()
            os.close(fd)


class CappedLog:
    """A pipe for a child's standard error, copied to `path` (appended) within bounds."""

    def __init__(self, path: str | os.PathLike[str], head: int = LOG_HEAD, tail: int = LOG_TAIL) -> None:
        self.out = open(path, "ab", buffering=0)  # OSError for the caller to report
        self.head, self.tail = head, tail
        self.read_fd, self.write_fd = os.pipe()
        self.thread: threading.Thread | None = None

    def start(self) -> None:
        """Once the child holds the write end: close ours and copy until the child's end closes."""
        os.close(self.write_fd)
        self.thread = threading.Thread(
            target=_copy_capped, args=(self.read_fd, self.out, self.head, self.tail), name="player-log", daemon=True
        )
        self.thread.start()

    def abandon(self) -> None:
        """The child never started: close everything."""
        for fd in (self.read_fd, self.write_fd):
            try:
                os.close(fd)
            except OSError:
                pass
        self.out.close()

    def finish(self, timeout: float = 1.0) -> None:
        """Wait (a little) for the copy to end, once the child and its descendants are gone."""
        if self.thread is not None:
            self.thread.join(timeout)
