"""A master that knows the other seats' hands, but not the deck's order: how much of
issue 21's information gap is the cards in the other hands, for benchmarks only (it
cheats, by design).

    python benchmarks/strength.py py:knowing_master.KnowingMaster expert --hands 600 --cpu-clock

(the benchmarks folder is the script's own, so the module is found by that name).

It is master with one change: every world its search visits gives the other seats the
hands they really hold (found up the call stack, as seeing_master.py does) and draws
the rest of the deck in a random order, as master does. Its margin over master is what
a perfect inference of the other hands would be worth; compare it with what the other
seats' plays can tell (benchmarks/inference_bound.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from seeing_master import true_hand

from escoba_tui.game.cards import Card, Move
from escoba_tui.game.engine import SeatView
from escoba_tui.players import master
from escoba_tui.players.base import Decision
from escoba_tui.players.master import MasterPlayer, Worlds


class KnownHands(Worlds):
    """master's worlds with the other hands as they are; the deck's order drawn."""

    def __init__(self, view: SeatView, rng: Random, claims: Sequence[Move]) -> None:
        super().__init__(view, rng, claims)
        self.listed = None
        self.real = true_hand(view)

    def _placement(self) -> tuple[dict[int, Sequence[Card]], list[Card]]:
        if self.real is None:  # not under a referee: master's own worlds
            return super()._placement()
        hands: dict[int, Sequence[Card]] = {s: tuple(self.real.hands[s]) for s in self.seats}
        held = {c for part in hands.values() for c in part}
        rest = [c for c in self.unseen if c not in held]
        self.rng.shuffle(rest)
        return hands, rest


class KnowingMaster(MasterPlayer):
    name = "knowing-master"

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        # master.evaluate builds its worlds from the module's Worlds: swapped for this
        # one decision only (one thread), so any other master in the process is untouched.
        saved = master.Worlds
        master.Worlds = KnownHands  # type: ignore[misc]
        try:
            return super().decide(view, legal)
        finally:
            master.Worlds = saved  # type: ignore[misc]
