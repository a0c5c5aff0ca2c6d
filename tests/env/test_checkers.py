"""The environments' defaults pass the standard checkers (issue 38): Gymnasium's
check_env on `gymnasium.make(ENV_ID)` as registered, PettingZoo's render_test with a
"human" mode, a registered max_episode_steps, and vector envs with action_masks()."""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
gymnasium = pytest.importorskip("gymnasium")

from escoba_tui import build_rules  # noqa: E402
from escoba_tui.env import ENV_ID, MAX_EPISODE_STEPS, EnvError, escoba_v0  # noqa: E402
from escoba_tui.env.vector import SyncEscobaVectorEnv, make_vector  # noqa: E402

GYM_CONFIGS = [
    {},
    {"render_mode": "ansi"},
    {"render_mode": "human"},
    {"rules": "scopa", "seats": 4, "partners": True, "opponents": "greedy"},
    {"rules": "scopa-club", "seats": 3, "seat": 2, "reward": "match", "target": 3},
    {"rules": build_rules("escoba", {"renuncio": True}), "seats": 6, "target": 3},
]


@pytest.mark.parametrize("kwargs", GYM_CONFIGS)
def test_check_env_passes_on_the_registered_environment_with_its_defaults(kwargs, capsys):
    from gymnasium.utils.env_checker import check_env

    env = gymnasium.make(ENV_ID, **kwargs)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env, skip_render_check="render_mode" not in kwargs)
    # its one remark on a wrapped env is advice; nothing else may be said
    assert [str(w.message) for w in caught if "unwrapped" not in str(w.message)] == []
    if kwargs.get("render_mode") == "human":
        assert "table:" in capsys.readouterr().out


def test_an_unmasked_action_by_default_loses_the_match_and_says_so():
    env = gymnasium.make(ENV_ID)
    env.reset(seed=2)
    bad = int(np.flatnonzero(~env.unwrapped.action_masks())[0])
    _, reward, terminated, truncated, info = env.step(bad)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)


def test_max_episode_steps_is_registered_and_truncates():
    assert gymnasium.spec(ENV_ID).max_episode_steps == MAX_EPISODE_STEPS
    env = gymnasium.make(ENV_ID, max_episode_steps=3)
    env.reset(seed=1)
    ends = []
    for _ in range(3):
        allowed = np.flatnonzero(env.unwrapped.action_masks())
        _, _, terminated, truncated, _ = env.step(int(allowed[0]))
        ends.append((terminated, truncated))
    assert ends == [(False, False), (False, False), (False, True)]


@pytest.mark.parametrize(
    "kwargs",
    [{}, {"rules": "scopa", "seats": 4, "partners": True}, {"rules": "scopa-club", "seats": 6, "target": 3}],
)
def test_pettingzoo_render_test_passes_with_a_human_mode(kwargs, capsys):
    from pettingzoo.test import render_test

    render_test(lambda render_mode=None: escoba_v0.env(render_mode=render_mode, **kwargs))
    assert "table:" in capsys.readouterr().out
    env = escoba_v0.env(render_mode="human", **kwargs)
    env.reset(seed=1)
    ansi = escoba_v0.env(render_mode="ansi", **kwargs)
    ansi.reset(seed=1)
    assert env.render() is None and capsys.readouterr().out == ansi.render()


def test_vector_envs_give_every_copys_mask_and_masks_stay_usable_across_matches():
    envs = gymnasium.make_vec(ENV_ID, num_envs=3, target=1)
    assert isinstance(envs, SyncEscobaVectorEnv)
    envs.reset(seed=5)
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(150):
        masks = envs.action_masks()
        assert masks.shape == (3, 81) and masks.dtype == bool and masks.any(axis=1).all()
        for i, sub in enumerate(envs.envs):
            assert (masks[i] == sub.unwrapped.action_masks()).all()
        actions = np.array([int(rng.choice(np.flatnonzero(m))) for m in masks])
        _, _, terminated, truncated, info = envs.step(actions)
        assert not info.get("illegal_action", np.zeros(3, bool)).any()
        finished += int((terminated | truncated).sum())
    assert finished >= 2  # matches of one hand ended and their copies went on
    envs.close()
    with pytest.raises(EnvError, match="num_envs must be a whole number from 1 to 1024"):
        make_vector(num_envs=0)
    with pytest.raises(EnvError, match="seat must be one of the seats"):
        make_vector(num_envs=2, seat=5)


def test_async_vector_envs_give_masks_too():
    envs = gymnasium.make_vec(ENV_ID, num_envs=2, vectorization="async")
    envs.reset(seed=1)
    masks = envs.action_masks()
    assert masks.shape == (2, 81) and masks.any(axis=1).all()
    envs.close()
