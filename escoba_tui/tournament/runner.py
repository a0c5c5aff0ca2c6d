"""Running a tournament: worker processes play the missing games; records and standings on disk.

The games on disk are the truth. A game counts once its record is written (atomically)
and read back; running again replays exactly the games whose records are missing or
unreadable. Who plays the games is an Executor: by default forked processes, one game
at a time each, talking to the parent over their own pipe, so the parent always knows
which game each one holds; tournament/cluster.py sends them to a Dask cluster instead.
The run loop (run_tournament) is the same for both.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import time
from collections import deque
from dataclasses import dataclass, field
from multiprocessing import get_context
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any, Protocol

from ..arena.referee import Outcome, Result, play_game
from ..errors import EscobaError, part
from ..files.lock import FolderLock, LockedError
from ..game.engine import Game, default_teams
from ..game.record import Record, RecordError, read_record, verify, write_record
from ..players import PlayerFault, PlayerSpecError, make_player
from ..players.containment import children
from .config import Tournament
from .schedule import ScheduledGame, make_schedule
from .standings import GameSummary, compute, sprt_state, summarize, write_standings

# Standings are rewritten after every game, but games that finish within this many
# seconds of the last write share one write: with fast bots the parent would
# otherwise spend a core rewriting the file. The wait also grows with the cost of a
# write (a big schedule), so that writing takes at most 1/STANDINGS_SHARE of the time.
STANDINGS_INTERVAL_S = 0.25
STANDINGS_SHARE = 30
TERM_GRACE_S = 1.0  # a worker asked to stop gets this long before SIGKILL
# Games handed to a worker ahead of time: it starts the next one at once instead of
# waiting for the parent to wake up, which on a machine with as many busy workers
# as cores means waiting for a time slice.
PREFETCH = 2
# A game whose worker dies while playing it is played again, up to this many tries in
# all; then it is reported and skipped, and the tournament goes on without it.
MAX_TRIES = 3


class RunError(EscobaError, RuntimeError):
    """A tournament that cannot run (a player that cannot be built, a foreign record)."""


@dataclass
class GameDone:
    """What the parent hears when a worker has a game on disk."""

    game: ScheduledGame
    summary: GameSummary
    seconds: float
    # For a forfeit, "seat 1 (name): timeout: no move within ...": facts (ERRORS run_forfeit)
    # worded where the run prints them, in its language.
    fault: str | EscobaError = ""
    where: str = ""  # the worker that played it, when the executor knows (a cluster)


@dataclass
class GameLost:
    """The worker holding this game died before saying it was done. `running`: it was
    being played (not just waiting its turn), so it counts as a try that killed a worker."""

    game: ScheduledGame
    running: bool


@dataclass
class GameFailed:
    """A game that cannot be played at all (a bug, a player a worker cannot build): the run stops."""

    game_id: str
    message: str | EscobaError  # a keyed part is worded in the run's language


@dataclass
class GameSkipped:
    """A game given up on (it kept killing the workers that played it); the run goes on."""

    game: ScheduledGame
    reason: EscobaError  # keyed: worded in the run's language where it is shown


Event = GameDone | GameLost | GameFailed | GameSkipped


class Executor(Protocol):
    """Whatever plays the games for run_tournament: it takes games, and says when each
    one is done (its record on disk), lost, failed or skipped."""

    def free_slots(self) -> int:
        """How many more games it wants now (queued ahead, so no worker waits)."""
        ...

    def submit(self, game: ScheduledGame) -> None: ...

    def in_flight(self) -> list[ScheduledGame]:
        """Games submitted and not yet reported."""
        ...

    def poll(self, timeout: float) -> list[Event]:
        """What happened since the last call, waiting up to `timeout` s for something."""
        ...

    def cancel(self) -> list[ScheduledGame]:
        """Stop every game in flight at once; returns them (their records may still have
        reached the disk)."""
        ...

    def close(self) -> None: ...


class Reporter(Protocol):
    def started(self, scheduled: int, done: int, to_play: int, replaced: list[str]) -> None: ...
    def game_done(self, event: GameDone) -> None: ...
    def standings(self, doc: dict[str, Any]) -> None: ...

    # optional: def game_skipped(self, event: GameSkipped) -> None


@dataclass
class RunResult:
    scheduled: int
    done: int
    played: int
    replaced: list[str] = field(default_factory=list)
    standings: dict[str, Any] = field(default_factory=dict)
    skipped: list[GameSkipped] = field(default_factory=list)
    interrupted: bool = False
    elapsed: float = 0.0


# ---------------------------------------------------------------- the records on disk


def record_path(t: Tournament, game: ScheduledGame) -> Path:
    return t.games_dir / f"{game.id}.toml"


def check_record(t: Tournament, game: ScheduledGame, path: Path) -> GameSummary:
    """Read and replay one record and make sure it is this scheduled game; a foreign
    one (same id, other players or cards) raises RunError, a broken one RecordError."""
    record = read_record(path)
    verify(record, str(path))
    specs = [t.players[p].spec for p in game.seating]
    names = [t.players[p].name for p in game.seating]
    rules = t.make_rules()
    if (record.seed, record.players, record.seats, record.rules, record.target) != (
        game.seed,
        specs,
        names,
        rules.preset,
        rules.target,
    ):
        raise RunError(
            f"{path}: this record is not game {game.id} of the current definition (its players, seed or rules "
            f"differ); give the tournament a new name, or delete {t.folder} to start over"
        )
    return summarize(record, game)


def scan(t: Tournament, schedule: list[ScheduledGame]) -> tuple[dict[str, GameSummary], list[str]]:
    """The finished games on disk. Unreadable or inconsistent records (a partial write
    from another tool, a hand-edited file) are deleted and listed, to be played again.
    Only under the tournament's lock (run_tournament holds it)."""
    done: dict[str, GameSummary] = {}
    replaced: list[str] = []
    # Temporary files a killed run left (write_record's and write_standings'): ours by
    # their names, and safe to delete because the caller holds the tournament's lock.
    stale = list(t.folder.glob(f".{t.standings_path.name}.*.tmp")) if t.folder.is_dir() else []
    if t.games_dir.is_dir():
        stale += t.games_dir.glob(".*.toml.*.tmp")
    for path in stale:
        try:
            path.unlink()
        except OSError:
            pass
    for game in schedule:
        path = record_path(t, game)
        if not path.exists():
            continue
        try:
            done[game.id] = check_record(t, game, path)
        except RecordError:
            path.unlink(missing_ok=True)
            replaced.append(game.id)
    return done, replaced


def current_standings(t: Tournament) -> dict[str, Any]:
    """Standings recomputed from the records on disk (without deleting anything)."""
    schedule = make_schedule(t)
    done: dict[str, GameSummary] = {}
    for game in schedule:
        path = record_path(t, game)
        if path.exists():
            try:
                done[game.id] = check_record(t, game, path)
            except RecordError:
                pass
    return compute(t, schedule, done, _definition_ref(t))


def _definition_ref(t: Tournament) -> str | None:
    if t.path is None:
        return None
    return os.path.relpath(t.path, t.folder)


# ---------------------------------------------------------------- one game


def play_record(
    t: Tournament, game: ScheduledGame, logs_dir: Path | None = None
) -> tuple[Record, str | EscobaError, float]:
    """Play one scheduled game: its record, the forfeit ("" if none; else facts worded
    where shown, "seat 1 (name): timeout: ...") and the seconds it took. `cmd:` players' standard error goes to
    logs_dir/<game id>.seat<n>.log (the tournament's logs/ folder by default)."""
    start = time.perf_counter()
    rules = t.make_rules()
    teams = default_teams(t.seats, t.partners)
    names = [t.players[p].name for p in game.seating]
    specs = [t.players[p].spec for p in game.seating]
    logs = t.logs_dir if logs_dir is None else logs_dir
    players = []
    fault: str | EscobaError = ""
    try:
        try:
            for seat, _p in enumerate(game.seating):
                log_path = None
                if specs[seat].startswith("cmd:"):
                    logs.mkdir(parents=True, exist_ok=True)
                    log_path = str(logs / log_name(game, seat))
                players.append(make_player(specs[seat], seed=game.player_seed(seat), log_path=log_path))
        except PlayerFault as exc:  # a player that cannot even be built forfeits
            outcome = Outcome(Game(rules, teams), names, specs, game.seed, result=Result.FORFEIT)
            outcome.forfeit_seat, outcome.forfeit_reason = len(players), exc.reason
            outcome.forfeit_detail, outcome.forfeit_said = str(exc.detail), exc.detail
        else:
            outcome = play_game(players, rules, teams, names, specs, seed=game.seed, time_ms=t.time_ms)
    finally:
        for player in players:
            try:
                player.close()
            except Exception:
                pass
    if outcome.result == Result.FORFEIT:
        seat = outcome.forfeit_seat or 0
        fault = part(
            "run_forfeit_detail" if outcome.forfeit_detail else "run_forfeit",
            seat=seat + 1,
            name=names[seat],
            fault=outcome.forfeit_reason,
            detail=outcome.forfeit_said,
        )
    return outcome.record(), fault, time.perf_counter() - start


def log_name(game: ScheduledGame, seat: int) -> str:
    return f"{game.id}.seat{seat + 1}.log"


def play_scheduled(t: Tournament, game: ScheduledGame) -> GameDone:
    """Play one scheduled game and write its record."""
    record, fault, _ = play_record(t, game)
    write_record(record, record_path(t, game))  # atomic and fsynced: the game is committed
    # Summarized from the record in memory, the very data just written: reading it back
    # would cost a quarter of the worker's time. (The resume test holds the two paths
    # to the same standings.)
    return GameDone(game, summarize(record, game), 0.0, fault)


# ---------------------------------------------------------------- workers


_PR_SET_PDEATHSIG = 1


def _die_with_parent(parent: int) -> None:
    """Ask Linux to send SIGTERM when the parent dies (even by kill -9), so a worker
    never outlives its tournament."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent died before the request took effect
        _kill_children_and_exit()


def _kill_children_and_exit(*_args: Any) -> None:
    """A worker told to stop kills the bots it started (each in its own session, so by
    process group, grandchildren included) and exits at once."""
    for child in children(os.getpid()):
        for kill in (os.killpg, os.kill):
            try:
                kill(child, signal.SIGKILL)
            except OSError:
                pass
    os._exit(1)


def _worker(t: Tournament, conn: Connection, parent: int) -> None:
    # Own process group: a Ctrl-C at the terminal reaches the parent only, which then
    # stops the workers itself; SIGTERM (from the parent or from PDEATHSIG) kills bots too.
    try:
        os.setpgid(0, 0)
    except OSError:
        pass
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _kill_children_and_exit)
    _die_with_parent(parent)
    while True:
        try:
            game = conn.recv()
        except (EOFError, OSError):
            break
        if game is None:
            break
        start = time.perf_counter()
        try:
            done = play_scheduled(t, game)
        except (PlayerSpecError, OSError, RecordError) as exc:
            conn.send(("error", game.id, str(exc)))
            continue
        except Exception as exc:  # a bug must not hang the parent waiting for an answer
            conn.send(("error", game.id, f"{type(exc).__name__}: {exc}"))
            continue
        done.seconds = time.perf_counter() - start
        conn.send(("done", done))
    conn.close()


class _Worker:
    def __init__(self, ctx: Any, t: Tournament) -> None:
        for stream in (sys.stdout, sys.stderr):  # a forked child would flush a copy of the buffer
            try:
                stream.flush()
            except (AttributeError, OSError, ValueError):
                pass
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker, args=(t, child, os.getpid()), daemon=True)
        self.process.start()
        child.close()
        self.games: deque[ScheduledGame] = deque()  # sent, in the order it plays them

    def stop(self) -> None:
        """Terminate now: SIGTERM (the worker kills its bots), then SIGKILL if needed."""
        proc = self.process
        if proc.is_alive():
            try:
                os.kill(proc.pid, signal.SIGTERM)
            except OSError:
                pass
            proc.join(TERM_GRACE_S)
        if proc.is_alive():
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                proc.kill()
            proc.join(TERM_GRACE_S)
        self.conn.close()


class ForkedPool:
    """The local executor: `workers` forked processes, each playing its games one at a
    time and writing their records itself; a worker that dies is replaced."""

    def __init__(self, t: Tournament, workers: int) -> None:
        self.t = t
        self.ctx = get_context("fork")
        self.pool: list[_Worker] = []
        for _ in range(workers):
            self.pool.append(_Worker(self.ctx, t))

    def free_slots(self) -> int:
        return sum(PREFETCH - len(w.games) for w in self.pool)

    def submit(self, game: ScheduledGame) -> None:
        w = min(self.pool, key=lambda w: len(w.games))  # the least loaded, first in order
        w.games.append(game)
        try:
            w.conn.send(game)
        except OSError:  # it died a moment ago (BrokenPipe): poll() sees it and gives its games back
            pass

    def in_flight(self) -> list[ScheduledGame]:
        return [game for w in self.pool for game in w.games]

    def poll(self, timeout: float) -> list[Event]:
        busy = [w for w in self.pool if w.games]
        if not busy:
            return []
        events: list[Event] = []
        ready = wait([w.conn for w in busy] + [w.process.sentinel for w in busy], timeout=timeout)
        for w in busy:
            if w.conn in ready:
                try:
                    message = w.conn.recv()
                except (EOFError, OSError):
                    message = None
            elif w.process.sentinel in ready:
                message = None
            else:
                continue
            if message is None:  # the worker died (killed, out of memory)
                lost = list(w.games)
                w.stop()
                self.pool[self.pool.index(w)] = _Worker(self.ctx, self.t)
                events += [GameLost(game, running=i == 0) for i, game in enumerate(lost)]
            elif message[0] == "error":
                events.append(GameFailed(message[1], message[2]))
            else:
                event: GameDone = message[1]
                w.games.remove(event.game)
                events.append(event)
        return events

    def cancel(self) -> list[ScheduledGame]:
        stopped: list[ScheduledGame] = []
        for w in self.pool:
            if w.games:
                w.stop()
                stopped += w.games
                w.games.clear()
        self.pool = [w for w in self.pool if w.process.is_alive()]
        return stopped

    def close(self) -> None:
        for w in self.pool:
            w.stop()
        self.pool = []


# ---------------------------------------------------------------- the run


def preflight(t: Tournament) -> None:
    """Build every player once before the first game: a program that does not exist
    is a mistake in the definition, reported at once rather than as forfeits."""
    for entrant in t.players:
        try:
            make_player(entrant.spec, seed=0).close()
        except PlayerSpecError as exc:
            raise RunError(f"player {entrant.name!r}: {exc}") from None


def run_tournament(
    t: Tournament,
    workers: int | None = None,
    reporter: Reporter | None = None,
    standings_interval: float = STANDINGS_INTERVAL_S,
    executor: Executor | None = None,
) -> RunResult:
    """Play every scheduled game that has no record yet, with `workers` forked processes,
    or with `executor` when one is given (it stays open: its owner closes it).
    KeyboardInterrupt (Ctrl-C) or SIGTERM stops the games in flight and returns with
    `interrupted` set; the finished games stay on disk for the next run.
    One run at a time: a second one raises RunError naming the first (see lock.py);
    everything that deletes or rewrites files happens under the lock."""
    try:
        lock = FolderLock(t.folder)
        lock.acquire()
    except LockedError as exc:
        raise RunError.carrying(exc) from None
    try:
        return _run_locked(t, workers, reporter, standings_interval, executor)
    finally:
        lock.release()


class _Progress:
    """What a run keeps between the executor's events: the games done, the tries of each
    lost game, whether the standings need writing and whether an SPRT stopped dispatch."""

    def __init__(
        self,
        t: Tournament,
        schedule: list[ScheduledGame],
        done: dict[str, GameSummary],
        result: RunResult,
        reporter: Reporter | None,
        definition: str | None,
        standings_interval: float,
    ) -> None:
        self.t, self.schedule, self.done, self.result, self.reporter = t, schedule, done, result, reporter
        self.definition, self.standings_interval = definition, standings_interval
        self.tries: dict[str, int] = {}
        self.dirty = self.stop_dispatch = False
        self.last_write = self.write_cost = 0.0

    def handle(self, event: GameDone | GameLost | GameSkipped | GameFailed, again: list[ScheduledGame]) -> None:
        if isinstance(event, GameFailed):
            raise RunError(key="run_game_failed", game=event.game_id, problem=event.message)
        if isinstance(event, GameSkipped):
            self.skipped(event)
        elif isinstance(event, GameLost):
            self.lost(event, again)
        else:
            self.finished(event)

    def skipped(self, event: GameSkipped) -> None:
        self.result.skipped.append(event)
        tell = getattr(self.reporter, "game_skipped", None)
        if tell is not None:
            tell(event)

    def lost(self, event: GameLost, again: list[ScheduledGame]) -> None:
        game = event.game
        summary = _on_disk(self.t, game)
        if summary is not None:  # it died after the write: the game is done, never play it twice
            self.done[game.id] = summary
            self.result.played += 1
            self.dirty = True
            return
        self.tries[game.id] = self.tries.get(game.id, 0) + event.running
        if self.tries[game.id] >= MAX_TRIES:
            self.skipped(GameSkipped(game, part("skip_worker_died", times=MAX_TRIES)))
        elif not self.stop_dispatch:
            again.append(game)  # not committed: play it again

    def finished(self, event: GameDone) -> None:
        self.done[event.game.id] = event.summary
        self.result.played += 1
        self.dirty = True
        if self.reporter is not None:
            self.reporter.game_done(event)
        t = self.t
        if t.sprt is not None and not self.stop_dispatch and sprt_state(t, self.schedule, self.done).decision:
            self.stop_dispatch = True  # decided: stop at once, not at the next standings write
            self.last_write = 0.0  # and write the standings now

    def write_if_due(self) -> None:
        now = time.perf_counter()
        if self.dirty and now - self.last_write >= max(self.standings_interval, STANDINGS_SHARE * self.write_cost):
            standings = compute(self.t, self.schedule, self.done, self.definition)
            write_standings(standings, self.t.standings_path)
            self.last_write, self.dirty = time.perf_counter(), False
            self.write_cost = self.last_write - now
            if self.reporter is not None:
                self.reporter.standings(standings)


def _run_locked(
    t: Tournament, workers: int | None, reporter: Reporter | None, standings_interval: float, executor: Executor | None
) -> RunResult:
    preflight(t)
    schedule = make_schedule(t)
    done, replaced = scan(t, schedule)
    t.games_dir.mkdir(parents=True, exist_ok=True)
    definition = _definition_ref(t)
    standings = compute(t, schedule, done, definition)
    write_standings(standings, t.standings_path)
    pending = deque(g for g in schedule if g.id not in done)
    result = RunResult(len(schedule), len(done), 0, replaced, standings)
    if reporter is not None:
        reporter.started(len(schedule), len(done), len(pending), replaced)
    if _sprt_decided(standings):
        return result
    if not pending:
        return result
    owned = executor is None
    in_flight: list[ScheduledGame] = []
    previous_term = signal.getsignal(signal.SIGTERM)
    started = time.perf_counter()

    def on_term(*_args: Any) -> None:
        raise KeyboardInterrupt

    if _main_thread():
        signal.signal(signal.SIGTERM, on_term)
    try:
        if executor is None:
            executor = ForkedPool(t, max(1, min(workers or os.cpu_count() or 1, len(pending))))
        run = _Progress(t, schedule, done, result, reporter, definition, standings_interval)
        while True:
            if not run.stop_dispatch:
                for _ in range(min(executor.free_slots(), len(pending))):
                    executor.submit(pending.popleft())
            if not executor.in_flight():
                break
            again: list[ScheduledGame] = []  # lost games to play again, in schedule order
            for event in executor.poll(0.5):
                run.handle(event, again)
            pending.extendleft(reversed(again))
            run.write_if_due()
            if run.stop_dispatch:
                in_flight += executor.cancel()  # games past the decision are not needed
    except KeyboardInterrupt:
        result.interrupted = True
    finally:
        if executor is not None:
            in_flight += executor.cancel()
            if owned:
                executor.close()
        if _main_thread():
            signal.signal(signal.SIGTERM, previous_term)
    # A game may have reached the disk just before its worker was stopped: the records
    # are the truth, so it counts (and will not be played again).
    for game in in_flight:
        summary = _on_disk(t, game)
        if summary is not None and game.id not in done:
            done[game.id] = summary
            result.played += 1  # played in this run: the run's count and the disk agree
    standings = compute(t, schedule, done, definition)
    write_standings(standings, t.standings_path)
    result.standings = standings
    result.done = len(done)
    result.elapsed = time.perf_counter() - started
    return result


def _on_disk(t: Tournament, game: ScheduledGame) -> GameSummary | None:
    """The game's summary if its record reached the disk whole, else None. Asked only
    once the worker that played it is gone, so its half-written temporary file (if
    any) can go too."""
    path = record_path(t, game)
    for stale in t.games_dir.glob(f".{path.name}.*.tmp"):
        stale.unlink(missing_ok=True)
    if not path.exists():
        return None
    try:
        return check_record(t, game, path)
    except (RecordError, RunError):
        return None


def _sprt_decided(standings: dict[str, Any]) -> bool:
    return bool(standings.get("sprt", {}).get("decision"))


def _main_thread() -> bool:
    import threading

    return threading.current_thread() is threading.main_thread()
