"""Every public entry of the learning environments checks its arguments (issue 35,
item 7): a wrong type is an EnvError or an IllegalAction as docs/env.md says, never a
TypeError, a KeyError or numpy's "truth value is ambiguous"; a 0-d integer array or a
numpy integer is as good as an int."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
gymnasium = pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from escoba_tui.env import ENV_ID, EnvError, IllegalAction, escoba_v0  # noqa: E402
from escoba_tui.env.encode import encode  # noqa: E402
from escoba_tui.env.infostate import information_state, perfect_information  # noqa: E402
from escoba_tui.env.policy import PolicyPlayer, action_mask, compose  # noqa: E402
from escoba_tui.env.vector import make_vector  # noqa: E402

NOT_ACTIONS = [np.array([6, 14]), np.array([]), np.array([6]), np.array(6.0), 6.0, np.float32(6), "6", None, [6], b"6"]


@pytest.mark.parametrize("opponents", [5, None, 2.5, {"random": 1}, b"random", object(), ["random", 5]])
def test_gymnasium_opponents_of_a_wrong_type_are_an_env_error(opponents):
    with pytest.raises(EnvError, match="opponents must be one player spec, or 1"):
        gymnasium.make(ENV_ID, opponents=opponents)


def environments(action_mode: str):
    """A PettingZoo and a Gymnasium environment after reset, and a step function each."""
    pz = escoba_v0.env(action_mode=action_mode)
    pz.reset(seed=1)
    gym = gymnasium.make(ENV_ID, illegal="raise", action_mode=action_mode).unwrapped
    gym.reset(seed=1)
    return [
        (pz, pz.step, lambda: pz.observe(pz.agent_selection)["action_mask"]),
        (gym, gym.step, gym.action_masks),
    ]


@pytest.mark.parametrize("action_mode", ["actions", "moves"])
def test_actions_that_are_not_whole_numbers_are_illegal_actions_and_change_nothing(action_mode):
    for env, step, mask in environments(action_mode):
        before = mask().copy()
        allowed = int(np.flatnonzero(before)[0])
        for action in [*NOT_ACTIONS, float(allowed), np.array([allowed]), np.array(float(allowed))]:
            with pytest.raises(IllegalAction, match="not allowed|not an action") as caught:
                step(action)
            assert "ambiguous" not in str(caught.value) and "\n" not in str(caught.value)
            assert (mask() == before).all()  # nothing changed
        step(np.array(allowed))  # a 0-d integer array is that action
        if action_mode == "actions":
            assert env.table.prefix == (allowed,)  # the move's card chosen
        else:
            assert len(env.table.hand.hands[0]) == 2  # the first move played


def test_a_bool_is_not_an_action_even_where_its_number_is_allowed():
    """True == 1 and False == 0: without the check, `True in allowed` played action 1."""
    for seed in range(200):
        env = escoba_v0.env()
        env.reset(seed=seed)
        mask = env.observe(env.agent_selection)["action_mask"]
        if mask[0] or mask[1]:
            break
    else:
        pytest.fail("no deal lets 1o or 2o be played")
    flag = bool(mask[1])
    with pytest.raises(IllegalAction, match=f"{flag} is not an action"):
        env.step(flag)
    assert env.table.prefix == ()


def test_with_illegal_lose_an_array_action_loses_the_match_instead_of_crashing():
    env = gymnasium.make(ENV_ID).unwrapped
    env.reset(seed=1)
    _, reward, terminated, _, info = env.step(np.array([6, 14]))
    assert terminated and reward == -1.0 and info["illegal_action"]


@pytest.mark.parametrize("action_mode", ["actions", "moves"])
def test_move_actions_and_agents_that_name_nothing_are_env_errors(action_mode):
    pz, gym = (e for e, _, _ in environments(action_mode))
    for env in (pz, gym):
        n = len(env.legal_moves())
        assert env.move_actions(np.int64(0)) == env.move_actions(0)
        for index in (n, -1, "0", 0.0, None, np.array([0])):
            with pytest.raises(EnvError, match=rf"no legal move .*: there are {n} \(0\.\.{n - 1}\)"):
                env.move_actions(index)
    for call in (pz.observe, pz.information_state, pz.perfect_information, pz.observation_space, pz.action_space):
        for agent in ("player_9", 0, None, ["player_0"]):
            with pytest.raises(EnvError, match="the agents are player_0, player_1"):
                call(agent)


def test_reset_seeds_and_options_are_checked_in_both_environments():
    pz = escoba_v0.env()
    gym = gymnasium.make(ENV_ID).unwrapped
    for reset in (pz.reset, gym.reset):
        reset(seed=np.int64(3))  # a numpy integer seed is a seed
        for seed in ("x", -1, 2**64, 1.5, True, np.array([1, 2])):
            with pytest.raises(EnvError, match="seed must be None or a whole number from 0 to 2\\*\\*64 - 1"):
                reset(seed=seed)
        with pytest.raises(EnvError, match="options must be None or a dict"):
            reset(seed=1, options=5)
    pz.reset(seed=3)
    gym_obs, _ = gym.reset(seed=3)
    assert (gym_obs == pz.observe("player_0")["observation"]).all()  # np.int64(3) dealt as 3


def test_a_done_agents_only_action_is_none():
    env = escoba_v0.env(illegal="lose")
    env.reset(seed=1)
    env.step(81)  # a forbidden action: the match is lost, every agent is done
    with pytest.raises(EnvError, match="player_0 is done: its only action is None, not 5"):
        env.step(5)
    env.step(None)


def test_a_closed_gymnasium_environment_plays_no_more():
    env = gymnasium.make(ENV_ID, opponents="counter").unwrapped
    env.reset(seed=1)
    env.close()
    with pytest.raises(EnvError, match="closed: call reset"):
        env.step(int(np.flatnonzero(env.action_masks() | True)[0]))
    assert not env.action_masks().any()
    env.reset(seed=1)
    assert env.action_masks().any()
    env.close()


def test_vector_arguments_are_checked():
    for steps in (0, -5, "10", 2.5, True):
        with pytest.raises(EnvError, match="max_episode_steps must be None or a whole number"):
            make_vector(num_envs=1, max_episode_steps=steps)
    with pytest.raises(EnvError, match="vectorization must be 'sync' or 'async'"):
        make_vector(num_envs=1, vectorization=["sync"])


def test_the_policy_helpers_check_their_arguments():
    env = escoba_v0.env()
    env.reset(seed=1)
    hand = env.table.hand
    view, legal = hand.view(hand.turn), hand.legal_moves()
    first = int(np.flatnonzero(action_mask(legal))[0])
    assert (action_mask(legal, np.array([first])) == action_mask(legal, [first])).all()
    for composing in (5, [6.0], [np.array([6, 14])], "6", None):
        with pytest.raises(EnvError, match="composing must be"):
            action_mask(legal, composing)
    for composing in (np.array([6, 14]), [45], [6, 3], [-1], 5):
        with pytest.raises(EnvError, match="composing must be the actions taken so far"):
            encode(view, composing)
    assert (encode(view, np.array([first])) == encode(view, [first])).all()
    answers = iter([np.array(first), 80])  # a 0-d array, as a network's argmax may give
    move = compose(view, legal, lambda obs, mask: next(answers) if mask[80] == 0 else 80)
    assert move in legal
    with pytest.raises(EnvError, match="policy must be a function"):
        PolicyPlayer(5)


def test_the_information_state_functions_check_their_arguments():
    env = escoba_v0.env()
    env.reset(seed=1)
    hand = env.table.hand
    for function in (information_state, perfect_information):
        assert (function(hand, np.int64(1)) == function(hand, 1)).all()
        for seat in (2, -1, "0", None, 1.0):  # -1 was read as the last seat
            with pytest.raises(EnvError, match="seat must be one of the seats 0..1"):
                function(hand, seat)
        for prefix in (5, [200], [-1], np.array([6, 14]), [6, 3]):
            with pytest.raises(EnvError, match="composing must be the actions taken so far"):
                function(hand, 0, prefix)
        with pytest.raises(EnvError, match="hand must be a HandState"):
            function(None, 0)
