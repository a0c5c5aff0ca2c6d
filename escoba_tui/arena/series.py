"""Series of games between player specs: the engine of `escoba match` and of benchmarks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

from ..game.engine import default_teams, seat_sides
from ..game.record import write_record
from ..game.results import Result
from ..game.rules import Rules
from ..game.seeds import player_seed
from ..game.stats import mean_ci
from ..players import make_player
from .referee import Outcome, play_game


def seat_names(specs: Sequence[str]) -> list[str]:
    """Display names for specs, made unique (`greedy`, `greedy#2`)."""
    names: list[str] = []
    seen: dict[str, int] = {}
    for spec in specs:
        base = spec if len(spec) <= 24 else spec[:21] + "..."
        seen[base] = seen.get(base, 0) + 1
        names.append(base if seen[base] == 1 else f"{base}#{seen[base]}")
    return names


def game_seeds(seed: int, count: int) -> list[int]:
    """Per-game deal seeds drawn from the series seed."""
    rng = Random(seed)
    return [rng.getrandbits(31) for _ in range(count)]


@dataclass
class PlayerStats:
    name: str
    spec: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    points: int = 0
    hand_points: list[int] = field(default_factory=list)
    forfeits: dict[str, int] = field(default_factory=dict)

    @property
    def score(self) -> float:
        return self.wins + 0.5 * self.draws

    def per_hand(self) -> tuple[float, float]:
        return mean_ci(self.hand_points)

    def to_json(self) -> dict:
        mean, half = self.per_hand()
        return {
            "name": self.name,
            "spec": self.spec,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "points": self.points,
            "points_per_hand": round(mean, 4),
            "points_per_hand_ci95": round(half, 4),
            "forfeits": dict(self.forfeits),
        }


@dataclass
class Series:
    specs: list[str]
    names: list[str]
    stats: list[PlayerStats]
    outcomes: list[tuple[int, list[int], Outcome]] = field(
        default_factory=list
    )  # (deal seed, player per seat, outcome)
    records: list[Path] = field(default_factory=list)
    deals: int = 0  # deal sequences; with duplicate each is played under every seating
    partners: bool = False

    def sides(self) -> list[list[int]]:
        """Players (indices into specs) who play as one side: with partners, players who
        sit alternately stay together under every rotation of the seats."""
        n = len(self.specs)
        if not self.partners:
            return [[p] for p in range(n)]
        return [list(range(0, n, 2)), list(range(1, n, 2))]


def play_series(
    specs: Sequence[str],
    rules: Rules,
    games: int,
    seed: int = 0,
    partners: bool = False,
    records: Path | None = None,
    duplicate: bool = False,
    on_game: Callable[[int, int], None] | None = None,
    deal_seeds: Sequence[int] | None = None,
) -> Series:
    """Play `games` deal sequences. Seats rotate from game to game; with `duplicate`
    every deal sequence is played under every rotation of the seats. `deal_seeds`, when
    given, are the deal sequences to play (a share of a longer series, for a worker);
    `games` and `seed` are then ignored."""
    n = len(specs)
    teams = default_teams(n, partners)
    for spec in specs:  # fail before the first game on a bad spec
        make_player(spec, seed=0).close()
    names = seat_names(specs)
    stats = [PlayerStats(names[i], specs[i]) for i in range(n)]
    series = Series(list(specs), names, stats, partners=partners)
    rotations = n
    schedule: list[tuple[int, int]] = []
    seeds = list(deal_seeds) if deal_seeds is not None else game_seeds(seed, games)
    series.deals = len(seeds)
    for g, deal_seed in enumerate(seeds):
        if duplicate:
            schedule += [(deal_seed, r) for r in range(rotations)]
        else:
            schedule.append((deal_seed, g % rotations))
    width = len(str(len(schedule)))
    for index, (deal_seed, rot) in enumerate(schedule, 1):
        order = [(s + rot) % n for s in range(n)]  # player index per seat
        stem = f"game-{index:0{width}d}"
        players = [
            make_player(specs[p], seed=player_seed(deal_seed, seat), log_path=_log_path(records, stem, seat, specs[p]))
            for seat, p in enumerate(order)
        ]
        outcome = play_game(
            players,
            rules,
            teams,
            names=[names[p] for p in order],
            specs=[specs[p] for p in order],
            seed=deal_seed,
        )
        series.outcomes.append((deal_seed, order, outcome))
        _tally(stats, teams, order, outcome)
        if records is not None:
            path = records / f"{stem}.toml"
            write_record(outcome.record(), path)
            series.records.append(path)
        if on_game is not None:
            on_game(index, len(schedule))
    return series


def _log_path(records: Path | None, stem: str, seat: int, spec: str) -> str | None:
    """Where an external program's standard error goes: beside the game's record."""
    if records is None or not spec.startswith("cmd:"):
        return None
    records.mkdir(parents=True, exist_ok=True)
    return str(records / f"{stem}.seat{seat}.log")


def _tally(stats: list[PlayerStats], teams: list[list[int]], order: list[int], outcome: Outcome) -> None:
    game = outcome.game
    side_of = seat_sides(teams)
    scores = game.running_scores()
    finished_hands = [h for h in game.hands if h.score is not None]
    winner = outcome.winner
    for seat, p in enumerate(order):
        st = stats[p]
        side = side_of[seat]
        st.games += 1
        st.points += scores[side]
        st.hand_points.extend(h.points[side] for h in finished_hands)
        if winner is None:
            st.draws += 1
        elif winner == side:
            st.wins += 1
        else:
            st.losses += 1
        if outcome.result == Result.FORFEIT and outcome.forfeit_seat == seat:
            reason = outcome.forfeit_reason or "crash"
            st.forfeits[reason] = st.forfeits.get(reason, 0) + 1


# ---------------------------------------------------------------- duplicate statistics


@dataclass
class DuplicateResult:
    """The first player against the second over duplicate deals.

    A unit is one hand (one deal of the deck) of one deal sequence: the same deck, the
    same dealer seat, played under every rotation of the seats. Its margin is the first
    player's side's points in that hand minus the second's, averaged over the rotations,
    so the luck of the cards cancels. Hands that not every rotation reached (games end
    at different hands) are left out. The match score counts games: a win over the
    other is 1, a tie (equal final scores, or a draw) counts half.
    """

    first: str
    second: str
    margins: list[float]
    score_first: float
    score_second: float
    games: int

    @property
    def hands(self) -> int:
        return len(self.margins)

    def margin(self) -> tuple[float, float]:
        """Mean paired points-per-hand margin and the half-width of its 95% interval."""
        return mean_ci(self.margins)

    def to_json(self) -> dict:
        mean, half = self.margin()
        return {
            "first": self.first,
            "second": self.second,
            "paired_hands": self.hands,
            "margin_per_hand": round(mean, 4),
            "margin_ci95": round(half, 4),
            "margin_low": round(mean - half, 4),
            "margin_high": round(mean + half, 4),
            "games": self.games,
            "score_first": self.score_first,
            "score_second": self.score_second,
        }


def duplicate_units(series: Series, first: int = 0, second: int = 1) -> tuple[list[float], float, float, int]:
    """Paired per-hand margins of player `first` over `second`, and their match scores."""
    rotations = len(series.specs)
    margins: list[float] = []
    score_a = score_b = 0.0
    games = 0
    for start in range(0, len(series.outcomes) - rotations + 1, rotations):
        block = series.outcomes[start : start + rotations]
        per_rotation = []
        for _, order, outcome in block:
            side_of = seat_sides(outcome.game.teams)
            side_a = side_of[order.index(first)]
            side_b = side_of[order.index(second)]
            finished = [h.points for h in outcome.game.hands if h.score is not None]
            per_rotation.append((side_a, side_b, finished))
            games += 1
            if outcome.result == Result.FORFEIT and outcome.winner in (side_a, side_b) and side_a != side_b:
                won = outcome.winner == side_a
                score_a += 1.0 if won else 0.0
                score_b += 0.0 if won else 1.0
                continue
            final = outcome.game.running_scores()
            if final[side_a] > final[side_b]:
                score_a += 1.0
            elif final[side_a] < final[side_b]:
                score_b += 1.0
            else:
                score_a += 0.5
                score_b += 0.5
        common = min(len(f) for _, _, f in per_rotation)
        for k in range(common):
            diffs = [f[k][a] - f[k][b] for a, b, f in per_rotation]
            margins.append(sum(diffs) / len(diffs))
    return margins, score_a, score_b, games


def duplicate_result(series: Series, first: int = 0, second: int = 1) -> DuplicateResult:
    """The duplicate figures of a series played with `duplicate=True`."""
    margins, a, b, games = duplicate_units(series, first, second)
    return DuplicateResult(series.names[first], series.names[second], margins, a, b, games)
