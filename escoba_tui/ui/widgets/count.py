"""The count of unseen cards by rank, sevens and sixes first."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from ...game.cards import RANK_OF
from ...game.engine import SeatView
from ...i18n import catalogue as S
from ..faces import suit_word
from .look import Look
from .text import redraw_text

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
            text.append(S.COUNT_ROW.format(label=label, n=len(cards)), style="bold" if rank in (6, 7) else "")
            if not cards:  # every card of the rank seen: said so, not a row that ends in ":"
                text.append(S.COUNT_ALL_SEEN, style="italic")
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
