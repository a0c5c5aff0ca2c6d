"""Numbers and columns in the four languages (issue 37, item 6): `analyze` and `match` at
80 columns keep every move and every heading whole, a move is named `hand 2, move 26`
(never `2.26` beside `2,70`), and each language writes its percent sign one way."""

from __future__ import annotations

import re

import pytest
from helpers.words import strings
from typer.testing import CliRunner

from escoba_tui.arena.series import play_series
from escoba_tui.cli import app
from escoba_tui.game.rules import make_rules
from escoba_tui.i18n.catalogue import LANGUAGES, words_for

CODES = list(LANGUAGES)


def run(*args: str, width: int = 80):
    result = CliRunner().invoke(app, list(args), env={"COLUMNS": str(width)})
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result.stdout  # stderr has the progress counter


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    folder = tmp_path_factory.mktemp("records")
    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=folder)
    return folder / "game-1.toml"


@pytest.mark.parametrize("code", CODES)
def test_analyze_at_80_columns_keeps_moves_whole_and_names_hand_and_move(record, code):
    import json

    moves = json.loads(run("analyze", str(record), "--iters", "4", "--json"))["moves"]
    out = run("analyze", str(record), "--iters", "4", "--lang", code)
    lines = out.splitlines()
    t = words_for(code)["ANALYZE_TEXT"]
    table = lines[: lines.index(t["why"])]  # the reasons under it are whole lines the terminal wraps
    assert all(len(line) <= 80 for line in table), [line for line in table if len(line) > 80]
    rows = [line for line in lines if re.match(r"\s+\d+\s+\d+\s", line)]
    assert len(rows) == len(moves)
    for row, move in zip(rows, moves):
        assert f" {move['played']} " in row + " " and f" {move['best']} " in row + " ", row
    why = lines[lines.index(t["why"]) + 1 :]
    reasons = [line for line in why if line.startswith(t["why_line"].split("{")[0])]
    assert reasons, out
    assert not any(re.match(r"\d+\.\d+ ", line) for line in why)  # not 1.32 beside 0,38


@pytest.mark.parametrize("code", CODES)
def test_match_headings_are_whole_at_80_columns(code):
    out = run("match", "greedy", "random", "-n", "1", "--lang", code)
    assert all(len(line) <= 80 for line in out.splitlines())
    assert "…" not in out
    for heading in words_for(code)["MATCH_TEXT"]["columns"]:
        assert heading in out, (heading, out)


@pytest.mark.parametrize("code", CODES)
def test_match_keeps_its_lines_where_they_fit(code):
    """At 160 columns the table keeps its frame: the narrow form is for when it must."""
    out = run("match", "greedy", "random", "-n", "1", "--lang", code, width=160)
    assert "┃" in out


@pytest.mark.parametrize("code", CODES)
def test_one_percent_sign_per_language(code):
    """`Elo [95 %]` beside `98,3%` no more: a figure's percent sign in every line of the
    catalogue is the one its number helper writes (PERCENT_SIGN)."""
    words = words_for(code)
    sign = words["PERCENT_SIGN"]
    found = set()
    for name, value in words.items():
        if name.isupper() and name != "PERCENT_SIGN":
            for text in strings(value):
                found |= {m.group(1) + "%" for m in re.finditer(r"(?<=[\d}])(\s?)%", text)}
    assert found == {sign}, found


@pytest.mark.parametrize("code", CODES)
def test_analyze_writes_accuracy_with_the_language_percent(record, code):
    out = run("analyze", str(record), "--iters", "4", "--lang", code, width=120)
    sign = words_for(code)["PERCENT_SIGN"]
    percents = re.findall(r"\d(\s?%)", out)
    assert percents and set(percents) == {sign}
