"""`escoba host`: an asyncio TCP server seating connections at tables (network.md).

The event loop only moves lines: it reads a connection's lines (at most MAX_LINE bytes
each, at most FLOOD_RATE a second), hands joins and moves to the table, and writes what
tables post through a bounded queue with a write deadline. Each table plays in its own
thread. Whatever one client does ends at most its own connection.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from ..errors import EscobaError, os_reason, part
from ..files.lock import FolderLock
from ..files.names import shown_text
from .table import Table, TableConfig
from .tables_file import read_saved
from .wire import (
    JOIN_S,
    MAX_CONNECTIONS,
    MAX_LINE,
    OUT_QUEUE,
    WRITE_S,
    Bucket,
    decode,
    encode,
)

_CLOSE = {"type": "_close"}


class HostConnection:
    """One client's TCP connection: a bounded outgoing queue and a writer task."""

    def __init__(self, loop: asyncio.AbstractEventLoop, writer: asyncio.StreamWriter) -> None:
        self.loop = loop
        self.writer = writer
        self.queue: asyncio.Queue = asyncio.Queue(OUT_QUEUE)
        self.closed = False
        self.pre_seq = 0  # numbers the messages sent before the connection has a seat
        self.pump = loop.create_task(self._pump())

    # -- called from any thread

    def post(self, message: dict[str, Any]) -> None:
        try:
            self.loop.call_soon_threadsafe(self._enqueue, message)
        except RuntimeError:  # the loop is gone (a host stopped by Ctrl-C): nobody to tell
            pass

    def fault(self, code: str, message: str) -> None:
        self.loop.call_soon_threadsafe(self._fault, code, message, None)

    # -- event loop thread only

    def _enqueue(self, message: dict[str, Any]) -> None:
        if self.closed:
            return
        try:
            self.queue.put_nowait(message)
        except asyncio.QueueFull:  # a client that does not read: drop it, the seat waits
            self.closed = True
            self.writer.transport.abort()

    def _fault(self, code: str, message: str, seq: int | None) -> None:
        if self.closed:
            return
        error: dict[str, Any] = {"type": "error", "code": code, "message": message}
        if seq is not None:
            error["seq"] = seq
        self._enqueue(error)
        self._enqueue(_CLOSE)
        self.closed = True

    async def _pump(self) -> None:
        try:
            while True:
                message = await self.queue.get()
                if message.get("type") == "_close":
                    break
                self.writer.write(encode(message))
                await asyncio.wait_for(self.writer.drain(), WRITE_S)
        except (TimeoutError, ConnectionError, OSError):
            pass
        finally:
            self.closed = True
            try:
                self.writer.close()
            except Exception:
                pass


class Host:
    """Tables served on one port. `start()` runs the loop in a thread (tests, the
    load test); `serve_forever()` runs it in the calling thread (the command)."""

    def __init__(
        self,
        tables: list[Table],
        bind: str = "127.0.0.1",
        port: int = 0,
        log: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.tables = {t.code: t for t in tables}
        self.bind = bind
        self.port = port
        self.log = log or (lambda event: None)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.server: asyncio.AbstractServer | None = None
        self.connections = 0
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopped: asyncio.Event | None = None
        self._handlers: set[asyncio.Task] = set()
        self._writers: set[asyncio.StreamWriter] = set()
        for table in tables:
            table.log = self.log

    # -- life

    async def _open(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stopped = asyncio.Event()
        self.server = await asyncio.start_server(
            self._handle, self.bind, self.port, limit=MAX_LINE
        )  # a longer line ends the connection
        self.port = self.server.sockets[0].getsockname()[1]
        for table in self.tables.values():
            if not table.finished:
                table.start()

    async def _main(self, on_ready: Callable[[], None] | None = None, signals: bool = False) -> None:
        await self._open()
        if signals:  # Ctrl-C and SIGTERM stop the host as stop() does: tables saved, lines sent
            assert self.loop is not None and self._stopped is not None
            for sig in (signal.SIGINT, signal.SIGTERM):
                try:
                    self.loop.add_signal_handler(sig, self._stopped.set)
                except (NotImplementedError, RuntimeError):
                    pass
        self._ready.set()
        if on_ready is not None:
            on_ready()
        assert self._stopped is not None and self.server is not None
        await self._stopped.wait()
        assert self.server is not None
        self.server.close()
        for table in self.tables.values():
            table.stop()
        await asyncio.sleep(0.05)  # let the last error/close lines go out
        for writer in list(self._writers):
            writer.transport.abort()  # every handler ends by itself, none is cancelled
        if self._handlers:
            await asyncio.wait(list(self._handlers), timeout=WRITE_S + 2)

    def serve_forever(self, on_ready: Callable[[], None] | None = None) -> None:
        try:
            asyncio.run(self._main(on_ready, signals=True))
        except KeyboardInterrupt:
            for table in self.tables.values():
                table.stop()
        self._join_tables()

    def start(self) -> Host:
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), name="host", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the host did not start")
        return self

    def stop(self) -> None:
        if self.loop is not None and self._stopped is not None:
            self.loop.call_soon_threadsafe(self._stopped.set)
        if self._thread is not None:
            self._thread.join(10)
        self._join_tables()

    def _join_tables(self) -> None:
        for table in self.tables.values():
            if table.thread is not None:
                table.thread.join(10)

    # -- one connection

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._handlers.add(task)
        self._writers.add(writer)
        try:
            await self._serve(reader, writer)
        except Exception as exc:  # a bug must end this connection, never the host
            self.log({"event": "error", "detail": f"{type(exc).__name__}: {exc}"})
            writer.transport.abort()
        finally:
            self._handlers.discard(task)
            self._writers.discard(writer)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        assert self.loop is not None
        transport = writer.transport
        transport.set_write_buffer_limits(high=MAX_LINE)
        conn = HostConnection(self.loop, writer)
        self.connections += 1
        table: Table | None = None
        seat: int | None = None
        try:
            if self.connections > MAX_CONNECTIONS:
                conn._fault("protocol", "the host has too many connections", 1)
                return
            bucket = Bucket()
            line = await self._line(reader, conn, JOIN_S)
            if line is None:
                return
            try:
                message = decode(line)
            except ValueError as exc:
                conn._fault("protocol", str(exc), 1)
                return
            if message["type"] not in ("join", "watch"):
                conn._fault("protocol", "the first line must be a join or a watch", 1)
                return
            code = message.get("table")
            table = self.tables.get(code) if isinstance(code, str) else None
            if table is None:
                conn._fault("unknown_table", "no table with that code here", 1)
                return
            if message["type"] == "watch":
                await self._watch(reader, conn, table, message)
                table = None
                return
            taken = table.join(conn, message)
            if isinstance(taken, tuple):
                conn._fault(taken[0], taken[1], 1)
                table = None
                return
            seat = taken
            while not conn.closed:
                line = await self._line(reader, conn, None, table, seat)
                if line is None:
                    return
                if not bucket.take(time.monotonic()):
                    self._seat_fault(conn, table, seat, "protocol", "too many lines: a flood")
                    return
                try:
                    message = decode(line)
                except ValueError as exc:
                    self._seat_fault(conn, table, seat, "protocol", str(exc))
                    return
                problem = table.on_message(conn, seat, message)
                if problem is not None:
                    self._seat_fault(conn, table, seat, "protocol", problem)
                    return
        except (ConnectionError, OSError):
            pass
        finally:
            self.connections -= 1
            if table is not None and seat is not None:
                table.detach(conn, seat)
            if not conn.closed:
                conn._enqueue(_CLOSE)
                conn.closed = True
            try:
                await asyncio.wait_for(conn.pump, WRITE_S + 1)
            except (TimeoutError, Exception):
                writer.transport.abort()

    async def _watch(
        self, reader: asyncio.StreamReader, conn: HostConnection, table: Table, message: dict[str, Any]
    ) -> None:
        """A spectator: told what is public until the match ends or it leaves. It sends
        nothing after `watch`: any line from it is a protocol fault (network.md)."""
        refused = table.watch(conn, message)
        if refused is not None:
            conn._fault(refused[0], refused[1], 1)
            return
        try:
            line = await self._line(reader, conn, None)
            if line is not None:
                with table.lock:  # numbered after whatever the table sent it
                    seq = table.watchers.seq(conn)
                    table.unwatch(conn)
                conn._fault("protocol", "a spectator sends nothing after watch", seq)
                self.log({"event": "fault", "table": table.code, "watcher": True, "code": "protocol"})
        finally:
            table.unwatch(conn)

    def _seat_fault(self, conn: HostConnection, table: Table, seat: int, code: str, message: str) -> None:
        with table.lock:
            if table.conns[seat] is conn:
                table.seq[seat] += 1
                conn._fault(code, message, table.seq[seat])
            else:
                conn._fault(code, message, None)
        self.log({"event": "fault", "table": table.code, "seat": seat, "code": code, "detail": message})

    async def _line(
        self,
        reader: asyncio.StreamReader,
        conn: HostConnection,
        timeout: float | None,
        table: Table | None = None,
        seat: int | None = None,
    ) -> bytes | None:
        """The next line; None when the connection is done (closed, too long, too slow)."""
        try:
            if timeout is None:
                line = await reader.readline()
            else:
                line = await asyncio.wait_for(reader.readline(), timeout)
        except TimeoutError:
            conn._fault("protocol", f"no join within {JOIN_S:g} s", 1)
            return None
        except (ValueError, asyncio.LimitOverrunError):
            self._too_large(conn, table, seat)
            return None
        if not line or not line.endswith(b"\n"):
            return None  # closed (a last line without its newline is not an answer)
        if len(line.rstrip(b"\r\n")) > MAX_LINE:  # whole in the buffer, it slipped past the limit
            self._too_large(conn, table, seat)
            return None
        return line

    def _too_large(self, conn: HostConnection, table: Table | None, seat: int | None) -> None:
        """The fault of a line longer than MAX_LINE: the seat's at its table, else the
        connection's own."""
        message = f"a line longer than {MAX_LINE} bytes"
        if table is not None and seat is not None:
            self._seat_fault(conn, table, seat, "too_large", message)
        else:
            conn._fault("too_large", message, 1)


STATE_LOCK = "host.lock"  # in the state folder: one host serves it at a time


def state_lock(state_dir: Path, cli: bool = False) -> FolderLock:
    """The lock a host holds on its state folder while it serves it (lock.py): a second
    host on the same tables would hand out the same seats and overwrite the other's
    moves. Acquiring it raises LockedError naming the holder (and, for `escoba host`,
    its --state option)."""
    return FolderLock(state_dir, STATE_LOCK, "locked_host_cli" if cli else "locked_host")


MAX_SAVED_TABLES = 500  # as many as a tables file may hold (tables_file.MAX_TABLES)
MAX_ENDED_TABLES = 50  # matches over whose results a host still tells a seat that comes back


def _saved_when(meta: Path) -> float:
    try:
        return meta.stat().st_mtime
    except OSError:
        return 0.0


def load_tables(
    state_dir: Path,
    log: Callable[[dict[str, Any]], None] | None = None,
    note: Callable[[EscobaError], None] | None = None,
    clock: Callable[[], float] = time.monotonic,
    ended: list[Table] | None = None,
) -> list[Table]:
    """The tables a host saved in `state_dir` whose matches are not over. A saved table
    that cannot be resumed (unreadable, edited, a link to a device) costs only itself:
    its files are moved to STATE/unreadable/ (saves.move_aside, never deleted), `note`
    is told why in one line (facts the catalogue words where it is shown; str(): English),
    and the others are resumed. `clock`: what the tables time their seats by (tests).
    Every remote seat of a resumed table is away until it joins again, its grace period
    starting when the table is loaded. `ended`, if given, gets the tables whose matches are
    over (those of the last MAX_ENDED_TABLES saved): a host serves them too, to tell a seat
    that comes back with its token how its match ended."""
    from ..study.saves import move_aside

    tell = note or (lambda line: None)
    tables: list[Table] = []
    metas = sorted((state_dir / "tables").glob("*.json"))
    if len(metas) > MAX_SAVED_TABLES:
        tell(part("saved_first", folder=str(state_dir / "tables"), n=len(metas), most=MAX_SAVED_TABLES))
        metas = metas[:MAX_SAVED_TABLES]
    over: list[tuple[float, Table]] = []
    for meta in metas:
        try:
            table = Table.load(read_saved(meta), meta, state_dir, log, clock)
        except EscobaError as exc:
            why = exc
        except OSError as exc:
            why = part("path_reason", path=str(exc.filename or meta), reason=os_reason(exc))
        except Exception as exc:  # an edited file may trip anything while its game is replayed
            why = part(
                "saved_broke", path=str(meta), error=EscobaError(shown_text(f"{type(exc).__name__}: {exc}", 300))
            )
        else:
            if not table.finished:
                tables.append(table)
            elif table.ended is not None:
                over.append((_saved_when(meta), table))
            continue
        moved = []
        for path in (meta, meta.with_suffix(".toml")):
            if os.path.lexists(path):
                try:
                    moved.append(str(move_aside(state_dir, path)))
                except OSError as exc:
                    why = part("not_moved_aside", why=why, path=str(path), reason=os_reason(exc))
        tell(part("not_resumed_moved", why=why, moved=", ".join(moved)) if moved else part("not_resumed", why=why))
    if ended is not None:  # the newest: the matches a seat coming back would ask about
        over.sort(key=lambda pair: pair[0], reverse=True)
        ended.extend(table for _, table in over[:MAX_ENDED_TABLES])
    return tables


class EventLog:
    """The host's own log lines (its terminal, never a client): JSON or words."""

    def __init__(self, out: TextIO, as_json: bool) -> None:
        self.out = out
        self.as_json = as_json
        self.lock = threading.Lock()

    def __call__(self, event: dict[str, Any]) -> None:
        if self.as_json:
            line = json.dumps(event, ensure_ascii=False)
        else:
            rest = " ".join(f"{k}={v}" for k, v in event.items() if k not in ("event", "table"))
            line = f"[{event.get('table', '-')}] {event['event']} {rest}".rstrip()
        with self.lock:
            try:
                print(line, file=self.out, flush=True)
            except (OSError, ValueError):
                pass


def new_tables(configs: list[TableConfig], state_dir: Path | None) -> list[Table]:
    tables = [Table(c, state_dir) for c in configs]
    for t in tables:
        t.save_meta()
    return tables
