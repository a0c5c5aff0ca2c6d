"""The board widgets: the hand, the table, the other seats, score sheet, move log and count."""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Button, Static

from ...cards import RANK_OF, Card, Move
from ...engine import HandState, SeatView
from ...reasons import Because
from ...rules import Rules
from .. import strings as S
from ..faces import card_name, card_names, suit_word
from .cards import CardView


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

    What it shows is reactive: set `title`, `selected`, `choice`, `hint` and `buttons`,
    and the widget follows; the cards themselves come through `show_cards`."""

    DEFAULT_CSS = """
    HandView { height: auto; border: round $primary; padding: 0 1; }
    HandView #hand-cards { height: 4; }
    HandView CardView { margin-right: 1; }
    HandView CardView.-selected { border: heavy $accent; background: $card-face; }
    HandView #choice { height: auto; }
    HandView #hint { height: auto; color: $text-muted; }
    HandView #buttons { height: 1; }
    HandView PadButton { margin-right: 1; width: auto; min-width: 6; }
    """

    title: reactive[str] = reactive("", init=False)
    selected: reactive[int | None] = reactive(None, init=False, repaint=False)
    choice: reactive[str] = reactive("", init=False, repaint=False)
    hint: reactive[str] = reactive("", init=False, repaint=False)
    # Per action: True shown, None shown greyed, False hidden (as check_action answers).
    buttons: reactive[dict[str, bool | None]] = reactive(dict, init=False, repaint=False)

    class CardClicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def compose(self) -> ComposeResult:
        yield Horizontal(id="hand-cards")
        # Names reach these lines: drawn as text, never read as markup.
        yield Static(self.choice, id="choice", markup=False)
        yield Static(self.hint, id="hint", markup=False)
        with Horizontal(id="buttons"):
            yield PadButton(S.PLAY_BUTTON, "play", id="b-play", variant="primary")
            yield PadButton(S.CYCLE_BUTTON, "cycle", id="b-cycle")
            yield PadButton(S.KEY_RENUNCIO, "renuncio", id="b-renuncio", variant="warning")
            yield PadButton(S.HINT_BUTTON, "hint", id="b-hint")
            yield PadButton(S.COUNT_BUTTON, "count", id="b-count")
            yield PadButton(S.HELP_BUTTON, "help", id="b-help")

    def show_cards(self, look: Look, cards: Sequence[Card]) -> None:
        look.place(self.query_one("#hand-cards", Horizontal), cards)
        self.watch_selected(self.selected)

    def watch_title(self, title: str) -> None:
        self.border_title = Content(title)

    def watch_selected(self, selected: int | None) -> None:
        for i, view in enumerate(self.query_one("#hand-cards", Horizontal).query_children(CardView)):
            view.set_class(i == selected, "-selected")

    def watch_choice(self, choice: str) -> None:
        self.query_one("#choice", Static).update(choice)

    def watch_hint(self, hint: str) -> None:
        self.query_one("#hint", Static).update(hint)

    def watch_buttons(self, enabled: dict[str, bool | None]) -> None:
        for button in self.query(PadButton):
            state = enabled.get(button.game_action, False)
            button.display = state is not False
            button.disabled = state is None

    def on_card_view_clicked(self, event: CardView.Clicked) -> None:
        event.stop()
        self.post_message(self.CardClicked(event.card_view.index))


class TableView(Widget):
    """The table: its cards in value order, their total, and the cards a capture would take."""

    DEFAULT_CSS = """
    TableView { border: round $secondary; padding: 0 1; height: 1fr; min-height: 7; }
    TableView #last { height: 1; color: $text-muted; }
    TableView #table-cards { layout: grid; grid-size: 6; grid-gutter: 0 1; grid-columns: 9; grid-rows: 4; height: auto; }
    TableView CardView.-taken { border: heavy $accent; }
    TableView #table-empty { color: $text-muted; }
    """

    last: reactive[str] = reactive("", init=False, repaint=False)  # the last play, in words
    subtitle: reactive[str] = reactive("", init=False)

    class CardClicked(Message):
        def __init__(self, card: Card) -> None:
            super().__init__()
            self.card = card

    def compose(self) -> ComposeResult:
        yield Static(self.last, id="last", markup=False)
        yield Static(S.TABLE_EMPTY, id="table-empty")
        with VerticalScroll(id="table-cards-scroll", can_focus=False):
            yield Widget(id="table-cards")

    def watch_last(self, last: str) -> None:
        self.query_one("#last", Static).update(last)

    def watch_subtitle(self, subtitle: str) -> None:
        self.border_subtitle = Content(subtitle)

    def show_cards(self, look: Look, table: Sequence[Card], taken: Iterable[Card]) -> None:
        total = sum(look.rules.values[c] for c in table)
        self.border_title = Content(S.TABLE_TITLE.format(total=total))
        grid = self.query_one("#table-cards", Widget)
        taken = set(taken)
        self.query_one("#table-empty", Static).display = not table
        for v in look.place(grid, table):
            v.set_class(v.card in taken, "-taken")

    def on_resize(self) -> None:
        # As many columns as fit: a card and its gap take 10 cells.
        grid = self.query("#table-cards")
        if grid:
            grid.first().styles.grid_size_columns = max(1, (self.content_size.width + 1) // 10)

    def on_card_view_clicked(self, event: CardView.Clicked) -> None:
        event.stop()
        self.post_message(self.CardClicked(event.card))


class SeatPanel(Static):
    """Another seat: its name, cards left (backs, or faces in a replay), pile and escobas."""

    DEFAULT_CSS = """
    SeatPanel { border: round $panel-lighten-2; width: 1fr; height: 5; padding: 0 1; }
    SeatPanel.-to-play { border: heavy $accent; }
    SeatPanel.-partner { border: round $success; }
    SeatPanel.-partner.-to-play { border: heavy $accent; }
    """


class SeatsView(Horizontal):
    """The opponents and partners around the table."""

    DEFAULT_CSS = """
    SeatsView { height: 5; }
    """

    def show(self, look: Look, hand: HandState, *, names: Sequence[str], seats: Sequence[int],
             viewer: int | None, reveal: bool, theme_vars: dict[str, str]) -> None:
        panels = list(self.query(SeatPanel))
        if len(panels) != len(seats):
            self.remove_children()
            panels = [SeatPanel() for _ in seats]
            self.mount_all(panels)
        my_side = hand.side_of_seat[viewer] if viewer is not None else None
        for panel, seat in zip(panels, seats):
            partner = my_side is not None and hand.side_of_seat[seat] == my_side
            tags = []
            if partner:
                tags.append(S.SEAT_PARTNER)
            if seat == hand.dealer:
                tags.append(S.SEAT_DEALER)
            panel.border_title = Content(names[seat])
            panel.border_subtitle = Content(", ".join(tags))
            panel.set_class(partner, "-partner")
            panel.set_class(seat == hand.turn and not hand.over, "-to-play")
            text = Text(no_wrap=True, overflow="ellipsis")
            cards = hand.hands[seat]
            if reveal:
                for c in cards:
                    text.append(look.name(c) + " ", style=theme_vars.get(f"suit-{c.suit}", ""))
                if not cards:
                    text.append("–")
            else:
                text.append(S.CARD_BACK * len(cards) if cards else "–", style=theme_vars.get("card-back", ""))
            text.append("\n")
            text.append(S.SEAT_PILE.format(n=len(hand.piles[seat])))
            n = hand.escobas[seat]
            if n:
                text.append("  ")
                text.append(S.ESCOBA_MARK * n, style=f"bold {theme_vars.get('accent', '')}")
                text.append(" " + S.SEAT_ESCOBAS.format(marks="", n=n, s=S.plural(n)).strip())
            panel.update(text)


class ScoreSheet(Static):
    """Per side: the running total against the target, and this hand's count so far."""

    DEFAULT_CSS = """
    ScoreSheet { border: round $primary; height: auto; padding: 0 1; }
    """

    def show(self, hand: HandState | None, *, side_names: Sequence[str], totals: Sequence[int], target: int) -> None:
        self.border_title = Content(S.SCORE_TITLE.format(target=target))
        table = Table(box=None, padding=(0, 0, 0, 1), show_edge=False)
        for i, head in enumerate(S.SCORE_HEAD):
            if i == 0:
                table.add_column(head, no_wrap=True, overflow="ellipsis", max_width=14, min_width=6)
            else:
                table.add_column(head, justify="right", no_wrap=True)
        score = hand.score() if hand is not None else None
        for side, name in enumerate(side_names):
            row: list[str | Text] = [Text(name), f"{totals[side]}"]
            if score is not None:
                row += [str(score.cards[side]), str(score.oros[side]), str(score.sevens[side]),
                        "✓" if score.velo[side] else "", str(score.escobas[side])]
            else:
                row += [""] * 5
            table.add_row(*row)
        self.update(table)


class MoveLog(VerticalScroll, can_focus=False):
    """Every play of the hand in words."""

    DEFAULT_CSS = """
    MoveLog { border: round $secondary; height: 1fr; padding: 0 1; }
    MoveLog > Static { width: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield Static("", id="log-text", markup=False)

    def on_mount(self) -> None:
        self.border_title = S.LOG_TITLE

    def show(self, lines: Sequence[str]) -> None:
        self.query_one("#log-text", Static).update("\n".join(lines))
        self.scroll_end(animate=False)


def log_lines(hand: HandState, names: Sequence[str], look: Look,
              reasons: Mapping[tuple[int, int], Because] | None = None) -> list[str]:
    """The hand so far in words: "Ada plays Q♣ and takes 6♠.", each computer move
    followed by the one line its player gave for it (`reasons`, by hand and move index)."""
    lines = [S.LOG_HAND.format(n=hand.hand_number, dealer=names[hand.dealer], **S.verbs(names[hand.dealer]))]
    if hand.opening:
        lines.append(S.LOG_OPENING.format(dealer=names[hand.dealer]))
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
    CountView { border: round $warning; height: auto; padding: 0 1; display: none; }
    CountView.-shown { display: block; }
    """

    shown: reactive[bool] = reactive(False, init=False)  # the count is a help a player opens

    def watch_shown(self, shown: bool) -> None:
        self.set_class(shown, "-shown")

    def show(self, view: SeatView | None, *, look: Look, theme_vars: dict[str, str]) -> None:
        self.border_title = S.COUNT_TITLE
        if view is None:
            self.update("")
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
        self.update(text)
