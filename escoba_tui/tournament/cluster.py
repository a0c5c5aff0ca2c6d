"""Tournaments on a Dask cluster: the games are played by Dask workers, on this machine
or many, while this process (the driver) stays the only writer of the tournament folder.

Needs the `cluster` extra (`pip install 'escoba_tui[cluster]'`, which adds Dask's
`distributed`); nothing else in the package imports it. A game is a pure function of the
definition and the game id, so a worker returns the record (and its bots' logs) and the
driver writes them, atomically, as in a local run. DaskExecutor is an Executor for
runner.run_tournament: progress, standings, SPRT, Ctrl-C and resume are the local run's.

A worker that dies loses nothing: the scheduler gives its games to another worker. A
game on a worker that dies too often (the scheduler's `allowed-failures`, Dask's
default 3, so 4 tries) ends as KilledWorker: it is reported and skipped.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import queue
import re
import socket
import tempfile
import time
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import EscobaError, os_reason, part
from ..files.atomic import write_text_atomic
from ..files.names import shown_text
from ..files.reader import MB, read_bytes_capped
from ..game.record import RecordError, dumps
from ..players import (  # the options a player takes, as check_spec reads them
    PlayerSpecError,
    _accepted,
    _load,
    make_player,
    parse_spec,
)
from .config import Tournament
from .runner import (
    MAX_TRIES,
    Event,
    GameDone,
    GameFailed,
    GameLost,
    GameSkipped,
    RunError,
    log_name,
    play_record,
    record_path,
)
from .schedule import ScheduledGame
from .standings import summarize

INSTALL_HINT = part("cluster_install")  # what `pip install` adds for --cluster/--scheduler
CONNECT_TIMEOUT_S = 20.0  # to reach the scheduler
WORKERS_TIMEOUT_S = 60.0  # for a first worker to join a scheduler that has none
MAX_LOG_BYTES = 1 << 20  # a bot's log sent back per game: its last MiB
MAX_SOURCE = 4 * MB  # one of the package's own .py files (the largest is tens of KB)
QUEUED_PER_THREAD = 2  # games submitted per worker thread: the next one is always there
THREADS_REFRESH_S = 2.0  # how often the driver asks the scheduler how many threads it has
MAX_DROPS = 5  # a game whose result the cluster loses more often than this ends the run
NO_WORKERS_NOTICE_S = 15.0  # a scheduler without workers for this long is said so (the run waits)
TRACE_FILE = "cluster.log"  # in the tournament folder: which worker played each game


MAX_LOCAL_WORKERS = 256
# What one local worker process may need: about 50 MiB idle (measured: Dask's worker with
# escoba_tui loaded), the rest for the game it plays and its search.
LOCAL_WORKER_MEMORY = 256 << 20
# Where a scheduler may be: the one transport the tests run (tcp). Dask has others
# (tls://, ucx://, inproc://, ws://), which need settings this command does not take.
SCHEDULER_FORM = "tcp://HOST:PORT"
MAX_ADDRESS = 300
MAX_SCHEDULER_FILE = 64 * 1024  # dask scheduler --scheduler-file writes a few hundred bytes
HANDSHAKE_S = 5.0  # for a scheduler to greet a new connection, as it does at once
MAX_HANDSHAKE = 64 * 1024  # bytes of that greeting (a few hundred in practice)
_ADDRESS = re.compile(r"tcp://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?):(\d{1,5})")


class ClusterError(RunError):
    """The cluster cannot run this tournament; `lines` says why, one line per problem: each
    a part (errors.part) the catalogue words in the chosen language, str() in English."""

    def __init__(self, lines: list[EscobaError]) -> None:
        super().__init__("\n".join(str(line) for line in lines))
        self.lines = lines


def available() -> bool:
    try:
        import distributed  # noqa: F401
    except ImportError:
        return False
    return True


def definition_hash(t: Tournament) -> str:
    """A short hash of everything that decides the games: the keys of the Dask tasks
    are this and the game id, so the same game is recognised when submitted again."""
    doc = json.dumps(t.to_dict(), sort_keys=True, default=str)
    return hashlib.sha256(doc.encode()).hexdigest()[:16]


def code_fingerprint() -> str:
    """A hash of this escoba_tui's game code (everything but the UI): a worker with other
    code would play other games."""
    digest = hashlib.sha256()
    root = Path(__file__).resolve().parents[1]
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        if name.startswith("ui/"):
            continue
        digest.update(name.encode() + b"\0" + read_bytes_capped(path, MAX_SOURCE, "source file") + b"\0")
    return digest.hexdigest()[:16]


def time_budget_players(t: Tournament) -> list[tuple[str, str]]:
    """(name, spec) of the players that think for a time (an `ms` option) rather than a
    number of iterations: their games depend on the speed of the machine playing them."""
    out = []
    for entrant in t.players:
        try:
            kind, target, options = parse_spec(entrant.spec)
            if kind == "cmd":
                continue
            accepted = _accepted(_load(kind, target))
        except PlayerSpecError:
            continue
        if accepted is not None and "ms" in accepted and "iters" not in options:
            out.append((entrant.name, entrant.spec))
    return out


# ---------------------------------------------------------------- on the workers


def _where() -> dict[str, Any]:
    try:
        from distributed import get_worker

        address = get_worker().address
    except (ImportError, ValueError):
        address = "?"
    return {"address": address, "host": socket.gethostname(), "pid": os.getpid()}


def _read_log(path: Path) -> str:
    """A bot's log, its last MAX_LOG_BYTES, through the capped reader (the bot could have
    put a FIFO or a link to a device in its place)."""
    from ..files.reader import FileReadError, read_tail_capped

    try:
        data, skipped = read_tail_capped(path, MAX_LOG_BYTES, "log")
    except FileReadError as exc:
        return f"[this log could not be read: {exc}]\n"
    text = data.decode("utf-8", "replace")
    if skipped:
        text = f"[the first {skipped} bytes of this log were left on the worker]\n" + text
    return text


def play_remote(t: Tournament, game: ScheduledGame) -> dict[str, Any]:
    """A Dask task: play one game on this worker and return its record, the logs of its
    `cmd:` players and where it ran. Nothing is written outside a temporary folder."""
    where = _where()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="escoba-logs-") as tmp:
        try:
            record, fault, _ = play_record(t, game, Path(tmp))
        # What went wrong as facts (the error itself: it pickles), worded by the driver.
        except PlayerSpecError as exc:
            return {"error": part("cluster_py_hint", problem=exc) if "py:" in str(exc) else exc, "where": where}
        except (OSError, RecordError) as exc:
            return {"error": exc, "where": where}
        except Exception as exc:  # a bug: say it, with the worker
            return {"error": f"{type(exc).__name__}: {exc}", "where": where}
        logs = {p.name: _read_log(p) for p in sorted(Path(tmp).iterdir()) if p.is_file()}
    # The record as the text the driver writes, and its summary for the standings: made
    # here, in parallel, so the driver only writes bytes (the forked pool's parent does
    # no more).
    return {
        "text": dumps(record),
        "summary": summarize(record, game),
        "fault": fault,
        "logs": logs,
        "where": where,
        "seconds": time.perf_counter() - start,
    }


def check_worker(t: Tournament, fingerprint: str) -> dict[str, Any]:
    """Run on every worker before the first game: can it play this tournament?"""
    problems: list[tuple[str, dict[str, str]]] = []  # (catalogue key, facts): worded by the driver
    if code_fingerprint() != fingerprint:
        problems.append(("cluster_other_code", {}))
    for entrant in t.players:
        try:
            make_player(entrant.spec, seed=0).close()
        except PlayerSpecError as exc:
            key = (
                "cluster_cmd_player"
                if entrant.spec.startswith("cmd:")
                else "cluster_py_player"
                if entrant.spec.startswith("py:")
                else "cluster_player"
            )
            problems.append((key, {"name": entrant.name, "problem": str(exc)}))
        except Exception as exc:
            problems.append(("cluster_player", {"name": entrant.name, "problem": f"{type(exc).__name__}: {exc}"}))
    try:
        from distributed import get_worker

        nthreads = get_worker().state.nthreads
    except (ImportError, ValueError, AttributeError):
        nthreads = 1
    return {"problems": problems, "nthreads": nthreads, **_where()}


# ---------------------------------------------------------------- on the driver


@dataclass
class _Submitted:
    game: ScheduledGame
    future: Any


class DaskExecutor:
    """An Executor (see runner.py) that sends games to a Dask cluster and writes what
    comes back. Build it with connect()."""

    def __init__(
        self, t: Tournament, client: Any, cluster: Any = None, description: Any = "", on_notice: Any = None
    ) -> None:
        self.t = t
        # Called with one line (a part, errors.part) when every worker has left (the run
        # waits for one) and when one is back: a driver that waits in silence looks hung.
        self.on_notice = on_notice
        self._no_workers_since: float | None = None
        self._said_no_workers = False
        self.client = client
        self.cluster = cluster  # a LocalCluster this executor started, else None
        self.description = description  # a part: which cluster, in the catalogue's words
        self.prefix = f"escoba-{definition_hash(t)}-"
        self.submitted: dict[str, _Submitted] = {}
        self.finished: queue.Queue[Any] = queue.Queue()
        self._threads = 1
        self._threads_at = float("-inf")
        self.warnings: list[EscobaError] = []  # parts, worded where they are printed
        self.drops: dict[str, int] = {}  # game id -> results lost on the way

    # -- the cluster

    def threads(self) -> int:
        now = time.monotonic()
        if now - self._threads_at >= THREADS_REFRESH_S:
            try:
                self._threads = max(1, sum(self.client.nthreads().values()))
            except Exception:
                pass
            self._threads_at = now
        return self._threads

    def check(self) -> None:
        """Each worker must run the same code and be able to build every player."""
        from distributed import Client  # noqa: F401  (the extra is here: connect() checked)

        answers = self.client.run(check_worker, self.t, code_fingerprint(), on_error="return")
        lines = []
        for address, answer in sorted(answers.items()):
            if isinstance(answer, BaseException):
                if isinstance(answer, ImportError):
                    lines.append(part("cluster_worker_import", address=address, problem=str(answer)))
                else:
                    lines.append(
                        part("cluster_worker_check", address=address, problem=f"{type(answer).__name__}: {answer}")
                    )
                continue
            lines += [
                part("cluster_worker_problem", address=address, host=answer["host"], problem=part(key, **facts))
                for key, facts in answer["problems"]
            ]
            if answer["nthreads"] > 1:
                self.warnings.append(part("cluster_threads", address=address, n=answer["nthreads"]))
        if lines:
            raise ClusterError(lines)

    # -- the Executor protocol

    def free_slots(self) -> int:
        return max(2, QUEUED_PER_THREAD * self.threads()) - len(self.submitted)

    def submit(self, game: ScheduledGame) -> None:
        # The key: the definition's hash and the game id, so the cluster knows a game sent
        # again; a game sent again after its result was lost gets a new one (~N), since
        # Dask may still be forgetting the old key when the new task arrives.
        drops = self.drops.get(game.id, 0)
        key = self.prefix + game.id + (f"~{drops}" if drops else "")
        future = self.client.submit(play_remote, self.t, game, key=key, retries=0)
        self.submitted[game.id] = _Submitted(game, future)
        future.add_done_callback(self.finished.put)

    def in_flight(self) -> list[ScheduledGame]:
        return [s.game for s in self.submitted.values()]

    def poll(self, timeout: float) -> list[Event]:
        try:
            ready = [self.finished.get(timeout=timeout)]
        except queue.Empty:
            self._watch_workers()
            return []
        while True:
            try:
                ready.append(self.finished.get_nowait())
            except queue.Empty:
                break
        events: list[Event] = []
        results: list[_Submitted] = []
        for future in ready:
            game_id = str(future.key)[len(self.prefix) :].partition("~")[0]
            entry = self.submitted.get(game_id)
            if entry is None or entry.future is not future:
                continue  # cancelled earlier: nobody waits for it
            if future.status == "finished":
                results.append(entry)
                continue
            del self.submitted[game_id]
            if future.status == "error":
                events.append(self._failure(entry.game, future.exception()))
            else:  # lost (its worker died with the result) or cancelled: play it again
                events.append(self._dropped(entry.game, future.status))
        if results:
            try:
                payloads = self.client.gather([e.future for e in results])  # one round trip for all
            except Exception:  # a result lost with its worker on the way: play those again
                for entry in results:
                    del self.submitted[entry.game.id]
                    events.append(self._dropped(entry.game, "not fetched"))
                return events
            for entry, payload in zip(results, payloads):
                if "error" in payload:
                    error = payload["error"]
                    if not isinstance(error, (EscobaError, OSError)):  # a bug's own words
                        error = EscobaError(shown_text(error, 1000))
                    events.append(
                        GameFailed(
                            entry.game.id, part("cluster_on_worker", problem=error, address=payload["where"]["address"])
                        )
                    )
                else:
                    events.append(self._commit(entry.game, payload))
                # Only now: a Ctrl-C during the write leaves the game in flight, so the run
                # loop looks for its record on disk before it writes the standings.
                del self.submitted[entry.game.id]
        return events

    def _watch_workers(self) -> None:
        """Nothing came back: say so if the scheduler has had no worker for a while, and
        say again when one joins (the games wait on the scheduler, nothing is lost)."""
        if self.on_notice is None or not self.submitted:
            return
        now = time.monotonic()
        try:
            workers = len(self.client.nthreads())
        except Exception:
            return  # the scheduler is unreachable: Dask's client reconnects or gives up itself
        if workers:
            if self._said_no_workers:
                self.on_notice(
                    part("cluster_joined_one", where=self.description)
                    if workers == 1
                    else part("cluster_joined", n=workers, where=self.description)
                )
            self._no_workers_since = None
            self._said_no_workers = False
            return
        if self._no_workers_since is None:
            self._no_workers_since = now
        elif not self._said_no_workers and now - self._no_workers_since >= NO_WORKERS_NOTICE_S:
            self._said_no_workers = True
            address = getattr(getattr(self.client, "scheduler", None), "address", "SCHEDULER")
            self.on_notice(part("cluster_all_left", where=self.description, address=address))

    def cancel(self) -> list[ScheduledGame]:
        games = self.in_flight()
        futures = [s.future for s in self.submitted.values()]
        self.submitted.clear()
        if futures:
            try:
                self.client.cancel(futures)
            except Exception:
                pass
        return games

    def close(self) -> None:
        self.cancel()
        try:
            self.client.close()
        finally:
            if self.cluster is not None:
                self.cluster.close()

    # -- results

    def _dropped(self, game: ScheduledGame, status: str) -> Event:
        """A game whose result the cluster lost (the worker holding it died before the
        driver fetched it) goes back to be played again; one lost again and again means
        a scheduler that keeps restarting or has gone away."""
        self.drops[game.id] = self.drops.get(game.id, 0) + 1
        if self.drops[game.id] > MAX_DROPS:
            return GameFailed(game.id, part("cluster_game_lost", times=self.drops[game.id], status=status))
        return GameLost(game, running=False)

    def _failure(self, game: ScheduledGame, exc: BaseException | None) -> Event:
        from distributed.scheduler import KilledWorker

        if isinstance(exc, KilledWorker):
            last = getattr(getattr(exc, "last_worker", None), "address", None) or "?"
            tries = getattr(exc, "allowed_failures", MAX_TRIES - 1) + 1
            return GameSkipped(game, part("skip_workers_died", tries=tries, last=last))
        if isinstance(exc, ImportError):
            return GameFailed(game.id, part("cluster_game_import", problem=str(exc)))
        return GameFailed(game.id, shown_text(f"{type(exc).__name__}: {exc}", 1000))

    def _commit(self, game: ScheduledGame, payload: dict[str, Any]) -> GameDone:
        """The driver writes what a worker sent: the logs, then the record (which commits
        the game), then a line of cluster.log saying where it ran."""
        wanted = {log_name(game, seat) for seat in range(len(game.seating))}
        for name, text in payload["logs"].items():
            if name in wanted:  # only the names this game may have: never a path from afar
                write_text_atomic(self.t.logs_dir / name, text)
        write_text_atomic(record_path(self.t, game), payload["text"])  # as write_record does
        where = payload["where"]
        line = (
            f"{game.id} {where['address']} host={where['host']} pid={where['pid']} seconds={payload['seconds']:.3f}\n"
        )
        with open(self.t.folder / TRACE_FILE, "a", encoding="utf-8") as trace:
            trace.write(line)
        return GameDone(game, payload["summary"], payload["seconds"], payload["fault"], where["address"])


def connect(
    t: Tournament,
    scheduler: str | None = None,
    scheduler_file: str | None = None,
    local: int | None = None,
    workers_timeout: float = WORKERS_TIMEOUT_S,
    on_wait: Any = None,
) -> DaskExecutor:
    """A DaskExecutor on the scheduler at `scheduler`, the one `scheduler_file` names, or
    a new local cluster of `local` worker processes; its workers checked (ClusterError)."""
    try:
        import distributed  # noqa: F401  (the cluster extra)
    except ImportError:
        raise ClusterError([part("cluster_install")]) from None
    for name in ("distributed", "distributed.core", "distributed.comm", "tornado"):
        logging.getLogger(name).setLevel(logging.ERROR)  # the driver says what matters itself
    if local is not None:
        client, cluster, description = _start_local(local)
    else:
        (client, description), cluster = _connect_remote(scheduler, scheduler_file), None
    executor = DaskExecutor(t, client, cluster, description, on_notice=on_wait)
    try:
        _wait_for_a_worker(client, description, workers_timeout, on_wait)
        executor.check()
    except ClusterError:
        _close_executor(executor)
        raise
    except Exception as exc:  # a scheduler that greeted us, then did not behave as one
        _close_executor(executor)
        raise ClusterError([part("cluster_cannot_use", where=description, problem=_said(exc))]) from None
    except BaseException:
        _close_executor(executor)
        raise
    return executor


def _start_local(workers: int) -> tuple[Any, Any, EscobaError]:
    """A new local cluster of `workers` processes and a client of it."""
    import dask
    from distributed import Client, LocalCluster

    cluster = None
    try:
        # Give up on a game after the same number of tries as a local run; and hand a
        # worker one game at a time, so that a game that kills its worker is the only
        # one charged with the death (a game queued behind it on that worker would be too).
        dask.config.set(
            {
                "distributed.scheduler.allowed-failures": MAX_TRIES - 1,
                "distributed.scheduler.worker-saturation": 1.0,
            }
        )
        with warnings.catch_warnings():  # its HTTP endpoint moving off a busy port is no news
            warnings.filterwarnings("ignore", message="Port .* is already in use", category=UserWarning)
            cluster = LocalCluster(
                n_workers=workers,
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                silence_logs=logging.ERROR,
            )
        return Client(cluster, timeout=CONNECT_TIMEOUT_S), cluster, part("cluster_local")
    except KeyboardInterrupt:
        _close_quietly(cluster)
        raise
    except Exception as exc:  # whatever Dask raises while starting: one line
        _close_quietly(cluster)
        raise ClusterError([part("cluster_cannot_start", problem=_said(exc))]) from None


def _connect_remote(scheduler: str | None, scheduler_file: str | None) -> tuple[Any, EscobaError]:
    """A client of the scheduler at `scheduler` or the one `scheduler_file` names, and
    the place in words. The address is checked, and the
    scheduler heard greeting us, before Dask's client reads a byte: what it would make
    of a stranger's bytes is unbounded."""
    from distributed import Client

    if scheduler_file is not None:
        address = read_scheduler_file(scheduler_file)
        description = part("cluster_of_file", path=shown_text(scheduler_file, 200))
    else:
        assert scheduler is not None
        address = check_address(scheduler)
        description = part("cluster_at", address=address)
    try:
        probe(address, CONNECT_TIMEOUT_S)
        client = Client(address, timeout=CONNECT_TIMEOUT_S)
    except ClusterError:
        raise
    except Exception as exc:  # whatever Dask raises while connecting: one line
        raise ClusterError([part("cluster_cannot_connect", where=description, problem=_said(exc))]) from None
    return client, description


def _wait_for_a_worker(client: Any, description: EscobaError, timeout: float, on_wait: Any) -> None:
    """Return once the cluster has a worker; ClusterError after `timeout` seconds without."""
    if client.nthreads():
        return
    if on_wait is not None:
        on_wait(part("cluster_waiting", where=description))
    try:
        client.wait_for_workers(1, timeout=timeout)
    except TimeoutError:
        address = client.scheduler.address
        raise ClusterError(
            [part("cluster_no_worker", where=description, seconds=float(timeout), address=address)]
        ) from None


def _said(exc: BaseException) -> str:
    """An exception from Dask in a few words of one line."""
    text = shown_text(exc, 300)
    return f"{type(exc).__name__}: {text}" if text != "?" else type(exc).__name__


def _close_executor(executor: DaskExecutor) -> None:
    try:
        executor.close()
    except Exception:
        pass


def max_local_workers() -> int:
    """The most worker processes `--cluster local:N` starts on this machine: four per
    core (a worker that waits on a cmd: bot leaves its core to another) and one per
    LOCAL_WORKER_MEMORY of memory, at most MAX_LOCAL_WORKERS; at least 1."""
    cores = os.cpu_count() or 1
    try:
        memory = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):  # not POSIX: cores alone
        memory = LOCAL_WORKER_MEMORY * MAX_LOCAL_WORKERS
    return max(1, min(MAX_LOCAL_WORKERS, 4 * cores, memory // LOCAL_WORKER_MEMORY))


def check_address(text: str, source: Any = "--scheduler") -> str:
    """A scheduler's address as this command accepts it, tcp://HOST:PORT, or
    ClusterError saying what is wrong (in one line, the address shown as text)."""
    shown = shown_text(text, 80)
    if len(text) > MAX_ADDRESS:
        raise ClusterError([part("address_long", source=source, n=len(text))])
    scheme, sep, _ = text.partition("://")
    if sep and scheme != "tcp":
        raise ClusterError([part("address_scheme", source=source, shown=shown, scheme=scheme, form=SCHEDULER_FORM)])
    m = _ADDRESS.fullmatch(text)
    if m is None or not 0 < int(m.group(2)) < 65536:
        raise ClusterError([part("address_form", source=source, shown=shown, form=SCHEDULER_FORM)])
    return text


def read_scheduler_file(path: str) -> str:
    """The address in a scheduler file (the JSON `dask scheduler --scheduler-file` writes),
    read through the capped reader and checked; ClusterError otherwise."""
    from ..files.reader import FileReadError, loads_json, read_text_capped

    try:
        text = read_text_capped(path, MAX_SCHEDULER_FILE, "scheduler file")
    except FileReadError as exc:
        if exc.key == "no_such_file":
            raise ClusterError([part("no_scheduler_file", path=path)]) from None
        raise ClusterError([exc]) from None
    try:
        doc = loads_json(text)
    except (ValueError, RecursionError):
        raise ClusterError([part("scheduler_not_json", path=shown_text(path, 200))]) from None
    address = doc.get("address") if isinstance(doc, dict) else None
    if not isinstance(address, str):
        raise ClusterError([part("scheduler_no_address", path=shown_text(path, 200))])
    return check_address(address, part("file_address", path=shown_text(path, 200)))


def probe(address: str, timeout: float) -> None:
    """Make sure a Dask scheduler answers at `address` before Dask's client reads from
    it: a scheduler greets each connection at once with a short message (8 bytes of
    length, then that many), so anything else (silence, random bytes, a huge length, a
    flood) is refused here, in bounded time and memory. ClusterError otherwise."""
    import struct

    m = _ADDRESS.fullmatch(address)
    assert m is not None, "check_address first"
    host, port = m.group(1).strip("[]"), int(m.group(2))
    end = time.monotonic() + timeout
    while True:
        try:
            sock = socket.create_connection((host, port), timeout=max(0.1, min(HANDSHAKE_S, end - time.monotonic())))
            break
        except OSError as exc:
            if time.monotonic() + 0.2 >= end:
                raise ClusterError([part("scheduler_unreachable", address=address, reason=os_reason(exc))]) from None
            time.sleep(0.2)  # a scheduler that is starting: try again, as Dask's client would

    def not_dask(problem: Any) -> ClusterError:
        return ClusterError([part("not_dask", address=address, problem=problem)])

    heard = False
    try:
        sock.settimeout(max(0.1, min(HANDSHAKE_S, end - time.monotonic())))
        head = _read_exactly(sock, 8)
        if head is None:
            raise not_dask(part("dask_closed"))
        heard = True
        (length,) = struct.unpack("<Q", head)
        if not 0 < length <= MAX_HANDSHAKE:
            raise not_dask(part("dask_announces", n=length))
        if _read_exactly(sock, length) is None:
            raise not_dask(part("dask_short"))
    except TimeoutError:
        raise not_dask(part("dask_short") if heard else part("dask_silent", seconds=float(HANDSHAKE_S))) from None
    except OSError as exc:
        raise not_dask(os_reason(exc)) from None
    finally:
        sock.close()


def _read_exactly(sock: socket.socket, n: int) -> bytes | None:
    chunks, left = [], n
    while left:
        chunk = sock.recv(min(left, 65536))
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _close_quietly(cluster: Any) -> None:
    if cluster is not None:
        try:
            cluster.close()
        except Exception:
            pass
