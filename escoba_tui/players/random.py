"""`random`: uniform over the legal moves, from a seeded generator."""

from __future__ import annotations

import random as _random
from collections.abc import Sequence

from ..game.cards import Move
from ..game.engine import SeatView
from ..game.reasons import Reason
from .base import Decision, Player


class RandomPlayer(Player):
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = _random.Random(seed)

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        return Decision(legal[self.rng.randrange(len(legal))], (Reason("random"),))
