"""The other seats: a panel each (name, backs, pile, escobas, presence), or a line each when narrow."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Static

from ...game.cards import DECK, Card
from ...game.engine import HAND_SIZE, HandState
from ...i18n import catalogue as S
from .cards import COMPACT_WIDTH
from .look import Look
from .table import GAP
from .text import clock_text, redraw_text


@dataclass(frozen=True)
class Presence:
    """Whether a seat at a hosted table is here, as the host says: `state` is here, away,
    left (away on purpose: its player said they leave), open (nobody took it), ai (the
    computer plays it) or unknown; `left_ms` the time it
    has before its side forfeits (or, `takeover`, the computer plays for it)."""

    state: str
    left_ms: int | None = None
    takeover: bool = False


PRESENCE_MARKS = {"here": "● ", "away": "○ ", "left": "○ ", "open": "○ ", "ai": "○ ", "unknown": "? "}


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
        if self.presence is not None and state in ("away", "left", "open", "ai"):
            subtitle = {"away": S.NET_AWAY, "left": S.NET_LEFT, "open": S.NET_OPEN, "ai": S.NET_AI}[state]
            if self.presence.left_ms is not None and state in ("away", "left"):
                gone = state == "left"  # on purpose: not "away", as a lost connection is
                if self.presence.takeover:
                    then = S.NET_LEFT_TAKEOVER if gone else S.NET_AWAY_TAKEOVER
                else:
                    then = S.NET_LEFT_FORFEIT if gone else S.NET_AWAY_FORFEIT
                subtitle = then.format(time=clock_text(self.presence.left_ms))
                if (
                    0 < self.outer_size.width and len(subtitle) > self.outer_size.width - 4
                ):  # a narrow panel (3 or 4 seats at 100 columns)
                    # keeps what matters, the time left; what follows it is the leave dialog's to say.
                    short = S.NET_LEFT_SHORT if gone else S.NET_AWAY_SHORT
                    subtitle = short.format(time=clock_text(self.presence.left_ms))
        elif state == "unknown":
            subtitle = S.NET_UNKNOWN
        if self.thinking and state not in ("away", "left", "open", "unknown"):
            # The clock first: a narrow panel cuts its subtitle short at the end.
            subtitle = (f"{clock_text(self.clock)} " if self.clock is not None else "") + S.NET_THINKING
        self.border_title = Content(title)
        self.border_subtitle = Content(subtitle)

    # Whichever changes, the border is drawn again from them all.
    on_mount = on_resize = watch_seat_name = watch_tags = watch_presence = watch_thinking = watch_clock = draw_border


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


def seat_line(
    name: str,
    level: str | None,
    cards: int,
    pile: int,
    escobas: int,
    *,
    dealer: bool,
    partner: bool,
    to_play: bool,
    width: int,
    theme_vars: Mapping[str, str],
) -> Text:
    """A seat in `width` cells: its name (reversed when it is to play, underlined for a
    partner), its level, its cards' backs, its pile, its escobas and whether it is a
    partner or the dealer, in the most words that fit: the level in full, "pile 4" and
    "· partner, dealer", else the level's initial, the bare count and the marks ("+ D", the
    help's legend says what they are); the marks never go, the name gives way last, ending
    in "…"."""
    name_style = "bold" + (" reverse" if to_play else "") + (" underline" if partner else "")
    back = theme_vars.get("card-back", "")
    marks = theme_vars.get("title-accent", "")
    tags = [
        (word, mark)
        for word, mark, on in (
            (S.SEAT_PARTNER, S.SEAT_PARTNER_MARK, partner),
            (S.SEAT_DEALER, S.SEAT_DEALER_MARK, dealer),
        )
        if on
    ]

    def build(long: bool, words: bool, name_room: int | None = None) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        shown = name if name_room is None or len(name) <= name_room else name[: max(1, name_room - 1)] + "…"
        text.append(shown, style=name_style)
        if level:
            text.append(" " + (level if long else level_initial(level)), style="italic")
        text.append(" ")
        text.append(S.CARD_BACK * cards if cards else "–", style=back)
        text.append(" " + (S.SEAT_PILE.format(n=pile) if long else S.SEAT_PILE_SHORT.format(n=pile)))
        if escobas:
            text.append(" ")
            text.append(S.ESCOBA_MARK + str(escobas), style=f"bold {marks}")
        if tags and words:
            text.append(" · " + ", ".join(word for word, _ in tags))
        elif tags:
            text.append(" " + " ".join(mark for _, mark in tags), style=f"bold {marks}")
        return text

    for long, words in ((True, True), (True, False), (False, False)):
        text = build(long, words)
        if text.cell_len <= width:
            return text
    rest = build(False, False, name_room=0).cell_len - 1  # everything but the name
    return build(False, False, name_room=max(2, width - rest))


def level_initial(level: str) -> str:
    """A level as a seat line too narrow for the word shows it: the catalogue's short form
    of a level word ("G" for Greedy; the help's legend lists them), else its initial."""
    short = {S.LEVEL_WORDS[kind]: S.LEVEL_SHORT[kind] for kind in S.LEVEL_WORDS if kind in S.LEVEL_SHORT}
    word = level.split(":")[-1].strip()
    return short.get(word) or word[:1].upper()


class SeatsView(Horizontal):
    """The opponents and partners around the table: panels with their cards' backs, or, in
    a replay (`reveal`), their hands face up as one-line cards, as many abreast as fit."""

    DEFAULT_CSS = """
    SeatsView { height: 4; }
    SeatsView.-compact { layout: grid; grid-gutter: 0 1; grid-rows: 1; }
    SeatsView.-reveal { layout: grid; grid-gutter: 0 1; grid-columns: 10; grid-rows: 4; padding: 0 1; }
    """

    shown: dict | None = None  # show()'s arguments: drawn again at a new width

    def show(
        self,
        look: Look,
        hand: HandState,
        *,
        names: Sequence[str],
        seats: Sequence[int],
        viewer: int | None,
        reveal: bool,
        theme_vars: dict[str, str],
        levels: Sequence[str | None] | None = None,
    ) -> None:
        """`levels`: a computer seat's level in a word ("Expert"), drawn beside its cards
        (first line, so it stays in sight however narrow the panel); None for a person.
        Where a panel per seat would be too narrow for its words (four seats at 80 columns,
        six at 100), each seat gets a line instead: name, level, cards, pile, escobas."""
        self.shown = dict(
            look=look,
            hand=hand,
            names=names,
            seats=seats,
            viewer=viewer,
            reveal=reveal,
            theme_vars=theme_vars,
            levels=levels,
        )
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
                redraw_text(
                    panel,
                    seat_line(
                        names[seat],
                        level,
                        len(hand.hands[seat]),
                        len(hand.piles[seat]),
                        hand.escobas[seat],
                        dealer=seat == hand.dealer,
                        partner=partner,
                        to_play=to_play,
                        width=cell,
                        theme_vars=theme_vars,
                    ),
                )
                continue
            _draw_panel(panel, hand, seat, names[seat], level, partner, to_play, theme_vars)

    def show_hands(
        self, look: Look, hand: HandState, *, names: Sequence[str], seats: Sequence[int], viewer: int | None
    ) -> None:
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
            cell.update_classes(  # one restyle for both
                {
                    "-to-play": seat == hand.turn and not hand.over,
                    "-partner": my_side is not None and hand.side_of_seat[seat] == my_side,
                }
            )
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


def _draw_panel(
    panel: SeatPanel,
    hand: HandState,
    seat: int,
    name: str,
    level: str | None,
    partner: bool,
    to_play: bool,
    theme_vars: dict[str, str],
) -> None:
    """One seat's panel: its name and marks (partner, dealer), its cards face down and the
    computer's level, then its pile and escobas."""
    tags = []
    if partner:
        tags.append(S.SEAT_PARTNER)
    if seat == hand.dealer:
        tags.append(S.SEAT_DEALER)
    panel.seat_name = name
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
