"""The table: its cards in value order, their total, the capture a move would make."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Static

from ...game.cards import Card
from ...i18n import catalogue as S
from .cards import COMPACT_WIDTH, CardView
from .look import Look
from .text import redraw_text, shorten_lines


class TableScroll(VerticalScroll, can_focus=False):
    """The table's cards: tells the table when its room changes or it is scrolled."""

    def on_resize(self) -> None:
        parent = self.parent
        if isinstance(parent, TableView):
            parent.fit()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        parent = self.parent
        if isinstance(parent, TableView):
            parent.mark()


LAST_LINES = 2  # the last play above the table


HINT_LINES = 4  # the hint under the hand ...


SHORT_HINT_LINES = 2  # ... in a screen under ROOMY_HEIGHT rows


ROOMY_HEIGHT = 28


FULL_CARD = (9, 4)  # a card face with its border: width, height


GAP = 1


class TableView(Widget):
    """The table: its cards in value order, their total, and the cards a capture would take.

    Every card is shown: full faces while they fit, else one-line cards (`-compact`), and
    if even those overflow (a very small terminal) the cards scroll and the title says how
    many are above or below the visible rows."""

    DEFAULT_CSS = """
    TableView { border: round $secondary; padding: 0 1; height: 1fr; min-height: 6;
                border-title-color: $title-secondary; border-subtitle-color: $title-secondary; }
    TableView #last { height: auto; max-height: 2; color: $text-muted; }
    TableView #table-cards-scroll { scrollbar-size-vertical: 1; }
    TableView #table-cards { layout: grid; grid-size: 6; grid-gutter: 0 1; grid-columns: 9; grid-rows: 4; height: auto; }
    TableView.-compact #table-cards { grid-columns: 10; grid-rows: 1; }
    TableView CardView.-taken { border: heavy $accent; }
    TableView CardView.-compact.-taken { border: none; text-style: bold reverse; }
    TableView #table-empty { color: $text-muted; }
    """

    last: reactive[str] = reactive("", init=False, repaint=False)  # the last play, in words
    subtitle: reactive[str] = reactive("", init=False)

    class CardClicked(Message):
        def __init__(self, card: Card) -> None:
            super().__init__()
            self.card = card

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.total = 0
        self.after = False  # the total is of the table a move on show will leave
        self.title_words: str | None = None  # the title's own words, if not the usual ones
        self.count = 0  # cards on the table
        self.columns = 1  # cards per row as last fitted

    def compose(self) -> ComposeResult:
        last = Static(self.last, id="last", markup=False)
        last.display = bool(self.last)
        yield last
        yield Static(S.TABLE_EMPTY, id="table-empty")
        with TableScroll(id="table-cards-scroll"):
            yield Widget(id="table-cards")

    def watch_last(self, last: str) -> None:
        self.fit_last()

    def fit_last(self) -> None:
        """The last play in at most two lines, wrapped at words; a longer one ends in "…"
        at a word boundary, never mid-word (the move log has it whole)."""
        line = self.query_one("#last", Static)
        line.display = bool(self.last)
        redraw_text(line, shorten_lines(self.last, self.content_size.width, LAST_LINES))

    def watch_subtitle(self, subtitle: str) -> None:
        self.border_subtitle = Content(subtitle)

    def show_cards(
        self,
        look: Look,
        table: Sequence[Card],
        taken: Iterable[Card],
        after: Sequence[Card] | None = None,
        title: str | None = None,
    ) -> None:
        """Draw `table`, the `taken` cards marked. `after`, while a move is on show, is the
        table that move leaves: the title's total is then its total, and says so. `title`,
        a catalogue line with {total}, says what table this is instead (one a move left)."""
        self.total = sum(look.rules.values[c] for c in (table if after is None else after))
        self.after = after is not None
        self.title_words = title
        self.count = len(table)
        grid = self.query_one("#table-cards", Widget)
        taken = set(taken)
        self.query_one("#table-empty", Static).display = not table
        for v in look.place(grid, table):
            v.set_class(v.card in taken, "-taken")
        self.fit()

    def fit(self) -> None:
        """Full faces if every card fits in the room there is, else one-line cards."""
        scroll = self.query_one(TableScroll)
        grid = self.query_one("#table-cards", Widget)
        width, height = scroll.size
        n = max(1, self.count)

        def columns(card_width: int, card_height: int) -> tuple[int, bool]:
            """Cards per row, and whether they all fit without a scrollbar."""
            fit = max(1, (width + GAP) // (card_width + GAP))
            if -(-n // fit) * card_height <= height:
                return fit, True
            return max(1, (width - 1 + GAP) // (card_width + GAP)), False  # the scrollbar takes one

        self.columns, fits = columns(*FULL_CARD)
        compact = not fits and width > 0 and height > 0
        if compact:
            self.columns, _ = columns(COMPACT_WIDTH, 1)
        self.set_class(compact, "-compact")
        for view in grid.query_children(CardView):
            view.set_class(compact, "-compact")
        grid.styles.grid_size_columns = self.columns
        self.fit_last()
        self.mark()

    def mark(self) -> None:
        """The title: the table's total, and how many cards are scrolled out of sight."""
        words = self.title_words or (S.TABLE_TITLE_AFTER if self.after else S.TABLE_TITLE)
        title = words.format(total=self.total)
        scroll = self.query_one(TableScroll)
        row_height = 1 if self.has_class("-compact") else FULL_CARD[1]
        rows = -(-self.count // self.columns)
        if rows * row_height > scroll.size.height > 0:
            first = int(scroll.scroll_y) // row_height
            shown = max(1, scroll.size.height // row_height)
            above = min(self.count, first * self.columns)
            below = max(0, self.count - (first + shown) * self.columns)
            marks = []
            if above:
                marks.append(S.TABLE_ABOVE.format(n=above))
            if below:
                marks.append(S.TABLE_BELOW.format(n=below))
            if marks:
                title += " · " + " ".join(marks)
        self.border_title = Content(title)

    def scroll_cards(self, rows: int) -> None:
        """Scroll the table's cards by `rows` card rows (keys for a table that overflows)."""
        row_height = 1 if self.has_class("-compact") else FULL_CARD[1]
        scroll = self.query_one(TableScroll)
        scroll.scroll_to(y=max(0, scroll.scroll_y + rows * row_height), animate=False)

    def on_card_view_clicked(self, event: CardView.Clicked) -> None:
        event.stop()
        self.post_message(self.CardClicked(event.card))
