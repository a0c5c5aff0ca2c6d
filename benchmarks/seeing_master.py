"""A master that sees every card: the ceiling of issue 21's strength figures, for
benchmarks only (it cheats, by design).

    python benchmarks/strength.py py:seeing_master.SeeingMaster expert --hands 500

(the benchmarks folder is the script's own, so the module is found by that name).

It looks up the call stack for the hand being played (as the referee holds it), and
scores each legal move in that one true world, the deck's order included: solved by
alpha-beta to the end of the hand once few cards are left, else by one expert playout
(deterministic, so one is enough). How much of the gap between master and this player
master closes is how much of the information gap it closes.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence

from escoba_tui.game.cards import Move
from escoba_tui.game.engine import HandState, SeatView
from escoba_tui.players.base import Decision
from escoba_tui.players.expert import rollout
from escoba_tui.players.explain import explain
from escoba_tui.players.knowledge import card_worths
from escoba_tui.players.master import MasterPlayer, Utility, _Budget, solve

SOLVE_CARDS = 8


def true_hand(view: SeatView) -> HandState | None:
    frame = inspect.currentframe()
    while frame is not None:
        for value in frame.f_locals.values():
            if isinstance(value, HandState) and value.turn == view.seat and value.hands[view.seat] == list(view.hand):
                return value
        frame = frame.f_back
    return None


class SeeingMaster(MasterPlayer):
    name = "seeing-master"

    def decide(self, view: SeatView, legal: Sequence[Move]) -> Decision:
        legal = list(legal)
        real = true_hand(view)
        if real is None or len(legal) == 1:
            return super().decide(view, legal)
        utility = Utility(view.rules, view.side, view.scores, True)
        worth = card_worths(view)
        targets = frozenset(view.rules.capture_targets)
        left = 40 - real.deck_pos + sum(map(len, real.hands))
        values = []
        for m in legal:
            h = real.copy()
            h.play_unchecked(m)
            if left <= SOLVE_CARDS:
                try:
                    values.append(solve(h, utility)[0])
                    continue
                except _Budget:
                    pass
            rollout(h, worth, targets)
            values.append(utility(h))
        best = max(range(len(legal)), key=lambda i: (values[i], -i))
        return Decision(legal[best], explain(view, legal[best]))
