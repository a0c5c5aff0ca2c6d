"""The referee: plays one game between Player objects and never trusts them."""

from __future__ import annotations

from random import Random
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Callable, Sequence

from .cards import NOTATION, Move
from .engine import Game, HandScore, default_teams, new_deck, side_of
from .players.base import Decision, GameInfo, Player, PlayerFault
from .rules import Rules

MAX_HANDS = 500  # a game still tied after this many hands is abandoned


@dataclass
class Outcome:
    """A played game: the engine's Game, who played it, and how it ended."""

    game: Game
    names: list[str]
    specs: list[str]
    seed: int | None
    result: str = "finished"  # finished | abandoned | forfeit
    forfeit_seat: int | None = None
    forfeit_reason: str | None = None
    forfeit_detail: str = ""
    started: datetime = field(default_factory=lambda: datetime.now(timezone.utc).replace(microsecond=0))
    reasons: list[tuple[int, int, str]] = field(default_factory=list)  # (hand, seat, reason)

    @property
    def winner(self) -> int | None:
        """The winning side: by play, or against the side that forfeited."""
        if self.result == "finished":
            return self.game.winner
        if self.result == "forfeit" and self.forfeit_seat is not None:
            # From the teams, not the hand: a forfeit in start_game comes before any hand.
            loser = side_of(self.game.teams, self.forfeit_seat)
            scores = self.game.running_scores()
            others = [i for i in range(len(self.game.teams)) if i != loser]
            return max(others, key=lambda i: (scores[i], -i))
        return None

    def record(self):  # -> record.Record
        from .record import record_from_outcome

        return record_from_outcome(self)


def _fault(seat: int, exc: BaseException, what: str) -> PlayerFault:
    fault = exc if isinstance(exc, PlayerFault) else PlayerFault("crash", f"{what} raised {type(exc).__name__}: {exc}")
    if fault.seat is None:
        fault.seat = seat
    return fault


def _tell(seat: int, player: Player, message: dict) -> None:
    if player.wants_events:
        try:
            player.notify(message)
        except Exception as exc:
            raise _fault(seat, exc, message["type"]) from exc


def _tell_all(players: Sequence[Player], message: dict) -> None:
    for seat, player in enumerate(players):
        _tell(seat, player, message)


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
    seats = len(players)
    teams = [list(t) for t in teams] if teams is not None else default_teams(seats)
    game = Game(rules, teams)
    names = list(names) if names is not None else [getattr(p, "name", f"seat {i}") for i, p in enumerate(players)]
    specs = list(specs) if specs is not None else [getattr(p, "name", "?") for p in players]
    outcome = Outcome(game, names, specs, seed)
    deck_rng = Random(seed)
    team_tuple = tuple(tuple(t) for t in game.teams)
    seat = 0
    try:
        for seat, player in enumerate(players):
            try:
                player.start_game(GameInfo(seat, seats, team_tuple, rules, tuple(names), time_ms))
            except Exception as exc:
                raise _fault(seat, exc, "start_game") from exc
        while not game.over:
            if len(game.hands) >= MAX_HANDS:
                outcome.result = "abandoned"
                break
            hand = game.start_hand(new_deck(deck_rng))
            for seat, player in enumerate(players):
                _tell(seat, player, {
                    "type": "hand_start", "hand_number": len(game.hands), "dealer": hand.dealer,
                    "table": [NOTATION[c] for c in hand.deck[:4]], "hand": [NOTATION[c] for c in hand.hands[seat]],
                    "scores": list(game.scores),
                })
            round_start = hand.deck_pos
            while not hand.over:
                if hand.deck_pos != round_start:
                    round_start = hand.deck_pos
                    for s, player in enumerate(players):
                        _tell(s, player, {"type": "deal", "hand": [NOTATION[c] for c in hand.hands[s]]})
                seat = hand.turn
                legal = hand.legal_moves()
                player = players[seat]
                try:
                    decision = player.decide(hand.view(seat), list(legal))
                except Exception as exc:
                    raise _fault(seat, exc, "decide") from exc
                if not isinstance(decision, Decision):
                    decision = Decision(decision) if isinstance(decision, Move) else Decision(None)  # type: ignore[arg-type]
                move = hand.find_legal(decision.move) if isinstance(decision.move, Move) else None
                if move is None:
                    raise _fault(seat, PlayerFault("illegal move", f"{decision.move!s} is not legal here"), "decide")
                game.play(move)
                if decision.reason:
                    outcome.reasons.append((len(game.hands), seat, decision.reason))
                if on_move is not None:
                    on_move(game, seat, move, decision)
                _tell_all(players, {"type": "played", "seat": seat, "move": str(move)})
            score = game.finish_hand()
            if on_hand_end is not None:
                on_hand_end(game, score)
            _tell_all(players, {
                "type": "hand_end", "points": list(score.points), "scores": list(game.scores),
                "detail": score.detail(),
            })
    except PlayerFault as fault:
        outcome.result = "forfeit"
        outcome.forfeit_seat = fault.seat if fault.seat is not None else seat
        outcome.forfeit_reason = fault.reason
        outcome.forfeit_detail = fault.detail
    finally:
        end = {"type": "game_end", "scores": game.running_scores(), "winner": outcome.winner, "result": outcome.result}
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
