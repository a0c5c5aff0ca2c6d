"""`escoba analyze`: where the points went, move by move, by master's search.

Every move of a record is searched again from the seat that made it, with only what
that seat could see then (its hand, the table, the captured piles, the history): the
move the search likes best, and how many points of the hand the move played is
expected to lose against it (never below 0). Labels by the loss, in points of the hand:

    best         the search's own choice, or within 0.05 of it
    good         less than 0.2
    inaccuracy   less than 0.5
    mistake      less than 1.0
    blunder      1.0 or more

A move with no alternative is `best` (with no reason) and is left out of the
players' figures: `mean_loss` is the mean loss over the seat's moves that had a
choice, `accuracy` the share of those labelled best or good (0 to 1).
By default every move is searched over DEFAULT_ITERS worlds, so the analysis of a
record is the same on every run and every machine, and the same wherever it is shown
(`escoba analyze`, the replay's review); `ms` searches for a time instead. Both are
bounded as a searching player's are (players/limits.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Callable, Sequence

from .cards import RANK_OF, VELO, Card, Move
from .engine import HandState, SeatView
from .players.explain import table_reason
from .players.limits import SearchLimit
from .players.master import evaluate
from .reasons import Reason
from .record import Record, hand_states

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
# Upper bounds (exclusive) of the loss for each label but the last.
THRESHOLDS = (0.05, 0.2, 0.5, 1.0)
# The one budget of an analysis given neither a time nor a number of worlds: the
# command line and the replay's review show the same result for the same record.
DEFAULT_ITERS = 100


def label_for(loss: float) -> str:
    for name, bound in zip(LABELS, THRESHOLDS):
        if loss < bound:
            return name
    return LABELS[-1]


@dataclass
class MoveAnalysis:
    hand: int  # 1-based hand of the record
    index: int  # 1-based move within the hand
    seat: int
    played: str
    best: str
    loss: float
    label: str
    reason: tuple[Reason, ...] = ()  # what the move gave away, for moves that lost something
    forced: bool = False

    def reason_text(self) -> str:
        """The reason in English (the command line's words)."""
        from .i18n.strings import english_words, say

        return say(self.reason, words=english_words()) if self.reason else ""

    def to_json(self) -> dict:
        return {
            "hand": self.hand, "index": self.index, "seat": self.seat, "played": self.played,
            "best": self.best, "loss": self.loss, "label": self.label, "reason": self.reason_text(),
        }


@dataclass
class PlayerAnalysis:
    seat: int
    mean_loss: float
    accuracy: float
    moves: int  # moves with a choice


@dataclass
class Analysis:
    moves: list[MoveAnalysis] = field(default_factory=list)
    players: list[PlayerAnalysis] = field(default_factory=list)

    def to_json(self) -> dict:
        return {
            "moves": [m.to_json() for m in self.moves],
            "players": [{"seat": p.seat, "mean_loss": p.mean_loss, "accuracy": p.accuracy} for p in self.players],
        }


def positions(record: Record) -> list[tuple[int, int, HandState, Move]]:
    """(hand, index, position before the move, move) for every move of the record."""
    out = []
    for h, states in enumerate(hand_states(record), 1):
        moves = record.hands[h - 1].moves
        for i, state in enumerate(states[:-1], 1):
            out.append((h, i, state, moves[i - 1]))
    return out


def analyze_position(
    state: HandState, move: Move, hand: int, index: int, ms: float | None = None,
    iters: int | None = None, seed: int = 0,
) -> MoveAnalysis:
    """The analysis of one move from the position before it."""
    seat = state.turn
    legal = state.legal_moves()
    played_i = next(i for i, m in enumerate(legal) if m.same_as(move))
    played = legal[played_i]
    if len(legal) == 1:
        return MoveAnalysis(hand, index, seat, str(played), str(played), 0.0, "best", (), True)
    view = state.view(seat)
    rng = Random(f"analyze|{seed}|{hand}|{index}")
    if iters is None and ms is None:
        iters = DEFAULT_ITERS
    stop = (SearchLimit(iters=iters) if ms is None else SearchLimit(ms, iters)).stop()
    result = evaluate(view, legal, rng, stop, match_aware=False, protect=played_i)
    best_i = result.best
    loss = 0.0 if best_i == played_i else max(0.0, result.values[best_i] - result.values[played_i])
    loss = round(loss, 2)
    label = label_for(loss)
    reason = () if label == "best" else explain_loss(view, played, legal[best_i], loss)
    return MoveAnalysis(hand, index, seat, str(played), str(legal[best_i]), loss, label, reason)


def analyze_record(
    record: Record,
    ms: float | None = None,
    iters: int | None = None,
    seed: int = 0,
    on_move: Callable[[int, int, MoveAnalysis], None] | None = None,
) -> Analysis:
    """Analyse every move of `record` (see the module's notes); `on_move(done, total,
    move)` is called after each one (progress bars, a viewer filling in)."""
    todo = positions(record)
    analysis = Analysis()
    for k, (h, i, state, move) in enumerate(todo, 1):
        one = analyze_position(state, move, h, i, ms, iters, seed)
        analysis.moves.append(one)
        if on_move is not None:
            on_move(k, len(todo), one)
    analysis.players = summarize(analysis.moves, len(record.seats))
    return analysis


def summarize(moves: Sequence[MoveAnalysis], seats: int) -> list[PlayerAnalysis]:
    out = []
    for s in range(seats):
        mine = [m for m in moves if m.seat == s and not m.forced]
        if mine:
            mean = sum(m.loss for m in mine) / len(mine)
            acc = sum(1 for m in mine if m.label in ("best", "good")) / len(mine)
        else:
            mean, acc = 0.0, 1.0
        out.append(PlayerAnalysis(s, round(mean, 3), round(acc, 3), len(mine)))
    return out


# ---------------------------------------------------------------- why a move lost


def _takes(move: Move) -> tuple[Card, ...]:
    return (move.card, *move.captures) if move.captures else ()


def explain_loss(view: SeatView, played: Move, best: Move, loss: float) -> tuple[Reason, ...]:
    """What the move played gave away against the best one, as facts (reasons.py's
    ANALYSIS_CODES; "sweepable" as the players use it), from what the seat could see."""
    table = list(view.table)
    counts = view.escoba_counts()
    best_sweeps = bool(best.captures) and len(best.captures) == len(table) and counts and not best.claim
    played_sweeps = bool(played.captures) and len(played.captures) == len(table) and counts and not played.claim
    if best_sweeps and not played_sweeps:
        return (Reason("missed_sweep", _takes(best)),)
    if (VELO in _takes(best) and VELO not in _takes(played)) or (not played.captures and played.card == VELO):
        return (Reason("gave_up_velo"),)
    if not played.captures and RANK_OF[played.card] == 7:
        return (Reason("threw_seven", (played.card,)),)
    if not view.is_last_play:
        left = table_reason(view, played)
        if left and left[0].code == "sweepable":
            return (left[0],)
    best_sevens = sum(1 for c in _takes(best) if RANK_OF[c] == 7)
    played_sevens = sum(1 for c in _takes(played) if RANK_OF[c] == 7)
    if best_sevens > played_sevens:
        return (Reason("missed_seven", _takes(best) or (best.card,)),)
    if played.captures and len(_takes(best)) > len(_takes(played)):
        return (Reason("took_less", (), (len(_takes(played)), len(_takes(best)))),)
    return (Reason("worth_more", _takes(best) or (best.card,), (round(loss, 2),)),)
