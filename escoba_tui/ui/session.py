"""One match as the full-screen game runs it: the engine's Game, the players, dealing, saving.

No Textual here: the screens drive a LocalMatch, and a test can drive one without a terminal.
The game goes through the same GameLoop as the referee's, so events reach players that
want them exactly as the referee sends them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from random import Random

from ..game.cards import Card, Move
from ..game.engine import Game, HandScore, HandState, default_teams, new_deck
from ..game.loop import GameLoop, Message
from ..game.record import Record, record_from_game, verify, write_record
from ..game.rules import Rules
from ..game.seeds import player_seed
from ..players import GameInfo, Player, known_players, make_player

HUMAN = "human"


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a name and `human` or a player spec (`greedy`, `expert:ms=200`)."""

    name: str
    kind: str = HUMAN

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


def hint_spec() -> str:
    """The counter player gives hints; until it exists, the greedy one does."""
    return "counter" if "counter" in known_players() else "greedy"


class LocalMatch:
    """A match to the target. Decks come from `Random(seed)`, as in the referee."""

    def __init__(
        self, rules: Rules, seats: list[Seat], partners: bool = False, seed: int = 0, started: datetime | None = None
    ) -> None:
        self.rules = rules
        self.seats = list(seats)
        self.partners = partners
        self.seed = seed
        self.started = started or datetime.now(UTC).replace(microsecond=0)
        self.game = Game(rules, default_teams(len(seats), partners))
        self.loop = GameLoop(self.game, self._tell, Random(seed))
        self.names = tuple(s.name for s in seats)
        self.takebacks = 0  # moves taken back (undo); kept beside the save, not in the record
        teams = tuple(tuple(t) for t in self.game.teams)
        self.players: dict[int, Player] = {}
        self.hinters: dict[int, Player] = {}
        try:
            for i, seat in enumerate(seats):
                info = GameInfo(i, len(seats), teams, rules, self.names)
                if seat.human:
                    player = make_player(hint_spec(), seed=player_seed(seed, i))
                    self.hinters[i] = player
                else:
                    player = make_player(seat.kind, seed=player_seed(seed, i))
                    self.players[i] = player
                player.start_game(info)
        except BaseException:  # a seat that cannot start: the programs already started stop
            for running in [*self.players.values(), *self.hinters.values()]:
                try:
                    running.close()
                except Exception:
                    pass
            raise

    # -- who is who

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    @property
    def hand(self) -> HandState | None:
        return self.game.hand

    def side_name(self, side: int) -> str:
        from ..i18n.catalogue import SIDE_JOIN

        return SIDE_JOIN.join(self.names[s] for s in self.game.teams[side])

    def specs(self) -> list[str]:
        return [s.kind for s in self.seats]

    # -- play

    def _everyone(self) -> list[tuple[int, Player]]:
        return [*self.players.items(), *self.hinters.items()]

    def _tell(self, seat: int, message: Message) -> None:
        player = self.players.get(seat) or self.hinters.get(seat)
        if player is not None and player.wants_events:
            try:
                player.notify(message)
            except Exception:  # a player's bookkeeping must never stop the game
                pass

    def needs_deal(self) -> bool:
        return self.loop.needs_deal()

    def start_hand(self, deck: list[Card] | None = None) -> HandState:
        return self.loop.start_hand(deck)

    def play(self, move: Move) -> bool:
        """Play a legal move for the seat to move; True when it scored an escoba.
        Raises IllegalMove (a ValueError) for a move that is not legal here."""
        return self.loop.play(move)

    def finish_hand(self) -> HandScore:
        return self.loop.finish_hand()

    def close(self) -> None:
        for _, player in self._everyone():
            try:
                player.close()
            except Exception:
                pass

    # -- records

    def record(self) -> Record:
        return record_from_game(self.game, list(self.names), self.specs(), self.seed, self.started)

    def save(self, path: Path) -> Path:
        return write_record(self.record(), path)

    @classmethod
    def from_record(cls, record: Record) -> LocalMatch:
        """Resume a saved match: replay it (checked) with the same seed, so dealing goes on
        exactly as it would have."""
        verify(record, "saved match")
        return cls._rebuild(record)

    @classmethod
    def _rebuild(cls, record: Record, last_hand_moves: int | None = None) -> LocalMatch:
        """Replay `record` into a new match; with `last_hand_moves`, only that many of the
        last hand's moves (the rest is taken back). Each move is checked as it is played."""
        seats = [Seat(name, kind) for name, kind in zip(record.seats, record.players)]
        partners = len(record.teams) == 2 and len(seats) in (4, 6)
        rules = record.make_rules()
        match = cls(rules, seats, partners, record.seed or 0, record.started)
        try:
            if record.hands:
                match.game.dealer = record.hands[0].dealer
            for n, rh in enumerate(record.hands):
                drawn = new_deck(match.loop.deck_rng)
                hand = match.start_hand(drawn if list(drawn) == list(rh.deck) else list(rh.deck))
                moves = rh.moves
                if last_hand_moves is not None and n == len(record.hands) - 1:
                    moves = moves[:last_hand_moves]
                for move in moves:
                    match.play(move)
                if hand.over:
                    match.finish_hand()
        except BaseException:
            match.close()
            raise
        return match

    # -- taking a move back

    def undo_point(self) -> int | None:
        """How many moves of the current hand stay when the human takes back their last
        move (and whatever the computers played since); None when there is nothing to take
        back. Only against computers (exactly one human seat) and within the hand being
        played: a counted hand is never reopened."""
        humans = self.humans
        hand = self.game.hand
        if len(humans) != 1 or self.game.over or hand is None or hand.over:
            return None
        human = humans[0]
        history = hand.history
        cut = next(
            (i for i in range(len(history) - 1, -1, -1) if history[i][0] == human and not history[i][1].claim), None
        )
        if cut is None:
            return None
        while cut > 0 and history[cut - 1][0] == human and history[cut - 1][1].claim:
            cut -= 1  # a renuncio claimed just before that play goes back with it
        return cut

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undone(self) -> LocalMatch:
        """A new match at the position before the human's last move in this hand, dealt
        from the same seed; the take-back is counted. This match is left as it was (the
        caller closes it). Raises ValueError when there is nothing to take back."""
        cut = self.undo_point()
        if cut is None:
            raise ValueError("nothing to take back")
        match = type(self)._rebuild(self.record(), cut)
        match.takebacks = self.takebacks + 1
        return match
