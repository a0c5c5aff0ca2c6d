"""Positions built card by card."""

from __future__ import annotations

from escoba_tui.game.cards import DECK, Card


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def stacked_deck(*parts: str) -> list[Card]:
    """A deck whose first cards are the given ones, in order, the rest after in card order."""
    front = [c for part in parts for c in cards(part)]
    assert len(set(front)) == len(front), "a card given twice"
    return front + [c for c in DECK if c not in front]
