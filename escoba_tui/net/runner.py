"""The thread that plays a hosted table's matches (network.md), one after another.

It runs as the referee runs a game: through the one game loop, each seat asked through
the referee's own step (referee.ask_seat, tell_seat), so a seat that crashes, answers a
move that is not legal or runs out of time forfeits as it would anywhere. Built-in and
`cmd:` seats are ordinary players; a remote seat is a `RemotePlayer`, whose `decide`
sends `turn` to its connection and waits for the `move` the host's event loop hands
over (`events`), for its clock or for the grace period of a seat away. Each step runs
under the table's lock and is saved: a move before anyone is told of it.
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..arena.referee import MAX_HANDS, Outcome, ask_seat, tell_seat
from ..errors import part
from ..game.cards import Card, Move
from ..game.engine import HandScore, HandState, SeatView
from ..game.loop import QUIT_MESSAGE, GameLoop, Message, game_end_message, turn_message
from ..game.results import Result
from ..game.seeds import player_seed
from ..players import Decision, GameInfo, Player, PlayerFault, make_player
from .seats import REMOTE
from .wire import PRESENCE, REMATCH

if TYPE_CHECKING:
    from .table_state import TableState as Table


class _HostStopping(BaseException):
    """The host is shutting down: leave the game as saved, without ending it."""


class _Abandoned(BaseException):
    """Every person at the table is gone: the match ends with nobody at fault, rather than
    being played to its end by computers for nobody (record.md: `abandoned`)."""


@dataclass
class Awaiting:
    """The move awaited from a remote seat: its turn's number and legal moves."""

    seat: int
    turn_id: int
    legal: list[Move]
    answered: bool = False


class RemotePlayer(Player):
    """A seat played over a connection: events and turns go out through the table."""

    wants_events = True

    def __init__(self, runner: MatchRunner, seat: int) -> None:
        self.runner = runner
        self.table = runner.table
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
        return self.runner.await_move(self.seat, view, list(legal))


class _SavedLoop(GameLoop):
    """The game loop as a table runs it: each step under the table's lock, and saved
    (a move by the `on_played` the runner gives, before anyone is told of it)."""

    def __init__(self, table: Table, tell: Callable[[int, Message], None]) -> None:
        super().__init__(table.game, tell, table.deck_rng)
        self.table = table

    def start_hand(self, deck: Sequence[Card] | None = None) -> HandState:
        with self.table.lock:
            hand = super().start_hand(deck)
            self.table.save()
        return hand

    def play(self, move: Move, on_played: Callable[[int, Move, bool], None] | None = None) -> bool:
        with self.table.lock:
            escoba = super().play(move, on_played)
        if self.table.stopping:
            raise _HostStopping()
        return escoba

    def finish_hand(self, on_counted: Callable[[HandScore], None] | None = None) -> HandScore:
        with self.table.lock:
            score = super().finish_hand(on_counted)
            self.table.save()
        return score


class MatchRunner:
    """Plays the table's match, then each rematch agreed, in the table's thread."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.events: queue.Queue = queue.Queue()  # from the host's event loop: moves, joins, drops
        self.awaiting: Awaiting | None = None
        self._turns = 0
        self.ai: dict[int, Player] = {}  # who plays on for a seat gone too long

    def put(self, *event: Any) -> None:
        self.events.put(event)

    def run(self) -> None:
        table = self.table
        resumed = table.started
        try:
            while True:
                outcome = self._run_match(resumed)
                if outcome is None or not self._after_match():
                    break
                table.new_match()
                resumed = False
        except Exception as exc:  # a bug must end this table, never the host
            table.log({"event": "error", "table": table.code, "detail": f"{type(exc).__name__}: {exc}"})
        finally:
            table.done.set()

    def _run_match(self, resumed: bool) -> Outcome | None:
        """Play the match at the table to its end (None: the host stopped)."""
        table = self.table
        players: list[Player] = []
        outcome = None
        try:
            if not table.started:
                while table.seats_waiting():
                    self._next_event(5.0)
            with table.lock:
                table.started = True
                table.save_meta()
                table.watchers.tell(table.watching_message())  # the names are final now
            for seat, spec in enumerate(table.config.seats):
                if spec == REMOTE:
                    players.append(RemotePlayer(self, seat))
                else:
                    players.append(make_player(spec, seed=player_seed(table.config.seed or 0, seat)))
            for seat, player in enumerate(players):
                if resumed and isinstance(player, RemotePlayer):
                    Player.start_game(player, table.info(seat))  # it has its hello already
                    continue
                try:
                    player.start_game(table.info(seat))
                except PlayerFault as fault:
                    fault.seat = seat
                    raise
            table.log(
                {
                    "event": "started" if not resumed else "resumed",
                    "table": table.code,
                    **({"match": table.match_number} if table.match_number > 1 else {}),
                }
            )
            outcome = self._play(players)
        except _HostStopping:
            table.log({"event": "stopped", "table": table.code})
        except _Abandoned:
            outcome = table.outcome_of(Result.ABANDONED)
            table.log({"event": "abandoned", "table": table.code, "cause": "every remote seat is gone"})
        except PlayerFault as fault:
            outcome = table.outcome_of(Result.FORFEIT, fault.seat, fault.reason)
            table.log({"event": "forfeit", "table": table.code, "seat": fault.seat, "cause": fault.reason})
        except Exception as exc:  # a bug must end this table, never the host
            table.log({"event": "error", "table": table.code, "detail": f"{type(exc).__name__}: {exc}"})
        finally:
            if outcome is not None:
                self._finish(players, outcome)
            for player in [*players, *self.ai.values()]:
                if not isinstance(player, RemotePlayer):
                    try:
                        player.close()
                    except Exception:
                        pass
        return outcome

    def _play(self, players: list[Player]) -> Outcome:
        """The match through the one game loop; a seat asked as the referee asks, its clock started first."""
        table = self.table

        def tell(seat: int, message: Message) -> None:
            marked = message
            if message["type"] == "played" and table.seats.taken_over[message["seat"]]:
                # The computer's move for a seat gone too long, said so (docs/network.md) to
                # spectators and the seats that asked for presence: it is not the friend's own.
                marked = {**message, "takeover": True}
            if seat == 0:  # each message once, as the seats are told it: the public part of it
                table.watchers.publish(marked)
            wants = isinstance(players[seat], RemotePlayer) and PRESENCE in table.seats.ext[seat]
            tell_seat(seat, players[seat], marked if wants else message)

        def ask(seat: int, hand: HandState) -> Move:
            table.turn_begins(seat)
            return ask_seat(seat, players[seat], hand)[0]

        def played(seat: int, move: Move, escoba: bool) -> None:
            # Saved before anyone is told (on_played runs first): a host killed at any
            # moment has every move a seat saw.
            table.move_clock.clear()
            table.save()

        finished = _SavedLoop(table, tell).run(ask, played, max_hands=MAX_HANDS)
        return table.outcome_of(Result.FINISHED if finished else Result.ABANDONED)

    def _finish(self, players: list[Player], outcome: Outcome) -> None:
        """Tell every seat how the match ended and keep its record (the `quit` comes
        once it is clear whether a rematch follows: _after_match)."""
        table = self.table
        table.outcome = outcome
        end = game_end_message(table.game, outcome.winner, outcome.result)
        with table.lock:
            table.finished = True
            table.move_clock.clear()
            # Who forfeited and why, to the seats that asked for presence and to spectators
            # (docs/network.md): a receiver ignores fields it does not know, and a plain
            # client gets game_end as specified.
            told = end
            cause = outcome.forfeit_reason.value if outcome.forfeit_reason is not None else None
            if outcome.forfeit_seat is not None:
                told = {**end, "forfeit_seat": outcome.forfeit_seat, "forfeit_cause": cause}
            table.watchers.publish(told)
            # Kept (save_meta below) for a seat that comes back once it is over: it is told this.
            table.ended = {
                "result": str(end["result"]),
                "scores": list(end["scores"]),
                "winner": end["winner"],
                "forfeit_seat": outcome.forfeit_seat,
                "forfeit_cause": cause,
            }
            for seat, player in enumerate(players):
                if isinstance(player, RemotePlayer):
                    table.send(seat, told if PRESENCE in table.seats.ext[seat] else end)
                elif player.wants_events and outcome.forfeit_seat != seat:
                    try:
                        player.notify(end)
                    except Exception:
                        pass
            table.store.keep_record(outcome.record(), table.match_number)
            table.save_meta()
        table.log(
            {
                "event": "finished",
                "table": table.code,
                "result": outcome.result,
                "scores": table.game.running_scores(),
                "winner": outcome.winner,
            }
        )

    def _after_match(self) -> bool:
        """Offer a rematch where every remote seat is connected and asked for the addition
        in its `join`; True once every one of them has asked for it. Otherwise (no offer,
        a seat left, time ran out, the host stopped) every seat is sent `quit` and closed."""
        table, seats, offer = self.table, self.table.seats, self.table.rematch
        with table.lock:
            if table.stopping or not seats.all_here_asking(REMATCH):
                self._close_all()
                return False
            offer.offer(table.clock(), table.config.rematch_s)
            table.rematch_status("open")
        table.log({"event": "rematch_offered", "table": table.code})
        reason = "timeout"
        try:
            while True:
                with table.lock:
                    if seats.any_remote_gone():
                        reason = "left"
                        break
                    if offer.agreed_by(seats.remote):
                        offer.open = False
                        table.rematch_status("agreed")
                        table.log({"event": "rematch_agreed", "table": table.code})
                        return True
                left = offer.left(table.clock())
                if left <= 0:
                    break
                self._next_event(left)
        except _HostStopping:
            reason = "stopped"
        with table.lock:
            offer.open = False
            table.rematch_status("declined", reason)
            self._close_all()
        table.log({"event": "rematch_declined", "table": table.code, "reason": reason})
        return False

    def _close_all(self) -> None:
        """The last line to every seat (`quit`), then its connection closed."""
        table = self.table
        with table.lock:
            for seat in table.seats.remote:
                table.send(seat, dict(QUIT_MESSAGE))
                table.seats.let_go(seat)
            table.watchers.close_all(dict(QUIT_MESSAGE))

    def await_move(self, seat: int, view: SeatView, legal: list[Move]) -> Decision:
        """The move of a remote seat: from its connection, or from the AI that plays on for
        it. PlayerFault when its time runs out or a seat stays away past the grace period."""
        table, seats = self.table, self.table.seats
        with table.lock:
            self._turns += 1
            awaiting = self.awaiting = Awaiting(seat, self._turns, legal)
            table.send_turn(seat, turn_message(view, legal, table.config.move_ms))
        fallback = table.clock() + table.config.move_ms / 1000
        try:
            while True:
                now = table.clock()
                self._check_grace(now)
                with table.lock:
                    # The clock's end moves on by the time its seat was away (join).
                    deadline = (table.move_clock.end or fallback) + 1.0
                    connected = seats.conns[seat] is not None
                    if not connected and seats.taken_over[seat]:
                        awaiting.answered = True
                        ai = self.ai[seat]
                    else:
                        ai = None
                if ai is not None:
                    return ai.decide(view, legal)
                if connected and now >= deadline:
                    raise PlayerFault("timeout", part("player_no_move_within", ms=table.config.move_ms))
                wait = self._next_expiry(now, deadline if connected else None)
                event = self._next_event(wait)
                if event is not None and event[0] == "move" and event[1] == awaiting.turn_id:
                    return Decision(event[2])
        finally:
            with table.lock:
                self.awaiting = None

    def _next_event(self, wait: float) -> tuple | None:
        try:
            event = self.events.get(timeout=max(0.0, wait))
        except queue.Empty:
            return None
        if event[0] == "stop" or self.table.stopping:
            raise _HostStopping()
        return event

    def _next_expiry(self, now: float, deadline: float | None) -> float:
        ends = [deadline] if deadline is not None else []
        with self.table.lock:
            ends += [lost + self.table.config.grace_s for _, lost in self.table.seats.away()]
        return min([e - now for e in ends] + [5.0])

    def _check_grace(self, now: float) -> None:
        table, config = self.table, self.table.config
        with table.lock:
            for seat, lost in table.seats.away():
                if now - lost < config.grace_s:
                    continue
                if config.takeover is None:
                    fault = PlayerFault("disconnect", part("player_away", seconds=float(config.grace_s)))
                    fault.seat = seat
                    raise fault
                table.seats.taken_over[seat] = True
                if seat not in self.ai:
                    ai = make_player(config.takeover, seed=player_seed(config.seed or 0, seat))
                    ai.start_game(table.info(seat))
                    self.ai[seat] = ai
                table.log({"event": "taken_over", "table": table.code, "seat": seat, "by": config.takeover})
                if table.move_clock.thinking == seat:
                    table.move_clock.untimed()  # the AI's own time, not the seat's clock
                table.presence()
            if table.seats.all_gone():
                raise _Abandoned()
