"""The seat's own hand: its cards, keys and the pad of buttons under it."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Button, Static

from ...game.cards import Card
from ...i18n import catalogue as S
from .cards import CardView
from .look import Look
from .table import HINT_LINES, ROOMY_HEIGHT, SHORT_HINT_LINES
from .text import clock_text, redraw_text, shorten_lines


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
            # A practice's choice once judged: on to the next position (its Enter then).
            yield PadButton(S.KEY_NEXT, "next", id="b-next", variant="primary")
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
        self.border_title = Content(
            f"{title} · {S.NET_CLOCK.format(time=clock_text(ms))}" if ms is not None and title else title
        )

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
