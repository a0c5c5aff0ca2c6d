"""Built-in players that think (spin the CPU) for a fixed time before each move, for
benchmarks/cluster_speed.py: games as long and as CPU-bound as a searching AI's, with
moves that do not depend on the machine's speed."""

import time

from escoba_tui.players.greedy import GreedyPlayer
from escoba_tui.players.random import RandomPlayer


def think(ms: float) -> None:
    end = time.perf_counter() + ms / 1000
    while time.perf_counter() < end:
        pass


class PacedGreedy(GreedyPlayer):
    def __init__(self, ms: float = 2.0) -> None:
        super().__init__()
        self.ms = ms

    def decide(self, view, legal):
        think(self.ms)
        return super().decide(view, legal)


class PacedRandom(RandomPlayer):
    def __init__(self, ms: float = 2.0, seed: int = 0) -> None:
        super().__init__(seed=seed)
        self.ms = ms

    def decide(self, view, legal):
        think(self.ms)
        return super().decide(view, legal)
