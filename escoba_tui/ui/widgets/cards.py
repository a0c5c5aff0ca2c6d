"""One card on screen: its face (in the chosen style, value optional) or its back."""

from __future__ import annotations

from rich.text import Text
from textual.message import Message
from textual.widget import Widget

from ...game.cards import Card
from ...game.rules import Rules
from ...i18n import catalogue as S
from ..faces import rank_label, suit_class, suit_word

FACE_WIDTH = 7  # inside the border: wide enough for "espadas" and "bastoni"
COMPACT_WIDTH = 10  # a one-line card: "Sota esp=8", "Rey bas=10", "10♦=10"


class CardView(Widget):
    """A card face with its rank in the corner and its suit below; clicking posts Clicked."""

    DEFAULT_CSS = """
    CardView {
        width: 9;
        height: 4;
        border: round $card-edge;
        background: $card-face;
        color: $card-ink;
        border-title-align: left;
        border-subtitle-align: right;
        border-title-color: $card-ink;
        border-subtitle-color: $card-ink;
    }
    CardView.-compact { width: 10; height: 1; border: none; }
    """

    class Clicked(Message):
        def __init__(self, card_view: CardView) -> None:
            super().__init__()
            self.card_view = card_view

        @property
        def card(self) -> Card:
            return self.card_view.card

    def __init__(
        self, card: Card, style: str, rules: Rules, show_values: bool, key: str = "", index: int = 0, **kwargs
    ) -> None:
        super().__init__(**kwargs)
        self.card = card
        self.set_card(card, style, rules, show_values, key, index)

    def set_card(self, card: Card, style: str, rules: Rules, show_values: bool, key: str = "", index: int = 0) -> None:
        """Show another card in this place (widgets are reused, not remounted, on every move).
        The same card shown the same way changes nothing: no class swapped, no repaint (a
        class change makes Textual restyle the widget, and a board redraw sets every card)."""
        shown = (card, style, rules, show_values, key, index)
        if shown == getattr(self, "_shown", None):
            return
        self._shown = shown
        old, new = suit_class(self.card), suit_class(card)
        if old != new or not self.has_class(new):
            self.update_classes({old: False, new: True})  # one restyle, not one per class
        self.card = card
        self.style_name = style
        self.rules = rules
        self.show_values = show_values
        self.index = index
        self.border_title = key
        self.border_subtitle = S.CARD_VALUE.format(value=rules.values[card]) if show_values else ""
        self.refresh()

    def compact_label(self) -> str:
        """The card on one line, for a table too crowded for full faces: `Sota esp=8`."""
        rank = rank_label(self.card, self.style_name)
        suit = suit_word(self.card, self.style_name)
        label = rank + suit if self.style_name == "french" else f"{rank} {suit[:3]}"
        if self.show_values:
            label += S.CARD_VALUE.format(value=self.rules.values[self.card])
        return label[:COMPACT_WIDTH]

    def render(self) -> Text:
        if self.has_class("-compact"):
            return Text(self.compact_label().ljust(COMPACT_WIDTH), style="bold", no_wrap=True)
        rank = rank_label(self.card, self.style_name)
        suit = suit_word(self.card, self.style_name)
        text = Text(no_wrap=True)
        text.append(rank.ljust(FACE_WIDTH)[:FACE_WIDTH] + "\n", style="bold")
        text.append(suit.center(FACE_WIDTH)[:FACE_WIDTH], style="bold")
        return text

    def on_click(self) -> None:
        self.post_message(self.Clicked(self))


class CardBack(Widget):
    """The back of a card (a hand hidden from this seat)."""

    DEFAULT_CSS = """
    CardBack {
        width: 9;
        height: 4;
        border: round $card-edge;
        background: $card-back;
        color: $card-edge;
    }
    """

    def render(self) -> str:
        return "\n".join([S.CARD_BACK * FACE_WIDTH] * 2)
