"""The board widgets: the hand, the table, the other seats, score sheet, move log and count."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.visual import VisualType
from textual.widgets import Button, Static

from ...game.cards import DECK, RANK_OF, Card, Move
from ...game.engine import HAND_SIZE, HandState, SeatView
from ...game.reasons import Because
from ...game.rules import Rules
from .. import strings as S
from ..faces import card_name, card_names, suit_word
from .cards import COMPACT_WIDTH, CardView


def same_text(a: object, b: object) -> bool:
    """Whether two contents draw the same: equal strings, or Rich texts alike in words, styles
    and how they wrap (anything else, a table say, is taken as changed)."""
    if isinstance(a, str) and isinstance(b, str):
        return a == b
    if isinstance(a, Text) and isinstance(b, Text):
        return (a == b and (a.style, a.justify, a.overflow, a.no_wrap, a.end)
                == (b.style, b.justify, b.overflow, b.no_wrap, b.end))
    return False


def redraw_text(widget: Static, content: VisualType, key: object = None) -> None:
    """`widget.update(content)`, laying the screen out again only where the widget's size may
    change with its content. Textual lays out the whole screen after every update; a board
    redraw updates a dozen texts, most of them the same size as before (a seat's panel, the
    status line, the score sheet): those are repainted, not laid out. Content drawn the same
    as what is shown (or, given a `key`, drawn from the same key) is left alone."""
    if key is not None:
        if getattr(widget, "_drawn_from", None) == key:
            return
        setattr(widget, "_drawn_from", key)
    elif same_text(content, widget.content):
        return
    styles = widget.styles
    width = widget.content_size.width
    if not widget.is_mounted or width <= 0 or (styles.width is not None and styles.width.is_auto):
        widget.update(content)
        return
    if styles.height is not None and not styles.height.is_auto:  # set by the stylesheet: content never moves it
        widget.update(content, layout=False)
        return
    # As tall as its content: laid out again if the content's height at this width changed.
    container, viewport = widget.container_size, widget.app.size
    before = widget.get_content_height(container, viewport, width)
    widget.update(content, layout=False)
    if widget.get_content_height(container, viewport, width) != before:
        widget.refresh(layout=True)


class Look:
    """How cards are drawn for this match: face style, values shown, the rules' values."""

    def __init__(self, style: str, show_values: bool, rules: Rules) -> None:
        self.style = style
        self.show_values = show_values
        self.rules = rules

    def name(self, card: Card) -> str:
        return card_name(card, self.style, self.rules, self.show_values)

    def names(self, cards: Iterable[Card]) -> str:
        return card_names(cards, self.style, self.rules, self.show_values)

    def card(self, card: Card, key: str = "", index: int = 0) -> CardView:
        return CardView(card, self.style, self.rules, self.show_values, key=key, index=index)

    def place(self, container: Widget, cards: Sequence[Card], keys: bool = False) -> list[CardView]:
        """Show `cards` in `container`, reusing its CardViews and mounting more only when needed."""
        views = list(container.query_children(CardView))
        if len(views) < len(cards):
            extra = [self.card(cards[0]) for _ in range(len(cards) - len(views))]
            container.mount_all(extra)
            views += extra
        for i, view in enumerate(views):
            if i < len(cards):
                view.set_card(cards[i], self.style, self.rules, self.show_values, str(i + 1) if keys else "", i)
                view.display = True
            else:
                view.display = False
        return views[: len(cards)]


class PadButton(Button, can_focus=False):
    """A compact button that never takes the focus, so Enter and space stay game keys."""

    def __init__(self, label: str, action: str, **kwargs) -> None:
        super().__init__(label, compact=True, **kwargs)
        self.game_action = action


class HandView(Widget):
    """The cards of the seat at the keyboard, the chosen play, and buttons for the mouse.

    What it shows is reactive: set `title`, `clock`, `selected`, `choice`, `hint` and `buttons`,
    and the widget follows; the cards themselves come through `show_cards`."""

    DEFAULT_CSS = """
    HandView { height: auto; border: round $primary; padding: 0 1; border-title-color: $title-primary; }
    HandView #hand-cards { height: 4; }
    HandView #hand-empty { width: auto; padding: 1 0; color: $text-muted; }
    HandView CardView { margin-right: 1; }
    HandView CardView.-selected { border: heavy $accent; background: $card-face; }
    HandView #choice { height: auto; }
    HandView #choice { max-height: 2; }
    HandView #hint { height: auto; max-height: 4; color: $text-muted; }
    HandView #buttons { layout: grid; grid-size: 6; grid-columns: auto; grid-gutter: 0 1; height: auto; }
    HandView PadButton { width: auto; min-width: 6; }
    """

    title: reactive[str] = reactive("", init=False)
    # The time left for our move on a hosted table's clock (ms), shown after the title.
    clock: reactive[int | None] = reactive(None, init=False)
    selected: reactive[int | None] = reactive(None, init=False, repaint=False)
    choice: reactive[str] = reactive("", init=False, repaint=False)
    hint: reactive[str] = reactive("", init=False, repaint=False)
    # The hint without its move (the choice line shows the move): where the whole hint would
    # be cut, the reason gets the room.
    hint_short: str = ""
    # Per action: True shown, None shown greyed, False hidden (as check_action answers).
    buttons: reactive[dict[str, bool | None]] = reactive(dict, init=False, repaint=False)

    class CardClicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def compose(self) -> ComposeResult:
        with Horizontal(id="hand-cards"):
            # A hand played out before the round ends can say so (the replay's does).
            yield Static(S.HAND_EMPTY, id="hand-empty")
        # Names reach these lines: drawn as text, never read as markup.
        yield Static(self.choice, id="choice", markup=False)
        hint = Static(self.hint, id="hint", markup=False)
        hint.display = bool(self.hint)
        yield hint
        with Widget(id="buttons"):
            yield PadButton(S.PLAY_BUTTON, "play", id="b-play", variant="primary")
            yield PadButton(S.CYCLE_BUTTON, "cycle", id="b-cycle")
            yield PadButton(S.KEY_RENUNCIO, "renuncio", id="b-renuncio", variant="warning")
            yield PadButton(S.HINT_BUTTON, "hint", id="b-hint")
            yield PadButton(S.COUNT_BUTTON, "count", id="b-count")
            yield PadButton(S.HELP_BUTTON, "help", id="b-help")

    def show_cards(self, look: Look, cards: Sequence[Card], empty: bool = False) -> None:
        """The hand's cards; `empty`: say so when there are none (a seat's hand played out,
        as against no seat shown at all)."""
        look.place(self.query_one("#hand-cards", Horizontal), cards)
        self.query_one("#hand-empty", Static).display = empty and not cards
        self.watch_selected(self.selected)

    def draw_title(self) -> None:
        title, ms = self.title, self.clock
        self.border_title = Content(f"{title} · {S.NET_CLOCK.format(time=clock_text(ms))}" if ms is not None and title
                                    else title)

    watch_title = watch_clock = draw_title

    def watch_selected(self, selected: int | None) -> None:
        for i, view in enumerate(self.query_one("#hand-cards", Horizontal).query_children(CardView)):
            view.set_class(i == selected, "-selected")

    def watch_choice(self, choice: str) -> None:
        redraw_text(self.query_one("#choice", Static), choice)

    def watch_hint(self, hint: str) -> None:
        self.fit_hint()

    def fit_hint(self) -> None:
        """The hint (or the renuncio offer) wrapped at words: four lines where the screen has
        the room, two in a short one (at 80×24 the table needs the rest); a longer one ends
        in "…" at a word, never cut mid-sentence without a mark."""
        line = self.query_one("#hint", Static)
        lines = HINT_LINES if self.app.size.height >= ROOMY_HEIGHT else SHORT_HINT_LINES
        text, width = self.hint, self.content_size.width
        if self.hint_short and width > 1 and len(textwrap.wrap(text, width)) > lines:
            text = self.hint_short
        redraw_text(line, shorten_lines(text, width, lines, S.HINT_MORE))
        line.display = bool(self.hint)  # an empty line would take a row the table needs at 80×24

    def watch_buttons(self, enabled: dict[str, bool | None]) -> None:
        for button in self.query(PadButton):
            state = enabled.get(button.game_action, False)
            button.display = state is not False
            button.disabled = state is None
        self.fit_buttons()

    def on_resize(self) -> None:
        self.fit_buttons()
        self.fit_hint()

    def fit_buttons(self) -> None:
        """As many buttons a row as fit the width (a narrow terminal gets a second row)."""
        width = self.content_size.width
        widths = [max(6, Content.from_text(b.label).cell_length + 2) for b in self.query(PadButton) if b.display]
        columns = max(1, len(widths))
        while columns > 1:
            needed = sum(max(widths[j::columns]) for j in range(columns)) + columns - 1
            if needed <= width:
                break
            columns -= 1
        self.query_one("#buttons", Widget).styles.grid_size_columns = columns

    def on_card_view_clicked(self, event: CardView.Clicked) -> None:
        event.stop()
        self.post_message(self.CardClicked(event.card_view.index))


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


def shorten_lines(text: str, width: int, lines: int, more: str = "") -> str:
    """`text` wrapped at words into at most `lines` lines of `width` cells; if it needs more,
    the last line ends with "…" after a whole word (then `more`, saying how to see it all)."""
    if width <= 1 or not text:
        return text
    wrapped = textwrap.wrap(text, width, break_long_words=True)
    if len(wrapped) <= lines:
        return "\n".join(wrapped)
    head = wrapped[: lines - 1]
    rest = " ".join(wrapped[lines - 1:])
    room = max(1, width - 1 - len(more))
    cut = rest[:room]
    if len(rest) > room and " " in cut:
        cut = cut[: cut.rindex(" ")]
    return "\n".join(head + [cut.rstrip(" ,;:—") + "…" + more])


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

    def show_cards(self, look: Look, table: Sequence[Card], taken: Iterable[Card],
                   after: Sequence[Card] | None = None) -> None:
        """Draw `table`, the `taken` cards marked. `after`, while a move is on show, is the
        table that move leaves: the title's total is then its total, and says so."""
        self.total = sum(look.rules.values[c] for c in (table if after is None else after))
        self.after = after is not None
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
        title = (S.TABLE_TITLE_AFTER if self.after else S.TABLE_TITLE).format(total=self.total)
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


def clock_text(ms: int) -> str:
    seconds = (ms + 999) // 1000  # 0:00 only once the time is really up
    return f"{seconds // 60}:{seconds % 60:02d}"


@dataclass(frozen=True)
class Presence:
    """Whether a seat at a hosted table is here, as the host says: `state` is here, away,
    open (nobody took it), ai (the computer plays it) or unknown; `left_ms` the time it
    has before its side forfeits (or, `takeover`, the computer plays for it)."""

    state: str
    left_ms: int | None = None
    takeover: bool = False


PRESENCE_MARKS = {"here": "● ", "away": "○ ", "open": "○ ", "ai": "○ ", "unknown": "? "}


class SeatPanel(Static):
    """Another seat in play: its name, its cards' backs, pile and escobas.

    Its border is reactive: the board sets `seat_name` and `tags` (partner, dealer); a
    hosted table sets `presence` (None: the host says nothing), `thinking` and `clock`
    (the thinking seat's time, ms), and the border follows whichever changes."""

    DEFAULT_CSS = """
    SeatPanel { border: round $panel-lighten-2; width: 1fr; height: 4; padding: 0 1;
                text-wrap: nowrap; text-overflow: ellipsis;
                border-title-color: $foreground; border-subtitle-color: $foreground; }
    SeatPanel.-to-play { border: heavy $accent; }
    SeatPanel.-partner { border: round $success; }
    SeatPanel.-partner.-to-play { border: heavy $accent; }
    """

    seat_name: reactive[str] = reactive("", init=False, repaint=False)
    tags: reactive[str] = reactive("", init=False, repaint=False)
    presence: reactive[Presence | None] = reactive(None, init=False, repaint=False)
    thinking: reactive[bool] = reactive(False, init=False, repaint=False)
    clock: reactive[int | None] = reactive(None, init=False, repaint=False)

    def draw_border(self) -> None:
        title, subtitle = self.seat_name, self.tags
        state = self.presence.state if self.presence is not None else None
        if state is not None:
            title = PRESENCE_MARKS.get(state, "") + title
        if self.presence is not None and state in ("away", "open", "ai"):
            subtitle = {"away": S.NET_AWAY, "open": S.NET_OPEN, "ai": S.NET_AI}[state]
            if self.presence.left_ms is not None:
                then = S.NET_AWAY_TAKEOVER if self.presence.takeover else S.NET_AWAY_FORFEIT
                subtitle = then.format(time=clock_text(self.presence.left_ms))
        elif state == "unknown":
            subtitle = S.NET_UNKNOWN
        if self.thinking and state not in ("away", "open", "unknown"):
            # The clock first: a narrow panel cuts its subtitle short at the end.
            subtitle = (f"{clock_text(self.clock)} " if self.clock is not None else "") + S.NET_THINKING
        self.border_title = Content(title)
        self.border_subtitle = Content(subtitle)

    # Whichever changes, the border is drawn again from them all.
    on_mount = watch_seat_name = watch_tags = watch_presence = watch_thinking = watch_clock = draw_border


class SeatHand(Widget):
    """Another seat's hand face up (a replay shows every hand): its name, then its cards
    as one-line cards, one under the other, as narrow as a one-line card."""

    DEFAULT_CSS = """
    SeatHand { width: 10; height: 4; }
    SeatHand .seat-name { height: 1; text-style: bold; }
    SeatHand.-to-play .seat-name { text-style: bold reverse; }
    SeatHand.-partner .seat-name { text-style: bold underline; }
    SeatHand.-partner.-to-play .seat-name { text-style: bold reverse underline; }
    SeatHand .seat-none { color: $text-muted; }
    """

    class Chosen(Message):
        """The player clicked this seat's hand (a replay then follows that seat)."""

        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def __init__(self, look: Look) -> None:
        super().__init__()
        self.seat = 0
        # Built here, not composed, so `show` can fill them before the cell is mounted.
        self.name_line = Static("", classes="seat-name", markup=False)
        self.none_line = Static("–", classes="seat-none")
        self.views = [look.card(DECK[0]) for _ in range(HAND_SIZE)]
        for view in self.views:
            view.add_class("-compact")

    def compose(self) -> ComposeResult:
        yield self.name_line
        yield self.none_line
        yield from self.views

    def show(self, look: Look, seat: int, name: str, cards: Sequence[Card]) -> None:
        self.seat = seat
        self.name_line.update(Text(name, no_wrap=True, overflow="ellipsis"))
        self.none_line.display = not cards
        for i, view in enumerate(self.views):
            view.display = i < len(cards)
            if i < len(cards):
                view.set_card(cards[i], look.style, look.rules, look.show_values)

    def on_click(self) -> None:  # on the name or a card alike
        self.post_message(self.Chosen(self.seat))


SEAT_HAND = (COMPACT_WIDTH, 4)  # a SeatHand: width, height (a name over HAND_SIZE one-line cards)
SEAT_PANEL_MIN = 16  # columns a seat's panel needs for its words; narrower, seats get a line each
COMPACT_ROWS = 3  # seat lines in a column before a second column starts


class SeatLine(Static):
    """A seat in one line, where panels would be too narrow (see SeatsView.show)."""

    DEFAULT_CSS = """
    SeatLine { height: 1; width: 1fr; text-wrap: nowrap; }
    """


def seat_line(name: str, level: str | None, cards: int, pile: int, escobas: int, *, dealer: bool, partner: bool,
              to_play: bool, width: int, theme_vars: Mapping[str, str]) -> Text:
    """A seat in `width` cells: its name (reversed when it is to play, underlined for a
    partner), its level, its cards' backs, its pile and its escobas, in the most words that
    fit: the level in full and "pile 4", else the level's initial and the bare count; the
    name gives way last, ending in "…"."""
    name_style = "bold" + (" reverse" if to_play else "") + (" underline" if partner else "")
    back = theme_vars.get("card-back", "")
    marks = theme_vars.get("title-accent", "")

    def build(long: bool, tags: bool = False, name_room: int | None = None) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        shown = name if name_room is None or len(name) <= name_room else name[: max(1, name_room - 1)] + "…"
        text.append(shown, style=name_style)
        if level:
            text.append(" " + (level if long else level.split(":")[-1].strip()[:1].upper()), style="italic")
        text.append(" ")
        text.append(S.CARD_BACK * cards if cards else "–", style=back)
        text.append(" " + (S.SEAT_PILE.format(n=pile) if long else S.SEAT_PILE_SHORT.format(n=pile)))
        if escobas:
            text.append(" ")
            text.append(S.ESCOBA_MARK + str(escobas), style=f"bold {marks}")
        said = [word for word, on in ((S.SEAT_PARTNER, partner), (S.SEAT_DEALER, dealer)) if on and tags]
        if said:
            text.append(" · " + ", ".join(said))
        return text

    for long, tags in ((True, True), (True, False), (False, False)):
        text = build(long, tags)
        if text.cell_len <= width:
            return text
    rest = build(False, name_room=0).cell_len - 1  # everything but the name
    return build(False, name_room=max(2, width - rest))
  # a SeatHand: width, height (a name over HAND_SIZE one-line cards)


class SeatsView(Horizontal):
    """The opponents and partners around the table: panels with their cards' backs, or, in
    a replay (`reveal`), their hands face up as one-line cards, as many abreast as fit."""

    DEFAULT_CSS = """
    SeatsView { height: 4; }
    SeatsView.-compact { layout: grid; grid-gutter: 0 1; grid-rows: 1; }
    SeatsView.-reveal { layout: grid; grid-gutter: 0 1; grid-columns: 10; grid-rows: 4; padding: 0 1; }
    """

    shown: dict | None = None  # show()'s arguments: drawn again at a new width

    def show(self, look: Look, hand: HandState, *, names: Sequence[str], seats: Sequence[int],
             viewer: int | None, reveal: bool, theme_vars: dict[str, str],
             levels: Sequence[str | None] | None = None) -> None:
        """`levels`: a computer seat's level in a word ("Expert"), drawn beside its cards
        (first line, so it stays in sight however narrow the panel); None for a person.
        Where a panel per seat would be too narrow for its words (four seats at 80 columns,
        six at 100), each seat gets a line instead: name, level, cards, pile, escobas."""
        self.shown = dict(look=look, hand=hand, names=names, seats=seats, viewer=viewer, reveal=reveal,
                          theme_vars=theme_vars, levels=levels)
        if reveal:
            self.show_hands(look, hand, names=names, seats=seats, viewer=viewer)
            return
        width = self.size.width
        compact = width > 0 and width // max(1, len(seats)) < SEAT_PANEL_MIN
        self.set_class(compact, "-compact")
        kind = SeatLine if compact else SeatPanel
        panels = list(self.query_children(kind))
        if len(panels) != len(seats) or len(panels) != len(self.children):
            self.remove_children()
            panels = [kind() for _ in seats]
            self.mount_all(panels)
        my_side = hand.side_of_seat[viewer] if viewer is not None else None
        if compact:
            columns = 1 if len(seats) <= COMPACT_ROWS else -(-len(seats) // COMPACT_ROWS)
            self.styles.grid_size_columns = columns
            self.styles.height = -(-len(seats) // columns)
            cell = max(8, (width - (columns - 1)) // columns)
        elif self.styles.inline.has_rule("height"):  # cleared or not, Textual lays the screen out again
            self.styles.height = None  # the stylesheet's: a panel's four rows
        for panel, seat in zip(panels, seats):
            partner = my_side is not None and hand.side_of_seat[seat] == my_side
            level = levels[seat] if levels is not None and seat < len(levels) else None
            to_play = seat == hand.turn and not hand.over
            if not isinstance(panel, SeatPanel):  # a SeatLine
                redraw_text(panel, seat_line(names[seat], level, len(hand.hands[seat]), len(hand.piles[seat]),
                                       hand.escobas[seat], dealer=seat == hand.dealer, partner=partner,
                                       to_play=to_play, width=cell, theme_vars=theme_vars))
                continue
            tags = []
            if partner:
                tags.append(S.SEAT_PARTNER)
            if seat == hand.dealer:
                tags.append(S.SEAT_DEALER)
            panel.seat_name = names[seat]
            panel.tags = ", ".join(tags)
            panel.set_class(partner, "-partner")
            panel.set_class(to_play, "-to-play")
            text = Text(no_wrap=True, overflow="ellipsis")
            cards = hand.hands[seat]
            text.append(S.CARD_BACK * len(cards) if cards else "–", style=theme_vars.get("card-back", ""))
            if level:
                text.append(" " + level, style="italic")
            text.append("\n")
            text.append(S.SEAT_PILE.format(n=len(hand.piles[seat])))
            n = hand.escobas[seat]
            if n:
                text.append("  ")
                text.append(S.ESCOBA_MARK * n, style=f"bold {theme_vars.get('title-accent', '')}")
                text.append(" " + S.SEAT_ESCOBAS.format(marks="", n=n, s=S.plural(n)).strip())
            redraw_text(panel, text)

    def show_hands(self, look: Look, hand: HandState, *, names: Sequence[str], seats: Sequence[int],
                   viewer: int | None) -> None:
        """Every other seat's hand face up: the seat to play has its name reversed, a partner
        of `viewer` underlined."""
        self.add_class("-reveal")
        cells = list(self.query_children(SeatHand))
        if len(cells) != len(seats) or len(cells) != len(self.children):
            self.remove_children()
            cells = [SeatHand(look) for _ in seats]
            self.mount_all(cells)
        my_side = hand.side_of_seat[viewer] if viewer is not None else None
        for cell, seat in zip(cells, seats):
            cell.set_class(seat == hand.turn and not hand.over, "-to-play")
            cell.set_class(my_side is not None and hand.side_of_seat[seat] == my_side, "-partner")
            cell.show(look, seat, names[seat], hand.hands[seat])
        self.fit()

    def on_resize(self) -> None:
        if self.shown is not None and not self.shown["reveal"]:
            self.show(**self.shown)  # panels or seat lines, as the new width takes them
        self.fit()

    def fit(self) -> None:
        """Face-up hands: as many abreast as the width takes, rows below for the rest."""
        if not self.has_class("-reveal"):
            return
        n = max(1, len(self.children))
        width, height = SEAT_HAND
        columns = max(1, min(n, (self.content_size.width + GAP) // (width + GAP))) if self.size.width else n
        self.styles.grid_size_columns = columns
        self.styles.height = -(-n // columns) * height


class ScoreSheet(Static):
    """Per side: the running total against the target, and this hand's count so far."""

    DEFAULT_CSS = """
    ScoreSheet { border: round $primary; height: auto; padding: 0 1; border-title-color: $title-primary; }
    """

    shown: tuple | None = None  # what show() was last given: drawn again at a new width

    def on_resize(self) -> None:
        if self.shown is not None:
            hand, side_names, totals, target, style = self.shown
            self.show(hand, side_names=side_names, totals=totals, target=target, style=style)

    def show(self, hand: HandState | None, *, side_names: Sequence[str], totals: Sequence[int], target: int,
             style: str = "spanish") -> None:
        self.shown = (hand, side_names, totals, target, style)
        self.border_title = Content(S.SCORE_TITLE.format(target=target))
        heads = S.face_words(style)["SCORE_HEAD"]  # the oros column named as the faces do
        score = hand.score() if hand is not None else None
        rows: list[list[str]] = []
        for side in range(len(side_names)):
            row = [f"{totals[side]}"]
            if score is not None:
                row += [str(score.cards[side]), str(score.oros[side]), str(score.sevens[side]),
                        "✓" if score.velo[side] else "", str(score.escobas[side])]
            else:
                row += [""] * 5
            rows.append(row)
        # The names give way (ending in "…"), never the figures: the name column gets what
        # the figures leave of the width ("Bruno & Dario" beside "esc" at 80x24).
        figures = [max([cell_len(head)] + [cell_len(r[i]) for r in rows]) + 1 for i, head in enumerate(heads[1:])]
        room = self.content_size.width - sum(figures) if self.content_size.width else 14
        table = Table(box=None, padding=(0, 0, 0, 1), show_edge=False, pad_edge=False)
        table.add_column(heads[0], no_wrap=True, overflow="ellipsis", max_width=max(6, min(14, room)),
                         min_width=6)
        for head in heads[1:]:
            table.add_column(head, justify="right", no_wrap=True)
        for name, row in zip(side_names, rows):
            table.add_row(Text(name), *row)
        # A table is new every time: it is drawn again only when what it shows changed.
        redraw_text(self, table, key=(tuple(heads), tuple(side_names), tuple(map(tuple, rows)), room))


class MoveLog(VerticalScroll, can_focus=False):
    """Every play of the hand in words. It scrolls by the mouse, or by the screen's keys
    (↑ ↓); it goes to its end when a line is added, and stays where the keys put it otherwise."""

    shown_text: str | None = None
    follow = True  # kept at its end on every redraw (False: the keys scrolled it back)

    DEFAULT_CSS = """
    MoveLog { border: round $secondary; height: 1fr; padding: 0 1; border-title-color: $title-secondary; }
    MoveLog > Static { width: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield Static("", id="log-text", markup=False)

    def on_mount(self) -> None:
        self.border_title = S.LOG_TITLE

    def show(self, lines: Sequence[str]) -> None:
        text = "\n".join(lines)
        if text != self.shown_text:
            self.shown_text = text
            redraw_text(self.query_one("#log-text", Static), text)
            self.follow = True
        if self.follow:
            # After the next refresh has laid the new lines out (wrapping makes them taller
            # than their count), scroll_end itself waits for one more, then goes to the end.
            self.call_after_refresh(self.scroll_end, animate=False)

    def watch_virtual_size(self) -> None:
        """The lines' height known at last (a layout may settle a pass after the refreshes
        `show` waited for, leaving the log a line short of its end): to the end again, once
        the size is all set."""
        if self.follow:
            self.call_later(self.scroll_end, animate=False, immediate=True)


def log_lines(hand: HandState, names: Sequence[str], look: Look,
              reasons: Mapping[tuple[int, int], Because] | None = None) -> list[str]:
    """The hand so far in words: "Ada plays Q♣ and takes 6♠.", each computer move
    followed by the one line its player gave for it (`reasons`, by hand and move index)."""
    lines = [S.LOG_HAND.format(n=hand.hand_number, dealer=names[hand.dealer], **S.verbs(names[hand.dealer]))]
    if hand.opening:
        lines.append(S.LOG_OPENING.format(dealer=names[hand.dealer], cards=look.names(hand.opening)))
    escobas = set(hand.escoba_at)
    for i, (seat, move) in enumerate(hand.history):
        lines.append(describe_move(seat, move, names, look, i in escobas))
        reason = reasons.get((hand.hand_number, i)) if reasons else None
        if reason:
            lines.append(S.LOG_REASON.format(reason=S.say(reason, look)))
    if hand.leftovers and hand.last_capturer is not None:
        taker = names[hand.last_capturer]
        lines.append(S.LOG_LEFTOVERS.format(name=taker, cards=look.names(hand.leftovers), **S.verbs(taker)))
    return lines


def describe_move(seat: int, move: Move, names: Sequence[str], look: Look, escoba: bool = False) -> str:
    name = names[seat]
    verbs = S.verbs(name)
    if move.claim:
        return S.LOG_CLAIM.format(name=name, card=look.name(move.card), cards=look.names(move.captures), **verbs)
    if move.captures:
        line = S.LOG_TAKE.format(name=name, card=look.name(move.card), cards=look.names(move.captures), **verbs)
        return line + (S.LOG_ESCOBA if escoba else "")
    return S.LOG_PLAY.format(name=name, card=look.name(move.card), **verbs)


def describe_hint(move: Move, look: Look) -> str:
    if move.claim:
        return S.HINT_CLAIM.format(card=look.name(move.card))
    if move.captures:
        return S.HINT_TAKE.format(card=look.name(move.card), cards=look.names(move.captures))
    return S.HINT_PLAY.format(card=look.name(move.card))


# Ranks in the order a counter cares about: sevens and sixes first, then the rest.
COUNT_ORDER = (7, 6, 1, 2, 3, 4, 5, 8, 9, 10)


class CountView(Static):
    """The count: the cards this seat has not seen, by rank, sevens and sixes first."""

    DEFAULT_CSS = """
    CountView { border: round $warning; height: auto; padding: 0 1; display: none; border-title-color: $title-warning; }
    CountView.-shown { display: block; }
    """

    shown: reactive[bool] = reactive(False, init=False)  # the count is a help a player opens

    # What show() was last given: drawn when the count is opened (a closed count is not drawn).
    wanted: tuple[SeatView | None, Look, dict[str, str]] | None = None

    def watch_shown(self, shown: bool) -> None:
        if shown and self.wanted is not None:
            view, look, theme_vars = self.wanted
            self.draw(view, look=look, theme_vars=theme_vars)
        self.set_class(shown, "-shown")

    def show(self, view: SeatView | None, *, look: Look, theme_vars: dict[str, str]) -> None:
        self.wanted = (view, look, theme_vars)
        if self.shown:
            self.draw(view, look=look, theme_vars=theme_vars)

    def draw(self, view: SeatView | None, *, look: Look, theme_vars: dict[str, str]) -> None:
        self.border_title = S.COUNT_TITLE
        if view is None:
            redraw_text(self, "")
            return
        unseen = view.unseen()
        text = Text(no_wrap=True, overflow="ellipsis")
        for k, rank in enumerate(COUNT_ORDER):
            cards = [c for c in unseen if RANK_OF[c] == rank]
            label = S.RANK_NAMES[look.style].get(rank, str(rank))
            text.append(f"{label:>7} {len(cards)}: ", style="bold" if rank in (6, 7) else "")
            face = theme_vars.get("card-face")
            for c in cards:
                # On the card's own face colour: the suit colours are chosen to read there
                # (4.5:1), not on every panel of every theme.
                colour = theme_vars.get(f"suit-{c.suit}", "")
                text.append(suit_word(c, look.style), style=f"{colour} on {face}" if colour and face else colour)
                text.append(" ")
            if k < len(COUNT_ORDER) - 1:
                text.append("\n")
        redraw_text(self, text)
