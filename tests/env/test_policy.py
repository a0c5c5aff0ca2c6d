"""The public observation encoder and the policy adapter (docs/env.md, "A trained policy
as a player"): the encoder gives the environments' own observation from a SeatView, the
adapter turns `(observation, mask) -> action` into a Player that plays whole matches
through `escoba match`, and examples/policy_train.py trains one."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from typer.testing import CliRunner  # noqa: E402

import escoba_tui  # noqa: E402
from escoba_tui import build_rules  # noqa: E402
from escoba_tui.cli import app  # noqa: E402
from escoba_tui.env import IllegalAction, escoba_v0  # noqa: E402
from escoba_tui.env.encode import encode  # noqa: E402
from escoba_tui.env.policy import PolicyPlayer, action_mask  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

CONFIGS = [
    ("escoba", {}, 2, False),
    ("escoba", {"renuncio": True}, 3, False),
    ("escoba", {"opening_escobas": False, "last_play_escoba": False}, 4, True),
    ("scopa", {"capture": "fifteen", "compulsory_capture": False}, 6, False),
    ("scopa-club", {"renuncio": True, "compulsory_capture": True}, 2, False),
    ("scopa-club", {"single_card_first": True}, 6, True),
]


@pytest.mark.parametrize("preset,options,seats,partners", CONFIGS)
def test_the_encoder_and_mask_from_a_view_are_the_environments_own(preset, options, seats, partners):
    rules = build_rules(preset, options, 12)
    env = escoba_v0.env(rules=rules, seats=seats, partners=partners)
    rng = np.random.default_rng(7)
    positions = 0
    for game in range(2):
        env.reset(seed=game)
        table = env.table
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            hand = table.hand
            for seat, other in enumerate(env.possible_agents):
                composing = table.prefix if seat == table.seat else ()
                assert np.array_equal(encode(hand.view(seat), composing), env.observe(other)["observation"])
            mask = action_mask(table.legal, table.prefix)
            assert np.array_equal(mask, obs["action_mask"])
            positions += 1
            env.step(int(rng.choice(np.flatnonzero(mask))))
    assert positions > 100


def first_allowed(obs, mask):
    return int(np.flatnonzero(mask)[-1])


def test_the_adapter_plays_a_whole_game_and_a_masked_action_is_a_clear_error():
    seen = []

    def policy(obs, mask):
        assert obs.shape == (325,) and obs.dtype == np.float32 and mask.dtype == np.int8
        seen.append(int(mask.sum()))
        return first_allowed(obs, mask)

    outcome = escoba_tui.play_game(
        [PolicyPlayer(policy), escoba_tui.make_player("random", seed=1)], escoba_tui.make_rules("escoba"), seed=3
    )
    assert outcome.result == escoba_tui.Result.FINISHED and seen
    wrong = PolicyPlayer(lambda obs, mask: int(np.flatnonzero(mask == 0)[0]))
    env = escoba_v0.env()
    env.reset(seed=1)
    hand = env.table.hand
    with pytest.raises(IllegalAction, match="the policy chose action .*; allowed: "):
        wrong.choose(hand.view(hand.turn), hand.legal_moves())
    with pytest.raises(IllegalAction, match="not an action number"):
        PolicyPlayer(lambda obs, mask: "7o").choose(hand.view(hand.turn), hand.legal_moves())


def test_the_example_trains_and_its_player_plays_escoba_match(tmp_path, monkeypatch):
    weights = tmp_path / "w.npz"
    run = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "policy_train.py"), "--hands", "20", "--out", str(weights)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr
    assert "weights written to" in run.stdout and weights.exists()
    monkeypatch.syspath_prepend(str(ROOT))
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(
        app,
        [
            "match",
            f"py:examples.policy_train.TrainedPolicy:weights={weights}",
            "expert:iters=8",
            "--games",
            "2",
            "--target",
            "4",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["games"] == 2 and not summary.get("forfeits"), summary


def test_the_example_player_without_weights_is_one_clear_error(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT))
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a numpy file")
    for path in (tmp_path / "missing.npz", bad):
        with pytest.raises(escoba_tui.PlayerSpecError, match="cannot read policy weights from .*train them first"):
            escoba_tui.make_player(f"py:examples.policy_train.TrainedPolicy:weights={path}")
