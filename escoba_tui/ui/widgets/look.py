"""How cards are drawn for a match: face style, values shown, the rules' values."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from textual.widget import Widget

from ...game.cards import Card
from ...game.rules import Rules
from ..faces import card_name, card_names
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
