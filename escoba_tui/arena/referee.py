"""The referee: plays one game between Player objects and never trusts them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from random import Random

from ..errors import EscobaError, part
from ..game.cards import Move, shown_move, shown_value
from ..game.engine import EngineError, Game, HandScore, HandState, default_teams, side_of
from ..game.loop import GameLoop, Message, game_end_message
from ..game.reasons import Because
from ..game.results import Result as Result  # re-exported: Outcome.result is one
from ..game.rules import Rules
from ..players.base import Decision, Fault, GameInfo, Player, PlayerFault

MAX_HANDS = 500  # a game still tied after this many hands is abandoned


@dataclass
class Outcome:
    """A played game: the engine's Game, who played it, and how it ended."""

    game: Game
    names: list[str]
    specs: list[str]
    seed: int | None
    result: Result = Result.FINISHED
    forfeit_seat: int | None = None
    forfeit_reason: Fault | None = None
    forfeit_detail: str = ""  # in English; shown, never stored (a record keeps forfeit_reason)
    forfeit_said: str | EscobaError = ""  # the same as facts, worded where shown (a tournament's line)
    started: datetime = field(default_factory=lambda: datetime.now(UTC).replace(microsecond=0))
    reasons: list[tuple[int, int, Because]] = field(default_factory=list)  # (hand, seat, reason)

    def __post_init__(self) -> None:
        # Callers may still give the plain strings (they are the enums' values).
        self.result = Result(self.result)
        if self.forfeit_reason is not None:
            self.forfeit_reason = Fault(self.forfeit_reason)

    @property
    def winner(self) -> int | None:
        """The winning side: by play, or against the side that forfeited."""
        if self.result == Result.FINISHED:
            return self.game.winner
        if self.result == Result.FORFEIT and self.forfeit_seat is not None:
            # From the teams, not the hand: a forfeit in start_game comes before any hand.
            loser = side_of(self.game.teams, self.forfeit_seat)
            scores = self.game.running_scores()
            others = [i for i in range(len(self.game.teams)) if i != loser]
            return max(others, key=lambda i: (scores[i], -i))
        return None

    def record(self):  # -> record.Record
        from ..game.record import record_from_outcome

        return record_from_outcome(self)


def _fault(seat: int, exc: BaseException, what: str) -> PlayerFault:
    fault = (
        exc
        if isinstance(exc, PlayerFault)
        else PlayerFault("crash", part("player_raised", what=what, error=EscobaError(f"{type(exc).__name__}: {exc}")))
    )
    if fault.seat is None:
        fault.seat = seat
    return fault


def start_seat(seat: int, player: Player, info: GameInfo) -> None:
    """Start a seat's player for a game; a player that raises is a PlayerFault of that
    seat (as in play_game; the Gymnasium environment's opponents start through it)."""
    try:
        player.start_game(info)
    except Exception as exc:
        raise _fault(seat, exc, "start_game") from exc


def tell_seat(seat: int, player: Player, message: Message) -> None:
    """Tell a seat's player an event, if it wants events; a player that raises is a
    PlayerFault of that seat (the referee's and a hosted table's one telling step)."""
    if player.wants_events:
        try:
            player.notify(message)
        except Exception as exc:
            raise _fault(seat, exc, message["type"]) from exc


def ask_seat(seat: int, player: Player, hand: HandState) -> tuple[Move, Decision]:
    """Ask the seat to move a player: the legal move it chose (the engine's own) and its
    Decision. A player that raises or answers a move that is not legal is a PlayerFault
    of that seat. The one asking step of the referee and of a hosted table."""
    try:
        answer = player.decide(hand.view(seat), list(hand.legal_moves()))
    except Exception as exc:
        raise _fault(seat, exc, "decide") from exc
    return checked_answer(seat, hand, answer), answer if isinstance(answer, Decision) else Decision(answer)


def checked_answer(seat: int, hand: HandState, answer: object) -> Move:
    """The engine's legal move a player's answer (a Decision or a bare Move) names; any
    other answer, of whatever type or shape, is a PlayerFault of that seat saying what it was."""
    given = answer.move if isinstance(answer, Decision) else answer
    move = hand.find_legal(given)  # type: ignore[arg-type]
    if move is None:
        raise _fault(seat, PlayerFault("illegal move", part("player_not_legal", move=shown_move(given))), "decide")
    return move


def play_game(
    players: Sequence[Player],
    rules: Rules,
    teams: Sequence[Sequence[int]] | None = None,
    names: Sequence[str] | None = None,
    specs: Sequence[str] | None = None,
    seed: int | None = 0,
    time_ms: int | None = None,
    on_move: Callable[[Game, int, Move, Decision], None] | None = None,
    on_hand_end: Callable[[Game, HandScore], None] | None = None,
) -> Outcome:
    """Play a game to its end. Decks come from `Random(seed)`, so the same seed
    deals the same cards whoever sits where (the duplicate format relies on it).
    A player that raises, returns an illegal move or breaks the protocol forfeits."""
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise EngineError(f"players are a list of Player objects, not {shown_value(players)}")
    for seat, player in enumerate(players):
        if not isinstance(player, Player):
            raise EngineError(f"seat {seat}: a player is a Player (see make_player), not {shown_value(player)}")
    seats = len(players)
    teams = [list(t) for t in teams] if teams is not None else default_teams(seats)
    game = Game(rules, teams)
    names = list(names) if names is not None else [getattr(p, "name", f"seat {i}") for i, p in enumerate(players)]
    specs = list(specs) if specs is not None else [getattr(p, "name", "?") for p in players]
    outcome = Outcome(game, names, specs, seed)
    loop = GameLoop(game, lambda s, message: tell_seat(s, players[s], message), Random(seed))
    team_tuple = tuple(tuple(t) for t in game.teams)
    seat = 0
    try:
        for seat, player in enumerate(players):
            try:
                player.start_game(GameInfo(seat, seats, team_tuple, rules, tuple(names), time_ms))
            except Exception as exc:
                raise _fault(seat, exc, "start_game") from exc
        decision = Decision(None)  # type: ignore[arg-type]

        def ask(seat: int, hand: HandState) -> Move:
            nonlocal decision
            move, decision = ask_seat(seat, players[seat], hand)
            return move

        def played(seat: int, move: Move, escoba: bool) -> None:
            if decision.reason:
                outcome.reasons.append((len(game.hands), seat, decision.reason))
            if on_move is not None:
                on_move(game, seat, move, decision)

        def counted(score: HandScore) -> None:
            if on_hand_end is not None:
                on_hand_end(game, score)

        if not loop.run(ask, played, counted, MAX_HANDS):
            outcome.result = Result.ABANDONED
    except PlayerFault as fault:
        outcome.result = Result.FORFEIT
        outcome.forfeit_seat = fault.seat if fault.seat is not None else seat
        outcome.forfeit_reason = fault.reason
        outcome.forfeit_detail, outcome.forfeit_said = str(fault.detail), fault.detail
    finally:
        end = game_end_message(game, outcome.winner, outcome.result)
        for s, player in enumerate(players):
            try:
                if outcome.forfeit_seat != s and player.wants_events:
                    player.notify(end)
            except Exception:
                pass
            try:
                player.close()
            except Exception:
                pass
    return outcome
