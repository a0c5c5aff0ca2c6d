"""Standings: computed from the finished game records alone, saved as TOML, printed.

The file is tournaments/NAME/standings.toml. Its schema is written once, as the
`Standings` dataclass and its parts below: `compute` builds one and writes it with
`to_doc`, `parse_standings` / `read_standings` read one back and check every field.

An Elo end that is unbounded (all games won or lost) is +-inf in TOML, null in JSON;
a figure that is undefined (an Elo error or interval half width with an unbounded end,
the points-per-hand interval after a single hand) is nan in TOML, null in JSON. Only
those fields (the reader's `Unbounded` ones) may hold them; anywhere else a non-finite
number is refused.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from ..errors import EscobaError, part
from ..files.atomic import write_text_atomic
from ..files.schema import Reader, Unbounded, field_names, found
from ..files.reader import read_toml
from ..game.engine import seat_sides, side_of
from ..game.record import Record
from ..game.results import FAULTS, Fault, Result
from ..game.stats import mean_ci
from .config import Tournament
from .ratings import elo_pentanomial, elo_trinomial, los, openskill_ratings
from .schedule import ScheduledGame
from .sprt import SprtState, sprt_over_pairs

FORMAT = "escoba-standings"
VERSION = 1
# A player is reported as failing once it has forfeited this many games and at
# least half of all it played.
FAILING_MIN = 3


class StandingsError(EscobaError, ValueError):
    """A standings file that cannot be read."""


@dataclass(frozen=True)
class GameSummary:
    """What the standings need from one game record (and nothing that varies between
    runs, such as the start time)."""

    id: str
    result: Result
    winner: int | None
    scores: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...]
    hand_points: tuple[tuple[int, ...], ...]  # per finished hand: points per side
    forfeit_seat: int | None = None
    forfeit_reason: Fault | None = None


def summarize(record: Record, game: ScheduledGame) -> GameSummary:
    # A hand's detail is written only when the hand was played out; an interrupted
    # last hand (forfeit) would skew points per hand, so it is left out.
    finished = tuple(tuple(h.points) for h in record.hands if h.detail is not None)
    return GameSummary(
        game.id,
        record.result,
        record.winner,
        tuple(record.scores),
        tuple(tuple(t) for t in record.teams),
        finished,
        record.forfeit_seat,
        record.forfeit_reason,
    )


def _side_ranks(s: GameSummary) -> list[int]:
    """Rank per side (1 = best, ties equal): a forfeiting side is last, the winner
    first, the others by score."""
    n = len(s.teams)
    forfeit_side = None
    if s.result == Result.FORFEIT and s.forfeit_seat is not None:
        forfeit_side = side_of(s.teams, s.forfeit_seat)
    keys = []
    for i in range(n):
        keys.append(
            (
                0 if i == forfeit_side else 1,
                1 if i == s.winner else 0,
                s.scores[i],
            )
        )
    return [1 + sum(1 for other in keys if other > keys[i]) for i in range(n)]


class _Tally:
    def __init__(self, name: str, spec: str) -> None:
        self.name, self.spec = name, spec
        self.games = self.wins = self.draws = self.losses = 0
        self.hand_points: list[float] = []
        self.forfeits = {f: 0 for f in FAULTS}


def _finite(x: float, digits: int = 1) -> float:
    return round(x, digits) if math.isfinite(x) else x


class _Board:
    """The score board a tournament's standings are read from, fed one finished game at a
    time (in schedule order): each player's tally, the head-to-head counts, the games for
    the multi-seat ratings and, in a two-seat gauntlet, the challenger's points by pair."""

    def __init__(self, t: Tournament) -> None:
        self.t = t
        self.names = [p.name for p in t.players]
        n = len(self.names)
        self.tallies = [_Tally(p.name, p.spec) for p in t.players]
        self.h2h_score = [[0.0] * n for _ in range(n)]
        self.h2h_games = [[0] * n for _ in range(n)]
        self.h2h_wins = [[0] * n for _ in range(n)]
        self.h2h_losses = [[0] * n for _ in range(n)]
        self.skill_games: list[tuple[list[list[int]], list[int]]] = []
        self.pairs: dict[tuple[int, int], dict[int, int]] = {}  # (deal, group) -> rotation -> challenger points*2
        self.gauntlet_pairs = t.seats == 2 and t.format == "gauntlet"

    def add(self, g: ScheduledGame, s: GameSummary) -> None:
        side_of_seat = seat_sides(s.teams)
        ranks = _side_ranks(s)
        for seat, p in enumerate(g.seating):
            side = side_of_seat[seat]
            self._tally(self.tallies[p], s, seat, side)
            for other_seat, q in enumerate(g.seating):
                other_side = side_of_seat[other_seat]
                if other_side != side:  # partners are not opponents
                    self._head_to_head(p, q, ranks[side], ranks[other_side])
        self.skill_games.append(([[g.seating[seat] for seat in side] for side in s.teams], ranks))
        if self.gauntlet_pairs:
            challenger = self.t.player_index(self.t.challenger or "")
            side = side_of_seat[g.seating.index(challenger)]
            points = 2 if s.winner == side else 1 if s.winner is None else 0
            self.pairs.setdefault((g.deal, g.group), {})[g.rotation] = points

    @staticmethod
    def _tally(tally: _Tally, s: GameSummary, seat: int, side: int) -> None:
        tally.games += 1
        if s.winner is None:
            tally.draws += 1
        elif s.winner == side:
            tally.wins += 1
        else:
            tally.losses += 1
        tally.hand_points.extend(h[side] for h in s.hand_points)
        if s.result == Result.FORFEIT and s.forfeit_seat == seat and s.forfeit_reason in tally.forfeits:
            tally.forfeits[s.forfeit_reason] += 1

    def _head_to_head(self, p: int, q: int, rank: int, other_rank: int) -> None:
        self.h2h_games[p][q] += 1
        if rank < other_rank:
            self.h2h_score[p][q] += 1.0
            self.h2h_wins[p][q] += 1
        elif rank == other_rank:
            self.h2h_score[p][q] += 0.5
        else:
            self.h2h_losses[p][q] += 1

    def players(self) -> list[PlayerStanding]:
        """Each player's line, unranked, in the definition's order."""
        skills = openskill_ratings(self.names, self.skill_games) if self.t.seats > 2 else None
        return [self._standing(i, tally, skills) for i, tally in enumerate(self.tallies)]

    def _standing(self, i: int, tally: _Tally, skills: Any) -> PlayerStanding:
        score = tally.wins + tally.draws / 2
        pph, pph_ci = mean_ci(tally.hand_points)
        forfeits_total = sum(tally.forfeits.values())
        rating = elo = None
        if skills is not None:
            skill = skills[i]
            rating = Rating(mu=round(skill.mu, 3), sigma=round(skill.sigma, 3), ordinal=round(skill.ordinal, 3))
        else:
            est = elo_trinomial(tally.wins, tally.draws, tally.losses)
            elo = EloFigures(
                elo=_finite(est.elo),
                low=_finite(est.low),
                high=_finite(est.high),
                error=_finite(est.error),
                los=round(los(sum(self.h2h_wins[i]), sum(self.h2h_losses[i])), 4),
            )
        return PlayerStanding(
            rank=0,  # known once all are counted
            name=tally.name,
            spec=tally.spec,
            games=tally.games,
            wins=tally.wins,
            draws=tally.draws,
            losses=tally.losses,
            score=score,
            score_rate=round(score / tally.games, 4) if tally.games else 0.0,
            hands=len(tally.hand_points),
            points_per_hand=round(pph, 3),
            points_per_hand_ci=round(pph_ci, 3) if math.isfinite(pph_ci) else pph_ci,
            forfeits=dict(tally.forfeits),
            forfeits_total=forfeits_total,
            failing=forfeits_total >= FAILING_MIN and 2 * forfeits_total >= tally.games,
            rating=rating,
            elo=elo,
        )

    def crosstable(self, order: list[int]) -> Crosstable:
        return Crosstable(
            players=tuple(self.names[i] for i in order),
            score=tuple(tuple(self.h2h_score[i][j] for j in order) for i in order),
            games=tuple(tuple(self.h2h_games[i][j] for j in order) for i in order),
            los=None
            if self.t.seats > 2
            else tuple(tuple(round(los(self.h2h_wins[i][j], self.h2h_losses[i][j]), 4) for j in order) for i in order),
        )

    def challenger_elo(self) -> ChallengerElo | None:
        if not self.gauntlet_pairs:
            return None
        complete_pairs = [sum(r.values()) for r in self.pairs.values() if len(r) == 2]
        pentanomial = tuple(complete_pairs.count(k) for k in range(5))
        est = elo_pentanomial(pentanomial)
        return ChallengerElo(
            pairs=len(complete_pairs),
            elo=_finite(est.elo),
            low=_finite(est.low),
            high=_finite(est.high),
            error=_finite(est.error),
            pentanomial=pentanomial,
        )


def _rank_key(p: PlayerStanding) -> tuple[float, float, float, str]:
    return (-p.score_rate, -(p.rating.ordinal if p.rating is not None else 0.0), -p.points_per_hand, p.name)


def _sprt_summary(t: Tournament, state: SprtState | None) -> SprtSummary | None:
    if t.sprt is None:
        return None
    assert state is not None
    return SprtSummary(
        elo0=t.sprt.elo0,
        elo1=t.sprt.elo1,
        alpha=t.sprt.alpha,
        beta=t.sprt.beta,
        llr=round(state.llr, 4),
        lower=round(state.lower, 4),
        upper=round(state.upper, 4),
        pairs=state.pairs,
        decision=state.decision or "",
    )


def compute(
    t: Tournament,
    schedule: Sequence[ScheduledGame],
    done: Mapping[str, GameSummary],
    definition: str | None = None,
) -> dict[str, Any]:
    """The standings document: a pure function of the tournament, its schedule and the
    set of finished games (walked in schedule order), so a resumed run and an
    uninterrupted one write the same file, byte for byte."""
    # Once the SPRT decides, the tournament's result is the games of the pairs it decided
    # on: every figure (table, Elo, LLR, progress) counts those, and a game that finished
    # after the decision (it was already being played) is kept but not counted.
    state = sprt_state(t, schedule, done) if t.sprt is not None else None
    counted = decided_games(schedule, state.pairs) if state is not None and state.decision else None
    finished_games = [g for g in schedule if g.id in done and (counted is None or g.id in counted)]
    board = _Board(t)
    for g in finished_games:
        board.add(g, done[g.id])
    players = board.players()
    order = sorted(range(len(players)), key=lambda i: _rank_key(players[i]))
    scheduled = len(schedule)
    finished_count = len(finished_games)
    stopped = counted is not None
    progress = Progress(
        done=finished_count,
        scheduled=scheduled,
        remaining=0 if stopped else scheduled - finished_count,
        forfeits=sum(1 for g in finished_games if done[g.id].result == Result.FORFEIT),
        abandoned=sum(1 for g in finished_games if done[g.id].result == Result.ABANDONED),
        complete=finished_count == scheduled or stopped,
        leader=board.names[order[0]] if finished_count else "",
        stopped_by_sprt=stopped,
        after_decision=sum(1 for g in schedule if g.id in done) - finished_count,
    )
    return Standings(
        format=FORMAT,
        version=VERSION,
        name=t.name,
        rules=t.rules,
        target=t.make_rules().target,
        seats=t.seats,
        partners=t.partners,
        tournament_format=t.format,
        definition=definition,
        challenger=t.challenger,
        seed=t.seed,
        progress=progress,
        players=tuple(dataclasses.replace(players[i], rank=rank) for rank, i in enumerate(order, 1)),
        challenger_elo=board.challenger_elo(),
        sprt=_sprt_summary(t, state),
        crosstable=board.crosstable(order),
        games=tuple(_game_entry(t, g, done.get(g.id), counted is None or g.id in counted) for g in schedule),
    ).to_doc()


def sprt_state(t: Tournament, schedule: Sequence[ScheduledGame], done: Mapping[str, GameSummary]) -> SprtState:
    """The SPRT over the game pairs of the schedule's finished prefix: pair by pair in
    schedule order, up to the first pair not yet played, so the decision is the same
    however the games were spread over workers and runs."""
    assert t.sprt is not None
    challenger = t.player_index(t.challenger or "")
    points: list[int] = []
    by_pair: dict[tuple[int, int], list[ScheduledGame]] = {}
    for g in schedule:
        by_pair.setdefault((g.deal, g.group), []).append(g)
    for games in by_pair.values():
        if not all(g.id in done for g in games):
            break
        total = 0
        for g in games:
            s = done[g.id]
            side = next(i for i, team in enumerate(s.teams) if g.seating.index(challenger) in team)
            total += 2 if s.winner == side else 1 if s.winner is None else 0
        points.append(total)
    return sprt_over_pairs(points, t.sprt.elo0, t.sprt.elo1, t.sprt.alpha, t.sprt.beta)


def decided_games(schedule: Sequence[ScheduledGame], pairs: int) -> set[str]:
    """The ids of the games of the schedule's first `pairs` game pairs, in the order
    sprt_state walks them."""
    by_pair: dict[tuple[int, int], list[str]] = {}
    for g in schedule:
        by_pair.setdefault((g.deal, g.group), []).append(g.id)
    return {gid for ids in list(by_pair.values())[:pairs] for gid in ids}


def _game_entry(t: Tournament, g: ScheduledGame, s: GameSummary | None, counted: bool = True) -> GameEntry:
    forfeit = s is not None and s.result == Result.FORFEIT
    return GameEntry(
        id=g.id,
        record=f"games/{g.id}.toml",
        deal=g.deal + 1,
        group=g.group + 1,
        rotation=g.rotation + 1,
        seed=g.seed,
        players=tuple(t.players[p].name for p in g.seating),
        status="done" if s is not None else "pending",
        counted=counted,
        result=s.result if s is not None else None,
        scores=s.scores if s is not None else None,
        teams=s.teams if s is not None else None,
        winner=(s.winner if s.winner is not None else -1) if s is not None else None,
        hands=len(s.hand_points) if s is not None else None,
        forfeit_seat=s.forfeit_seat if s is not None and forfeit else None,
        forfeit_reason=s.forfeit_reason if s is not None and forfeit else None,
    )


# ---------------------------------------------------------------- files


def dumps(doc: Mapping[str, Any] | Standings) -> str:
    return tomli_w.dumps(doc.to_doc() if isinstance(doc, Standings) else dict(doc))


def write_standings(doc: Mapping[str, Any] | Standings, path: str | os.PathLike[str]) -> Path:
    """Atomically: a temporary file renamed over the old one, so a reader (or a crash)
    never sees half a file."""
    return write_text_atomic(path, dumps(doc))


def _json_safe(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _json_safe(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_json_safe(v) for v in value]
    return value


def to_json(doc: Mapping[str, Any] | Standings) -> str:
    """JSON has no infinity: an unbounded Elo interval end is written as null."""
    return json.dumps(_json_safe(doc.to_doc() if isinstance(doc, Standings) else dict(doc)), indent=2)


# ---------------------------------------------------------------- reading
#
# The schema of the file, once: these dataclasses. `parse_standings` checks a document
# against them field by field (types, finite numbers, matrix shapes) with the one reader
# of our TOML files (schema.Reader), so whoever reads the standings (the `standings`
# command, the viewer) gets typed values or one line naming the file, the line and the
# field. `to_doc` is the way back.

# A number that may be infinite or undefined (schema.Unbounded): an Elo interval end
# when every game was won or lost (+-inf), and the half width of such an interval
# (inf - inf = nan); the 95% half width of points per hand after a single hand. Every
# other number is finite.


@dataclass(frozen=True)
class Progress:
    done: int
    scheduled: int
    remaining: int
    forfeits: int
    abandoned: int
    complete: bool
    leader: str
    stopped_by_sprt: bool = False  # an SPRT decided: the remaining games are not played
    after_decision: int = 0  # games that finished after its decision, kept but not counted


@dataclass(frozen=True)
class EloFigures:
    elo: Unbounded
    low: Unbounded
    high: Unbounded
    error: Unbounded
    los: float


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float
    ordinal: float


@dataclass(frozen=True)
class PlayerStanding:
    rank: int
    name: str
    spec: str
    games: int
    wins: int
    draws: int
    losses: int
    score: float
    score_rate: float
    hands: int
    points_per_hand: float
    points_per_hand_ci: Unbounded
    forfeits: dict[str, int]
    forfeits_total: int
    failing: bool
    rating: Rating | None = None  # more than two seats
    elo: EloFigures | None = None  # two seats


@dataclass(frozen=True)
class ChallengerElo:
    pairs: int
    elo: Unbounded
    low: Unbounded
    high: Unbounded
    error: Unbounded
    pentanomial: tuple[int, ...]


@dataclass(frozen=True)
class SprtSummary:
    elo0: float
    elo1: float
    alpha: float
    beta: float
    llr: float
    lower: float
    upper: float
    pairs: int
    decision: str  # "H0", "H1" or "" (undecided)


@dataclass(frozen=True)
class Crosstable:
    players: tuple[str, ...]  # rank order
    score: tuple[tuple[float, ...], ...]  # [row][column]: the row's points against the column
    games: tuple[tuple[int, ...], ...]
    los: tuple[tuple[float, ...], ...] | None = None  # two seats


@dataclass(frozen=True)
class GameEntry:
    id: str
    record: str
    deal: int
    group: int
    rotation: int
    seed: int
    players: tuple[str, ...]
    status: str  # "done" or "pending"
    counted: bool = True  # False: finished after the SPRT's decision (kept, not counted)
    result: str | None = None  # the rest: done games only
    scores: tuple[int, ...] | None = None
    teams: tuple[tuple[int, ...], ...] | None = None
    winner: int | None = None  # side, -1 for none
    hands: int | None = None
    forfeit_seat: int | None = None
    forfeit_reason: str | None = None

    @property
    def done(self) -> bool:
        return self.status == "done"


@dataclass(frozen=True, kw_only=True)
class Standings:
    # In the order of the file.
    format: str
    version: int
    name: str
    rules: str
    target: int
    seats: int
    partners: bool
    tournament_format: str
    definition: str | None = None  # the definition, relative to this file
    challenger: str | None = None  # gauntlet
    seed: int
    progress: Progress
    players: tuple[PlayerStanding, ...]  # rank order
    challenger_elo: ChallengerElo | None = None  # two-seat gauntlet
    sprt: SprtSummary | None = None
    crosstable: Crosstable
    games: tuple[GameEntry, ...]  # schedule order

    @property
    def multi(self) -> bool:
        """More than two seats: players have openskill ratings rather than Elo."""
        return self.seats > 2

    def to_doc(self) -> dict[str, Any]:
        """The document again, as the runner writes it (absent parts left out)."""
        return _to_doc(self)


_SCALARS = (str, int, float)  # bool is an int


def _to_doc(value: Any) -> Any:
    # Called for every field of every game on each standings write: the common cases first.
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, (tuple, list)):  # of one kind: numbers, names, rows, tables
        if not value or isinstance(value[0], _SCALARS):
            return list(value)
        return [_to_doc(v) for v in value]
    if isinstance(value, dict):
        return {k: _to_doc(v) for k, v in value.items()}
    return {name: _to_doc(v) for name in field_names(type(value)) if (v := getattr(value, name)) is not None}


def parse_standings(doc: Mapping[str, Any], source: str = "<standings>", text: str = "") -> Standings:
    """A standings document checked against the format: StandingsError (one line, naming
    `source`, the line when `text` is given, and the field) unless every field is right."""
    r = Reader(source, text, StandingsError)
    if doc.get("format") != FORMAT:
        raise r.error(("format",), part("schema_expected_value", expected=repr(FORMAT), value=found(doc.get("format"))))
    if doc.get("version") != VERSION:
        raise r.error(("version",), part("schema_version", version=VERSION, value=found(doc.get("version"))))
    s: Standings = r.table(dict(doc), Standings, ())
    if s.seats > 2:
        missing = next((i for i, p in enumerate(s.players) if p.rating is None), None)
        if missing is not None:
            raise r.error(("players", missing, "rating"), part("standings_missing_rating"))
    else:
        missing = next((i for i, p in enumerate(s.players) if p.elo is None), None)
        if missing is not None:
            raise r.error(("players", missing, "elo"), part("standings_missing_elo"))
    n = len(s.crosstable.players)
    matrices = {"score": s.crosstable.score, "games": s.crosstable.games}
    if s.crosstable.los is not None:
        matrices["los"] = s.crosstable.los
    for key, matrix in matrices.items():
        if len(matrix) != n or any(len(row) != n for row in matrix):
            raise r.error(("crosstable", key), part("standings_rows", n=n))
    for i, g in enumerate(s.games):
        if g.status not in ("done", "pending"):
            raise r.error(("games", i, "status"), part("standings_status", value=found(g.status)))
        if g.done:
            for key in ("result", "scores", "teams", "winner", "hands"):
                if getattr(g, key) is None:
                    raise r.error(("games", i, key), part("standings_missing_done"))
            assert g.teams is not None and g.winner is not None
            if not -1 <= g.winner < len(g.teams):
                raise r.error(("games", i, "winner"), part("standings_no_side", winner=g.winner, n=len(g.teams)))
    return s


def read_standings(path: str | os.PathLike[str]) -> Standings:
    """The standings file at `path`, read and checked; StandingsError (one line) otherwise."""
    doc, text = read_toml(path, StandingsError)
    return parse_standings(doc, str(path), text)


# ---------------------------------------------------------------- showing numbers


def format_number(x: float, digits: int = 0) -> str:
    """A figure of the standings as both the table and the viewer show it: "-" when
    undefined, "+inf"/"-inf" for an unbounded Elo end, never "-0"."""
    if math.isnan(x):
        return "-"
    if x == math.inf:
        return "+inf"
    if x == -math.inf:
        return "-inf"
    return f"{round(x, digits) + 0.0:.{digits}f}"  # + 0.0: no "-0" for a value that rounds to zero


MINUS = "\u2212"  # a minus sign, not a hyphen, before a negative bound


def format_signed(x: float, digits: int = 2) -> str:
    """A figure that may be negative (an LLR, its bounds): "−2.94", "7.27"."""
    return format_number(x, digits).replace("-", MINUS, 1)


def format_percent(share: float) -> str:
    """A share (0 to 1) as a percent with one decimal, the same in every table: a share
    short of 1 never reads "100.0%" (">99.9%"), one above 0 never "0.0%" ("<0.1%")."""
    if math.isnan(share):
        return "-"
    text = format_number(100 * share, 1)
    if text == "100.0" and share < 1:
        return ">99.9%"
    if text == "0.0" and share > 0:
        return "<0.1%"
    return text + "%"


def format_interval(low: float, high: float) -> str:
    """An Elo interval: "[158, 512]", an unbounded end as "[158, +∞)" or "(−∞, −40]"."""
    left = f"({MINUS}∞" if low == -math.inf else "[" + format_signed(low, 0)
    right = "+∞)" if high == math.inf else format_signed(high, 0) + "]"
    return f"{left}, {right}"


def player_figures(p: PlayerStanding) -> dict[str, str]:
    """The figures of a player's row, as text, keyed by column; both renderers draw these."""
    cells = {
        "rank": str(p.rank),
        "games": str(p.games),
        "wins": str(p.wins),
        "draws": str(p.draws),
        "losses": str(p.losses),
        "score_rate": format_number(100 * p.score_rate, 1),
        "points_per_hand": (
            f"{format_number(p.points_per_hand, 2)} ± {format_number(p.points_per_hand_ci, 2)}" if p.hands else "-"
        ),
    }
    if p.rating is not None:
        cells["rating"] = f"{format_number(p.rating.mu, 1)} / {format_number(p.rating.sigma, 1)}"
    if p.elo is not None:
        e = p.elo
        if not p.games:
            cells["elo"] = cells["los"] = "-"
        else:
            # All won or all lost: the estimate itself is unbounded and has no interval to show;
            # otherwise an unbounded end reads as one ("338 [117, +∞)"), never "+inf".
            if math.isinf(e.elo):
                cells["elo"] = "+∞" if e.elo > 0 else f"{MINUS}∞"
            else:
                cells["elo"] = f"{format_signed(e.elo, 0)} {format_interval(e.low, e.high)}"
            cells["los"] = format_percent(e.los)
    return cells
