"""The whole-move action space (`action_mode="moves"`, docs/env.md): one action per
move, the index of a legal move, with a per-move feature matrix; both environments pass
their library's own checks with it."""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
gymnasium = pytest.importorskip("gymnasium")

from escoba_tui import build_rules  # noqa: E402
from escoba_tui.env import ENV_ID, EnvError, IllegalAction, escoba_v0  # noqa: E402
from escoba_tui.env.moves import MAX_MOVES  # noqa: E402

PZ_CONFIGS = [
    {"target": 5},
    {"rules": "scopa", "seats": 4, "partners": True, "reward": "match", "target": 3},
    {"rules": build_rules("escoba", {"renuncio": True}), "seats": 6, "target": 3},
    {"rules": "scopa-club", "seats": 3, "target": 3, "max_moves": 128},
]


@pytest.mark.parametrize("kwargs", PZ_CONFIGS)
def test_pettingzoo_api_and_seed_tests_pass_with_whole_moves(kwargs):
    from pettingzoo.test import api_test, seed_test

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(escoba_v0.env(action_mode="moves", **kwargs), num_cycles=200)
        seed_test(lambda: escoba_v0.env(action_mode="moves", **kwargs), num_cycles=60)


@pytest.mark.parametrize(
    "kwargs",
    [
        {},
        {"rules": "scopa", "seats": 4, "partners": True, "opponents": "greedy"},
        {"seats": 3, "seat": 1, "render_mode": "ansi"},
    ],
)
def test_gymnasium_check_env_passes_with_whole_moves(kwargs):
    from gymnasium.utils.env_checker import check_env

    env = gymnasium.make(ENV_ID, action_mode="moves", **kwargs)
    assert env.action_space == gymnasium.spaces.Discrete(MAX_MOVES)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(env, skip_render_check="render_mode" not in kwargs)


def test_an_action_is_a_legal_move_and_its_row_describes_it():
    env = escoba_v0.env(rules=build_rules("escoba", {"renuncio": True}), seats=2, action_mode="moves", max_moves=100)
    env.reset(seed=4)
    rng = np.random.default_rng(1)
    moves = 0
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        legal = env.legal_moves()
        mask, features = obs["action_mask"], obs["move_features"]
        assert mask.shape == (100,) and list(np.flatnonzero(mask)) == list(range(len(legal)))
        assert features.shape == (100, 80) and not features[len(legal) :].any()
        for row, move in zip(features, legal):
            assert set(np.flatnonzero(row)) == {move.card, *(40 + c for c in move.captures)}
        for other in env.agents:  # only the seat to move gets a mask and features
            if other != agent:
                seen = env.observe(other)
                assert not seen["action_mask"].any() and not seen["move_features"].any()
        pick = int(rng.integers(len(legal)))
        record = env.table.game.hands[-1]
        played_before = len(record.moves)
        env.step(pick)
        assert record.moves[played_before] == legal[pick]
        moves += 1
    assert moves > 20


def test_a_forbidden_move_index_raises_or_loses():
    env = escoba_v0.env(action_mode="moves")
    env.reset(seed=1)
    n = len(env.legal_moves())
    for bad in (n, -1, MAX_MOVES, "0", True):
        with pytest.raises(IllegalAction, match="move action .* is not allowed: seat \\d has"):
            env.step(bad)
    gym = gymnasium.make(ENV_ID, action_mode="moves").unwrapped
    gym.reset(seed=2)
    _, reward, terminated, _, info = gym.step(len(gym.legal_moves()))
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    assert not gym.action_masks().any() and gym.action_masks().shape == (MAX_MOVES,)


def test_bad_whole_move_arguments_are_clear_errors():
    with pytest.raises(EnvError, match="action_mode must be one of actions, moves"):
        escoba_v0.env(action_mode="cards")
    with pytest.raises(EnvError, match="max_moves must be a whole number from 1 to 4096"):
        gymnasium.make(ENV_ID, action_mode="moves", max_moves=0)
    env = escoba_v0.env(action_mode="moves", max_moves=1)
    env.reset(seed=1)
    with pytest.raises(EnvError, match="more than max_moves=1: build the environment with a larger max_moves"):
        env.observe(env.agent_selection)


def test_vector_envs_mask_whole_moves():
    envs = gymnasium.make_vec(ENV_ID, num_envs=2, action_mode="moves", max_moves=64, target=1)
    obs, _ = envs.reset(seed=3)
    assert obs["move_features"].shape == (2, 64, 80)
    masks = envs.action_masks()
    assert masks.shape == (2, 64) and masks.any(axis=1).all()
    envs.close()
