"""master with the playout it had before the threat-aware one (honest_rollout): the
"old master" side of A/B strength runs, for benchmarks only.

    python benchmarks/strength.py master py:old_master.HonestPlayoutMaster --cpu-clock

(the benchmarks folder is the script's own, so the module is found by that name).
"""

from __future__ import annotations

from escoba_tui.players.master import MasterPlayer


class HonestPlayoutMaster(MasterPlayer):
    name = "master-honest-playout"

    def __init__(self, ms: int | float = 90, iters: int | None = None, seed: int = 0) -> None:
        super().__init__(ms, iters, seed)
        self.threat = False
