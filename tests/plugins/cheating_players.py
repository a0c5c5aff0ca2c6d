"""Players that cheat, for the tests that must catch them (issue 21: seeds, fairness).

Both play the first legal move unless cheating tells them better, and note in a
class-level list whether the cheat worked, so a test can see it did (or could not).
"""

from __future__ import annotations

import inspect
from random import Random

from escoba_tui.game.engine import HandState, new_deck
from escoba_tui.players import Decision, Player

# Every formula that ever turned a deal seed into a player's seed, inverted: the
# candidates for the deal seed a player can compute from its own seed and seat.
OLD_INVERSES = (
    lambda seed, seat: seed // 8 if seed % 8 == seat else None,  # deal_seed * 8 + seat
    lambda seed, seat: seed // 10 if seed % 10 == seat else None,  # seed * 10 + i
    lambda seed, seat: seed,  # the deal seed handed on as it is
)


def tournament_inverse(seed: int, player: int) -> int:
    """(deal * 1_000_003 + player * 7_919) & 0x7FFF_FFFF, solved for the deal seed."""
    inverse = pow(1_000_003, -1, 1 << 31)
    return ((seed - player * 7_919) * inverse) & 0x7FFF_FFFF


class DeckRebuilder(Player):
    """Given its seed, tries every known inversion (and a brute force over small deal
    seeds under the old formulas) to find the deal seed, then rebuilds the deck and
    checks it against what it sees. `rebuilt` gets one entry per decision: True when
    it knew every hidden card."""

    name = "deck-rebuilder"
    rebuilt: list[bool] = []

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def candidates(self, seat: int) -> list[int]:
        out = [f(self.seed, seat) for f in OLD_INVERSES]
        out += [tournament_inverse(self.seed, p) for p in range(8)]
        out += [d for d in range(4096) if self.seed in (d * 8 + seat, d * 10 + seat, d)]
        return [c for c in dict.fromkeys(out) if c is not None]

    def decide(self, view, legal):
        known = any(self.deck_matches(view, d) for d in self.candidates(view.seat))
        DeckRebuilder.rebuilt.append(known)
        return Decision(legal[0])

    @staticmethod
    def deck_matches(view, deal_seed: int) -> bool:
        rng = Random(deal_seed)
        for _ in range(view.hand_number + 2):
            deck = new_deck(rng)
            try:
                h = HandState(view.rules, deck, view.dealer, view.teams)
                for _, move in view.history:
                    h.play(move)
            except Exception:
                continue
            if sorted(h.hands[view.seat]) == sorted(view.hand) and sorted(h.table) == sorted(view.table):
                return True
        return False


class FramePeeker(Player):
    """Looks up the call stack for the game being played (a HandState in some caller's
    frame, as the referee holds it) and takes a capture if another seat holds a card
    that could sweep the table after a discard. It sees cards it must not."""

    name = "frame-peeker"
    peeked: list[bool] = []

    def decide(self, view, legal):
        real = None
        frame = inspect.currentframe()
        while frame is not None and real is None:
            for value in frame.f_locals.values():
                if isinstance(value, HandState) and value.turn == view.seat:
                    real = value
                    break
            frame = frame.f_back
        FramePeeker.peeked.append(real is not None)
        if real is None:
            return Decision(legal[0])
        # Score each move by what the hidden cards make of it: the number of hidden cards
        # held by the next seat that match the table's total left (a cheat's heuristic).
        nxt = real.hands[(view.seat + 1) % len(real.hands)]
        values = view.rules.values

        def danger(move):
            left = sum(values[c] for c in view.table if c not in move.captures)
            if not move.captures:
                left += values[move.card]
            return sum(1 for c in nxt for t in [view.rules.capture_targets[c]] if t == left), -len(move.captures)

        return Decision(min(legal, key=lambda m: (danger(m), str(m))))
