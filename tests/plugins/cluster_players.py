"""Players for the cluster tests, imported by name (py:cluster_players.X) on the driver
and on the Dask workers (the tests put this folder on their PYTHONPATH)."""

import os
import signal
import time

from escoba_tui.players.greedy import GreedyPlayer


class SlowGreedy(GreedyPlayer):
    """Greedy's moves, each after `ms` milliseconds: deterministic, but slow enough
    that a worker can be killed in the middle of a run."""

    def __init__(self, ms: int = 5) -> None:
        super().__init__()
        self.ms = ms

    def decide(self, view, legal):
        time.sleep(self.ms / 1000)
        return super().decide(view, legal)


class WorkerKiller(GreedyPlayer):
    """In the first seat, kills the process that plays it at its first move: every game
    it opens takes its worker down. In another seat it plays as greedy."""

    def start_game(self, info):
        super().start_game(info)
        self.deadly = info.seat == 0

    def decide(self, view, legal):
        if self.deadly:
            os.kill(os.getpid(), signal.SIGKILL)
        return super().decide(view, legal)
