"""An opponent's fault ends the Gymnasium episode (issue 35, item 6): step() raises the
PlayerFault, then refuses until reset(); nothing shows or plays another seat's hand."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest
from bad_players import BAD_PLAYERS

np = pytest.importorskip("numpy")
gymnasium = pytest.importorskip("gymnasium")

from escoba_tui.env import ENV_ID, EnvError  # noqa: E402
from escoba_tui.env.core import OBS  # noqa: E402
from escoba_tui.players import PlayerFault  # noqa: E402

BOTS = Path(__file__).resolve().parents[1] / "bots"
ILLEGAL_BOT = "cmd:" + shlex.join([sys.executable, str(BOTS / "illegal.py")])


def faulty(how: str, good: int = 0) -> str:
    return f"py:faulty_players.Faulty:how={how},good={good}"


def play_until_fault(env, steps: int = 400) -> PlayerFault:
    """Step with the first allowed action until an opponent's fault is raised."""
    for _ in range(steps):
        allowed = np.flatnonzero(env.action_masks())
        assert len(allowed), "the match ended without the fault"
        try:
            env.step(int(allowed[0]))
        except PlayerFault as fault:
            return fault
    raise AssertionError("no fault")


def assert_ended(env, seat: int = 1) -> None:
    """Nothing is allowed, no move is listed, step refuses naming the fault and reset()."""
    assert not env.action_masks().any()
    assert env.legal_moves() == () and env.move_features().shape == (0, 80)
    hand = env.table.hand
    for other in range(env.table.seats):
        if other != env.seat:
            for action in [*hand.hands[other], 80]:  # the other seat's cards, and done
                with pytest.raises(EnvError, match=rf"seat {seat}'s fault .*call reset\(\)"):
                    env.step(int(action))
    assert hand.hands == env.table.hand.hands  # nothing was played
    assert not env.players  # the faulty opponents are closed at once


def test_a_cmd_opponent_moving_illegally_ends_the_episode():
    env = gymnasium.make(ENV_ID, opponents=ILLEGAL_BOT).unwrapped
    env.reset(seed=3)
    fault = play_until_fault(env)
    assert fault.reason == "illegal move" and fault.seat == 1
    assert_ended(env)
    obs = env._obs()
    hand = env.table.hand
    assert set(np.flatnonzero(obs[OBS["hand"] : OBS["hand"] + 40])) == set(hand.hands[0])  # the learner's own
    obs, info = env.reset(seed=3)  # reset() starts a new match, with a new opponent
    assert env.action_masks().any() and info["action_mask"].any() and env.players
    env.close()


@pytest.mark.parametrize("how", ["raise", "none", "text", "notify"])
def test_a_python_opponent_raising_or_answering_garbage_ends_the_episode(how):
    env = gymnasium.make(ENV_ID, opponents=faulty(how, good=2), illegal="raise").unwrapped
    env.reset(seed=5)
    fault = play_until_fault(env)
    assert fault.seat == 1
    assert fault.reason == ("illegal move" if how in ("none", "text") else "crash")
    assert_ended(env)


@pytest.mark.parametrize("bad", [b.__name__ for b in BAD_PLAYERS])
def test_an_opponent_answering_a_malformed_move_ends_the_episode(bad):
    env = gymnasium.make(ENV_ID, opponents=f"py:bad_players.{bad}", illegal="raise").unwrapped
    env.reset(seed=5)
    fault = play_until_fault(env)
    assert fault.seat == 1 and fault.reason == "illegal move"
    assert_ended(env)


@pytest.mark.parametrize("action_mode", ["actions", "moves"])
def test_a_fault_while_resetting_leaves_no_match_in_play(action_mode):
    """An opponent that faults before the learner's first turn (it leads: seat 0) or
    cannot start: reset() raises, and the last match cannot be played on."""
    env = gymnasium.make(ENV_ID, opponents=faulty("raise"), seat=1, action_mode=action_mode).unwrapped
    with pytest.raises(PlayerFault) as caught:
        env.reset(seed=1)
    assert caught.value.seat == 0
    assert not env.action_masks().any() and env.legal_moves() == ()
    with pytest.raises(EnvError, match=r"seat 0's fault .*call reset\(\)"):
        env.step(0)
    env = gymnasium.make(ENV_ID, opponents=[faulty("raise", good=99), faulty("start")], seats=3).unwrapped
    with pytest.raises(PlayerFault, match="cannot start"):
        env.reset(seed=1)
    with pytest.raises(EnvError, match=r"seat 2's fault"):
        env.step(0)


def test_after_a_match_in_play_a_failing_reset_ends_it_too():
    env = gymnasium.make(ENV_ID, opponents="random", seat=1).unwrapped
    env.reset(seed=2)
    assert env.action_masks().any()
    env.specs[0] = faulty("start")  # the next reset's opponent cannot start
    with pytest.raises(PlayerFault, match="cannot start"):
        env.reset(seed=2)
    assert not env.action_masks().any() and env.legal_moves() == ()
    with pytest.raises(EnvError, match="seat 0's fault"):
        env.step(int(env.table.hand.hands[1][0]))  # the old match is not played on


def step_vector_until_fault(envs) -> PlayerFault:
    for _ in range(400):
        masks = envs.action_masks()
        actions = np.array([int(np.flatnonzero(m)[0]) for m in masks])
        try:
            envs.step(actions)
        except PlayerFault as fault:
            return fault
    raise AssertionError("no fault")


def test_a_sync_vector_copy_ends_on_its_opponents_fault_until_reset():
    envs = gymnasium.make_vec(ENV_ID, num_envs=2, opponents=faulty("raise", good=3))
    envs.reset(seed=1)
    fault = step_vector_until_fault(envs)
    assert fault.seat == 1
    masks = envs.action_masks()
    ended = [i for i, sub in enumerate(envs.envs) if sub.unwrapped.table.over]
    assert ended and not masks[ended].any()
    with pytest.raises(EnvError, match=r"seat 1's fault .*call reset\(\)"):
        envs.step(np.array([80, 80]))
    envs.reset(seed=2)
    assert envs.action_masks().any(axis=1).all()
    envs.close()


def test_an_async_vector_copys_fault_is_raised_as_itself_then_the_env_refuses():
    envs = gymnasium.make_vec(ENV_ID, num_envs=2, vectorization="async", opponents=faulty("raise", good=3))
    envs.reset(seed=1)
    fault = step_vector_until_fault(envs)  # not ValueError("unknown fault ...")
    assert fault.seat == 1 and fault.reason == "crash"
    for call in (envs.action_masks, lambda: envs.step(np.array([80, 80])), lambda: envs.reset(seed=2)):
        with pytest.raises(EnvError, match=r"copy \d stopped on PlayerFault.*close\(\) it and build another"):
            call()
    envs.close()
