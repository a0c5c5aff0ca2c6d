"""The Player interface the referee, the game and tournaments talk to."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..errors import EscobaError
from ..game.cards import Move
from ..game.engine import SeatView, side_of
from ..game.reasons import Because
from ..game.results import FAULTS, Fault  # a player's fault; re-exported as the players' own word
from ..game.rules import Rules


class PlayerFault(EscobaError):
    """A player broke the rules of play (see player-protocol.md "Faults"); it forfeits."""

    def __init__(self, reason: str, detail: str | EscobaError = "") -> None:
        if reason not in FAULTS:
            raise ValueError(f"unknown fault {reason!r}")
        # Keyed: the fault's word and its detail worded where shown (FAULT_WORDS); the
        # reason alone as the message, so a pickled fault is built again from it.
        super().__init__(reason, key="player_fault_detail" if detail else "player_fault", fault=reason, detail=detail)
        self.reason = Fault(reason)
        self.detail = detail
        self.seat: int | None = None  # set by the referee


class PlayerSpecError(EscobaError, ValueError):
    """A player spec that names no known player or gives it options it does not take."""


@dataclass(frozen=True)
class GameInfo:
    """What a player learns once, when a game starts (the protocol's `hello`)."""

    seat: int
    seats: int
    teams: tuple[tuple[int, ...], ...]
    rules: Rules
    names: tuple[str, ...]
    time_ms: int | None = None  # per-move budget the referee enforces, if any

    @property
    def target(self) -> int:
        return self.rules.target

    @property
    def side(self) -> int:
        return side_of(self.teams, self.seat)

    def partners(self) -> tuple[int, ...]:
        return tuple(s for s in self.teams[self.side] if s != self.seat)


class Decision(NamedTuple):
    """A chosen move and why: built-ins give facts (Reason clauses) the UI words;
    a player from outside may give a line of its own text."""

    move: Move
    reason: Because = ()


class Player:
    """Base class of every player. Override `decide` (or `choose`, for the move alone).

    The referee calls `start_game` once, then `decide` whenever the seat must play,
    passing the seat's view and every legal move; the returned move must be one of
    them. Players with `wants_events = True` also get every event of the game through
    `notify` as player-protocol messages (`hand_start`, `deal`, `played`, ...).
    """

    name = "player"
    wants_events = False
    info: GameInfo | None = None

    def start_game(self, info: GameInfo) -> None:
        self.info = info

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        """The move for `view`'s seat, with any reasons to show. `legal` is a
        `Sequence[Move]` (a tuple or a list: index it, never change it) of every legal
        move, never empty; the move returned must be one of them."""
        return Decision(self.choose(view, legal))

    def choose(self, view: SeatView, legal: Sequence[Move]) -> Move:
        """The move alone (see `decide`): `legal` is a `Sequence[Move]` of every legal
        move, never empty; return one of them."""
        if type(self).decide is Player.decide:
            raise NotImplementedError(f"{type(self).__name__} must define decide() or choose()")
        return self.decide(view, legal).move

    def notify(self, message: dict[str, Any]) -> None:
        """An event of the game, as the player protocol writes it."""

    def close(self) -> None:
        """The game is over or abandoned: release any resource (a process, a thread)."""
