"""Why: a player's move or a point of the count as a fact (a code, its cards, its numbers), never a sentence.

The core says what happened; the on-screen catalogue (i18n/lang/en.py, worded by i18n/wording.py) words it in the
player's language, and the command line in English. A player from outside the project
may still explain itself in its own text (a plain `str`): that is shown as it is.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card


class Reason(NamedTuple):
    """One fact: `code` names it (see CODES), `cards` and `numbers` fill it in."""

    code: str
    cards: tuple[Card, ...] = ()
    numbers: tuple[int | float, ...] = ()


# Why a move: the clauses a built-in player gives, in order (see players/explain.py).
MOVE_CODES = {
    "claim": "cards: the card left, then what it could have taken",
    "take": "cards: every card the capture puts in the pile, the played card first; "
    "numbers: (cards, the velo 0/1, other sevens, other oros)",
    "sweep": "as take, for a capture that clears the table",
    "last_card": "the last card of the hand",
    "safe": "numbers: (table total left); nothing still to play can take the whole table",
    "sweepable": "numbers: (table total left); cards: every card still to play that takes the whole table",
    "still_to_play": "numbers: (rank,); cards: the cards of that rank nobody has seen played",
    "random": "picked at random",
}

# Why a category of the count went where it did (engine.score_piles).
AWARD_CODES = {
    "most_cards": "numbers: (cards,)",
    "tied_cards": "numbers: (cards,)",
    "most_oros": "numbers: (oros,)",
    "tied_oros": "numbers: (oros,)",
    "velo": "the side took the 7 of oros",
    "velo_untaken": "nobody took the 7 of oros",
    "best_primiera": "numbers: (primiera,)",
    "tied_primiera": "numbers: (primiera,)",
    "no_primiera": "no side holds all four suits",
    "most_sevens": "numbers: (sevens,)",
    "sixes_break_tie": "numbers: (sevens, sixes)",
    "tied_sevens_and_sixes": "numbers: (sevens, sixes)",
    "tied_sevens": "numbers: (sevens,)",
    "all_sevens": "all four sevens",
    "all_oros": "all ten oros",
}

# What a move gave away, by `escoba analyze` (escoba_tui/analyze.py): the move played
# against the best one the search found, from the seat's own information.
ANALYSIS_CODES = {
    "missed_sweep": "cards: the best move's card, then the table it clears",
    "gave_up_velo": "the best move took the 7 of oros, or the move played threw it away",
    "threw_seven": "cards: (the seven thrown to the table,)",
    "missed_seven": "cards: the best move's card, then what it takes",
    "took_less": "numbers: (cards the move took, cards the best move takes)",
    "worth_more": "cards: the best move's card, then what it takes; numbers: (points more,)",
}

CODES = {**MOVE_CODES, **AWARD_CODES, **ANALYSIS_CODES}

# What a Decision carries: built-ins give clauses; an outside player may give its own text.
Because = tuple[Reason, ...] | str
