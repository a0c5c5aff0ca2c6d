"""External players: a child process that speaks the JSON Lines player protocol.

See docs/player-protocol.md. The referee never trusts the child: every way it
can misbehave becomes a PlayerFault whose reason the record keeps:

    crash         it cannot be started, exits, or closes its output
    timeout       no `ready` within 5 s, no `move` within time_ms plus a grace margin,
                  or it stops reading its input
    protocol      a line that is not a JSON object, a wrong or missing type or field,
                  or any line written while no answer is due
    illegal move  a `move` that is not one of the `legal` moves of its `turn`

The child runs in its own session (process group) so that a fault or `close()` kills
everything it started, grandchildren included, and is then reaped: no process and no
zombie outlives the game; on Linux that includes descendants that left its session
(containment.py). Its standard error goes to a log capped in size (its first and last
part), or nowhere; a thread drains it, so a chatty bot can never block on it.
"""

from __future__ import annotations

import collections
import json
import os
import queue
import select
import shlex
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..errors import EscobaError, os_reason, part
from ..files.reader import loads_json
from ..game.cards import Move, NotationError, parse_move
from ..game.engine import SeatView
from ..game.loop import QUIT_MESSAGE, hello_message, turn_message
from .base import Decision, GameInfo, Player, PlayerFault, PlayerSpecError
from .containment import (
    CappedLog,
    become_subreaper,
    bot_ended,
    bot_started,
    descendants,
    kill_all,
    reap_escaped,
    wait_exits,
)

READY_S = 5.0  # the spec's limit for answering `hello`
DEFAULT_TIME_MS = 1000  # per-move budget when the referee sets none
GRACE_MS = 1000  # on top of time_ms: pipes, scheduling and a loaded machine cost time too
QUIT_S = 1.0  # the spec: a player should exit within a second of `quit`
WRITE_S = 5.0  # a child that has not read its input for this long is hung
MAX_LINE = 1 << 20  # an answer is a few dozen bytes; a megabyte is a runaway child
POLL_S = 0.05  # how often a wait looks whether the child is still alive

_POSIX = os.name == "posix"
_EOF = object()  # the reader thread's mark: the child's output is closed


def _find_program(program: str) -> str | None:
    """The executable a command line starts, or None when there is none to start."""
    if os.sep in program or (os.altsep and os.altsep in program):
        return program if os.path.isfile(program) and os.access(program, os.X_OK) else None
    return shutil.which(program)


def _read_lines(fd: int, lines: queue.Queue) -> None:
    """Reader thread: the child's output split into lines, then _EOF. A thread (not a
    read in the referee) keeps deadlines exact whatever the child does. Lines that
    arrive together are queued together, so a line written along with an answer is
    already waiting (and out of turn) when the referee next looks."""
    pending = bytearray()
    try:
        while True:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            pending += chunk
            end = pending.rfind(b"\n")
            if end >= 0:
                lines.put(bytes(pending[: end + 1]).splitlines(keepends=True))
                del pending[: end + 1]
            if len(pending) > MAX_LINE:
                lines.put([bytes(pending)])  # the referee faults on it; no need to read on
                break
    except OSError:
        pass
    finally:
        if pending and len(pending) <= MAX_LINE:
            lines.put([bytes(pending)])  # a last line without its newline is still a line
        lines.put(_EOF)


class ExternalPlayer(Player):
    """A player that is a separate program (`cmd:python3 bots/mybot.py`).

    Nothing is started until `start_game`, so building one to check a spec is free.
    Each game runs a fresh process; `close()` sends `quit` and then kills whatever is left.
    """

    wants_events = True

    def __init__(
        self,
        argv: Sequence[str],
        log_path: str | os.PathLike[str] | None = None,
        *,
        ready_s: float = READY_S,
        grace_ms: int = GRACE_MS,
    ) -> None:
        self.argv = [str(a) for a in argv]
        if not self.argv:
            raise PlayerSpecError("cmd: needs a command line, e.g. cmd:python3 bots/mybot.py")
        if _find_program(self.argv[0]) is None:
            raise PlayerSpecError(f"cmd:{shlex.join(self.argv)}: no program {self.argv[0]!r} to run")
        self.log_path = Path(log_path) if log_path is not None else None
        self.ready_s = ready_s
        self.grace_ms = grace_ms
        self.name = Path(self.argv[-1]).name if len(self.argv) > 1 else Path(self.argv[0]).name
        self.announced: dict[str, str] = {}  # name, author, version from `ready`
        self.proc: subprocess.Popen | None = None
        self.pid: int | None = None  # of the last process started, for logs and tests
        self._lines: queue.Queue = queue.Queue()
        self._pending: collections.deque[bytes] = collections.deque()
        self._reader: threading.Thread | None = None
        self._log: CappedLog | None = None

    # -- the game, as the referee drives it

    def start_game(self, info: GameInfo) -> None:
        super().start_game(info)
        self.close()  # a player reused for a second game gets a fresh process
        self._start()
        self._send(hello_message(info))
        ready = self._answer(
            "ready", time.monotonic() + self.ready_s, part("player_no_ready", seconds=float(self.ready_s))
        )
        name = ready.get("name")
        if not isinstance(name, str):
            raise self._fault("protocol", part("player_ready_name"))
        self.announced = {"name": name}
        for key in ("author", "version"):
            if key in ready:
                self.announced[key] = str(ready[key])

    def notify(self, message: dict[str, Any]) -> None:
        if self.proc is None:
            return
        self._check_quiet()
        self._send(message)

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        if self.proc is None:
            raise PlayerFault("crash", part("player_not_started"))
        budget = (self.info.time_ms if self.info is not None else None) or DEFAULT_TIME_MS
        self._check_quiet()
        self._send(turn_message(view, legal, budget))
        deadline = time.monotonic() + (budget + self.grace_ms) / 1000
        answer = self._answer("move", deadline, part("player_no_move", ms=budget, grace=self.grace_ms))
        text = answer.get("move")
        if not isinstance(text, str):
            raise self._fault("protocol", part("player_move_field"))
        try:
            wanted = parse_move(text)
        except NotationError as exc:
            raise self._fault("illegal move", part("player_not_move", text=text, problem=exc)) from None
        for move in legal:
            if move.same_as(wanted):
                return Decision(move)
        raise self._fault("illegal move", part("player_not_legal_move", text=text))

    def close(self) -> None:
        """Send `quit`, give the program a second to leave, then kill its process group."""
        proc = self.proc
        if proc is None:
            return
        try:
            if not self._exited():
                try:
                    self._send(QUIT_MESSAGE, QUIT_S)
                except PlayerFault:
                    pass  # it is going away whatever it does
                self._close_stdin()
                end = time.monotonic() + QUIT_S
                while not self._exited() and time.monotonic() < end:
                    wait_exits([proc.pid], end - time.monotonic())
        finally:
            self._kill()

    def __del__(self) -> None:  # a forgotten close() must not leave a process running
        try:
            self._kill()
        except Exception:
            pass

    # -- the process

    def _start(self) -> None:
        log: CappedLog | None = None
        if self.log_path is not None:
            try:
                log = CappedLog(self.log_path)
            except OSError as exc:
                raise PlayerFault("crash", part("player_log", path=self.log_path, reason=os_reason(exc))) from None
        become_subreaper()  # escaped descendants come back to be killed (Linux)
        try:
            self.proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=log.write_fd if log is not None else subprocess.DEVNULL,
                start_new_session=_POSIX,
                close_fds=True,
            )
        except OSError as exc:
            if log is not None:
                log.abandon()
            raise PlayerFault("crash", part("player_start", program=self.argv[0], reason=os_reason(exc))) from None
        bot_started(self.proc.pid)
        if log is not None:
            log.start()  # the child holds its own copy of the write end
        self._log = log
        self.pid = self.proc.pid
        stdin, stdout = self.proc.stdin, self.proc.stdout
        assert stdin is not None and stdout is not None  # both are pipes
        if _POSIX:
            # Writes that would block wait in select() with a deadline (see _send).
            os.set_blocking(stdin.fileno(), False)
        self._lines = queue.Queue()
        self._pending = collections.deque()
        self._reader = threading.Thread(
            target=_read_lines,
            args=(stdout.fileno(), self._lines),
            name=f"external-{self.proc.pid}",
            daemon=True,
        )
        self._reader.start()

    def _exited(self) -> bool:
        """Whether the child has exited, without reaping it: a zombie leader keeps its
        process-group id reserved, so the killpg in _kill cannot hit a stranger."""
        proc = self.proc
        if proc is None or proc.returncode is not None:
            return True
        if hasattr(os, "waitid"):
            try:
                return os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
            except ChildProcessError:
                return True
        return proc.poll() is not None

    def _exit_detail(self, alive: str = "player_closed_output") -> EscobaError:
        """How the child ended, for the forfeit's detail (the part `alive` if it has not).
        Its output closes a moment before it can be waited for: give it a quarter second."""
        proc = self.proc
        if proc is None or proc.returncode is not None or not hasattr(os, "waitid"):
            return part("player_exited")
        end = time.monotonic() + 0.25
        while True:
            try:
                status = os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except ChildProcessError:
                return part("player_exited")
            if status is not None:
                if status.si_code == os.CLD_EXITED:
                    return part("player_exit_code", code=status.si_status)
                return part("player_killed", signal=status.si_status)
            if time.monotonic() >= end:
                return part(alive)
            wait_exits([proc.pid], end - time.monotonic())

    def _kill(self) -> None:
        """Kill the child, everything in its process group and every descendant that
        left it (containment.py), then reap the child."""
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if proc.returncode is None:
            escaped = descendants(proc.pid)  # before the kill, while they hang below it
            try:
                if _POSIX:
                    os.killpg(proc.pid, signal.SIGKILL)
                else:
                    proc.kill()
            except (ProcessLookupError, PermissionError):
                pass
            kill_all(escaped)
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        bot_ended(proc.pid)
        reap_escaped()
        log, self._log = self._log, None
        if log is not None:
            log.finish()
        self._close_stdin(proc)
        reader = self._reader
        if reader is not None:
            # The group is dead, so the output closes and the reader ends; a grandchild
            # that escaped into a session of its own may still hold it, and then the
            # daemon reader is left blocked rather than the game.
            reader.join(timeout=1.0)
            if not reader.is_alive() and proc.stdout is not None:
                proc.stdout.close()
        self._reader = None

    def _close_stdin(self, proc: subprocess.Popen | None = None) -> None:
        proc = proc or self.proc
        if proc is not None and proc.stdin is not None:
            try:
                proc.stdin.close()
            except OSError:
                pass

    def _fault(self, reason: str, detail: EscobaError) -> PlayerFault:
        """The fault to raise, with the child already killed (the spec: the referee kills it)."""
        self._kill()
        return PlayerFault(reason, detail)

    # -- lines each way

    def _send(self, message: dict[str, Any], within: float = WRITE_S) -> None:
        proc = self.proc
        if proc is None or proc.stdin is None or proc.stdin.closed:
            raise self._fault("crash", part("player_input_closed"))
        data = memoryview((json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8"))
        fd = proc.stdin.fileno()
        deadline = time.monotonic() + within
        while data:
            try:
                data = data[os.write(fd, data) :]
            except BlockingIOError:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise self._fault("timeout", part("player_not_reading", seconds=float(within))) from None
                select.select([], [fd], [], min(remaining, POLL_S))
            except OSError:  # BrokenPipeError above all: nobody reads the other end
                raise self._fault("crash", self._exit_detail(alive="player_closed_input")) from None

    def _take(self, timeout: float | None) -> Any:
        """The next line the child wrote or _EOF; queue.Empty when none came in time."""
        if not self._pending:
            item = self._lines.get(timeout=timeout) if timeout is not None else self._lines.get_nowait()
            if item is _EOF:
                return _EOF
            self._pending.extend(item)
        return self._pending.popleft()

    def _next_line(self, deadline: float) -> Any:
        """The next line, _EOF when the child is gone, or None at the deadline."""
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            try:
                return self._take(min(remaining, POLL_S))
            except queue.Empty:
                if self._exited():
                    # A grandchild may hold the output open after the child died: the
                    # child itself is what plays, so its exit is the crash.
                    try:
                        return self._take(POLL_S)
                    except queue.Empty:
                        return _EOF

    def _answer(self, kind: str, deadline: float, late: EscobaError) -> dict[str, Any]:
        line = self._next_line(deadline)
        if line is None:
            raise self._fault("timeout", late)
        if line is _EOF:
            raise self._fault("crash", part("player_ended_due", ended=self._exit_detail(), kind=kind))
        message = self._decode(line)
        if message["type"] != kind:
            raise self._fault("protocol", part("player_sent_instead", sent=message["type"], kind=kind))
        return message

    def _check_quiet(self) -> None:
        """No answer is due between turns: a line now is out of turn, an end is a crash."""
        try:
            line = self._take(None)
        except queue.Empty:
            if self._exited():
                raise self._fault("crash", self._exit_detail()) from None
            return
        if line is _EOF:
            raise self._fault("crash", self._exit_detail())
        message = self._decode(line)
        raise self._fault("protocol", part("player_out_of_turn", sent=message["type"]))

    def _decode(self, line: bytes) -> dict[str, Any]:
        if len(line) > MAX_LINE:
            raise self._fault("protocol", part("player_long_line", n=MAX_LINE))
        shown = line[:60].decode("utf-8", "replace").rstrip("\r\n")
        try:
            message = loads_json(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            raise self._fault("protocol", part("player_not_json", shown=shown)) from None
        except RecursionError:  # [[[[...]]]] a megabyte deep: malformed, not a crash of ours
            raise self._fault("protocol", part("player_too_deep", shown=shown)) from None
        if not isinstance(message, dict):
            raise self._fault("protocol", part("player_not_object", shown=shown))
        if not isinstance(message.get("type"), str):
            raise self._fault("protocol", part("player_no_type", shown=shown))
        return message
