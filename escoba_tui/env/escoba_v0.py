"""Escoba as a PettingZoo AEC environment (docs/env.md).

    from escoba_tui.env import escoba_v0
    env = escoba_v0.env(rules="escoba", seats=2)
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else policy(obs["observation"], obs["action_mask"])
        env.step(action)

Agents are `player_0` ... `player_{seats-1}` (seat order; seat 0 leads the first hand).
A move takes several steps of the same agent (its card, each table card it takes in
ascending card index, done); the mask allows only what can still become a legal move.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..arena.referee import MAX_HANDS
from ..game.cards import Move
from ..game.rules import Rules
from .core import ACTIONS, OBSERVATION_SIZE, EnvError, IllegalAction, check_reset, render_table, value_text
from .moves import FEATURES, MAX_MOVES, MatchEnv, move_mask, move_matrix, play_index

__all__ = ["env", "raw_env"]


def env(
    rules: str | Rules = "escoba",
    seats: int = 2,
    partners: bool = False,
    target: int | None = None,
    render_mode: str | None = None,
    **options: Any,
) -> raw_env:
    """The environment. Keyword options: `reward` ("points" or "match"), `illegal`
    ("raise" or "lose"), `max_hands` (a match still undecided after that many hands is
    truncated), `action_mode` ("actions": a move composed of card/capture/done actions;
    "moves": one action per move, the index of a legal move, with `max_moves`). It checks the order of calls itself (a step or an observation before
    `reset` is a clear error), so it needs none of PettingZoo's wrappers, whose
    attribute forwarding would cost a third of its speed; wrap it as you like."""
    return raw_env(rules, seats, partners, target, render_mode, **options)


class raw_env(MatchEnv, AECEnv):
    """The unwrapped environment (see the module's docstring and docs/env.md)."""

    metadata = {"render_modes": ["ansi", "human"], "name": "escoba_v0", "is_parallelizable": False}

    def __init__(
        self,
        rules: str | Rules = "escoba",
        seats: int = 2,
        partners: bool = False,
        target: int | None = None,
        render_mode: str | None = None,
        *,
        reward: str = "points",
        illegal: str = "raise",
        max_hands: int = MAX_HANDS,
        action_mode: str = "actions",
        max_moves: int = MAX_MOVES,
    ) -> None:
        super().__init__()
        self._setup(rules, seats, partners, target, render_mode, reward, illegal, max_hands, action_mode, max_moves)
        n_actions = max_moves if self.whole_moves else ACTIONS
        self.possible_agents = [f"player_{s}" for s in range(seats)]
        self.agents: list[str] = []
        self._reset_done = False
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        parts: dict[str, spaces.Space[Any]] = {
            "observation": spaces.Box(0.0, 1.0, (OBSERVATION_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (n_actions,), np.int8),
        }
        if self.whole_moves:
            parts["move_features"] = spaces.Box(0.0, 1.0, (max_moves, FEATURES), np.float32)
        self.observation_spaces = {a: spaces.Dict(parts) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self.state_space = spaces.Box(0.0, 1.0, (self.table.state_size(),), np.float32)
        self._zero_mask = np.zeros(n_actions, dtype=np.int8)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[self._agent(agent)]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[self._agent(agent)]

    def _agent(self, agent: Any) -> str:
        """`agent` when it names one of the agents; EnvError naming them otherwise."""
        if not isinstance(agent, str) or agent not in self._seat:
            raise EnvError(f"no agent {value_text(agent)}: the agents are {', '.join(self.possible_agents)}")
        return agent

    # -- the episode

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a match: `seed` deals the same cards every time (None: fresh ones);
        `options` is accepted and unused. The agent to move is `agent_selection`."""
        self.table.reset(check_reset(seed, options))
        self._reset_done = True
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.table.seat]

    def step(self, action: Any) -> None:
        """Take one action (0-80) for `agent_selection`; when it completes a move the
        move is played and rewards, terminations and the next agent are set. None for an
        agent that is done. A masked action raises IllegalAction (illegal="raise") or
        ends the match as that side's loss (illegal="lose")."""
        if not self.agents:
            raise EnvError(
                "step() with no agent in play: call reset() first"
                if not self._reset_done
                else "step() after every agent is done: call reset() for another match"
            )
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise EnvError(f"{agent} is done: its only action is None, not {value_text(action)}")
            self._was_dead_step(action)
            return
        table = self.table
        self._cumulative_rewards[agent] = 0.0
        before = table.points
        try:
            move = play_index(table, action, self.max_moves) if self.whole_moves else table.act(action)
        except IllegalAction:
            if self.illegal == "raise":
                raise
            table.forfeit(self._seat[agent])
            self.infos[agent] = {"illegal_action": True}
            move = None
        self._clear_rewards()
        if move is None and not table.over:
            return  # the same agent goes on composing its move
        side_of, gains = table.side_of, table.side_rewards(before)
        if any(gains):
            for a in self.agents:
                self.rewards[a] = gains[side_of[self._seat[a]]]
        if table.over:
            for a in self.agents:
                if table.truncated:
                    self.truncations[a] = True
                else:
                    self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[table.seat]
        self._accumulate_rewards()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """`agent`'s observation (325 numbers, docs/env.md) and its 81-action mask (all
        zero unless it is to move): new arrays."""
        if not self._reset_done:
            raise EnvError("observe() before reset(): call reset() first")
        seat = self._seat[self._agent(agent)]
        table = self.table
        acting = not table.over and seat == table.seat and agent in self.agents
        if self.whole_moves:
            return {
                "observation": table.observe(seat),
                "action_mask": move_mask(table, self.max_moves) if acting else self._zero_mask.copy(),
                "move_features": move_matrix(table, self.max_moves)
                if acting
                else np.zeros((self.max_moves, FEATURES), dtype=np.float32),
            }
        return {
            "observation": table.observe(seat),
            "action_mask": table.mask() if acting else self._zero_mask.copy(),
        }

    def state(self) -> np.ndarray:
        """Everything, every hand and the deck included, for centralised training
        (docs/env.md, `state_space`)."""
        return self.table.state()

    def information_state(self, agent: str) -> np.ndarray:
        """`agent`'s full information state (docs/env.md, "The information state")."""
        return self.table.information_state(self._seat[self._agent(agent)])

    def perfect_information(self, agent: str) -> np.ndarray:
        """`agent`'s perfect-information view, for an oracle (docs/env.md)."""
        return self.table.perfect_information(self._seat[self._agent(agent)])

    def render(self) -> str | None:
        """The table in text (docs/env.md): returned with render_mode="ansi", printed
        with "human" (then None), nothing without a render mode."""
        return render_table(self.table, self.possible_agents, self.render_mode)

    def close(self) -> None:
        pass

    # -- whole moves, for methods that score them (move_features, move_actions: MatchEnv)

    def legal_moves(self) -> tuple[Move, ...]:
        """The legal moves of the agent to move (as the engine lists them)."""
        return self.table.legal
