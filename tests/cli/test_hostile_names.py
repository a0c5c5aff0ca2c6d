"""Hostile names (issue 9 item 2 and 7): escape sequences, Rich markup and huge names, in
every place a name is shown on the command line. The full-screen views are in
test_hostile_ui.py.

What "shown safely" means here: no ESC or BEL byte reaches the output, markup is shown
as typed (`[/]` is two brackets and a slash, never a crash), and a huge name costs a
bounded number of characters.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.files.names import ELLIPSIS, MAX_SHOWN, shown_name
from escoba_tui.game.record import read_record, write_record

runner = CliRunner()

OSC_TITLE = "\x1b]0;PWNED\x07"
CLEAR = "\x1b[2J"
HOSTILE = [
    f"{OSC_TITLE}Ada",
    f"{CLEAR}Bruno[reverse]",
    "[/]",
    "[link=https://evil.example]Carmen[/link]",
    "Dario\u202e",
    "x" * 200_000,
]


def assert_safe(text: str) -> None:
    assert "\x1b" not in text and "\x07" not in text and "\x9b" not in text
    assert "\u202e" not in text
    assert "PWNED" not in text  # the payload of an OSC sequence goes with it


# ---------------------------------------------------------------- the helper


@pytest.mark.parametrize("name", HOSTILE + ["\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\", "\x9b31mred", "\x00\x01"])
def test_shown_name_is_plain_bounded_and_never_empty(name):
    shown = shown_name(name)
    assert_safe(shown)
    assert all(ch >= " " for ch in shown)
    assert 1 <= len(shown) <= MAX_SHOWN


def test_shown_name_keeps_ordinary_names_and_marks_a_cut():
    assert shown_name("Ana María 😀") == "Ana María 😀"
    assert shown_name("Ana\tB\nC") == "Ana B C"
    assert shown_name("[/]") == "[/]"  # markup is text: the caller draws it as text
    long = shown_name("y" * 1000)
    assert long.endswith(ELLIPSIS) and len(long) == MAX_SHOWN
    assert shown_name("\x1b]" + "a" * 10_000_000).endswith(ELLIPSIS)  # an unterminated sequence, cut


# ---------------------------------------------------------------- records


@pytest.fixture(scope="module")
def a_record(tmp_path_factory):
    folder = tmp_path_factory.mktemp("recs")
    result = runner.invoke(app, ["match", "greedy", "random", "-n", "1", "--records", str(folder)])
    assert result.exit_code == 0, result.output
    return read_record(next(folder.glob("*.toml")))


@pytest.mark.parametrize("pair", [(HOSTILE[0], HOSTILE[1]), (HOSTILE[2], HOSTILE[3]), (HOSTILE[4], HOSTILE[5])])
def test_record_show_prints_hostile_seat_names_as_plain_text(tmp_path, a_record, pair):
    a_record.seats = list(pair)
    path = write_record(a_record, tmp_path / "r.toml")
    result = runner.invoke(app, ["record", "show", str(path)])
    assert result.exit_code == 0, result.output
    assert_safe(result.output)
    assert "Traceback" not in result.output
    if pair[0] == "[/]":
        assert "[/] vs [link=https://evil.example]Carmen[/link]" in result.output
    # a 200,000-character name is shown in a few dozen characters, however often it appears
    assert len(result.output) < 20_000


@pytest.mark.parametrize("pair", [(HOSTILE[0], HOSTILE[1]), ("\x9b31mred\x9b0m", "[/]"), (HOSTILE[4], HOSTILE[5])])
def test_analyze_prints_hostile_seat_names_as_plain_text(tmp_path, a_record, pair):
    a_record.seats = list(pair)
    path = write_record(a_record, tmp_path / f"\x1b[2J{CLEAR}r.toml")
    result = runner.invoke(app, ["analyze", str(path), "--iters", "1"])
    assert result.exit_code == 0, result.output
    assert_safe(result.output)
    players = result.output[result.output.index("Players") :]
    for name in pair:
        assert shown_name(name)[:10] in players  # (a long one is wrapped in its cell)
    assert "x" * 100 not in result.output  # the 200,000-character name is cut wherever it is shown
    assert len(result.output) < 100_000  # (narrow: every move's reason on its own line, named)


def test_record_show_does_not_print_a_winner_that_verify_rejects(tmp_path, a_record):
    a_record.seats = ["Ada", "Bruno"]
    a_record.winner = 1 - a_record.winner
    path = write_record(a_record, tmp_path / "lie.toml")
    result = runner.invoke(app, ["record", "show", str(path)])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and result.output.startswith("error: ")
    assert "Winner" not in result.output and "does not verify" in result.output


# ---------------------------------------------------------------- match and bench


def test_match_summary_shows_markup_in_a_spec_as_text(tmp_path, monkeypatch):
    bot = Path(__file__).parents[1] / "tournament_bots" / "bot.py"
    (tmp_path / "[b]x[").mkdir()
    script = tmp_path / "[b]x[" / "]"
    script.write_text(f"#!/bin/sh\nexec {sys.executable} {bot} good\n")
    script.chmod(0o755)
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["match", "cmd:./[b]x[/]", "greedy", "-n", "2", "--duplicate"])
    assert result.exit_code == 0, result.output
    assert_safe(result.output)
    assert "cmd:./[b]x[/]" in result.output
    assert "cmd:./[b]x[/] over greedy" in result.output


# ---------------------------------------------------------------- tournaments


def hostile_definition(folder: Path, names: list[str]) -> Path:
    doc = {
        "name": "hostile",
        "rules": "escoba",
        "target": 3,
        "seats": 2,
        "games": 1,
        "players": [{"name": n, "spec": s} for n, s in zip(names, ("greedy", "random", "random"))],
    }
    path = folder / "hostile.toml"
    path.write_text(tomli_w.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def hostile_run(tmp_path_factory):
    """A tournament whose players are named with an escape sequence, markup and `[/]`,
    run through the command line (which used to crash with a MarkupError at the end)."""
    folder = tmp_path_factory.mktemp("t")
    path = hostile_definition(folder, [f"{OSC_TITLE}Ada{CLEAR}", "[/]", "[link=https://e.example]B[reverse]"])
    result = runner.invoke(app, ["tournament", "run", str(path), "-w", "1"])
    return path, result


def test_tournament_run_with_hostile_names_finishes_and_prints_them_as_text(hostile_run):
    path, result = hostile_run
    assert result.exit_code == 0, result.output
    assert_safe(result.output)
    assert "[/]" in result.output and "[link=https://e.example]B[reverse]" in result.output
    assert "Ada" in result.output


@pytest.mark.parametrize("which", ["definition", "standings"])
def test_tournament_standings_prints_hostile_names_as_text(hostile_run, which):
    path, _ = hostile_run
    target = path if which == "definition" else path.parent / "hostile" / "standings.toml"
    result = runner.invoke(app, ["tournament", "standings", str(target)])
    assert result.exit_code == 0, result.output
    assert_safe(result.output)
    assert "[/]" in result.output and "leader:" in result.output


def test_tournament_standings_file_with_hostile_strings_everywhere(hostile_run, tmp_path):
    """A standings file edited by a stranger: every string field hostile, names huge."""
    path, _ = hostile_run
    doc = tomllib.loads((path.parent / "hostile" / "standings.toml").read_text(encoding="utf-8"))
    huge = "[/]" + "z" * 100_000
    doc["name"] = f"{CLEAR}[/]cup"
    doc["rules"] = f"{OSC_TITLE}[bold]"
    doc["tournament_format"] = "[/]"
    for p in doc["players"]:
        p["name"] = huge + p["name"]
        p["failing"] = True
        p["forfeits_total"] = 1
        p["forfeits"] = {"crash": 1}
    doc["crosstable"]["players"] = [p["name"] for p in doc["players"]]
    doc["progress"]["leader"] = f"{OSC_TITLE}[/]"
    target = tmp_path / "standings.toml"
    target.write_text(tomli_w.dumps(doc), encoding="utf-8")
    result = runner.invoke(app, ["tournament", "standings", str(target)])
    assert result.exit_code == 0, result.output
    assert_safe(result.output)
    assert "[/]cup" in result.output and "warning:" in result.output
    assert len(result.output) < 50_000


def test_records_of_a_hostile_tournament_show_safely(hostile_run):
    path, _ = hostile_run
    for record in sorted((path.parent / "hostile" / "games").glob("*.toml")):
        result = runner.invoke(app, ["record", "show", str(record)])
        assert result.exit_code == 0, result.output
        assert_safe(result.output)
