"""The board every game position is drawn on, live or replayed: seats, table, hand, sheet, log."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from ...files.names import MAX_SHOWN, shown_name, shown_names
from ...game.cards import Card, Move
from ...game.engine import HandState
from ...game.reasons import Because
from ...i18n import catalogue as S
from ...i18n import wording as W
from ..seats import level_word
from ..widgets.count import CountView
from ..widgets.footer import Footer
from ..widgets.hand import HandView
from ..widgets.look import Look
from ..widgets.move_log import MoveLog, log_lines
from ..widgets.score import ScoreSheet
from ..widgets.seats import SeatsView
from ..widgets.table import TableView
from ..widgets.text import redraw_text, shorten_lines
from .base import TooSmall
from .modals import HelpScreen

SIDE_LIMIT = 2 * MAX_SHOWN + 3  # "name & name"


class BoardScreen(Screen):
    """Draws one position; subclasses decide whose hand is shown and what the keys do."""

    HELP_KEYS = "HELP_GAME_KEYS"  # the help's words on this screen's keys (a catalogue name)
    HELP_MOUSE = ""  # and on its mouse ("": none)

    def __init__(
        self, look: Look, names: Sequence[str], side_names: Sequence[str], kinds: Sequence[str] | None = None
    ) -> None:
        super().__init__()
        self.look = look
        self.set_players(names, side_names, kinds)
        # Why a computer player made each of its moves: (hand number, move index) -> reason.
        self.reasons: dict[tuple[int, int], Because] = {}
        # Moves the computer made for a seat gone too long (hosted tables), by (hand, index): the log says so.
        self.takeovers: set[tuple[int, int]] = set()

    def set_players(self, names: Sequence[str], side_names: Sequence[str], kinds: Sequence[str] | None = None) -> None:
        """Who sits at this board (a screen showing positions of several matches changes them)."""
        # Names arrive from players, records and bots: plain text from here on (shown_name),
        # and every widget below draws them as text, never as markup.
        self.names = shown_names(names)
        # A computer's level in a word ("Expert"), shown with its seat; None for a person.
        self.levels = [level_word(kind) for kind in kinds] if kinds is not None else None
        self.side_names = [shown_name(side, SIDE_LIMIT) for side in side_names]

    def help_bindings(self) -> Sequence[BindingType]:
        """The keys the help lists: this screen's own."""
        return self.BINDINGS

    def action_count(self) -> None:
        count = self.query_one(CountView)
        count.shown = not count.shown

    def action_help(self) -> None:
        self.app.push_screen(
            HelpScreen(
                self.look.rules,
                style=self.look.style,
                bindings=self.help_bindings(),
                keys=self.HELP_KEYS,
                mouse=self.HELP_MOUSE,
            )
        )

    def compose(self) -> ComposeResult:
        yield TooSmall()
        yield Static("", id="status", markup=False)
        yield from self.compose_banner()
        with Horizontal(id="board"):
            with Vertical(id="main"):
                yield SeatsView(id="seats")
                yield TableView(id="table")
                yield HandView(id="hand")
            with Vertical(id="side"):
                yield ScoreSheet(id="score")
                yield CountView(id="count")
                yield MoveLog(id="log")
        yield Footer()

    def compose_banner(self) -> ComposeResult:
        """A line between the status and the board, for the screens that have one."""
        yield from ()

    def action_table_scroll(self, rows: int) -> None:
        """Scroll a table that holds more cards than fit (the title says how many are hidden)."""
        self.query_one(TableView).scroll_cards(rows)

    def action_log_scroll(self, direction: int) -> None:
        """Scroll the move log half its height up (-1) or down (1): the keys ↑ ↓. A new
        move brings it back to the end."""
        log = self.query_one(MoveLog)
        step = max(1, log.scrollable_content_region.height // 2)
        y = min(log.max_scroll_y, max(0, log.scroll_y + direction * step))
        log.follow = y >= log.max_scroll_y  # scrolled back: redraws leave it there
        # At once, not after the next refresh: keys pressed faster than the screen refreshes
        # (a held ↑) each go on from where the one before left the log.
        log.scroll_to(y=y, animate=False, immediate=True)

    def draw(
        self,
        hand: HandState,
        viewer: int | None,
        *,
        reveal: bool,
        shown_seat: int | None,
        totals: Sequence[int],
        target: int,
        taken: Iterable[Card] = (),
        last: str = "",
        status: str = "",
        selected: int | None = None,
        choice: str = "",
        hint: str = "",
        hand_title: str = "",
        showing: Move | None = None,
        hint_short: str = "",
        made: Move | None = None,
    ) -> None:
        """Draw a position. `shown_seat` is the hand drawn face up below the table (None:
        every hand hidden); the other seats go in the row above. `showing`, a move on show
        before it is made, has its card drawn on the table marked with the cards it takes,
        and the table's title gives the total the table will have once it is made. `made`,
        a move of the seat to move shown as made (a practice's best move), draws the table
        and that seat's hand as the move leaves them, the table's title saying so; the rest
        (seats, score, log) stays the position before it."""
        theme_vars = self.app.theme_variables
        others = [s for s in range(hand.seats) if s != shown_seat]
        if shown_seat is not None:
            # Seats in play order starting after the one at the keyboard, as around a table.
            others = [(shown_seat + k) % hand.seats for k in range(1, hand.seats)]
        self.query_one(SeatsView).show(
            self.look,
            hand,
            names=self.names,
            seats=others,
            viewer=viewer,
            reveal=reveal,
            theme_vars=theme_vars,
            levels=self.levels,
        )
        cards_in_hand = self._draw_table(hand, shown_seat, taken, last, showing, made)
        hand_view = self.query_one(HandView)
        if shown_seat is None:
            hand_view.title = ""
            hand_view.show_cards(self.look, ())
        else:
            hand_view.title = hand_title or W.addressed("HAND_TITLE", self.names[shown_seat])
            hand_view.show_cards(self.look, cards_in_hand)
        hand_view.selected = selected if shown_seat is not None else None
        hand_view.choice = choice
        hand_view.hint_short = hint_short
        hand_view.hint = hint
        self.query_one(ScoreSheet).show(
            hand, side_names=self.side_names, totals=totals, target=target, style=self.look.style
        )
        self.query_one(CountView).show(
            hand.view(viewer) if viewer is not None else None, look=self.look, theme_vars=theme_vars
        )
        self.query_one(MoveLog).show(log_lines(hand, self.names, self.look, self.reasons, self.takeovers))
        self.status = status
        self.fit_status()

    def _draw_table(
        self,
        hand: HandState,
        shown_seat: int | None,
        taken: Iterable[Card],
        last: str,
        showing: Move | None,
        made: Move | None,
    ) -> list[Card]:
        """The table as `draw` shows it (before, during or after a move); the cards of the
        hand shown face up, without the one a move shown as made has played."""
        table = self.query_one(TableView)
        cards_in_hand = list(hand.hands[shown_seat]) if shown_seat is not None else []
        if made is not None:
            gone = {made.card, *made.captures} if made.claim or made.captures else set()
            left = [c for c in hand.table if c not in gone] if gone else [*hand.table, made.card]
            left.sort(key=self.look.rules.table_order.__getitem__)
            table.show_cards(self.look, left, (), title=S.TABLE_TITLE_MADE)
            if not made.claim and shown_seat == hand.turn:
                cards_in_hand = [c for c in cards_in_hand if c != made.card]
        elif showing is None:
            table.show_cards(self.look, hand.table, taken)
        else:
            # A claim's card already lies on the table; a play's card joins it for the show.
            cards = list(hand.table) if showing.claim else [*hand.table, showing.card]
            moved = {showing.card, *showing.captures}
            taking = showing.claim or bool(showing.captures)
            after = [c for c in hand.table if c not in moved] if taking else [*hand.table, showing.card]
            table.show_cards(self.look, cards, moved, after=after)
        table.last = last
        table.subtitle = S.HAND_NUMBER.format(n=hand.hand_number) + " · " + S.DECK_LEFT.format(n=hand.deck_left())
        return cards_in_hand

    status = ""  # the status line's words, whole: fitted to the width at every resize
    STATUS_LINES = 1  # the replay's has two (the review's summary)

    def on_resize(self) -> None:
        self.fit_status()

    def fit_status(self) -> None:
        """The status line in one line: a longer one ends in "…" after a whole word."""
        line = self.query_one("#status", Static)
        redraw_text(line, shorten_lines(self.status, max(0, self.size.width - 2), self.STATUS_LINES))
