"""A seat at a hosted table, seen from the client: join, read, answer, come back after a drop.

`SeatClient` keeps the seat's token and, when the connection drops before the match is
over, joins again with it until the host takes it back (it then sends `resync`). Every
message from the host reaches `on_message` (a reader thread calls it) in order; two
messages of the client's own say what the connection is doing:
`{"type": "_reconnecting", "attempt": N, "tried_ms": ..., "most_ms": ...}` (before each
attempt to join again: how long it has tried, and for how long it will) and
`{"type": "_closed", "reason": ..., "why": ...}` (`why`: closed, error, stopped — the
host said it stops for good —, gave_up or invalid; with `invalid`, what was wrong, when
the host broke the protocol).

The host being away is nobody's fault: a host killed, or stopped saying it resumes
(`stopped` with `resumes`), may be started again on its saved state minutes later. The
client tries again with a growing wait (`Retry`: at most `cap_s` between attempts) for
as long as `total_s` says (minutes), and stops at once when closed.

The host is trusted no more than it trusts its clients: every line is checked
(`HostChecker`) before anyone sees it, and one that breaks the protocol ends the
connection for good (no coming back to that host).
"""

from __future__ import annotations

import queue
import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ..errors import EscobaError, os_reason, part
from ..files.names import shown_text
from ..game.cards import Card, NotationError, parse_move
from ..game.engine import SEAT_COUNTS, TABLE_SIZE, check_teams
from ..game.rules import RulesError, build_rules
from ..game.results import FAULTS
from .mirror import SeatMirror
from .wire import EXTENSIONS, MAX_LINE, decode, encode
from ..game.values import is_int

CONNECT_S = 10.0
RETRY_S = 0.3  # the first wait before joining again; each next one twice as long...
RETRY_CAP_S = 5.0  # ...up to this
COME_BACK_S = 600.0  # how long a seat tries to join again: a host restarted takes minutes
MAX_COME_BACK_S = 24 * 3600.0  # the bound on anyone's `total_s`
UI_EXTENSIONS = EXTENSIONS  # what the full-screen client asks the host for (docs/network.md)


class JoinError(EscobaError):
    """The host refused the join (its error code and message) or could not be reached."""

    def __init__(self, message: str = "", code: str = "", detail: str = "", *, key: str = "", **facts: Any) -> None:
        # With a key: facts the catalogue's ERRORS[key] words where it is shown (the join
        # screen, `escoba join`), in the chosen language; str() is the English.
        if key:
            super().__init__(key=key, **facts)
        else:
            super().__init__(message)
        self.code = code
        self.detail = detail  # with code "invalid": what the host sent wrong (English)


INVALID = "the host sent something invalid"
HOST_CODES = ("unknown_table", "table_full", "seat_taken", "bad_token", "protocol", "too_large")  # an `error`'s
MAX_ERROR_SHOWN = 200  # characters of a host's error message shown (the rest is cut)
MAX_SEQ = 10**12
MAX_POINTS = 10**6  # scores, points, escobas: far above any game's
MAX_MS = 10**9  # a clock or a budget in milliseconds (11 days)
MAX_TOKEN = 256
MAX_LEGAL = 10_000  # legal moves in one turn (a few hundred at the very most)
MAX_HISTORY = 400  # plays and claims in one hand (40 cards: a few dozen)
PRESENCE_STATES = ("here", "away", "open", "ai", "host")
REMATCH_STATES = ("open", "agreed", "declined")


class HostFault(EscobaError, ValueError):
    """A message from the host that breaks the protocol; the text says which and why
    (in words of ours: the message itself may be anything). Keyed: ERRORS fault_in with
    the message's type and a fault_* part, worded where it is shown; str() is the English."""


class HostChecker:
    """Every message a seat receives checked as the host checks its clients: types,
    fields, bounds, and that the hand it describes can be built (the seat's own picture,
    SeatMirror, of it). `check` raises HostFault. Message types it does not know pass:
    the protocol may grow, and a client ignores what it does not know."""

    def __init__(self, seat: int | None = None) -> None:
        self.seat = seat  # ours, once `joined` says it
        self.seats: int | None = None  # from `hello`
        self.sides = 0
        self.hello: dict[str, Any] | None = None
        self.mirror: SeatMirror | None = None  # the seat's picture of the hand in play, once dealt
        # What the next play is checked against (set by _build, kept up by _play).
        self.playing = 2
        self.turn = 0
        self.over = False
        self.table: set[Card] = set()
        self.mine: set[Card] = set()
        self.seen: set[Card] = set()
        self.left = 0

    # -- small checks

    @staticmethod
    def _fail(kind: str, what: EscobaError) -> HostFault:
        return HostFault(key="fault_in", kind=shown_text(kind, 24), what=what)

    def _int(
        self,
        kind: str,
        message: dict[str, Any],
        key: str,
        low: int,
        high: int,
        null: bool = False,
        required: bool = True,
    ) -> None:
        if key not in message and not required:
            return
        value = message.get(key)
        if value is None and null:
            return
        if not is_int(value) or not low <= value <= high:
            raise self._fail(kind, part("fault_int", field=key, low=low, high=high))

    def _seat(self, kind: str, message: dict[str, Any], key: str, null: bool = False) -> None:
        self._int(kind, message, key, 0, (self.seats or 6) - 1, null)

    def _ints(self, kind: str, message: dict[str, Any], key: str, count: int) -> None:
        value = message.get(key)
        if (
            not isinstance(value, list)
            or len(value) != count
            or not all(is_int(v) and 0 <= v <= MAX_POINTS for v in value)
        ):
            raise self._fail(kind, part("fault_ints", field=key, count=count, most=MAX_POINTS))

    def _cards(self, kind: str, message: dict[str, Any], key: str, most: int) -> list[Any]:
        value = message.get(key)
        if not isinstance(value, list) or len(value) > most:
            raise self._fail(kind, part("fault_cards", field=key, most=most))
        try:
            if not all(isinstance(v, str) and len(v) <= 4 for v in value):
                raise NotationError("not a card")
            cards = [Card.parse(v) for v in value]
        except NotationError:
            raise self._fail(kind, part("fault_not_card", field=key)) from None
        if len(set(cards)) != len(cards):
            raise self._fail(kind, part("fault_card_twice", field=key))
        return cards

    def _move(self, kind: str, text: Any) -> Any:
        if not isinstance(text, str) or len(text) > 64:
            raise self._fail(kind, part("fault_move"))
        try:
            return parse_move(text)
        except NotationError:
            raise self._fail(kind, part("fault_move")) from None

    def _needs_hello(self, kind: str) -> None:
        if self.hello is None:
            raise self._fail(kind, part("fault_before_hello"))

    def _build(self, kind: str, mirror: SeatMirror) -> None:
        """The hand as the seat pictures it must be one the rules allow; then what each
        `played` is checked against until the next deal (building the picture again at
        every play would cost a replay of the hand per message)."""
        try:
            hand = mirror.build()
        except (EscobaError, ValueError, KeyError, TypeError, IndexError) as exc:
            raise self._fail(kind, part("fault_hand", problem=shown_text(exc, 120))) from None
        self.mirror = mirror
        self.playing = mirror.seats
        self.turn = hand.turn
        self.over = hand.over
        self.table = set(hand.table)
        self.mine = set(hand.hands[mirror.seat])
        # Every card the seat knows the place of: a play by another seat is of a card never seen.
        self.seen = (
            set(mirror.first_table) | {c for r in mirror.my_rounds for c in r} | {m.card for _, m in mirror.history}
        )
        self.left = 40 - TABLE_SIZE - sum(1 for _, m in mirror.history if not m.claim)

    def _play(self, seat: int, move: Any) -> None:
        """One play checked as the seat's picture would take it (SeatMirror.build): the
        seat to move, a card it can hold, captures from the table."""
        if self.over:
            raise self._fail("played", part("fault_after_last"))
        if seat != self.turn:
            raise self._fail("played", part("fault_out_of_turn"))
        if not set(move.captures) <= self.table or (move.claim and move.card not in self.table):
            raise self._fail("played", part("fault_capture"))
        if move.claim:  # a renuncio claim: the same seat then plays
            self.table -= {move.card, *move.captures}
            return
        if seat == self.seat and move.card not in self.mine:
            raise self._fail("played", part("fault_not_held"))
        if seat != self.seat and move.card in self.seen:
            raise self._fail("played", part("fault_elsewhere"))
        self.mine.discard(move.card)
        self.seen.add(move.card)
        if move.captures:
            self.table -= set(move.captures)
        else:
            self.table.add(move.card)
        self.turn = (seat + 1) % self.playing
        self.left -= 1
        self.over = self.left <= 0

    # -- the messages

    def check(self, message: Any) -> None:
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            raise HostFault(key="fault_not_message")
        kind = message["type"]
        if kind.startswith("_"):
            raise self._fail(kind, part("fault_own_type"))
        self._int(kind, message, "seq", 0, MAX_SEQ, required=False)
        check = getattr(self, "_check_" + kind, None)
        if check is not None:
            check(message)

    def _check_joined(self, m: dict[str, Any]) -> None:
        self._int("joined", m, "seat", 0, 5)
        if self.seat is not None and m["seat"] != self.seat:
            raise self._fail("joined", part("fault_other_seat"))
        token = m.get("token")
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN or not token.isprintable():
            raise self._fail("joined", part("fault_token", most=MAX_TOKEN))
        self._int("joined", m, "seats_waiting", 0, 5, required=False)
        extensions = m.get("extensions", [])
        if not isinstance(extensions, list) or len(extensions) > 64:
            raise self._fail("joined", part("fault_extensions"))
        self.seat = m["seat"]

    def _check_error(self, m: dict[str, Any]) -> None:
        pass  # whatever it says is shown as text, cut short; the host closes next

    def _check_hello(self, m: dict[str, Any]) -> None:
        if m.get("protocol") != 1 or not is_int(m.get("protocol")):
            raise self._fail("hello", part("fault_protocol"))
        seats = m.get("seats")
        if not is_int(seats) or seats not in SEAT_COUNTS:
            raise self._fail("hello", part("fault_seats"))
        self._int("hello", m, "seat", 0, seats - 1)
        if self.seat is not None and m["seat"] != self.seat:
            raise self._fail("hello", part("fault_not_ours"))
        teams = m.get("teams")
        if (
            not isinstance(teams, list)
            or len(teams) > seats
            or not all(isinstance(side, list) and len(side) <= seats and all(is_int(s) for s in side) for side in teams)
        ):
            raise self._fail("hello", part("fault_teams"))
        try:
            check_teams(seats, teams)
        except ValueError:
            raise self._fail("hello", part("fault_teams_split")) from None
        names = m.get("names")
        if not isinstance(names, list) or len(names) != seats or not all(isinstance(n, str) for n in names):
            raise self._fail("hello", part("fault_names", n=seats))
        options = m.get("rules_options")
        if options is not None and not isinstance(options, dict):
            raise self._fail("hello", part("fault_rules_options"))
        rules, target = m.get("rules"), m.get("target")
        if not isinstance(rules, str) or not is_int(target) or not 1 <= target <= MAX_POINTS:
            raise self._fail("hello", part("fault_rules", most=MAX_POINTS))
        try:
            build_rules(rules, options or {}, target)
        except (RulesError, TypeError, ValueError):
            raise self._fail("hello", part("fault_rules_unknown")) from None
        self.seats, self.sides = seats, len(teams)
        self.hello = m
        self.mirror = None

    def _check_hand_start(self, m: dict[str, Any]) -> None:
        self._needs_hello("hand_start")
        self._int("hand_start", m, "hand_number", 1, MAX_POINTS)
        self._seat("hand_start", m, "dealer")
        self._cards("hand_start", m, "table", 4)
        self._cards("hand_start", m, "hand", 3)
        self._ints("hand_start", m, "scores", self.sides)
        mirror = SeatMirror(self.hello)  # type: ignore[arg-type]
        mirror.hand_start(m)
        self._build("hand_start", mirror)

    def _check_deal(self, m: dict[str, Any]) -> None:
        if self.mirror is None:
            raise self._fail("deal", part("fault_before_hand_start"))
        self._cards("deal", m, "hand", 3)
        self.mirror.deal(m)
        self._build("deal", self.mirror)

    def _check_played(self, m: dict[str, Any]) -> None:
        self._needs_hello("played")
        self._seat("played", m, "seat")
        if not isinstance(m.get("takeover", False), bool):  # our addition: the computer played it
            raise self._fail("played", part("fault_takeover"))
        move = self._move("played", m.get("move"))
        if self.mirror is not None:  # None: a seat that came back between hands
            if len(self.mirror.history) >= MAX_HISTORY:
                raise self._fail("played", part("fault_too_many_plays"))
            self._play(m["seat"], move)
            self.mirror.played(m)

    def _check_state(self, kind: str, state: Any) -> None:
        if not isinstance(state, dict):
            raise self._fail(kind, part("fault_state"))
        if state.get("seat") != self.seat or not is_int(state.get("seat")):
            raise self._fail(kind, part("fault_state_seat"))
        self._cards(kind, state, "hand", 3)
        self._cards(kind, state, "table", 40)
        captured = state.get("captured")
        if not isinstance(captured, list) or len(captured) != self.seats:
            raise self._fail(kind, part("fault_captured", n=self.seats))
        for i in range(len(captured)):
            self._cards(kind, {"pile": captured[i]}, "pile", 40)
        self._ints(kind, state, "escobas", self.sides)
        self._ints(kind, state, "scores", self.sides)
        self._int(kind, state, "deck_left", 0, 36)
        self._seat(kind, state, "dealer")
        history = state.get("history")
        if (
            not isinstance(history, list)
            or len(history) > MAX_HISTORY
            or not all(
                isinstance(p, list) and len(p) == 2 and is_int(p[0]) and 0 <= p[0] < (self.seats or 0) for p in history
            )
        ):
            raise self._fail(kind, part("fault_history"))
        for _, move in history:
            self._move(kind, move)

    def _check_turn(self, m: dict[str, Any]) -> None:
        self._needs_hello("turn")
        self._check_state("turn", m.get("state"))
        legal = m.get("legal")
        if not isinstance(legal, list) or not 0 < len(legal) <= MAX_LEGAL:
            raise self._fail("turn", part("fault_legal"))
        for move in legal:
            self._move("turn", move)
        self._int("turn", m, "time_ms", 0, MAX_MS)

    def _check_resync(self, m: dict[str, Any]) -> None:
        hello = m.get("hello")
        if not isinstance(hello, dict):
            raise self._fail("resync", part("fault_resync_hello"))
        self._check_hello(hello)  # the match's hello, as sent at its start
        self._int("resync", m, "hand_number", 0, MAX_POINTS)
        self._seat("resync", m, "to_move", null=True)
        state = m.get("state")
        if state is not None:
            self._check_state("resync", state)
            mirror = SeatMirror(self.hello)  # type: ignore[arg-type]
            try:
                mirror.resync(state, m["hand_number"])
            except (ValueError, KeyError, TypeError, IndexError):
                raise self._fail("resync", part("fault_position")) from None
            self._build("resync", mirror)

    def _check_hand_end(self, m: dict[str, Any]) -> None:
        self._needs_hello("hand_end")
        self._ints("hand_end", m, "points", self.sides)
        self._ints("hand_end", m, "scores", self.sides)
        if not isinstance(m.get("detail", {}), dict):
            raise self._fail("hand_end", part("fault_detail"))

    def _check_game_end(self, m: dict[str, Any]) -> None:
        self._needs_hello("game_end")
        self._ints("game_end", m, "scores", self.sides)
        self._int("game_end", m, "winner", 0, self.sides - 1, null=True)
        if not isinstance(m.get("result"), str):
            raise self._fail("game_end", part("fault_result"))
        if "forfeit_seat" in m:  # our addition: who forfeited, and why
            self._int("game_end", m, "forfeit_seat", 0, (self.seats or 6) - 1, null=True)
            if m.get("forfeit_cause") not in (None, *FAULTS):
                raise self._fail("game_end", part("fault_result"))

    def _check_presence(self, m: dict[str, Any]) -> None:
        seats = m.get("seats")
        if (
            not isinstance(seats, list)
            or len(seats) > 6
            or (self.seats is not None and len(seats) != self.seats)
            or not all(isinstance(s, str) and s in PRESENCE_STATES for s in seats)
        ):
            raise self._fail("presence", part("fault_presence", states=", ".join(PRESENCE_STATES)))
        self._int("presence", m, "thinking", 0, max(len(seats), 1) - 1, null=True, required=False)
        self._int("presence", m, "time_ms", 0, MAX_MS, null=True, required=False)
        self._int("presence", m, "held_ms", 0, MAX_MS, null=True, required=False)
        left = m.get("left", [False] * len(seats))
        if not isinstance(left, list) or len(left) != len(seats) or not all(isinstance(x, bool) for x in left):
            raise self._fail("presence", part("fault_left"))
        away = m.get("away_ms", [None] * len(seats))
        if (
            not isinstance(away, list)
            or len(away) != len(seats)
            or not all(a is None or (is_int(a) and 0 <= a <= MAX_MS) for a in away)
        ):
            raise self._fail("presence", part("fault_away", most=MAX_MS))
        self._int("presence", m, "grace_ms", 0, MAX_MS, required=False)
        if not isinstance(m.get("takeover", False), bool):
            raise self._fail("presence", part("fault_takeover"))

    def _check_stopped(self, m: dict[str, Any]) -> None:
        if not isinstance(m.get("resumes", False), bool):
            raise self._fail("stopped", part("fault_resumes"))

    def _check_rematch_status(self, m: dict[str, Any]) -> None:
        if m.get("state") not in REMATCH_STATES or not isinstance(m.get("state"), str):
            raise self._fail("rematch_status", part("fault_rematch", states=", ".join(REMATCH_STATES)))
        asked = m.get("asked", [])
        if not isinstance(asked, list) or len(asked) > 6 or not all(is_int(s) and 0 <= s < 6 for s in asked):
            raise self._fail("rematch_status", part("fault_asked"))
        self._int("rematch_status", m, "time_ms", 0, MAX_MS, required=False)
        reason = m.get("reason")
        if reason is not None and (not isinstance(reason, str) or len(reason) > 40):
            raise self._fail("rematch_status", part("fault_reason"))


@dataclass(frozen=True)
class Retry:
    """How a seat tries to join again after its connection drops: a first wait of
    `first_s`, doubled at each attempt up to `cap_s`, for at most `total_s` in all."""

    first_s: float = RETRY_S
    cap_s: float = RETRY_CAP_S
    total_s: float = COME_BACK_S

    def __post_init__(self) -> None:
        for value in (self.first_s, self.cap_s, self.total_s):
            if not 0 <= value <= MAX_COME_BACK_S:
                raise ValueError(f"a retry time must be between 0 and {MAX_COME_BACK_S:g} s")

    def wait(self, attempt: int) -> float:
        """The wait after attempt number `attempt` (from 1) failed."""
        return min(self.cap_s, self.first_s * 2 ** min(max(attempt - 1, 0), 32))


def _hang_up(sock: socket.socket, stream: Any) -> None:
    """End a connection now: the stream read from it holds the socket open otherwise."""
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    stream.close()
    sock.close()


class SeatClient:
    ACCEPTED = "joined"  # the host's answer to the first line when it takes us

    def __init__(
        self,
        host: str,
        port: int,
        code: str,
        name: str,
        seat: int | None = None,
        token: str | None = None,
        give_up_s: float | None = None,
        on_message: Callable[[dict[str, Any]], None] | None = None,
        extensions: tuple[str, ...] = (),
        retry: Retry | None = None,
        clock: Callable[[], float] = time.monotonic,
        wait: Callable[[float], object] | None = None,
    ) -> None:
        self.host, self.port, self.code, self.name = host, port, code, name
        self.seat = seat
        self.token = token
        # How it tries to join again (`give_up_s`: the total alone, the waits as usual).
        self.retry = retry or Retry(total_s=COME_BACK_S if give_up_s is None else give_up_s)
        self.give_up_s = self.retry.total_s
        # What the attempts are timed by, and how a wait between them is made (tests pass
        # their own: a host away for minutes then takes no real seconds). The wait ends
        # early when the client is closed.
        self.clock = clock
        self._closed = threading.Event()
        self.wait = wait or self._closed.wait
        self.extensions = tuple(extensions)  # additions to ask for in every `join`
        self.inbox: queue.Queue = queue.Queue()
        self.on_message = on_message or self.inbox.put
        self.sock: socket.socket | None = None
        self.lock = threading.Lock()
        self.closing = False
        self.over = False  # game_end or quit seen: a drop now is the end, not a fault
        self.stopped = False  # the host said it stops for good: its closing is no drop to come back from
        self.resumes = False  # the host said it stops and resumes: its closing is a drop to come back from
        self.last_seq = 0
        self.joined_seq = 0  # seq of the last `joined`: what came before is of a lost connection
        self.joined: dict[str, Any] = {}
        self.reconnects = 0
        self.attempts = 0  # to join again since the last drop
        self._reader: threading.Thread | None = None
        self.checker = HostChecker(seat)
        self.invalid = ""  # what the host sent that broke the protocol (the connection is then closed)
        self.fault: EscobaError | None = None  # the same, as facts the screen words in its language

    # -- connecting

    def _open(self) -> tuple[socket.socket, Any, dict[str, Any]]:
        try:
            sock = socket.create_connection((self.host, self.port), timeout=CONNECT_S)
        except OSError as exc:
            raise JoinError(key="join_unreachable", host=self.host, port=self.port, reason=os_reason(exc)) from None
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # one short line per move
        stream = sock.makefile("rb")
        try:
            sock.sendall(encode(self._first_line()))
            line = stream.readline(MAX_LINE + 1)
        except OSError as exc:
            _hang_up(sock, stream)
            raise JoinError(key="join_closed", host=self.host, port=self.port, reason=os_reason(exc)) from None
        try:
            reply = decode(line) if 0 < len(line) <= MAX_LINE else None
        except ValueError:
            reply = None
        if reply is None or reply["type"] not in ("error", self.ACCEPTED):
            _hang_up(sock, stream)
            raise JoinError(key="join_not_protocol", host=self.host, port=self.port)
        if reply["type"] == "error":
            _hang_up(sock, stream)
            # The host's words are a stranger's text: shown plain, cut to a sensible length.
            code = shown_text(reply.get("code", ""), 24)
            # A code the protocol names (network.md) is worded by its meaning, the host's words beside it.
            key = f"join_host_says_{code}" if code in HOST_CODES else "join_host_says"
            raise JoinError(
                code=code, key=key, said=shown_text(reply.get("message", ""), MAX_ERROR_SHOWN), said_code=code
            )
        try:
            self.checker.check(reply)
        except HostFault as exc:
            _hang_up(sock, stream)
            raise JoinError(code="invalid", detail=str(exc), key="join_invalid", fault=exc) from None
        sock.settimeout(None)
        return sock, stream, reply

    def _first_line(self) -> dict[str, Any]:
        join: dict[str, Any] = {"type": "join", "table": self.code, "name": self.name}
        if self.seat is not None:
            join["seat"] = self.seat
        if self.token is not None:
            join["token"] = self.token
        if self.extensions:
            join["extensions"] = list(self.extensions)
        return join

    def connect(self) -> dict[str, Any]:
        """Join (raising JoinError if refused) and start reading; the `joined` message."""
        sock, stream, reply = self._open()
        self._take(sock, reply)
        self._reader = threading.Thread(target=self._read, args=(stream,), name="seat-client", daemon=True)
        self._reader.start()
        return reply

    def _take(self, sock: socket.socket, reply: dict[str, Any]) -> None:
        with self.lock:
            self.sock = sock
            self.joined_seq = reply.get("seq", 0)
        self.joined = reply
        self.seat = reply.get("seat")
        self.token = reply.get("token", self.token)
        self.last_seq = reply.get("seq", 0)
        self.on_message(reply)

    # -- reading

    def _next(self, stream: Any) -> dict[str, Any] | None:
        """The host's next message, checked (HostFault); None when the connection ends."""
        line = stream.readline(MAX_LINE + 1)
        if not line:
            return None
        if len(line) > MAX_LINE:
            raise HostFault(key="fault_long_line", n=MAX_LINE // 1024)
        try:
            message = decode(line)
        except ValueError as exc:
            raise HostFault.carrying(exc) if isinstance(exc, EscobaError) else HostFault(str(exc)) from None
        self.checker.check(message)
        return message

    def _read(self, stream: Any) -> None:
        reason = "closed"
        why = "closed"  # what the screen words: closed, error, stopped, gave_up or invalid
        while True:
            try:
                while True:
                    message = self._next(stream)
                    if message is None:
                        break
                    if "seq" in message:
                        self.last_seq = message["seq"]
                    if message["type"] in ("game_end", "quit"):
                        self.over = True
                    elif message["type"] == "stopped":
                        if message.get("resumes") is True:
                            self.resumes = True  # it will be back: we try again, as after a drop
                        else:
                            self.stopped = True
                            reason, why = "the host stopped the table", "stopped"
                    elif message["type"] == "rematch_status" and message.get("state") == "agreed":
                        self.over = False  # a new match at the table: a drop is one to come back from
                    if message["type"] == "error":
                        reason = shown_text(message.get("message", "error"), MAX_ERROR_SHOWN)
                        why = "error"
                    self.on_message(message)
            except HostFault as exc:
                self.invalid, self.fault = str(exc), exc
                self.close()  # a host that breaks the protocol is left, never joined again
            except (OSError, ValueError):
                pass
            if self.closing or self.over or self.stopped:
                break
            stream = self._come_back()
            if stream is None:
                reason = f"no answer after {self.attempts} attempts" if not self.invalid else reason
                why = "gave_up"
                break
        closed: dict[str, Any] = {
            "type": "_closed",
            "reason": f"{INVALID}: {self.invalid}" if self.invalid else reason,
            "why": "invalid" if self.invalid else why,
        }
        if self.invalid:
            closed["invalid"] = self.invalid  # what was wrong (English), and as facts for the screen to word
            closed["fault"] = self.fault if self.fault is not None else EscobaError(self.invalid)
        self.on_message(closed)

    def _come_back(self) -> Any:
        """Join again with the token until the host takes us back or `retry.total_s` has
        passed, waiting longer after each failed attempt (`retry`). Each attempt is told
        (`_reconnecting` with its number, from 1, how long it has tried and for how long it
        will): the screen says what it does."""
        start = self.clock()
        most = self.retry.total_s
        self.attempts = 0
        while not self.closing and self.clock() - start <= most:
            self.attempts += 1
            tried = self.clock() - start
            self.on_message(
                {
                    "type": "_reconnecting",
                    "attempt": self.attempts,
                    "tried_ms": int(tried * 1000),
                    "most_ms": int(most * 1000),
                }
            )
            try:
                sock, stream, reply = self._open()
            except JoinError as exc:
                if exc.code == "invalid":
                    self.invalid, self.fault = exc.detail, exc.facts.get("fault")
                    return None
                if exc.code in ("bad_token", "table_full", "unknown_table"):
                    return None
                left = most - (self.clock() - start)
                if left <= 0 or self.closing:
                    break
                self.wait(min(self.retry.wait(self.attempts), left))
                continue
            self.reconnects += 1
            self.resumes = False
            self._take(sock, reply)
            return stream
        return None

    # -- writing

    def send(self, message: dict[str, Any], answering: int | None = None) -> None:
        """Send a line; a failure is left to the reader, which reconnects. `answering`:
        the seq of the message this answers; an answer to a message of a connection
        since lost is dropped (the host sends `resync` and the `turn` again)."""
        with self.lock:
            sock = self.sock
            if sock is None or (answering is not None and answering < self.joined_seq):
                return
            try:
                sock.sendall(encode(message))
            except OSError:
                pass

    def move(self, move: str, answering: int | None = None) -> None:
        self.send({"type": "move", "move": move}, answering)

    def ask_rematch(self) -> None:
        """Ask for a rematch (only once the host has offered one: `rematch_status` open)."""
        self.send({"type": "rematch"})

    def drop(self) -> None:
        """Cut the connection as a network would (tests): the reader comes back."""
        with self.lock:
            sock = self.sock
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def close(self) -> None:
        self.closing = True
        self._closed.set()  # a wait before the next attempt ends now
        with self.lock:
            sock, self.sock = self.sock, None
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()

    def messages(self, timeout: float = 30.0) -> Iterator[dict[str, Any]]:
        """The host's messages from the inbox until the connection is closed for good."""
        while True:
            message = self.inbox.get(timeout=timeout)
            yield message
            if message.get("type") == "_closed":
                return


def play_bot(
    client: SeatClient,
    choose: Callable[[dict[str, Any]], str] | None = None,
    timeout: float = 30.0,
    on_move: Callable[[float], None] | None = None,
) -> list[dict[str, Any]]:
    """Play a seat to the end, answering every `turn` (by default with its first legal
    move); every message received, in order. `on_move(seconds)` gets the time from each
    move sent to the `played` that confirms it (the move's latency at the client)."""
    pick = choose or (lambda turn: turn["legal"][0])
    received = []
    sent_at: float | None = None
    for message in client.messages(timeout):
        received.append(message)
        kind = message.get("type")
        if kind == "turn":
            sent_at = time.perf_counter()
            client.move(pick(message), message.get("seq"))
        elif kind == "played" and message.get("seat") == client.seat and sent_at is not None:
            if on_move is not None:
                on_move(time.perf_counter() - sent_at)
            sent_at = None
        elif kind == "quit":
            client.close()
    return received
