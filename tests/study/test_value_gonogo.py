"""benchmarks/value_gonogo.py, the learned-value go/no-go, end to end on a tiny set."""

import importlib.util
import json
from pathlib import Path

import pytest

from escoba_tui.game.rules import build_rules


def _script():
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "value_gonogo.py"
    spec = importlib.util.spec_from_file_location("bench_value_gonogo", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_boundaries_are_the_last_deal_and_the_suit_symmetry_keeps_oros():
    g = _script()
    rules = build_rules("escoba")
    h = g.boundary(rules, 3)
    assert h.deck_left() == 0 and [len(x) for x in h.hands] == [3, 3]
    plain, swapped = g.features(h), g.features(h, (0, 2, 3, 1))
    assert sum(plain) == sum(swapped)  # every card still in one place
    assert plain[:10] == swapped[:10] and plain[40:50] == swapped[40:50]  # oros untouched
    # The exact value is a solved margin: an integer of points within a hand's reach.
    value = g.exact(rules, h)
    assert value == int(value) and abs(value) <= 20


def test_the_pipeline_trains_and_beats_a_constant_on_held_out_positions(capsys):
    pytest.importorskip("numpy")  # the rl extra's; the script alone uses it
    g = _script()
    assert g.main(["--train", "300", "--test", "100", "--seed", "5", "--hidden", "8", "--epochs", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["train_rows_augmented"] == 6 * 300 and out["test_positions"] == 100
    # Learned from the data, not a guess: the linear value is well under the constant's error.
    assert out["learned_linear"]["rmse"] < 0.8 * out["constant_mean"]["rmse"]
    assert out["learned_mlp_8"]["rmse"] > 0 and out["playout"]["rmse"] > 0
