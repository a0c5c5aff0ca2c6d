"""Whatever a player answers, the referee turns it into the legal move it names or a
forfeit with a reason (issue 35 item 1): never IndexError/TypeError, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from escoba_tui.arena.referee import play_game
from escoba_tui.game.results import Result
from escoba_tui.game.rules import make_rules
from escoba_tui.players import Fault, make_player

ROOT = Path(__file__).parents[2]
BAD = ("BadCard", "TextCard", "NoneCaptures", "BadCapture", "NotAMove", "DecisionOfNothing", "Unprintable")


@pytest.mark.parametrize("name", BAD)
@pytest.mark.parametrize("seat", [0, 1])
def test_a_malformed_answer_is_an_illegal_move_forfeit(name, seat):
    players = [make_player("random", seed=1), make_player("random", seed=2)]
    players[seat] = make_player(f"py:bad_players.{name}")
    outcome = play_game(players, make_rules("escoba"), seed=3)
    assert outcome.result == Result.FORFEIT
    assert outcome.forfeit_seat == seat
    assert outcome.forfeit_reason == Fault.ILLEGAL_MOVE
    assert "not" in outcome.forfeit_detail and len(outcome.forfeit_detail) < 400
    assert outcome.record() is not None  # the record of a forfeit can be written


@pytest.mark.parametrize("name", ["BadCard", "NoneCaptures"])
def test_escoba_match_with_a_bad_bot_prints_no_traceback(name):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    run = subprocess.run(
        [sys.executable, "-m", "escoba_tui", "match", f"py:tests.plugins.bad_players.{name}", "random", "--games", "1"],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    both = run.stdout + run.stderr
    assert "Traceback" not in both, both
    assert "IndexError" not in both and "TypeError" not in both
    assert run.returncode == 0 and "1 game" in run.stdout, both
