"""examples/selfplay_train.py trains (quick mode), writes weights, and the py: player it
documents loads them and plays whole games of legal moves."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

import escoba_tui  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_quick_training_writes_weights_a_py_player_plays_from(tmp_path, monkeypatch):
    # A subprocess, as a user runs it (about 2 s of CPU in quick mode; more on a loaded machine).
    out = tmp_path / "w.json"
    run = subprocess.run(
        [sys.executable, str(EXAMPLES / "selfplay_train.py"), "--quick", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    assert "weights written to" in run.stdout and "points per hand (95%)" in run.stdout
    monkeypatch.syspath_prepend(str(EXAMPLES))
    player = escoba_tui.make_player(f"py:learned_player.LearnedPlayer:weights={out}")
    legal_seen = []

    class Watched(escoba_tui.Player):
        def decide(self, view, legal):
            decision = player.decide(view, legal)
            legal_seen.append(decision.move in legal)
            return decision

    outcome = escoba_tui.play_game(
        [Watched(), escoba_tui.make_player("random", seed=3)], escoba_tui.make_rules("scopa"), seed=5
    )
    assert outcome.result == escoba_tui.Result.FINISHED and legal_seen and all(legal_seen)


def test_the_shipped_weights_load_and_bad_weights_are_one_clear_error(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(EXAMPLES))
    escoba_tui.make_player("py:learned_player.LearnedPlayer")  # examples/learned_weights.json
    bad = tmp_path / "bad.json"
    bad.write_text('{"weights": [1, 2]}', encoding="utf-8")
    with pytest.raises(escoba_tui.PlayerSpecError, match="expected 86 finite weights"):
        escoba_tui.make_player(f"py:learned_player.LearnedPlayer:weights={bad}")
