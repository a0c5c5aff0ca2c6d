"""Standings made up game by game (wins, draws, a forfeit, an abandoned game), not played."""

from __future__ import annotations

from escoba_tui.game.results import Fault, Result
from escoba_tui.tournament.schedule import make_schedule
from escoba_tui.tournament.standings import (
    GameSummary,
)

PLAYERS = [{"name": n, "spec": "random"} for n in ("Ada", "Bruno", "Carmen", "Dario")]


def fake_results(t, how_many: int | None = None, challenger_wins: bool = False) -> tuple[list, dict[str, GameSummary]]:
    """Standings need only the outcome of each game: made up here (wins, draws, a
    forfeit, an abandoned game) rather than played, so every branch of the file shows."""
    schedule = make_schedule(t)
    done = {}
    for i, g in enumerate(schedule[:how_many]):
        sides = (
            tuple((s,) for s in range(t.seats))
            if not t.partners
            else (tuple(range(0, t.seats, 2)), tuple(range(1, t.seats, 2)))
        )
        n = len(sides)
        kind = i % 5
        winner = None if kind == 3 else i % n
        if challenger_wins:  # the first player's side wins every game: an SPRT decides
            kind, winner = 0, next(k for k, side in enumerate(sides) if any(g.seating[seat] == 0 for seat in side))
        scores = tuple(21 if s == winner else 10 + s for s in range(n))
        hands = tuple(tuple((h + s + i) % 4 for s in range(n)) for h in range(1 + i % 3))
        result = Result.FORFEIT if kind == 4 else Result.FINISHED  # kind 3: finished, nobody won (a draw)
        if i % 11 == 10 and not challenger_wins:
            result, winner = Result.ABANDONED, None
        done[g.id] = GameSummary(
            g.id,
            result,
            winner,
            scores,
            sides,
            hands,
            forfeit_seat=1 if result == Result.FORFEIT else None,
            forfeit_reason=Fault.TIMEOUT if result == Result.FORFEIT else None,
        )
    return schedule, done
