"""The schedule: every group of players, every deal sequence, every rotation of the seats."""

from __future__ import annotations

import itertools
from random import Random
from typing import NamedTuple

from ..game.seeds import player_seed
from .config import Tournament


class ScheduledGame(NamedTuple):
    """One game of the schedule. `id` is stable: the same definition gives the same ids,
    and the record of this game is games/<id>.toml."""

    id: str
    position: int  # in schedule order (0-based)
    deal: int  # deal sequence number (0-based); the same deals for every group
    group: int  # group number (0-based) in `groups(t)`
    rotation: int  # 0..seats-1: seat s holds group[(s + rotation) % seats]
    seed: int  # deal seed handed to referee.play_game: the cards of the whole game
    seating: tuple[int, ...]  # player index per seat

    def player_seed(self, seat: int) -> int:
        """Seed for the player in `seat` (built-ins that take one), by the one-way hash
        of seeds.py. It depends on the player and the deal, not on the seat (the player's
        number stands for the seat), so a rotation changes only the cards."""
        return player_seed(self.seed, self.seating[seat], "tournament")


def groups(t: Tournament) -> list[tuple[int, ...]]:
    """Every group of `seats` players (by index): all of them in a round-robin; in a
    gauntlet, the challenger with every group of the others."""
    n = len(t.players)
    if t.format == "gauntlet":
        challenger = t.player_index(t.challenger or "")
        others = [i for i in range(n) if i != challenger]
        return [tuple(sorted((challenger, *rest))) for rest in itertools.combinations(others, t.seats - 1)]
    return list(itertools.combinations(range(n), t.seats))


def deal_seeds(seed: int, count: int) -> list[int]:
    """Per-deal-sequence seeds drawn from the tournament seed."""
    rng = Random(seed)
    return [rng.getrandbits(31) for _ in range(count)]


def make_schedule(t: Tournament) -> list[ScheduledGame]:
    """The whole schedule in play order: deal sequence by deal sequence, so a partial
    run has every group about equally far along, and the rotations of one deal
    (the duplicate games that cancel out the luck of the cards) sit side by side."""
    all_groups = groups(t)
    seeds = deal_seeds(t.seed, t.games)
    # Fixed widths (wider only past 999), so ids do not change when games are added.
    wd, wg = max(3, len(str(t.games))), max(3, len(str(len(all_groups))))
    out: list[ScheduledGame] = []
    for d, deal_seed in enumerate(seeds):
        for g, group in enumerate(all_groups):
            for r in range(t.seats):
                seating = tuple(group[(s + r) % t.seats] for s in range(t.seats))
                game_id = f"d{d + 1:0{wd}d}-p{g + 1:0{wg}d}-r{r + 1}"
                out.append(ScheduledGame(game_id, len(out), d, g, r, deal_seed, seating))
    return out
