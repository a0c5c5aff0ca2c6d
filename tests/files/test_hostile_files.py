"""Hostile files (issue 9 items 7, 8, 9): records, definitions, standings and themes that
are devices, pipes, folders, huge, not UTF-8, or nested beyond any parser's stack. Each
is one `error:` line and exit 2, or (a theme) one message and the file skipped."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from helpers.cli import one_error_line
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.files.reader import MAX_DEPTH, MAX_RECORD, FileReadError, read_text_capped, toml_loads
from escoba_tui.game.record import read_record, write_record
from escoba_tui.ui.themes import load_theme_files

runner = CliRunner()

NESTED_ARRAYS = "format = 'escoba-record'\nx = " + "[" * 20_000 + "]" * 20_000 + "\n"
NESTED_TABLES = "x = " + "{a=" * 10_000 + "1" + "}" * 10_000 + "\n"
DOTTED_KEY = "a" + ".a" * 20_000 + " = 1\n"  # quadratic in tomllib: minutes and gigabytes
DOTTED_TABLE = "[" + ".".join(["t"] * 20_000) + "]\n"
DEEP_BUT_PARSABLE = "x = " + "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5) + "\n"
NESTING = [NESTED_ARRAYS, NESTED_TABLES, DOTTED_KEY, DOTTED_TABLE, DEEP_BUT_PARSABLE]


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.toml"
    os.mkfifo(path)
    return path


# ---------------------------------------------------------------- the readers


@pytest.mark.parametrize("text", NESTING, ids=["arrays", "inline-tables", "dotted-key", "dotted-table", "deep"])
def test_toml_nesting_is_a_decode_error_never_a_recursion_error(text):
    with pytest.raises(tomllib.TOMLDecodeError, match="nested"):
        toml_loads(text)


def test_toml_reader_still_reads_dots_in_strings_floats_and_short_keys():
    doc = toml_loads(
        'name = "' + "a." * 500 + '"\nx = [' + ", ".join(["0.5"] * 500) + ']\n"q".r . s = 1 # ' + "c." * 99
    )
    assert doc["x"][0] == 0.5 and doc["q"]["r"]["s"] == 1 and doc["name"].count(".") == 500


def test_capped_reader_refuses_devices_pipes_folders_and_big_files(tmp_path, fifo):
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * 1001)
    for path, words in [
        (Path("/dev/zero"), "not a regular file"),
        (fifo, "not a regular file"),
        (tmp_path, "is a folder"),
        (big, "more than a record"),
        (tmp_path / "none", "no such file"),
    ]:
        with pytest.raises(FileReadError, match=words):
            read_text_capped(path, 1000, "record")
    (tmp_path / "latin.toml").write_bytes(b"name = '\xe9'\n")
    with pytest.raises(FileReadError, match="not UTF-8"):
        read_text_capped(tmp_path / "latin.toml", 1000)


# ---------------------------------------------------------------- records, through the commands


@pytest.fixture(scope="module")
def good_record(tmp_path_factory):
    folder = tmp_path_factory.mktemp("recs")
    assert runner.invoke(app, ["match", "greedy", "random", "-n", "1", "--records", str(folder)]).exit_code == 0
    return next(folder.glob("*.toml"))


@pytest.mark.parametrize("command", [["record", "show"], ["record", "verify"], ["replay"]])
def test_record_commands_refuse_a_device_a_pipe_and_a_folder(command, tmp_path, fifo):
    for target, words in [("/dev/zero", "not a regular file"), (fifo, "not a regular file"), (tmp_path, "is a folder")]:
        result = runner.invoke(app, [*command, str(target)])
        if command == ["record", "verify"]:
            assert result.exit_code == 2 and "Traceback" not in result.output and words in result.output
        else:
            one_error_line(result, words)


@pytest.mark.parametrize("command", [["record", "show"], ["record", "verify"], ["replay"]])
@pytest.mark.parametrize("text", NESTING[:3], ids=["arrays", "inline-tables", "dotted-key"])
def test_record_commands_refuse_nested_toml(command, text, tmp_path):
    path = tmp_path / "nested.toml"
    path.write_text(text)
    result = runner.invoke(app, [*command, str(path)])
    assert result.exit_code == 2 and "Traceback" not in result.output and "nested" in result.output


def test_a_record_over_the_size_bound_is_refused_before_parsing(tmp_path, good_record):
    path = tmp_path / "huge.toml"
    path.write_text(good_record.read_text() + "#" * MAX_RECORD)
    one_error_line(runner.invoke(app, ["record", "show", str(path)]), "at most")


def test_a_record_with_a_five_megabyte_name_shows_in_a_few_kilobytes(tmp_path, good_record):
    record = read_record(good_record)
    record.seats = ["N" * 5_000_000, "Bruno"]
    path = write_record(record, tmp_path / "longname.toml")
    result = runner.invoke(app, ["record", "show", str(path)])
    assert result.exit_code == 0
    assert len(result.output) < 20_000 and "Bruno" in result.output


# ---------------------------------------------------------------- themes


@pytest.mark.parametrize("text", NESTING, ids=["arrays", "inline-tables", "dotted-key", "dotted-table", "deep"])
def test_a_nested_theme_file_is_reported_and_skipped(tmp_path, text):
    (tmp_path / "bad.toml").write_text(text)
    (tmp_path / "fine.toml").write_text('name = "fine"\nprimary = "#112233"\n')
    themes, problems = load_theme_files([tmp_path])
    assert [t.name for t in themes] == ["fine"]
    assert len(problems) == 1 and problems[0].startswith("bad.toml:") and "nested" in problems[0]


def test_a_theme_that_is_a_pipe_or_huge_is_reported_and_skipped(tmp_path):
    os.mkfifo(tmp_path / "pipe.toml")
    (tmp_path / "huge.toml").write_text('name = "huge"\nprimary = "#112233"\n' + "#" * 1_000_000)
    themes, problems = load_theme_files([tmp_path])
    assert themes == [] and len(problems) == 2
    assert any(p.startswith("pipe.toml: not a regular file") for p in problems)
    assert any(p.startswith("huge.toml: ") and "at most" in p for p in problems)


# ---------------------------------------------------------------- definitions and standings


DEFINITION = 'name = "cup"\ntarget = 3\ngames = 1\n[[players]]\nname = "a"\nspec = "greedy"\n[[players]]\nname = "b"\nspec = "random"\n'


@pytest.fixture(scope="module")
def standings_doc(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cup")
    (folder / "cup.toml").write_text(DEFINITION)
    assert runner.invoke(app, ["tournament", "run", str(folder / "cup.toml"), "-w", "1"]).exit_code == 0
    return tomllib.loads((folder / "cup" / "standings.toml").read_text())


TOURNAMENT_COMMANDS = [["tournament", "run"], ["tournament", "standings"], ["tournament", "view"]]


@pytest.mark.parametrize("command", TOURNAMENT_COMMANDS)
def test_tournament_commands_refuse_devices_pipes_and_folders(command, tmp_path, fifo):
    for target, words in [("/dev/zero", "not a regular file"), (fifo, "not a regular file"), (tmp_path, "is a folder")]:
        one_error_line(runner.invoke(app, [*command, str(target)]), words)


@pytest.mark.parametrize("command", TOURNAMENT_COMMANDS)
@pytest.mark.parametrize("text", NESTING, ids=["arrays", "inline-tables", "dotted-key", "dotted-table", "deep"])
def test_tournament_commands_refuse_nested_toml(command, text, tmp_path):
    path = tmp_path / "nested.toml"
    path.write_text(text)
    one_error_line(runner.invoke(app, [*command, str(path)]), "nested")


@pytest.mark.parametrize("command", TOURNAMENT_COMMANDS)
def test_a_definition_over_the_size_bound_is_refused(command, tmp_path):
    path = tmp_path / "big.toml"
    path.write_text(DEFINITION + "#" * (1 << 20))
    one_error_line(runner.invoke(app, [*command, str(path)]), "at most")


@pytest.mark.parametrize("command", TOURNAMENT_COMMANDS)
def test_a_tournament_name_too_long_for_a_file_name(command, tmp_path):
    path = tmp_path / "long.toml"
    path.write_text(DEFINITION.replace('name = "cup"', f'name = "{"n" * 300}"'))
    one_error_line(runner.invoke(app, [*command, str(path)]), "long.toml:1: name:", "at most 100")


def _broken(doc):
    """Standings files a stranger could hand over: each one field wrong."""
    import copy

    out = {}
    d = copy.deepcopy(doc)
    del d["progress"]
    out["no progress"] = d
    d = copy.deepcopy(doc)
    d["progress"]["done"] = "many"
    out["done a string"] = d
    d = copy.deepcopy(doc)
    d["players"] = "everyone"
    out["players a string"] = d
    d = copy.deepcopy(doc)
    d["players"][0]["elo"] = 3
    out["elo a number"] = d
    d = copy.deepcopy(doc)
    d["players"][0]["name"] = ["a"]
    out["name a list"] = d
    d = copy.deepcopy(doc)
    d["crosstable"]["score"] = [[1]]
    out["crosstable shape"] = d
    d = copy.deepcopy(doc)
    d["games"] = [{"id": 1}]
    out["game without fields"] = d
    d = copy.deepcopy(doc)
    d["players"][0]["score_rate"] = float("nan")
    out["nan score"] = d
    return out


@pytest.mark.parametrize(
    "command", [["tournament", "standings"], ["tournament", "standings", "--json"], ["tournament", "view"]]
)
def test_malformed_standings_are_one_line_each(command, standings_doc, tmp_path):
    import tomli_w

    for label, doc in _broken(standings_doc).items():
        path = tmp_path / "standings.toml"
        path.write_text(tomli_w.dumps(doc))
        result = runner.invoke(app, [*command, str(path)])
        assert result.exit_code == 2, (label, result.output)
        assert result.output.startswith("error: ") and result.output.count("\n") == 1, (label, result.output)


def test_json_nesting_is_read_without_recursion_and_skips_strings():
    from escoba_tui.files.reader import json_nesting

    assert json_nesting("") == 0
    assert json_nesting('{"address": "tcp://127.0.0.1:8786"}') == 1
    assert json_nesting('{"a": [1, {"b": "[[[\\" ["}]}') == 3  # brackets inside a string, an escaped quote
    assert json_nesting("[" * 200_000) == 200_000


def test_json_from_strangers_nested_too_deep_never_reaches_the_decoder(monkeypatch, tmp_path):
    """A peer's line, a browser's frame, a bot's answer, a seat file: JSON nested past
    MAX_DEPTH is refused before json.loads recurses into it (its RecursionError was
    caught, but a finalizer the collector runs at that depth printed past the caller),
    and every caller still says "too deep" or "not JSON" in its own words."""
    import json

    from escoba_tui.errors import EscobaError
    from escoba_tui.files import reader as files
    from escoba_tui.net import seat_keys
    from escoba_tui.net.wire import decode

    deep = "[" * 100_000 + "]" * 100_000
    seen = []
    real = json.loads
    monkeypatch.setattr(json, "loads", lambda text, *a, **k: (seen.append(len(text)), real(text, *a, **k))[1])
    with pytest.raises(files.NestedTooDeep):
        files.loads_json(deep)
    assert seen == []
    # within the bound, and brackets inside strings, are JSON as ever
    ok = (
        '{"type": "move", "x": '
        + "[" * (files.MAX_DEPTH - 1)
        + "]" * (files.MAX_DEPTH - 1)
        + ', "s": "'
        + "[" * 500
        + '"}'
    )
    assert files.loads_json(ok)["type"] == "move" and seen == [len(ok)]
    with pytest.raises(EscobaError, match="not JSON"):
        decode(deep.encode())  # a line from the other end of a table
    path = tmp_path / "seat.json"
    path.write_text("[" * 1000 + "]" * 1000)  # within the seat file's size bound
    held, problem = seat_keys.load(tmp_path, path)  # a seat file in the data folder
    assert held is None and "too deep" in str(problem), problem
    assert seen == [len(ok)]
