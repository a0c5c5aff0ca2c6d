"""Escoba as a Gymnasium single-agent environment, `escoba_tui/Escoba-v0`: one seat is
the learner, every other seat a player spec (`random`, `counter`, `expert:iters=50`,
`py:...`, `cmd:...`). Its observation is the flat vector of docs/env.md and
`action_masks()` gives the 81 allowed actions, as maskable policy methods expect."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ..arena.referee import MAX_HANDS, ask_seat, start_seat, tell_seat
from ..game.cards import Move
from ..game.loop import Message
from ..game.rules import Rules
from ..game.seeds import player_seed
from ..players import GameInfo, Player, PlayerFault, make_player
from ..game.values import is_int
from .core import ACTIONS, OBSERVATION_SIZE, EnvError, IllegalAction, check_reset, render_table, value_text
from .moves import FEATURES, MatchEnv, MAX_MOVES, move_mask, move_matrix, play_index


class EscobaEnv(MatchEnv, gymnasium.Env):
    """One seat of a match against player specs. `step(action)` takes one action of the
    move being composed; when it completes a move the other seats play until it is this
    seat's turn again (or the match ends). Rewards are this seat's side's, zero-sum as in
    the PettingZoo environment."""

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 1}

    def __init__(
        self,
        rules: str | Rules = "escoba",
        seats: int = 2,
        partners: bool = False,
        target: int | None = None,
        render_mode: str | None = None,
        *,
        opponents: str | Sequence[str] = "random",
        seat: int = 0,
        reward: str = "points",
        illegal: str = "lose",
        max_hands: int = MAX_HANDS,
        action_mode: str = "actions",
        max_moves: int = MAX_MOVES,
    ) -> None:
        teams = self._setup(
            rules, seats, partners, target, render_mode, reward, illegal, max_hands, action_mode, max_moves, self._tell
        )
        if not is_int(seat) or not 0 <= seat < seats:
            raise EnvError(f"seat must be one of the seats 0..{seats - 1}, not {seat!r}")
        if isinstance(opponents, str):
            specs = [opponents] * (seats - 1)
        elif isinstance(opponents, (list, tuple)):
            specs = list(opponents)
        else:
            specs = []  # not a spec nor a list of them: refused just below
        if len(specs) != seats - 1 or not all(isinstance(s, str) for s in specs):
            raise EnvError(f"opponents must be one player spec, or {seats - 1} (one per other seat), not {opponents!r}")
        for spec in specs:
            make_player(spec, seed=0).close()  # an unknown spec fails here, in one line
        self.seat = seat
        self.specs = {s: specs[i] for i, s in enumerate(o for o in range(seats) if o != seat)}
        self.teams = teams
        self.players: dict[int, Player] = {}
        self._ended: str | None = None  # why the match ended before its end, if it did
        vector = spaces.Box(0.0, 1.0, (OBSERVATION_SIZE,), np.float32)
        self.observation_space: spaces.Space[Any] = vector
        self.action_space: spaces.Space[Any] = spaces.Discrete(ACTIONS)
        if self.whole_moves:  # one action per move: the index of a legal move
            features = spaces.Box(0.0, 1.0, (max_moves, FEATURES), np.float32)
            self.observation_space = spaces.Dict({"observation": vector, "move_features": features})
            self.action_space = spaces.Discrete(max_moves)

    def _tell(self, seat: int, message: Message) -> None:
        player = self.players.get(seat)
        if player is not None:
            tell_seat(seat, player, message)  # a player that raises: its PlayerFault

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        """Start a match (new opponents, seeded from `seed`, which also deals: the same
        seed, the same cards) and play the other seats up to the learner's turn; the
        observation and `{"action_mask": ...}`. `options` is accepted and unused. An
        opponent's fault on the way (PlayerFault) leaves no match in play."""
        seed = check_reset(seed, options)
        self.table.abandon()  # whatever happens below, the last match is over
        self._ended = None
        try:
            super().reset(seed=seed)
            deal_seed = seed if seed is not None else int(self.np_random.integers(2**62))
            self._close_players()
            names = tuple("learner" if s == self.seat else self.specs[s] for s in range(self.table.seats))
            team_tuple = tuple(tuple(t) for t in self.teams)
            for s, spec in self.specs.items():
                player = make_player(spec, seed=player_seed(deal_seed, s))
                self.players[s] = player
                start_seat(s, player, GameInfo(s, self.table.seats, team_tuple, self.rules, names))
            self.table.reset(deal_seed)
            self._before = [0] * self.table.sides  # the first reward counts from the deal
            self._others_play()
            return self._obs(), self._info()
        except BaseException as exc:
            self._end_early(exc)
            raise

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """Take one action (0-80) of the learner's move; a completed move is played and
        the other seats play until the learner's turn. The observation, this side's
        reward, terminated, truncated (max_hands), and the info with the next mask.
        An opponent's fault (PlayerFault, raised) ends the match: step() then refuses
        until reset()."""
        table = self.table
        if self._ended is not None:
            raise EnvError(self._ended)
        if table.over:
            raise EnvError("the match is over: call reset()")
        before = self._before
        info: dict[str, Any] = {}
        try:
            try:
                move = play_index(table, action, self.max_moves) if self.whole_moves else table.act(action)
            except IllegalAction:
                if self.illegal == "raise":
                    raise  # nothing changed: the learner may try another action
                table.forfeit(self.seat)
                info["illegal_action"] = True
                move = None
            if move is not None:
                self._others_play()
            reward = 0.0
            if move is not None or table.over:
                reward = float(table.side_rewards(before)[table.side_of[self.seat]])
                self._before = table.running()
            info.update(self._info())
            obs = self._obs()
        except IllegalAction:
            raise
        except BaseException as exc:
            self._end_early(exc)
            raise
        return obs, reward, table.over and not table.truncated, table.truncated, info

    def _others_play(self) -> None:
        table = self.table
        while not table.over and table.seat != self.seat:
            seat = table.seat
            move, _ = ask_seat(seat, self.players[seat], table.hand)  # the referee's own step
            table.play(move)

    def _end_early(self, exc: BaseException) -> None:
        """The match cannot go on (an opponent's fault, or anything else raised while
        the table moved): it ends here, nothing is allowed any more, no other seat's
        cards are shown, and step() refuses until reset()."""
        self.table.abandon()
        if isinstance(exc, PlayerFault) and exc.seat is not None:
            self._ended = f"the match ended on seat {exc.seat}'s fault ({exc}): call reset() for another"
        else:
            self._ended = f"the match ended on an error ({value_text(exc)}): call reset() for another"
        self._close_players()

    def _learners_turn(self) -> bool:
        table = self.table
        return not table.over and table.seat == self.seat

    def _obs(self) -> Any:
        if self.whole_moves:
            table = self.table
            features = (
                move_matrix(table, self.max_moves)
                if self._learners_turn()
                else np.zeros((self.max_moves, FEATURES), dtype=np.float32)
            )
            return {"observation": table.observe(self.seat), "move_features": features}
        return self.table.observe(self.seat)

    def information_state(self) -> np.ndarray:
        """The learner's full information state (docs/env.md, "The information state")."""
        return self.table.information_state(self.seat)

    def perfect_information(self) -> np.ndarray:
        """The learner's perfect-information view, for an oracle (docs/env.md)."""
        return self.table.perfect_information(self.seat)

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self.action_masks()}

    def action_masks(self) -> np.ndarray:
        """The allowed actions now, as 81 booleans (max_moves with action_mode="moves");
        all False once the match is over."""
        if not self._learners_turn():  # over, or (never shown) another seat's decision
            return np.zeros(self.max_moves if self.whole_moves else ACTIONS, dtype=bool)
        if self.whole_moves:
            return move_mask(self.table, self.max_moves).astype(bool)
        return self.table.mask().astype(bool)

    def legal_moves(self) -> tuple[Move, ...]:
        """This seat's legal moves now (empty once the match is over)."""
        return self.table.legal if self._learners_turn() else ()

    def render(self) -> str | None:
        """The table in text: returned with render_mode="ansi", printed with "human"
        (then None), nothing without a render mode."""
        names = ["learner" if s == self.seat else f"{self.specs[s]}" for s in range(self.table.seats)]
        return render_table(self.table, names, self.render_mode)

    def _close_players(self) -> None:
        players, self.players = self.players, {}
        for player in players.values():
            try:
                player.close()
            except Exception:
                pass

    def close(self) -> None:
        """Close the opponents; the match ends with them (step() refuses until reset())."""
        if not self.table.over:
            self.table.abandon()
            self._ended = "the environment was closed: call reset() for another match"
        self._close_players()
