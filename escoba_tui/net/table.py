"""One hosted table: a match whose remote seats are network connections (network.md).

The game runs in a thread of its own, as the referee runs one: built-in and `cmd:`
seats are ordinary players, and a remote seat is a player whose `decide` sends `turn`
to its connection and waits for the `move` the host's event loop hands over. Every
message to a seat goes through `send`, which numbers it (`seq`) and drops it when the
seat has no connection: a seat that comes back is sent `resync` instead.

What a seat is sent is built from that seat's view only (SeatView, its own hand in
`hand_start` and `deal`), so no other hand, the deck or the seed can reach a client.
The table is saved after every move: a record of the game so far, beside the table's
settings, tokens and message counters.
"""

from __future__ import annotations

import hmac
import json
import os
import queue
import threading
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from random import Random
from typing import Any, Callable, Protocol, Sequence

from ..cards import Move, NotationError, parse_move
from ..engine import Game, SeatView, default_teams, new_deck
from ..errors import EscobaError
from ..loop import QUIT_MESSAGE, GameLoop, Message, game_end_message, hello_message, turn_message
from ..players import Decision, Fault, GameInfo, Player, PlayerFault, make_player
from ..record import dumps, read_record, record_from_game, write_record
from ..referee import MAX_HANDS, Outcome, Result
from ..rules import Rules, make_rules
from ..seeds import player_seed
from .watchers import DEFAULT_MAX_WATCHERS, Watchers, public_state
from .wire import (
    EXTENSIONS, GRACE_S, MAX_NAME, MOVE_MS, PRESENCE, REMATCH, REMATCH_S, clean_name, new_code, new_token,
)

REMOTE = "remote"


def _write_quick(path: Path, text: str, private: bool = False) -> None:
    """Write a file whole or not at all (a temporary file renamed over it), without the
    fsync of atomic.write_text_atomic: saved after every move, a table cannot wait for
    the disk, and a rename survives the host being killed. `private`: only the owner
    reads it (the tokens are the seats' keys)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600 if private else 0o644)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(tmp, path)


class Connection(Protocol):
    """What a table needs of a client connection (the host's, or a test's)."""

    def post(self, message: dict[str, Any]) -> None: ...  # thread-safe, never blocks
    def fault(self, code: str, message: str) -> None: ...  # send `error`, then close


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
    seed: int | None = None  # the shuffles of the match in play (a rematch draws a fresh one)
    rematch_s: float = REMATCH_S  # how long a rematch offer stays open
    max_watchers: int = DEFAULT_MAX_WATCHERS  # spectators at once (0: none)

    def build_rules(self) -> Rules:
        overrides = dict(self.options)
        if self.target is not None:
            overrides["target"] = self.target
        return make_rules(self.rules, **overrides)


class _Stopped(BaseException):
    """The host is shutting down: leave the game as saved, without ending it."""


class _Abandoned(BaseException):
    """Every person at the table is gone: the match ends with nobody at fault, rather than
    being played to its end by computers for nobody (record.md: `abandoned`)."""


@dataclass
class _Awaiting:
    seat: int
    turn_id: int
    legal: list[Move]
    answered: bool = False


class RemotePlayer(Player):
    """A seat played over a connection: events and turns go out through the table."""

    wants_events = True

    def __init__(self, table: "Table", seat: int) -> None:
        self.table = table
        self.seat = seat
        self.name = REMOTE

    def start_game(self, info: GameInfo) -> None:
        super().start_game(info)
        with self.table.lock:
            self.table.ready_due[self.seat] = True
            self.table.send(self.seat, self.table.hello(self.seat))

    def notify(self, message: dict[str, Any]) -> None:
        self.table.send(self.seat, message)

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        return self.table.await_move(self.seat, view, list(legal))


class Table:
    """A match at a table: seats, tokens, connections, and the thread that plays it."""

    def __init__(self, config: TableConfig, state_dir: Path | None = None,
                 log: Callable[[dict[str, Any]], None] | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.config = config
        # Every time the table measures (the move's clock, grace, the rematch offer) is read
        # from here: tests pass a clock they move by hand, and take no real seconds.
        self.clock = clock
        if not config.code:
            config.code = new_code()
        if config.seed is None:
            config.seed = int.from_bytes(os.urandom(4), "big") >> 1
        self.code = config.code
        self.rules = config.build_rules()
        n = len(config.seats)
        self.teams = default_teams(n, config.partners)
        names = list(config.names) + [None] * (n - len(config.names))
        self.names: list[str] = [
            clean_name(nm, f"{config.seats[i]}" if config.seats[i] != REMOTE else f"Seat {i + 1}")
            for i, nm in enumerate(names[:n])
        ]
        self.fixed_names = [nm is not None for nm in names[:n]]
        self.remote = [i for i, s in enumerate(config.seats) if s == REMOTE]
        self.tokens: list[str | None] = [None] * n
        self.seq = [0] * n
        self.conns: list[Connection | None] = [None] * n
        self.lost_at: list[float | None] = [None] * n
        self.taken_over = [False] * n
        self.ready_due = [False] * n  # a `ready` is welcome once after hello or resync
        self.started = False
        self.finished = False
        self.started_at = datetime.now(timezone.utc).replace(microsecond=0)
        self.game = Game(self.rules, self.teams)
        self.first_dealer = self.game.dealer
        self.match_number = 1  # a rematch at this table is match 2, and so on
        # What each seat's connection asked for of the additions (wire.EXTENSIONS).
        self.ext: list[frozenset[str]] = [frozenset()] * n
        self.thinking: int | None = None  # the seat whose move is awaited
        self.clock_end: float | None = None  # when a remote seat's time for it runs out
        self.clock_paused: float | None = None  # since when it stands still: its seat is away
        self.rematch_open = False
        self.rematch_asked: set[int] = set()
        self.rematch_end = 0.0
        self.deck_rng = Random(config.seed)
        self.state_dir = state_dir
        self.log = log or (lambda event: None)
        self.lock = threading.RLock()
        self.watchers = Watchers(config.max_watchers, self.lock)  # the spectators (watchers.py)
        self.events: queue.Queue = queue.Queue()
        self.awaiting: _Awaiting | None = None
        self._turns = 0
        self._ai: dict[int, Player] = {}
        self.stopping = False
        self.resumes = True  # a host started again on the state folder serves this table again
        self.thread: threading.Thread | None = None
        self.outcome: Outcome | None = None
        self.done = threading.Event()

    # ------------------------------------------------------------ seats and connections

    def seats_waiting(self) -> int:
        return sum(1 for s in self.remote if self.tokens[s] is None)

    def hello(self, seat: int) -> dict[str, Any]:
        return hello_message(self._info(seat))

    def send(self, seat: int, message: dict[str, Any]) -> None:
        """Number a message for a seat and hand it to the seat's connection, if any."""
        with self.lock:
            self.seq[seat] += 1
            conn = self.conns[seat]
            if conn is not None:
                conn.post({**message, "seq": self.seq[seat]})

    def join(self, conn: Connection, message: dict[str, Any]) -> tuple[str, str] | int:
        """Seat a connection (event loop thread): the seat taken, or (error code, message)."""
        name = message.get("name")
        token = message.get("token")
        wanted = message.get("seat")
        if token is not None and not isinstance(token, str):
            return "protocol", "'token' must be a string"
        if wanted is not None and (not isinstance(wanted, int) or isinstance(wanted, bool)):
            return "protocol", "'seat' must be a seat number"
        if not isinstance(name, str):
            return "protocol", "join needs a 'name' string"
        asked = message.get("extensions")  # an addition of ours: anything else in it is ignored
        ext = frozenset(e for e in asked[:len(EXTENSIONS) * 4] if isinstance(e, str) and e in EXTENSIONS) \
            if isinstance(asked, list) else frozenset()
        with self.lock:
            if self.finished:
                return "table_full", "this table's match is over"
            if token is not None:
                seat = next((s for s in self.remote if (held := self.tokens[s]) is not None
                             and hmac.compare_digest(held.encode(), token.encode())), None)
                if seat is None or (wanted is not None and wanted != seat):
                    return "bad_token", "that token holds no seat at this table"
                old = self.conns[seat]
                if old is not None:
                    old.fault("protocol", "the seat was taken back by a new connection")
                self.conns[seat] = conn
                self.ext[seat] = ext
                self.lost_at[seat] = None
                if self.thinking == seat and self.clock_end is not None and self.clock_paused is not None:
                    self.clock_end += self.clock() - self.clock_paused  # the clock goes on
                    self.clock_paused = None
                self._post_joined(conn, seat)
                if self.started:
                    self._resync(seat)
                self._presence()
                self.log({"event": "rejoined", "table": self.code, "seat": seat})
                self.events.put(("wake",))
                return seat
            if wanted is not None:
                if not 0 <= wanted < len(self.names) or wanted not in self.remote:
                    return "protocol", f"seat {wanted} is not a remote seat of this table"
                if self.tokens[wanted] is not None:
                    return "seat_taken", f"seat {wanted} is taken"
                seat = wanted
            else:
                free = [s for s in self.remote if self.tokens[s] is None]
                if not free:
                    return "table_full", "every seat at this table is taken"
                seat = free[0]
            self.tokens[seat] = new_token()
            self.conns[seat] = conn
            self.ext[seat] = ext
            if not self.fixed_names[seat]:
                wanted_name = clean_name(name, f"Seat {seat + 1}")
                others = {n for s, n in enumerate(self.names) if s != seat}
                # Two players called Ana would read as one on every screen: the second is "Ana 2".
                unique, k = wanted_name, 2
                while unique in others:
                    unique = f"{wanted_name[:MAX_NAME - 3]} {k}"
                    k += 1
                self.names[seat] = unique
            self._post_joined(conn, seat)
            self._presence()
            self.save_meta()
            self.log({"event": "joined", "table": self.code, "seat": seat, "name": self.names[seat]})
            if self.seats_waiting() == 0:
                self.events.put(("all_joined",))
            return seat

    def _post_joined(self, conn: Connection, seat: int) -> None:
        self.seq[seat] += 1
        conn.post({"type": "joined", "table": self.code, "seat": seat, "token": self.tokens[seat],
                   "seats_waiting": self.seats_waiting(), "extensions": list(EXTENSIONS), "seq": self.seq[seat]})

    # ------------------------------------------------------------ spectators (network.md, "Watching")

    def watching_message(self) -> dict[str, Any]:
        """What a spectator is told first, and again as each match starts (the seats'
        names are final then): the table, its seats' names, and the match's rules."""
        hello = hello_message(self._info(0))
        return {"type": "watching", "table": self.code, "seats": list(self.names), "teams": hello["teams"],
                "rules": hello["rules"], "rules_options": hello["rules_options"], "target": hello["target"]}

    def watch(self, conn: Connection, message: dict[str, Any]) -> tuple[str, str] | None:
        """Take a spectator (event loop thread): None, or (error code, message). Mid-hand it
        is sent the position as anyone at the table sees it (a public `resync`)."""
        name = message.get("name")
        if not isinstance(name, str):
            return "protocol", "watch needs a 'name' string"
        with self.lock:
            if self.finished and not self.rematch_open:
                return "table_full", "this table's match is over"
            opening = [self.watching_message()]
            hand = self.game.hand
            if self.started and hand is not None and not (hand.over and self.game.hands[-1].score is not None):
                opening.append({"type": "resync", "state": public_state(hand), "hand_number": len(self.game.hands),
                                "to_move": self._to_move()})
            problem = self.watchers.add(conn, name, opening)
            if problem is None:
                self.log({"event": "watching", "table": self.code, "name": clean_name(name, "?"),
                          "watchers": len(self.watchers)})
            return problem

    def unwatch(self, conn: Connection) -> None:
        """A spectator's connection closed (event loop thread)."""
        if self.watchers.remove(conn):
            self.log({"event": "unwatched", "table": self.code, "watchers": len(self.watchers)})

    # ------------------------------------------------------------ additions (docs/network.md)

    def presence_message(self) -> dict[str, Any]:
        """Public facts only: each seat's state, whose move is awaited, and that seat's
        time left on the host's clock (a remote seat's; None for a seat the host plays)."""
        states = []
        for s in range(len(self.names)):
            if s not in self.remote:
                states.append("host")
            elif self.conns[s] is not None:
                states.append("here")
            elif self.tokens[s] is None:
                states.append("open")
            elif self.taken_over[s]:
                states.append("ai")
            else:
                states.append("away")
        time_ms = None
        if self.thinking is not None and self.clock_end is not None:
            time_ms = self._clock_ms()
        # How long each away seat is still kept, and what comes after (the table's setting):
        # a seat's screen counts it down, and says it before its player leaves.
        now = self.clock()
        away_ms = [max(0, int((lost + self.config.grace_s - now) * 1000)) if state == "away" and lost is not None
                   else None for state, lost in zip(states, self.lost_at)]
        return {"type": "presence", "seats": states, "thinking": self.thinking, "time_ms": time_ms,
                "away_ms": away_ms, "grace_ms": int(self.config.grace_s * 1000),
                "takeover": self.config.takeover is not None}

    def _presence(self) -> None:
        """Tell every connected seat that asked for presence how the table stands."""
        with self.lock:
            message = self.presence_message()
            for s in self.remote:
                if self.conns[s] is not None and PRESENCE in self.ext[s]:
                    self.send(s, message)

    def _turn_begins(self, seat: int) -> None:
        with self.lock:
            self.thinking = seat
            remote = seat in self.remote and not self.taken_over[seat]
            now = self.clock()
            self.clock_end = now + self.config.move_ms / 1000 if remote else None
            self.clock_paused = now if remote and self.conns[seat] is None else None
            self._presence()

    def _clock_ms(self) -> int:
        """Time left on the clock of the move awaited (it stands still while its seat is away)."""
        assert self.clock_end is not None
        now = self.clock_paused if self.clock_paused is not None else self.clock()
        return max(0, int((self.clock_end - now) * 1000))

    def _rematch_status(self, state: str, reason: str | None = None) -> None:
        with self.lock:
            message: dict[str, Any] = {"type": "rematch_status", "state": state,
                                       "asked": sorted(self.rematch_asked)}
            if state == "open":
                message["time_ms"] = max(0, int((self.rematch_end - self.clock()) * 1000))
            if reason is not None:
                message["reason"] = reason
            for s in self.remote:
                if self.conns[s] is not None and REMATCH in self.ext[s]:
                    self.send(s, message)

    def _resync(self, seat: int) -> None:
        """The seat's whole current state, then its turn again if the move is its own."""
        hand = self.game.hand
        state = hand.view(seat).to_protocol() if hand is not None else None
        self.ready_due[seat] = True
        self.send(seat, {"type": "resync", "state": state, "hello": self.hello(seat),
                         "hand_number": len(self.game.hands), "to_move": self._to_move()})
        awaiting = self.awaiting
        if awaiting is not None and awaiting.seat == seat and not awaiting.answered and hand is not None:
            left = self._clock_ms() if self.thinking == seat and self.clock_end is not None else self.config.move_ms
            self.send(seat, turn_message(hand.view(seat), awaiting.legal, left))

    def _to_move(self) -> int | None:
        hand = self.game.hand
        return hand.turn if hand is not None and not hand.over else None

    def detach(self, conn: Connection, seat: int) -> None:
        """A connection closed (event loop thread); its seat waits for the grace period."""
        with self.lock:
            if self.conns[seat] is not conn:
                return
            self.conns[seat] = None
            self.ext[seat] = frozenset()
            self.lost_at[seat] = self.clock()
            if self.thinking == seat and self.clock_end is not None:
                self.clock_paused = self.lost_at[seat]  # nobody can think at a seat that is away
            self.log({"event": "dropped", "table": self.code, "seat": seat})
            self._presence()
            self.events.put(("wake",))

    def on_message(self, conn: Connection, seat: int, message: dict[str, Any]) -> str | None:
        """A client's line after `join` (event loop thread): None, or the fault it is."""
        kind = message["type"]
        if kind == "ready":
            with self.lock:
                if not self.ready_due[seat] or self.conns[seat] is not conn:
                    return "a ready that was not due"
                self.ready_due[seat] = False
            return None
        if kind == "rematch":
            with self.lock:
                if self.conns[seat] is not conn:
                    # A connection the table has let go (its `quit` sent, its extensions
                    # cleared): a line crossing that is ignored, as the spec says.
                    return None
                if REMATCH not in self.ext[seat] or not self.finished:
                    return "a rematch that was not offered"
                if not self.rematch_open:
                    # The offer closed as this line came (`declined` and `quit` are on their
                    # way, the connection may be closing already): ignored, as the spec says.
                    return None
                if seat not in self.rematch_asked:  # asking again changes nothing
                    self.rematch_asked.add(seat)
                    self._rematch_status("open")
                    self.log({"event": "rematch_asked", "table": self.code, "seat": seat})
                self.events.put(("wake",))
            return None
        if kind != "move":
            return f"{kind!r} is not a message a client sends"
        text = message.get("move")
        if not isinstance(text, str):
            return "a move message needs a 'move' string"
        with self.lock:
            awaiting = self.awaiting
            if self.conns[seat] is not conn or awaiting is None or awaiting.seat != seat or awaiting.answered:
                return "a move out of turn"
            try:
                wanted = parse_move(text)
            except NotationError:
                return "a move that is not one of the legal moves"
            move = next((m for m in awaiting.legal if m.same_as(wanted)), None)
            if move is None:
                return "a move that is not one of the legal moves"
            awaiting.answered = True
            self.events.put(("move", awaiting.turn_id, move))
        return None

    # ------------------------------------------------------------ the game thread

    def start(self) -> None:
        self.thread = threading.Thread(target=self._run, name=f"table-{self.code}", daemon=True)
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
        self.events.put(("stop",))

    def _turn_message(self, view: SeatView, legal: list[Move]) -> dict[str, Any]:
        return turn_message(view, legal, self.config.move_ms)

    def await_move(self, seat: int, view: SeatView, legal: list[Move]) -> Decision:
        with self.lock:
            self._turns += 1
            awaiting = self.awaiting = _Awaiting(seat, self._turns, legal)
            self.send(seat, self._turn_message(view, legal))
        fallback = self.clock() + self.config.move_ms / 1000
        try:
            while True:
                now = self.clock()
                self._check_grace(now)
                with self.lock:
                    # The clock's end moves on by the time its seat was away (join).
                    deadline = (self.clock_end or fallback) + 1.0
                    connected = self.conns[seat] is not None
                    if not connected and self.taken_over[seat]:
                        awaiting.answered = True
                        ai = self._ai[seat]
                    else:
                        ai = None
                if ai is not None:
                    return ai.decide(view, legal)
                if connected and now >= deadline:
                    raise PlayerFault("timeout", f"no move within {self.config.move_ms} ms")
                wait = self._next_expiry(now, deadline if connected else None)
                event = self._next_event(wait)
                if event is not None and event[0] == "move" and event[1] == awaiting.turn_id:
                    return Decision(event[2])
        finally:
            with self.lock:
                self.awaiting = None

    def tick(self) -> None:
        """Look at the clock again now (a test that moves its clock by hand says so)."""
        self.events.put(("tick",))

    def _next_event(self, wait: float) -> tuple | None:
        try:
            event = self.events.get(timeout=max(0.0, wait))
        except queue.Empty:
            return None
        if event[0] == "stop" or self.stopping:
            raise _Stopped()
        return event

    def _next_expiry(self, now: float, deadline: float | None) -> float:
        ends = [deadline] if deadline is not None else []
        with self.lock:
            ends += [lost + self.config.grace_s for s, lost in enumerate(self.lost_at)
                     if lost is not None and not self.taken_over[s]]
        return min([e - now for e in ends] + [5.0])

    def _check_grace(self, now: float) -> None:
        with self.lock:
            for seat, lost in enumerate(self.lost_at):
                if lost is None or self.taken_over[seat] or now - lost < self.config.grace_s:
                    continue
                if self.config.takeover is None:
                    fault = PlayerFault("disconnect", f"away for more than {self.config.grace_s:g} s")
                    fault.seat = seat
                    raise fault
                self.taken_over[seat] = True
                if seat not in self._ai:
                    ai = make_player(self.config.takeover, seed=player_seed(self.config.seed or 0, seat))
                    ai.start_game(self._info(seat))
                    self._ai[seat] = ai
                self.log({"event": "taken_over", "table": self.code, "seat": seat, "by": self.config.takeover})
                if self.thinking == seat:
                    self.clock_end = self.clock_paused = None  # the AI's own time, not the seat's clock
                self._presence()
            if self.remote and all(self.taken_over[s] and self.conns[s] is None for s in self.remote):
                raise _Abandoned()

    def _info(self, seat: int) -> GameInfo:
        return GameInfo(seat, len(self.names), tuple(tuple(t) for t in self.teams), self.rules,
                        tuple(self.names), self.config.move_ms)

    def _wait_for_seats(self) -> None:
        while self.seats_waiting():
            self._next_event(5.0)

    @staticmethod
    def _tell(player: Player, seat: int, message: Message) -> None:
        if player.wants_events:
            try:
                player.notify(message)
            except PlayerFault as fault:
                fault.seat = seat
                raise
            except Exception as exc:
                crash = PlayerFault("crash", f"notify raised {type(exc).__name__}")
                crash.seat = seat
                raise crash from exc

    def _run(self) -> None:
        resumed = self.started
        try:
            while True:
                outcome = self._run_match(resumed)
                if outcome is None or not self._after_match():
                    break
                self._new_match()
                resumed = False
        except Exception as exc:  # a bug must end this table, never the host
            self.log({"event": "error", "table": self.code, "detail": f"{type(exc).__name__}: {exc}"})
        finally:
            self.done.set()

    def _run_match(self, resumed: bool) -> Outcome | None:
        """Play the match at the table to its end (None: the host stopped)."""
        players: list[Player] = []
        outcome = None
        try:
            if not self.started:
                self._wait_for_seats()
            with self.lock:
                self.started = True
                self.save_meta()
                self.watchers.tell(self.watching_message())  # the names are final now
            for seat, spec in enumerate(self.config.seats):
                if spec == REMOTE:
                    players.append(RemotePlayer(self, seat))
                else:
                    players.append(make_player(spec, seed=player_seed(self.config.seed or 0, seat)))
            for seat, player in enumerate(players):
                if resumed and isinstance(player, RemotePlayer):
                    Player.start_game(player, self._info(seat))  # it has its hello already
                    continue
                try:
                    player.start_game(self._info(seat))
                except PlayerFault as fault:
                    fault.seat = seat
                    raise
            self.log({"event": "started" if not resumed else "resumed", "table": self.code,
                      **({"match": self.match_number} if self.match_number > 1 else {})})
            outcome = self._play(players)
        except _Stopped:
            self.log({"event": "stopped", "table": self.code})
        except _Abandoned:
            outcome = self._outcome("abandoned")
            self.log({"event": "abandoned", "table": self.code, "cause": "every remote seat is gone"})
        except PlayerFault as fault:
            outcome = self._outcome("forfeit", fault.seat, fault.reason)
            self.log({"event": "forfeit", "table": self.code, "seat": fault.seat, "cause": fault.reason})
        except Exception as exc:  # a bug must end this table, never the host
            self.log({"event": "error", "table": self.code, "detail": f"{type(exc).__name__}: {exc}"})
        finally:
            if outcome is not None:
                self._finish(players, outcome)
            for player in [*players, *self._ai.values()]:
                if not isinstance(player, RemotePlayer):
                    try:
                        player.close()
                    except Exception:
                        pass
        return outcome

    def _after_match(self) -> bool:
        """Offer a rematch where every remote seat is connected and asked for the addition
        in its `join`; True once every one of them has asked for it. Otherwise (no offer,
        a seat left, time ran out, the host stopped) every seat is sent `quit` and closed."""
        with self.lock:
            if self.stopping or not all(self.conns[s] is not None and REMATCH in self.ext[s] for s in self.remote):
                self._close_all()
                return False
            self.rematch_asked = set()
            self.rematch_open = True
            self.rematch_end = self.clock() + self.config.rematch_s
            self._rematch_status("open")
        self.log({"event": "rematch_offered", "table": self.code})
        reason = "timeout"
        try:
            while True:
                with self.lock:
                    if any(self.conns[s] is None for s in self.remote):
                        reason = "left"
                        break
                    if len(self.rematch_asked) == len(self.remote):
                        self.rematch_open = False
                        self._rematch_status("agreed")
                        self.log({"event": "rematch_agreed", "table": self.code})
                        return True
                left = self.rematch_end - self.clock()
                if left <= 0:
                    break
                self._next_event(left)
        except _Stopped:
            reason = "stopped"
        with self.lock:
            self.rematch_open = False
            self._rematch_status("declined", reason)
            self._close_all()
        self.log({"event": "rematch_declined", "table": self.code, "reason": reason})
        return False

    def _close_all(self) -> None:
        """The last line to every seat (`quit`), then its connection closed."""
        with self.lock:
            for seat in self.remote:
                self.send(seat, dict(QUIT_MESSAGE))
                conn = self.conns[seat]
                if conn is not None:
                    conn.post({"type": "_close"})
                    self.conns[seat] = None
                    self.ext[seat] = frozenset()
            self.watchers.close_all(dict(QUIT_MESSAGE))

    def _new_match(self) -> None:
        """The rematch: same seats, names and tokens; a fresh shuffle; the next seat deals first."""
        with self.lock:
            n = len(self.names)
            self.match_number += 1
            self.config.seed = int.from_bytes(os.urandom(4), "big") >> 1
            self.deck_rng = Random(self.config.seed)
            self.first_dealer = (self.first_dealer + 1) % n
            self.game = Game(self.rules, self.teams, dealer=self.first_dealer)
            self.finished = False
            self.started_at = datetime.now(timezone.utc).replace(microsecond=0)
            self.outcome = None
            self.taken_over = [False] * n
            self._ai = {}
            self.lost_at = [None] * n
            self.thinking = self.clock_end = self.clock_paused = None
            self.save()

    def record_path(self) -> Path | None:
        """Where the record of the match in play goes once it ends (a rematch's has its number)."""
        if self.state_dir is None:
            return None
        suffix = "" if self.match_number == 1 else f"-{self.match_number}"
        return self.state_dir / "records" / f"{self.code}{suffix}.toml"

    def _outcome(self, result: str, seat: int | None = None, reason: str | None = None) -> Outcome:
        outcome = Outcome(self.game, list(self.names), self.specs(), self.config.seed, result=Result(result),
                          started=self.started_at)
        outcome.forfeit_seat = seat
        outcome.forfeit_reason = Fault(reason) if reason is not None else None
        return outcome

    def specs(self) -> list[str]:
        return [REMOTE if s == REMOTE else s for s in self.config.seats]

    def _play(self, players: list[Player]) -> Outcome:
        game = self.game
        def tell(seat: int, message: Message) -> None:
            if seat == 0:  # each message once, as the seats are told it: the public part of it
                self.watchers.publish(message)
            self._tell(players[seat], seat, message)

        loop = GameLoop(game, tell, self.deck_rng)
        hand = game.hand
        while True:
            if hand is not None and hand.over and game.hands[-1].score is None:
                with self.lock:
                    loop.finish_hand()
                    self.save()
            if game.over:
                return self._outcome("finished")
            if hand is None or hand.over:
                if len(game.hands) >= MAX_HANDS:
                    return self._outcome("abandoned")
                with self.lock:
                    hand = loop.start_hand()
                    self.save()
            while not hand.over:
                seat = hand.turn
                legal = hand.legal_moves()
                self._turn_begins(seat)
                try:
                    decision = players[seat].decide(hand.view(seat), list(legal))
                except (PlayerFault, _Stopped):
                    raise
                except Exception as exc:
                    raise PlayerFault("crash", f"decide raised {type(exc).__name__}") from exc
                move = hand.find_legal(decision.move) if isinstance(decision, Decision) and isinstance(decision.move, Move) else None
                if move is None:
                    fault = PlayerFault("illegal move", "not one of the legal moves")
                    fault.seat = seat
                    raise fault
                with self.lock:
                    self.thinking = self.clock_end = self.clock_paused = None
                    # Saved before anyone is told (on_played runs first): a host killed at any
                    # moment has every move a seat saw.
                    loop.play(move, on_played=lambda *_: self.save())
                if self.stopping:
                    raise _Stopped()

    def _finish(self, players: list[Player], outcome: Outcome) -> None:
        """Tell every seat how the match ended and keep its record (the `quit` comes
        once it is clear whether a rematch follows: _after_match)."""
        self.outcome = outcome
        end = game_end_message(self.game, outcome.winner, outcome.result)
        with self.lock:
            self.finished = True
            self.thinking = self.clock_end = self.clock_paused = None
            self.watchers.publish(end)
            for seat, player in enumerate(players):
                if isinstance(player, RemotePlayer):
                    self.send(seat, end)
                elif player.wants_events and outcome.forfeit_seat != seat:
                    try:
                        player.notify(end)
                    except Exception:
                        pass
            path = self.record_path()
            if path is not None:
                write_record(outcome.record(), path)
            self.save_meta()
        self.log({"event": "finished", "table": self.code, "result": outcome.result,
                  "scores": self.game.running_scores(), "winner": outcome.winner})

    # ------------------------------------------------------------ saving and resuming

    def save(self) -> None:
        """The game so far and the table's settings, tokens and counters (after every move)."""
        if self.state_dir is None:
            return
        record = record_from_game(self.game, list(self.names), self.specs(), self.config.seed, self.started_at)
        _write_quick(self.state_dir / "tables" / f"{self.code}.toml", dumps(record))
        self.save_meta()

    def save_meta(self) -> None:
        if self.state_dir is None:
            return
        meta = {"config": asdict(self.config), "names": self.names, "tokens": self.tokens, "seq": self.seq,
                "started": self.started, "finished": self.finished,
                "started_at": self.started_at.isoformat(), "match": self.match_number,
                "first_dealer": self.first_dealer}
        _write_quick(self.state_dir / "tables" / f"{self.code}.json", json.dumps(meta, indent=1), private=True)

    @classmethod
    def load(cls, meta: dict[str, Any], meta_path: Path, state_dir: Path,
             log: Callable[[dict[str, Any]], None] | None = None) -> "Table":
        """A saved table, at the position it was saved in: `meta` is its file (`meta_path`)
        as tables_file.read_saved checked it; its record is replayed. SavedTableError or
        RecordError (one line) if it cannot be."""
        table = cls(meta["config"], state_dir, log)
        n = len(table.names)
        table.names = [clean_name(nm, table.names[i]) for i, nm in enumerate(meta["names"])]
        table.tokens = list(meta["tokens"])
        table.seq = list(meta["seq"])
        table.started = meta["started"]
        table.finished = meta["finished"]
        table.started_at = meta["started_at"]
        table.match_number = meta["match"]
        table.first_dealer = meta["first_dealer"] if meta["first_dealer"] is not None else table.first_dealer
        table.game = Game(table.rules, table.teams, dealer=table.first_dealer)
        record_path = meta_path.with_suffix(".toml")
        if table.started and record_path.exists():
            record = read_record(record_path)
            game = Game(table.rules, table.teams, dealer=table.first_dealer)
            if record.hands:
                if not 0 <= record.hands[0].dealer < n:
                    raise SavedTableError(f"{record_path}: a dealer who is not at the table")
                game.dealer = record.hands[0].dealer
            loop = GameLoop(game)  # a replay: nobody to tell
            for rh in record.hands:
                new_deck(table.deck_rng)  # dealing goes on exactly as it would have
                hand = loop.start_hand(rh.deck)
                for move in rh.moves:
                    if hand.find_legal(move) is None:
                        raise SavedTableError(f"{record_path}: a saved move that is not legal")
                    loop.play(move)
                if hand.over and rh.detail is not None:  # a hand saved before its count has none
                    loop.finish_hand()
            table.game = game
        now = table.clock()
        for seat in table.remote:  # nobody is connected yet: the grace period starts now
            table.lost_at[seat] = now if table.started else None
        return table



class SavedTableError(EscobaError, ValueError):
    """A saved table (STATE/tables/CODE.json) that cannot be resumed; the message names it."""
