"""Shared test helpers: positions built card by card."""

from __future__ import annotations

import pytest
from escoba_tui.cards import DECK, Card


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def stacked_deck(*parts: str) -> list[Card]:
    """A deck whose first cards are the given ones, in order, the rest after in card order."""
    front = [c for part in parts for c in cards(part)]
    assert len(set(front)) == len(front), "a card given twice"
    return front + [c for c in DECK if c not in front]


@pytest.fixture(autouse=True)
def _english_words_in_force():
    """Each test starts with English in force and leaves it so: a language a test (or an
    app it built) chose cannot reach the next test."""
    from escoba_tui.i18n import strings

    strings.use_language("en")
    yield
    strings.use_language("en")
