"""A seat at a hosted table as the game screen drives it: a LocalMatch-like match whose other seats are the host.

The game screen runs a match: it deals, asks the human for a move, lets the other seats
"think" in a worker, applies moves and counts hands. `ClientMatch` answers the same
calls from what the host sends: the hand is a SeatMirror's picture (own cards real,
hidden ones stand-ins), an opponent's `decide` waits for the host's `played`, and the
human's move goes to the host. No Textual here; the screen feeds `receive` from the
connection's messages, on its own thread.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar

from ..game.cards import Move
from ..game.engine import HandScore, HandState, SeatView, game_winner
from ..game.results import Result
from ..net.client import SeatClient
from ..net.mirror import SeatMirror
from ..net.wire import PRESENCE, SHOWN
from ..players import Decision, GameInfo, Player, make_player
from .session import HUMAN, Seat, hint_spec
from ..game.values import is_int

REMOTE = "remote"


class _Game:
    """What the screen reads of a game: sides, scores, the hand, the winner."""

    def __init__(self, teams: list[list[int]], target: int) -> None:
        self.teams = teams
        self.target = target
        self.scores = [0] * len(teams)
        self.hand: HandState | None = None
        self.winner: int | None = None
        self.ended = False  # the host said game_end (a forfeit ends a match early)
        self.hands: list[Any] = []

    @property
    def over(self) -> bool:
        return self.winner is not None or self.ended

    def running_scores(self) -> list[int]:
        hand = self.hand
        # Ended early (a forfeit): the host's game_end scores already hold this hand's
        # escobas, as the record does; adding them again would show points nobody has.
        if hand is None or hand.over or self.ended:
            return list(self.scores)
        return [a + b for a, b in zip(self.scores, hand.side_escobas())]


class HostSeat(Player):
    """Another seat at the table: its move is the one the host reports."""

    def __init__(self, match: ClientMatch, seat: int) -> None:
        self.match = match
        self.seat = seat
        self.name = match.names[seat]

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        move = self.match.wait_for_move(self.seat, len(view.history))
        if move is None:
            raise LookupError("the position changed while waiting")  # a resync: the screen moves on
        return Decision(move)


def presence_state(presence: dict[str, Any], seat: int, seats: int) -> str:
    """`seat`'s state in the host's presence message: here, away, left (away on purpose:
    their player said they leave), open, ai or host; "" for anything else."""
    state = presence["seats"][seat]
    left = presence.get("left")
    if state == "away" and isinstance(left, list) and len(left) == seats and left[seat] is True:
        return "left"
    return state if state in ("here", "away", "open", "ai", "host") else ""


def both_say_shown(client: Any) -> bool:
    """Whether this client and the host it joined both speak the `shown` addition."""
    return SHOWN in client.extensions and SHOWN in (client.joined.get("extensions") or ())


class ClientMatch:
    """The LocalMatch interface of ui/session.py, played through a SeatClient."""

    def __init__(self, client: SeatClient, hello: dict[str, Any], clock: Callable[[], float] | None = None) -> None:
        self.client = client
        # Every countdown on screen reads this clock (tests move one by hand).
        self.clock: Callable[[], float] = clock if clock is not None else (lambda: time.monotonic())
        self.hello = hello
        self.mirror = SeatMirror(hello)  # the latest hand the host has dealt
        # One picture per hand: the screen may still be showing the last moves of a hand
        # when the host has dealt the next.
        self.mirrors: dict[int, SeatMirror] = {}
        self.me = self.mirror.seat
        self.rules = self.mirror.rules
        self.names = tuple(self.mirror.names)
        self.seats = [Seat(n, HUMAN if i == self.me else REMOTE) for i, n in enumerate(self.names)]
        self.partners = any(len(t) > 1 for t in self.mirror.teams)
        self.seed = 0
        self.started = datetime.now(UTC).replace(microsecond=0)
        self.game = _Game(self.mirror.teams, self.rules.target)
        self.players: dict[int, Player] = {i: HostSeat(self, i) for i in range(len(self.names)) if i != self.me}
        teams = tuple(tuple(t) for t in self.mirror.teams)
        hinter = make_player(hint_spec(), seed=0)
        hinter.start_game(GameInfo(self.me, len(self.names), teams, self.rules, self.names))
        self.hinters: dict[int, Player] = {self.me: hinter}
        self.changed = threading.Condition()
        self.generation = 0  # bumped by resync: waits for a move of an old position give up
        self.turn_seq: int | None = None  # the host's `turn` awaiting our move, by seq
        self.pending: str | None = None  # our move, made before the host's turn arrived
        self.result: dict[str, Any] | None = None  # game_end
        self.closed = False
        # The host's additions (docs/network.md): the table's presence as last told, when
        # it came (the clock counts down from there), our own clock from our `turn`, and
        # the rematch's state after game_end (None: none offered, or not yet).
        self.presence: dict[str, Any] | None = None
        self.presence_at = 0.0
        self.my_clock: tuple[int, float] | None = None  # (time_ms, when the turn came)
        self.rematch: dict[str, Any] | None = None
        self.rematch_at = 0.0
        self.asked_rematch = False
        self.shown_for: int | None = None  # the `turn` (by seq) we told the host our screen shows
        # The plays the computer made for a seat gone too long, by (hand, index in the hand):
        # the host marks them (`takeover` on `played`), and the log says whose they are.
        self.takeovers: set[tuple[int, int]] = set()
        # The connection as the screen tells it: down since when, and the attempt to join
        # again under way (None: up); `lost` once the client gave up or the host closed;
        # the host's `stopped` when it said it stops.
        self.down: tuple[float, int] | None = None
        self.retry_most_ms: int | None = None  # how long the client tries to join again, in all
        self.lost: dict[str, Any] | None = None
        self.stopped: dict[str, Any] | None = None
        self.lost_at = 0.0

    # -- who is connected, who is thinking (the presence addition)

    def take_presence(self, message: dict[str, Any], at: float | None = None) -> None:
        seats = message.get("seats")
        if not isinstance(seats, list) or len(seats) != len(self.names):
            return  # not a presence this table can draw: left alone, as unknown things are
        self.presence = message
        self.presence_at = self.clock() if at is None else at

    def connected(self) -> bool:
        return self.down is None and self.lost is None and self.stopped is None

    def seat_state(self, seat: int) -> str:
        """here, away, open, ai or host (a seat the host plays); "" when not told;
        "unknown" for every other seat while we cannot hear the host."""
        if not self.connected() and seat != self.me and self.result is None:
            return "unknown"
        return "" if self.presence is None else presence_state(self.presence, seat, len(self.names))

    def thinking(self) -> int | None:
        """The seat whose move the host awaits, as last told; nobody once the match is over
        (a forfeit ends it while a seat was being waited for)."""
        if self.result is not None:
            return None
        seat = self.presence.get("thinking") if self.presence is not None else None
        return seat if is_int(seat) else None

    def clock_ms(self, seat: int, now: float | None = None) -> int | None:
        """Time left on the host's clock for `seat`'s move, counting down since we were told;
        None once the match is over (nothing counts down on the end screens)."""
        if self.result is not None:
            return None
        now = self.clock() if now is None else now
        left = self.presence.get("time_ms") if self.presence is not None and self.thinking() == seat else None
        if is_int(left):  # the host's word: the truth
            # A clock held for the seat's screen to show the turn stands still that long at most.
            held = self.held_ms(seat, self.presence_at) or 0
            return max(0, left - max(0, int((now - self.presence_at) * 1000) - held))
        if seat == self.me and self.my_clock is not None:  # a host without presence: our turn's budget
            budget, since = self.my_clock
            return max(0, budget - int((now - since) * 1000))
        return None

    def held_ms(self, seat: int, now: float | None = None) -> int | None:
        """How long `seat`'s clock still waits for its screen to show the turn before it runs
        anyway (the host's word, counting down since we were told); None while it runs."""
        told = self.presence.get("held_ms") if self.presence is not None and self.thinking() == seat else None
        if not is_int(told):
            return None
        left = told - int(((self.clock() if now is None else now) - self.presence_at) * 1000)
        return left if left > 0 else None

    def turn_shown(self) -> None:
        """Our screen shows the turn the host asked for: said once per turn to a host that has
        the `shown` addition, whose clock for our move starts then (the count may have been up)."""
        with self.changed:
            seq = self.turn_seq
            # (a host without the addition, an older one, would take the line for a fault)
            if seq is None or seq == self.shown_for or not both_say_shown(self.client):
                return
            self.shown_for = seq
            self.client.send({"type": "shown"}, seq)

    def away_ms(self, seat: int, now: float | None = None) -> int | None:
        """Time left before an away seat forfeits or the computer plays on for it (the
        host's grace, counting down since we were told); None when not told, and once the
        match is over (nothing is waited for: a departed seat's panel stops counting down)."""
        if self.seat_state(seat) not in ("away", "left") or self.result is not None:
            return None
        told = self.presence.get("away_ms") if self.presence is not None else None
        left = told[seat] if isinstance(told, list) and len(told) == len(self.names) else None
        if not is_int(left):
            return None
        return max(0, left - int(((self.clock() if now is None else now) - self.presence_at) * 1000))

    def grace_ms(self) -> int | None:
        """The table's grace period for a seat whose connection is gone, as the host said."""
        grace = self.presence.get("grace_ms") if self.presence is not None else None
        return grace if is_int(grace) else None

    def takeover(self) -> bool | None:
        """Whether the computer plays on for a seat gone past its grace (else it forfeits)."""
        takeover = self.presence.get("takeover") if self.presence is not None else None
        return takeover if isinstance(takeover, bool) else None

    def rematch_asked(self) -> list[int]:
        """The seats that asked for the rematch on offer, as the host last said."""
        asked = (self.rematch or {}).get("asked")
        return [s for s in asked if isinstance(s, int) and 0 <= s < len(self.names)] if isinstance(asked, list) else []

    def rematch_ms(self, now: float | None = None) -> int:
        now = self.clock() if now is None else now
        left = (self.rematch or {}).get("time_ms")
        return max(0, int(left) - int((now - self.rematch_at) * 1000)) if isinstance(left, int) else 0

    def ask_rematch(self) -> None:
        self.asked_rematch = True
        self.client.ask_rematch()

    # -- who is who (as LocalMatch)

    @property
    def humans(self) -> list[int]:
        return [self.me]

    @property
    def hand(self) -> HandState | None:
        return self.game.hand

    def side_name(self, side: int) -> str:
        from ..i18n.catalogue import SIDE_JOIN

        return SIDE_JOIN.join(self.names[s] for s in self.game.teams[side])

    def specs(self) -> list[str]:
        return [s.kind for s in self.seats]

    # -- the host's messages (the screen's thread)

    def receive(self, message: dict[str, Any]) -> str:
        """Take in one message; what it means for the screen: "deal", "played", "presence",
        "rematch", "turn", "resync", "end", "connection" (down, back, lost or stopped), or ""."""
        handler = self._RECEIVERS.get(str(message.get("type")))
        if handler is None:
            return ""
        with self.changed:
            return handler(self, message)

    def _on_reconnecting(self, message: dict[str, Any]) -> str:
        attempt = message.get("attempt")
        since = self.down[0] if self.down is not None else self.clock()
        self.down = (since, attempt if is_int(attempt) else 0)
        most = message.get("most_ms")
        self.retry_most_ms = most if is_int(most) and most >= 0 else None  # for how long it tries
        return "connection"

    def _on_joined(self, message: dict[str, Any]) -> str:
        self.down = None
        if self.stopped is not None and self.stopped.get("resumes") is True:
            self.stopped = None  # the host that said it would be back is back
        return "connection"

    def _on_stopped(self, message: dict[str, Any]) -> str:
        self.stopped = message
        return "connection"

    def _on_closed(self, message: dict[str, Any]) -> str:
        if self.lost is None:  # the first end is the one that counts: the close that
            # leaving causes (our own) must not hide that the host was lost for good
            self.lost = message
            self.lost_at = self.clock()
        return "connection"

    def _on_hand_start(self, message: dict[str, Any]) -> str:
        self.mirror = SeatMirror(self.hello)
        self.mirror.hand_start(message)
        self.mirrors[self.mirror.hand_number] = self.mirror
        for old in [n for n in self.mirrors if n < self.mirror.hand_number - 1]:
            del self.mirrors[old]
        self.changed.notify_all()
        return "deal"

    def _on_deal(self, message: dict[str, Any]) -> str:
        self.mirror.deal(message)
        return ""

    def _on_played(self, message: dict[str, Any]) -> str:
        self.mirror.played(message)
        if message.get("takeover") is True:
            self.takeovers.add((self.mirror.hand_number, len(self.mirror.history) - 1))
        if self.presence is not None and self.thinking() == message.get("seat"):
            self.presence = {**self.presence, "thinking": None, "time_ms": None}
        if message.get("seat") == self.me:
            self.my_clock = None
        self.changed.notify_all()
        return "played"

    def _on_presence(self, message: dict[str, Any]) -> str:
        self.take_presence(message)
        return "presence"

    def _on_rematch(self, message: dict[str, Any]) -> str:
        self.rematch = message
        self.rematch_at = self.clock()
        return "rematch"

    def _on_turn(self, message: dict[str, Any]) -> str:
        self.turn_seq = message.get("seq")
        budget = message.get("time_ms")
        if is_int(budget):
            self.my_clock = (budget, self.clock())
        if self.pending is not None:
            self.client.move(self.pending, self.turn_seq)
            self.pending = None
            self.turn_seq = None
        return "turn"

    def _on_resync(self, message: dict[str, Any]) -> str:
        self.down = None
        self.generation += 1
        self.turn_seq = None
        self.pending = None
        if message.get("state") is not None:
            self.mirror = SeatMirror(self.hello)
            self.mirror.resync(message["state"], int(message["hand_number"]))
            self.mirrors = {self.mirror.hand_number: self.mirror}
            self.game.scores = list(self.mirror.scores)
            hand = self.mirror.build()
            self.game.hand = hand
            if hand.over:  # counted on the host already: the next hand_start follows
                self.game.scores = [a + b for a, b in zip(self.game.scores, hand.score().points)]
                self.game.hand = None
                self.mirror = SeatMirror(self.hello)
                self.mirrors = {}
        self.changed.notify_all()
        return "resync"

    def _on_game_end(self, message: dict[str, Any]) -> str:
        self.result = message
        if message.get("result") == Result.FINISHED and (self.mirrors or self.game.hand is not None):
            return ""  # the screen gets there by itself, showing the last moves
        # Ended early (a forfeit, an abandoned match), or over before we came back (the
        # host tells a seat back at a finished table how it ended): shown now.
        self.game.ended = True  # a forfeit or an abandoned match ends it now
        self.game.scores = list(message.get("scores") or self.game.scores)
        self.game.winner = message.get("winner")
        self.generation += 1
        self.changed.notify_all()
        return "end"

    # Each message type the session takes in, and the method that takes it.
    _RECEIVERS: ClassVar[dict[str, Callable[[Any, dict[str, Any]], str]]] = {
        "_reconnecting": _on_reconnecting,
        "joined": _on_joined,
        "stopped": _on_stopped,
        "_closed": _on_closed,
        "hand_start": _on_hand_start,
        "deal": _on_deal,
        "played": _on_played,
        "presence": _on_presence,
        "rematch_status": _on_rematch,
        "turn": _on_turn,
        "resync": _on_resync,
        "game_end": _on_game_end,
    }

    def _shown(self) -> SeatMirror | None:
        """The picture of the hand on screen."""
        hand = self.game.hand
        return self.mirrors.get(hand.hand_number) if hand is not None else None

    def wait_for_move(self, seat: int, index: int) -> Move | None:
        """The move the host reports as play number `index` of the hand (a worker waits)."""
        with self.changed:
            generation = self.generation
            mirror = self._shown()
            while True:
                if self.generation != generation or mirror is None or self.closed:
                    return None
                history = mirror.history
                if len(history) > index:
                    played_by, move = history[index]
                    return move if played_by == seat else None
                self.changed.wait(0.5)

    def reveal(self) -> None:
        """Put the cards the host has shown into the picture before they are played on it."""
        hand = self.game.hand
        with self.changed:
            mirror = self._shown()
            # Not before the host has echoed our own last move: the picture would lose it.
            if hand is not None and mirror is not None and len(mirror.history) >= len(hand.history):
                self.game.hand = mirror.build(len(hand.history))

    # -- the screen's calls (as LocalMatch)

    def asked(self) -> bool:
        """Whether the host has asked for our move (its `turn` came after any `deal`)."""
        return self.turn_seq is not None

    def needs_deal(self) -> bool:
        hand = self.game.hand
        return not self.game.over and (hand is None or hand.over)

    def _next(self) -> SeatMirror | None:
        hand = self.game.hand
        if hand is None:
            return self.mirror if self.mirror.hand_number else None
        return self.mirrors.get(hand.hand_number + 1)

    def can_deal(self) -> bool:
        return self._next() is not None

    def start_hand(self, deck: list | None = None) -> HandState:
        with self.changed:
            mirror = self._next()
            assert mirror is not None, "start_hand before the host dealt"
            self.game.scores = list(mirror.scores)
            self.game.hand = mirror.build(0)
        return self.game.hand

    def send_move(self, move: Move) -> None:
        """Our move to the host. It is drawn as played only once the host's `played` says
        it has it (the screen waits): a move lost with the connection is asked for again."""
        with self.changed:
            if self.turn_seq is not None:
                self.client.move(str(move), self.turn_seq)
                self.turn_seq = None
            else:
                self.pending = str(move)

    def play(self, move: Move) -> bool:
        """A move the host has reported, made on the picture on screen."""
        hand = self.game.hand
        assert hand is not None
        return hand.play(move)

    def finish_hand(self) -> HandScore:
        hand = self.game.hand
        assert hand is not None
        score = hand.score()
        self.game.scores = [a + b for a, b in zip(self.game.scores, score.points)]
        self.game.winner = game_winner(self.game.scores, self.rules.target)
        return score

    def save(self, path: Path) -> Path:
        return path  # the host keeps the record of a hosted match

    def record(self) -> None:
        return None  # a seat cannot write one: it never saw the other hands

    def retire(self) -> None:
        """This match is over and another follows on the same connection: whatever still
        waits on this one gives up, and the connection stays open."""
        with self.changed:
            self.closed = True
            self.changed.notify_all()

    def close(self) -> None:
        """Leave the table: the connection closes and nobody waits for a move any more. In
        the middle of a match a host with presence is told first that we leave on purpose
        (`leave`): the others see that we left, not that we were lost."""
        with self.changed:
            leaving = not self.closed and self.result is None and self.connected()
            self.closed = True
            self.changed.notify_all()
        if leaving and PRESENCE in self.client.extensions and PRESENCE in (self.client.joined.get("extensions") or ()):
            self.client.send({"type": "leave"})
        self.client.close()
