"""Escoba as an OpenSpiel game (`pyspiel.load_game("escoba_tui")`), one hand long.

Registered with pyspiel when OpenSpiel is installed (the `openspiel` extra) and this
module is imported (`import escoba_tui.env` does it). Parameters: `players` (2, 3, 4
or 6, each on its own side) and `rules` (a preset name). The deal is 40 explicit chance
nodes, each drawing the next card of the deck uniformly from those left; then the seats
compose their moves with the environments' 81 actions (0-39 the card, 40-79 add a table
card, 80 done). `returns()` is zero-sum: each seat's points for the hand less the mean of
the others'. Information states (perfect recall: the cards dealt to the seat, the
dealt table, every play) and observations, as strings and as tensors
(escoba_tui.env.infostate). docs/env.md has the details.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from ..game.cards import DECK, NOTATION, Card, Move, format_cards
from ..game.engine import HAND_SIZE, TABLE_SIZE, HandState, default_teams
from ..game.position import position_string
from ..game.rules import make_rules
from .core import ACTIONS, ADD, CARDS, DONE, EnvError, IllegalAction, action_name, move_actions
from .infostate import INFOSTATE_LAYOUT, INFOSTATE_SIZE, information_state

NAME = "escoba_tui"
MAX_POINTS = 60.0  # more than any hand's points: the categories, bonuses and one escoba a play
MAX_LENGTH = 40 + 2 * 56 + 40  # the deal; two actions a play or claim; one per captured card

_DEFAULTS = {"players": 2, "rules": "escoba"}
GAME_TYPE = pyspiel.GameType(
    short_name=NAME,
    long_name="Escoba (escoba_tui), one hand",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=6,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)


class EscobaGame(pyspiel.Game):
    """One hand of escoba for 2, 3, 4 or 6 players."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**_DEFAULTS, **(params or {})}
        players = params["players"]
        if players not in (2, 3, 4, 6):
            raise EnvError(f"players must be 2, 3, 4 or 6, not {players!r}")
        self.escoba_rules = make_rules(str(params["rules"]))
        self.teams = default_teams(players)
        info = pyspiel.GameInfo(
            num_distinct_actions=ACTIONS,
            max_chance_outcomes=CARDS,
            num_players=players,
            min_utility=-MAX_POINTS,
            max_utility=MAX_POINTS,
            utility_sum=0.0,
            max_game_length=MAX_LENGTH,
        )
        super().__init__(GAME_TYPE, info, params)

    def new_initial_state(self) -> EscobaState:
        return EscobaState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> EscobaObserver:
        return EscobaObserver(iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


class EscobaState(pyspiel.State):
    """A hand being dealt (chance) or played (the seat to move composes its move)."""

    def __init__(self, game: EscobaGame) -> None:
        super().__init__(game)
        self.rules = game.escoba_rules
        self.teams = game.teams
        self.players = len(self.teams)
        self.dealt: list[Card] = []
        self.hand: HandState | None = None
        self.prefix: tuple[int, ...] = ()

    # -- whose turn, what is allowed

    def current_player(self) -> int:
        if self.hand is None:
            return pyspiel.PlayerId.CHANCE
        if self.hand.over:
            return pyspiel.PlayerId.TERMINAL
        return self.hand.turn

    def chance_outcomes(self) -> list[tuple[int, float]]:
        left = sorted(set(range(CARDS)) - set(self.dealt))
        return [(c, 1.0 / len(left)) for c in left]

    def _moves_here(self) -> list[tuple[tuple[int, ...], Move]]:
        assert self.hand is not None
        n = len(self.prefix)
        return [(seq, m) for m in self.hand.legal_moves() if (seq := move_actions(m))[:n] == self.prefix]

    def _legal_actions(self, player: int) -> list[int]:
        if self.hand is None or self.hand.over or player != self.hand.turn:
            return []
        n = len(self.prefix)
        return sorted({seq[n] for seq, _ in self._moves_here()})

    def _apply_action(self, action: int) -> None:
        # OpenSpiel does not check an action against the legal ones: a card dealt twice,
        # or a move the rules forbid, would corrupt the hand, so the state checks it.
        if self.hand is None:
            if not 0 <= action < CARDS or DECK[action] in self.dealt:
                raise IllegalAction(f"chance action {action}: not a card still to deal")
            self.dealt.append(DECK[action])
            if len(self.dealt) == CARDS:
                self.hand = HandState(self.rules, self.dealt, self.players - 1, self.teams)
            return
        if self.hand.over or action not in self._legal_actions(self.hand.turn):
            allowed = ", ".join(f"{a} ({action_name(a)})" for a in self._legal_actions(self.hand.turn))
            raise IllegalAction(
                f"action {action} ({action_name(action)}) is not allowed now; allowed: {allowed or 'none'}"
            )
        if action != DONE:
            self.prefix += (int(action),)
            return
        done = self.prefix + (DONE,)
        move = next(m for seq, m in self._moves_here() if seq == done)
        self.prefix = ()
        self.hand.play(move)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {NOTATION[action]}"
        return action_name(action)

    # -- the end

    def is_terminal(self) -> bool:
        return self.hand is not None and self.hand.over

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.players
        assert self.hand is not None
        points = self.hand.score().points
        total = sum(points)
        n = self.players
        return [p - (total - p) / (n - 1) for p in points]

    # -- what a seat knows

    def dealt_to(self, seat: int) -> list[Card]:
        """The cards dealt to `seat` so far, in dealing order."""
        if self.hand is None:
            return []
        rounds = (self.hand.deck_pos - TABLE_SIZE) // (HAND_SIZE * self.players)
        k = (seat - self.hand.dealer - 1) % self.players
        out: list[Card] = []
        for r in range(rounds):
            at = TABLE_SIZE + r * HAND_SIZE * self.players + k * HAND_SIZE
            out += self.dealt[at : at + HAND_SIZE]
        return out

    def information_state_text(self, seat: int) -> str:
        if self.hand is None:
            return f"p{seat} dealing {len(self.dealt)}"
        plays = " ".join(f"{s}:{m}" for s, m in self.hand.history)
        return (
            f"p{seat} dealt:{format_cards(self.dealt_to(seat))} table0:{format_cards(self.dealt[:TABLE_SIZE])}"
            f" plays:{plays} composing:{self._composing(seat)}"
        )

    def observation_text(self, seat: int) -> str:
        hand = self.hand
        if hand is None:
            return f"p{seat} dealing {len(self.dealt)}"
        piles = "/".join(format_cards(p) for p in hand.piles)
        last = "-" if hand.last_capturer is None else hand.last_capturer
        return (
            f"p{seat} hand:{format_cards(hand.hands[seat])} table:{format_cards(hand.table)} piles:{piles}"
            f" escobas:{','.join(map(str, hand.escobas))} last:{last} deck:{40 - hand.deck_pos}"
            f" sizes:{','.join(str(len(h)) for h in hand.hands)} turn:{hand.turn}"
            f" composing:{self._composing(seat)}"
        )

    def _composing(self, seat: int) -> str:
        """The move `seat` is composing (nobody else sees it before it is played)."""
        if self.hand is None or seat != self.hand.turn:
            return ""
        return ",".join(map(str, self.prefix))

    def __str__(self) -> str:
        if self.hand is None:
            return f"dealing: {format_cards(self.dealt)}"
        return position_string(self.hand) + f" composing:{','.join(map(str, self.prefix))}"


class EscobaObserver:
    """OpenSpiel's PyObserver: `tensor` (and its named views in `dict`) and strings.
    Perfect recall gives the information state (with the hand's plays), otherwise the
    observation (the same blocks, the history rows left 0)."""

    def __init__(self, iig_obs_type, params) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        self.recall = bool(iig_obs_type.perfect_recall)
        self.tensor = np.zeros(INFOSTATE_SIZE, np.float32)
        self.dict: dict[str, np.ndarray] = {}
        at = 0
        for name, size in INFOSTATE_LAYOUT:
            self.dict[name] = self.tensor[at : at + size]
            at += size

    def set_from(self, state: EscobaState, player: int) -> None:
        self.tensor.fill(0.0)
        if state.hand is not None:
            prefix = state.prefix if player == state.hand.turn else ()
            self.tensor[:] = information_state(state.hand, player, prefix, history=self.recall)

    def string_from(self, state: EscobaState, player: int) -> str:
        if self.recall:
            return state.information_state_text(player)
        return state.observation_text(player)


pyspiel.register_game(GAME_TYPE, EscobaGame)
__all__ = ["NAME", "EscobaGame", "EscobaState", "ADD"]
