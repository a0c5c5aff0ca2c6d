"""Cards of the 40-card Spanish/Italian pack and the record notation (`7o`, `7o:3b+5c`)."""

from __future__ import annotations

from collections.abc import Iterable
from numbers import Integral
from typing import NamedTuple

from ..errors import EscobaError

SUITS = "oceb"  # oros, copas, espadas, bastos; `o` is the scoring suit
RANKS = range(1, 11)


class NotationError(EscobaError, ValueError):
    """A card or move written in a way the notation does not allow."""


class Card(int):
    """One of the 40 cards, an int 0..39 (suit * 10 + rank - 1) so hot loops stay cheap.

    Only the 40 instances in `DECK` exist; use `Card.parse` or `card(rank, suit)`.
    """

    __slots__ = ()

    @property
    def rank(self) -> int:
        return int(self) % 10 + 1

    @property
    def suit(self) -> str:
        return SUITS[int(self) // 10]

    def __str__(self) -> str:
        return NOTATION[self]

    def __repr__(self) -> str:
        return f"Card({NOTATION[self]!r})"

    @staticmethod
    def parse(text: str) -> Card:
        _text_wanted(text, "a card", "7o")
        found = _BY_NOTATION.get(text.strip().lower())
        if found is None:
            raise NotationError(
                f"{text!r} is not a card: write the rank 1-10 then the suit o, c, e or b (e.g. 7o, 10e)"
            )
        return found


DECK: tuple[Card, ...] = tuple(Card.__new__(Card, i) for i in range(40))
NOTATION: tuple[str, ...] = tuple(f"{i % 10 + 1}{SUITS[i // 10]}" for i in range(40))
_BY_NOTATION = {text: DECK[i] for i, text in enumerate(NOTATION)}
RANK_OF: tuple[int, ...] = tuple(i % 10 + 1 for i in range(40))
SUIT_OF: tuple[int, ...] = tuple(i // 10 for i in range(40))
OROS = 0  # suit index of the scoring suit
VELO = DECK[6]  # the seven of oros


def card(rank: int, suit: str) -> Card:
    """The card of that rank (a whole number 1-10) and suit letter (one of o, c, e, b)."""
    real_rank = isinstance(rank, int) and not isinstance(rank, bool) and rank in RANKS
    if not real_rank or not isinstance(suit, str) or len(suit) != 1 or suit not in SUITS:
        raise NotationError(f"no card of rank {rank!r} and suit {suit!r}: the rank is 1-10, the suit one of o, c, e, b")
    return DECK[SUITS.index(suit) * 10 + rank - 1]


def parse_cards(text: str, sep: str = "+") -> tuple[Card, ...]:
    """Cards joined by `sep` (`3b+5c`); the empty string is no cards."""
    _text_wanted(text, "cards", "3b+5c")
    text = text.strip()
    if not text:
        return ()
    return tuple(Card.parse(part) for part in text.split(sep))


def format_cards(cards: Iterable[Card], sep: str = "+") -> str:
    return sep.join(NOTATION[c] for c in cards)


class Move(NamedTuple):
    """A play: the card from the hand and the table cards it takes (none for a discard).

    A renuncio claim (`!7o+3b+5c`) is a Move with `claim=True`: `card` is the card the
    previous player left on the table and `captures` the set it could have taken.
    """

    card: Card
    captures: tuple[Card, ...] = ()
    claim: bool = False

    def __str__(self) -> str:
        return format_move(self)

    @staticmethod
    def parse(text: str) -> Move:
        return parse_move(text)

    def same_as(self, other: Move) -> bool:
        """Equal as plays: the order of captured cards is not significant."""
        return self.card == other.card and self.claim == other.claim and sorted(self.captures) == sorted(other.captures)


def well_formed(move: object) -> bool:
    """Whether `move` is a Move made of real cards: a card index 0-39, a tuple or list of
    them as captures, a bool claim. Anything else (what a careless bot may return) can be
    neither played nor written, and is not legal anywhere."""
    if not isinstance(move, Move) or len(move) != 3:
        return False
    card_, captures, claim = move
    if not _is_card(card_) or not isinstance(claim, bool) or not isinstance(captures, (tuple, list)):
        return False
    return len(captures) <= CARDS_IN_DECK and all(_is_card(c) for c in captures)


CARDS_IN_DECK = 40


def _is_card(value: object) -> bool:
    return isinstance(value, Integral) and not isinstance(value, bool) and 0 <= int(value) < CARDS_IN_DECK


def shown_move(move: object, limit: int = 60) -> str:
    """`move` in the notation when it is well formed, else its repr cut to `limit`
    characters: safe to put in a message whatever a player gave."""
    return format_move(move) if well_formed(move) else shown_value(move, limit)  # type: ignore[arg-type]


def format_move(move: Move) -> str:
    if move.claim:
        return "!" + format_cards((move.card, *move.captures))
    if move.captures:
        return NOTATION[move.card] + ":" + format_cards(move.captures)
    return NOTATION[move.card]


def parse_move(text: str) -> Move:
    """Parse `7o`, `7o:3b+5c` or a renuncio claim `!7o+3b+5c` (claimed card first)."""
    _text_wanted(text, "a move", "7o:3b+5c")
    raw = text.strip()
    if not raw:
        raise NotationError("an empty move: write a card such as 7o, or 7o:3b+5c to capture")
    if raw.startswith("!"):
        cards = parse_cards(raw[1:])
        if len(cards) < 2:
            raise NotationError(f"{text!r}: a renuncio claim names the left card and what it could take")
        _no_repeats(text, cards)
        return Move(cards[0], _in_rank_order(cards[1:]), claim=True)
    played, colon, taken = raw.partition(":")
    card_ = Card.parse(played)
    if colon and not taken.strip():
        raise NotationError(f"{text!r}: nothing after ':' (a capture names the cards it takes)")
    captures = parse_cards(taken)
    _no_repeats(text, (card_, *captures))
    return Move(card_, _in_rank_order(captures))


def shown_value(value: object, limit: int = 60) -> str:
    """A value a caller gave, as its repr cut to `limit` characters (never raising)."""
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _text_wanted(value: object, what: str, example: str) -> None:
    if not isinstance(value, str):
        raise NotationError(f"{what} is written as text such as {example!r}, not {shown_value(value)}")


def _in_rank_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (RANK_OF[c], c)))


def _no_repeats(text: str, cards: tuple[Card, ...]) -> None:
    if len(set(cards)) != len(cards):
        raise NotationError(f"{text!r} names the same card twice")
