"""How a card reads in each face style (Spanish, Italian, French) and with its value shown."""

from __future__ import annotations

from collections.abc import Iterable

from ..game.cards import RANK_OF, SUITS, Card
from ..game.rules import Rules
from ..i18n import catalogue as S


def rank_label(card: Card, style: str) -> str:
    """The corner label of a card face: `7`, `Sota`, `Q`."""
    rank = RANK_OF[card]
    return S.RANK_LABELS[style].get(rank, str(rank))


def suit_word(card: Card, style: str) -> str:
    return S.SUIT_WORDS[style][card.suit]


def card_name(card: Card, style: str, rules: Rules | None = None, show_values: bool = False) -> str:
    """A card in running text: `Q♣`, `caballo de bastos`, `7 di denari` (plus `(9)`)."""
    rank = RANK_OF[card]
    if style == "french":
        name = S.RANK_NAMES[style].get(rank, str(rank)) + suit_word(card, style)
    else:
        word = S.RANK_NAMES[style].get(rank, str(rank))
        name = f"{word} {S.OF[style]} {suit_word(card, style)}"
    if show_values and rules is not None and str(rules.values[card]) != rank_label(card, style):
        name += f" ({rules.values[card]})"
    return name


def card_names(cards: Iterable[Card], style: str, rules: Rules | None = None, show_values: bool = False) -> str:
    return ", ".join(card_name(c, style, rules, show_values) for c in cards)


def suit_class(card: Card) -> str:
    """The CSS class carrying a card's suit colour (theme variables `suit-o` ...)."""
    return f"suit-{card.suit}"


assert SUITS == "oceb"
