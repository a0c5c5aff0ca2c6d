"""A table hosted by the full-screen game itself (the setup screen's remote seats).

The host is `escoba host`'s own (net/host.py), run in a thread of the app's process on
one table: the friends join it with `escoba join` as they would any table, and the
player at the screen takes their seat the same way, as a client over 127.0.0.1. So
there is one game loop, the table's, and the host's rules (privacy, faults, saving after
every move) hold for everyone. `stop()` ends the host, its port and its threads; the
game calls it when the match is left, cancelled or over, and when the app ends.

The table is saved where `escoba host` saves (the data folder's `host/`), and a finished
match is a record under `host/records/`. A table that never started is removed when it
stops (nothing happened at it); one left in the middle is moved to `host/left/`, kept,
but not resumed by the next `escoba host`, which nobody asked for. While it is served
the game holds the folder's lock, as `escoba host` does (host.state_lock): an `escoba
host` on the same folder would otherwise resume and serve the same table.
"""

from __future__ import annotations

import asyncio
import errno
import os
import socket
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import EscobaError, os_reason
from ..files.lock import FolderLock, LockedError
from .host import Host, state_lock
from .table import REMOTE, Table, TableConfig
from .tables_file import config_problem
from .wire import DEFAULT_PORT

LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"


class HostingError(EscobaError):
    """The table cannot be hosted: a port in use, an address that is not this machine's..."""


class PortInUse(HostingError):
    """Another program (or another table) listens on the port asked for."""


class _ThreadHost(Host):
    """Host.start, but a failure to listen is an error at once, not a ten-second wait."""

    error: OSError | None = None

    def start(self) -> Host:
        def run() -> None:
            try:
                asyncio.run(self._main())
            except OSError as exc:
                self.error = exc
                self._ready.set()

        self._thread = threading.Thread(target=run, name="host", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the host did not start")
        if self.error is not None:
            raise self.error
        return self


@dataclass(frozen=True)
class SeatState:
    """One seat as the waiting screen shows it."""

    seat: int
    name: str
    kind: str  # "you", "remote" or a player spec the host runs
    state: str  # "here", "waiting" (nobody yet), "away" (dropped, may come back), "computer"


class LocalHost:
    """One table served from this process: its address, port and code, who has come, and stop."""

    def __init__(
        self, config: TableConfig, me: int, state_dir: Path, public: bool = False, port: int = DEFAULT_PORT
    ) -> None:
        if config.seats[me] != REMOTE:
            raise ValueError("the player at the screen sits at a remote seat")
        found = config_problem(config)
        if found is not None:
            raise HostingError(key="option_problem", option=found[0], problem=found[1])
        self.config = config
        self.me = me
        self.state_dir = state_dir
        self.bind = EVERYWHERE if public else LOOPBACK
        self.public = public
        self.wanted_port = port
        self.table: Table | None = None
        self.host: _ThreadHost | None = None
        self.lock: FolderLock | None = None
        self.events: list[dict[str, Any]] = []  # the host's log, kept here: nobody reads a terminal
        self.stopped = False

    @property
    def code(self) -> str:
        return self.config.code

    @property
    def listening_port(self) -> int:
        return self.host.port if self.host is not None else self.wanted_port

    @property
    def port(self) -> int:
        """The port friends are told (the one listened on)."""
        return self.listening_port

    def start(self) -> None:
        """Listen and open the table; HostingError (in words) if it cannot be."""
        lock = state_lock(self.state_dir)
        try:
            lock.acquire()
            self.table = Table(self.config, self.state_dir)
            self.table.resumes = False  # left half-way, it goes to host/left/ (stop)
            self.table.save_meta()
        except LockedError as exc:
            raise HostingError.carrying(exc) from None
        except OSError as exc:
            lock.release()
            raise HostingError(key="cannot_write_to", path=str(self.state_dir), reason=os_reason(exc)) from None
        self.lock = lock
        self.host = _ThreadHost([self.table], self.bind, self.wanted_port, self._log)
        try:
            self.host.start()
        except OSError as exc:
            self.host = None
            self._forget()
            self._unlock()
            if exc.errno == errno.EADDRINUSE:
                raise PortInUse(key="port_in_use", port=self.wanted_port) from None
            raise HostingError(
                key="cannot_listen", address=self.bind, port=self.wanted_port, reason=os_reason(exc)
            ) from None

    def _log(self, event: dict[str, Any]) -> None:
        if len(self.events) < 10_000:
            self.events.append(event)

    # -- what the waiting screen shows

    def address(self) -> str:
        """The address a friend types: 127.0.0.1, or this machine's own when listening everywhere."""
        return machine_address() if self.public else LOOPBACK

    def join_command(self) -> str:
        return f"escoba join {self.address()}:{self.port} {self.code}"

    def watch_command(self) -> str:
        """What anyone runs to watch the table, every hand face down (network.md, "Watching")."""
        return f"escoba join --watch {self.address()}:{self.port} {self.code}"

    def ssh_command(self, login: str = "you@this-machine") -> str:
        """What a friend far away runs first: a tunnel from their port to this one (`login`:
        how they reach this machine by SSH, a placeholder for them to fill in)."""
        return f"ssh -N -L {self.port}:127.0.0.1:{self.port} {login}"

    def seats(self) -> list[SeatState]:
        table = self.table
        out = []
        assert table is not None
        with table.lock:
            for i, spec in enumerate(self.config.seats):
                if i == self.me:
                    out.append(SeatState(i, table.names[i], "you", "here"))
                elif spec != REMOTE:
                    out.append(SeatState(i, table.names[i], spec, "computer"))
                elif table.conns[i] is not None:
                    out.append(SeatState(i, table.names[i], REMOTE, "here"))
                else:
                    state = "away" if table.tokens[i] is not None else "waiting"
                    out.append(SeatState(i, table.names[i] if table.tokens[i] is not None else "", REMOTE, state))
        return out

    def waiting_for(self) -> int:
        table = self.table
        return table.seats_waiting() if table is not None else 0

    @property
    def finished(self) -> bool:
        return self.table is not None and self.table.finished

    def record_path(self) -> Path:
        """Where the record of the table's match in play (or just over) goes; a rematch's has its number."""
        path = self.table.record_path() if self.table is not None else None
        return path if path is not None else self.state_dir / "records" / f"{self.code}.toml"

    # -- the end

    def stop(self) -> None:
        """End the host: its port closes and its threads end. Safe to call twice."""
        if self.stopped:
            return
        self.stopped = True
        if self.host is not None:
            self.host.stop()
        table = self.table
        if table is not None and not table.finished:
            if not table.started:
                self._forget()
            else:
                self._put_aside()
        self._unlock()

    def _unlock(self) -> None:
        lock, self.lock = self.lock, None
        if lock is not None:
            lock.release()

    def _files(self) -> list[Path]:
        tables = self.state_dir / "tables"
        return [tables / f"{self.code}.json", tables / f"{self.code}.toml"]

    def _forget(self) -> None:
        for path in self._files():
            try:
                path.unlink(missing_ok=True)
            except OSError:
                pass

    def _put_aside(self) -> None:
        left = self.state_dir / "left"
        for path in self._files():
            try:
                if path.exists():
                    left.mkdir(parents=True, exist_ok=True)
                    os.replace(path, left / path.name)
            except OSError:
                pass


def machine_address() -> str:
    """This machine's address on its network, as well as can be told without sending
    anything (a UDP socket only picks the route); its name when there is none."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: routed, never answered, nothing sent
            address = probe.getsockname()[0]
        if address and not address.startswith("127."):
            return str(address)
    except OSError:
        pass
    return socket.gethostname() or LOOPBACK
