"""One hosted table's state: a match whose remote seats are network connections (network.md).

`TableState` (net/table.Table once its game thread is added) is the coordinator the host talks to (joins, lines, drops, spectators) and the
game thread plays through. Each job has a part of its own: the seats, their tokens and
connections (seats.Seats), the clock of the move awaited (clock.MoveClock), the rematch
offer (rematch.RematchOffer), the files it is kept in (store.TableStore), and the thread
that plays its matches (runner.MatchRunner). Every message to a seat goes through
`send`, which numbers it (`seq`) and drops it when the seat has no connection: a seat
that comes back is sent `resync` instead.

What a seat is sent is built from that seat's view only (SeatView, its own hand in
`hand_start` and `deal`), so no other hand, the deck or the seed can reach a client.
The table is saved after every move: a record of the game so far, beside the table's
settings, tokens and message counters.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from random import Random
from typing import Any, Protocol, Self

from ..arena.referee import Outcome, Result
from ..game.cards import NotationError, parse_move
from ..game.engine import Game, default_teams
from ..game.loop import ended_message, QUIT_MESSAGE, hello_message, turn_message
from ..game.record import record_from_game
from ..game.rules import Rules, make_rules
from ..game.seeds import next_match_seed
from ..players import Fault, GameInfo
from .clock import MoveClock
from .rematch import RematchOffer
from .seats import REMOTE, JoinRequest, Seats
from .store import SavedTableError, TableStore
from .watchers import DEFAULT_MAX_WATCHERS, Watchers, public_state
from .wire import Connection, GRACE_S, MOVE_MS, PRESENCE, REMATCH, REMATCH_S, SHOWN, SHOWN_S, clean_name, new_code

__all__ = ["REMOTE", "Connection", "GameThread", "SavedTableError", "TableConfig", "TableState"]


@dataclass
class TableConfig:
    """A table as `escoba host` options or a tables file describe it."""

    seats: list[str]  # `remote` or a player spec, per seat
    rules: str = "escoba"
    options: dict[str, Any] = field(default_factory=dict)
    target: int | None = None
    partners: bool = False
    names: list[str | None] = field(default_factory=list)
    grace_s: float = GRACE_S
    takeover: str | None = None  # a player spec that plays on for a seat gone too long
    move_ms: int = MOVE_MS
    code: str = ""
    seed: int | None = None  # the shuffles of the match in play (a rematch's follows from it: seeds.next_match_seed)
    rematch_s: float = REMATCH_S  # how long a rematch offer stays open
    max_watchers: int = DEFAULT_MAX_WATCHERS  # spectators at once (0: none)
    shown_s: float = SHOWN_S  # the most a seat's clock waits for its screen to show the turn

    def build_rules(self) -> Rules:
        overrides = dict(self.options)
        if self.target is not None:
            overrides["target"] = self.target
        return make_rules(self.rules, **overrides)


def _per_seat(name: str, doc: str) -> property:
    """A seat list of the registry, read (and changed in place) through the table."""
    return property(lambda table: getattr(table.seats, name), doc=doc)


class GameThread(Protocol):
    """What a table asks of the thread that plays its matches (runner.MatchRunner): the
    table posts it events and reads the turn it awaits; it never imports how it plays."""

    awaiting: Any  # the turn awaited (runner.Awaiting: seat, turn_id, legal, answered), or None
    ai: dict[int, Any]  # the computers playing on for seats gone too long

    def put(self, *event: Any) -> None: ...
    def run(self) -> None: ...


class TableState:
    """A match at a table: the host's side of it (joins, lines, drops, spectators) and
    what its parts share (the game, the lock, the clock, the log)."""

    names = _per_seat("names", "each seat's name")
    tokens = _per_seat("tokens", "the secret that holds each remote seat (None: free)")
    seq = _per_seat("seq", "each seat's message counter")
    conns = _per_seat("conns", "each seat's connection (None: away, free or the host's)")
    ext = _per_seat("ext", "the additions each seat's connection asked for")
    lost_at = _per_seat("lost_at", "since when each seat is away")
    taken_over = _per_seat("taken_over", "each seat the host plays on for")
    ready_due = _per_seat("ready_due", "each seat whose `ready` is welcome once")
    shown_due = _per_seat("shown_due", "each seat whose `shown` is welcome once (its turn was sent)")
    remote = _per_seat("remote", "the remote seats")

    # The thread that will play this table's matches: net/table.Table makes a
    # runner.MatchRunner, which this module never imports.
    make_runner: Callable[[], GameThread]

    def __init__(
        self,
        config: TableConfig,
        state_dir: Path | None = None,
        log: Callable[[dict[str, Any]], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.config = config
        # Every time the table measures (the move's clock, grace, the rematch offer) is read
        # from here: tests pass a clock they move by hand, and take no real seconds.
        self.clock = clock
        config.code = config.code or new_code()
        if config.seed is None:
            config.seed = int.from_bytes(os.urandom(4), "big") >> 1
        self.code = config.code
        self.rules = config.build_rules()
        self.teams = default_teams(len(config.seats), config.partners)
        self.lock = threading.RLock()
        self.seats = Seats(config.seats, config.names, self.lock)
        self.move_clock = MoveClock(clock, config.move_ms)
        self.rematch = RematchOffer()
        self.state_dir = state_dir
        self.store = TableStore(state_dir, self.code)
        self.started = False
        self.finished = False
        self.started_at = datetime.now(UTC).replace(microsecond=0)
        self.game = Game(self.rules, self.teams)
        self.first_dealer = self.game.dealer
        self.match_number = 1  # a rematch at this table is match 2, and so on
        self.deck_rng = Random(config.seed)
        self.log = log or (lambda event: None)
        self.watchers = Watchers(config.max_watchers, self.lock)  # the spectators (watchers.py)
        self.runner = self.make_runner()
        self.stopping = False
        self.resumes = True  # a host started again on the state folder serves this table again
        self.thread: threading.Thread | None = None
        self.outcome: Outcome | None = None
        # How the match ended, as a seat coming back is told it (`game_end`'s facts: result,
        # scores, winner, who forfeited and why); saved with the table, so a host started
        # again still tells it.
        self.ended: dict[str, Any] | None = None
        self.done = threading.Event()

    @property
    def rematch_open(self) -> bool:
        return self.rematch.open

    @rematch_open.setter
    def rematch_open(self, value: bool) -> None:
        self.rematch.open = value

    # ------------------------------------------------------------ seats and connections

    def seats_waiting(self) -> int:
        return self.seats.waiting()

    def info(self, seat: int) -> GameInfo:
        return GameInfo(
            seat,
            len(self.names),
            tuple(tuple(t) for t in self.teams),
            self.rules,
            tuple(self.names),
            self.config.move_ms,
        )

    def hello(self, seat: int) -> dict[str, Any]:
        return hello_message(self.info(seat))

    def send(self, seat: int, message: dict[str, Any]) -> None:
        """Number a message for a seat and hand it to the seat's connection, if any."""
        self.seats.send(seat, message)

    def join(self, conn: Connection, message: dict[str, Any]) -> tuple[str, str] | int:
        """Seat a connection (event loop thread): the seat taken, or (error code, message)."""
        request = JoinRequest.of(message)
        if isinstance(request, tuple):
            return request
        token, wanted, ext = request.token, request.seat, request.extensions
        seats = self.seats
        with self.lock:
            if self.finished:
                seat = seats.held_by(token) if token is not None else None
                if seat is None or (wanted is not None and wanted != seat) or self.ended is None:
                    return "table_full", "this table's match is over"
                show_result(self, conn, seat, ext)
                return seat
            if token is not None:
                seat = seats.held_by(token)
                if seat is None or (wanted is not None and wanted != seat):
                    return "bad_token", "that token holds no seat at this table"
                seats.take_back(seat, conn, ext)
                self.move_clock.resume(seat)
                seats.post_joined(conn, seat, self.code)
                if self.started:
                    self._resync(seat)
                self.presence()
                self.log({"event": "rejoined", "table": self.code, "seat": seat})
                self.runner.put("wake")
                return seat
            free = seats.free(wanted)
            if isinstance(free, tuple):
                return free
            seats.take(free, conn, ext, request.name)
            seats.post_joined(conn, free, self.code)
            self.presence()
            self.save_meta()
            self.log({"event": "joined", "table": self.code, "seat": free, "name": self.names[free]})
            if seats.waiting() == 0:
                self.runner.put("all_joined")
            return free

    def detach(self, conn: Connection, seat: int) -> None:
        """A connection closed (event loop thread); its seat waits for the grace period."""
        with self.lock:
            now = self.clock()
            if not self.seats.drop(conn, seat, now):
                return
            self.move_clock.pause(seat, now)  # nobody can think at a seat that is away
            self.log({"event": "dropped", "table": self.code, "seat": seat})
            self.presence()
            self.runner.put("wake")

    def on_message(self, conn: Connection, seat: int, message: dict[str, Any]) -> str | None:
        """A client's line after `join` (event loop thread): None, or the fault it is."""
        kind = message["type"]
        conns = self.seats.conns
        if kind == "ready":
            with self.lock:
                if not self.ready_due[seat] or conns[seat] is not conn:
                    return "a ready that was not due"
                self.ready_due[seat] = False
            return None
        if kind == "shown":
            return self._shown(conn, seat)
        if kind == "leave":
            with self.lock:
                if conns[seat] is not conn or PRESENCE not in self.ext[seat]:
                    return "a leave from a seat that did not ask for presence"
                if not self.seats.left[seat]:
                    self.seats.left[seat] = True
                    self.log({"event": "leaving", "table": self.code, "seat": seat})
            return None
        if kind == "rematch":
            with self.lock:
                if conns[seat] is not conn:
                    # A connection the table has let go (its `quit` sent, its extensions
                    # cleared): a line crossing that is ignored, as the spec says.
                    return None
                if REMATCH not in self.ext[seat] or not self.finished:
                    return "a rematch that was not offered"
                if not self.rematch.open:
                    # The offer closed as this line came (`declined` and `quit` are on their
                    # way, the connection may be closing already): ignored, as the spec says.
                    return None
                if self.rematch.ask(seat):
                    self.rematch_status("open")
                    self.log({"event": "rematch_asked", "table": self.code, "seat": seat})
                self.runner.put("wake")
            return None
        if kind != "move":
            return f"{kind!r} is not a message a client sends"
        text = message.get("move")
        if not isinstance(text, str):
            return "a move message needs a 'move' string"
        with self.lock:
            awaiting = self.runner.awaiting
            if conns[seat] is not conn or awaiting is None or awaiting.seat != seat or awaiting.answered:
                return "a move out of turn"
            try:
                wanted = parse_move(text)
            except NotationError:
                return "a move that is not one of the legal moves"
            move = next((m for m in awaiting.legal if m.same_as(wanted)), None)
            if move is None:
                return "a move that is not one of the legal moves"
            awaiting.answered = True
            self.runner.put("move", awaiting.turn_id, move)
        return None

    def _shown(self, conn: Connection, seat: int) -> str | None:
        """The seat's screen shows its turn (the `shown` addition): its clock, if still held, starts."""
        with self.lock:
            if self.seats.conns[seat] is not conn:
                return None  # a connection the table has let go: a line crossing that is ignored
            if SHOWN not in self.ext[seat]:
                return "a shown from a seat that did not ask for it"
            if not self.shown_due[seat]:
                # One crossing the end of the match (a forfeit, the time run out) is no fault.
                return None if self.finished else "a shown that was not due"
            self.shown_due[seat] = False
            if self.move_clock.shown(seat):
                self.presence()  # the clock runs now: every seat's countdown starts from here
                self.runner.put("wake")
        return None

    def send_turn(self, seat: int, message: dict[str, Any]) -> None:
        """A `turn` to a seat; one that asked for the `shown` addition may answer it with `shown` once."""
        with self.lock:
            self.shown_due[seat] = SHOWN in self.ext[seat]
            self.send(seat, message)

    def _resync(self, seat: int) -> None:
        """The seat's whole current state, then its turn again if the move is its own."""
        hand = self.game.hand
        state = hand.view(seat).to_protocol() if hand is not None else None
        self.ready_due[seat] = True
        self.send(
            seat,
            {
                "type": "resync",
                "state": state,
                "hello": self.hello(seat),
                "hand_number": len(self.game.hands),
                "to_move": self._to_move(),
            },
        )
        awaiting = self.runner.awaiting
        if awaiting is not None and awaiting.seat == seat and not awaiting.answered and hand is not None:
            left = self.move_clock.ms_left() if self.move_clock.running_for(seat) else self.config.move_ms
            self.send_turn(seat, turn_message(hand.view(seat), awaiting.legal, left))

    def _to_move(self) -> int | None:
        hand = self.game.hand
        return hand.turn if hand is not None and not hand.over else None

    # ------------------------------------------------------------ spectators (network.md, "Watching")

    def watching_message(self) -> dict[str, Any]:
        """What a spectator is told first, and again as each match starts (the seats'
        names are final then): the table, its seats' names, and the match's rules."""
        hello = hello_message(self.info(0))
        return {
            "type": "watching",
            "table": self.code,
            "seats": list(self.names),
            "teams": hello["teams"],
            "rules": hello["rules"],
            "rules_options": hello["rules_options"],
            "target": hello["target"],
        }

    def watch(self, conn: Connection, message: dict[str, Any]) -> tuple[str, str] | None:
        """Take a spectator (event loop thread): None, or (error code, message). Mid-hand it
        is sent the position as anyone at the table sees it (a public `resync`)."""
        name = message.get("name")
        if not isinstance(name, str):
            return "protocol", "watch needs a 'name' string"
        with self.lock:
            if self.finished and not self.rematch.open:
                return "table_full", "this table's match is over"
            opening = [self.watching_message()]
            hand = self.game.hand
            if self.started and hand is not None and not (hand.over and self.game.hands[-1].score is not None):
                opening.append(
                    {
                        "type": "resync",
                        "state": public_state(hand),
                        "hand_number": len(self.game.hands),
                        "to_move": self._to_move(),
                    }
                )
            problem = self.watchers.add(conn, name, opening)
            if problem is None:
                self.log(
                    {
                        "event": "watching",
                        "table": self.code,
                        "name": clean_name(name, "?"),
                        "watchers": len(self.watchers),
                    }
                )
            return problem

    def unwatch(self, conn: Connection) -> None:
        """A spectator's connection closed (event loop thread)."""
        if self.watchers.remove(conn):
            self.log({"event": "unwatched", "table": self.code, "watchers": len(self.watchers)})

    # ------------------------------------------------------------ additions (docs/network.md)

    def presence_message(self) -> dict[str, Any]:
        """Public facts only: each seat's state, whose move is awaited, and that seat's
        time left on the host's clock (a remote seat's; None for a seat the host plays)."""
        states = self.seats.states()
        # How long each away seat is still kept, and what comes after (the table's setting):
        # a seat's screen counts it down, and says it before its player leaves.
        now = self.clock()
        away_ms = [
            max(0, int((lost + self.config.grace_s - now) * 1000)) if state == "away" and lost is not None else None
            for state, lost in zip(states, self.lost_at)
        ]
        return {
            "type": "presence",
            "seats": states,
            "thinking": self.move_clock.thinking,
            "time_ms": self.move_clock.time_ms(),
            # While the thinking seat's screen has not shown its turn yet (the count of the
            # hand is up), its clock stands still, for at most this long (the `shown` addition).
            "held_ms": self.move_clock.held_ms(),
            "away_ms": away_ms,
            # Each away seat whose player said they leave: gone on purpose, not lost.
            "left": [state == "away" and left for state, left in zip(states, self.seats.left)],
            "grace_ms": int(self.config.grace_s * 1000),
            "takeover": self.config.takeover is not None,
        }

    def presence(self) -> None:
        """Tell every connected seat that asked for presence how the table stands."""
        with self.lock:
            self.seats.send_asking(PRESENCE, self.presence_message())

    def turn_begins(self, seat: int) -> None:
        """`seat`'s move is awaited: its clock starts (a remote seat's own), and presence says so."""
        with self.lock:
            here = self.conns[seat] is not None
            self.move_clock.begin(
                seat,
                timed=seat in self.remote and not self.taken_over[seat],
                away=not here,
                # A seat whose screen says when it shows the turn: its clock waits for that (bounded).
                hold_s=self.config.shown_s if here and SHOWN in self.ext[seat] else 0.0,
            )
            self.presence()

    def rematch_status(self, state: str, reason: str | None = None) -> None:
        with self.lock:
            self.seats.send_asking(REMATCH, self.rematch.status(state, self.clock(), reason))

    # ------------------------------------------------------------ the game thread (runner.py)

    def start(self) -> None:
        self.thread = threading.Thread(target=self.runner.run, name=f"table-{self.code}", daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """The host is stopping: a match in play is left as saved, and each seat that asked
        for presence is told so (`stopped`, and whether this table is served again) before
        its connection closes, rather than finding the connection gone."""
        with self.lock:
            self.stopping = True
            if self.started and not self.finished:
                for seat in self.remote:
                    conn = self.conns[seat]
                    if conn is not None and PRESENCE in self.ext[seat]:
                        self.send(seat, {"type": "stopped", "resumes": self.resumes})
                        conn.post({"type": "_close"})
        self.runner.put("stop")

    def tick(self) -> None:
        """Look at the clock again now (a test that moves its clock by hand says so)."""
        self.runner.put("tick")

    def new_match(self) -> None:
        """The rematch: same seats, names and tokens; a fresh shuffle; the next seat deals first."""
        with self.lock:
            self.match_number += 1
            assert self.config.seed is not None  # drawn when the table was made
            self.config.seed = next_match_seed(self.config.seed, self.match_number)
            self.deck_rng = Random(self.config.seed)
            self.first_dealer = (self.first_dealer + 1) % len(self.names)
            self.game = Game(self.rules, self.teams, dealer=self.first_dealer)
            self.finished = False
            self.started_at = datetime.now(UTC).replace(microsecond=0)
            self.outcome = None
            self.ended = None
            self.seats.new_match()
            self.runner.ai = {}
            self.move_clock.clear()
            self.save()

    def outcome_of(self, result: Result, seat: int | None = None, reason: str | None = None) -> Outcome:
        outcome = Outcome(
            self.game, list(self.names), self.specs(), self.config.seed, result=Result(result), started=self.started_at
        )
        outcome.forfeit_seat = seat
        outcome.forfeit_reason = Fault(reason) if reason is not None else None
        return outcome

    def specs(self) -> list[str]:
        return [REMOTE if s == REMOTE else s for s in self.config.seats]

    # ------------------------------------------------------------ saving and resuming (store.py)

    def record_path(self) -> Path | None:
        """Where the record of the match in play goes once it ends (a rematch's has its number)."""
        return self.store.record_path(self.match_number)

    def save(self) -> None:
        """The game so far and the table's settings, tokens and counters (after every move)."""
        if self.state_dir is None:
            return
        self.store.save_game(
            record_from_game(self.game, list(self.names), self.specs(), self.config.seed, self.started_at)
        )
        self.save_meta()

    def save_meta(self) -> None:
        self.store.save_meta(
            {
                "config": asdict(self.config),
                "names": self.names,
                "tokens": self.tokens,
                "seq": self.seq,
                "started": self.started,
                "finished": self.finished,
                "started_at": self.started_at.isoformat(),
                "match": self.match_number,
                "first_dealer": self.first_dealer,
                **({"ended": self.ended} if self.finished and self.ended is not None else {}),
            }
        )

    @classmethod
    def load(
        cls,
        meta: dict[str, Any],
        meta_path: Path,
        state_dir: Path,
        log: Callable[[dict[str, Any]], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> Self:
        """A saved table, at the position it was saved in: `meta` is its file (`meta_path`)
        as tables_file.read_saved checked it; its record is replayed. SavedTableError or
        RecordError (one line) if it cannot be."""
        table = cls(meta["config"], state_dir, log, clock)
        table.names[:] = [clean_name(nm, table.names[i]) for i, nm in enumerate(meta["names"])]
        table.tokens[:] = list(meta["tokens"])
        table.seq[:] = list(meta["seq"])
        table.started = meta["started"]
        table.finished = meta["finished"]
        table.started_at = meta["started_at"]
        table.match_number = meta["match"]
        table.first_dealer = meta["first_dealer"] if meta["first_dealer"] is not None else table.first_dealer
        table.ended = meta.get("ended") if table.finished else None
        table.game = Game(table.rules, table.teams, dealer=table.first_dealer)
        if table.started:
            table.game = TableStore.load_game(meta_path, table.game, table.deck_rng)
        # Nobody is connected yet, and the host being away was nobody's fault: every remote
        # seat's grace period starts again now, however long it had left when the host went.
        table.seats.away_from(table.clock() if table.started else None)
        return table


def show_result(table: TableState, conn: Connection, seat: int, ext: frozenset[str]) -> None:
    """A seat back at a table whose match is over (its owner's token): how it ended —
    `joined`, `hello`, then `game_end` with the final scores and winner (and who forfeited
    and why, to a seat that asks for presence) — then `quit`, and the connection closes.
    Nothing else changes: the seat is not taken back, and no rematch is offered."""
    ended = table.ended
    assert ended is not None
    end = ended_message(ended["scores"], ended["winner"], ended["result"])
    if ended.get("forfeit_seat") is not None and PRESENCE in ext:
        end = {**end, "forfeit_seat": ended["forfeit_seat"], "forfeit_cause": ended.get("forfeit_cause")}
    seats = table.seats
    seats.post_joined(conn, seat, table.code)
    for message in (table.hello(seat), end, dict(QUIT_MESSAGE)):
        seats.seq[seat] += 1
        conn.post({**message, "seq": seats.seq[seat]})
    conn.post({"type": "_close"})
    table.log({"event": "result_shown", "table": table.code, "seat": seat})
