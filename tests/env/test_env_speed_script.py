"""benchmarks/env_speed.py runs both action spaces, in both environments, in one run,
and gives each figure as a median of interleaved rounds (what the benchmark table says)."""

import importlib.util
import sys
from pathlib import Path

import pytest


def _script():
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "env_speed.py"
    spec = importlib.util.spec_from_file_location("bench_env_speed", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_one_run_measures_both_action_spaces_in_both_environments(monkeypatch, capsys):
    pytest.importorskip("pettingzoo")
    script = _script()
    monkeypatch.setattr(sys, "argv", ["env_speed.py", "--seconds", "0.2", "--rounds", "2"])
    script.main()
    lines = capsys.readouterr().out.splitlines()
    escoba = [line for line in lines if "(escoba, 2 seats" in line]
    assert [line.split(" (escoba")[0] for line in escoba] == [
        "PettingZoo AEC",
        "Gymnasium against random, learner steps",
        "PettingZoo AEC",
        "Gymnasium against random, learner steps",
    ]
    assert ["actions" in escoba[0], "actions" in escoba[1], "moves" in escoba[2], "moves" in escoba[3]] == [True] * 4
    for line in escoba:
        rate = int(line.split(": ")[1].split(" steps per CPU second")[0].replace(",", ""))
        assert rate > 0
    # connect_four_v3 is the scale when pygame is there; said, not silently left out, when not.
    assert any("connect_four_v3" in line for line in lines)
