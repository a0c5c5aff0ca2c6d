"""A seat's picture of the hand in play, rebuilt from the messages it is sent.

A client never learns the other hands or the deck, yet the game's widgets draw an
engine HandState. `SeatMirror` builds one that agrees with everything the seat has
seen: its own cards where they were dealt, every card played where its player held
it, and stand-ins (cards nobody has seen yet) for the rest. Since a round is dealt
only once every hand is empty, a card played in round r was dealt in round r, so the
stand-ins never contradict the play. The seat's own view of the result
(`HandState.view(seat)`) is the host's, exactly; only hidden cards are made up.
"""

from __future__ import annotations

from typing import Any

from ..files.names import shown_names
from ..game.cards import DECK, Card, Move, parse_move
from ..game.engine import EngineError, HandState
from ..game.rules import Rules, build_rules
from .wire import MAX_NAME

TABLE_SIZE = 4


def _cards(texts: Any) -> list[Card]:
    return [Card.parse(t) for t in texts]


class SeatMirror:
    """The hand in play as one seat knows it, from `hello`, `hand_start`, `deal`,
    `played` and `resync` messages."""

    def __init__(self, hello: dict[str, Any]) -> None:
        self.seat: int = int(hello["seat"])
        self.seats: int = int(hello["seats"])
        self.teams: list[list[int]] = [list(t) for t in hello["teams"]]
        # Names are a stranger's text: plain, no terminal controls, the host's own bound.
        self.names: list[str] = shown_names(hello["names"], MAX_NAME)
        self.rules: Rules = build_rules(hello["rules"], hello.get("rules_options") or {}, hello["target"])
        self.hand_number = 0
        self.dealer = 0
        self.scores: list[int] = [0] * len(self.teams)  # per side, before this hand
        self.first_table: list[Card] = []
        self.my_rounds: list[list[Card]] = []  # the seat's own cards, per round, as dealt
        self.history: list[tuple[int, Move]] = []

    # -- messages

    def hand_start(self, message: dict[str, Any]) -> None:
        self.hand_number = int(message["hand_number"])
        self.dealer = int(message["dealer"])
        self.scores = list(message["scores"])
        self.first_table = _cards(message["table"])
        self.my_rounds = [_cards(message["hand"])]
        self.history = []

    def deal(self, message: dict[str, Any]) -> None:
        self.my_rounds.append(_cards(message["hand"]))

    def played(self, message: dict[str, Any]) -> None:
        self.history.append((int(message["seat"]), parse_move(message["move"])))

    def resync(self, state: dict[str, Any], hand_number: int) -> None:
        """Everything from a `state` (as in `turn`): the cards first on the table are
        those on the table or in a pile that nobody played."""
        self.hand_number = hand_number
        self.dealer = int(state["dealer"])
        self.scores = list(state["scores"])
        self.history = [(int(s), parse_move(m)) for s, m in state["history"]]
        played = {m.card for _, m in self.history if not m.claim}
        seen = set(_cards(state["table"]))
        for pile in state["captured"]:
            seen |= set(_cards(pile))
        self.first_table = sorted(seen - played)
        per_round = 3 * self.seats
        plays = [(s, m) for s, m in self.history if not m.claim]
        rounds: list[list[Card]] = []
        for i, (s, m) in enumerate(plays):
            r = i // per_round
            while len(rounds) <= r:
                rounds.append([])
            if s == self.seat:
                rounds[r].append(m.card)
        current = _cards(state["hand"])
        if current:
            r = len(plays) // per_round
            while len(rounds) <= r:
                rounds.append([])
            rounds[r] += current
        self.my_rounds = rounds

    # -- the position

    def build(self, moves: int | None = None) -> HandState:
        """The hand with its first `moves` plays made (all known ones by default)."""
        n = self.seats
        per_round = 3 * n
        plays = [(s, m) for s, m in self.history if not m.claim]
        known = set(self.first_table) | {c for r in self.my_rounds for c in r} | {m.card for _, m in plays}
        filler = [c for c in DECK if c not in known]
        deck = list(self.first_table)
        for r in range((40 - TABLE_SIZE) // per_round):
            segment = plays[r * per_round : (r + 1) * per_round]
            for k in range(n):
                s = (self.dealer + 1 + k) % n
                if s == self.seat and r < len(self.my_rounds):
                    cards = list(self.my_rounds[r])
                else:
                    cards = [m.card for ss, m in segment if ss == s]
                while len(cards) < 3:
                    cards.append(filler.pop(0))
                deck += cards[:3]
        hand = HandState(self.rules, deck, self.dealer, self.teams, self.scores, self.hand_number)
        for seat, move in self.history[: len(self.history) if moves is None else moves]:
            legal = hand.find_legal(move)
            if legal is None:
                # A stand-in card may make a discard look illegal (it could have captured),
                # so only what no host can have meant is refused: out of turn, a card the
                # seat does not hold, a capture of cards not on the table.
                if (
                    hand.over
                    or seat != hand.turn
                    or (not move.claim and move.card not in hand.hands[seat])
                    or not set(move.captures) <= set(hand.table)
                    or (move.claim and move.card not in hand.table)
                ):
                    raise EngineError(f"seat {seat} cannot play {move} there")
            elif seat != hand.turn:
                raise EngineError(f"seat {seat} played out of turn")
            hand.play_unchecked(legal if legal is not None else move)  # checked just above
        return hand
