"""The game loop: a Game played through the player protocol's events, one step at a time.

This is the one place where the messages of player-protocol.md are built and where
engine events (a hand dealt, a round dealt, a card played, a hand counted) become those
messages. Everyone who runs a game drives a `GameLoop`:

- the referee (referee.play_game) asks Player objects to move and feeds their moves in;
- the full-screen game's match session (ui/session.LocalMatch) feeds in moves as humans and
  computer players make them, whenever that is;
- replays (record.replay) feed in a record's moves, telling nobody;
- the network host (net/runner.py) runs it as the referee does, each step under its
  table's lock and saved, and tells remote seats over their connections.

A seat is whatever `tell(seat, message)` reaches: a built-in AI, a `cmd:` program, a
human at the keyboard (or their hinter), a remote connection. What happens when telling
fails is the driver's business (the referee forfeits the seat; the match session goes on).

No Textual here, and nothing of the players: it sits between the engine and them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random
from typing import TYPE_CHECKING, Any

from .cards import NOTATION, Card, Move
from .engine import EngineError, Game, HandScore, HandState, IllegalMove, SeatView, new_deck

if TYPE_CHECKING:
    from ..players.base import GameInfo

PROTOCOL = 1  # the protocol version `hello` announces

Message = dict[str, Any]
Tell = Callable[[int, Message], None]


# ---------------------------------------------------------------- the messages


def _cards(cards: Sequence[Card]) -> list[str]:
    return [NOTATION[c] for c in cards]


def hello_message(info: GameInfo) -> Message:
    rules = info.rules
    options = {k: v for k, v in rules.differences().items() if k != "target"}
    return hello_of(
        info.seat,
        info.seats,
        [list(side) for side in info.teams],
        rules.preset,
        options,
        rules.target,
        list(info.names),
    )


def hello_of(seat: int, seats: int, teams: list, rules: str, rules_options: dict, target: Any, names: list) -> Message:
    """A `hello` from its facts (also how a spectator's client pictures the table it watches)."""
    return {
        "type": "hello",
        "protocol": PROTOCOL,
        "seat": seat,
        "seats": seats,
        "teams": teams,
        "rules": rules,
        "rules_options": rules_options,
        "target": target,
        "names": names,
    }


def hand_start_message(game: Game, seat: int) -> Message:
    """The hand just started in `game`, as `seat` sees it: the dealt table, its own cards."""
    hand = game.hand
    assert hand is not None
    return {
        "type": "hand_start",
        "hand_number": len(game.hands),
        "dealer": hand.dealer,
        "table": _cards(hand.deck[:4]),
        "hand": _cards(hand.hands[seat]),
        "scores": list(game.scores),
    }


def deal_message(hand: HandState, seat: int) -> Message:
    return {"type": "deal", "hand": _cards(hand.hands[seat])}


def turn_message(view: SeatView, legal: Sequence[Move], time_ms: int) -> Message:
    return {"type": "turn", "state": view.to_protocol(), "legal": [str(m) for m in legal], "time_ms": time_ms}


def played_message(seat: int, move: Move) -> Message:
    return {"type": "played", "seat": seat, "move": str(move)}


def hand_end_message(game: Game, score: HandScore) -> Message:
    return {"type": "hand_end", "points": list(score.points), "scores": list(game.scores), "detail": score.detail()}


def game_end_message(game: Game, winner: int | None, result: str) -> Message:
    return ended_message(game.running_scores(), winner, result)


def ended_message(scores: Any, winner: int | None, result: str) -> Message:
    """`game_end` with these final scores, winner and result (as saved, for a seat back later)."""
    return {"type": "game_end", "scores": scores, "winner": winner, "result": result}


QUIT_MESSAGE: Message = {"type": "quit"}


# ---------------------------------------------------------------- the loop


class GameLoop:
    """Drives `game` hand by hand, move by move, telling every seat what happens.

    Step by step: `start_hand()` (when `needs_deal()`), then `play(move)` for the seat
    to move until `hand.over`, then `finish_hand()`; again until `game.over`. Decks come
    from `deck_rng` unless a deck is given. `tell` is None for a loop nobody listens to
    (a replay): no message is then even built.
    """

    def __init__(self, game: Game, tell: Tell | None = None, deck_rng: Random | None = None) -> None:
        self.game = game
        self.tell = tell
        self.deck_rng = deck_rng if deck_rng is not None else Random(0)
        # Where the current round of three was dealt from: a game resumed mid-hand
        # tells the next round's `deal` when the deck moves on from here.
        self._round_start = game.hand.deck_pos if game.hand is not None else 0

    @property
    def hand(self) -> HandState | None:
        return self.game.hand

    def needs_deal(self) -> bool:
        """True when the next step is dealing a hand: none yet, or the last one counted."""
        game = self.game
        hand = game.hand
        return not game.over and (hand is None or (hand.over and game.hands[-1].score is not None))

    def _tell_each(self, message: Callable[[int], Message]) -> None:
        """Tell every seat, in seat order, its own message."""
        tell = self.tell
        if tell is not None:
            for seat in range(self.game.seats):
                tell(seat, message(seat))

    def _tell_every(self, message: Message) -> None:
        """Tell every seat, in seat order, the same message."""
        tell = self.tell
        if tell is not None:
            for seat in range(self.game.seats):
                tell(seat, message)

    def start_hand(self, deck: Sequence[Card] | None = None) -> HandState:
        """Deal the next hand (from `deck`, else a fresh shuffle) and tell every seat."""
        game = self.game
        hand = game.start_hand(new_deck(self.deck_rng) if deck is None else deck)
        self._round_start = hand.deck_pos
        self._tell_each(lambda seat: hand_start_message(game, seat))
        return hand

    def play(self, move: Move, on_played: Callable[[int, Move, bool], None] | None = None) -> bool:
        """Play `move` for the seat to move and tell every seat; True when it scored an
        escoba. `on_played(seat, move, escoba)` runs once the engine has played it,
        before anyone is told. Raises IllegalMove (nothing changed) if it is not legal."""
        hand = self.game.hand
        if hand is None or hand.over:
            raise EngineError("no hand is being played")
        legal = hand.find_legal(move)
        if legal is None:
            raise IllegalMove(f"{move} is not legal here")
        seat = hand.turn
        escoba = self.game.play_unchecked(legal)
        if on_played is not None:
            on_played(seat, legal, escoba)
        dealt = not hand.over and hand.deck_pos != self._round_start
        if dealt:
            self._round_start = hand.deck_pos
        if self.tell is not None:
            self._tell_every(played_message(seat, legal))
            if dealt:
                self._tell_each(lambda s: deal_message(hand, s))
        return escoba

    def finish_hand(self, on_counted: Callable[[HandScore], None] | None = None) -> HandScore:
        """Count the finished hand (scores, next dealer, winner) and tell every seat.
        `on_counted(score)` runs once the hand is counted, before anyone is told."""
        game = self.game
        score = game.finish_hand()
        if on_counted is not None:
            on_counted(score)
        if self.tell is not None:
            self._tell_every(hand_end_message(game, score))
        return score

    def run(
        self,
        ask: Callable[[int, HandState], Move],
        on_played: Callable[[int, Move, bool], None] | None = None,
        on_counted: Callable[[HandScore], None] | None = None,
        max_hands: int | None = None,
    ) -> bool:
        """Play on to the end of the game: `ask(seat, hand)` gives the move of the seat to
        move (a legal one, or it raises: IllegalMove for one that is not). The callbacks
        are those of `play` and `finish_hand`. False when the game is abandoned, still
        undecided after `max_hands` hands; True when a side has won."""
        game = self.game
        while not game.over:
            hand = game.hand
            if hand is None or (hand.over and game.hands[-1].score is not None):
                if max_hands is not None and len(game.hands) >= max_hands:
                    return False
                hand = self.start_hand()
            while not hand.over:
                self.play(ask(hand.turn, hand), on_played)
            self.finish_hand(on_counted)
        return True
