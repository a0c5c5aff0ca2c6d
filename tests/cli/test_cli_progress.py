"""Long commands say how far they are, on stderr (issue 37.10): `bench` printed nothing for
~56 s and `analyze` of a two-hand record nothing for 33 s. stdout keeps only the result:
`--json` stays JSON."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from escoba_tui.arena.series import play_series
from escoba_tui.cli import app
from escoba_tui.cli.common import PROGRESS_LINES
from escoba_tui.game.record import read_record
from escoba_tui.game.rules import make_rules
from escoba_tui.i18n.catalogue import words_for

runner = CliRunner()


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    folder = tmp_path_factory.mktemp("games")
    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=folder)
    return folder / "game-1.toml"


@pytest.mark.parametrize("lang", ["en", "fr", "es", "pt"])
def test_bench_counts_its_measurements_on_stderr(lang):
    result = runner.invoke(
        app, ["--lang", lang, "bench", "--seconds", "0.02", "--moves", "2", "-p", "random", "-p", "greedy", "--json"]
    )
    assert result.exit_code == 0, result.output
    assert set(json.loads(result.stdout)["players"]) == {"random", "greedy"}  # stdout: the JSON alone
    said = words_for(lang)["BENCH_TEXT"]
    lines = result.stderr.splitlines()
    n = 3 + 2  # three presets, two players
    assert len(lines) == n, lines
    for k, line in enumerate(lines, 1):
        assert line.startswith(said["progress"].format(k=k, n=n, what="")), line
    assert lines[0].endswith(said["engine_step"].format(preset="escoba"))
    assert lines[-1].endswith(said["player_step"].format(name="greedy"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_analyze_counts_its_moves_on_stderr(record, lang):
    result = runner.invoke(app, ["--lang", lang, "analyze", str(record), "--iters", "1", "--json"])
    assert result.exit_code == 0, result.output
    total = sum(len(hand.moves) for hand in read_record(record).hands)
    assert len(json.loads(result.stdout)["moves"]) == total
    said = words_for(lang)["ANALYZE_TEXT"]["progress"]
    lines = result.stderr.splitlines()
    assert lines[-1] == said.format(k=total, n=total)  # the last move always said
    assert lines[0] == said.format(k=1, n=total) or total > PROGRESS_LINES
    assert 1 <= len(lines) <= PROGRESS_LINES


def test_analyze_s_table_has_no_counter_in_it(record):
    result = runner.invoke(app, ["analyze", str(record), "--iters", "1"])
    assert result.exit_code == 0, result.output
    said = words_for("en")["ANALYZE_TEXT"]["progress"].split("{")[0]
    assert said not in result.stdout and said in result.stderr
