"""escoba_tui: Escoba and its scopa cousins, as a library for bots and experiments.

Everything a bot author needs is here, at the package root:

    import escoba_tui as escoba

    rules = escoba.make_rules("scopa")          # or escoba.PRESETS, escoba.Rules
    game = escoba.Game(rules, escoba.default_teams(2))
    hand = game.start_hand(escoba.new_deck(random.Random(1)))
    hand.legal_moves()                          # a tuple of escoba.Move
    game.play(escoba.Move.parse("7o:3b+5c"))    # IllegalMove unless it is legal

A player is an `escoba.Player` subclass with `choose(view, legal)` (`view` an
`escoba.SeatView`); `escoba.make_player(spec)` builds any player a spec names and
`escoba.play_game(players, rules)` referees a game to its `escoba.Outcome`
(`.result` an `escoba.Result`). See docs/api.md. Importing this package stays light:
no user interface, no learning libraries (those are in `escoba_tui.env`, extra `rl`).
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _version

from . import i18n as _i18n  # noqa: F401  (errors of ours read in English)
from .arena.referee import Outcome, Result, play_game
from .errors import EscobaError
from .game.cards import DECK, SUITS, Card, Move, NotationError, card, format_move, parse_move
from .game.engine import (
    EngineError,
    Game,
    HandScore,
    HandState,
    IllegalMove,
    SeatView,
    captures_on,
    default_teams,
    new_deck,
)
from .game.rules import PRESETS, Rules, RulesError, build_rules, make_rules
from .players import Decision, Fault, GameInfo, Player, PlayerFault, PlayerSpecError, known_players, make_player

try:
    __version__ = _version("escoba_tui")
except PackageNotFoundError:  # run from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = [
    "__version__",
    # cards and moves
    "Card",
    "Move",
    "DECK",
    "SUITS",
    "card",
    "parse_move",
    "format_move",
    "NotationError",
    # rules
    "Rules",
    "PRESETS",
    "make_rules",
    "build_rules",
    "RulesError",
    # the game
    "Game",
    "HandState",
    "SeatView",
    "HandScore",
    "default_teams",
    "new_deck",
    "captures_on",
    "IllegalMove",
    "EngineError",
    # players and games between them
    "Player",
    "Decision",
    "GameInfo",
    "make_player",
    "known_players",
    "PlayerSpecError",
    "play_game",
    "Outcome",
    "Result",
    "Fault",
    "PlayerFault",
    "EscobaError",
]
