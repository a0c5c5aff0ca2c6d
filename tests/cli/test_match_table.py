"""`escoba match`'s summary table keeps every number and heading whole, with long player
names, in a pipe (Rich's 80 columns) and on an 80-column terminal (issue 38)."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from typer.testing import CliRunner

from escoba_tui import make_rules
from escoba_tui.arena.series import play_series
from escoba_tui.cli import app
from escoba_tui.i18n.catalogue import english_words
from escoba_tui.study.summary import series_table

PLUGINS = Path(__file__).resolve().parents[1] / "plugins"
LONG = "py:plugin_players.FirstMove:label=a-rather-long-label-for-this-player"
COLUMNS = list(english_words()["MATCH_TEXT"]["columns"])


def cells(line: str, bar: str) -> list[str]:
    return [c.strip() for c in line.split(bar)[1:-1]]


def check(text: str) -> None:
    """Every heading whole and every number there, framed (wide enough) or not (the
    narrow form drops the vertical lines rather than cut a heading)."""
    lines = text.splitlines()
    head = next(line for line in lines if "player" in line and "games" in line)
    framed = "┃" in head
    assert (cells(head, "┃") if framed else head.split()) == COLUMNS, head
    if framed:
        rows = [cells(line, "│") for line in lines if line.startswith("│")]
    else:
        body = lines[lines.index(head) + 2 :]
        rows = [[line[:24].strip(), *line[24:].split()] for line in body if line.strip()]
    numbered = [r for r in rows if len(r) > 1 and r[1]]  # a folded name's later lines carry no numbers
    assert len(numbered) == 2
    for row in numbered:
        assert all(row[i].replace(".", "").isdigit() for i in range(1, 9)), row
    assert sum(int(r[2]) + int(r[3]) + int(r[4]) for r in numbered) == 2 * 2


def test_the_summary_at_80_columns_keeps_every_number(monkeypatch):
    monkeypatch.syspath_prepend(str(PLUGINS))
    series = play_series([LONG, "random"], make_rules("escoba", target=4), 2, seed=3)
    out = io.StringIO()
    series_table(series, make_rules("escoba", target=4), console=Console(file=out, width=80))
    check(out.getvalue())


def test_escoba_match_into_a_pipe_keeps_every_number_and_heading(monkeypatch):
    monkeypatch.syspath_prepend(str(PLUGINS))
    monkeypatch.delenv("COLUMNS", raising=False)
    result = CliRunner().invoke(app, ["match", LONG, "random", "--games", "2", "--target", "4", "--seed", "3"])
    assert result.exit_code == 0, result.output
    check(result.output)
