"""Choosing a move with the hand and the table: the keys and clicks of the game, for every
screen where a player picks a move (the game, trying a mistake again, a puzzle)."""

from __future__ import annotations

from textual.binding import Binding

from ...game.cards import Card, Move
from ...game.engine import HandState
from ...i18n import catalogue as S
from ...players.greedy import capture_worth
from ..widgets.hand import HandView
from ..widgets.look import Look
from ..widgets.table import TableView


def card_options(legal, card, table_size: int) -> list[Move]:
    """The moves a chosen card offers, in the order the game cycles them: its captures,
    the most worth first, then the card to the table (a legal move unless capturing is
    compulsory and the card can capture). Enter plays the first."""
    plays = [m for m in legal if m.card == card and not m.claim]
    captures = sorted((m for m in plays if m.captures), key=lambda m: -capture_worth(m, table_size))
    return captures + [m for m in plays if not m.captures]


# The keys that choose: a card (1-3, ← →), which of its captures (c, space). Enter, which
# plays, belongs to each screen (it does more than play on some).
CHOICE_BINDINGS = [
    Binding("1", "select(0)", "KEY_CARD 1", show=False),
    Binding("2", "select(1)", "KEY_CARD 2", show=False),
    Binding("3", "select(2)", "KEY_CARD 3", show=False),
    Binding("left", "step(-1)", "KEY_PREV", show=False),
    Binding("right", "step(1)", "KEY_NEXT", show=False),
]


class MoveChoice:
    """The move being chosen: a card of the hand, then one of its captures (or the table
    cards picked by clicks). A screen that mixes this in gives `hand` (the position),
    `look`, `legal()`, `human_turn()` (whether a choice is being made now) and `redraw()`."""

    look: Look
    selected: int | None = None
    options: list[Move]
    option: int | None = None
    picked: set[Card]

    @property
    def hand(self) -> HandState | None:
        raise NotImplementedError

    def legal(self) -> list[Move]:
        raise NotImplementedError

    def human_turn(self) -> bool:
        raise NotImplementedError

    def redraw(self) -> None:
        raise NotImplementedError

    def clear_choice(self) -> None:
        self.selected = None
        self.options = []
        self.option = None
        self.picked = set()

    def choose_card(self, index: int) -> None:
        hand = self.hand
        if hand is None:
            return
        cards = hand.hands[hand.turn]
        if not 0 <= index < len(cards):
            return
        self.selected = index
        self.options = card_options(self.legal(), cards[index], len(hand.table))
        self.option = 0 if self.options else None
        self.picked = set()

    def choose_move(self, move: Move) -> None:
        """Show `move` as the choice (its card, and that capture of it)."""
        hand = self.hand
        if hand is None or move.claim:
            return
        self.choose_card(hand.hands[hand.turn].index(move.card))
        for i, option in enumerate(self.options):
            if option.same_as(move):
                self.option = i

    def current_move(self) -> Move | None:
        if self.option is None or not self.options:
            return None
        return self.options[self.option]

    def taken(self) -> set[Card]:
        move = self.current_move()
        return set(move.captures) if move is not None else set(self.picked)

    def choice_text(self) -> str:
        hand = self.hand
        if self.selected is None or hand is None:
            return S.CHOICE_NONE
        card = hand.hands[hand.turn][self.selected]
        name = self.look.name(card)
        move = self.current_move()
        if move is None:
            total = sum(self.look.rules.values[c] for c in self.picked)
            return S.CHOICE_PARTIAL.format(card=name, cards=self.look.names(sorted(self.picked)), total=total)
        # Every way `c` cycles through is counted, "no capture" too: a card with two
        # captures (capturing optional) shows 1 of 3, 2 of 3, then 3 of 3 to the table.
        n, k = self.options.index(move) + 1, len(self.options)
        if not move.captures:
            return S.CHOICE_DISCARD.format(card=name) if k == 1 else S.CHOICE_NO_CAPTURE.format(card=name, n=n, k=k)
        return S.CHOICE_CAPTURE.format(card=name, cards=self.look.names(move.captures), n=n, k=k)

    # ------------------------------------------------------------ keys and clicks

    def action_select(self, index: int) -> None:
        if self.human_turn():
            self.choose_card(index)
            self.redraw()

    def action_step(self, delta: int) -> None:
        hand = self.hand
        if not self.human_turn() or hand is None:
            return
        n = len(hand.hands[hand.turn])
        current = self.selected if self.selected is not None else (-1 if delta > 0 else n)
        self.choose_card((current + delta) % n)
        self.redraw()

    def action_cycle(self) -> None:
        if self.human_turn() and self.options:
            self.option = 0 if self.option is None else (self.option + 1) % len(self.options)
            self.picked = set()
            self.redraw()

    def on_hand_view_card_clicked(self, event: HandView.CardClicked) -> None:
        if self.human_turn():
            self.choose_card(event.index)
            self.redraw()

    def on_table_view_card_clicked(self, event: TableView.CardClicked) -> None:
        """Pick the table cards to take one by one; a set that is a legal capture is chosen."""
        if not self.human_turn() or self.selected is None:
            return
        chosen = self.taken()
        chosen ^= {event.card}
        self.option = None
        self.picked = chosen
        for i, option in enumerate(self.options):
            if set(option.captures) == chosen:
                self.option, self.picked = i, set()
                break
        self.redraw()


def legal_named(hand: HandState, text: str) -> Move | None:
    """The legal move of `hand` written `text` (the analysis and the puzzles keep moves as
    notation); None when it is not one."""
    try:
        return hand.find_legal(Move.parse(text))
    except ValueError:
        return None
