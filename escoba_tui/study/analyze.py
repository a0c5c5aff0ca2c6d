"""`escoba analyze`: where the points went, move by move, by master's search.

Every move of a record is searched again from the seat that made it, with only what
that seat could see then (its hand, the table, the captured piles, the history): the
move the search likes best, and how many points of the hand the move played is
expected to lose against it (never below 0).

How: when no card is hidden from the seat (two sides, the last deal) the rest of the
hand is solved exactly. Otherwise every legal move is played out in the same sampled
worlds (common worlds: two moves are compared on the same deals, so their difference
is measured, not their two noises); moves clearly behind the best drop out, and the
search goes on past its first worlds, up to SPREAD times as many, only while the
label of the move played is not settled (the loss near a threshold or near the noise
line: see `settled`).

Labels by the loss, in points of the hand:

    best         the search's own choice, or within 0.05 of it, or within the noise
    good         less than 0.2
    inaccuracy   less than 0.5
    mistake      less than 1.0
    blunder      1.0 or more

Each loss comes with its certainty: `exact` (solved), `clear` (the loss is more than
NOISE_Z standard errors of the difference above 0, over the common worlds, as the
search's base budget of worlds measures it: see `noise_se`) or `noise` (it is not: the
search cannot tell the move from the best at its base budget, and the move is labelled
best whatever its loss; a move within the noise is never called a mistake). The noise
line is drawn at the base budget whatever the worlds searched, so that a search that
goes on measures the loss more closely against the same line: two runs, one of which
searched longer, do not draw it at two places.

A move with no alternative is `best` (exact, with no reason) and is left out of the
players' figures: `mean_loss` is the mean loss over the seat's moves that had a
choice; `accuracy` (0 to 100) is made from those moves' losses by `move_accuracy` and
`game_accuracy` (the formula is in their notes).
By default every move is searched over DEFAULT_ITERS worlds at least (up to SPREAD
times as many where the label needs them), so the analysis of a record is the same on
every run and every machine, and the same wherever it is shown (`escoba analyze`, the
replay's review, the end of a match); `ms` searches for a time instead. Both are
bounded as a searching player's are (players/limits.py).
"""

from __future__ import annotations

import math
import os
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from random import Random

from ..errors import EscobaError
from ..game.cards import RANK_OF, VELO, Card, Move
from ..game.engine import HandState, SeatView
from ..game.reasons import Reason
from ..game.record import Record, hand_states
from ..players.expert import at_sight, rollout, ties
from ..players.explain import table_reason
from ..players.knowledge import card_worths
from ..players.limits import MAX_ITERS, SearchLimit, Stop
from ..players.master import Inference, Utility, Worlds, solve_known

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
# Upper bounds (exclusive) of the loss for each label but the last.
THRESHOLDS = (0.05, 0.2, 0.5, 1.0)
CERTAINTIES = ("exact", "clear", "noise")
# The one budget of an analysis given neither a time nor a number of worlds: the
# command line, the replay's review and the end of a match show the same result for
# the same record. Worlds a move gets at least; up to SPREAD times as many where the
# label is not settled.
DEFAULT_ITERS = 100
SPREAD = 4
# Worlds between two looks at the standings (whether to drop a move, whether to stop).
BATCH = 20
DROP_EVERY = 8  # worlds between two looks at which moves to drop (from twice as many)
# A loss within NOISE_Z standard errors of 0 (as a search of the base budget measures it,
# noise_se) is noise; a move is dropped once it trails the leader by DROP_Z standard
# errors (never the move played).
NOISE_Z = 2.5
DROP_Z = 3.0
# Sampling goes on while a line where the label changes (a threshold, or the noise line)
# is within THRESHOLD_Z standard errors of the loss (see settled).
THRESHOLD_Z = 2.0
# Move accuracy: 100 at no loss, halved by every HALF_LOSS points lost (see move_accuracy).
HALF_LOSS = 0.5
FLOOR = 1.0  # no move's accuracy goes below this in the harmonic mean


def label_for(loss: float) -> str:
    for name, bound in zip(LABELS, THRESHOLDS):
        if loss < bound:
            return name
    return LABELS[-1]


def label_of(loss: float, certainty: str) -> str:
    """The label of a loss with its certainty: within the noise, `best`."""
    return "best" if certainty == "noise" else label_for(loss)


def move_accuracy(loss: float, label: str) -> float:
    """One move's accuracy, 0 to 100: 100 for a move labelled best (forced moves, the
    search's choice, a loss within the noise), else 100 * 2 ** (-loss / HALF_LOSS):
    about 93 for a loss of 0.05, 76 for 0.2, 50 for 0.5, 25 for a point, 6 for two."""
    if label == "best":
        return 100.0
    return 100.0 * 2.0 ** (-max(0.0, loss) / HALF_LOSS)


def game_accuracy(accuracies: Sequence[float]) -> float:
    """A player's accuracy for a game, 0 to 100, from its moves' (with a choice): the mean
    of their plain mean and their harmonic mean (each move at least FLOOR), as lichess
    does, so that one blunder among good moves shows: 30 best moves and one of a two-point
    loss (6.25) make 82.2, not the 97 of a plain mean. No move with a choice: 100."""
    if not accuracies:
        return 100.0
    n = len(accuracies)
    plain = sum(accuracies) / n
    harmonic = n / sum(1.0 / max(a, FLOOR) for a in accuracies)
    return (plain + harmonic) / 2


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
    certainty: str = "exact"  # exact, clear or noise (see the module's notes)
    worlds: int = 0  # worlds searched (1 when solved, 0 when forced)
    se: float = 0.0  # the loss's standard error over the common worlds (0 when exact)

    @property
    def accuracy(self) -> float:
        return move_accuracy(self.loss, self.label)

    def reason_text(self) -> str:
        """The reason in English (the command line's words)."""
        from ..i18n.catalogue import english_words
        from ..i18n.wording import say

        return say(self.reason, words=english_words()) if self.reason else ""

    def to_json(self) -> dict:
        return {
            "hand": self.hand,
            "index": self.index,
            "seat": self.seat,
            "played": self.played,
            "best": self.best,
            "loss": self.loss,
            "label": self.label,
            "certainty": self.certainty,
            "reason": self.reason_text(),
        }


@dataclass
class PlayerAnalysis:
    seat: int
    mean_loss: float
    accuracy: float  # 0 to 100 (game_accuracy)
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


def search_limit(ms: float | None = None, iters: int | None = None) -> tuple[SearchLimit, int]:
    """The analysis's limit for one move and the worlds it gets at least: by default
    DEFAULT_ITERS worlds, up to SPREAD times as many; `iters` the same from another
    number; `ms` a time per move instead (at least BATCH worlds, if the time allows)."""
    if ms is not None:
        return SearchLimit(ms, iters), BATCH
    least = DEFAULT_ITERS if iters is None else iters
    return SearchLimit(iters=min(MAX_ITERS, least * SPREAD)), least


def analyze_position(
    state: HandState,
    move: Move,
    hand: int,
    index: int,
    ms: float | None = None,
    iters: int | None = None,
    seed: int = 0,
) -> MoveAnalysis:
    """The analysis of one move from the position before it."""
    seat = state.turn
    legal = state.legal_moves()
    played_i = next(i for i, m in enumerate(legal) if m.same_as(move))
    played = legal[played_i]
    if len(legal) == 1:
        return MoveAnalysis(hand, index, seat, str(played), str(played), 0.0, "best", (), True, "exact", 0)
    view = state.view(seat)
    rng = Random(f"analyze|{seed}|{hand}|{index}")
    limit, least = search_limit(ms, iters)
    verdict = search_position(view, legal, played_i, rng, limit.stop(), least)
    loss = round(verdict.loss, 2)
    certainty = verdict.certainty if loss > 0 or verdict.certainty == "exact" else "clear"
    label = label_of(loss, certainty)
    best = legal[verdict.best]
    reason = () if label == "best" else explain_loss(view, played, best, loss)
    return MoveAnalysis(
        hand, index, seat, str(played), str(best), loss, label, reason, False, certainty, verdict.worlds, verdict.se
    )


# ---------------------------------------------------------------- the search


@dataclass
class PositionVerdict:
    """The analysis's search of one position: the value of every legal move (points of the
    hand for the seat's side, over the same worlds), the best, the loss of the move played
    against it, the standard error of that loss over the worlds searched (0 when exact)
    and its certainty."""

    moves: list[Move]
    values: list[float]
    best: int
    played: int
    loss: float
    se: float
    certainty: str
    worlds: int


def certainty_of(loss: float, se: float, exact: bool = False) -> str:
    """`exact` (solved to the end of the hand), `noise` (a loss above 0 but within NOISE_Z
    standard errors `se` of it: the search cannot tell the move from the best; the
    analysis passes noise_se), else `clear`."""
    if exact:
        return "exact"
    return "noise" if 0 < loss <= NOISE_Z * se else "clear"


def noise_se(se: float, worlds: int, least: int) -> float:
    """The standard error the noise line is drawn with: the loss's after `least` worlds
    (the search's base budget), estimated from its `se` after `worlds` (the spread of one
    world's difference, se * sqrt(worlds), over sqrt(least)). Fixed by the position, not
    by how long the search ran: more worlds measure the loss more closely against the
    same line, so that two runs, one of which searched longer, draw the line alike."""
    return se * math.sqrt(worlds / least) if least > 0 and worlds > 0 else se


def settled(loss: float, se: float, line_se: float | None = None) -> bool:
    """True when more worlds are unlikely to change the label: no line where the label
    changes lies within THRESHOLD_Z standard errors (`se`) of the loss. The lines are the
    thresholds and the noise line, NOISE_Z times `line_se` (noise_se; `se` if None) above
    0, under which the move is best. Below the first threshold the move is best whatever
    the noise. `loss` is below 0 when the move played leads: how far the next move trails
    it."""
    if se <= 0:
        return True
    low, high = loss - THRESHOLD_Z * se, loss + THRESHOLD_Z * se
    if high < THRESHOLDS[0]:
        return True
    noise_line = max(THRESHOLDS[0], NOISE_Z * (se if line_se is None else line_se))
    lines = [noise_line, *(b for b in THRESHOLDS if b > noise_line)]
    return not any(low < b < high for b in lines)


def _paired(
    a: Sequence[float], b: Sequence[float], weights: Sequence[float], total: float, n_eff: float
) -> tuple[float, float]:
    """The weighted mean of a - b over the same worlds, and its standard error."""
    d = [x - y for x, y in zip(a, b)]
    mean = sum(w * x for w, x in zip(weights, d)) / total
    var = max(sum(w * (x - mean) ** 2 for w, x in zip(weights, d)) / total, 0.0)
    return mean, math.sqrt(var / n_eff) if n_eff > 1 else math.inf


def search_position(
    view: SeatView, legal: Sequence[Move], played: int, rng: Random, stop: Stop, least: int
) -> PositionVerdict:
    """Search every legal move of a position from `view`'s information: exactly to the end
    of the hand when no card is hidden (two sides), else on sampled worlds, every move
    still in the running played out in each (common worlds, so that their difference is
    measured, not their two noises). Moves clearly behind the leader drop out; sampling
    goes on past `least` worlds, until `stop`, only while the label of the move played is
    not settled (the top moves close, or the loss near a threshold)."""
    legal = list(legal)
    k = len(legal)
    utility = Utility(view.rules, view.side, view.scores, False)
    claims = [m for m in legal if m.claim]
    # Two sides: the exact values (with more, the solver's values are guarantees, not
    # the loss against the others' own play: they are sampled like hidden cards).
    solved = solve_known(view, legal, utility, stop.deadline) if len(view.teams) == 2 else None
    if solved is not None:
        exact: list[float] = solved
        best = max(range(k), key=lambda i: (exact[i], -i))
        loss = max(0.0, exact[best] - exact[played])
        return PositionVerdict(legal, exact, best, played, loss, 0.0, "exact", 1)
    worth = card_worths(view)
    prefer = [at_sight(m, worth) for m in legal]
    sweep_totals = frozenset(view.rules.capture_targets)
    inference = Inference(view, worth)
    source = Worlds(view, rng, claims)
    results: list[list[float]] = [[] for _ in range(k)]
    weights: list[float] = []
    alive = list(range(k))
    worlds = 0
    first = max(1, min(least, stop.worlds))
    # The noise line's budget: `least` worlds when the search counts them; searching for a
    # time, the worlds it searched.
    reference = first if stop.fixed else 0
    while True:
        world, hands = source.next()
        weights.append(inference.weight(hands) if inference else 1.0)
        for i in alive:
            h = world.copy()
            h.play_unchecked(legal[i])
            rollout(h, worth, sweep_totals)
            results[i].append(utility(h))
        worlds += 1
        if stop.done(worlds):
            break
        if len(alive) > 2 and worlds >= 2 * DROP_EVERY and not worlds % DROP_EVERY:
            alive = _drop(alive, results, weights, played, prefer)
        if worlds >= first and not (worlds - first) % BATCH:
            best, loss, se = _standing(alive, results, weights, played)
            if settled(loss, se, noise_se(se, worlds, reference or worlds)):
                break
    values = [_mean(results[i], weights) for i in range(k)]
    best, loss, se = _standing(alive, results, weights, played)
    loss = max(0.0, loss)
    return PositionVerdict(
        legal, values, best, played, loss, se, certainty_of(loss, noise_se(se, worlds, reference or worlds)), worlds
    )


def _mean(seen: Sequence[float], weights: Sequence[float]) -> float:
    ws = weights[: len(seen)]
    return sum(w * r for w, r in zip(ws, seen)) / (sum(ws) or 1.0)


def _effective(weights: Sequence[float]) -> tuple[float, float]:
    total = sum(weights)
    return total, total * total / max(sum(w * w for w in weights), 1e-300)


def _standing(
    alive: list[int], results: list[list[float]], weights: list[float], played: int
) -> tuple[int, float, float]:
    """The leader among the moves still in the running, the loss of the move played
    against it and that loss's standard error, over the worlds they all saw."""
    total, n_eff = _effective(weights)
    if total <= 0:
        return played, 0.0, math.inf
    means = {i: sum(w * r for w, r in zip(weights, results[i])) / total for i in alive}
    best = max(alive, key=lambda i: (means[i], i == played, -i))
    if best == played:
        others = [i for i in alive if i != played]
        if not others:
            return played, 0.0, 0.0
        # How far the next move trails the move played (a loss below 0), and how surely.
        runner = max(others, key=lambda i: (means[i], -i))
        gap, se = _paired(results[runner], results[played], weights, total, n_eff)
        return played, min(0.0, gap), se
    loss, se = _paired(results[best], results[played], weights, total, n_eff)
    return best, loss, se


def _drop(
    alive: list[int], results: list[list[float]], weights: list[float], played: int, prefer: Sequence[float]
) -> list[int]:
    """The moves still in the running: the move played always; of moves with the same
    result in every world, one; and none clearly behind the leader (DROP_Z standard
    errors of the difference)."""
    tie = ties(alive, results, prefer) - {played}
    alive = [i for i in alive if i not in tie]
    total, n_eff = _effective(weights)
    if total <= 0 or len(alive) < 3:
        return alive
    means = {i: sum(w * r for w, r in zip(weights, results[i])) / total for i in alive}
    leader = max(alive, key=lambda i: (means[i], -i))
    keep = []
    for i in alive:
        if i not in (leader, played):
            gap, se = _paired(results[leader], results[i], weights, total, n_eff)
            if gap > DROP_Z * max(se, 0.02):
                continue
        keep.append(i)
    return keep


# ---------------------------------------------------------------- a record, move by move

CANCEL_CHECK_S = 0.05  # analyze_apart asks whether it is cancelled at least this often
CHILD_NICE = 5  # analyze_apart's child runs this much nicer than its parent
CHILD_END_S = 2.0  # how long a terminated child has to end before it is killed


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


def _analyze_child(record: Record, ms: float | None, iters: int | None, seed: int, conn: Connection) -> None:
    """analyze_apart's child process: every result down the pipe as it comes, then the whole.
    It runs at a lower priority than the program that waits for it: on a busy machine the
    keys of a UI come before the search."""
    if hasattr(os, "nice"):
        try:
            os.nice(CHILD_NICE)
        except OSError:
            pass
    try:
        analysis = analyze_record(
            record,
            ms=ms,
            iters=iters,
            seed=seed,
            on_move=lambda done, total, one: conn.send(("move", (done, total, one))),
        )
        conn.send(("done", analysis))
    except BaseException as exc:  # said to the parent, which raises it there as an EscobaError
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def _start_resource_tracker() -> None:
    """Start multiprocessing's resource tracker (spawn starts one with its first child),
    passing it a real stderr: a full-screen app's stderr is a stand-in whose fileno() is
    -1 (Textual's), and the tracker's start then fails with "bad value(s) in fds_to_keep"."""
    from multiprocessing import resource_tracker

    stderr = sys.stderr
    try:
        real = stderr is not None and stderr.fileno() >= 0
    except (OSError, ValueError, AttributeError):  # no file behind it: the tracker leaves it out
        real = True
    if real:
        resource_tracker.ensure_running()
        return
    with _TRACKER_LOCK:
        try:
            sys.stderr = sys.__stderr__ if sys.__stderr__ is not None else None
            resource_tracker.ensure_running()
        finally:
            sys.stderr = stderr


_TRACKER_LOCK = threading.Lock()


def analyze_apart(
    record: Record,
    ms: float | None = None,
    iters: int | None = None,
    seed: int = 0,
    on_move: Callable[[int, int, MoveAnalysis], None] | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> Analysis | None:
    """analyze_record in a process of its own, for a program that must stay responsive
    while it runs (the game's review): a search in a thread of the same process holds the
    interpreter's lock, and the keys waited seconds behind it. `on_move` is called here, in
    the caller's thread, as each result arrives; `cancelled` is asked between results and
    at least every CANCEL_CHECK_S: once true, the child is ended at once (not at the end of
    the move it is searching) and None is returned. What `on_move` raises ends the child too."""
    import multiprocessing
    from multiprocessing.connection import wait

    # spawn, not fork: the caller has threads (a UI's), and a forked child would inherit
    # whatever locks they held at that moment.
    ctx = multiprocessing.get_context("spawn")
    _start_resource_tracker()
    ours, theirs = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_analyze_child, args=(record, ms, iters, seed, theirs), daemon=True)
    child.start()
    theirs.close()
    try:
        while not cancelled():
            if not wait([ours, child.sentinel], CANCEL_CHECK_S):
                continue
            if not ours.poll():  # the child is gone and said nothing more
                raise EscobaError(key="analysis_ended", code=child.exitcode)
            try:
                kind, payload = ours.recv()
            except EOFError:
                raise EscobaError(key="analysis_ended", code=child.exitcode) from None
            if kind == "move":
                if on_move is not None:
                    on_move(*payload)
            elif kind == "done":
                return payload
            else:
                raise EscobaError(key="analysis_stopped", reason=str(payload))
        return None
    finally:
        ours.close()
        if child.is_alive():
            child.terminate()
        child.join(CHILD_END_S)
        if child.is_alive():
            child.kill()
            child.join()


def summarize(moves: Sequence[MoveAnalysis], seats: int) -> list[PlayerAnalysis]:
    """Each seat's mean loss and accuracy (0 to 100) over its moves with a choice."""
    out = []
    for s in range(seats):
        mine = [m for m in moves if m.seat == s and not m.forced]
        mean = sum(m.loss for m in mine) / len(mine) if mine else 0.0
        acc = game_accuracy([m.accuracy for m in mine])
        out.append(PlayerAnalysis(s, round(mean, 3), round(acc, 1), len(mine)))
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
