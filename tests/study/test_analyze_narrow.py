"""`escoba analyze` at 80 columns: seat names, moves never cut, each reason whole on a line
of its own instead of a column a few letters wide."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from escoba_tui.arena.series import play_series
from escoba_tui.cli import app
from escoba_tui.game.rules import make_rules


def test_the_analysis_fits_80_columns_whole(tmp_path):
    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    path = str(tmp_path / "game-1.toml")
    runner = CliRunner()
    data = json.loads(runner.invoke(app, ["analyze", path, "--iters", "4", "--json"]).stdout)
    result = runner.invoke(app, ["analyze", path, "--iters", "4"], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    out = result.output
    assert "…" not in out
    lines = out.splitlines()
    assert max(len(line) for line in lines if not line.startswith("hand ")) <= 80  # reasons: whole lines
    rows = [line.split() for line in lines if line.split()[:1] == ["1"]]
    assert rows and {row[2] for row in rows} == {"greedy", "random"}  # names, not seat numbers
    for move in data["moves"]:
        assert any(move["played"] in row for row in rows)  # every move whole
        if move["reason"]:
            assert any(line.endswith(move["reason"]) for line in lines), move["reason"]
